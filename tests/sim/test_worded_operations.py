"""Operations written in words on a quoted line, worked for the figure asked or given the working limit,
never the line (``grounded/worded_operations``, through ``asked_kinds.unmet`` on every grounded reply;
issue 26, the forty-seventh set's PP1). Wordings and material of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from course_lib import SimulatorLimitWarning
from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.asked_kinds import unmet
from course_lib.sim.grounded.worded_operations import operation_word, unworked

HEDGE = "Hedge trimming, standard: £45.\nA trim with the clippings left on site is £12 cheaper.\nWe work Monday to Friday."
CAKE = "Wedding cake, three tiers: £420.\nA £100 deposit holds the date; the remainder is payable on collection."
DARTS = "Darts league - points\nA win earns 3, a draw 1, a defeat 0.\nMatches start at 8pm."
RAFFLE = "Tombola prizes: first, ten pounds; second, five pounds; third, two pounds."
REGATTA = ("Crew | Time\nCrew A | 7:38.1\nCrew B | 7:42.3#\n"
           "# = 10-second penalty for a steering fault, included in the time.")
POTTERY = "Pottery taster session: £28 per person, clay and firing included."


def _worked(question: str, reply: str, bodies: list[str]) -> str | None:
    found = unmet(question, reply, bodies)
    return None if found is None else found.worked


@pytest.mark.parametrize("question, reply, bodies, expected", [
    ("How much is a trim if you leave the clippings on site?", "A trim with the clippings left on site is £12 cheaper.",
     [HEDGE], "£33"),
    ("How much will I still owe on collection?", "A £100 deposit holds the date; the remainder is payable on collection.",
     [CAKE], "£320"),
    ("How many points do four wins and a draw earn us?", "A win earns 3, a draw 1, a defeat 0.", [DARTS], "13"),
    ("How much prize money for a second and two thirds?", RAFFLE, [RAFFLE], "£9"),
    ("What would Crew B's time have been without the penalty?", "Crew: Crew B; Time: 7:42.3#.", [REGATTA], "7:32.3"),
    ("How much would a taster session be for me and my two friends?", POTTERY, [POTTERY], "£84"),
])
def test_worked(question, reply, bodies, expected):
    worked = _worked(question, reply, bodies)
    assert worked and worked.startswith(expected)


@pytest.mark.parametrize("question, reply, bodies", [
    ("How much prize money for a first and a fourth?", RAFFLE, [RAFFLE]),  # no fourth priced
    ("How much is a taster session for us and our neighbours?", POTTERY, [POTTERY]),  # "us": unsized
])
def test_working_limit(question, reply, bodies):
    found = unmet(question, reply, bodies)
    assert found is not None and not found.worked and not found.absent


@pytest.mark.parametrize("question, reply, bodies", [  # (guards: the line answers as it is)
    ("How much is standard hedge trimming?", "Hedge trimming, standard: £45.", [HEDGE]),
    ("How many points is a win worth?", "A win earns 3, a draw 1, a defeat 0.", [DARTS]),
    ("What is the third prize?", RAFFLE, [RAFFLE]),
    ("How much is a taster session per person?", POTTERY, [POTTERY]),
    ("When is the remainder payable?", "A £100 deposit holds the date; the remainder is payable on collection.", [CAKE]),
])
def test_left_alone(question, reply, bodies):
    assert unworked(question, reply, bodies, True, frozenset()) is None


def test_operation_words():
    assert operation_word("without") and operation_word("rest") and not operation_word("crew")


def _rag(context: str, question: str):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(f"Answer from the context only.\n\nContext:\n{context}"),
                                           HumanMessage(question)])
    return out.content, [w for w in caught if issubclass(w.category, SimulatorLimitWarning)]


def test_rag_reply_is_worked_not_the_line():
    text, limits = _rag(HEDGE, "How much is a hedge trim with the clippings left on site?")
    assert "33" in text or limits


def test_rag_points_summed():
    text, limits = _rag(DARTS, "How many league points would two wins and a draw get us?")
    assert text.startswith("7") and not limits


class Quote(BaseModel):
    """A reply to a customer about a price."""

    answer: str = Field(description="a short answer to the customer's question")
    cost_gbp: float | None = Field(default=None, description="the cost in pounds, if the question asks one")


def test_number_field_follows_the_answer():
    out = SimulatedChatModel().with_structured_output(Quote, include_raw=True).invoke([
        SystemMessage(f"You answer customers from this page only:\n\n{POTTERY}\nGift vouchers: £50."),
        HumanMessage("What would a taster session cost for me and my sister?")])
    parsed = out["parsed"]
    assert parsed is not None and parsed.answer.startswith("£56") and parsed.cost_gbp in (56, None)


# --- a partial answer to "how many" quoting only a price (the forty-seventh set's PP7) ------------------

_TAIL = " I could not find anything about 'us' in the documents, so I don't know that part."


def test_priced_partial_count_is_no_answer():
    found = unmet("How many of us are booked on the boat trip?", "Extra life jackets are GBP 4 each." + _TAIL,
                  ["Extra life jackets are GBP 4 each.\nThe skipper says that puts us at eleven on board."])
    assert found is not None and not found.worked and "price" in found.held


def test_counted_partial_answer_stays():  # (guard)
    assert unmet("How many of us are booked on the boat trip?", "There are 11 places booked." + _TAIL,
                 ["There are 11 places booked."]) is None


def test_rest_of_the_whole_in_the_paragraph_above():
    thread = ("Re: your lesson booking\n\nA block of six lessons is EUR 240, and the theory book is EUR 25.\n"
              "You paid a EUR 60 deposit by card; the balance is due at the\nfirst lesson.\n\n"
              "A parking permit for the whole course is EUR 90.")
    found = unmet("How much do I still have to pay at the first lesson?",
                  "You paid a EUR 60 deposit by card; the balance is due at the first lesson.", [thread])
    assert found is not None and found.worked.startswith("€180")


def test_priced_partial_count_reads_the_party_said():
    found = unmet("How many of us will be on the boat?", "Extra life jackets are GBP 4 each." + _TAIL,
                  ["Extra life jackets are GBP 4 each.\n> With my two brothers coming, that makes us eleven."])
    assert found is not None and found.worked.startswith("11 (")


def test_the_rest_stated_with_its_amount_answers():  # (guard)
    assert unworked("How much is left to pay?", "The remaining balance of £75 is taken on the day.",
                    ["Paid so far: £25.\nThe remaining balance of £75 is taken on the day."], True, frozenset()) is None
