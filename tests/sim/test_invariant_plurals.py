"""``counted_things``: a noun whose plural is the word itself is a counted thing ("5 sheep",
"2 sea trout", "3 deer"; ``invariant_plurals`` in data/sim/lexicons.yaml), as a plural in "s" is
(issue 26). Texts invented here; behaviour cases fail on fd1edf3 (a thing not in "s" was not
read), guards marked.
"""

from __future__ import annotations

import pytest

from course_lib.sim.values import counted_things


@pytest.mark.parametrize(("text", "count", "thing"), [
    ("Counted 5 sheep in the top field", 5, "sheep"),
    ("landed 2 sea trout before dark", 2, "sea trout"),
    ("three deer crossed the road at dusk", 3, "deer"),
    ("spotted 40 grouse on the moor", 40, "grouse"),
    ("we saw 2 moose and nothing else", 2, "moose"),
    ("12 aircraft on the apron", 12, "aircraft"),
    ("saw 3 red kites over the ridge", 3, "red kites"),  # guard: a plural in "s"
    ("2 sole traders signed up", 2, "sole traders"),  # guard: "sole" read on to the plural
])
def test_the_count_and_the_thing(text, count, thing):
    assert counted_things.count(text) == count and counted_things.thing(text) == thing


@pytest.mark.parametrize("text", [
    "5 sheep and 2 goats",  # two counts: neither read
    "waited 3 hours by the river",  # guard: no counted thing
    "a class of 30 pupils and 2 teachers",  # guard: two counts
])
def test_no_one_count(text):
    assert counted_things.thing(text) is None or counted_things.count(text) is None
