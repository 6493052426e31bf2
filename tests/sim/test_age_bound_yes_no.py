"""A yes/no question stating an age over the documents' age bounds (issue 26, thirtieth set Y5's
leaflet once read): "Can my 9 year old take these?" over "For adults and young people aged 16 and
over." is "No" with the clause; a forbidding clause the age meets is "No", a clause saying who it is
for that the age meets is "Yes"; bounds the age misses, with no yes/no to give, are a stated limit
(``stated_answers._age_bound_reply``, ``ages.bound_clauses``). An age is never compared with a
duration ("9 year old" against "at least 4 hours": ``comparisons.Quantity.age``). Before, the
threshold reader answered "Yes: 9 year is at least 4 hours". Invented leaflets."""

from __future__ import annotations

import pytest

from course_lib.sim.values.comparisons import Threshold, quantities
from tests.sim._chat import ask_rag

FOR_WHOM = """Dolvex 400 mg tablets
For adults and young people aged 16 and over.
Swallow one tablet with water. Leave at least 4 hours between doses.
If symptoms last for more than 3 days, talk to your pharmacist."""

FORBIDS = FOR_WHOM.replace("For adults and young people aged 16 and over.", "Do not give to children under 12.")


@pytest.mark.parametrize("notes, question, verdict", [
    (FOR_WHOM, "can my 9 year old take these", "No"),
    (FOR_WHOM, "is it ok to give one to my 10-year-old?", "No"),
    (FOR_WHOM, "can my 20 year old take these", "Yes"),
    (FORBIDS, "can my 9 year old take these?", "No"),
])
def test_a_stated_age_against_the_bounds(notes, question, verdict):
    text, stated = ask_rag(notes, question)
    assert text.startswith(f"{verdict}:") and not stated, text


def test_a_missed_forbidding_bound_is_a_stated_limit():
    text, stated = ask_rag(FORBIDS, "can my 14 year old take these")
    assert stated and not text.startswith(("Yes", "No")), text


def test_an_age_is_no_duration():
    age = quantities("can my 9 year old take these")[0]
    assert age.age and Threshold(">=", quantities("at least 4 hours")[0]).met_by(age) is None
    assert Threshold("<", quantities("under 12 years")[0]).met_by(age) is True  # guard: an age bound in years
