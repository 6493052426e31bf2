"""Settings and paths shared by the whole course (introduced in notebook 00).

Everything is read from the environment (and an optional ``.env`` file at the project root)
when a function is called, never at import time. Settings only: starting a session (the
notebooks' first cell, ``setup()``) is :mod:`course_lib.app.session`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[2]
APP_NAME = "agentic-rag-course"


@dataclass(frozen=True)
class Settings:
    llm: str
    embeddings: str
    data_dir: Path
    cache_dir: Path
    openai_base_url: str | None
    has_openai_key: bool
    chroma_server: str | None


def load_dotenv_once() -> None:
    """Load ``.env`` from the project root if present; real environment variables win.

    Read once per version of the file; a file that is not UTF-8 text, holds a NUL byte or
    has a line that is not ``KEY=value`` is one sentence naming the line (``CourseError``).
    """
    env_file = PROJECT_ROOT / ".env"
    try:
        stat = env_file.stat()
    except OSError:
        return
    if env_file.is_file():
        _load_dotenv(str(env_file), stat.st_mtime_ns, stat.st_size)


@lru_cache(maxsize=4)
def _load_dotenv(path: str, mtime_ns: int, size: int) -> None:
    import io

    from dotenv import dotenv_values
    from dotenv.parser import parse_stream

    from course_lib.foundation.errors import CourseError

    data = Path(path).read_bytes()
    if b"\x00" in data:
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        raise CourseError(f"{path} holds a NUL byte on line {line}: save it as plain text.")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise CourseError(f"{path} is not UTF-8 text (line {line}): save it as UTF-8.") from None
    for binding in parse_stream(io.StringIO(text)):
        if binding.error:
            raise CourseError(f"{path}, line {binding.original.line}, is not KEY=value: fix or "
                              "delete that line (a # starts a comment).")
    for key, value in dotenv_values(stream=io.StringIO(text)).items():
        if value is not None and key not in os.environ:
            os.environ[key] = value


def data_dir() -> Path:
    """The read-only data folder (``COURSE_DATA_DIR`` overrides it)."""
    return Path(os.environ.get("COURSE_DATA_DIR", PROJECT_ROOT / "data")).resolve()


def cache_dir() -> Path:
    """A per-user writable folder for built artefacts (``COURSE_CACHE_DIR`` overrides it).

    A folder that cannot be created or written is one sentence (``CourseError``).
    """
    from course_lib.foundation.errors import CourseError

    explicit = os.environ.get("COURSE_CACHE_DIR")
    if explicit:
        path, name = Path(explicit), f"COURSE_CACHE_DIR={explicit}"
    else:
        from platformdirs import user_cache_dir

        path = Path(user_cache_dir(APP_NAME))
        name = f"The cache folder {path} (set COURSE_CACHE_DIR to choose another)"
    fix = "point COURSE_CACHE_DIR at a folder you can write to"
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise CourseError(f"{name} is a file, not a folder: {fix}.") from None
    except NotADirectoryError:
        raise CourseError(f"{name} is inside a file, not a folder: {fix}.") from None
    except OSError as exc:
        raise CourseError(f"{name} cannot be created ({exc.strerror or exc}): {fix}.") from None
    problem = _not_writable(str(path))
    if problem:
        raise CourseError(f"{name} is not writable ({problem}): {fix}.")
    return path.resolve()


@lru_cache(maxsize=8)
def _not_writable(path: str) -> str | None:
    """None if a file can be created in ``path`` (checked once per process), else why not."""
    import tempfile

    try:
        fd, name = tempfile.mkstemp(prefix=".write-check-", dir=path)
    except OSError as exc:
        return exc.strerror or str(exc)
    os.close(fd)
    os.unlink(name)
    return None


def tiktoken_dir() -> Path:
    """Where the shipped tokenizer files live (named as tiktoken's cache expects)."""
    return data_dir() / "tiktoken"


def use_offline_tokenizer() -> None:
    """Point tiktoken at the shipped encoding files so token counting never downloads."""
    os.environ.setdefault("TIKTOKEN_CACHE_DIR", str(tiktoken_dir()))


def settings() -> Settings:
    """The current configuration, read fresh from the environment."""
    load_dotenv_once()
    return Settings(
        llm=os.environ.get("COURSE_LLM", "sim").strip() or "sim",
        embeddings=os.environ.get("COURSE_EMBEDDINGS", "local").strip() or "local",
        data_dir=data_dir(),
        cache_dir=cache_dir(),
        openai_base_url=os.environ.get("OPENAI_BASE_URL") or None,
        has_openai_key=bool(os.environ.get("OPENAI_API_KEY")),
        chroma_server=os.environ.get("COURSE_CHROMA_SERVER") or None,
    )


def check_timeouts() -> None:
    """Every deadline setting is a positive number of seconds (else one sentence)."""
    from course_lib.foundation.deadlines import CHROMA_TIMEOUT_S, LLM_TIMEOUT_S, seconds_setting
    from course_lib.foundation.integrity import BUILD_LOCK_TIMEOUT_S

    seconds_setting("COURSE_LLM_TIMEOUT", LLM_TIMEOUT_S)
    seconds_setting("COURSE_CHROMA_TIMEOUT", CHROMA_TIMEOUT_S)
    seconds_setting("COURSE_BUILD_LOCK_TIMEOUT", BUILD_LOCK_TIMEOUT_S)
