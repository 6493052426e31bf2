"""``prose``: sentences split, a document's units, a data file's keys. Invented texts."""

from __future__ import annotations

from course_lib.sim.material.prose import data_keys, split_sentences, units


def test_sentences_and_units():
    assert split_sentences("The ferry leaves at 8. Tickets cost £5! Is it late?") == (
        "The ferry leaves at 8.", "Tickets cost £5!", "Is it late?")
    read = units("# Title\n\nFirst sentence. Second one.")
    assert [u.text for u in read] == ["Title", "First sentence.", "Second one."] and read[0].heading


def test_data_keys():
    assert data_keys("port = 8080\nhost = example.org") == "port host"
    assert data_keys("Just a sentence here.") == ""
