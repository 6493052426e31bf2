"""A date the documents state as an offset from another date, worked out
(``course_lib.sim.grounded.offset_dates``; issue 26, the thirty-fifth set's DD1 (c)
email-due-date): the rule "<thing> is due N days / weeks before <anchor>" and the anchor's date on
another line; several dates for the anchor a stated limit. Documents and wordings of my own."""

from __future__ import annotations

import warnings

from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel

_SYSTEM = "Use only the context below to answer.\n\nContext:\n{context}"

POTTERY = ("Summer pottery course\nThe course runs from Monday 7 July 2031 at the old mill.\n"
           "The deposit is due 3 weeks before the course.\nClay and glazes are included.")
TWO_DATES = ("Choir tour\nThe tour leaves on 4 August and a second group leaves on 11 August.\n"
             "Forms must be returned 10 days before the tour.")


def _ask(context: str, question: str):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(_SYSTEM.format(context=context)), HumanMessage(question)])
    return out.content, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_a_date_before_the_anchor_is_worked_out():
    reply, stated = _ask(POTTERY, "what date is the deposit due?")
    assert reply.startswith("16 June 2031") and not stated


def test_an_anchor_at_two_dates_is_a_limit():
    reply, stated = _ask(TWO_DATES, "which date do the forms have to be returned by?")
    assert stated and "can't" in reply


def test_the_reader_directly():
    from course_lib.sim.grounded import offset_dates

    found = offset_dates.worked("by when must the deposit be paid?", [POTTERY])
    assert isinstance(found, offset_dates.Dated) and found.result.isoformat() == "2031-06-16"
    assert offset_dates.worked("how much is the deposit?", [POTTERY]) is None  # asks no date
