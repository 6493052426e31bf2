"""``material.prose.split_sentences``: a full stop after a one-letter place name ("block B.", "Zone K.",
"klatki C.", "Eingang D.") ends the sentence when a capitalised word follows; initials ("J. Smith",
"Dr. M. Hale") do not (issue 26, fix59b; the fifty-fourth set's pl-meeting). Invented notices; every
row but the guards fails on cb72417e."""

from __future__ import annotations

import pytest

from course_lib.sim.material.prose import split_sentences


@pytest.mark.parametrize(("paragraph", "first"), [
    ("Parents' evening is held in block E. Please sign in at reception.", "Parents' evening is held in block E."),
    ("Odbiór paczek w budynku D. Prosimy o zabranie dowodu.", "Odbiór paczek w budynku D."),
    ("Die Impfung ist im Gebäude C. Parkplätze gibt es hinten, Eingang über die Hofseite.", "Die Impfung ist im Gebäude C."),
    ("Overflow parking is in Zone R. Shuttle buses run every 20 minutes, from 9am.", "Overflow parking is in Zone R."),
])
def test_a_letter_place_stop_ends_the_sentence(paragraph, first):
    assert split_sentences(paragraph)[0] == first


@pytest.mark.parametrize("paragraph", [
    "The lecture is given by P. Moreau, curator of maps, at noon.",  # guard: an initial
    "Wards are run by Dr. K. Osei and Sister A. Lyle, with rotas weekly.",  # guard: initials after titles
    "Meet at gate F. then walk along the canal to the lock, all of us.",  # guard: a small letter follows
])
def test_guard_an_initial_or_a_small_letter_does_not_cut(paragraph):
    assert len(split_sentences(paragraph)) == 1
