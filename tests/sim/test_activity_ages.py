"""The asked activity's own age key decides a "can my N-year-old ..." (``grounded.activity_ages``,
fix54b), and a company rule written "must <verb> with a paying adult" asks for company
(``accompanied_ages``' ``company_clause``)."""

from __future__ import annotations

import warnings

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded import activity_ages

TEMPLATE = "Answer the question based only on the following context:\n{notes}\n\nQuestion: {question}\n"

ZOO_JSON = ('```json\n{"experiences": {\n  "penguin_feed": {"price": 30, "minimum_age": 8},\n'
            '  "keeper_for_a_day": {"price": 120, "min_age": 16}\n},\n'
            '"tickets": {"child": 11}  // under 16\n}\n```')
BOWLS_INI = ("```ini\n[night_league]\nfee = 4\nmax_age = 17\n\n[fees]\njunior = 2 ; under 18\n```")
RINK_TOML = ("```toml\n[prices]\nadult = 9.00\nyouth = 6.00   # under 16; under-11s must skate with a paying adult\n```")


def _ask(notes: str, question: str) -> str:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(TEMPLATE.format(notes=notes, question=question)).content


def test_age_keys_read_with_their_subjects():
    keys = {k.subject: (k.low, k.high) for k in activity_ages.age_keys(ZOO_JSON)}
    assert keys == {"penguin_feed": (8, None), "keeper_for_a_day": (16, None)}
    assert {k.subject: k.high for k in activity_ages.age_keys(BOWLS_INI)} == {"night_league": 17}


def test_an_age_under_the_asked_activitys_minimum_is_no():
    assert _ask(ZOO_JSON, "Could my 14 year old be keeper for a day?").startswith("No")


def test_an_age_over_the_asked_activitys_maximum_is_no():
    assert _ask(BOWLS_INI, "Can my 19-year-old nephew play in the night league?").startswith("No")


def test_an_age_inside_the_bound_is_yes():  # guard: the key allows it
    assert _ask(ZOO_JSON, "Can my 9-year-old do the penguin feed?").startswith("Yes")


def test_must_skate_with_a_paying_adult_asks_company():
    assert _ask(RINK_TOML, "Can my 10-year-old skate on her own?").startswith("No")
