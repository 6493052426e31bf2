"""A text with no markup is read without markdown-it exactly as markdown-it reads it.

``prose._plain_units`` takes a text with no character that opens markup (escapes, code,
emphasis, links, entities, HTML, tables) and no line that could open a block (lists, headings,
quotes, fences, definitions, indented code, setext underlines) and reads its paragraphs itself.
It must give the same units as ``prose._markdown_units`` on every text it takes, and decline the
others. The texts are invented here: lines of words, numbers and punctuation, odd whitespace,
records, FAQ pairs, Chinese, and the line openings markdown reads as blocks.
"""

from __future__ import annotations

import random
from pathlib import Path

from course_lib.sim.material import prose

ROOT = Path(__file__).resolve().parents[2]

_WORDS = (
    "kiln glaze Step cone the wait hours Rule check before firing at mistake is rushing log "
    "we it 1 2 3 12 1005 2024 50% a/b x-y Dr. e.g. approx. U.S. Mr. vs. St. Inc. Q: A: Name: "
    "Owner: Email: ann@example.org http://example.org/x?y=1 $40 €12 #tag 3.5 1. 2) - + = ~ : > "
    "! ? ; , ( ) { } ' \" 窑炉 需要 预热。 烧成 温度 是 1200 度。 问： 答： 第一章 "
    "* _ ` [x] <b> &amp; | \\ *bold* __strong__ _em_ snake_case `x` [see](u) &copy; a|b \\* v2\\.0 \\#5 "
).split(" ")
_SPACES = [" ", " ", " ", "  ", "\u00a0", "\u3000", "\t"]
_LINE_STARTS = ["", "", "", "", " ", "   ", "    ", "- ", "1. ", "2) ", "# ", "> ", ": ", "~~~", "===", "---", "\f", "\u00a0", "\t", " \t", "| a | b |\n|---|---|\n| "]
_LINE_ENDS = ["", "", "", ".", "!", "?", "  ", " ", "\u00a0", ":", "。", "\v"]


def _invented(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    markup = set("*_`[]<&|\\")
    out = []
    for k in range(n):
        lines = []
        for _ in range(rng.randint(1, 9)):
            if rng.random() < 0.2:
                lines.append(rng.choice(["", " ", "   ", "\u00a0", "\f"]))
                continue
            words = [rng.choice(_WORDS) for _ in range(rng.randint(1, 10))]
            if k % 3:  # two in three texts keep away from markup, so the fast path is tried often
                words = [w for w in words if not markup & set(w) or rng.random() < 0.03] or ["note"]
            line = words[0]
            for w in words[1:]:
                line += rng.choice(_SPACES if k % 5 == 0 else [" "]) + w
            start = rng.choice(_LINE_STARTS if k % 3 == 0 or rng.random() < 0.05 else ["", "", " ", "   ", "\f", "\u00a0"])
            lines.append(start + line + rng.choice(_LINE_ENDS))
        out.append("\n".join(lines))
    return out


def _course_texts() -> list[str]:
    return [p.read_text(encoding="utf-8", errors="replace") for p in sorted((ROOT / "data").glob("*/**/*.md"))]


def test_plain_texts_read_as_markdown_it_reads_them():
    taken = declined = 0
    for text in _course_texts() + _invented(4000, 26):
        text = prose._FRONT_MATTER_RE.sub("", text, count=1)
        fast = prose._plain_units(text)
        if fast is None:
            declined += 1
            continue
        taken += 1
        assert fast == prose._markdown_units(text), repr(text)
    assert taken >= 1000 and declined >= 1000  # both sides are exercised


def test_block_openings_and_markup_are_left_to_markdown_it():
    for text in [
        "Intro line\n- an item",
        "Intro line\n1. first",
        "2024) was a year",
        "Title\n===",
        "Title\n---",
        "Term\n: its definition",
        "    indented code",
        "# Heading",
        "> quoted",
        "~~~\ncode\n~~~",
        "a *word*",
        "a `code` span",
        "a [link](x)",
        "AT&amp;T",
        "a | b\n--|--\n1 | 2",
        "tab\tseparated",
        "line\r\nwindows",
    ]:
        assert prose._plain_units(text) is None, text


def test_units_takes_the_fast_path_for_plain_notes():
    text = "The kiln step number 7 needs care. Wait 9 hours.\n\nClean the kiln area after use."
    assert prose._plain_units(text) is not None
    assert prose.units(text) == prose._markdown_units(text)
    assert [u.block for u in prose.units(text)] == [1, 1, 2]
