"""``partial_answers``: a partial answer whose only covered words run through the whole material together (the
product on every line of a manual, the street of a residents' letter: the lines that hold them all reach
the thresholds ``common_term_share`` / ``common_term_lines``) carries no evidence: the reply is the
absence alone, never a line that shares only that word (issue 26, the thirty-ninth set's HH4).
Invented notes."""

from __future__ import annotations

import warnings

import pytest

KETTLE = """Zephyr kettle - care card
The Zephyr kettle boils up to 1.7 litres.
Descale the Zephyr kettle every four weeks with citric acid.
The Zephyr kettle switches itself off when it boils dry.
Never immerse the Zephyr kettle base in water."""

ESTATE = """Notice to residents of Elm Court
Bins for Elm Court are emptied on Thursdays.
The Elm Court gate code changes on 1 May.
Visitors may park in the two bays by the Elm Court sign."""


def _ask(notes: str, question: str) -> str:
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(f"Answer from the notes.\n\nNotes:\n{notes}\n\nQuestion: {question}").content


@pytest.mark.parametrize(("notes", "question", "not_said"), [
    (KETTLE, "Does the Zephyr kettle have a keep-warm setting?", ("litres", "citric", "boils dry", "immerse")),
    (ESTATE, "Is there a gym at Elm Court?", ("Thursdays", "gate code", "bays")),
], ids=["manual", "residents-letter"])
def test_only_common_words_covered_gives_the_absence(notes, question, not_said):
    text = _ask(notes, question)
    assert "don't know" in text and not any(w in text for w in not_said), text


@pytest.mark.parametrize(("notes", "question", "said"), [
    (KETTLE, "How often should I descale the Zephyr kettle?", "four weeks"),
    (ESTATE, "When are the Elm Court bins emptied?", "Thursdays"),
], ids=["manual-answer", "letter-answer"])
def test_a_telling_word_still_answers(notes, question, said):
    assert said in _ask(notes, question)
