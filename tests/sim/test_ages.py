"""An age condition in a grounded answer (issue 26, thirteenth H4, ``course_lib.sim.ages``).

"How much is a ticket for my 10-year-old?" over "Admission: adults £12, children under 16 free"
shared no word with the line but "much": a trusted "I don't know.". Now the age the question states
("10-year-old", "8 year old", "aged 70") is read against the age bounds of the documents' clauses
("under 16", "65 and over", "aged 3-15", "under 3s"), and the one clause whose bound it meets, on a
line that states money for a money question or shares another word of the question, is the answer,
without the other groups' prices. The age bound reader is the one ``field_readers.age_check`` uses
for a schema's yes/no field. Notes invented for this test; every case fails on the code before the
change (the module did not exist; the behaviour cases answered "I don't know." or the whole line).
"""

from __future__ import annotations

import pytest

from course_lib.sim.ages import age_answer, bounds, stated_age
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

FARM = """Hillside Farm Park - prices and rules
Open daily 09:30-17:30.
Entry: adults £14.50; children aged 3-15 £9; under 3s free; seniors 65 and over £11.
The tractor ride is for visitors over 4 only.
"""

POOL = """Northgate Leisure Pool
Swim sessions: adults €6, juniors under 18 €3.50, over-60s €4.
Lanes open 07:00-21:00.
"""


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("children under 16 free", [("<", 16, 0)]),
        ("18 or older", [(">=", 18, 0)]),
        ("seniors 65 and over", [(">=", 65, 0)]),
        ("children aged 3-15", [("<=", 15, 3)]),
        ("under 3s free", [("<", 3, 0)]),
        ("12 and under", [("<=", 12, 0)]),
        ("open from 10:00", []),
    ],
)
def test_bounds(text, expected):
    assert [(b.op, b.years, b.least) for b in bounds(text)] == expected


@pytest.mark.parametrize(
    ("question", "age"),
    [("How much for my 10-year-old?", 10), ("a ticket for an 8 year old", 8), ("my son, aged 12", 12),
     ("How much is a ticket?", None)],
)
def test_stated_age(question, age):
    assert stated_age(question) == age


def test_age_answer_picks_the_one_met_clause():
    priced = lambda line: "£" in line  # noqa: E731 - the caller's relevance: a line with a price
    assert age_answer("How much for my 7-year-old?", (FARM,), priced) == "Entry: children aged 3-15 £9."
    assert age_answer("How much for my 7-year-old?", (FARM,)) is None  # the tractor ride's "over 4" too: two clauses
    assert age_answer("How much is a ticket?", (FARM,), priced) is None


@pytest.mark.parametrize(
    ("notes", "question", "answer", "not_said"),
    [
        (FARM, "How much is entry for my 70-year-old mum?", "£11", "£14.50"),
        (FARM, "How much is it for my 2-year-old?", "free", "£9"),
        (FARM, "What does entry cost for my 8 year old?", "£9", "£14.50"),
        (POOL, "How much is a swim for my 14-year-old?", "€3.50", "€6"),
    ],
)
def test_a_stated_age_meets_the_clause_of_its_group(llm, notes, question, answer, not_said):  # noqa: F811
    text, stated = _rag(llm, notes, question)
    assert answer in text and not_said not in text and not stated, (text, stated)


@pytest.mark.parametrize(
    ("question", "money"),
    [("How much is a ticket for my 10-year-old?", True), ("How much was the deposit?", True),
     ("What's the fee?", True), ("How much time is left?", False), ("How much water do I add?", False),
     ("How many seats are there?", False)],
)
def test_asks_money(question, money):
    from course_lib.sim.quantities import asks_money

    assert asks_money(question) is money
