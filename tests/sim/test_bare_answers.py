"""A usefulness grader shown a bare answer (a figure, a short list, a name) that names nothing of
the question states a limit instead of a silent "no" (issue 26, ports14): the value may be what
was asked or not, and the simulator matches words. Prompts, questions and answers invented here;
thresholds in data/sim/thresholds.yaml (bare_answer_words, bare_item_words)."""

import json
import warnings

import pytest
from langchain_core.messages import HumanMessage

from course_lib import get_chat_model
from course_lib.sim.words.thresholds import threshold

PROMPT = """You check answers. Decide if the answer below helps to resolve the question.
Question: {question}
Answer: {answer}
Reply with JSON holding one key 'verdict' whose value is 'yes' or 'no', nothing else."""


def _grade(question, answer):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = get_chat_model("sim").invoke([HumanMessage(PROMPT.format(question=question, answer=answer))])
    return json.loads(reply.content)["verdict"], reply.response_metadata.get("simulator_limit", "")


BARE = [
    ("How far did the Kestrel-2 rover drive on its first day?", "412 metres."),
    ("Which three spices go into the Halvorsen stew?", "Cumin, sumac and smoked paprika."),
    ("Who designed the Fenwick footbridge?", "Ottilie Brandt."),
]


@pytest.mark.parametrize(("question", "answer"), BARE, ids=["figure", "list", "name"])
def test_a_bare_answer_is_a_stated_limit(question, answer):
    verdict, limit = _grade(question, answer)
    assert limit and "bare value" in limit, (verdict, limit)


def test_an_answer_about_another_matter_is_still_no():  # guard
    verdict, limit = _grade("Who designed the Fenwick footbridge?",
                            "Water the seedlings every second morning until the leaves harden.")
    assert (verdict, limit) == ("no", "")


def test_a_full_answer_on_the_question_is_yes():  # guard
    verdict, limit = _grade("Who designed the Fenwick footbridge?",
                            "The Fenwick footbridge was designed by Ottilie Brandt in 1998.")
    assert (verdict, limit) == ("yes", "")


def test_the_thresholds_are_data():
    assert threshold("bare_answer_words") >= 1 and threshold("bare_item_words") >= 1
