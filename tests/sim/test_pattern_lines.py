"""A glob-pattern file (.gitattributes, .gitignore, CODEOWNERS, .dockerignore) is read line per
record, never cut at a pattern's dot (issue 26, nineteenth N3). Invented files, none of the set's."""

from __future__ import annotations

import pytest

from course_lib.sim.material import data_records, prose

_ATTRIBUTES = """# attributes for the docs site
*.svg   text eol=lf
*.ai    binary
*.zip   filter=lfs diff=lfs merge=lfs -text
build/** linguist-generated=true
"""

_IGNORE = """# .dockerignore
.git/
*.pyc
node_modules/
/coverage
!keep.txt
"""

_OWNERS = """# CODEOWNERS
*       @platform
/api/   @backend-team
*.css   @web mia@example.org
"""


@pytest.mark.parametrize(
    ("text", "title", "lines"),
    [
        (_ATTRIBUTES, "attributes for the docs site",
         ["*.svg text eol=lf", "*.ai binary", "*.zip filter=lfs diff=lfs merge=lfs -text",
          "build/** linguist-generated=true"]),
        (_IGNORE, ".dockerignore", [".git/", "*.pyc", "node_modules/", "/coverage", "!keep.txt"]),
        (_OWNERS, "CODEOWNERS", ["* @platform", "/api/ @backend-team", "*.css @web mia@example.org"]),
    ],
)
def test_a_pattern_file_is_its_lines(text, title, lines):
    assert data_records.pattern_lines(text) == (title, lines)


@pytest.mark.parametrize(
    ("text", "line"),
    [(_ATTRIBUTES, "*.zip filter=lfs diff=lfs merge=lfs -text"), (_IGNORE, "*.pyc"), (_OWNERS, "*.css @web mia@example.org")],
)
def test_its_units_are_whole_lines_never_cut_at_a_dot(text, line):
    found = [u for u in prose.units(text) if not u.heading]
    assert line in [u.text for u in found]
    assert all(u.record_start and not u.text.endswith("*.") for u in found)


@pytest.mark.parametrize(
    "text",
    [
        "* Buy milk\n* Eat bread\n* Sleep well\n",  # a markdown bullet list
        "*Note* read this\n*Also* that one\n*Then* go\n",
        "Hello there.\nThis is prose.\nAnd more of it.\n",
        "Name  Age\nBob   3\nAl    4\n",
        "a.txt\nb.txt\n",  # two lines: too few
    ],
)
def test_other_texts_are_no_pattern_file(text):
    assert data_records.pattern_lines(text) is None


def test_a_long_word_that_is_no_pattern_is_read_in_one_pass():
    """A long word ending in a character no pattern holds ("...Configuration:") is rejected at
    once: the old pattern's nested repeat tried every split of the word, and a test over notes
    with such a line ran for minutes."""
    from course_lib.sim.material.data_records import _PATTERN_RE

    word = "SupercalifragilisticexpialidociousConfiguration" * 2
    assert _PATTERN_RE.fullmatch(word + ":") is None
    assert _PATTERN_RE.fullmatch(word + "/" + word + "/") is not None
    text = "\n".join([word + ": enabled", "Second line of prose here.", "Third line: more words."])
    assert data_records.pattern_lines(text) is None


@pytest.mark.parametrize("text", ["The kiln step number 7 needs care. Wait 9 hours.", "*.bat text\n*.sh text eol=lf", ""])
def test_a_text_of_fewer_lines_than_a_pattern_file_is_not_read_word_by_word(text, monkeypatch):
    """A text of one or two lines is no file of patterns (three lines or more): answered before
    any of its words is matched (simspeed9: every note's paragraph was read word by word)."""
    monkeypatch.setattr(data_records, "_PATTERN_RE", None)  # reading a word would raise
    assert data_records.pattern_lines(text) is None
