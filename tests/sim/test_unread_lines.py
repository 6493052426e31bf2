"""``unread_lines``: a line holds what the question asks in a shape the reader does not take as the
answer (a key and a figure, a line holding every word of the question). Invented notes."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.unread_lines import TITLE_LINE_RE, unread_sentence, unread_value
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from tests.sim._replies_helpers import gathered


@pytest.fixture(scope="module")
def matcher():
    return Matcher(Knowledge.load())


def test_a_how_many_noun_beside_a_figure(matcher):
    question = "How many days does the archive keep files?"
    _, found = gathered(matcher, "[archive]\nretention_days = 90\npath = /srv/archive", question)
    assert unread_value(question, found) == "days"


def test_a_line_holding_every_word_of_the_question(matcher):
    notes = "Team notes\nTomasz will own the quarterly ledger audit next month.\nMeeting moved to Tuesday."
    question = "Tomasz, can you own the ledger audit?"
    request, found = gathered(matcher, notes, question)
    assert "holds every word of the question" in unread_sentence(question, found, request)


def test_notes_that_say_nothing_of_it(matcher):
    question = "How many trips does a family ticket cover?"
    request, found = gathered(matcher, "Bus fares\nAdults pay more on weekdays.", question)
    assert unread_value(question, found) is None and unread_sentence(question, found, request) is None


@pytest.mark.parametrize(("line", "title"), [("## Opening hours", True), ("[server]", True),
                                             ("VISITING HOURS", True), ("Visits end at 8pm.", False)])
def test_title_lines(line, title):
    assert bool(TITLE_LINE_RE.search(line)) is title


# a yes/no question whether a bound exists (mine, fix45a, after the forty-third set's cider false alarm)
@pytest.mark.parametrize(("notes", "question", "doubted"), [
    ("Plant swap\nEach table takes about 40 seedlings on a busy morning.\nDoors open at 10.",
     "Is there a limit on how many seedlings one person can take?", False),
    ("Plant swap\nEach visitor may take up to 6 seedlings.\nDoors open at 10.",
     "Is there a limit on how many seedlings one person can take?", True),
    ("Plant swap\nEach table takes about 40 seedlings on a busy morning.\nDoors open at 10.",
     "How many seedlings can one person take?", True),
], ids=["figure-no-bound", "bound-said", "plain-how-many"])
def test_a_figure_is_no_unread_bound(matcher, notes, question, doubted):
    _, found = gathered(matcher, notes, question)
    assert (unread_value(question, found) is not None) is doubted, found.picks
