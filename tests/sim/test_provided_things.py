"""An obligation question about a thing a line says is provided is answered "No", "Yes" when the line
says it is not (``grounded.provided_things``; issue 26, the forty-sixth set's OO10). Wordings and
material are my own (branch fix48a), none from a fresh set or my probe ``kinds_d``: a youth hostel, a
ski school, a cookery class, a campsite. The "answered" rows fail on 51a15e7a (the provided line
quoted with "I don't know that part", or a limit); the "left" rows pass on both."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.provided_things import answer
from tests.sim._chat import ask_rag

HOSTEL = "Seaview Youth Hostel\nCheck-in from 3 pm.\nBed linen is provided; towels can be hired for £2.\nNo alcohol on site."
SKI = "École de ski Les Arolles\nCours collectifs de 9 h à 11 h.\nLe casque est fourni pour les enfants.\nForfait non compris."
KOCH = "Kochkurs am Samstag\nBeginn 10 Uhr, Dauer vier Stunden.\nSchürzen werden gestellt.\nGetränke sind nicht inbegriffen."
CAMPING = "Camping El Pinar\nLa electricidad está incluida en la parcela.\nLa leña no está incluida: 6 euros el saco."

ANSWERED = [  # (notes, question, said)
    (HOSTEL, "Do I need to bring bed linen?", "No - Bed linen is provided"),
    (SKI, "Dois-je acheter un casque ?", "Non - Le casque est fourni"),
    (KOCH, "Müssen wir eine Schürze mitbringen?", "Nein - Schürzen werden gestellt"),
    (CAMPING, "¿Tenemos que pagar la electricidad aparte?", "No - La electricidad está incluida"),
    (CAMPING, "¿Hay que pagar la leña?", "Sí - La leña no está incluida"),
    (KOCH, "Muss ich Getränke bezahlen?", "Ja - Getränke sind nicht inbegriffen"),
]

LEFT = [  # no obligation question, or the clause with the thing says nothing of it being provided
    (HOSTEL, "Can I bring my own bed linen?", ("No - ",)),
    (HOSTEL, "Do I need to bring a towel?", ("No - Bed linen",)),
    (SKI, "À quelle heure commencent les cours ?", ("Non - ",)),
]


@pytest.mark.parametrize(("notes", "question", "said"), ANSWERED)
def test_an_obligation_over_a_provided_thing_is_answered(notes, question, said):
    reply, _ = ask_rag(notes, question)
    assert reply.startswith(said), reply


@pytest.mark.parametrize(("notes", "question", "not_said"), LEFT)
def test_other_questions_are_left_to_the_other_readers(notes, question, not_said):
    assert answer(question, [notes]) is None or not answer(question, [notes]).startswith(not_said)
    reply, _ = ask_rag(notes, question)
    assert not any(reply.startswith(n) for n in not_said), reply
