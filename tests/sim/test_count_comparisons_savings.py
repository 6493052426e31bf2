"""A saving asked of a bundle or pass against single prices (issue 26, ``count_comparisons.saving``).

"How much do I save with the 8-visit card compared with 8 single visits?" over "Single visit £7" and
"8-visit card £48": 8 × £7 = £56 against £48, £8; the operands' lines quoted are no answer. Amounts in
words ("forty pounds each", "three hundred pounds") are read as figures. Notes invented for this test;
the behaviour cases fail on the code before the change (no ``saving``; a line quoted or a limit); guards
are named as such.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import count_comparisons
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_SAUNA = "Harbour Sauna\nSingle visit £7\n8-visit card £48 (valid 6 months)\nTowel hire £2"
_TUTOR = ("Piano lessons with Ms Adeyemi (notes from her phone call)\nLessons are forty pounds each.\n"
          "If you book a block of eight up front, it's three hundred pounds.")
_CLIMB_ZH = "攀岩馆价格:单次票80元,20次卡1400元。"
_BIKE = "City bikes\nDay pass £12\nSingle ride £2.50\nAnnual pass £90"


@pytest.mark.parametrize(("notes", "question", "want"), [
    (_SAUNA, "How much do I save with the 8-visit card compared with 8 single visits?", "£8"),
    (_TUTOR, "How much does the block of eight save me compared with paying for each lesson?", "£20"),
    (_CLIMB_ZH, "买20次卡比单次买20次便宜多少?", "200"),
    (_BIKE, "If I ride 6 times in a day, how much cheaper is the day pass than single rides?", "£3"),
])
def test_the_saving_is_worked(llm, notes, question, want):  # noqa: F811
    text, stated = _rag(llm, notes, question)
    assert not stated and text.startswith(want), text


def test_no_saving_is_said_so():
    got = count_comparisons.saving("If I ride 3 times, how much cheaper is the day pass than single rides?", [_BIKE])
    assert got is not None and got.text.startswith("No saving"), got


def test_guard_two_passes_the_question_points_to_are_a_limit():  # guard
    got = count_comparisons.saving("How much do I save with a pass against 10 single rides?", [_BIKE])
    assert got is not None and got.why, got


def test_guard_no_saving_asked():  # guard: passed before too (no such function: fails, named as the guard)
    assert count_comparisons.saving("How much is a single ride?", [_BIKE]) is None


_POOL = ("Lido prices\nSingle swim £5\n10-swim card £55\nUPDATE: single swims are now £6 from this week.")
_POOL_TWO = "Lido prices\nSingle swim £5\n10-swim card £55\nSingle swim: £6"


def test_a_later_changed_price_wins_in_a_comparison(llm):  # noqa: F811
    text, stated = _rag(llm, _POOL, "Is a 10-swim card cheaper than ten single swims?")
    assert not stated and text.startswith("Yes") and "60" in text, text


def test_a_later_changed_price_wins_in_a_saving(llm):  # noqa: F811
    text, stated = _rag(llm, _POOL, "How much do I save with the 10-swim card against 10 single swims?")
    assert not stated and text.startswith("£5"), text


def test_guard_two_prices_with_no_change_mark_stay_a_limit(llm):  # noqa: F811  guard
    text, stated = _rag(llm, _POOL_TWO, "Is a 10-swim card cheaper than ten single swims?")
    assert stated, text


def test_guard_a_bundle_of_several_kinds_of_item_is_a_limit():  # guard (found on fortysecond_set's uniform)
    notes = "Kit shop\nShorts £9\nSocks £4\nBundle: two shorts and one pair of socks for £20"
    got = count_comparisons.saving("How much do I save with the bundle instead of buying two shorts and socks?",
                                   [notes])
    assert got is not None and got.why, got
