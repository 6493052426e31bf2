"""Settings and paths shared by the whole course (introduced in notebook 00).

Everything is read from the environment (and an optional ``.env`` file at the project root)
when a function is called, never at import time.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent
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
    """Load ``.env`` from the project root if present; real environment variables win."""
    env_file = PROJECT_ROOT / ".env"
    if env_file.is_file():
        from dotenv import load_dotenv

        load_dotenv(env_file, override=False)


def data_dir() -> Path:
    """The read-only data folder (``COURSE_DATA_DIR`` overrides it)."""
    return Path(os.environ.get("COURSE_DATA_DIR", PROJECT_ROOT / "data")).resolve()


def cache_dir() -> Path:
    """A per-user writable folder for built artefacts (``COURSE_CACHE_DIR`` overrides it)."""
    explicit = os.environ.get("COURSE_CACHE_DIR")
    if explicit:
        path = Path(explicit)
    else:
        from platformdirs import user_cache_dir

        path = Path(user_cache_dir(APP_NAME))
    path.mkdir(parents=True, exist_ok=True)
    return path.resolve()


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


def speed_up_this_process() -> None:
    """Fewer garbage-collector pauses and a quick exit: see :mod:`course_lib.speedups`."""
    from course_lib.speedups import fewer_gc_pauses, quick_exit

    fewer_gc_pauses()
    quick_exit()


def setup(*, quiet: bool = False) -> None:
    """The first cell of every notebook: load ``.env``, make tokenizers offline, report.

    Use ``settings()`` to read the configuration itself.
    """
    load_dotenv_once()
    use_offline_tokenizer()
    speed_up_this_process()
    os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")
    if os.environ.get("COURSE_BLOCK_NETWORK") == "1":  # set by `make test` and `make notebooks`
        from course_lib.netguard import block_network

        block_network()
    current = settings()
    if not quiet:
        print(f"chat model: {current.llm}   embeddings: {current.embeddings}")
