"""One of N equal parts of an amount, asked in any of the cue languages, is worked: the amount divided
by N, never the line that states the operands nor a rate for a period (``grounded.equal_parts``, read by
``asked_kinds.unmet`` and the grounded reply; issue 26, the fiftieth set's SS5; fix52b). Wordings of my own."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.equal_parts import worked
from tests.sim._chat import ask_rag

BOILER = ("Quote for the new boiler\n"
          "The installation costs £2,400 in total, payable in six equal monthly instalments.\n"
          "The engineer needs access to the loft.")
PADEL = ("Liga de pádel de primavera\n"
         "La inscripción por pareja es de 90 €, en tres cuotas iguales (marzo, abril y mayo).\n"
         "Los partidos se juegan los sábados.")
ZH = "装修费用说明\n总费用24000元,分三期支付。\n工期约六周。"


@pytest.mark.parametrize("question, bodies, reply", [
    ("How much is each instalment for the boiler?", [BOILER], "£400 (£2,400 / 6)."),
    ("¿Cuánto es cada cuota de la inscripción?", [PADEL], "€30 (€90 / 3)."),
    ("装修费每期多少?", [ZH], "8,000 CNY (24,000 CNY / 3)."),
])
def test_one_part_worked(question, bodies, reply):
    found = worked(question, bodies)
    assert found is not None and found.worked == reply


@pytest.mark.parametrize("question, bodies", [
    ("How much is the boiler installation?", [BOILER]),  # guard: the whole asked
    ("How much is each instalment?", ["Tickets are £12 each."]),  # guard: no parts stated
])
def test_no_part_asked_or_stated(question, bodies):
    assert worked(question, bodies) is None


def test_parts_of_a_line_of_two_amounts_are_the_working_limit():
    found = worked("How much is each payment?", ["£300 now and £1,200 later, in four equal payments."])
    assert found is not None and found.worked == ""


@pytest.mark.parametrize("context, question, figure", [
    (BOILER, "What is each monthly instalment for the boiler?", "£400"),
    (PADEL, "¿Cuánto es cada cuota de la inscripción?", "30"),
])
def test_the_reply_gives_the_part(context, question, figure):
    reply, _limits = ask_rag(context, question)
    assert figure in reply and "2,400 in total, payable" not in reply and "pareja es de 90" not in reply, reply
