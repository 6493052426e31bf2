""""I don't know" when a word of the question looks mistyped is no evidence of absence (issue 26,
``question_rereadings.mistyped``).

The simulator matches words as they are written, so "Which gaet ...?" over notes that say "gate"
found nothing and answered "I don't know." as surely as over notes that lack the answer. Now a
lower-case question word that is no word it knows (Zipf 0) and one edit from a word of the
documents (a letter added, dropped or changed, two neighbours swapped) makes that reply a stated
limit; and when the word is one edit from one document word only and the question read with that
word is answered whole, it is answered (eleventh D1(d)). Notes invented for this test; each behaviour case fails on the code before the change;
the guard passes on both.
"""

from __future__ import annotations

import pytest

from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture


@pytest.mark.parametrize(
    ("notes", "question", "typo"),
    [
        ("Boarding for flight BA117 closes twenty minutes before departure at gate 22.",
         "Which gaet does BA117 leave from?", "gaet"),
        ("Locker rental: the lockers cost two euros a day, paid at the kiosk.",
         "How much do the lcokers cost?", "lcokers"),
        ("Dogs on leads are welcome in the courtyard, but not inside the galleries.",
         "Are dogs allowed in the courtyrad?", "courtyrad"),  # read as meant, "allowed" is still not met
    ],
)
def test_a_mistyped_word_is_never_a_trusted_i_dont_know(llm, notes, question, typo):  # noqa: F811
    # (twentyfirstfixA: the word is read as meant before the documents are searched, ``typos``, so
    # the sentence holding the meant word is answered or a limit stated; never "I don't know.")
    text, stated = _rag(llm, notes, question)
    assert text != "I don't know." and (stated or typo not in text), (text, stated)


@pytest.mark.parametrize(
    ("notes", "question", "answer"),
    [
        ("The pharmacy is next to the station on Quay Street.", "Where is the pharmcy?", "next to the station"),
        ("The library's photocopier is on the second floor, beside the reading room.",
         "Where is the photocpier?", "second floor"),
        ("The museum's cloakroom is free and sits to the left of the main entrance.",
         "Where is the cloakrom?", "left of the main entrance"),
    ],
)
def test_a_mistyped_word_one_edit_from_one_word_is_read_as_meant(llm, notes, question, answer):  # noqa: F811
    # (eleventh D1(d)): the question read with the documents' word answers it whole, so it is answered
    text, stated = _rag(llm, notes, question)
    assert answer in text and not stated, (text, stated)


def test_a_word_the_notes_lack_still_gives_i_dont_know(llm):  # noqa: F811  guard: passed before too
    text, stated = _rag(llm, "Locker rental: the lockers cost two euros a day, paid at the kiosk.",
                        "How much do the bikes cost?")
    assert text == "I don't know." and not stated, (text, stated)


@pytest.mark.parametrize(("a", "b", "near"), [
    ("platfrom", "platform", True), ("gate", "gaet", True), ("color", "colour", True), ("cat", "cut", True),
    ("gate", "gate", False), ("gate", "late", True), ("gate", "grate", True), ("gate", "great", False),
])
def test_one_edit(a, b, near):
    from course_lib.sim.words.text import one_edit as _one_edit

    assert _one_edit(a, b) is near
