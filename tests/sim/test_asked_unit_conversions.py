"""A quantity asked in another unit than the documents write it is converted, or the limit stated
(``grounded.converted_quantities``; issue 26, the forty-third set's LL7 (a)). Material and wordings
invented here (a canal boat's tank in gallons, a climbing wall in feet, a sack of seed in pounds, a
parcel in stone and pounds, a pony in hands); the guard cases pass on bdeb6502 too, the others fail
there.
"""

from __future__ import annotations

import re

import pytest

from course_lib.sim.grounded import converted_quantities
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_BOAT = """Narrowboat Kestrel - handover notes
The fresh water tank holds 120 gallons; fill it at every water point.
The diesel tank takes about forty litres a week in summer."""

_WALL = """Cragside climbing centre
The lead wall is 40 feet high and the bouldering cave has 12 problems.
Shoe hire is GBP 4."""

_SEED = """Allotment shop
Grass seed comes in 5 lb bags; bird seed in 2 kg tubs."""

_PONY = """Pebbles is a Welsh pony, 12 hands, grey, and very calm with children."""

_PARCEL = """Shipment note: one crate, 3 st 4 lb, fragile."""


def _numbers(text: str) -> list[float]:
    return [float(n.replace(",", "")) for n in re.findall(r"\d[\d,]*(?:\.\d+)?", text)]


@pytest.mark.parametrize(("doc", "question", "value", "tol"), [
    (_BOAT, "How much water does the tank hold in litres?", 545.5, 3),  # British gallons (US: 454)
    (_WALL, "How high is the lead wall in metres?", 12.2, 0.2),
    (_SEED, "How heavy is a bag of grass seed in kilograms?", 2.27, 0.03),
    (_PONY, "How tall is Pebbles in centimetres?", 121.9, 1.5),
])
def test_the_quantity_converted(llm, doc, question, value, tol):  # noqa: F811
    text, limits = _rag(llm, doc, question)
    assert not limits and any(abs(n - value) <= tol for n in _numbers(text)), text


def test_two_quantities_that_could_be_meant_are_a_limit(llm):  # noqa: F811
    text, limits = _rag(llm, _PARCEL, "How heavy is the crate in kilograms?")
    assert limits or any(abs(n - 20.9) <= 0.3 for n in _numbers(text)), text


@pytest.mark.parametrize(("doc", "question", "want"), [  # guards: no conversion asked
    (_WALL, "How many problems does the bouldering cave have?", "12"),
    (_SEED, "What size are the bird seed tubs?", "2 kg"),
])
def test_no_conversion_asked(llm, doc, question, want):  # noqa: F811
    text, limits = _rag(llm, doc, question)
    assert not limits and want in text, text


def test_the_reader_gives_both_readings_of_a_regional_unit():
    found = converted_quantities.converted("How heavy is the anvil in kilograms?", ["The anvil weighs 2 cwt."])
    assert [round(v) for _, v in found.values] == [102, 91]
