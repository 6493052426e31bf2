"""A grounded reply holds the amount asked, or says it cannot (issue 26, thirtieth set Y5's leaflet
once read): "how many mg can I take in one day" answered by a line in tablets or days holds no amount
in mg (``answer_forms._unmeasured_unit``, ``fit_unit_q``; "points" is a score, not the typographic
unit: ``not_measured_units``); the document's title alone ("Dolvex 400 mg tablets.") is no answer to
an amount the question asks with words the title lacks (``answer_forms.title_for_amount``). Before,
the line or the title passed as the answer. Invented leaflets and tables."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.answer_forms import title_for_amount, unfit_reply
from tests.sim._chat import ask_rag

LEAF = """Dolvex 400 mg tablets
Dose: adults 1 tablet every 6 hours; no more than 3 in 24 hours.
Children under 12: ask a pharmacist.
Avoid on an empty stomach."""


@pytest.mark.parametrize("question, reply, fits", [
    ("what is the most mg I can take", "No more than 3 tablets in 24 hours.", False),
    ("how many ml go in the tank", "Pour 1 sachet into the tank.", False),
    ("what is the most mg I can take", "1200 mg (3 × 400 mg).", True),  # guard: an amount in the unit
    ("how many points behind are they", "5 (Pts: Rovers 31 − Town 26).", True),  # guard: points are a score
])
def test_an_amount_in_a_unit_is_held(question, reply, fits):
    assert (unfit_reply(question, reply) is None) is fits


def test_the_title_alone_is_no_amount():
    assert title_for_amount("how many mg can i take a day", "Dolvex 400 mg tablets.", ["Dolvex 400 mg tablets"])
    assert title_for_amount("how many mg is each Dolvex tablet", "Dolvex 400 mg tablets.",
                            ["Dolvex 400 mg tablets"]) is None  # guard: the title holds every word asked


def test_the_leaflet_question_gets_a_limit_not_the_title():
    text, stated = ask_rag(LEAF, "how many mg can i take a day")
    assert stated and not text.startswith("Dolvex"), text
