"""A question in a language the simulator matches only word for word (not English, not Chinese),
over documents in that language (``reading_doubts.word_for_word``; issue 26, the thirty-seventh
set's FF5): its question words are no content words the documents must hold (lexicons.yaml
other_question_words: Dutch and German ones added), so "nothing about 'Wat'" is not said. A club
newsletter in Dutch and a building notice in German of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib import SimulatorLimitWarning

NL = """Nieuwsbrief sportvereniging De Linde

- De kantine is vanaf 4 november op zaterdag open van 9.00 tot 17.00 uur.
- Een nieuwe clubtas kost EUR 35 en is te bestellen bij het secretariaat.
- De contributie voor junioren gaat omhoog van EUR 90 naar EUR 96 per seizoen.
- Het trainingskamp is van 12 tot en met 14 april in Ede."""

DE = """Mitteilung der Hausverwaltung Lindenhof

- Ab dem 1. März wird die Tiefgarage nachts abgeschlossen. Einen Schlüssel erhalten Sie beim Hausmeister gegen 20 Euro Pfand.
- Die Nebenkosten steigen ab Januar von 210 Euro auf 225 Euro im Monat.
- Der Aufzug in Haus C ist am Dienstag, 8. April, von 7 bis 12 Uhr außer Betrieb."""


def _ask(doc: str, question: str) -> tuple[str, bool]:
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage("Beantwoord vragen over de tekst hieronder.\n\n" + doc),
                                           HumanMessage(question)]).content
    return out, any(issubclass(w.category, SimulatorLimitWarning) for w in caught)


@pytest.mark.parametrize("question, right", [
    ("Wat kost een clubtas?", "EUR 35"),
    ("Waar is het trainingskamp?", "in Ede"),
    ("Wanneer is de kantine open?", "9.00 tot 17.00"),
])
def test_a_question_word_is_no_missing_content(question, right):
    out, limited = _ask(NL, question)
    assert right in out and "could not find anything" not in out and not limited, out


def test_an_answer_in_the_language_stays():
    out, limited = _ask(DE, "Wann ist der Aufzug außer Betrieb?")
    assert "7 bis 12 Uhr" in out and not limited, out
