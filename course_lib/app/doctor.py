"""``course doctor``: is this machine ready for the course? (notebook 00)

Reports the Python and package versions, the chat-model and embeddings backends, which keys
are present (never their values), the offline tokenizer files, the cache directory, the
knowledge bases and the orders database (checked as the course checks them before use:
``course_lib.foundation.integrity``), and whether a configured endpoint answers a real call, within its
total deadline (``COURSE_LLM_TIMEOUT``). Exit status 0 when everything needed is in place.
"""

from __future__ import annotations

import os
import platform
from importlib import metadata

PACKAGES = ("langgraph", "langchain", "langchain-core", "langchain-openai", "langchain-chroma",
            "chromadb", "numexpr", "tiktoken", "mmh3", "jupyterlab", "nbval")
KEYS = ("OPENAI_API_KEY", "LANGSMITH_API_KEY")


def _line(ok: bool | None, label: str, detail: str) -> str:
    mark = {True: "ok  ", False: "FAIL", None: "--  "}[ok]
    return f"[{mark}] {label:<22} {detail}"


def endpoint_status(base_url: str | None = None, timeout: float | None = None) -> tuple[bool, str]:
    """GET ``{base_url}/models`` within a total deadline; any HTTP answer means the server is there."""
    from course_lib.models.endpoint import probe_models

    if base_url:
        os.environ.setdefault("OPENAI_BASE_URL", base_url)
    return probe_models(timeout)


def checks(*, check_endpoint: bool = True) -> list[tuple[bool | None, str, str]]:
    from course_lib.app.session import setup
    from course_lib.foundation.config import settings, tiktoken_dir

    setup(quiet=True)
    current = settings()
    rows: list[tuple[bool | None, str, str]] = []
    py_ok = platform.python_version_tuple()[:2] == ("3", "11")
    rows.append((py_ok, "python", platform.python_version() + ("" if py_ok else " (3.11 expected)")))
    for name in PACKAGES:
        try:
            rows.append((True, name, metadata.version(name)))
        except metadata.PackageNotFoundError:
            rows.append((False, name, "not installed: run `make venv`"))
    rows.append((True, "chat model", current.llm + ("  (offline simulator)" if current.llm == "sim" else "")))
    rows.append((True, "embeddings", current.embeddings))
    for key in KEYS:
        rows.append((None, key, "set" if os.environ.get(key) else "not set"))
    try:
        from course_lib.models.tokens import count_tokens

        n = count_tokens("Agentic RAG with LangGraph")
        files = sorted(p.name[:8] for p in tiktoken_dir().iterdir())
        rows.append((True, "tokenizer (o200k)", f"offline, {len(files)} encoding files, test string = {n} tokens"))
    except Exception as exc:  # noqa: BLE001 - doctor reports, never crashes
        rows.append((False, "tokenizer (o200k)", f"{type(exc).__name__}: {exc}"))
    rows.extend(_kb_rows())
    if current.llm != "sim" and current.llm.startswith("openai:") and not (
        current.has_openai_key or current.openai_base_url
    ):
        rows.append((False, "model access", "COURSE_LLM uses OpenAI but OPENAI_API_KEY is not set"))
    if not check_endpoint:
        if current.openai_base_url:
            rows.append((None, "endpoint", f"{current.openai_base_url} (not contacted)"))
        return rows
    reachable = True
    if current.openai_base_url:
        reachable, detail = endpoint_status()
        rows.append((reachable, "endpoint", detail))
    if current.llm != "sim" and reachable and rows[-1][1] != "model access":  # a real call, with the same deadline as every call

        ok, detail = probe_chat(current.llm)
        rows.append((ok, "model call", detail))
    return rows


def _kb_rows() -> list[tuple[bool | None, str, str]]:
    """The cache directory, each knowledge base and the orders database, checked as a reopen checks them."""
    from course_lib.foundation.config import cache_dir
    from course_lib.foundation.errors import CourseError, explain
    from course_lib.retrieval.embeddings import get_embeddings
    from course_lib.retrieval.kb import store_problem

    rows = [_cache_row(cache_dir)]
    try:
        embeddings = get_embeddings()
    except CourseError as exc:
        return [(False, "knowledge base", str(exc))]
    for corpus in ("notes", "wiki", "web"):
        try:
            built, problem = store_problem(corpus, embeddings)
        except Exception as exc:  # noqa: BLE001 - doctor reports, never crashes
            rows.append((False, f"kb {corpus}", explain(exc) or f"{type(exc).__name__}: {exc}"))
            continue
        if not built:
            rows.append((None, f"kb {corpus}", "not built yet: run `course build-kb`"))
        elif problem:
            rows.append((False, f"kb {corpus}", f"damaged ({problem}): the next build-kb or notebook rebuilds it"))
        else:
            rows.append((True, f"kb {corpus}", "built, checked"))
    from course_lib.rag.tools.orders import orders_db_problem

    built, problem = orders_db_problem()
    if not built:
        rows.append((None, "orders database", "not built yet: built on first use"))
    else:
        rows.append((problem is None, "orders database",
                     "built, checked" if problem is None else f"damaged ({problem}): rebuilt on next use"))
    return rows


def _cache_row(cache_dir) -> tuple[bool | None, str, str]:
    """Where knowledge bases, the orders database and exercise progress are kept."""
    how = "COURSE_CACHE_DIR" if os.environ.get("COURSE_CACHE_DIR") else "set COURSE_CACHE_DIR to move it"
    try:
        folder = cache_dir()
    except OSError as exc:
        return False, "kb cache", f"cannot create the cache directory: {exc}"
    writable = os.access(folder, os.W_OK)
    return writable, "kb cache", f"{folder} ({how})" + ("" if writable else ": not writable")


def run_doctor(*, check_endpoint: bool = True) -> int:
    rows = checks(check_endpoint=check_endpoint)
    for ok, label, detail in rows:
        print(_line(ok, label, detail))
    failed = [label for ok, label, _ in rows if ok is False]
    print("\nall good" if not failed else f"\n{len(failed)} problem(s): {', '.join(failed)}")
    return 1 if failed else 0


def probe_chat(spec: str, seconds: float | None = None) -> tuple[bool, str]:
    """One short chat call through ``get_chat_model(spec)`` with its total deadline (doctor)."""
    import time

    from course_lib.foundation.errors import explain
    from course_lib.models.endpoint import llm_timeout
    from course_lib.models.llm import get_chat_model

    seconds = llm_timeout() if seconds is None else seconds
    start = time.monotonic()
    try:
        reply = get_chat_model(spec, timeout=seconds).invoke("Reply with the single word OK.")
    except Exception as exc:  # noqa: BLE001 - doctor reports, never crashes
        return False, explain(exc) or f"the model call failed ({type(exc).__name__})"
    words = len(str(reply.content).split())
    return True, f"{spec} replied ({words} word(s)) in {time.monotonic() - start:.1f} s"
