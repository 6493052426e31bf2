"""Reading a model's reply defensively: its text, model name, token usage and latency.

Every provider shapes its replies a little differently: the text is a string or a list of
content blocks; the model is in ``response_metadata["model_name"]`` (OpenAI, the simulator),
``["model"]`` (Ollama, Anthropic) or ``["model_id"]`` (Bedrock); token usage is in
``usage_metadata`` or only in provider-specific metadata, or missing altogether. The
simulator adds ``simulated_latency_s``, which no real model has. Code that reads replies
(the ledger, the pipelines, the notebooks' nodes) reads them through these functions, so a
real model never meets a ``KeyError``. Introduced in notebook 00 ("Meet the simulator").
"""

from __future__ import annotations

from typing import Any


def reply_text(message: Any) -> str:
    """The text of a reply: a string content as it is, the text blocks of a list joined."""
    from course_lib.foundation.safe_text import safe_text

    content = getattr(message, "content", message)
    if content is None:
        return ""
    if isinstance(content, str):
        return safe_text(content)
    if isinstance(content, list):
        parts = []
        for part in content:
            if isinstance(part, str):
                parts.append(part)
            elif isinstance(part, dict) and part.get("type") in ("text", "output_text"):
                parts.append(str(part.get("text", "")))
        return safe_text("".join(parts))
    return safe_text(str(content))


def reply_metadata(message: Any) -> dict[str, Any]:
    """``response_metadata`` as a dict (empty when a reply has none)."""
    meta = getattr(message, "response_metadata", None)
    return dict(meta) if isinstance(meta, dict) else {}


def reply_model(message: Any, default: str = "") -> str:
    """The model that wrote the reply, from whichever metadata key the provider uses."""
    meta = reply_metadata(message)
    for key in ("model_name", "model", "model_id"):
        if meta.get(key):
            return str(meta[key])
    return default


def reply_usage(message: Any, llm_output: dict | None = None) -> tuple[int, int]:
    """(input tokens, output tokens) of a reply; (0, 0) when the provider reports none.

    Reads ``usage_metadata`` first, then the provider-specific places: OpenAI-style
    ``token_usage`` / ``usage`` with ``prompt_tokens`` and ``completion_tokens``,
    Anthropic-style ``input_tokens`` / ``output_tokens``, Ollama's ``prompt_eval_count`` and
    ``eval_count``, and the ``llm_output`` of older integrations.
    """
    usage = getattr(message, "usage_metadata", None) or {}
    if usage:
        return int(usage.get("input_tokens", 0) or 0), int(usage.get("output_tokens", 0) or 0)
    meta = reply_metadata(message)
    for source in (meta.get("token_usage"), meta.get("usage"), (llm_output or {}).get("token_usage"),
                   (llm_output or {}).get("usage")):
        if isinstance(source, dict) and source:
            n_in = source.get("prompt_tokens", source.get("input_tokens", 0))
            n_out = source.get("completion_tokens", source.get("output_tokens", 0))
            return int(n_in or 0), int(n_out or 0)
    if "prompt_eval_count" in meta or "eval_count" in meta:
        return int(meta.get("prompt_eval_count") or 0), int(meta.get("eval_count") or 0)
    return 0, 0


def simulated_latency(message: Any) -> float | None:
    """The simulator's latency for this reply, or ``None`` for a real model (measure it instead)."""
    value = reply_metadata(message).get("simulated_latency_s")
    try:
        return float(value) if value is not None else None
    except (TypeError, ValueError):
        return None


def from_cache(message: Any) -> bool:
    """True if the reply was served by the course's LLM cache (``course_lib.models.llm_cache``)."""
    from course_lib.models.llm_cache import CACHE_FLAG

    return bool(reply_metadata(message).get(CACHE_FLAG))


__all__ = ["from_cache", "reply_metadata", "reply_model", "reply_text", "reply_usage", "simulated_latency"]
