"""``text``: stems, content terms, names, one-edit pairs, CJK detection. Invented wordings."""

from __future__ import annotations

import pytest

from course_lib.sim.text import content_terms, has_cjk, names, one_edit, stem


@pytest.mark.parametrize(("word", "root"), [("gardens", "garden"), ("running", "run")])
def test_stem(word, root):
    assert stem(word) == root


def test_terms_names_and_edits():
    assert content_terms("When does the Ferry leave?") == ("ferry", "leav")
    assert names("Ada Lovelace met Charles Babbage in London.") == ("Ada Lovelace", "Charles Babbage", "London")
    assert one_edit("platfrom", "platform") and not one_edit("plate", "platform")
    assert has_cjk("你好") and not has_cjk("hello")
