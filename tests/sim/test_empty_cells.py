"""``grounded.empty_cells``: a yes/no question over one table row whose asked column holds no value is a
no (issue 26; the forty-ninth set's RR5, branch fix51b). Wordings are mine."""

from __future__ import annotations

import warnings

from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.empty_cells import verdict

ROW = "Tandem; Hourly: £12; Daily: £40; Guided (Ravi): -."


def test_a_dash_under_the_asked_column_is_a_no():
    said = verdict("Does Ravi take tandems out?", ROW)
    assert said is not None and said.startswith("No") and "Guided (Ravi)" in said


def test_a_filled_cell_is_left_alone():  # guard
    assert verdict("Can I hire a tandem daily?", ROW) is None


def test_a_question_that_is_no_yes_no_is_left_alone():  # guard
    assert verdict("How much is a tandem with Ravi?", ROW) is None


def test_end_to_end_over_a_card_behind_its_own_lead_in():
    card = ("RIVERSIDE CYCLE HIRE\n\n"
            "                Hourly   Daily   Guided (Ravi)\n"
            "City bike       £6       £20     £35\n"
            "Tandem          £12      £40     -\n"
            "Child seat      £2       £5      £2\n\n"
            "Helmets are free.\nLocks must be returned.\nLate returns are charged by the hour.\n"
            "ID is needed to hire.")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage("Help our riders. What we rent:\n\n" + card),
                                           HumanMessage("Does Ravi take tandems out?")])
    assert out.content.startswith("No")
