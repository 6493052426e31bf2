"""An end date asked over a start date plus a validity ("valid for 12 months from the date of
issue"), and a whole's length or end time asked over items that each hold a duration: the sum
worked out (``validity``, ``item_durations``) or a stated limit, never the line that only names
the question's word (issue 26; the twentieth set's class O2). Invented wordings, none of the
set's."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import validity
from course_lib.sim.values import item_durations
from tests.sim._chat import ask_rag

BOILER = """GAS SAFETY RECORD - Brightflame Heating Ltd
Landlord: P. Quinn        Inspected on: 14 February 2028
Appliance: combi boiler, kitchen. Result: pass.
This record is valid for 12 months from the inspection date.
"""

PERMIT = """Parking permit 4471 (zone B)
Issued: 2027-10-03
Good for 6 weeks after the date of issue. Display on the dashboard.
"""

WARRANTY = """Receipt - Lakeside Cycles
Bought: 29 February 2028   Item: e-bike battery
Guaranteed for 2 years from purchase. Keep this receipt.
"""

CHIMNEY = """Chimney report, 3 Elm Row
Swept on 2 November 2027 by A. Hale. Flue clear, no cracks seen.
"""

PROGRAMME = """Saturday coding workshop - programme
Starts 10:00, room 2B
- Setting up laptops (15 min)
- Git basics (45 min)
- Coffee break (15 min)
- Pair exercise on pull requests (1 h)
- Workshop feedback (10 min)
"""

RECIPE = """Sourdough loaf
1. Mix flour and water, rest (30 min)
2. Add starter and salt, fold (2 hours)
3. Shape and proof in the fridge (12 hours)
4. Bake at 240C (45 min)
"""

RANGED = """Yoga class plan
1. Breathing (5-10 min)
2. Sun salutations (20 min)
3. Rest (10 min)
"""


@pytest.mark.parametrize(("context", "question", "expected"), [
    (BOILER, "When does the gas safety record expire?", "14 February 2029"),
    (PERMIT, "until when can I use this permit before it runs out?", "2027-11-14"),
    (WARRANTY, "When does the guarantee expire?", "28 February 2030"),
])
def test_an_end_date_is_the_start_plus_the_validity(context, question, expected):
    reply, limits = ask_rag(context, question)
    assert reply.startswith(expected), reply
    assert not limits


def test_a_start_date_with_no_validity_is_a_stated_limit_not_the_answer():
    found = validity.worked_end("When does the sweep certificate expire?", [CHIMNEY])
    assert found is not None and found.date is None
    reply, limits = ask_rag(CHIMNEY, "When does the sweep certificate expire?")
    assert limits and "2 November 2027" not in reply.split("The offline simulator")[0], reply


def test_a_written_end_date_is_left_to_the_usual_reading():
    assert validity.worked_end("When does it expire?", ["Card issued 1 May 2027, expires 1 May 2030."]) is None
    assert validity.worked_end("What date was it issued?", [BOILER]) is None


@pytest.mark.parametrize(("context", "question", "expected"), [
    (PROGRAMME, "How long is the whole workshop?", "145 minutes (2 hours 25 minutes)"),
    (RECIPE, "how long does the sourdough take altogether", "915 minutes (15 hours 15 minutes)"),
    (PROGRAMME, "What time will it end?", "12:25"),
])
def test_a_whole_length_is_its_items_durations_added(context, question, expected):
    reply, limits = ask_rag(context, question)
    assert reply.startswith(expected), reply
    assert not limits


def test_a_question_naming_one_item_or_something_else_is_not_summed():
    assert item_durations.whole_length("How long is the coffee break?", [PROGRAMME]) is None
    assert item_durations.whole_length("How long is the drive to Galway?", [RECIPE]) is None
    assert item_durations.whole_length("How long is the pair exercise?", [PROGRAMME]) is None


def test_a_ranged_item_is_a_stated_limit():
    found = item_durations.whole_length("How long is the class?", [RANGED])
    assert found is not None and found.minutes is None
    reply, limits = ask_rag(RANGED, "How long is the class?")
    assert limits, reply


def test_a_word_that_may_name_an_item_or_the_whole_is_a_stated_limit():
    found = item_durations.whole_length("How long is the coffee?", [PROGRAMME])
    assert found is not None and found.minutes is None and "Coffee break" in found.reason


def test_durations_of_two_lists_or_of_steps_add_up_to_nothing():
    """A recipe step's "20 minutes" and a kiln schedule's "15 minutes" are no programme; nor is a
    list of steps of which one says a time: "how long should I wait" is the step that says it."""
    from course_lib.sim.values.item_durations import whole_length

    two_lists = ["Bread\n1. Knead for 10 min\n2. Prove for 60 min", "Kiln\n- Ramp for 90 min\n- Hold for 15 min"]
    assert whole_length("How long does it take?", two_lists) is None
    steps = ["Seedlings\n1. Soak the seeds for 20 minutes\n2. Sow them 1 cm deep\n3. Wait two weeks before feeding"]
    assert whole_length("How long should I wait before feeding?", steps) is None
