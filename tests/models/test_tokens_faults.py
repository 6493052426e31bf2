"""The cached tokenizer file is checked before use (course_lib.models.tokens).

A cache file that was truncated, overwritten or replaced by other valid ``marshal`` data is
parsed again and rewritten with one notice line; the encoding it gives stays exact.
"""

from __future__ import annotations

import marshal

import pytest


@pytest.mark.slow
@pytest.mark.parametrize("damage", ["truncated", "other marshal data"])
def test_a_damaged_tokenizer_cache_is_rebuilt_with_one_notice(damage, tmp_path, monkeypatch, capsys):
    from course_lib.models.tokens import _cached_parts

    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path))
    first = _cached_parts("o200k_base")
    (cached,) = (tmp_path / "tiktoken").glob("*.marshal")
    data = cached.read_bytes()
    cached.write_bytes({"truncated": data[: len(data) // 2],
                        "other marshal data": data[:32] + marshal.dumps({"name": "o200k_base"})}[damage])
    capsys.readouterr()
    second = _cached_parts("o200k_base")
    assert second == first
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("notice: the cached tokenizer file"), lines
    assert _cached_parts("o200k_base") == first and capsys.readouterr().err == ""  # trusted again
