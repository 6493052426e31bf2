"""A plan step is the question only when the request asks to carry it out (issue 26, thirtieth set
Y1's class): a manual's or a protocol's own cross-reference ("repeat step 3", "see step 5") inside
the material is no user's "execute step N", and a labelled question ("The original query is as
follows: ...", "Question: ...") is never replaced by a step (``reading.plan_step``, its request
words ``plan_step_request`` in data/sim/patterns.yaml). Before, any "step N" outside the list made
the step's text the question. Invented manuals and plans."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage

from course_lib.sim.request.reading import plan_step

MANUAL = """Descaling the Brio 300 espresso machine
1. Empty the drip tray and the water tank.
2. Dissolve one sachet of descaler in 500 ml of warm water and pour it into the tank.
3. Run the descale cycle (hold the steam button for 5 seconds); it takes 20 minutes.
4. Rinse the tank and fill it with clean water.
5. Run a rinse cycle of 8 minutes.
Note: in hard-water areas, repeat step 3 once more before rinsing, and see step 5 for the rinse."""

REFINE = ("The original query is as follows: how much descaler solution goes in the tank\n"
          "We have provided an existing answer: not sure\n"
          "We have the opportunity to refine the existing answer with some more context below.\n"
          f"------------\n{MANUAL}\n------------\n"
          "Given the new context, refine the original answer to better answer the query.\nRefined Answer:")


def _ask(text: str):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([HumanMessage(text)])
    return out.content, out.response_metadata["explanation"]["evidence"].get("question_from")


@pytest.mark.parametrize("prompt, expected", [
    (REFINE, "500 ml"),
    (f"Question: how long does the rinse cycle take?\n\nContext:\n{MANUAL}", "8 minutes"),
    (f"Use the manual below to answer.\n\n{MANUAL}\n\nhow long is the descale cycle?", "20 minutes"),
])
def test_a_cross_reference_in_the_material_is_no_plan_step(prompt, expected):
    text, where = _ask(prompt)
    assert where != "plan step" and expected in text, (where, text)


@pytest.mark.parametrize("text, step", [
    ("Checklist:\n1. Bleed the radiators\n2. Check the boiler pressure\nIf it drops, repeat step 1.", ""),
    ("Plan:\n1. Find the tallest peak in Wales\n2. Find its height\n\nYou are tasked with executing step 1, "
     "Find the tallest peak in Wales.", "Find the tallest peak in Wales"),  # guard: the plan-and-execute shape
    ("Our plan:\n1. List the venues\n2. Compare their prices\n\nPlease proceed to step 2.", "Compare their prices"),  # guard
])
def test_only_a_request_to_carry_out_a_step_names_it(text, step):
    assert plan_step(text) == step


def test_the_materials_own_line_is_no_request():
    notes = "Steps:\n1. Sand the panel\n2. Prime it\nNow do step 1 again on the edges."
    assert plan_step(f"Read these notes.\n{notes}\nWhat grit should I use?", (notes,)) == ""
