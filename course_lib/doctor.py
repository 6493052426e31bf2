"""``course doctor``: is this machine ready for the course? (notebook 00)

Reports the Python and package versions, the chat-model and embeddings backends, which keys
are present (never their values), the offline tokenizer files, the cache directory and the
knowledge bases in it, and whether a configured endpoint answers. Exit status 0 when everything needed is in place.
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


def endpoint_status(base_url: str, timeout: float = 3.0) -> tuple[bool, str]:
    """GET ``{base_url}/models``; any HTTP answer means the server is there."""
    import urllib.error
    import urllib.request

    url = base_url.rstrip("/") + "/models"
    request = urllib.request.Request(url, headers={
        "Authorization": f"Bearer {os.environ.get('OPENAI_API_KEY', 'not-needed')}"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return True, f"{url} answered HTTP {response.status}"
    except urllib.error.HTTPError as exc:
        return True, f"{url} answered HTTP {exc.code}"
    except (OSError, ValueError) as exc:
        reason = getattr(exc, "reason", exc)
        return False, f"{url} did not answer ({reason})"


def checks(*, check_endpoint: bool = True) -> list[tuple[bool | None, str, str]]:
    from course_lib.config import settings, setup, tiktoken_dir

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
        from course_lib.tokens import count_tokens

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
    if current.openai_base_url:
        if check_endpoint:
            ok, detail = endpoint_status(current.openai_base_url)
            rows.append((ok, "endpoint", detail))
        else:
            rows.append((None, "endpoint", f"{current.openai_base_url} (not contacted)"))
    return rows


def _kb_rows() -> list[tuple[bool | None, str, str]]:
    from course_lib.config import cache_dir
    from course_lib.embeddings import get_embeddings
    from course_lib.errors import CourseError
    from course_lib.kb import content_hash, load_documents, split_documents

    rows = [_cache_row(cache_dir)]
    try:
        embeddings = get_embeddings()
    except CourseError as exc:
        return [(False, "knowledge base", str(exc))]
    for corpus in ("notes", "wiki", "web"):
        try:
            chunks = split_documents(load_documents(corpus))
        except CourseError as exc:
            rows.append((False, f"kb {corpus}", str(exc)))
            continue
        built = (cache_dir() / "kb" / f"{corpus}-{content_hash(chunks, embeddings)}" / "complete.json").is_file()
        detail = f"{len(chunks)} chunks, " + ("built" if built else "not built yet: run `course build-kb`")
        rows.append((True if built else None, f"kb {corpus}", detail))
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
