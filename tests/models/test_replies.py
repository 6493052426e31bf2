"""course_lib.models.replies: every provider's reply shape is read without a KeyError."""

from langchain_core.messages import AIMessage

from course_lib.models.replies import reply_model, reply_text, reply_usage, simulated_latency


def test_text_from_a_string_or_content_blocks():
    assert reply_text(AIMessage("plain")) == "plain"
    blocks = AIMessage(content=[{"type": "text", "text": "Hello "}, {"type": "tool_use", "id": "x"},
                                {"type": "text", "text": "there"}])
    assert reply_text(blocks) == "Hello there"
    assert reply_text(None) == ""


def test_model_name_from_any_provider_key():
    assert reply_model(AIMessage("x", response_metadata={"model_name": "gpt-4o-mini"})) == "gpt-4o-mini"
    assert reply_model(AIMessage("x", response_metadata={"model": "llama3.1:8b"})) == "llama3.1:8b"
    assert reply_model(AIMessage("x", response_metadata={"model_id": "anthropic.claude"})) == "anthropic.claude"
    assert reply_model(AIMessage("x"), default="?") == "?"


def test_usage_from_usage_metadata_or_provider_metadata():
    usage = {"input_tokens": 7, "output_tokens": 3, "total_tokens": 10}
    assert reply_usage(AIMessage("x", usage_metadata=usage)) == (7, 3)
    openai_style = AIMessage("x", response_metadata={"token_usage": {"prompt_tokens": 5, "completion_tokens": 2}})
    assert reply_usage(openai_style) == (5, 2)
    ollama = AIMessage("x", response_metadata={"prompt_eval_count": 11, "eval_count": 4})
    assert reply_usage(ollama) == (11, 4)
    assert reply_usage(AIMessage("x")) == (0, 0)
    assert reply_usage(AIMessage("x"), {"token_usage": {"prompt_tokens": 1, "completion_tokens": 1}}) == (1, 1)


def test_simulated_latency_only_from_the_simulator():
    assert simulated_latency(AIMessage("x", response_metadata={"simulated_latency_s": 0.5})) == 0.5
    assert simulated_latency(AIMessage("x", response_metadata={"model_name": "gpt-4o-mini"})) is None
