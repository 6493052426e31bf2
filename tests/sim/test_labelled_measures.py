"""``values.labelled_measures``: a number field takes the figure its own measure word introduces when
a text states several measures (the forty-ninth set's RR10), through the one field reader
(``field_readers.read_field``) that structured output and tool arguments share. Invented wordings."""

import pytest

from course_lib.sim.values.field_readers import read_field
from course_lib.sim.values.labelled_measures import field_measure, own_part


@pytest.mark.parametrize(("name", "description", "want"), [
    ("height_cm", "身高,厘米", "height"), ("depth_m", "", "depth"), ("weight", "in kg", "weight"),
    ("width_in", "how wide, in inches", "width"), ("price", "in pounds", None), ("size", "", None),
])
def test_field_measure(name, description, want):
    assert field_measure(name, description) == want


@pytest.mark.parametrize(("name", "description", "text", "want"), [
    ("height_cm", "身高,厘米", "体重一百一十斤,身高一米六二。", 162.0),
    ("weight_kg", "体重,公斤", "体重一百一十斤,身高一米六二。", 55.0),
    ("depth_cm", "depth in centimetres", "A pond 3 m wide and 80 cm deep.", 80.0),
    ("width_m", "width in metres", "A pond 3 m wide and 80 cm deep.", 3.0),
    ("length_mm", "", "Shelf: length 1.1 m, thickness 22 mm.", 1100.0),
    ("thickness_mm", "", "Shelf: length 1.1 m, thickness 22 mm.", 22.0),
    ("width_cm", "宽,厘米", "桌子长一米五,宽七十公分。", 70.0),
    ("height_cm", "height in cm", "He's 1.8 m tall.", 180.0),  # one measure: the whole text, as before
])
def test_read_field(name, description, text, want):
    assert read_field(name, description, "number", text) == pytest.approx(want)


def test_own_part_none_for_one_measure():
    assert own_part("height_cm", "", "She is 1.5 m tall.") is None
    assert own_part("price", "", "2 m long and 3 m wide") is None
