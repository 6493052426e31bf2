"""A planned thing moved by another sentence (``moved_values.superseding``, the answered path's
``quoted_answer._moved_since``), and a pronoun-only question over everyday words
(``subjectless``), on notes of our own (issue 26)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.moved_values import superseding

_CLUB = ("Book club notes. The May meeting is on Tuesday 12 May at the Lamb & Flag, 19:30. Bring your copy of the book.\n\n"
         "Update from Sam: the pub is shut for a refurb, so we're moving the May meeting to the Red Lion, same time.")
_RELEASE = ("Release plan: the beta launch is scheduled for 3 June. QA sign-off is due on 28 May.\n"
            "Later note: we've pushed back the beta launch to 17 June after the security review.")
_DRILL = ("Fire drill: the drill is on Wednesday at 11:00 in the car park.\n"
          "Facilities have rescheduled the drill to Friday because of the delivery.")


def _ask(notes: str, question: str) -> tuple[str, str | None]:
    llm = SimulatedChatModel()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke([SystemMessage(f"Use only the context below to answer.\n\nContext:\n{notes}"),
                          HumanMessage(question)])
    return out.content, out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize(("notes", "question", "want", "not_want"), [
    (_CLUB, "where is the May meeting?", "Red Lion", "Lamb"),
    (_RELEASE, "when is the beta launch?", "17 June", "3 June"),
    (_DRILL, "what day is the fire drill?", "Friday", "Wednesday at"),
])
def test_a_moved_thing_is_answered_by_its_move(notes, question, want, not_want):
    reply, limit = _ask(notes, question)
    assert limit is None
    assert want in reply and not_want not in reply


@pytest.mark.parametrize(("notes", "question", "want"), [
    (_CLUB, "when is the May meeting?", "Tuesday 12 May"),  # moved to another place, not another day
    (_RELEASE, "when is QA sign-off due?", "28 May"),  # the move is of something else
])
def test_a_move_of_another_kind_or_thing_leaves_the_quote(notes, question, want):
    reply, _ = _ask(notes, question)
    assert want in reply


@pytest.mark.parametrize(("question", "picked", "texts", "want"), [
    ("when is the retro?", "Update: the retro is now on Thursday.", ["We moved the retro to Tuesday."], None),
    ("when is the quiz?", "The quiz is on Monday.", ["We're moving the quiz to Wednesday. No, moving the quiz to Thursday."], None),
    ("when is the quiz?", "The quiz is on Monday.", ["Heads up: we are moving the quiz to Wednesday."],
     "Heads up: we are moving the quiz to Wednesday."),
    ("where is the quiz?", "The quiz is on Monday in the hall.", ["We are moving the quiz to Wednesday."], None),
])
def test_superseding_table(question, picked, texts, want):
    assert superseding(question, picked, texts) == want


@pytest.mark.parametrize("question", ["where is it happening?", "where's it being held?"])
def test_a_pronoun_question_over_everyday_words_is_a_limit_not_i_dont_know(question):
    notes = "Harvest supper: Saturday 4 October, St Mary's church hall, 6.30pm. Tickets £12 from the office."
    reply, limit = _ask(notes, question)
    assert limit and "pronoun" in limit


@pytest.mark.parametrize("question", ["is it gluten-free?", "do they serve coffee?"])
def test_a_pronoun_question_over_a_specific_word_keeps_i_dont_know(question):
    notes = "Lentil soup: 200 g red lentils, one onion, one litre of stock. Simmer for 25 minutes."
    reply, limit = _ask(notes, question)
    assert limit is None and "don't know" in reply.lower()
