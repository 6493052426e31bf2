"""A partial answer that misses the word the question ranks by is none (issue 26; fourteenth I3,
SAME as tenth C2).

"Which trail is the steepest?" over a list of trails with no figure of steepness quoted the
first line with "I could not find anything about 'steepest'": any line, as if it ranked first.
Now a partial answer whose missing word is the question's ranking word ("the hardest", "the
most scenic"; ``superlatives.ranking_word``) states a limit (``unfit_answers.unranked``). Documents
and wordings are invented for this test; each behaviour case fails on the code before the
change, the guards pass on both. ("I don't know." is a fair reply too: no line ranks them.)
"""

from __future__ import annotations

import pytest

from course_lib.sim.material.superlatives import ranking_word
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_TRAILS = """Glen Park trails
Trail: Burnside walk; Surface: gravel; Loop: yes
Trail: Crag path; Surface: rock; Loop: no
Trail: Fern way; Surface: boardwalk; Loop: yes
"""

_SAUCES = """Taco stand - sauces
Sauce: Verde; Base: tomatillo
Sauce: Roja; Base: guajillo chilli
Sauce: Diablo; Base: habanero
"""

_ROOMS = """Guesthouse rooms
Room: Linden; Bed: double; View: garden
Room: Birch; Bed: twin; View: courtyard
Room: Maple; Bed: king; View: lake
"""


@pytest.mark.parametrize(("question", "word"), [
    ("Which trail is the steepest?", "steepest"),
    ("Which sauce is the hottest one?", "hottest"),
    ("Which room has the most peaceful view?", "peaceful"),
    ("What did the rest of the group order?", ""),  # "the rest": a noun, no ranking
    ("Where is the west entrance?", ""),
])
def test_the_ranking_word_of_a_question(question, word):
    assert ranking_word(question) == word


@pytest.mark.parametrize(("doc", "question"), [
    (_SAUCES, "Which sauce is the hottest?"),
    (_ROOMS, "Which room view is the prettiest?"),
    (_ROOMS, "Which room bed is the comfiest?"),
])
def test_a_row_is_not_quoted_as_the_first_ranked(llm, doc, question):  # noqa: F811
    text, stated = _rag(llm, doc, question)
    assert (stated or text == "I don't know.") and "could not find anything" not in text, (text, stated)


@pytest.mark.parametrize(("doc", "question", "right"), [
    (_TRAILS, "Which trail has a boardwalk surface?", "Fern way"),
    (_ROOMS, "Which room has the lake view?", "Maple"),
])
def test_a_question_that_ranks_nothing_is_read_as_before(llm, doc, question, right):  # noqa: F811 - guard
    text, stated = _rag(llm, doc, question)
    assert right in text and not stated, (text, stated)
