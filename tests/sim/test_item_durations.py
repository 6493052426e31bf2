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
