"""A question written as a command or an embedded question ("Tell me when ...", "I'd like to
know how long ...", "Can you give me the cost of ...") asks what its rest asks (issue 26,
``quantities.question_core``): before, only a final "?" or a leading wh-word made a question, so
no kind of answer was asked and the opener's words ("I'd", "tell") counted as missing content.
Notes and wordings invented for this test."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("text", "core", "kind"), [
    ("Tell me when the lease ends.", "when the lease ends.", "when"),
    ("I'd like to know how long the backup took.", "how long the backup took.", "duration"),
    ("Could you tell me what time the pool opens?", "what time the pool opens?", "time"),
    ("Please give me the price of the large frame.", "the price of the large frame.", "money"),
    ("I need to know when my passport expires", "when my passport expires", "when"),
])
def test_the_opener_is_not_the_question(text, core, kind):
    from course_lib.sim.words.quantities import asked_type, is_question, question_core

    assert is_question(text)
    assert question_core(text) == core
    assert asked_type(question_core(text))[0] == kind


@pytest.mark.parametrize("text", ["Tell me.", "The lease ends in May.", "Show me"])
def test_no_rest_or_no_opener_keeps_the_text(text):  # guard: passed before too
    from course_lib.sim.words.quantities import question_core

    assert question_core(text) == text


_NOTES = ("Studio rental terms\n\nThe lease on unit 4B runs from 1 March 2027 to 28 February 2028. "
          "Rent is 640 euros a month, paid on the first working day. The deposit is two months' rent. "
          "Notice to leave must be given in writing at least 60 days before the end date.")


@pytest.mark.parametrize(("question", "needle"), [
    ("Tell me when the lease on unit 4B ends.", "28 February 2028"),
    ("I'd like to know how much notice I have to give.", "60 days"),
])
def test_a_command_is_answered_like_the_question(question, needle):
    from course_lib.sim import SimulatedChatModel
    from tests.sim.test_written_elsewhere import _rag

    text, stated = _rag(SimulatedChatModel(), _NOTES, question)
    assert needle in text and not stated, (text, stated)
