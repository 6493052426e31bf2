"""Offline token counting with the real o200k tokenizer (notebooks 00 and 06)."""

from __future__ import annotations

from functools import lru_cache

from course_lib.config import use_offline_tokenizer


@lru_cache(maxsize=4)
def encoding(name: str = "o200k_base"):
    """The tiktoken encoding, loaded from the files shipped in ``data/tiktoken``."""
    use_offline_tokenizer()
    import tiktoken

    return tiktoken.get_encoding(name)


def count_tokens(text: str, *, encoding_name: str = "o200k_base") -> int:
    """Number of tokens in ``text`` (special-token strings are counted as plain text)."""
    if not text:
        return 0
    return len(encoding(encoding_name).encode(text, disallowed_special=()))
