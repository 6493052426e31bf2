"""An operator taught by example turns (issue 26, ports12: LangChain's few-shot chat how-to, "2 🦜 2"
-> "4"; ``sim/few_shot_operator.py``). Before, "What is 2 🦜 9?" after the examples was a stated
limit. Now the one operation every example fits is applied; none or several that fit, and the
limit stays. Symbols and examples invented here."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from course_lib.sim.task.few_shot_operator import said, taught


def _turns(*pairs):
    return [t for q, a in pairs for t in (("human", q), ("ai", a))]


@pytest.mark.parametrize(("pairs", "question", "expected"), [
    ((("3 ⊕ 4", "12"), ("2 ⊕ 5", "10")), "What is 6 ⊕ 7?", ("multiply", 42)),
    ((("9 ♞ 4", "5"), ("4 ♞ 1", "3")), "what's 10 ♞ 3", ("subtract", 7)),
    ((("8 ◊ 2", "4"), ("9 ◊ 3", "3")), "12 ◊ 4 = ?", ("divide", 3)),
])
def test_the_one_operation_that_fits(pairs, question, expected):
    assert taught(_turns(*pairs), question) == expected


@pytest.mark.parametrize(("pairs", "question"), [
    ((("2 ⊕ 2", "4"),), "What is 2 ⊕ 9?"),  # one example: too few
    ((("2 ⊕ 2", "4"), ("0 ⊕ 0", "0")), "What is 3 ⊕ 5?"),  # add and multiply both fit
    ((("2 ⊕ 2", "5"), ("3 ⊕ 1", "7")), "What is 3 ⊕ 5?"),  # none fits
    ((("2 ⊕ 2", "4"), ("2 ⊕ 3", "5")), "What is 2 ♞ 9?"),  # another symbol
    ((("2 + 2", "4"), ("2 + 3", "5")), "What is 2 + 9?"),  # an ordinary sign: not this rule's
])
def test_no_operation_read(pairs, question):
    assert taught(_turns(*pairs), question) is None


def test_the_chat_model_answers_from_the_examples():
    from course_lib import get_chat_model

    messages = [SystemMessage("You are a clever calculator."), HumanMessage("3 ⊕ 4"), AIMessage("12"),
                HumanMessage("2 ⊕ 5"), AIMessage("10"), HumanMessage("What is 6 ⊕ 7?")]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = get_chat_model("sim").invoke(messages)
    assert out.content == "6 ⊕ 7 = 42" == said("What is 6 ⊕ 7?", 42)
    assert not [w for w in caught if "Simulator" in type(w.message).__name__]
