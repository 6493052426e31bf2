"""Money, rates and versions in grounded answers (issue 26, thirteenth H5).

- A money question ("How much was the fine?", "How much is ...?") asks an amount of money
  (``quantities.asked_type``), which a currency sign or word or a price-shaped figure ("2.10",
  "1,150.00") states, not any figure: the line with the registration or the bay number no longer
  answers it.
- "What's the monthly payment?" over "$540 for 12 months" is a division, shown with its figures
  (``course_lib.sim.grounded.rates``), not the line quoted as if it answered.
- An image or package reference "name:tag" ("redis:7.2", "node:20-alpine") states a version
  (``matching``), so "Which version of redis ...?" meets it (not "db:5432", a host and its port).
Notes invented for this test; every case fails on the code before the change but the marked guards.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.rates import asked_period, per_period
from course_lib.sim.words import quantities
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

FINE = """PENALTY CHARGE NOTICE
Vehicle: KX19 LMN, parked in bay 214
Issued: 14/10/2026 at 09:42, Level 3
Penalty: €60.00 (reduced to €30.00 if paid within 14 days)
"""

HIRE = """Van hire agreement
Vehicle: Transit Custom, 3 seats
Charge: £255.00 for 3 days
Mileage allowance: 250 miles a day
"""

LEASE = """Phone plan summary
Handset: Pixel 9, 128 GB
Total: $540 for 12 months
Data: 30 GB
"""

STACK = """services:
  app:
    build: ./app
    environment:
      - REDIS_URL=redis://cache:6379
  cache:
    image: redis:7.2
  queue:
    image: rabbitmq:3.13-management
    environment:
      - RABBITMQ_NODENAME=rabbit@queue
"""

DOCKERFILE = """# build image for the report worker
RUN pip install python-dotenv==1.0.1 --index-url https://pypi.example.org/simple
FROM python:3.12-slim
WORKDIR /srv/worker
"""


def test_a_price_shaped_figure_is_money():
    assert "money" in quantities.value_types("Coffee       2.60")
    assert "money" in quantities.value_types("Amount: 1,150.00")
    assert "money" not in quantities.value_types("image: nginx:1.27-alpine")
    assert "money" not in quantities.value_types("Flat 3, 41 Marlowe Road")


@pytest.mark.parametrize(
    ("question", "kind"),
    [("How much was the fine?", "money"), ("How much is a day's hire?", "money"),
     ("How much time is left?", "number"), ("How much is 12 times 4?", "number")],  # the last two: guards
)
def test_how_much_is_asks_money(question, kind):
    assert quantities.asked_type(question)[0] == kind


@pytest.mark.parametrize(
    ("question", "sentence", "answer"),
    [
        ("What's the daily rate?", "Charge: £255.00 for 3 days", "£85.00 a day"),
        ("How much is it per month?", "Total: $540 for 12 months", "$45.00 a month"),
        ("What is the weekly rent?", "Deposit: £900 (four weeks' rent)", "£225.00 a week"),
        ("What is the monthly fee?", "Fee: €30 per month", None),
        ("How much was the deposit?", "Deposit: £900 (four weeks' rent)", None),
    ],
)
def test_per_period(question, sentence, answer):
    out = per_period(question, sentence)
    assert (out is None) if answer is None else (answer in out), out


def test_asked_period():
    assert asked_period("What's the weekly rent?") == "week"
    assert asked_period("How much per night?") == "night"
    assert asked_period("How much is it?") is None


@pytest.mark.parametrize(
    ("notes", "question", "answer", "not_said"),
    [
        (FINE, "How much was the fine?", "€60.00", "214"),
        (HIRE, "What's the daily cost of the van?", "85.00", None),
        (LEASE, "How much is the phone plan per month?", "45.00", None),
        (STACK, "Which version of redis does the cache service run?", "7.2", "6379"),
        (STACK, "What version of rabbitmq does the queue service use?", "3.13", "rabbit@queue"),  # guard: right before
        (DOCKERFILE, "Which version of python does the image use?", "3.12", "1.0.1"),
    ],
)
def test_money_rates_and_versions(llm, notes, question, answer, not_said):  # noqa: F811
    text, stated = _rag(llm, notes, question)
    assert answer in text and (not_said is None or not_said not in text) and not stated, (text, stated)
