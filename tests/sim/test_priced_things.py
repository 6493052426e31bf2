"""A price asked as "How much is the <thing>?" (no money word) answered by a line with no amount:
the rest of the list's line when it gives the price, else the working limit; never the bare
sentence ("How much is the time trial?" was answered "Sun 30 Mar Club time trial, 10 miles.", the
entry fee cut off after the sentence's end), never another line's amount beside it
(``asked_kinds._amount_elsewhere``). ``asked_kinds.priced_thing_question`` and
``asked_kinds.amount_on_the_line``; invented material (round 67)."""

import pytest

from course_lib.sim.grounded import asked_kinds
from tests.sim._chat import ask_rag

FIXTURES = """Lowther Harriers - winter fixtures
Sat 4 Jan   Parkrun takeover, 5 km. Free, just bring your barcode.
Sat 18 Jan  Cross-country league, 8 km. Entry £6 on the day.
Sun 26 Jan  Hill relay, teams of three.
"""


@pytest.mark.parametrize(("question", "priced"), [
    ("How much is the cross-country league?", True),
    ("how much are the spikes", True),
    ("How much is the dose?", False),  # a quantity, no price
    ("How much is left?", False),
    ("How much is the total?", False),  # (the money question's own reading)
])
def test_priced_thing_question(question, priced):
    assert bool(asked_kinds._re("priced_thing_question").search(question)) is priced


def test_the_rest_of_the_line_gives_the_price():
    line = asked_kinds.amount_on_the_line("Sat 18 Jan Cross-country league, 8 km.", [FIXTURES])
    assert line == "Sat 18 Jan Cross-country league, 8 km. Entry £6 on the day."
    assert asked_kinds.amount_on_the_line("Sun 26 Jan Hill relay, teams of three.", [FIXTURES]) is None  # guard


def test_end_to_end():
    reply, limits = ask_rag(FIXTURES, "How much is the cross-country league?")
    assert "£6" in reply and not limits
    reply, limits = ask_rag(FIXTURES, "How much is the hill relay?")
    assert limits  # no price on its line: before, "Entry £6 on the day." of the league's line was its price


RECEIPT = """DEPOSIT RECEIPT
Tenant: J. Mensah
Amount: £950.00 (four weeks' rent)
Protected with: the Tenancy Deposit Scheme, ref TDS-4410
"""


def test_a_records_own_amount_line_is_its_amount():  # guard: fields of one record, each on its line
    reply = "DEPOSIT RECEIPT. Amount: £950.00 (four weeks' rent). Protected with: the Tenancy Deposit Scheme."
    assert asked_kinds._amount_elsewhere("How much is the deposit?", reply, [RECEIPT]) is None


def test_a_bare_figure_ending_the_rest_is_no_price():  # guard: "2038." ends the line's other sentence
    notes = "Dispatch: week of 12 October 2038. Case of 6 bottles, charged to the card on 1 October.\n"
    assert asked_kinds.amount_on_the_line("Case of 6 bottles, charged to the card on 1 October.", [notes]) is None
