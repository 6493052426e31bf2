"""``conditioned_values``: before a trusted "I don't know", a line's value conditioned on a time ("reduced to £30 if
paid within 14 days") or holding from a day ("a £5 late fee applies from 1 March") is settled by the question's own
time or day; a day before the fee's is a stated limit; a question whose thing another line names, two clauses, or
no payment asked: ``None`` (issue 26, the fifty-ninth set's XW1, regress78). Invented documents; the cue words are
data (``data/sim/conditioned_values.yaml``)."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.grounded.conditioned_values import settled

LIBRARY = """Northgate Library - charges
Lost card replacement: £2.
Overdue items: fine £8, or £4 if paid within 2 weeks of the notice.
The library is closed on bank holidays."""

CLUB = """Harriers running club - membership 2026
Membership runs from 1 January. Adults £30, juniors £15.
Renewals: a late renewal fee of £5 applies from 1 March.
Club nights are Tuesdays and Thursdays."""

TWO = """Fines
Overdue books: £6, reduced to £3 if paid within 7 days.
Overdue DVDs: £10, reduced to £5 if paid within 7 days."""


@pytest.mark.parametrize(("question", "doc", "wanted", "not_wanted"), [
    ("got a letter about my overdue stuff, if i pay it in 10 days how much", LIBRARY, "£4", "£8"),
    ("paying the notice after 3 weeks, how much is it", LIBRARY, "£8", None),
    ("if we pay on 14 march how much extra is it", CLUB, "£5", None),
    ("renewing late - if i pay on March 2nd, how much more", CLUB, "£5", None),
], ids=["within-window", "past-window", "after-fee-day", "month-first-date"])
def test_the_question_settles_the_conditioned_value(question, doc, wanted, not_wanted):
    found = settled(question, [doc])
    assert found is not None and not found.limit and wanted in found.text
    assert not_wanted is None or not found.text.startswith(not_wanted)


def test_a_day_before_the_fee_day_is_a_stated_limit():
    found = settled("if i pay on 20 february how much extra", [CLUB])
    assert found is not None and found.limit and "before" in found.limit and not found.text


@pytest.mark.parametrize(("question", "doc"), [
    ("if i pay the juniors fee on 14 march how much extra", CLUB),  # "juniors" is another line's thing
    ("paying within a week, how much", TWO),  # two clauses: which one is asked is not read
    ("what is the overdue fine within 10 days", LIBRARY),  # no payment asked (another reader's)
    ("if i pay on 14 march how much is membership", CLUB),  # no addition asked
], ids=["thing-elsewhere", "two-clauses", "no-payment", "no-extra"])
def test_no_reading_where_the_condition_does_not_settle_it(question, doc):
    assert settled(question, [doc]) is None


def test_the_chat_model_answers_instead_of_i_dont_know():
    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(f"Answer only from the context.\n\nContext:\n{CLUB}"),
                                           HumanMessage("if we pay on 14 march how much extra is it")])
    assert out.content.startswith("£5") and "from 1 March" in out.content
