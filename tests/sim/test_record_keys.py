"""``record_keys``: the plain words of a record's key or a short column header; a diff's hunk
header. Invented lines."""

from __future__ import annotations

import pytest

from course_lib.sim.material.record_keys import header_words, is_hunk_header, key_words


@pytest.mark.parametrize(("line", "words"), [("TEL;TYPE=work:+44 20 7946 0000", "telephone phone number"),
                                             ("Note: bring shoes", "")])
def test_key_words(line, words):
    assert key_words(line) == words


def test_headers_and_hunks():
    assert header_words("Qty.") == "quantity" and header_words("Quantity") == ""
    assert is_hunk_header("@@ -1,4 +1,5 @@") and not is_hunk_header("def main():")
