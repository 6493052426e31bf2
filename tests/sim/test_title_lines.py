"""A document's title line (its sender's heading, mostly in capitals) is context, never quoted beside
the line that answers (``grounded.title_lines``; issue 26, task fix52a, the fiftieth set's SS6).
Wordings of my own: a Spanish owners' association notice and an English flats' notice."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from course_lib.sim.grounded import title_lines

PINAR = '''MANCOMUNIDAD "EL PINAR" - Calle Mayor 3, 03540 Alicante
AVISO A LOS PROPIETARIOS (2 de abril de 2034)

1. Jardines: el riego automático se cambia a las 6:00 de la mañana.
2. Ascensor: revisión el lunes 10 de abril de 9:00 a 13:00.
3. Reunión anual: martes 25 de abril, a las 18:00 en primera convocatoria y a las 18:30 en segunda, en la sala común.

El secretario, Andrés Gil.'''
ROLE = "Respondes a los propietarios sobre el aviso, en el idioma de la pregunta.\n\n"


def _ask(messages):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        return SimulatedChatModel().invoke(messages).content


@pytest.mark.parametrize("messages", [
    [SystemMessage(ROLE + PINAR), HumanMessage("What time is the second call of the reunión anual?")],
    [SystemMessage(ROLE + PINAR), HumanMessage("When is the reunión anual?"),
     AIMessage("Tuesday 25 April at 18:00, first call."), HumanMessage("and the second call?")],
])
def test_the_heading_is_not_quoted_beside_the_answer(messages):
    reply = _ask(messages)
    assert "18:30" in reply and "MANCOMUNIDAD" not in reply and "Calle Mayor" not in reply, reply


class _Doc:
    def __init__(self, text: str):
        self.text = text


@pytest.mark.parametrize(("question", "dropped"), [
    ("What time is the second call?", {1}),
    ("Who is the notice from?", set()),  # guard row: a heading answers who
    ("What's their address?", set()),  # guard row
])
def test_title_picks(question, dropped):
    doc = _Doc(ROLE + PINAR)
    picks = [(doc, PINAR.splitlines()[5]), (doc, PINAR.splitlines()[0])]
    assert title_lines.title_picks(question, picks) == dropped


def test_a_line_in_capitals_inside_a_paragraph_is_no_title():  # guard row
    text = "Notes for the day.\nTHE HALL IS CLOSED ALL DAY ON MONDAY.\nBring a packed lunch."
    assert not title_lines.is_title_line(text, "THE HALL IS CLOSED ALL DAY ON MONDAY.")


@pytest.mark.parametrize(("text", "line", "title"), [
    ("Oakleaf Catering - Quotation for the Lee wedding\nCanapés: £4.50 per guest.", "Oakleaf Catering - Quotation for the Lee wedding", True),
    ("Invoice 2231 for Harbour Yoga\nMats: 12 x £20", "Invoice 2231 for Harbour Yoga", True),
    ("Van hire agreement (ref 88)\n1. Daily rate: £60.", "Van hire agreement (ref 88)", True),
    ("Price list (spring)\nTea £1.80\nCoffee £2.40", "Price list (spring)", True),
    ("Price list: tea £1.80, coffee £2.40\nCake £3", "Price list: tea £1.80, coffee £2.40", False),  # guard row: a figure
    ("Notes for the day\nInvoice sent to the school on Monday.", "Invoice sent to the school on Monday.", False),  # guard row
    ("You answer a tenant.\n\nTenancy agreement - 4 Mill Lane\nRent: £900 a month.", "Tenancy agreement - 4 Mill Lane", True),
])
def test_a_first_line_naming_the_documents_kind_is_a_title_whatever_its_case(text, line, title):
    assert title_lines.is_title_line(text, line) is title


def test_a_quotes_title_line_is_not_quoted_beside_the_answer():
    doc = ("You help a family with their party booking.\n\n"
           "Oakleaf Catering - Quotation for the Lee anniversary lunch\n"
           "Event date: Sunday 7 June\n"
           "Canapés: £4.50 per guest\n"
           "Waiting staff: 4 staff at £120 each\n"
           "Delivery: £2 per mile from our kitchen (no charge for parking)\n"
           "All prices include VAT.\n")
    reply = _ask([SystemMessage(doc), HumanMessage("whats the delivery charge")])
    assert "£2 per mile" in reply and "Oakleaf" not in reply, reply


def test_a_kind_title_that_scopes_its_lines_is_kept():
    """Fails before the merger's fix (fix63d dropped "Harbour Road car park - weekday tariff" as a mere title, so
    a weekend question got the weekday price): a title naming days or a season says when its lines hold."""
    from course_lib.sim.grounded.title_lines import names_kind_title

    doc = "Harbour Road car park - weekday tariff\nUp to 2 hours: £2.50\nAll day: £6.00\n"
    assert not names_kind_title(doc, "Harbour Road car park - weekday tariff")
    assert names_kind_title("Harbour Road car park - tariff\nAll day: £6.00\n", "Harbour Road car park - tariff")  # guard
