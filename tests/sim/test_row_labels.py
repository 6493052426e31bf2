"""Table rows labelled short ("R" / "L", "OD" / "OS") and headers written short ("CYL", "SPH")
read as the words a question uses (issue 26, twentyfixB: the twentieth set's O8). The tables and
questions are invented for this test; each test fails on the code before the change."""

from __future__ import annotations

import pytest

from course_lib.sim.material.record_keys import header_words, row_label_words
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_CONTACTS = """Contact lens fitting - Harbour Eyecare
Client: Tomasz Wren        Fitted: 3 March 2028
        SPH      CYL      AXIS
R      -4.00    -1.25     170
L      -3.50    -0.25      10
Review in 6 months.
"""

_OPTICIAN = """Kestrel Vision - glasses order 5521
        SPH      CYL      AXIS
OD     +0.75    -0.50      45
OS     +1.25    -1.00     135
Frame: tortoiseshell, size 52
"""


@pytest.mark.parametrize("cells, words", [
    ((("", "R"), ("SPH", "-4.00")), "right"),
    ((("", "L"), ("SPH", "-3.50")), "left"),
    ((("", "OS"), ("SPH", "+1.25")), "left eye"),
    ((("Side", "R"), ("SPH", "-4.00")), ""),  # a cell under a header is a value, no row label
    ((("", "Rye"), ("Price", "4.10")), ""),
])
def test_a_row_label_written_short_is_read_as_its_words(cells, words):
    assert row_label_words(cells) == words


@pytest.mark.parametrize("header, words", [("CYL", "cylinder"), ("Sph.", "sphere"), ("AX", "axis")])
def test_a_prescription_header_written_short_is_read_as_its_word(header, words):
    assert header_words(header) == words


@pytest.mark.parametrize("doc, question, want, not_want", [
    (_CONTACTS, "What's the cylinder for my left eye?", "-0.25", "-1.25"),
    (_CONTACTS, "What is the sphere on the right?", "-4.00", "-3.50"),
    (_OPTICIAN, "What's the cylinder for the left eye?", "-1.00", "-0.50"),
])
def test_a_question_by_side_and_measure_meets_the_short_row(llm, doc, question, want, not_want):  # noqa: F811
    reply, limits = _rag(llm, doc, question)
    assert want in reply and not_want not in reply, reply
    assert not limits
