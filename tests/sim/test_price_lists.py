"""A sentence of "<label> <price>" alternatives is a price list, never summed (issue 26, thirtieth set
Y2 (a)'s class): "single £6.80, return £11.50, 10-trip book £52.00" holds one price per item, and a
total asked of one of them ("the returns for two of us") is a stated limit naming the list, never
£70.30 (``workings._price_list``, ``price_list_item`` in data/sim/patterns.yaml). One sentence's
amounts spent ("we have spent €3,150 on coaching and €720 on new kit") are still added up. Invented
fares and accounts."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.workings import _price_list
from tests.sim._chat import ask_rag

FERRY = """Island ferry fares 2027
Foot passenger fares: single £6.80, return £11.50, 10-trip book £52.00. Children under 12 travel at half price.
Sailings every 90 minutes from 07:00."""

SPEND = """Club accounts
This season we have spent €3,150 on coaching and €720 on new kit."""


@pytest.mark.parametrize("question", [
    "how much is a return for me and my 8 year old altogether",
    "what do the returns cost in total for two adults",
])
def test_a_price_list_is_never_summed(question):
    text, stated = ask_rag(FERRY, question)
    assert stated and "70.30" not in text, text


def test_amounts_spent_in_one_sentence_are_still_added():  # guard
    text, stated = ask_rag(SPEND, "how much have we spent altogether this season")
    assert text.startswith("€3,870") and not stated, text


@pytest.mark.parametrize("sentence, labels", [
    ("Parking: 1 hour £2, 3 hours £5, whole day £9.", ["1 hour", "3 hours", "whole day"]),
    ("Swim £4.20, sauna £6.00.", ["Swim", "sauna"]),
    ("We paid £40 for the hall, then £15 for cleaning.", []),
])
def test_the_price_list_items(sentence, labels):
    assert _price_list(sentence) == labels
