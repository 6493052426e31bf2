"""Choosing the chat model: the offline simulator or a real one (notebook 00).

``get_chat_model()`` reads ``COURSE_LLM``: ``sim`` (the default, offline, deterministic) or
any ``init_chat_model`` spec such as ``openai:gpt-4o-mini``. ``OPENAI_BASE_URL`` points the
OpenAI client at a compatible server (Ollama, vLLM, DeepSeek, ...). Mistakes give one clear
sentence naming what to set.
"""

from __future__ import annotations

import os

from langchain_core.language_models import BaseChatModel

from course_lib.errors import CourseError

DEFAULT_MAX_RETRIES = 1
"""The OpenAI client retries once, within the same total deadline (``COURSE_LLM_TIMEOUT``)."""


def require_openai_key(what: str) -> None:
    """Fail early, in one sentence, when an OpenAI backend has no key and no custom endpoint."""
    if not os.environ.get("OPENAI_API_KEY") and not os.environ.get("OPENAI_BASE_URL"):
        raise CourseError(
            f"{what} needs OPENAI_API_KEY: set it in your environment or in .env "
            "(or set OPENAI_BASE_URL for a compatible server, or COURSE_LLM=sim to stay offline)."
        )


def get_chat_model(spec: str | None = None, **kwargs) -> BaseChatModel:
    """The course's chat model: ``sim`` or an ``init_chat_model`` spec (``provider:model``)."""
    from course_lib.config import settings, use_offline_tokenizer

    use_offline_tokenizer()
    spec = (spec or settings().llm).strip()
    if spec in ("sim", "simulator", ""):
        from course_lib.sim import SimulatedChatModel

        return SimulatedChatModel(**kwargs)
    if ":" not in spec:
        raise CourseError(
            f"Unknown chat model spec {spec!r}: set COURSE_LLM to 'sim' or 'provider:model', "
            "for example 'openai:gpt-4o-mini'."
        )
    provider, _, model = (part.strip() for part in spec.partition(":"))
    if not provider or not model:
        raise CourseError(
            f"COURSE_LLM={spec!r} names no {'model' if provider else 'provider'}: write "
            "'provider:model', for example 'openai:gpt-4o-mini', or 'sim' to stay offline."
        )
    from course_lib.endpoint import http_clients, llm_timeout

    timeout = float(kwargs.pop("timeout", None) or llm_timeout())
    options: dict = {"temperature": 0, "timeout": timeout, "max_retries": DEFAULT_MAX_RETRIES}
    if provider == "openai":
        require_openai_key(f"COURSE_LLM={spec}")
        options["stream_usage"] = True  # token usage while streaming too (notebook 06)
        base_url = os.environ.get("OPENAI_BASE_URL")
        if base_url:
            options["base_url"] = base_url
            options.setdefault("api_key", os.environ.get("OPENAI_API_KEY") or "not-needed")
        # One total deadline per call (connect, retries, reply, every stream chunk).
        options["http_client"], options["http_async_client"] = http_clients(timeout)
    options.update(kwargs)
    try:
        from langchain.chat_models import init_chat_model

        return init_chat_model(model, model_provider=provider, **options)
    except ImportError as exc:
        raise CourseError(
            f"COURSE_LLM={spec} needs the provider's package: {exc}. Install it or use 'openai:...'."
        ) from None
    except ValueError as exc:
        raise CourseError(f"Unknown chat model spec {spec!r}: {str(exc).splitlines()[0]}") from None


def explain_backend_error(exc: BaseException) -> str | None:
    """One sentence for an error raised by a real model's client, or ``None`` if it is not one
    (see ``course_lib.endpoint``)."""
    from course_lib.endpoint import explain_backend_error as explain

    return explain(exc)
