"""Plain English paragraphs are cut without pysbd exactly where pysbd cuts them.

``prose._plain_sentences`` takes a paragraph pysbd would cut only after its periods (no quotes,
brackets, abbreviations or numbered lists) and cuts it there itself, a hundred times faster. It
must agree with pysbd on every paragraph it takes, and leave to pysbd the ones where pysbd's
rules change the cut ("Dr. Smith", "step 1. ... step 2.", a list number at the start).
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from course_lib.sim import prose

ROOT = Path(__file__).resolve().parents[2]


def _pysbd(paragraph: str) -> tuple[str, ...]:
    paragraph = " ".join(paragraph.split())
    return tuple(p.strip() for p in prose._segmenter("en").segment(paragraph) if p.strip())


def _course_paragraphs() -> list[str]:
    found = []
    for path in sorted((ROOT / "data").glob("*/**/*.md")):
        for block in re.split(r"\n\s*\n", path.read_text(encoding="utf-8", errors="replace")):
            found.append(" ".join(block.split()))
    return [p for p in found if p]


def _invented(n: int) -> list[str]:
    rng = random.Random(26)
    words = ("kiln glaze step cone the wait hours rule check before firing at common mistake with is "
             "rushing record every result log book clean area after use we it 1 2 3 5 9 0 12 1005 "
             "2024 50% a/b x-y: ; , Dr approx US Co etc vs Mr St Inc Jan I A").split()
    out = []
    for _ in range(n):
        sentences = []
        for _ in range(rng.randint(1, 5)):
            ws = [rng.choice(words) for _ in range(rng.randint(1, 8))]
            ws[0] = ws[0][:1].upper() + ws[0][1:]
            sentences.append(" ".join(ws) + rng.choice([".", ".", ".", "!", "?", ""]))
        out.append(" ".join(sentences))
    return out


def test_plain_paragraphs_are_cut_as_pysbd_cuts_them():
    taken = 0
    for paragraph in _course_paragraphs() + _invented(6000):
        plain = prose._plain_sentences(paragraph)
        if plain is not None:
            taken += 1
            assert plain == _pysbd(paragraph), paragraph
    assert taken >= 500  # the fast path is taken, not only declined


@pytest.mark.parametrize("paragraph", [
    "Do step 1. Then step 2. Done now.",  # pysbd: a numbered list
    "See Dr. Smith today. He is in.",  # an abbreviation before a capital
    "3. Then we go. Fine.",  # a list number at the start
    "Ask the Acme Co. KG team. Fine.",
    'He said "Stop. Now." and left.',  # quotes
    "Costs rose (see p. 4). Then fell.",  # brackets
    "Is it hot? Yes. Fine.",  # an inner question mark
    "Use e.g. a kiln. Fine.",
])
def test_paragraphs_pysbd_reads_differently_are_left_to_it(paragraph):
    assert prose._plain_sentences(paragraph) is None
    assert prose.split_sentences(paragraph) == _pysbd(paragraph)


def test_a_plain_paragraph_with_a_number_before_its_period():
    paragraph = "Wait 7 hours. Then fire at cone 5. Done."
    assert prose._plain_sentences(paragraph) == ("Wait 7 hours.", "Then fire at cone 5.", "Done.") == _pysbd(paragraph)
