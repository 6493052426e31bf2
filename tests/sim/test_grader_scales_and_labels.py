"""A learner's own grader prompts: a scale written "1-5", a text given as "Source:", and a verdict
pair written alone in capitals (issue 26; the twenty-second set's Q7 / Q8, seen before as P6 / N9
/ M10).

- "Rate 1-5 ...", "score it 0-10", "on a scale of 1-3", "a 1-10 rating", "(1-5)" beside "reply with
  the number": a scale to answer on, never the subtraction "1 - 5 = -4" (``arithmetic``'s
  ``scale`` pattern in data/sim/patterns.yaml blanks it before the arithmetic cues are read).
- "Source: <a sentence>" is the text the answer is judged against (a document), as "Context:" is;
  "Source: notes.md" (a file name, fewer than three words) stays a citation.
- A number word in the answer meets the same number in digits in the source ("two trout" /
  "2 trout"), both in the claim's coverage and in the check for a contradicting value.
- "Is it X? X or NOT X." / "... ? SAFE or UNSAFE": the pair alone in capitals (after a question or
  on its own line, no "Answer" verb before it) is the prompt's verdict pair, and the verdict is
  written as the prompt's own label, never "no".

All prompts are invented here (other topics than any set's).
"""

from __future__ import annotations

import pytest

from course_lib.sim.request.reply_shape import verdict_pair
from course_lib.sim.words.arithmetic import looks_like_arithmetic
from tests.sim._chat import reply_and_limit as _reply


@pytest.fixture(scope="module")
def llm():
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel()


@pytest.mark.parametrize("text", [
    "Rate 1-5 how clear the explanation is. Reply with the digit.",
    "On a scale of 1-3, how polite is this email?",
    "How warm is the tone? Score it 0-10.",
    "What 1-10 rating would you give this recipe review?",
    "How relevant is the passage (1-5)? Reply with the number only.",
])
def test_a_scale_written_with_a_hyphen_is_no_subtraction(text):
    assert not looks_like_arithmetic(text)


@pytest.mark.parametrize("text", ["what is 10-3", "what is 12 - 5?", "how much is 40-15"])
def test_a_plain_subtraction_is_still_arithmetic(text):
    assert looks_like_arithmetic(text)


@pytest.mark.parametrize("prompt", [
    "Rate 1-5 how faithful the answer is to the source. Reply with the digit.\n"
    "Source: The ferry to Inishmore leaves at 10:30 every morning.\nAnswer: The Inishmore ferry goes at 10:30 each morning.",
    "Score 1-5: how faithful is the answer to the source? Reply with the number only.\n"
    "Source: Members may borrow six books at a time.\nAnswer: A member can borrow 6 books at once.",
    "On a scale of 1-5, rate how faithful the answer is to the source. Reply with the digit.\n"
    "Source: The hostel has 3 dormitories and a kitchen.\nAnswer: There are three dormitories and a kitchen.",
])
def test_a_faithful_answer_on_a_1_to_5_scale_scores_high(llm, prompt):
    reply, limit = _reply(llm, prompt)
    assert reply in ("4", "5"), reply
    assert not limit


@pytest.mark.parametrize("prompt", [
    "Rate 1-5 how faithful the answer is to the source. Reply with the digit.\n"
    "Source: The ferry to Inishmore leaves at 10:30 every morning.\nAnswer: The ferry leaves at 14:00 on Sundays only.",
    "Rate 1-5 how faithful the answer is to the source. Reply with the digit.\n"
    "Source: Members may borrow six books at a time.\nAnswer: Members may borrow nine books at a time.",
])
def test_an_unfaithful_answer_on_a_1_to_5_scale_scores_low(llm, prompt):
    reply, _ = _reply(llm, prompt)
    assert reply in ("1", "2"), reply


def test_a_scale_with_nothing_to_judge_against_is_no_sum(llm):
    reply, limit = _reply(llm, "Rate 1-5 how faithful the answer is. Reply with the digit.\n"
                               "Answer: The ferry leaves at 10:30.")
    assert "-4" not in reply and "=" not in reply
    assert limit


@pytest.mark.parametrize("text, pair", [
    ("Is the answer supported by the notes? SUPPORTED or NOT SUPPORTED.", ("SUPPORTED", "NOT SUPPORTED")),
    ("Does the summary match the report? MATCH or NO MATCH", ("MATCH", "NO MATCH")),
    ("Check the reply against the policy.\nCOMPLIANT or NONCOMPLIANT", ("COMPLIANT", "NONCOMPLIANT")),
])
def test_a_verdict_pair_alone_in_capitals_is_read(text, pair):
    assert verdict_pair(text) == pair


@pytest.mark.parametrize("text", ["Which city is it? PARIS or LONDON.", "Is the code ABC or XYZ?"])
def test_two_capitalised_words_of_unknown_polarity_are_no_pair(text):
    assert verdict_pair(text) is None


@pytest.mark.parametrize("prompt, label", [
    ("Is the answer supported by the context? SUPPORTED or NOT SUPPORTED.\n"
     "Context: The bakery opens at 8am and closes at 4pm.\nAnswer: The bakery stays open until 9pm.", "NOT SUPPORTED"),
    ("Is the answer supported by the context? SUPPORTED or NOT SUPPORTED.\n"
     "Context: The bakery opens at 8am and closes at 4pm.\nAnswer: The bakery opens at 8am.", "SUPPORTED"),
    ("Is the answer backed by the context? BACKED or UNBACKED\n"
     "Context: The climbing wall is closed on Tuesdays.\nAnswer: The climbing wall is open every Tuesday evening "
     "until 22:00.", "UNBACKED"),
])
def test_the_verdict_is_written_as_the_prompts_own_label(llm, prompt, label):
    reply, _ = _reply(llm, prompt)
    assert reply == label


# A claim added with "and so do ..." / "and also ..." is a claim of its own (mine, after the
# held-out twenty-third's grade-supported became "SUPPORTED" when its labels were read).
@pytest.mark.parametrize("source, answer", [
    ("Members park free in the north car park.", "Members park free in the north car park, and so do visitors."),
    ("The library opens at 9 on Saturdays.", "The library opens at 9 on Saturdays and also lends laptops."),
    ("Dogs ride free on the ferry.", "Dogs ride free on the ferry, and so do bicycles."),
])
def test_a_claim_added_with_so_or_also_must_be_supported_too(source, answer):
    from course_lib.sim.chat.model import SimulatedChatModel
    from course_lib.sim.material.documents import Document
    from course_lib.sim.responders import grading

    _, matcher = SimulatedChatModel()._knowledge_and_matcher()
    verdict = grading.grounded(matcher, answer, [Document(source=None, title="", body=source, number=1)])
    assert verdict.level != "relevant", verdict
