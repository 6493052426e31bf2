"""``item_durations``: the length of a whole made of items with durations (a playlist, a set list).
Invented lists."""

from __future__ import annotations

from course_lib.sim.values.item_durations import whole_length

PLAYLIST = "Playlist\n1. Intro - 3 minutes\n2. Theme - 4 minutes\n3. Outro - 2 minutes"


def test_whole_length():
    found = whole_length("How long is the playlist?", [PLAYLIST])
    assert found.minutes == 9.0 and found.terms == ("3 minutes", "4 minutes", "2 minutes")
    assert whole_length("How long is the playlist?", ["The playlist is great."]) is None
    assert whole_length("Who made the playlist?", [PLAYLIST]) is None


def test_getting_to_a_place_asks_an_end_time():
    # the sixty-first set's rail-arrive: "what time do i get to <place>" asks an arrival
    from course_lib.sim.values.item_durations import asks_end

    assert asks_end("if we catch the 9:10 ferry what time do we get to the island")
    assert asks_end("when will the coach be into town")
    assert not asks_end("what time do we need to get to 5 stops before")  # a figure after "to": no place
