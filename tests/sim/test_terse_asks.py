"""A terse customer turn over a system prompt's own material (issue 26, ``request.terse_asks``; fix58b).

"leak under the sink, callout price" asks the plumber's price list in the system prompt although it
has no question form; before, the system prompt stayed instructions and the reply was the knowledge
limit. Wordings invented for this test; the behaviour rows fail on BASE (no module, no documents
read); the guard rows (marked) pass on both.
"""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.request import terse_asks
from course_lib.sim.request.reading import read_request

_PLUMBER = ("You take calls for Drip Doctors. Our price list:\n\n"
            "Callout (weekday): £65\nCallout (weekend): £95\nTap washer replaced: £30\nBoiler service: £85")
_RULES = ("You run the desk at Fernside Campsite. Site rules:\n"
          "- Quiet hours are 22:00 to 07:00.\n- Campfires only in the steel pits.\n- Dogs stay on leads.")


@pytest.mark.parametrize(("turn", "material", "asked"), [
    ("weekend callout price", _PLUMBER, True),
    ("boiler service for a combi", _PLUMBER, True),
    ("campfire on the grass ok", _RULES, True),
    ("thanks, bye", _PLUMBER, False),  # guard: nothing of the material named
    ("Summarise the price list", _PLUMBER, False),  # guard: another task
    ("boiler service for 2 flats", _PLUMBER, False),  # a figure in a turn with no question form: kept out
    ("how much is a callout?", _PLUMBER, True),  # guard: asks by its form
])
def test_asks_of(turn, material, asked):
    assert terse_asks.asks_of(turn, material) is asked


def test_the_system_material_is_read_for_a_terse_turn():
    request = read_request([SystemMessage(_PLUMBER), HumanMessage("weekend callout price")])
    assert request.documents and "£95" in " ".join(d.body for d in request.documents)


def test_a_label_with_a_format_note_over_material_on_the_next_line():
    system = ("You help members of Hartwell Rowing Club. Boat fees (CSV):\n"
              "boat,per hour,per day\nsingle scull,£6,£20\ndouble,£9,£30\neight,£25,£90\nBe brief.")
    request = read_request([SystemMessage(system), HumanMessage("what does a double cost per day?")])
    bodies = " ".join(d.body for d in request.documents)
    assert "double,£9,£30" in bodies and "Be brief" not in bodies


def test_site_rules_are_material():
    request = read_request([SystemMessage(_RULES), HumanMessage("when are quiet hours?")])
    assert "Quiet hours are 22:00" in " ".join(d.body for d in request.documents)


def test_rules_to_the_model_are_no_material():  # guard: instructions never become material answers
    system = "You are Pim, the library's helper.\nHouse rules:\n- Always be polite.\n- Never guess.\n- Keep it short."
    assert not read_request([SystemMessage(system), HumanMessage("polite reply for an overdue book")]).documents


def test_a_closing_instruction_is_cut_from_the_material():
    system = ("You help guests of Birchwood Bothy. Our house rules:\nLights out at 23:00.\nNo dogs upstairs.\n"
              "Wood for the stove is £6 a bag.\nAnswer briefly.")
    bodies = " ".join(d.body for d in read_request([SystemMessage(system), HumanMessage("stove wood price")]).documents)
    assert "£6 a bag" in bodies and "Answer briefly" not in bodies
