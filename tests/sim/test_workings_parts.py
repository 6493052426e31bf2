"""``grounded.workings``: a total of parts (fix66b; the sixty-first set's ZW6) keeps a changed price in place of
the line it changes, and adds the base price the question names (an extra's base; a label named by words that
each name too many lines alone). Wordings of topics no set uses; each test fails on read79 unless its docstring
says it is a guard."""

from __future__ import annotations

from course_lib.sim.grounded.workings import Worked, worked

RINK = """ICE RINK - prices
Adult ticket ............ £8.00
Junior ticket ........... £6.00
Skate hire .............. £3.00
Skate hire price changed 1 May: now £3.50."""

GOLF = """Adult green fee (peak) ........ £30
Adult green fee (off-peak) .... £22
Adult membership .............. £600
Junior green fee (peak) ....... £15
Buggy hire .................... £12"""

SAUNA = """Spa day: £45
Sauna session: £12
Aromatherapy oils: £4 extra per session
Towel hire: £2 per visit"""

WASH = """Standard wash: £8
Deluxe wash: £14
Hand wax: £5 extra on any wash"""


def _answer(question: str, doc: str) -> str:
    got = worked(question, [doc])
    assert isinstance(got, Worked), got
    return got.answer()


def test_a_changed_price_replaces_its_old_line():
    assert _answer("junior ticket plus skate hire, total?", RINK).startswith("£9.50 (")


def test_the_label_named_by_common_words_together_is_the_base():
    assert _answer("adult green fee at peak plus a buggy, what's the total?", GOLF).startswith("£42 (£30 + £12)")


def test_an_extra_is_added_to_the_base_the_question_names():
    assert _answer("sauna session with aromatherapy oils and a towel, total?", SAUNA).startswith("£18 (")


def test_a_named_base_is_not_doubled():
    """The base is named already: no other line is added, and "£5 extra" adds as £5."""
    assert _answer("standard wash plus the hand wax, total?", WASH).startswith("£13 (")


def test_a_change_leaving_one_operand_is_read_as_before():
    """Guard (passes on read79 too): "4 bags of compost, total?" over "Compost: £5 a bag" and "Update: compost is now
    £6 a bag": the change leaves one operand and the question's count, never a lone quote of the new line."""
    got = worked("4 bags of compost, total?", ["Compost: £5 a bag.\nUpdate: compost is now £6 a bag."])
    assert not (isinstance(got, Worked) and len(got.operands) == 1)
