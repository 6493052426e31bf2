"""A correction written in Danish, Norwegian or Swedish (issue 26, the sixty-first set's ZW8; fix66c): the change
labels ("Rettelse", "Ændring", "Retting", "Rättelse") and "er nu" / "är nu" / "koster nå" in
data/sim/later_corrections.yaml, the money verbs "koster" / "kostar" / "pris" read as words of asking
(data/sim/asked_kinds.yaml, lexicons.yaml), and the rereading of ``request_verbs`` running the later-correction
check (``quoted_answer.corrected_later``). Material invented here (a choir's fees, a marina, a Swedish allotment
society); each test fails on read79 (the old value, or "I could not find anything about 'kostar'")."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded import later_corrections

KOR = ("Koret Nordlys - priser 2027\nMedlemskontingent: 1.200 kr. om året\nNodepenge: 150 kr.\n"
       "Korrejse til Berlin: 2.400 kr.\nRettelse (bestyrelsen 3. marts): medlemskontingentet er nu 1.350 kr. om året.")
HAVN = ("Småbåthavna - priser\nBåtplass: 2 400 kr i året\nVinterlagring: 900 kr\n"
        "Retting: båtplassen koster nå 2 600 kr i året")
KOLONI = ("Koloniföreningen Solrosen - avgifter\nÅrsavgift: 500 kr\nVattenavgift: 120 kr\n"
          "Rättelse: årsavgiften är nu 550 kr")


def _ask(doc: str, question: str) -> str:
    return SimulatedChatModel().invoke([SystemMessage(f"Svar ud fra dokumentet.\n\n{doc}"),
                                        HumanMessage(question)]).content


@pytest.mark.parametrize("line", ["Rettelse (bestyrelsen 3. marts): medlemskontingentet er nu 1.350 kr. om året.",
                                  "Ændring: prisen er nu 80 kr.", "Retting: båtplassen koster nå 2 600 kr i året"])
def test_a_nordic_change_line_is_marked(line):
    assert later_corrections.marked(line)


@pytest.mark.parametrize(("doc", "question", "new", "old"), [
    (KOR, "hvad koster medlemskontingent?", "1.350", "1.200 kr."),
    (HAVN, "hva koster båtplass?", "2 600", "2 400"),
    (KOLONI, "vad kostar årsavgiften?", "550", "500 kr"),
    (KOR, "medlemskontingent pris?", "1.350", "1.200 kr."),  # the rereading without "pris" (request_verbs)
])
def test_the_correction_answers_and_the_money_verb_is_not_missing(doc, question, new, old):
    reply = _ask(doc, question)
    assert new in reply and "could not find" not in reply
    assert old not in reply or "corrects" in reply
