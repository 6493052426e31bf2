""""I don't know" over documents in another language is no evidence of absence (issue 26,
``reading_doubts.other_words``).

The simulator matches words. An English question over a German notice or an Italian menu finds
none of its words, so "I don't know." came out as sure as over English notes that truly lack
the answer. Now, when the question and the documents are in different languages (other than
English and Chinese, which its lexicons bridge), the reply is a stated documents limit. Notes
invented for this test; each behaviour case fails on the code before the change; the guard
passes on both.
"""

from __future__ import annotations

import pytest

from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_GERMAN = ("Hallenbad Nordstadt. Das Becken ist montags wegen Reinigung geschlossen. "
           "Dienstag bis Sonntag von 7 bis 21 Uhr geöffnet. Kinder unter sechs Jahren nur mit Begleitung.")
_ITALIAN = ("Trattoria da Nino. Primi piatti: tagliatelle al ragù, risotto ai funghi porcini. "
            "Il coperto costa due euro. Chiuso il mercoledì.")
_DUTCH = "De bibliotheek is op zaterdag open van tien tot vier. Boeken mogen drie weken geleend worden."


@pytest.mark.parametrize(
    ("notes", "question"),
    [
        (_GERMAN, "On which day is the pool closed for cleaning?"),
        (_ITALIAN, "Which day of the week is the restaurant closed?"),
        (_DUTCH, "¿Cuántas semanas se pueden prestar los libros?"),
    ],
)
def test_a_question_in_another_language_than_the_notes_gets_a_limit(llm, notes, question):  # noqa: F811
    text, stated = _rag(llm, notes, question)
    assert stated and "matches words, not translations" in stated[0], (text, stated)


def test_english_notes_that_lack_the_answer_still_give_i_dont_know(llm):  # noqa: F811  guard: passed before too
    notes = "The pool opens at seven and closes at nine. Children under six must be with an adult."
    text, stated = _rag(llm, notes, "How much does a season ticket cost?")
    assert text == "I don't know." and not stated, (text, stated)
