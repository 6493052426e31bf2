"""The label naming a question, for a text that asks one (``asking_labels``; issue 26, the
twenty-fifth set's T8), options joined by "|" (``tasks.output_options``), and a grader recognised
by its cues replying with the prompt's own verdict words (``tasks.recognise``). Prompts invented here.
"""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.responders.asking_labels import asking_label
from course_lib.sim.task.tasks import output_options


@pytest.mark.parametrize("values, text, wanted", [
    (["thanks", "moan", "question"], "Text: can I bring my own cup", "question"),
    (["praise", "complaint", "enquiry"], "Email: are you open on Easter Monday?", "enquiry"),
    (["bug", "feature", "query"], "how do I export my data", "query"),
    (["praise", "complaint", "enquiry"], "Email: the staff were lovely", None),  # asks nothing
    (["question", "query", "other"], "how do I export my data", None),  # two labels name a question
    (["spam", "ham"], "is this a prize draw?", None),  # no label names a question
    (["praise", "moan", "question"], "Which tag fits best?", None),  # the prompt's own sentence
])
def test_a_text_that_asks_takes_the_question_label(values, text, wanted):
    assert asking_label(values, text) == wanted


@pytest.mark.parametrize("prompt, wanted", [
    ("Pick from red | amber | green and output just the colour.", ("red", "amber", "green")),
    ("Label the review as happy|sad|angry. Just the label.", ("happy", "sad", "angry")),
    ("Choose one from: tea | coffee | juice", ("tea", "coffee", "juice")),
    ("| name | price |\n| tea | 2 |\nReply with the price only.", ()),  # a table's rows
    ("Use a | b as the separator and summarise the text.", ()),  # no label asked for
])
def test_options_joined_by_a_pipe(prompt, wanted):
    assert output_options(prompt) == wanted


def _reply(prompt: str) -> tuple[str, str]:
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(prompt)
    return out.content.strip(), out.response_metadata.get("simulator_limit") or ""


@pytest.mark.parametrize("prompt, wanted", [
    ("Is this passage relevant to the question? Reply RELEVANT or OFF-TOPIC.\nQuestion: when does the pool open\n"
     "Passage: The pool opens at 6:30 on weekdays.", "RELEVANT"),
    ("Is this passage relevant to the question? Reply RELEVANT or OFF-TOPIC.\nQuestion: when does the pool open\n"
     "Passage: Our cafe sells hot soup in winter.", "OFF-TOPIC"),
    ("Does the reply answer the question? Say ANSWERED or DODGED.\nQuestion: how much is parking\n"
     "Answer: Parking costs £3 for the day.", "ANSWERED"),
    ("Is the answer right? Answer RIGHT or WRONG only.\nQ: 5 packs of 4 batteries\nWorking: 5 × 4 = 24",
     "WRONG"),
    ("Pick from thanks | moan | question and output just the tag.\nText: can I pay by card at the door",
     "question"),
])
def test_label_and_grader_prompts_reply_with_their_own_words(prompt, wanted):
    reply, limit = _reply(prompt)
    assert reply == wanted and not limit, (reply, limit)


# --- "1 if ..., 0 if not": a verdict pair by its conditions (reply_shape.verdict_pair) -------------

@pytest.mark.parametrize("prompt, pair", [
    ("Score 1 if the answer is on topic and 0 if it wanders off. Number only.", ("1", "0")),
    ("Output 0 if the reply does not answer it, 1 if it does.", ("1", "0")),
    ("Write PASS if every claim is sourced, FAIL otherwise.", ("PASS", "FAIL")),
    ("Give 2 if you like it and 3 if you love it.", None),  # no condition is negative: no pair
])
def test_a_verdict_pair_read_from_its_conditions(prompt, pair):
    from course_lib.sim.request.reply_shape import verdict_pair

    assert verdict_pair(prompt) == pair


@pytest.mark.parametrize("question, kind", [
    ("which port is the web server on", "number"),
    ("what pin does the sensor use", "number"),
    ("which portal do I log in to", None),
])
def test_a_port_or_pin_is_asked_as_a_number(question, kind):
    from course_lib.sim.words.quantities import asked_type

    assert (asked_type(question) or (None,))[0] == kind


@pytest.mark.parametrize("prompt, wanted", [
    ("Give 1 if the passage answers the question, 0 if it does not. Number only.\nQuestion: when does the museum "
     "open\nPassage: The museum opens at 10:00 every day except Monday.", "1"),
    ("Give 1 if the passage answers the question, 0 if it does not. Number only.\nQuestion: when does the museum "
     "open\nPassage: The gift shop sells postcards and maps.", "0"),
])
def test_a_conditioned_pair_grades_a_passage(prompt, wanted):
    reply, limit = _reply(prompt)
    assert reply == wanted and not limit, (reply, limit)
