"""A small OpenAI-compatible server for tests, on 127.0.0.1 only (issue: real-model path).

It answers ``/v1/chat/completions`` (plain text, tool calls, ``response_format`` json_schema
as ``ChatOpenAI.with_structured_output`` sends it, and streaming with usage),
``/v1/embeddings`` and ``/v1/models``. Behind it sits the course simulator, so pipelines
driven through the real ``ChatOpenAI`` client behave sensibly. ``fail_with`` makes every chat
request answer an HTTP error instead (to test error handling). ``delay_s`` makes each chat
reply take that long, and ``at_once`` runs only that many chat requests at a time, queueing
the others unanswered, as Ollama does beyond ``OLLAMA_NUM_PARALLEL``; ``most_at_once`` is the
most requests that were ever being answered or waiting at once.

    with FakeOpenAIServer() as server:
        os.environ["OPENAI_BASE_URL"] = server.base_url
"""

from __future__ import annotations

import json
import threading
import time
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage


def to_langchain(messages: list[dict]) -> list:
    out = []
    for m in messages:
        role, content = m.get("role"), m.get("content") or ""
        if isinstance(content, list):  # content parts
            content = "".join(p.get("text", "") for p in content if isinstance(p, dict))
        if role in ("system", "developer"):
            out.append(SystemMessage(content))
        elif role == "user":
            out.append(HumanMessage(content))
        elif role == "assistant":
            calls = [{"name": c["function"]["name"], "args": json.loads(c["function"]["arguments"] or "{}"),
                      "id": c["id"], "type": "tool_call"} for c in m.get("tool_calls") or []]
            out.append(AIMessage(content, tool_calls=calls))
        elif role == "tool":
            out.append(ToolMessage(content, tool_call_id=m.get("tool_call_id", "")))
    return out


