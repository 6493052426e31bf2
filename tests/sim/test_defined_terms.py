"""A figure the documents define by an operation is worked, or the working limit (fix48b, the
forty-sixth set's OO1; ``grounded.defined_terms`` through ``asked_kinds.unmet``, for every grounded
reply): "<term> is A minus / plus / times / divided by B" over the row the question names (after a
correction line), over "Label: amount" lines; "a <term> of P% of <whole>"; "N <things> ... <amount>
each" for a question adding up. A reply already holding the figure, a question asking a cell, and a
question naming no defined term pass unchanged. Material and wordings of my own (a darts league, a
bowls club, a garden centre's statement, a roofer's quote, a quiz night's prizes, a German
Kegelverein), none from a fresh set or my probe ``worked_d``."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.grounded.defined_terms import unworked

DARTS = ("Monday darts league - averages sheet\nPlayer | Points | Darts\nKev Ross | 1620 | 60\nSue Dale | 1386 | 54\n"
         "Average per dart is points divided by darts.")
BOWLS = ("Greenway bowls - club pairs\nPair | Shots for | Shots against\nHale & Moss | 84 | 61\nIqbal & Finch | 70 | 77\n"
         "The shot difference is shots for minus shots against.\n"
         "Note from the scorer: Iqbal & Finch's shots against should read 75, a card was misread.")
KEGEL = ("Kegelverein Gut Holz - Saison\nSpieler | Volle | Abräumen\nJens | 310 | 122\nMarta | 298 | 141\n"
         "Das Gesamtergebnis ist Volle plus Abräumen.")
STATEMENT = ("Plant stall - June statement\nTakings: £2,310.00\nPitch charges: £240.00\n"
             "Net income is takings minus pitch charges.")
ROOFER = ("Quote for re-roofing 12 Elm Row\nScaffolding: £1,200\nTiles and battens: £3,100\nLabour: £2,700\n"
          "We take a deposit of 15% of the total cost when you book a start date.")
PRIZES = ("Harvest quiz night\nWinning team: a £40 meal voucher.\nThree runners-up teams get a £10 voucher each.\n"
          "Entry is £2 each.")


@pytest.mark.parametrize("body, question, reply, worked", [
    (DARTS, "What is Kev Ross's average per dart?", "Player: Kev Ross; Points: 1620; Darts: 60.", "27"),
    (BOWLS, "What's the shot difference for Hale & Moss?", "Pair: Hale & Moss; Shots for: 84; Shots against: 61.",
     "23"),
    (BOWLS, "What is Iqbal & Finch's shot difference?", "Pair: Iqbal & Finch; Shots for: 70; Shots against: 77.",
     "-5"),  # after the scorer's correction (75)
    (KEGEL, "Wie ist das Gesamtergebnis von Marta?", "Spieler: Marta; Volle: 298; Abräumen: 141.", "439"),
    (STATEMENT, "What is my net income for June?", "Takings: £2,310.00. Net income is takings minus pitch charges.",
     "£2,070"),
    (ROOFER, "How much is the deposit?", "We take a deposit of 15% of the total cost when you book a start date.",
     "£1,050"),
    (PRIZES, "How much are the vouchers worth in total?", "Winning team: a £40 meal voucher.", "£70"),
])
def test_the_defined_figure_is_worked(body, question, reply, worked):
    found = unworked(question, reply, [body])
    assert found is not None and found.worked.startswith(worked + " ")


@pytest.mark.parametrize("body, question, reply", [
    (DARTS, "How many darts did Sue Dale throw?", "Player: Sue Dale; Points: 1386; Darts: 54."),  # a cell asked
    (DARTS, "What is Kev Ross's average per dart?", "27 (1620 / 60)."),  # the figure already given
    (STATEMENT, "What were the pitch charges?", "Pitch charges: £240.00."),  # no defined term named
    (PRIZES, "What does the winning team get?", "Winning team: a £40 meal voucher."),  # no adding up asked
])
def test_other_replies_pass(body, question, reply):
    assert unworked(question, reply, [body]) is None


def test_an_operand_not_read_is_the_working_limit():
    body = "Club ladder\nNet points is points won minus penalty points.\nAnna: 40 points won."
    found = unworked("What are Anna's net points?", "Net points is points won minus penalty points.", [body])
    assert found is not None and not found.worked


def test_through_a_grounded_reply():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(f"Answer from the notes.\n\n{BOWLS}"),
                                           HumanMessage("What's the shot difference for Hale & Moss?")])
    assert out.content.startswith("23 ")


def test_each_way_is_no_price_of_each_thing():
    """"free within 20 miles, then £3 per mile each way" holds no "<N> things ... <amount> each" (fix63c): a total
    question over it is not worked as 20 x £3."""
    body = "Removals quote\nVan delivery: free within 20 miles, then £3 per mile each way.\nPacking: £90"
    assert unworked("what's the total for the van delivery and packing", "Packing: £90", [body]) is None
