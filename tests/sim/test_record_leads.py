"""``grounded.record_leads``: a rule or an age bound read from one line answers a question about that
line's thing only; a question naming another line's lead is not answered by it (issue 26: "can a 10
year old swim in the main pool" over a leisure centre's notes got "No: ... 'ages 16+'", the gym's
bound; "can my 15 yr old use the gym" got the sauna's "adults only"). Wordings of my own (a
makerspace's notes). The chat rows fail on start74; rows named guards pass there too."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded import record_leads

NOTES = """You answer members' questions for Forge Makerspace. Use these notes.

Laser cutter: inducted members only, book a 1-hour slot.
3D printers: ages 14+, filament at cost.
Wood shop: adults only, dust masks provided.
Electronics bench: soldering irons and a scope, open all hours.
Sewing corner - two machines, bring your own thread.
"""


def _ask(question: str) -> str:
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        return SimulatedChatModel().invoke([SystemMessage(NOTES), HumanMessage(question)]).content


@pytest.mark.parametrize("question", [
    "can my 12 yr old use the electronics bench",
    "can my 10 year old use the sewing corner",
])
def test_another_lines_rule_is_no_answer(question):
    out = _ask(question)
    assert not out.startswith(("No", "Yes")), out  # (a stated limit that names the line it read is no verdict)


def test_the_asked_lines_own_rule_still_answers():
    assert _ask("can my 16 year old use the wood shop").startswith("No")  # guard: its own line's rule
    assert _ask("can my 12 year old use the 3d printers").startswith("No")  # guard


def test_the_named_leads():
    bodies = [NOTES]
    assert record_leads.named("can my kid use the wood shop", bodies) == [frozenset({"wood", "shop"})]
    assert record_leads.elsewhere("can my kid use the wood shop", "3D printers: ages 14+", bodies)
    assert not record_leads.elsewhere("can my kid use the wood shop", "Wood shop: adults only", bodies)
    assert not record_leads.elsewhere("can my kid come", "Wood shop: adults only", bodies)  # no lead named


@pytest.mark.parametrize("form, body, expected", [
    ("record", "Kiln room: glaze firing on Fridays.\n- Pottery wheel - book ahead\n2024: a year", ["Kiln room", "Pottery wheel"]),
    ("group", "Cubs: ages 8 to 10\nScouts | ages 10 to 14\nExplorer scouts and leaders: 14+", ["Cubs", "Scouts"]),
])
def test_leads_reads_each_form(form, body, expected):
    """The one line-lead reader (``leads``) both ``named`` and ``only_rules``' sibling groups read
    (fold75: ``only_rules`` had a copy of its own). Fails on start75 (no ``leads``)."""
    assert record_leads.leads([body], form) == expected
