"""A system prompt that says the assistant answers questions about material it names, the material after
its colon, and a configuration comment that restates a key as a change (issue 26; the sixty-first's ZL2).

"You answer questions about the launderette's price file:" then a ``.properties`` file was read as no
task ("no task it knows scored above its threshold"): the label's "questions" made it a question label,
not the material's. Now "answer(s) / field / handle questions (queries) about <the named material>:"
introduces material when the named thing ends in a material noun (``pointed_material.answers_about_named``,
cues ``patterns.yaml`` pointed_material.answers_about / about_noun); "questions about our opening hours:"
names a topic, not material (the stated limit of this reading).

Behind it a hidden wrong: under any answering prompt a key's value was quoted as written though a comment
line of the file restates the key as a change ("# price change 1 June: washer.large.12kg=7.00"). Now such a
comment (a change word and the whole key path with another value) gives the value in force, the old one
named as changed (``config_files.restated_change``, ``quoted_answer._config_restated``); a commented-out
line with no change word ("#port=8080") changes nothing. Documents, prompts and questions here are
invented (other topics and formats than any set); each behaviour case fails on read79 unless marked a guard.
"""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded import config_files
from course_lib.sim.request import pointed_material

_HIRE = """# Riverside boat hire - rates
boat.rowing.hour=14.00
boat.pedalo.hour=18.00
boat.electric.hour=32.00
lifejacket=free with every hire
deposit=20.00 per boat
# tariff updated 3 May: boat.pedalo.hour=20.00"""

_PRINT = """# Copy shop price settings (per page)
print.mono.a4=0.10
print.colour.a4=0.45
print.colour.a3=0.90
binding.comb=3.50
# new price: binding.comb = 4.00"""

_KIOSK = """# kiosk.properties
screen.timeout=30
screen.brightness=80
#screen.timeout=60
printer.enabled=true"""


@pytest.fixture(scope="module")
def llm():
    return SimulatedChatModel()


def _ask(llm, system: str, question: str) -> str:
    return llm.invoke([SystemMessage(system), HumanMessage(question)]).content


@pytest.mark.parametrize(("label", "expected"), [
    ("You answer questions about the launderette's price file", True),
    ("You field queries on our fee list", True),
    ("Answer questions about this rota", True),
    ("You handle enquiries about the boat hire rate file below", True),
    ("You answer questions about our opening hours", False),  # a topic named, no material
    ("You answer questions about the weather", False),
    ("Answer questions from the customers", False),
])
def test_answers_about_named(label, expected):
    """The label reading alone (the True rows are new readings; the False rows guard the stated limit and fail
    on read79 only because the function is new)."""
    assert pointed_material.answers_about_named(label) is expected


@pytest.mark.parametrize(("system", "question", "right"), [
    ("You answer questions about the boat hire rate file:", "how much is a rowing boat for an hour", "14.00"),
    ("You take questions about the copy shop's price settings file:", "a4 colour page price?", "0.45"),
    ("You answer customer questions about this price list:", "deposit per boat?", "20.00"),
])
def test_material_after_an_answering_about_label(llm, system, question, right):
    """Read as a grounded answer over the material after the colon (read79: "can't tell what this prompt asks")."""
    doc = _HIRE if "boat" in system else _PRINT if "copy" in system else _HIRE
    out = _ask(llm, f"{system}\n\n{doc}", question)
    assert right in out and "can't tell what this prompt asks" not in out


@pytest.mark.parametrize(("system", "doc", "question", "new", "old"), [
    ("You answer questions about the boat hire rate file:", _HIRE, "pedalo for an hour, how much", "20.00", "18.00"),
    ("Answer from the document below.", _HIRE, "pedalo for an hour, how much", "20.00", "18.00"),
    ("Use the settings below to answer.", _PRINT, "how much is comb binding", "4.00", "3.50"),
])
def test_restated_change_applied(llm, system, doc, question, new, old):
    """The comment's value is given, the file's old value named as changed (read79: the old value quoted)."""
    out = _ask(llm, f"{system}\n\n{doc}", question)
    assert new in out and "changes it from" in out


def test_restated_change_reading():
    """``restated_change`` over parsed settings: the change comment, not a commented-out setting."""
    hire = {s.where(): s for s in config_files.parse(_HIRE).settings}
    got = config_files.restated_change(hire["boat.pedalo.hour"], [_HIRE])
    assert got is not None and got.new == "20.00"
    assert config_files.restated_change(hire["boat.rowing.hour"], [_HIRE]) is None
    kiosk = {s.where(): s for s in config_files.parse(_KIOSK).settings}
    assert config_files.restated_change(kiosk["screen.timeout"], [_KIOSK]) is None  # "#screen.timeout=60": off


def test_commented_out_setting_is_no_change(llm):
    """Guard (passes on read79 too): a commented-out line restating the key with no change word leaves the value."""
    out = _ask(llm, f"Answer from the settings below.\n\n{_KIOSK}", "what is the screen timeout")
    assert "30" in out and "changes it from" not in out


@pytest.mark.parametrize(("system", "question", "right"), [
    ("You help customers with the price list below.", "how much is an a3 colour print", "0.9"),
    ("Answer using this menu:", "price of a mono a4 page", "0.1"),
])
def test_other_introducing_wordings(llm, system, question, right):
    """Guard (passes on read79 too): the classes file's other wordings that introduce the material. (A TOML-valid
    file's "0.90" is read as the float 0.9 and given so: noticed, left alone.)"""
    assert right in _ask(llm, f"{system}\n\n{_PRINT}", question)
