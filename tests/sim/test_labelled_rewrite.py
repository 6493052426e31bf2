"""A rephrase prompt whose text holds several labelled inputs (issue 26, the twenty-fourth batch of
ports, the Self-Discover port's adapt step: "SELECTED module descriptions: ... Task: ..."): the
rewrite states a limit (``course_lib/sim/request/labelled_parts.py``, from ``respond.rewrite``),
never the prompt echoed as the rewritten text. Invented prompts (a packing list for a hike, a
recipe's steps for a dinner, a study plan for an exam)."""

import warnings

import pytest
from langchain_core.messages import HumanMessage

from course_lib import get_chat_model
from course_lib.sim.request.labelled_parts import labelled_parts

PARTS_CASES = [
    ("CHOSEN items:\n1. Rain jacket\n2. Head torch\n\nTrip: a two-day hike in the hills\n\nAdjust each item to the trip:",
     ["CHOSEN items", "Trip"]),
    ("Steps: chop, fry, simmer\nDinner: a vegetarian stew for six", ["Steps", "Dinner"]),
    ("Here is the initial question:\n how do I renew a bus pass\nFormulate an improved question:",
     ["Here is the initial question"]),
    ("how do I renew a bus pass", []),
]


@pytest.mark.parametrize(("text", "expected"), PARTS_CASES)
def test_labelled_parts(text, expected):
    assert labelled_parts(text) == expected


PROMPTS = [
    "Rephrase and adapt each packing item so it better suits the trip:\n\nCHOSEN items:\n1. Rain jacket\n2. Head torch\n"
    "3. Water filter\n\nTrip: a two-day hike in the Cairngorms in October\n\nAdapt each item description to the trip:\n",
    "Rewrite each recipe step so that it fits the dinner better:\n\nRecipe steps:\nChop the onions.\nFry them slowly.\n\n"
    "Dinner: a vegan stew for six guests\n\nRewrite the steps for the dinner:\n",
    "Rephrase every study module to help with the exam:\n\nModules picked:\n- spaced repetition\n- past papers\n\n"
    "Exam: first-year organic chemistry in June\n",
]


@pytest.mark.parametrize("prompt", PROMPTS)
def test_a_labelled_rephrase_states_a_limit_and_echoes_nothing(prompt):
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        reply = get_chat_model("sim").invoke([HumanMessage(content=prompt)])
    assert reply.response_metadata.get("simulator_limit"), reply.content
    assert "Trip:" not in reply.content and "Dinner:" not in reply.content and "Exam:" not in reply.content
