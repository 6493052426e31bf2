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

from course_lib.sim.material import prose

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


def _numbered():
    return prose._plain_rules()[1]


@pytest.mark.parametrize("text", [
    "Do step 1. Then step 2. Done.", "1. first 2. second", " 3.) x -4. y s-5.) z", "a12. b 100. c 7.\n8.)",
    "⁃ 6. dash ⁃7. ok", "-9. start", "٣. Arabic-Indic digit", "cone 1. A common mistake", "no numbers", "",
])
def test_list_numbers_are_what_the_pysbd_pattern_finds(text):
    assert prose._list_numbers(_numbered(), text) == _numbered().findall(text)


def test_list_numbers_on_random_text_and_the_course():
    """``_list_numbers`` searches pysbd's pattern only around "digit. " and "digit.)"; on random
    strings of the characters the pattern reads (spaces, dashes, "s", digits, dots, brackets)
    and on every course paragraph it finds what ``findall`` finds, in order."""
    rng = random.Random(26)
    alphabet = [" ", "\n", "\t", "-", "⁃", "s", "1", "2", "0", ".", ")", "a", "12", " 3. ", "-4.)", "s-5.)", "٣"]
    texts = ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 14))) for _ in range(30000)]
    for text in texts + _course_paragraphs():
        assert prose._list_numbers(_numbered(), text) == _numbered().findall(text), text


def _unleadered_searching_every_line(line: str) -> str:
    """``prose._unleadered`` as it was, searching every line for a dot leader."""
    if not prose._LEADER_RE.search(line):
        return line
    line = prose._LEADER_RE.sub(" — ", line)
    return line if line[-1:] in ".!?:;" else f"{line}."


def test_a_line_with_fewer_than_four_dots_has_no_leader():
    rng = random.Random(26)
    alphabet = [".", ". ", " ", "a", "22.00", "Sea bass", "\t", "…"]
    lines = ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12))) for _ in range(20000)]
    lines += ["Grilled sea bass ....... 22.00", "Soup . . . . 6.50", "Wait... then go.", "a....b", "x . . . y",
              "Tea .\u00a0.\u2003. . 3.00", "x.\t.\t.\t.y", "a. . . .", ". . . . b", "a.  .  .  . b"]
    for line in lines + _course_paragraphs():
        assert prose._unleadered(line) == _unleadered_searching_every_line(line), line


def _last_word_by_pattern(piece: str) -> tuple[str, bool]:
    end = prose._PLAIN_END_RE.search(piece)
    return (end.group(1), end.start(1) == 0) if end else ("", False)


def test_the_last_word_is_what_the_end_pattern_finds():
    """``_last_word`` reads only a piece's last word; on random pieces of the characters the
    end pattern reads (letters, digits, spaces, dots, a non-ASCII letter and digit, a line break)
    and on the pieces of every course paragraph it finds the word and place ``_PLAIN_END_RE`` finds."""
    rng = random.Random(26)
    alphabet = [" ", ".", "a", "Zq", "7", "12", "é", "٣", "\n", "-", "x.", " 5.", "Dr."]
    pieces = ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 10))) for _ in range(30000)]
    pieces += [p for paragraph in _course_paragraphs() for p in prose._PLAIN_CUT_RE.split(paragraph)]
    pieces += ["5.", "cone 5.", " 5.", "ab12.", "a.b.", "word.\n", "Done.", ".", " ."]
    for piece in pieces:
        assert prose._last_word(piece) == _last_word_by_pattern(piece), repr(piece)


def test_the_plain_cut_is_the_split_pattern():
    """``_plain_cut`` scans for ". " before a capital; on random strings of dots, spaces,
    capitals and small letters and on every course paragraph it cuts where
    ``_PLAIN_CUT_RE.split`` cuts."""
    rng = random.Random(26)
    alphabet = [".", " ", "A", "b", ". ", ". A", "..", "  ", "\t", "Z", "é", "É"]
    texts = ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 14))) for _ in range(30000)]
    for text in texts + _course_paragraphs() + _invented(2000):
        assert prose._plain_cut(text) == prose._PLAIN_CUT_RE.split(text), repr(text)


@pytest.mark.parametrize("paragraph", [
    "Fire at cone 5. Then cone 6. Done.",  # two inner figures before a full stop, consecutive: a list
    "Fire at cone 5. Then wait 9. Done.",  # two inner figures, not consecutive
    "Fire at cone 5. Cool it. Then cone 6.",  # one inner figure, one closing
    "Wait 2 hours. Then 3 more. Then 4.",
    "Room 12. Room 13. Room 15. Fine.",
])
def test_list_numbers_counted_from_the_pieces(paragraph):
    """Guard (passes on start80 too): the inner pieces that end in a figure stand for the places
    ``_LIST_NUMBER_END_RE`` found by a scan; the cut is pysbd's either way."""
    plain = prose._plain_sentences(paragraph)
    if plain is not None:
        assert plain == _pysbd(paragraph)
    assert prose.split_sentences(paragraph) == _pysbd(paragraph)
