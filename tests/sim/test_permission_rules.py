"""A permission question that no line answers in its words, over documents that state rules, is a
stated limit, not a trusted "I don't know." (``permission_rules.unmatched``,
``doubted_absence._rules_unmatched``); and a system prompt that names its material with "only"
("Use only the handbook.") reads the paragraphs after it as the documents, whatever the noun
(``pointed_material`` ``only_named``). Material of my own."""
from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.permission_rules import unmatched
from course_lib.sim.request.pointed_material import after_pointer

HALL = """Riverside Scout Hall - hire conditions
1. Hirers must not use the kitchen ovens without a trained leader present.
2. Bouncy castles may be used only with the committee's written approval.
3. The hall must be left as found by 10pm.
4. Parking is on the street."""


@pytest.mark.parametrize(("question", "doubted"), [
    ("can we bring our own inflatable for the kids?", True),
    ("am I allowed to bake a cake in there?", True),
    ("is it ok to stay until 11?", True),
    ("what time do we have to be out?", False),  # no permission asked
])
def test_a_permission_question_over_rules(question, doubted):
    assert (unmatched(question, [HALL]) is not None) is doubted


def test_no_rules_no_doubt():
    assert unmatched("can I bring a dog?", ["The hall seats 80 people. It has a stage and a piano."]) is None


def _reply(system: str, question: str):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(system), HumanMessage(question)])
    return out.content, [w for w in caught if w.category.__name__ == "SimulatorLimitWarning"]


def test_a_rule_in_other_words_is_a_limit_not_i_dont_know():
    text, stated = _reply(f"You help people who hire the hall. Use only the conditions.\n\n{HALL}",
                          "can we put up an inflatable castle for the kids?")
    assert stated or "approval" in text


@pytest.mark.parametrize(("system", "read"), [
    (f"You help hirers. Use only the conditions.\n\n{HALL}", True),
    (f"Answer hirers' questions from the hire terms only.\n\n{HALL}", True),
    (f"Help the user. Use a friendly tone.\n\n{HALL}", False),  # no material named
])
def test_material_named_with_only(system, read):
    assert (after_pointer(system) is not None) is read
