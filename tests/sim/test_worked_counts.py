"""Worked figures of counts and rates on every path that answers from documents (issue 26, the
forty-eighth set's QQ1 and QQ10): a count in a quoted item times its price each, a rate per a unit
times the question's own count in several languages (a discount applied, or the working limit), a
table's comment line undone for "without", a thing's age counted from its stated year, and the
amounts read beside their words in one home (``grounded.said_amounts``). Wordings of my own."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.asked_kinds import unmet
from course_lib.sim.grounded.said_amounts import amounts, money
from course_lib.sim.grounded.worded_operations import operation_word, per_count

LOCKSMITH = "Quote for Flat 3\nA Front door: 3 deadlocks fitted at £65 each.\nB Call-out charge £40."
KAYAKS_ES = "Alquiler de kayaks\nKayak individual: 15 euros por hora.\nChaleco incluido."
CABIN_IT = "Baita Sole - prezzi\nBaita per quattro: 90 euro a notte.\nSconto del 10% per 7 notti o più."
HUT = "Rifugio Alpino\nCuccetta: 22 euro a notte.\nSconto per i soci."
DARTS = ("# Kings Arms darts, after week 9\nTeam\tPlayed\tPts\nThe Anchor\t9\t21\nRed Lion\t9\t15\n"
         "# Red Lion had 3 points deducted for a late result.")
KILN = "Workshop notes\nKiln: Cromartie, installed in 2004.\nLast fired 12 May 2019 for the glaze test."
KILN_BARE = "Workshop notes\nThe kiln is a Cromartie, installed in 2004."


def _worked(question: str, reply: str, bodies: list[str]) -> str | None:
    found = unmet(question, reply, bodies)
    return None if found is None else found.worked


@pytest.mark.parametrize("question, reply, bodies, expected", [
    ("What will the front door work cost?", "A Front door: 3 deadlocks fitted at £65 each.", [LOCKSMITH], "£195"),
    ("How much for the toggles on the coat?", "1 Coat: shorten the sleeves £22. 2 Coat: 5 new toggles £2.50 each.",
     ["Alterations\n1 Coat: shorten the sleeves £22.\n2 Coat: 5 new toggles £2.50 each."], "£12.50"),
    ("¿Cuánto cuesta un kayak individual para tres horas?", "Kayak individual: 15 euros por hora.", [KAYAKS_ES], "45"),
    ("Quanto costa la baita per otto notti?", "Baita per quattro: 90 euro a notte.", [CABIN_IT], "648"),
    ("How much is the cabin for two nights?", "Baita per quattro: 90 euro a notte.", [CABIN_IT], "180"),
])
def test_counts_and_rates_are_worked(question, reply, bodies, expected):
    assert expected in (_worked(question, reply, bodies) or "")


def test_a_discount_of_no_condition_read_is_the_working_limit():
    found = unmet("Quanto costa la cuccetta per tre notti?", "Cuccetta: 22 euro a notte.", [HUT])
    assert found is not None and not found.worked and "a notte" in found.held


@pytest.mark.parametrize("question, reply, bodies", [
    ("How much is each deadlock?", "A Front door: 3 deadlocks fitted at £65 each.", [LOCKSMITH]),  # guard: one asked
    ("¿Cuánto cuesta el kayak por hora?", "Kayak individual: 15 euros por hora.", [KAYAKS_ES]),  # guard: the rate asked
])
def test_the_rate_or_one_asked_is_left_alone(question, reply, bodies):
    assert _worked(question, reply, bodies) is None


def test_a_partial_answer_missing_only_its_count_and_verb_is_worked():
    reply = "Kayak individual: 15 euros por hora. I could not find anything about 'cuesta', 'cuatro' in the documents, so I don't know that part."
    assert "60" in (_worked("¿Cuánto cuesta un kayak individual para cuatro horas?", reply, [KAYAKS_ES]) or "")
    assert operation_word("tre") and operation_word("cinco") and operation_word("三") and operation_word("costa")
    assert not operation_word("parcheggio")


def test_a_rate_times_count_needs_a_price_question():  # guard
    assert per_count("Is the kayak free for three hours?", "Kayak individual: 15 euros por hora.", [KAYAKS_ES]) is None


def test_a_comment_line_of_the_table_is_undone_for_without():
    from course_lib.sim.grounded.rank_positions import changed_pick

    row = "Team: Red Lion; Played: 9; Pts: 15."
    found = changed_pick("How many points would Red Lion have without the deduction?", [row], [DARTS])
    assert found is not None and found.now == 18 and "without it" in found.answer()
    # guard: the printed figure stands when the question does not take the change out
    assert changed_pick("How many points does Red Lion have?", [row], [DARTS]) is None


def test_an_age_is_counted_from_its_year_or_the_working_limit():
    found = unmet("How old is the kiln?", "Kiln: Cromartie, installed in 2004.", [KILN])
    assert found is not None and found.worked.startswith("15 years")
    bare = unmet("How old is the kiln?", "The kiln is a Cromartie, installed in 2004.", [KILN_BARE])
    assert bare is not None and not bare.worked and not bare.absent and "no later date" in bare.held


def test_amounts_have_one_home():
    assert amounts("Call-out charge £40 and 8 euros") == [(40.0, "£"), (8.0, "EUR")] or amounts(
        "Call-out charge £40 and 8 euros")[0] == (40.0, "£")
    assert money(10.5, "£") == "£10.50" and money(40, "EUR") == "40 EUR"


def test_a_comment_clause_the_reading_set_apart_is_read_from_the_texts_as_sent():
    table = "pos\tteam\tpts\n1\tFox & Hounds\t20\n2\tRose & Thistle\t17"
    sent = "# Skittles, week 8\n" + table + "\n# a win is 3 points; Rose & Thistle had 3 points deducted for a late card."
    row = "pos: 2; team: Rose & Thistle; pts: 17."
    found = unmet("How many points would Rose & Thistle have without the deduction?", row, [table], notes=[sent])
    assert found is not None and found.worked.startswith("20 points")
    assert unmet("How many points has Rose & Thistle got?", row, [table], notes=[sent]) is None  # guard


def test_an_age_is_counted_from_a_line_naming_the_thing_by_another_name():
    doc = "Subject: Gran's bike - the Raleigh\nThe Raleigh tourer (bought in 1987) needs new brakes.\nBooked for 4 June 2030."
    found = unmet("How old is Gran's bike?", "Subject: Gran's bike - the Raleigh", [doc])
    assert found is not None and found.worked.startswith("43 years")


def test_a_count_times_each_is_worked_end_to_end():
    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    doc = "Glazier's quote\n1 Porch: 6 panes replaced at £35 each.\n2 Skylight reseal £90."
    reply = SimulatedChatModel().invoke([SystemMessage(f"Answer from the context only.\n\nContext:\n{doc}"),
                                         HumanMessage("What will the porch panes cost altogether?")])
    assert "£210" in reply.content
