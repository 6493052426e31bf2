"""``unfit_answers.role_unmet``: a who-question's role noun ("the organiser", "the trainer") meets only
itself or its plural on a line, never the action noun of its stem ("ORGANISATION", "TRAINING"); a line
that holds only the action names no one in the role: no line names the role, the absence; another
line does, a stated limit (issue 26, the thirty-ninth set's HH3). Invented notes; the role suffixes
are data (``data/sim/role_nouns.yaml``)."""

from __future__ import annotations

import warnings

import pytest

STALL = """CHARITY BOOK STALL - ORGANISATION NOTES
Stall holder: Farah Quinn.
Pitch: outside the town hall, 9:00 to 13:00.
Float: £40 in coins."""

DOG_CLASS = """PUPPY TRAINING - WEEK 3
Owner: Dev Malhotra. Dog: Pepper (cocker spaniel).
Homework: recall with a long line."""

DOG_CLASS_NAMED = DOG_CLASS + "\nYour trainer this term is Ruth Beck."

RECITAL = """Recital sheet
Performer: Mina Cho (cello).
Performance time: 12 minutes."""


def _ask(notes: str, question: str):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(f"Answer from the notes.\n\nNotes:\n{notes}\n\nQuestion: {question}")


@pytest.mark.parametrize(("notes", "question", "not_said"), [
    (STALL, "Who is the organiser?", "Farah"),
    (DOG_CLASS, "Who was the trainer?", "Dev"),
], ids=["organiser-organisation", "trainer-training"])
def test_a_role_no_line_names_is_absent(notes, question, not_said):
    out = _ask(notes, question)
    assert "don't know" in out.content and not_said not in out.content, out.content
    assert not out.response_metadata.get("simulator_limit"), out.content


def test_a_role_another_line_names_is_not_answered_by_the_action_line():
    out = _ask(DOG_CLASS_NAMED, "Who was the trainer?")
    assert "Dev" not in out.content or out.response_metadata.get("simulator_limit"), out.content


@pytest.mark.parametrize(("notes", "question", "said"), [
    (STALL, "Who is the stall holder?", "Farah Quinn"),  # the role itself on the line
    (RECITAL, "Who was the performer?", "Mina Cho"),  # the role beside the action of its stem
], ids=["role-named", "role-beside-action"])
def test_a_named_role_is_answered(notes, question, said):
    out = _ask(notes, question)
    assert said in out.content and not out.response_metadata.get("simulator_limit"), out.content