class FakeOpenAIServer:
    def __init__(self, *, fail_with: int | None = None, model: Any = None, delay_s: float = 0.0,
                 at_once: int | None = None) -> None:
        from course_lib.sim import SimulatedChatModel

        self.model = model if model is not None else SimulatedChatModel()
        self.fail_with = fail_with
        self.requests: list[dict] = []
        self.delay_s = delay_s
        self._gate = threading.BoundedSemaphore(at_once) if at_once else None
        self._count_lock = threading.Lock()
        self._open = 0
        self.most_at_once = 0
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):  # keep test output clean
                pass

            def _send(self, status: int, body: Any) -> None:
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self):
                if self.path.rstrip("/").endswith("/models"):
                    self._send(200, {"object": "list", "data": [{"id": "fake-model", "object": "model"}]})
                else:
                    self._send(404, {"error": {"message": "not found"}})

            def do_POST(self):
                length = int(self.headers.get("Content-Length", 0))
                payload = json.loads(self.rfile.read(length) or b"{}")
                server.requests.append({"path": self.path, **payload})
                if self.path.endswith("/embeddings"):
                    return self._send(200, server.embeddings(payload))
                if not self.path.endswith("/chat/completions"):
                    return self._send(404, {"error": {"message": "not found"}})
                if server.fail_with:
                    return self._send(server.fail_with, {"error": {"message": "simulated failure",
                                                                   "type": "server_error"}})
                with server._counted():
                    if server._gate is not None:
                        server._gate.acquire()  # queued, as a busy server queues
                    try:
                        time.sleep(server.delay_s)
                        reply = server.reply(payload)
                    finally:
                        if server._gate is not None:
                            server._gate.release()
                if payload.get("stream"):
                    return self._stream(payload, reply)
                return self._send(200, server.completion(payload, reply))

            def _stream(self, payload, reply):
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.end_headers()
                base = {"id": "chatcmpl-fake", "object": "chat.completion.chunk", "created": 0,
                        "model": payload.get("model", "fake-model")}
                pieces = []
                text = reply.content or ""
                step = max(1, len(text) // 4)
                for i in range(0, len(text), step):
                    pieces.append({"content": text[i:i + step]})
                for i, call in enumerate(reply.tool_calls):
                    pieces.append({"tool_calls": [{"index": i, "id": call["id"], "type": "function",
                                                   "function": {"name": call["name"],
                                                                "arguments": json.dumps(call["args"])}}]})
                for delta in [{"role": "assistant", "content": ""}, *pieces]:
                    chunk = {**base, "choices": [{"index": 0, "delta": delta, "finish_reason": None}]}
                    self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
                finish = "tool_calls" if reply.tool_calls else "stop"
                last = {**base, "choices": [{"index": 0, "delta": {}, "finish_reason": finish}]}
                self.wfile.write(f"data: {json.dumps(last)}\n\n".encode())
                if (payload.get("stream_options") or {}).get("include_usage"):
                    usage = {**base, "choices": [], "usage": server.usage(reply)}
                    self.wfile.write(f"data: {json.dumps(usage)}\n\n".encode())
                self.wfile.write(b"data: [DONE]\n\n")

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self._httpd.server_address[1]
        self.base_url = f"http://127.0.0.1:{self.port}/v1"
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    @contextmanager
    def _counted(self):
        with self._count_lock:
            self._open += 1
            self.most_at_once = max(self.most_at_once, self._open)
        try:
            yield
        finally:
            with self._count_lock:
                self._open -= 1

    # --- behaviour ----------------------------------------------------------------------------
    def reply(self, payload: dict) -> AIMessage:
        from course_lib.sim import SimulatedChatModel

        if not isinstance(self.model, SimulatedChatModel):
            return self.reply_from_any_model(payload)
        messages = to_langchain(payload.get("messages", []))
        fmt = payload.get("response_format") or {}
        if fmt.get("type") == "json_schema":
            spec = fmt["json_schema"]
            tool = {"type": "function", "function": {"name": spec.get("name", "output"),
                                                      "description": spec.get("description", ""),
                                                      "parameters": spec["schema"]}}
            message = self.model.respond(messages, [tool], spec.get("name"), structured=True)
            args = message.tool_calls[0]["args"] if message.tool_calls else {}
            return AIMessage(json.dumps(args), usage_metadata=message.usage_metadata)
        tools = payload.get("tools") or None
        return self.model.respond(messages, tools, payload.get("tool_choice"))

    def reply_from_any_model(self, payload: dict) -> AIMessage:
        """The reply of any LangChain chat model (a chaos model, say) through its public API.

        JSON-schema requests become the model's structured output, sent back as the text the
        model wrote (prose and broken JSON included, as a JSON-mode model would send them)."""
        messages = to_langchain(payload.get("messages", []))
        fmt = payload.get("response_format") or {}
        if fmt.get("type") == "json_schema":
            spec = fmt["json_schema"]
            schema = {"title": spec.get("name", "output"), "description": spec.get("description", ""),
                      **spec["schema"]}
            raw = self.model.with_structured_output(schema, include_raw=True).invoke(messages)["raw"]
            text = json.dumps(raw.tool_calls[0]["args"]) if raw.tool_calls else (raw.content or "")
            return AIMessage(text, usage_metadata=raw.usage_metadata)
        tools = payload.get("tools") or None
        bound = self.model.bind_tools(tools, tool_choice=payload.get("tool_choice")) if tools else self.model
        return bound.invoke(messages)

    @staticmethod
    def usage(reply: AIMessage) -> dict:
        u = reply.usage_metadata or {"input_tokens": 0, "output_tokens": 0}
        return {"prompt_tokens": u["input_tokens"], "completion_tokens": u["output_tokens"],
                "total_tokens": u["input_tokens"] + u["output_tokens"]}

    def completion(self, payload: dict, reply: AIMessage) -> dict:
        message: dict[str, Any] = {"role": "assistant", "content": reply.content or None}
        if reply.tool_calls:
            message["tool_calls"] = [{"id": c["id"], "type": "function",
                                      "function": {"name": c["name"], "arguments": json.dumps(c["args"])}}
                                     for c in reply.tool_calls]
        return {"id": "chatcmpl-fake", "object": "chat.completion", "created": 0,
                "model": payload.get("model", "fake-model"),
                "choices": [{"index": 0, "message": message,
                             "finish_reason": "tool_calls" if reply.tool_calls else "stop"}],
                "usage": self.usage(reply)}

    def embeddings(self, payload: dict) -> dict:
        from course_lib.retrieval.embeddings import LocalEmbeddings

        texts = payload.get("input")
        texts = [texts] if isinstance(texts, str) else list(texts)
        if texts and not isinstance(texts[0], str):  # token ids: not supported here
            texts = [" ".join(map(str, t)) for t in texts]
        vectors = LocalEmbeddings().embed_documents(texts)
        return {"object": "list", "model": payload.get("model", "fake-embeddings"),
                "data": [{"object": "embedding", "index": i, "embedding": v} for i, v in enumerate(vectors)],
                "usage": {"prompt_tokens": 0, "total_tokens": 0}}

    # --- lifecycle ----------------------------------------------------------------------------
    def __enter__(self) -> FakeOpenAIServer:
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
