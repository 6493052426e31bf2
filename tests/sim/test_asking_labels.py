"""The label naming a question, for a text that asks one (``asking_labels``; issue 26, the
twenty-fifth set's T8), options joined by "|" (``tasks.output_options``), and a grader recognised
by its cues replying with the prompt's own verdict words (``tasks.recognise``). Prompts invented here.
"""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.asking_labels import asking_label
from course_lib.sim.tasks import output_options


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
