"""Choosing the chat model: the offline simulator or a real one (notebook 00).

``get_chat_model()`` reads ``COURSE_LLM``: ``sim`` (the default, offline, deterministic), any
``init_chat_model`` spec such as ``openai:gpt-4o-mini``, or ``python:package.module:factory``,
a function of yours that returns any LangChain chat model (the chaos models of
``course_lib.models.chaos`` plug in this way). ``OPENAI_BASE_URL`` points the OpenAI client at a
compatible server (Ollama, vLLM, DeepSeek, ...). Mistakes give one clear sentence naming what
to set. Every model but the simulator gets the SQLite LLM cache (``course_lib.models.llm_cache``;
``COURSE_LLM_CACHE=off`` turns it off).
"""

from __future__ import annotations

import os

from langchain_core.language_models import BaseChatModel

from course_lib.foundation.errors import CourseError

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
    from course_lib.foundation.config import settings, use_offline_tokenizer

    use_offline_tokenizer()
    spec = (spec or settings().llm).strip()
    if spec in ("sim", "simulator", ""):
        from course_lib.sim import SimulatedChatModel

        return SimulatedChatModel(**kwargs)
    if spec.startswith("python:"):
        return with_cache(model_from_factory(spec, **kwargs))
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
    from course_lib.models.endpoint import http_clients, llm_timeout

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

        return with_cache(init_chat_model(model, model_provider=provider, **options))
    except ImportError as exc:
        raise CourseError(
            f"COURSE_LLM={spec} needs the provider's package: {exc}. Install it or use 'openai:...'."
        ) from None
    except ValueError as exc:
        raise CourseError(f"Unknown chat model spec {spec!r}: {str(exc).splitlines()[0]}") from None


def model_from_factory(spec: str, **kwargs) -> BaseChatModel:
    """The chat model ``factory(**kwargs)`` returns, for ``spec = "python:package.module:factory"``."""
    import importlib

    target = spec.removeprefix("python:").strip()
    module_name, _, attr = target.rpartition(":")
    if not module_name or not attr:
        raise CourseError(f"COURSE_LLM={spec} should look like 'python:package.module:factory'.")
    try:
        factory = getattr(importlib.import_module(module_name), attr)
    except ImportError as exc:
        raise CourseError(f"COURSE_LLM={spec}: cannot import {module_name!r} ({exc}).") from None
    except AttributeError:
        raise CourseError(f"COURSE_LLM={spec}: {module_name!r} has no {attr!r}.") from None
    model = factory(**kwargs)
    if not isinstance(model, BaseChatModel):
        raise CourseError(f"COURSE_LLM={spec}: {attr}() returned {type(model).__name__}, "
                          "not a LangChain chat model.")
    return model


def with_cache(model: BaseChatModel) -> BaseChatModel:
    """``model`` with the course's SQLite LLM cache, unless it has a cache setting of its own
    or ``COURSE_LLM_CACHE=off`` (see :mod:`course_lib.models.llm_cache`)."""
    if model.cache is not None:  # the model's own choice (True, False or a cache) wins
        return model
    from course_lib.models.llm_cache import default_cache

    cache = default_cache()
    if cache is not None:
        model.cache = cache
    return model


def explain_backend_error(exc: BaseException) -> str | None:
    """One sentence for an error raised by a real model's client, or ``None`` if it is not one
    (see ``course_lib.models.endpoint``)."""
    from course_lib.models.endpoint import explain_backend_error as explain

    return explain(exc)
