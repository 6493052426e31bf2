"""Offline token counting with the real o200k tokenizer (notebooks 00 and 06)."""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

from course_lib.foundation.config import use_offline_tokenizer


@lru_cache(maxsize=4)
def encoding(name: str = "o200k_base"):
    """The tiktoken encoding, loaded from the files shipped in ``data/tiktoken``.

    tiktoken parses its text file of 200,000 base64 ranks in Python on every start (about
    0.4 s). The parsed ranks are kept in the per-user cache folder with ``marshal`` and read
    back in about 0.1 s; a changed tokenizer file or tiktoken version makes a new cache entry.
    The cached file starts with the SHA-256 of what follows: a file that does not match is
    parsed again and rewritten, with a one-line notice (``course_lib.foundation.integrity``).
    """
    use_offline_tokenizer()
    import tiktoken

    parts = _cached_parts(name)
    if parts is None:
        return tiktoken.get_encoding(name)
    return tiktoken.Encoding(**parts)


def _cached_parts(name: str) -> dict | None:
    """``tiktoken.Encoding`` arguments for ``name``, from the cache or parsed once into it.
    None when the encoding is not one of tiktoken's own or the cache cannot be used."""
    import marshal

    import tiktoken
    from tiktoken_ext.openai_public import ENCODING_CONSTRUCTORS

    from course_lib.foundation.config import cache_dir

    constructor = ENCODING_CONSTRUCTORS.get(name)
    if constructor is None:
        return None
    import hashlib

    from course_lib.foundation.integrity import notice

    try:
        path = cache_dir() / "tiktoken" / f"{name}-{_source_key(tiktoken.__version__)}.v2.marshal"
        if path.is_file():
            data = path.read_bytes()
            digest, payload = data[:32], data[32:]
            parts = None
            if hashlib.sha256(payload).digest() == digest:
                try:
                    parts = marshal.loads(payload)
                except (ValueError, EOFError, TypeError):
                    parts = None
            if isinstance(parts, dict) and parts.get("name") == name:
                return parts
            notice(f"the cached tokenizer file {path} is damaged; parsing the tokenizer again.")
        parts = constructor()
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(f".{os.getpid()}.tmp")
        payload = marshal.dumps(parts)
        partial.write_bytes(hashlib.sha256(payload).digest() + payload)
        os.replace(partial, path)  # atomic: parallel kernels never read half a file
        return parts
    except (OSError, ValueError, EOFError, TypeError):
        return None


def _source_key(version: str) -> str:
    """Names the shipped tokenizer files by name, size and modification time."""
    import hashlib

    folder = Path(os.environ["TIKTOKEN_CACHE_DIR"])
    digest = hashlib.sha256(version.encode())
    if folder.is_dir():
        for item in sorted(folder.iterdir()):
            stat = item.stat()
            digest.update(f"{item.name}:{stat.st_size}:{stat.st_mtime_ns}".encode())
    return digest.hexdigest()[:16]


def count_tokens(text: str, *, encoding_name: str = "o200k_base") -> int:
    """Number of tokens in ``text`` (special-token strings are counted as plain text)."""
    if not text:
        return 0
    return len(encoding(encoding_name).encode(text, disallowed_special=()))
