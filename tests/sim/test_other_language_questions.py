"""Questions in other languages (issue 26): their question words are read like "when" or "how
much", not as words the notes must hold (``other_question_words``), and an abbreviation written
before a figure ("kl. 10.00", "godz. 18.00") ends no sentence (``abbreviations_before_figure``,
both in data/sim/lexicons.yaml). Invented notes, none from the fresh sets."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

SV = """Meddelande från Lindby bibliotek

Biblioteket är öppet vardagar 09.00-19.00, på lördagar öppnar vi först kl. 11.00. Söndagar är det stängt.
"""
PL = """Basen miejski -- informacje

W dni powszednie basen jest czynny od 6.00, a w niedziele zamykamy już o godz. 16.30. Sauna jest nieczynna.
"""
RO = """Anunț de la biblioteca din Vălenii de Sus

Biblioteca este deschisă de luni până vineri, 09.00-18.00. Sâmbăta deschidem la ora 10.00.
Permisul de cititor costă 10 lei pe an.
Atelierul de lectură pentru copii: miercuri la ora 16.00, cu doamna Ionescu.
"""
DA = """Nyt fra Havnebadet

Havnebadet åbner den 1. juni. Vandet testes hver morgen, og livredderne er på vagt fra kl. 10.00.
"""


def _ask(context: str, question: str) -> str:
    from course_lib.sim import SimulatedChatModel

    system = SystemMessage(f"Use only the context below to answer.\n\nContext:\n{context}")
    return SimulatedChatModel().invoke([system, HumanMessage(question)]).content


@pytest.mark.parametrize(
    ("context", "question", "want", "word"),
    [
        (SV, "När öppnar biblioteket på lördagar?", "kl. 11.00", "När"),
        (PL, "Kiedy zamykają basen w niedziele?", "godz. 16.30", "Kiedy"),
        (DA, "Hvornår er livredderne på vagt?", "kl. 10.00", "Hvornår"),
        (RO, "Cât costă permisul de cititor?", "10 lei", "Cât"),
        (RO, "Cine ține atelierul de lectură pentru copii?", "Ionescu", "Cine"),
        (RO, "Când este atelierul de lectură pentru copii?", "16.00", "Când"),
    ],
)
def test_a_question_word_of_another_language_names_no_topic(context, question, want, word):
    text = _ask(context, question)
    assert want in text
    assert f"'{word}'" not in text  # never "I could not find anything about 'När'"


@pytest.mark.parametrize(
    ("paragraph", "whole"),
    [
        ("På fredagar stänger vi redan kl. 20.00. Bastun är stängd.", "På fredagar stänger vi redan kl. 20.00."),
        ("Kasa czynna do godz. 17. Wstęp wolny.", "Kasa czynna do godz. 17."),
    ],
)
def test_an_abbreviation_before_a_figure_ends_no_sentence(paragraph, whole):
    from course_lib.sim.material.prose import split_sentences

    assert split_sentences(paragraph)[0] == whole
