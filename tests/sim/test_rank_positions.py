"""``rank_positions``: a rank below the top over a table's column (issue 26; the twenty-second
set's Q1, "the runners-up" / "who came second"). Tables and wordings invented here; the behaviour
cases fail on fd1edf3 (no such reader: ``placed`` did not exist, and the reply quoted rows), the
guards (marked) are ``None`` on both readings.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import rank_positions
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_GOLF = ("Player\tFront nine\tBack nine\tPoints\n"
         "Mairead\t18\t17\t35\n"
         "Jonas\t15\t19\t34\n"
         "Ifeoma\t20\t11\t31\n"
         "Bertil\t12\t14\t26\n")

_HIVES = """| Hive | Spring kg | Summer kg |
|---|---|---|
| Orchard | 6 | 14 |
| Meadow | 9 | 11 |
| Church wall | 4 | 17 |
| Lane end | 7 | 11 |
"""

_BUSES = """Route,Delay minutes,Trips
12,9,40
7A,15,38
31,4,45
"""


@pytest.mark.parametrize(("doc", "question", "key", "from_top"), [
    (_GOLF, "Who came second?", "Jonas", True),
    (_GOLF, "which player was the runner-up", "Jonas", True),
    (_GOLF, "Who finished third?", "Ifeoma", True),
    (_GOLF, "Who was second from bottom?", "Ifeoma", False),
    (_GOLF, "Who had the second lowest points?", "Ifeoma", False),
    (_HIVES, "Which hive gave the second most honey in spring?", "Lane end", True),
    (_HIVES, "Which hive was 3rd in spring?", "Orchard", True),
    (_HIVES, "which hive was penultimate in spring", "Orchard", False),
])
def test_the_row_at_the_position(doc, question, key, from_top):
    found = rank_positions.placed(question, [doc])
    assert isinstance(found, rank_positions.Placed) and (found.key, found.from_top) == (key, from_top)


def test_a_tie_at_the_position_is_tied():
    found = rank_positions.placed("Which hive was second in summer?", [_HIVES])  # 17, 14, then 11 twice
    assert isinstance(found, rank_positions.Placed) and found.key == "Orchard"
    found = rank_positions.placed("Which hive was third in summer?", [_HIVES])
    assert isinstance(found, rank_positions.Tied) and set(found.keys) == {"Meadow", "Lane end"}


@pytest.mark.parametrize(("doc", "question"), [
    (_GOLF, "What do the runners-up get?"),  # guard: a thing the row gets, not the row
    (_GOLF, "Who won?"),  # guard: the top, another reader's
    (_GOLF, "How did Jonas do on the second nine?"),  # guard: no who / which
    (_HIVES, "Which hive was second?"),  # two columns, none named, no score column
    (_BUSES, "Which route was second in round 2?"),  # guard: a figure of the question's own
    (_GOLF, "Who came sixth?"),  # guard: past the rows (no such position word either)
])
def test_no_position_read(doc, question):
    assert rank_positions.placed(question, [doc]) is None


def test_end_to_end_the_runner_up_is_named(llm):  # noqa: F811 - the fixture
    text, limits = _rag(llm, _GOLF, "Who was the runner-up?")
    assert text.startswith("Jonas") and not limits


# Results already ranked by the table's own position column (2026-12-04): the row the column
# writes the position in, not a rank worked again from a column of figures or times.
_REGATTA = """| Place | Boat | Helm | Elapsed |
|---|---|---|---|
| 1 | Kittiwake | R. Amadi | 1:02:44 |
| 2 | Blue Heron | S. Varga | 1:03:10 |
| 3 | Moonraker | T. Ochieng | 1:05:02 |
| 4 | Puffin | L. Haugen | 1:05:40 |
"""

_SPELLING = """Rank,Speller,School,Words
1st,Anouk,Hillside,31
2nd,Dev,St Brigid's,29
3rd,Marisol,Hillside,29
4th,Yusuf,Oakfield,24
"""

_QUIZ_TIED = """Pos  Team            Score
1    Brainstormers   58
=2   Quizzly Bears   51
=2   Fact Hunters    51
4    The Bookworms   44
"""


@pytest.mark.parametrize(("doc", "question", "key"), [
    (_REGATTA, "which boat came third", "Moonraker"),
    (_REGATTA, "who finished 2nd", "Blue Heron"),
    (_SPELLING, "who came third in the spelling bee", "Marisol"),  # 29 twice: the column says who
    (_SPELLING, "which speller was fourth", "Yusuf"),
    (_QUIZ_TIED, "which team came fourth", "The Bookworms"),
])
def test_the_row_a_position_column_writes(doc, question, key):
    found = rank_positions.placed(question, [doc])
    assert isinstance(found, rank_positions.Placed) and found.key == key


@pytest.mark.parametrize(("doc", "question"), [
    (_QUIZ_TIED, "which team came second"),  # two rows write =2: no one row (then ranked: a tie)
    (_REGATTA, "which boat came sixth"),  # guard: no such position word
    (_REGATTA, "what did the third boat win"),  # guard: no who / which row asked
])
def test_no_single_row_written_at_the_position(doc, question):
    found = rank_positions.placed(question, [doc])
    assert not (isinstance(found, rank_positions.Placed) and found.value in ("2", "=2"))
    if "sixth" in question or "win" in question:
        assert found is None


@pytest.mark.parametrize(("cell", "position"), [
    ("3", 3), ("3rd", 3), ("3.", 3), ("=2", 2), (" 12 ", 12), ("2nd=", 2),
    ("Third", None), ("3:05", None), ("", None), ("1st-2nd", None),
])
def test_a_position_cell(cell, position):
    assert rank_positions._position_cell(cell) == position


def test_the_position_words_are_the_ordinals_and_the_lexicon():
    """The ordinals "second" / "2nd" .. up to ``rank_deepest`` come from ``number_words`` (the ordinals'
    one home); ``lexicons.yaml`` rank_positions holds only the other words (the same table as before)."""
    from course_lib.sim.grounded.rank_positions import _positions
    from course_lib.sim.words.cues import read

    assert read("lexicons.yaml")["rank_deepest"] == 5 and "second" not in read("lexicons.yaml")["rank_positions"]
    assert _positions() == {"second": 2, "2nd": 2, "runner-up": 2, "runners-up": 2, "third": 3, "3rd": 3,
                            "fourth": 4, "4th": 4, "fifth": 5, "5th": 5, "penultimate": 2}
