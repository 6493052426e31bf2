"""``quantities``: the kind of value a question asks, the kinds a text states, questions told from
statements. Invented wordings."""

from __future__ import annotations

import pytest

from course_lib.sim.words.quantities import asked_type, is_question, value_types


@pytest.mark.parametrize(("question", "kind"), [
    ("How much does the ticket cost?", "money"), ("Who wrote it?", None),
    ("What will a week's hire set me back?", "money"), ("What's the damage for the lot?", "money"),  # (new)
    ("Did the storm damage the fence?", None)])
def test_asked_type(question, kind):
    found = asked_type(question)
    assert (found[0] if found else None) == kind


def test_value_types_and_questions():
    assert {"money", "time", "date"} <= value_types("It costs £12 and starts at 9:30 on 3 May.")
    assert value_types("It is lovely.") == frozenset()
    assert is_question("Is it open?") and not is_question("It is open.")


@pytest.mark.parametrize(("text", "money"), [
    ("A custard pot is 45p.", True),
    ("Stamps cost 85p each now", True),
    ("Add 5p for a bag.", True),
    ("Gum balls 25¢ a go", True),
    ("Twenty-five pence a copy, or 20 pence for members", True),
    ("Filmed in 1080p at 60 fps", False),  # guard: a resolution
    ("The 2P game mode needs two pads", False),  # guard: upper case, no price
    ("Page 12 of 40", False),  # guard
])
def test_prices_in_pence_and_cents_are_money(text, money):
    """A price in the minor unit ("45p", "25¢", "20 pence") is an amount of money (2026-12-04)."""
    assert ("money" in value_types(text)) is money


def test_a_clock_figure_after_a_han_character_is_a_time():
    """"恢复供水时间改为当天20:00": Chinese writes no space before the figure (issue 26)."""
    from course_lib.sim.words.quantities import states, value_types

    assert "time" in value_types("恢复供电时间提前至当天16:00。")
    assert states("改为当天20:00。", "time")
