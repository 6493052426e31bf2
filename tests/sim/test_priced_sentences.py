"""The cheapest or dearest item over sentences that each price one (``superlatives.priced``).

Invented notes (ferries, gym passes, paint tins): "Which pass is cheapest?" names the sentence
with the lowest price; "more expensive" the highest; a price "per litre" is a division the notes
do not state, so it is a stated limit, never the cheapest whole price nor "I don't know".
Guards: a question that is no price comparison, or sentences in two currencies, are left alone.
"""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.material import superlatives

PASSES = ("Gym passes:\nThe Day pass costs £9. The Monthly pass costs £42 and includes classes. "
          "The Off-peak pass costs £29 a month.")
FERRIES = ("Crossings to the island: the early ferry is €18.50 for a foot passenger. The noon ferry is €21 "
           "for a foot passenger. The night ferry is €15 for a foot passenger.")
PAINT = "The 1 litre tin of paint costs 11.99. The 2.5 litre tin costs 24.50. The 5 litre tin costs 44.00."


def _ask(notes: str, question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Notes:\n{notes}\n\nQuestion: {question}")
    return out.content, out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize(("notes", "question", "holds", "not_holds"), [
    (PASSES, "Which pass is cheapest?", "Day pass", "Monthly"),
    (PASSES, "Which pass is the most expensive?", "Monthly pass", "Day pass"),
    (FERRIES, "Which ferry is cheapest?", "night ferry", "noon"),
])
def test_the_cheapest_or_dearest_sentence_is_named(notes, question, holds, not_holds):
    text, limit = _ask(notes, question)
    assert holds in text and not_holds not in text and limit is None


def test_a_price_per_unit_is_a_stated_limit():
    text, limit = _ask(PAINT, "Which tin is cheapest per litre?")
    assert limit is not None and "per litre" in limit and "I don't know" not in text


def test_guards():
    assert superlatives.priced("When does the night ferry leave?", [FERRIES]) is None
    mixed = "The blue mug costs $8. The red mug costs €7."
    assert superlatives.priced("Which mug is cheapest?", [mixed]) is None
    assert superlatives.priced("Which tin is cheapest?", ["The tin costs 4.00."]) is None  # one price


# Amounts are read by the one reader in ``currencies`` (AMOUNT_RE): a decimal comma is a decimal
# point, and a sign and a word for the same currency are one currency.
KAYAKS = ("Boats on the lake: the single kayak is €12 an hour. The double kayak is €19,90 an hour. "
          "The touring kayak is €9,50 an hour.")
BIKES = "Bike hire: the city bike is $14 a day. The e-bike is 35 dollars a day. The tandem is $22 a day."
SAUNAS = "Sauna sessions: the morning sauna costs 120 kr. The evening sauna costs 95 kr. The private sauna costs 450 kr."


@pytest.mark.parametrize(("notes", "question", "holds", "not_holds"), [
    (KAYAKS, "Which kayak is cheapest?", "touring kayak", "single"),
    (KAYAKS, "Which kayak is the most expensive?", "double kayak", "single"),
    (BIKES, "Which bike is the most expensive?", "e-bike", "tandem"),
    (SAUNAS, "Which sauna is cheapest?", "evening sauna", "private"),
])
def test_amounts_are_read_once_with_their_currency(notes, question, holds, not_holds):
    text, limit = _ask(notes, question)
    assert holds in text and not_holds not in text and limit is None, text
