"""``typos``: an unknown lower-case word read as the one document word it is one edit from.
Invented notes."""

from __future__ import annotations

from course_lib.sim.words.typos import corrected, document_words, is_unknown, meant

NOTES = ("The greenhouse vents open at 26 degrees.",)


def test_a_typo_is_read_as_meant():
    assert is_unknown("platfrom") and not is_unknown("platform")
    assert meant("vnets", NOTES) == "vents"
    assert meant("vents", NOTES) is None  # a word it knows
    assert corrected("when do the vnets open", NOTES) == "when do the vents open"
    assert corrected("when do the vents open", NOTES) == "when do the vents open"
    assert sorted(document_words("The Greenhouse vents open")) == ["greenhouse", "open", "vents"]
