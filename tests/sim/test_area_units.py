"""Area units (``words.area_units``; issue 26, the forty-fifth set's NN3 (b)): two-word and signed
area units read as one unit, so a quantity asked in another area unit is converted (grounded
``converted_quantities``) and an area field takes its value in its own unit (``field_readers``).
Material and wordings invented here (a studio flat, a market garden, allotment beds, a lawn, a
farm), none from a probe or a fresh set. The conversion and field rows fail on 91badf2a."""

from __future__ import annotations

import re

import pytest

from course_lib.sim.grounded.converted_quantities import Converted, Unworked, converted
from course_lib.sim.values.field_readers import read_field
from course_lib.sim.words.area_units import area_tokens, area_unit, shown_areas


@pytest.mark.parametrize(("text", "token"), [
    ("The studio is 45 m² in all.", "45sqm"),
    ("a 300 sq ft lawn", "300 sqft"),
    ("Bed 2: 8 square yards", "8 sqyd"),
    ("nearly 2 square miles of moor", "2 sqmi"),
    ("floor: 60m2", "60sqm"),
])
def test_tokens(text, token):
    assert token.replace(" ", "") in area_tokens(text).replace(" ", "")
    assert shown_areas(area_tokens(text)).replace("  ", " ") != area_tokens(text)


def test_plain_text_untouched():
    assert area_tokens("Square dance on the 2nd at 7 pm.") == "Square dance on the 2nd at 7 pm."
    assert area_unit("sqyd") == "yard ** 2" and area_unit("yard") is None


CONVERTED = [  # (question, documents, value, tolerance)
    ("How many square feet is the studio?", "The studio flat measures 45 m², with a kitchenette.", 484.4, 1.0),
    ("What is the market garden in acres?", "The market garden covers 2 hectares beside the river.", 4.94, 0.02),
    ("How big is bed 3 in square metres?", "Beds for hire\nBed 2: 8 square yards.\nBed 3: 12 square yards.", 10.03, 0.05),
]


@pytest.mark.parametrize(("question", "docs", "value", "tol"), CONVERTED)
def test_converted(question, docs, value, tol):
    out = converted(question, [docs])
    assert isinstance(out, Converted), out
    assert abs(out.values[0][1] - value) <= tol
    assert not re.search(r"\bsq(?:m|ft|yd)\b", out.text())  # shown in words


def test_two_areas_unlabelled_are_the_limit():
    out = converted("How big are the beds in square metres?", ["Bed 2: 8 square yards. Bed 3: 12 square yards."])
    assert isinstance(out, Unworked)


@pytest.mark.parametrize(("name", "description", "text", "value"), [
    ("lawn_sqm", "", "The back lawn is 300 sq ft.", 27.87),
    ("size_hectares", "", "The farm is 40 acres of pasture.", 16.19),
    ("area", "the plot's area in square yards", "Plot A is 100 square metres.", 119.6),
])
def test_area_fields(name, description, text, value):
    got = read_field(name, description, "number", text)
    assert got is not None and abs(got - value) < 0.05
