"""An instruction that ends by naming the material it introduces, in any words ("Answer the
member's question using this schedule:", "Reply to the customer from the price list below:"), is
a label for that material (``reading.label_kind``, cue ``patterns.yaml`` reading.material_last):
before, only "context", "notes", "documents" ... were material nouns there, and the schedule under
"Answer ... using this schedule:" was read as the reply's slot, so every question got the "can't
tell what this prompt asks for" limit. Invented prompts; shapes for the reply ("this example",
"this format", "the following JSON schema") stay what they were."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.request.reading import label_kind

LIST = """Bike workshop prices
Puncture repair: £12, while you wait.
Full service: £65, two working days.
Brake bleed (hydraulic): £30 per wheel."""


@pytest.mark.parametrize("label", [
    "Answer the member's question using this schedule",
    "Reply to the customer from the price list below",
    "Base your answer on this timetable",
    "Answer using these terms and conditions",
])
def test_an_instruction_naming_its_material_labels_it(label):
    assert label_kind(label) == "docs"


@pytest.mark.parametrize("label", [
    "Answer in the style of this example",
    "Reply using this format",
    "Answer with the following JSON schema",
    "Answer in one sentence",
    "Put the item in one of these aisles",  # a choice among options
    "Output JSON in this form",
])
def test_a_shape_for_the_reply_is_no_material(label):
    assert label_kind(label) != "docs"


def test_the_simulator_answers_from_material_under_such_an_instruction():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(f"Reply to the customer from the price list below:\n{LIST}"),
                                           HumanMessage("how much is a full service?")])
    assert "£65" in out.content and not out.response_metadata.get("simulator_limit"), out.content
