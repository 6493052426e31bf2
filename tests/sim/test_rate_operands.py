"""A worked product takes its operands in the rate's own unit (issue 26, the forty-third set's LL3):
a figure counted per another unit than the question counts is no operand, a rate charged only after
an allowance is not worked on the whole count, an amount of money written in words is read, and the
question's own count of the rate's unit beats a count in the material. Material and wordings
invented here (a bike hire board, a kayak centre, a storage unit, a bouncy castle hire, a minibus);
the guard cases pass on bdeb6502 too, the others fail there.
"""

from __future__ import annotations

import re

import pytest

from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_BIKES = """Trailside bike hire
E-bikes: forty pounds a day, up to 2 riders per tandem.
Helmets are free."""

_KAYAK = """Loch Eil kayaks
Single kayak: £22 per hour, 1 paddler per kayak.
Double kayak: twenty-eight pounds per hour."""

_STORAGE = """Safebox storage - unit 14
Storage for the first 4 weeks: included in the moving package.
Storage after the fourth week: £35 per week.
Padlock: £9."""

_CASTLE = """Bouncy castle hire
Castle hire: £60 per day; delivery included for the first 2 days.
Generator: fifteen pounds per day."""


def _numbers(text: str) -> list[float]:
    return [float(n.replace(",", "")) for n in re.findall(r"\d[\d,]*(?:\.\d+)?", text)]


@pytest.mark.parametrize(("doc", "question", "value"), [
    (_BIKES, "How much would an e-bike cost for 3 days?", 120),
    (_KAYAK, "What does a double kayak cost for 2 hours?", 56),
    (_CASTLE, "If we keep the generator for three days, what does it cost?", 45),
])
def test_the_product_of_the_rate_s_own_count(llm, doc, question, value):  # noqa: F811
    text, limits = _rag(llm, doc, question)
    assert not limits and value in _numbers(text), text


@pytest.mark.parametrize(("doc", "question", "wrong"), [
    (_STORAGE, "We need storage for seven weeks. What will the storage cost?", (245.0,)),
    (_BIKES, "How much are the tandems for 3 days?", (6.0,)),
])
def test_no_product_from_another_unit_s_or_the_whole_count(llm, doc, question, wrong):  # noqa: F811
    text, limits = _rag(llm, doc, question)
    assert not any(w in _numbers(text) for w in wrong), text


@pytest.mark.parametrize(("doc", "question", "value"), [  # guards
    (_KAYAK, "How much is a single kayak for 3 hours?", 66),
    (_STORAGE, "How much is a padlock?", 9),
])
def test_plain_products_and_prices_stay(llm, doc, question, value):  # noqa: F811
    text, limits = _rag(llm, doc, question)
    assert not limits and value in _numbers(text), text
