"""A system prompt that says the assistant answers someone's questions FROM material it names, or (in Dutch)
"beantwoordt vragen over" it, the material after the colon (issue 26; the sixty-second's YL1).

"You answer residents' questions from the council's bulky waste page:" and "Je beantwoordt vragen over de
fietsenstalling:" were read as no task ("no task it knows scored above its threshold", "no tool, document or
fact"): the possessive asker ("residents'") and "from" were outside ``answers_about``, and Dutch had no such
cue. Now ``patterns.yaml`` pointed_material.answers_about takes a possessive asker and "from",
answers_about_nl / material_noun_nl read the Dutch label, and a label that names a TOPIC, no material ("You
answer questions about the allotments:"), introduces the text after it when that text's first line names the
topic (``pointed_material.answers_about_topic``, ``reading._topic_headed``); a first line that does not name
it leaves the prompt read as before (the stated limit). Documents, prompts and questions here are invented
(other topics than any set); each case fails on read80 unless marked a guard.
"""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request import pointed_material

_SAIL = """Harbourside Sailing Club - member fees 2026
Full membership: £180 a year
Junior membership (under 18): £45 a year
Dinghy park space: £60 a year
Launch trolley hire: £5 a day
Visitors may sail twice a year before joining."""

_ZAAL = """Sporthal De Brug - openingstijden en tarieven
Zaalhuur per uur: € 40,00
Halve zaal per uur: € 22,50
Open: ma-vr 08:00-23:00, za 09:00-17:00.
Douches zijn gratis."""

_PLOTS = """Greenway Allotments - plot rules 2026
Full plot rent: £60 a year
Half plot rent: £35 a year
No bonfires between April and October.
Water troughs are shut off from November to March."""


@pytest.fixture(scope="module")
def llm():
    return SimulatedChatModel()


def _ask(llm, system: str, question: str):
    return llm.invoke([SystemMessage(system), HumanMessage(question)])


@pytest.mark.parametrize(("label", "expected"), [
    ("You answer members' questions from the sailing club's fee sheet", True),
    ("You answer tenants’ queries from the building's notice board", True),
    ("U beantwoordt vragen van klanten over de prijslijst", True),
    ("Beantwoord vragen over dit reglement", True),
    ("Je beantwoordt vragen over de fietsenstalling", False),  # a topic: read by its heading, not here
    ("You answer residents' questions from our volunteers", False),
    ("Je beantwoordt vragen over het weer", False),
])
def test_answers_about_named(label, expected):
    """The label reading alone (the True rows fail on read80; the False rows are guards)."""
    assert pointed_material.answers_about_named(label) is expected


@pytest.mark.parametrize(("label", "topic"), [
    ("You answer questions about the allotments", "allotments"),
    ("Je beantwoordt vragen over de sporthal", "sporthal"),
    ("You answer questions about the price file", None),  # named material, no topic
    ("You answer questions about the customers", None),  # an asker, no topic
])
def test_answers_about_topic(label, topic):
    """The topic a label names (new on this branch: fails on read80 for want of the function)."""
    assert pointed_material.answers_about_topic(label) == topic


@pytest.mark.parametrize(("system", "doc", "question", "right"), [
    ("You answer members' questions from the sailing club's fee sheet:", _SAIL, "how much is a dinghy park space",
     "60"),
    ("You answer questions about the allotments:", _PLOTS, "whats the rent on a half plot", "35"),
])
def test_material_after_the_label(llm, system, doc, question, right):
    """Read as a grounded answer over the material after the colon (read80: no task, or no document)."""
    out = _ask(llm, f"{system}\n\n{doc}", question)
    assert right in out.content and not out.response_metadata.get("simulator_limit"), out.content


@pytest.mark.parametrize("system", ["Je beantwoordt vragen over de sporthal:",
                                    "U beantwoordt vragen van leden over de prijslijst:"])
def test_dutch_material_read_whatever_the_question(llm, system):
    """The Dutch label introduces the material whatever the question: a question the material does not answer
    gets the documents' own limit, not "no tool, document or fact" (read80: the material was read only when the
    question's words met it, as 'wat is de zaalhuur per uur' (a guard row below) did)."""
    out = _ask(llm, f"{system}\n\n{_ZAAL}", "is er een kantine")
    assert out.response_metadata["explanation"]["task"] == "answer"
    assert out.response_metadata.get("simulator_limit") or "weet" in out.content.lower() or "know" in out.content


def test_dutch_matching_question_guard(llm):
    """Guard (passes on read80 too): a question whose words meet the material is answered from it."""
    out = _ask(llm, f"Je beantwoordt vragen over de sporthal:\n\n{_ZAAL}", "wat is de zaalhuur per uur")
    assert "40" in out.content and not out.response_metadata.get("simulator_limit")


def test_topic_not_named_by_the_first_line(llm):
    """Guard (passes on read80 too): the topic's material whose first line does not name it is not read as the
    material (the stated limit), so the reply is a stated limit, never a guess."""
    doc = _PLOTS.replace("Greenway Allotments - plot rules 2026", "Rules for 2026")
    out = _ask(llm, f"You answer questions about the allotments:\n\n{doc}", "whats the rent on a half plot")
    assert out.response_metadata.get("simulator_limit")
