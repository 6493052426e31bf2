"""The figures of a computation are not its result (``unworked_answers.uncomputed``; cues
``unworked_answers.computed_*`` in data/sim/patterns.yaml).

Invented notes: a difference ("by how many degrees did it warm up"), a quotient ("how many
coffees can I get"), a date counted from another ("by what date"), a total ("in total",
"altogether") or a whole bill asked over
lines that give only the operands is a stated limit, never the operands quoted as the answer.
Guards: a line that states the result (a clause giving the bound, a "Total due" line, the date
itself) still answers, its clause number no figure.
"""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel


def _ask(notes: str, question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Notes:\n{notes}\n\nQuestion: {question}")
    return out.content, out.response_metadata.get("simulator_limit")


OPERANDS = [
    ("Weather log, Tuesday: at 6 am it was 4 °C on the pier; by noon the pier read 17 °C.",
     "By how many degrees did the pier warm up by noon?"),
    ("Loyalty card: each coffee costs 120 points, and your balance is 530 points.",
     "How many coffees can I get with my balance?"),
    ("Your appeal letter was sent on 3 March 2027. You have 30 days from that date to send the appeal form.",
     "By what date must I send the appeal form?"),
    ("Kiln firing: hold at 600 °C for 90 minutes, then ramp to 1,220 °C and hold for 20 minutes.",
     "How long is the kiln held in total?"),
    ("Van hire: the day rate is 65 GBP, for 3 days, plus 0.25 GBP per mile over 200 miles.",
     "What will the van cost altogether for the three days?"),
]


@pytest.mark.parametrize(("notes", "question"), OPERANDS, ids=["difference", "quotient", "date", "total-time",
                                                                "total-money"])
def test_operands_are_a_stated_limit(notes, question):
    text, limit = _ask(notes, question)
    assert limit is not None and "work" in limit


RESULTS = [
    ("7.1 Berth fees are reviewed each season; any increase shall not exceed 5 per cent.",
     "By how much can the berth fee go up each season?", "5 per cent"),
    ("Total due for order 5512: 44.95 (items 40.00, delivery 4.95).", "What did the whole order cost?", "44.95"),
    ("Please pay the invoice by 20 February 2027.", "By what date must I pay the invoice?", "20 February 2027"),
    ("Beach clean, 3 May: 41 volunteers from 6 schools collected 188 bags of litter in all.",
     "How many bags were collected in total?", "188"),
]


@pytest.mark.parametrize(("notes", "question", "answer"), RESULTS, ids=["bound", "total-line", "date-line",
                                                                          "in-all-line"])
def test_a_line_stating_the_result_still_answers(notes, question, answer):
    text, limit = _ask(notes, question)
    assert answer in text and limit is None
