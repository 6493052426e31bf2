"""Material a prompt names and hands over with a label line of its own ("Boiler service sheet:",
"Ferry notice:", "Rapport :", "停车通知：") over its block, the question under its own label
("Tenant's question:", "Rider: ...") or after it; and a system prompt naming its material after a
verb of use ("... using the house rules leaflet.") with the material in the paragraphs after it
(``pointed_material.material_label``, ``reading._material_labels``, ``pointed_material.after_pointer``;
cues ``patterns.yaml`` ``pointed_material``). Wordings of my own (issue 26; the thirty-third set's
"stated limits worth a look")."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage


@pytest.mark.parametrize(("label", "names"), [
    ("Boiler service sheet", True),
    ("Ferry notice", True),
    ("Safety bulletin", True),
    ("Rapport", True),
    ("Auszüge", True),
    ("停车通知", True),
    ("Tenant's question", False),
    ("Rider", False),
    ("Comment", False),
    ("The notes we took on the walk round the whole of the estate", False),  # too long for a label
])
def test_a_label_that_names_material(label, names):
    from course_lib.sim.request.pointed_material import material_label

    assert material_label(label) is names


SHEET = ("Annual boiler service - 14 Wren Close - engineer: M. Dube\n"
         "Flue gas CO reading: 18 ppm (safe limit 350 ppm)\n"
         "Pressure: 1.4 bar (set to 1.2-1.5 bar)\n"
         "Next service due: October 2034\n"
         "Note: the condensate pipe was lagged against frost.\n")

FERRY = ("Ferry notice for the Kyle crossing\n"
         "From 3 June the first sailing leaves at 07:10 instead of 06:40.\n"
         "The last sailing stays at 21:30.\n"
         "Foot passengers pay 4.50; cars pay 18.00 each way.\n")


def _ask(*messages):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        reply = SimulatedChatModel().invoke(list(messages))
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return reply.content, limits


def test_a_labelled_sheet_with_a_labelled_question_answers():
    reply, limits = _ask(SystemMessage("You help tenants understand paperwork, using only the sheet."),
                         HumanMessage(f"Boiler service sheet:\n{SHEET}\nTenant's question: when is the next "
                                      "service due?"))
    assert "October 2034" in reply and "18 ppm" not in reply and not limits, (reply, limits)


def test_a_labelled_notice_with_a_speaker_line_answers():
    reply, limits = _ask(SystemMessage("You answer travellers from the notice only."),
                         HumanMessage(f"Ferry notice:\n{FERRY}\nRider: what time is the last sailing?"))
    assert "21:30" in reply and not limits, (reply, limits)


def test_a_labelled_notice_with_the_question_after_it_answers():
    reply, limits = _ask(HumanMessage(f"Ferry notice:\n{FERRY}\nhow much do foot passengers pay?"))
    assert "4.50" in reply and not limits, (reply, limits)


GUIDE = ("Bins go out on Tuesday night; the recycling lorry comes every other Wednesday.\n"
         "Bikes are kept in the shed by the back gate; the code is on the tenants' board.\n"
         "Quiet hours are from 23:00 to 07:00 every day of the week.\n")


@pytest.mark.parametrize(("system", "pointed"), [
    ("Help tenants with questions about the building using the house rules leaflet.\n\n" + GUIDE, True),
    ("Answer the resident from the building guide only.\n\n" + GUIDE, True),
    ("Reply to the guest using the tone of a butler.\n\nBe warm, unhurried and formal; never use slang, and always "
     "thank the guest for asking before anything else.", False),  # a tone is no material
])
def test_a_system_prompt_naming_its_material(system, pointed):
    from course_lib.sim.request.pointed_material import after_pointer

    assert (after_pointer(system) is not None) is pointed


def test_the_named_material_after_the_instruction_answers():
    reply, limits = _ask(SystemMessage("Help tenants with questions about the building using the house rules "
                                       "leaflet.\n\n" + GUIDE), HumanMessage("when are the quiet hours?"))
    assert "23:00" in reply and not limits, (reply, limits)
