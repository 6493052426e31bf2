"""Word problems: a question whose story states its own amounts (issue 26, the twenty-fourth batch
of ports, the Self-Discover port's "4 trays of 12 rolls ... sold 30 ... How many are left?").

- ``arithmetic.to_expression``: "left" with a "taken" verb reads every number as taken from the
  first only when no product ("N crates of M", "each", "per") and no gain after the first amount
  ("then buys 5 more") is among them (``patterns.yaml`` ``arithmetic.gained``); else no expression,
  and the direct reply states a limit, never "4 - 12 - 30 = -38";
- ``grounded.stated_problems`` (from ``doubted_absence``): over documents that hold none of the
  story's figures, such a question states a limit in place of "I don't know.".
Invented wordings (crates of pears, a library's books, a pond's ducks, a jar of marbles)."""

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib import get_chat_model
from course_lib.sim.grounded.stated_problems import story_amounts
from course_lib.sim.words.arithmetic import to_expression

EXPRESSION_CASES = [
    # (question, expected expression or None)
    ("A grocer unpacks 6 crates of 9 pears and sells 20. How many pears are left?", None),
    ("Each of the 5 shelves holds 30 books; 42 were sold. How many books are left?", None),
    ("A pond has 14 ducks; a fox took 5 and then the farmer bought 8 more. How many ducks remain?", None),
    ("Jo had 40 marbles, gave 12 to Sam and then found 6. How many marbles are left?", None),
    # guards: the all-minus reading stays where it is right
    ("I had 120 and spent 45 and 30: how much is left?", "120 - 45 - 30"),
    ("I earned 50 and spent 20. How much is left?", "50 - 20"),
    ("Sam has 9 marbles and loses 4. How many are left?", "9 - 4"),
]


@pytest.mark.parametrize(("question", "expected"), EXPRESSION_CASES)
def test_to_expression(question, expected):
    assert to_expression(question) == expected


def _reply(messages):
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        return get_chat_model("sim").invoke(messages)


@pytest.mark.parametrize("question", [q for q, e in EXPRESSION_CASES if e is None])
def test_a_direct_word_problem_is_no_wrong_sum(question):
    reply = _reply([HumanMessage(content=question)])
    assert reply.response_metadata.get("simulator_limit"), reply.content
    assert "=" not in reply.content


STORY_CASES = [
    # (question, document bodies, amounts or [])
    ("Nina has 12 stamps. She gives 4 to her brother and then buys 7 more. How many stamps does Nina have now?",
     ["Plan: 1. list the amounts. 2. apply each change in order."], ["12", "4", "7"]),
    ("A ferry carries 3 vans of 8 crates each. Then 5 crates are unloaded. How much cargo is left, in crates?",
     ["Consider the problem step by step."], ["3", "8", "5"]),
    # the documents hold the figures: theirs to answer from
    ("The hall has 40 chairs. 12 are broken. How many chairs can we use?",
     ["The hall has 40 chairs, of which 12 are broken."], []),
    # one sentence only, or no how-many question: not a story problem
    ("How many chairs does the hall have?", ["Chairs are stacked by the stage."], []),
    ("The hall has 40 chairs and 12 tables. Which room is bigger?", ["Room sizes vary."], []),
]


@pytest.mark.parametrize(("question", "bodies", "expected"), STORY_CASES)
def test_story_amounts(question, bodies, expected):
    assert story_amounts(question, bodies) == expected


@pytest.mark.parametrize("question", [c[0] for c in STORY_CASES if c[2]])
def test_a_grounded_word_problem_states_a_limit_not_i_dont_know(question):
    system = ("Answer the question using only the context below. If the context does not answer it, say "
              "\"I don't know.\"\n\nContext:\nStep 1: list the amounts. Step 2: apply each change in order. "
              "Step 3: report the final count.")
    reply = _reply([SystemMessage(content=system), HumanMessage(content=question)])
    assert reply.response_metadata.get("simulator_limit"), reply.content
    assert "don't know" not in reply.content.lower()
