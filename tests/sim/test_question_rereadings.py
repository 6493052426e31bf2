"""``question_rereadings``: an abbreviation the documents spell out, a mistyped word one edit from a
document's word, a misspelled name beside another name of the question. Invented notes."""

from __future__ import annotations

from course_lib.sim.grounded.question_rereadings import (
    abbreviations_spelled_out,
    misspelled_name,
    mistyped,
)
from tests.sim._replies_helpers import grounded

WARD = "Patients in the high dependency unit may have two visitors."
BENCHES = "Okonkwo, Adaeze - lab bench 14\nPereira, Tomas - lab bench 9"


def test_an_abbreviation_spelled_out_by_the_documents():
    assert abbreviations_spelled_out(grounded(WARD, "How many visitors in HDU?")) == (
        "How many visitors in high dependency unit?", [("HDU", "high dependency unit")])
    assert abbreviations_spelled_out(grounded(WARD, "How many visitors in ICU?")) is None  # spelled nowhere
    assert abbreviations_spelled_out(grounded(WARD, "HOW MANY VISITORS IN HDU?")) is None  # shouted, no abbreviation


def test_a_mistyped_word():
    notes = "The greenhouse vents open automatically above 26 degrees."
    assert mistyped(grounded(notes, "When do the greenhouse vnets open?")) == ("vnets", "vents", True)
    assert mistyped(grounded(notes, "When do the greenhouse vents open?")) is None


def test_a_misspelled_name_beside_another_name():
    assert misspelled_name(grounded(BENCHES, "Which bench is Adaeze Okonkow at?")) == ("Okonkow", "Okonkwo", True)
    # alone, a name one letter from another may be another person: not read as meant
    assert misspelled_name(grounded(BENCHES, "Which bench is Okonkow at?")) is None
