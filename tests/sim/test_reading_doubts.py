"""``reading_doubts``: a follow-up that only refers to an earlier item, and a question and documents
in a language it matches only word for word. Invented notes."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.reading_doubts import only_a_reference, other_words
from course_lib.sim.reports import explain
from tests.sim._replies_helpers import grounded


@pytest.mark.parametrize(
    ("question", "expected"),
    [("And the other one?", True), ("What about the second one?", True),
     ("And the other bakery's hours?", False), ("When does it open?", False)],
)
def test_only_a_reference(question, expected):
    assert only_a_reference(question) is expected


def test_a_question_and_documents_in_german_state_a_limit():
    notes = "Die Bibliothek schließt am Samstag um 14 Uhr. Ausleihe bis drei Wochen."
    with explain.collecting() as note:
        reply = other_words(grounded(notes, "Wann schließt die Bibliothek am Sonntag?"))
    assert "German" in reply and note["limit"] == reply


def test_an_earlier_item_it_does_not_resolve_states_a_limit():
    request = grounded("The bakery opens at seven. The deli opens at nine.", "And the other one?",
                       turns=(("When does the bakery open?", "At seven."),))
    assert "earlier" in other_words(request)


def test_an_english_question_over_english_notes_is_no_doubt():
    assert other_words(grounded("The bakery opens at seven.", "What time does the bakery open?")) is None


@pytest.mark.parametrize(("question", "found"), [("Is the latter cheaper?", "the latter"),
                                                 ("What about the second one?", "the second one"),
                                                 ("Is the second bakery open?", None)])
def test_earlier_item(question, found):
    from course_lib.sim.grounded.reading_doubts import earlier_item

    m = earlier_item(question)
    assert (m.group(0) if m else None) == found
