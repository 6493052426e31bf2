"""A role system prompt whose last sentence tells the assistant to answer from material it names by
any noun ("Answer the guests from the rooms file:", "reply to members using the rules below:",
"Use only this FAQ:"), the material after it: the material is the documents, read in the guarded
shape (``pointed_material.answers_from_named``, ``reading.label_kind``); a percentage set in another
section of a config file is worked on the named section's price (``config_files.Unset.share``).
Issue 26, the fifty-second set's wedding planner (all nine cases "can't tell what this prompt asks
for"). Wordings of my own; every test but the guards (named so) fails on e587874e."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.material.documents import GUARDED_SHAPE
from course_lib.sim.request import pointed_material, reading


@pytest.fixture
def llm():
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel()


BOATS = """[kayak]
price = 30
hours = 2
lifejacket = included

[canoe]
price = 45
hours = 3
seats = 2

[terms]
deposit = 20%
min_age = 12"""

RULES = """Allotment society rules (2036)

Plots must be worked within 6 weeks of the start of the season.
Bonfires are allowed only between 1 November and 28 February.
The annual rent for a full plot is £38; a half plot is £21."""


def test_answering_from_named_material_is_a_docs_label():
    for label in ("Answer the paddlers from the boats file", "reply to members using the rules below",
                  "Use only this FAQ", "Respond to tenants according to the house book"):
        assert pointed_material.answers_from_named(label), label
        assert reading.label_kind(label) == "docs", label


def test_guard_answerers_and_reply_forms_are_not_material():
    for label in ("Answer from the model", "Reply using the format below", "Answer the question",
                  "Respond with the category only", "Answer"):
        assert not pointed_material.answers_from_named(label), label
    assert reading.label_kind("Answer from the model") == "generation"


def test_the_material_is_read_in_the_guarded_shape():
    parsed = reading.parse_message(f"You run the boat hire. Answer the paddlers from the boats file:\n\n{BOATS}")
    assert [s.kind for s in parsed.sections] == ["docs"]
    assert parsed.documents and all(d.shape == GUARDED_SHAPE for d in parsed.documents)


def test_guard_the_chat_model_answers_from_material_below(llm):  # (read so before, by "below")
    system = f"You're the society's secretary; reply to plot holders using the rules below:\n\n{RULES}"
    reply = llm.invoke([SystemMessage(system), HumanMessage("what is the rent for a half plot?")]).content
    assert "21" in reply and "can't tell what this prompt asks" not in reply


def test_a_percentage_elsewhere_is_worked_on_the_named_price(llm):
    system = f"You run the boat hire. Answer the paddlers from the boats file:\n\n{BOATS}"
    reply = llm.invoke([SystemMessage(system), HumanMessage("deposit on the canoe?")]).content
    assert reply.startswith("Deposit for canoe: 9 (20% of canoe.price 45")


def test_a_dutch_or_german_pointer_at_material_below():
    notice = ("Mededeling: de fietsenstalling is van maandag 2 juni tot en met vrijdag 6 juni gesloten "
              "wegens schilderwerk. Fietsen kunnen zolang bij de hoofdingang staan.")
    for lead in ("Beantwoord de vraag met de mededeling hieronder.", "Beantworte die Frage mit dem Text unten."):
        assert pointed_material.after_pointer(f"{lead}\n\n{notice}") is not None, lead
