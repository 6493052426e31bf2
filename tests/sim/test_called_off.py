"""``moved_values.called_off``: a named planned thing a line dates, called off by another sentence
("the Brackley game is postponed; new date to be confirmed"), is answered with that sentence, not
the date it overtakes (issue 26). Invented notes; the words are data (``moved_values.yaml``
``called_off``)."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.grounded.moved_values import called_off

TALKS = """Autumn talks, Tuesday evenings in the library
14 Oct  Rivers of the Peak District   Dr Helen Marsh
21 Oct  Victorian railway builders    Owen Pritchard
28 Oct  Bats in your garden           Sue Okonkwo
Dr Marsh's talk has been cancelled; we hope to rebook it in spring."""


def _ask(notes: str, question: str):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Answer from the notes.\n\nNotes:\n{notes}\n\nQuestion: {question}")
    return out.content


@pytest.mark.parametrize(("question", "said", "not_said"), [
    ("When is Dr Marsh speaking?", "cancelled", "14 Oct"),
    ("what date is the talk by Owen Pritchard?", "21 Oct", "cancelled"),  # another talk stands
], ids=["called-off", "another-row"])
def test_a_called_off_thing_is_answered_by_the_call_off(question, said, not_said):
    text = _ask(TALKS, question)
    assert said in text and (not_said not in text or "overtakes" in text), text


@pytest.mark.parametrize(("question", "picked", "texts", "want"), [
    ("when do we play Harlow?", "Sat 4 Oct  A  Harlow Town  15:00",
     ["Sat 4 Oct  A  Harlow Town  15:00\nThe Harlow match is off: their ground is flooded."], True),
    # a general rule names no one's event
    ("when is the Ferris quiz?", "Quiz night with Ferris: Fri 3 Oct",
     ["Quiz night with Ferris: Fri 3 Oct\nEvents are cancelled if fewer than 6 teams sign up."], False),
    # a weekday or a month is no name of the thing
    ("what's on Friday?", "Friday: Film club, 7pm", ["Friday: Film club, 7pm\nMonday's yoga is cancelled."], False),
])
def test_called_off(question, picked, texts, want):
    assert bool(called_off(question, picked, texts)) is want


@pytest.mark.parametrize(("question", "picked", "texts"), [
    # a technical "cancelled" in notes that date nothing
    ("What happens to a Task inside a TaskGroup?", "A TaskGroup waits for every Task it started.",
     ["A TaskGroup waits for every Task it started.\nIf one Task fails, the others in the TaskGroup are cancelled."]),
    # a version number is no date ("Python 3.11"), and a cancelled Task is no called-off event
    ("How does a Task end in Python 3.11?", "In Python 3.11 a Task ends when its coroutine returns.",
     ["In Python 3.11 a Task ends when its coroutine returns.\nA cancelled Task raises CancelledError in its coroutine."]),
    # a rule about cancelling, not a notice
    ("When is the Ferris quiz?", "Ferris quiz: Fri 3 Oct, 19:30",
     ["Ferris quiz: Fri 3 Oct, 19:30\nThe Ferris quiz is cancelled if fewer than 6 teams sign up."]),
])
def test_no_call_off_without_a_dated_line_and_a_notice(question, picked, texts):
    assert called_off(question, picked, texts) is None
