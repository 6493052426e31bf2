"""An OpenAI-compatible endpoint that answers 200 with JSON of the wrong shape
(course_lib.models.reply_shape, course_lib.models.endpoint): every field a client reads is checked first,
and the one sentence names the endpoint and what was wrong.

Class: not only a missing ``choices`` list but every field ``openai`` and
``langchain_openai`` read: an empty ``choices``, a choice or message that is not an object, a
role, content, tool call, function name or usage of the wrong type, in plain replies, in
streamed events and in embeddings replies. A well-formed reply from the same server still
passes (the check refuses shapes, not servers).
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

GOOD_MESSAGE = {"role": "assistant", "content": "Fine."}
CHAT = {
    "an empty choices list": ({"choices": []}, "its 'choices' list is empty"),
    "a choice that is text": ({"choices": ["Fine."]}, "choices[0] is a string, not an object"),
    "no role": ({"choices": [{"message": {"content": "Fine."}}]}, "choices[0].message.role is null"),
    "content a number": ({"choices": [{"message": {"role": "assistant", "content": 42}}]},
                         "choices[0].message.content is a number, not text"),
    "tool_calls text": ({"choices": [{"message": {"role": "assistant", "content": None, "tool_calls": "lookup"}}]},
                        "choices[0].message.tool_calls is a string, not a list"),
    "a tool call without its function": (
        {"choices": [{"message": {"role": "assistant", "content": None,
                                  "tool_calls": [{"id": "c1", "type": "function"}]}}]},
        "choices[0].message.tool_calls[0] has no 'function' object"),
    "a function name that is a number": (
        {"choices": [{"message": {"role": "assistant", "content": None, "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": 7, "arguments": "{}"}}]}}]},
        "tool_calls[0].function.name is a number, not text"),
    "usage text": ({"choices": [{"message": GOOD_MESSAGE}], "usage": "plenty"}, "its 'usage' is a string"),
    "a token count that is text": (
        {"choices": [{"message": GOOD_MESSAGE}], "usage": {"prompt_tokens": "ten", "completion_tokens": 2}},
        "its 'usage.prompt_tokens' is a string, not a number"),
}
STREAM = {
    "a delta that is text": ([{"choices": [{"index": 0, "delta": "Fine."}]}], "choices[0].delta is a string"),
    "a chunk's tool call index that is text": (
        [{"choices": [{"index": 0, "delta": {"tool_calls": [{"index": "first", "function": {"name": "f"}}]}}]}],
        "tool_calls[0].index is a string"),
}
EMBEDDINGS = {
    "a vector of text": ({"data": [{"embedding": ["a", "b"], "index": 0}]}, "data[0].embedding holds something"),
    "no vector": ({"data": [{"index": 0}]}, "data[0].embedding is null"),
}


class ShapeServer:
    """Answers every POST with ``self.body`` (a JSON value, or a list of stream events)."""

    def __init__(self) -> None:
        owner = self
        self.body, self.stream = None, False

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_POST(self):  # noqa: N802 - the http.server name
                self.rfile.read(int(self.headers.get("Content-Length", 0)))
                if owner.stream:
                    data = b"".join(b"data: " + json.dumps(e).encode() + b"\n\n" for e in owner.body)
                    data += b"data: [DONE]\n\n"
                    kind = "text/event-stream"
                else:
                    data, kind = json.dumps(owner.body).encode(), "application/json"
                self.send_response(200)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self.base_url = f"http://127.0.0.1:{self._server.server_address[1]}/v1"
        threading.Thread(target=self._server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()


@pytest.fixture(scope="module")
def server():
    import langchain_openai  # noqa: F401 - imported once, before any call

    s = ShapeServer()
    yield s
    s.close()


@pytest.fixture()
def endpoint(server, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "test-key")
    monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
    monkeypatch.setenv("COURSE_LLM_TIMEOUT", "10")
    monkeypatch.setenv("COURSE_LLM_CACHE", "off")
    return server


def _sentence(call) -> str:
    from course_lib.foundation.errors import explain

    with pytest.raises(Exception) as caught:
        call()
    sentence = explain(caught.value)
    assert sentence is not None, f"no sentence for {caught.value!r}: it would be reported as a bug"
    return sentence


def _tool():
    from langchain_core.tools import tool

    @tool
    def track_parcel(code: str) -> str:
        """Where a parcel is, by its tracking code."""
        return code

    return track_parcel


@pytest.mark.parametrize("case", sorted(CHAT))
def test_a_chat_reply_of_the_wrong_shape_is_one_sentence_naming_what_was_wrong(case, endpoint):
    from course_lib.models.llm import get_chat_model

    endpoint.body, words = CHAT[case]
    endpoint.stream = False
    for model in (get_chat_model("openai:any-model"), get_chat_model("openai:any-model").bind_tools([_tool()])):
        sentence = _sentence(lambda m=model: m.invoke("Where is parcel XK-449?"))
        assert sentence.startswith(f"The model endpoint {endpoint.base_url} sent a reply of the wrong shape")
        assert words in sentence, sentence


@pytest.mark.parametrize("case", sorted(STREAM))
def test_a_stream_of_the_wrong_shape_is_one_sentence(case, endpoint):
    from course_lib.models.llm import get_chat_model

    endpoint.body, words = STREAM[case]
    endpoint.stream = True
    sentence = _sentence(lambda: list(get_chat_model("openai:any-model").stream("Where is parcel XK-449?")))
    assert sentence.startswith(f"The model endpoint {endpoint.base_url} sent a stream of the wrong shape")
    assert words in sentence, sentence


@pytest.mark.parametrize("case", sorted(EMBEDDINGS))
def test_embeddings_of_the_wrong_shape_are_one_sentence(case, endpoint):
    from course_lib.retrieval.embeddings import get_embeddings

    endpoint.body, words = EMBEDDINGS[case]
    endpoint.stream = False
    sentence = _sentence(lambda: get_embeddings("openai:text-embedding-3-small").embed_query("parcel"))
    assert sentence.startswith(f"The model endpoint {endpoint.base_url} sent a reply of the wrong shape")
    assert words in sentence, sentence


def test_well_formed_replies_from_the_same_server_pass(endpoint):
    from course_lib.models.llm import get_chat_model

    endpoint.stream = False
    endpoint.body = {"choices": [{"index": 0, "finish_reason": "tool_calls", "message": {
        "role": "assistant", "content": None, "refusal": None, "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "track_parcel", "arguments": '{"code": "XK-449"}'}}]}}],
        "usage": {"prompt_tokens": 12, "completion_tokens": 5, "total_tokens": 17,
                  "prompt_tokens_details": {"cached_tokens": 0}}}
    reply = get_chat_model("openai:any-model").bind_tools([_tool()]).invoke("Where is parcel XK-449?")
    assert reply.tool_calls[0]["args"] == {"code": "XK-449"}
    endpoint.stream = True
    endpoint.body = [{"choices": [{"index": 0, "delta": {"role": "assistant", "content": "On "}}]},
                     {"choices": [{"index": 0, "delta": {"content": "its way."}, "finish_reason": "stop"}]},
                     {"choices": [], "usage": {"prompt_tokens": 3, "completion_tokens": 3, "total_tokens": 6}}]
    text = "".join(c.content for c in get_chat_model("openai:any-model").stream("Where is it?"))
    assert text == "On its way."
