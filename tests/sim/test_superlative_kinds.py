"""A superlative names its kind (``material.superlatives``; issue 26, the forty-fourth set's MM3):
"the longest" ranks a length or a duration, never a column the question's other words name
("screening" in "price_per_screening"); one column of clock ranges gives durations; "the most / least
expensive" is a price. Wordings and material are my own (branch fix46a): a cinema's CSV, a livery
yard's markdown table, a choir's rehearsal timetable; none from a fresh set or my probe ``worked_b``.
The rows marked "fails on base" fail on 1d73706e (the others are the same there)."""

from __future__ import annotations

import pytest

from course_lib.sim.material import superlatives

CINEMA = ("screening,film,price_per_screening,times\n"
          "1,The Salt Road,9.50,14:00-15:52\n2,Paper Moons,12.00,16:10-17:40\n3,Northern Lights,8.00,18:00-20:45\n")
LIVERY = ("| Horse | Stall fee per week | Age | Weight kg |\n|---|---|---|---|\n"
          "| Bramble | £65 | 14 | 520 |\n| Comet | £80 | 6 | 610 |\n| Dusty | £55 | 21 | 480 |")
HIKES = ("date,route,walkers,distance_miles,pace_mph\n"
         "4 May,Long Mynd,12,9.5,2.4\n11 May,Stiperstones,18,6.0,2.9\n18 May,Wenlock Edge,9,11.0,2.2\n")
CAKES = ("| Cake | Slice | Whole |\n|---|---|---|\n| Lemon drizzle | £3.20 | £22 |\n| Carrot | £3.60 | £25 |\n"
         "| Coffee and walnut | £3.40 | £26 |")
CHOIR = ("part,rehearsal,room_no\nSopranos,18:30-19:15,4\nAltos,19:15-20:30,2\nTenors,18:00-18:45,7\n")

CASES = [  # (question, document, the picked rows' keys or None)
    ("Which screening is the longest?", CINEMA, ("Northern Lights",)),  # fails on base (the price ranked)
    ("Which screening is the shortest?", CINEMA, ("Paper Moons",)),  # fails on base
    ("Which screening is the cheapest?", CINEMA, ("Northern Lights",)),
    ("Which film is the most expensive?", CINEMA, ("Paper Moons",)),  # fails on base ("most" alone ranks no kind)
    ("Which film is the least expensive?", CINEMA, ("Northern Lights",)),  # fails on base
    ("Which horse is the oldest?", LIVERY, ("Dusty",)),
    ("Which horse is the heaviest?", LIVERY, ("Comet",)),
    ("Which horse has the cheapest stall?", LIVERY, ("Dusty",)),
    ("Which part rehearses the longest?", CHOIR, ("Altos",)),  # fails on base (no span of one column read)
    ("Which horse is the tallest?", LIVERY, None),  # no column of heights: no ranking
    ("Which walk was the longest?", HIKES, ("Wenlock Edge",)),  # fails on base ("walkers" ranked); never the pace
    ("Which cake is cheapest by the slice?", CAKES, ("Lemon drizzle",)),  # a column of money by its cells
]


@pytest.mark.parametrize(("question", "doc", "keys"), CASES)
def test_a_superlative_ranks_a_column_of_its_kind(question, doc, keys):
    found = superlatives.ranked(question, [doc])
    assert (found.keys if found else None) == keys, found
