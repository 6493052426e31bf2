"""Invented probe (branch ``fix49a``, session of 2026-12-06; issue 26; oracles written and committed
before its first run, never tuned against): worked figures whose operations are written in words.

Material and wordings are mine, none from a fresh set: a garage's parts list ("a reconditioned unit
is thirty pounds less"), a holiday let's booking terms ("the balance is due six weeks before"), a
quiz league's points ("a win scores 2, a draw 1"), a dog show's rosette money per place, a swim
gala's results with a "+" legend ("+ = 5-second penalty, included in the time"), a ferry's fares per
passenger asked "for me and my two kids", party lists counted for tool arguments ("me, my two
nephews and Sam's girlfriend"), and a partial answer to "how many" over a booking thread whose only
quoted figure is a price per head. Paths: plain RAG text, ``create_agent(..., response_format=...)``
with a search tool, ``with_structured_output`` with a string answer field and a number field, and
``bind_tools`` calls. Each mechanism has rows that must stay right (the plain figure asked).

Classes as in the fresh sets: ``right``, ``limit`` (stated), ``wrong`` (silently), ``false alarm``.
``python -W ignore -m tests.sim.probes.worked_e [-v]`` prints the counts.

First sight on e764df6c (the base of ``fix49a``; oracles committed before the one run), 33 cases:
right 15 / limit 4 / wrong 14 / false alarms 0. Wrong: the "thirty pounds less", "the balance is due",
"a win scores 2", rosette-money, "+ = penalty included" and per-passenger lines quoted for the worked
figure; three party lists counted short ("Sam's girlfriend", "the neighbour's boy" unread; the bare "two").
After branch ``fix49a`` (``grounded.worded_operations`` through ``asked_kinds``, ``family_counts.listed_party``,
party_prices reading the speaker, the number field beside an answer field): **28 / 4 / 1 / 0**. Left:
dinner-time wrong (a time read from the wrong message, another class), tool-table-party a limit ("us"
unsized), cottage-balance a limit, garage-warranty and tool-table-plain limits.
"""

from __future__ import annotations

import sys

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _any,
    _call,
    _calls,
    _num_near,
    _rag,
    _text,
    _val,
    report,
    tally,
)

GARAGE = ("Pellow Motors - parts and fitting, Ford Fiesta 1.0\n"
          "Alternator, new: one hundred and ten pounds fitted. A reconditioned alternator is thirty pounds less.\n"
          "Starter motor, new: £95 fitted.\n"
          "All parts carry a twelve-month warranty.")
COTTAGE = ("Gull Cottage, Port Isaac - booking terms\n"
           "A week in August costs £1,260.\n"
           "A deposit of £300 secures your dates; the balance is due six weeks before arrival.\n"
           "Dogs are welcome by arrangement.")
QUIZ = ("Tuesday quiz league - scoring\n"
        "Each match is played over eight rounds.\n"
        "League points: a win scores 2, a draw 1, a defeat 0.\n"
        "The top two teams at Easter meet in the final.")
DOGSHOW = ("Brambleford open dog show - schedule\n"
           "Entries close on 4 May. Judging starts at 10am.\n"
           "Rosette money in every breed class: first, five pounds; second, three pounds; third, two pounds.\n"
           "Best in Show receives a cup.")
GALA = ("Otterbrook swim gala - 100m freestyle, boys 12-13\n"
        "Place | Swimmer | Club | Time\n"
        "1 | Jonah Reece | Otterbrook | 1:08.4\n"
        "2 | Idris Vale | Kingsmere | 1:10.2+\n"
        "3 | Caleb Monk | Otterbrook | 1:11.9\n"
        "+ = 5-second penalty for a false start, included in the time shown.")
FERRY = ("Isles Link ferry - Penzance to St Mary's, day return\n"
         "Fare per passenger: adult £58; child (2-15) £29; under-2s free.\n"
         "Sailings leave at 9.15am and return at 4.30pm.")
DINNER_THREAD = ("From: Priya Nandi\nTo: The Olive Room\n"
                 "Hi, I'd like to book the back room for Saturday 14th at 7.30. There will be my parents, "
                 "my brother and his wife, and my two cousins, so that makes us nine with me and my husband.\n\n"
                 "From: The Olive Room\nTo: Priya Nandi\n"
                 "Thank you! Our set menu for private rooms is GBP 38 per head, and the room is yours from 7pm.")


def _worked(value: float, *avoid: str):
    """The worked figure in the reply and none of ``avoid`` (the operand line is no answer)."""
    return _val(value, *avoid)


# --- a learner's create_agent with a search tool and a response format ----------------------------

class HelpAnswer(BaseModel):
    """The help desk's reply to a customer."""

    answer: str = Field(description="the answer to the customer's question")


def _desk_agent(material: str, question: str):
    """``create_agent`` with a search tool returning the whole material, ``response_format=HelpAnswer``:
    the structured ``answer`` (else the last message's text); an empty reply when it never searched."""

    @tool
    def look_up(query: str) -> str:
        """Look up the club's or shop's information for the words in the query."""
        return material

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [look_up], system_prompt="Look the answer up before you reply, and answer only "
                             "from what the look-up returns.", response_format=HelpAnswer)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) for m in out["messages"]):
            return AIMessage("")
        if (resp := out.get("structured_response")) is not None:
            return AIMessage(resp.answer if isinstance(resp, HelpAnswer) else str(resp.get("answer", resp)))
        return AIMessage(_text(out["messages"][-1]))

    return run


class PriceReply(BaseModel):
    """A reply to a customer's question about prices."""

    answer: str = Field(description="a short answer to the customer's question")
    total_gbp: float | None = Field(default=None, description="the amount in pounds, if the question asks one")


def _priced(material: str, question: str):
    """``with_structured_output(PriceReply, include_raw=True)`` over the material: the parsed object."""

    def run(llm):
        return llm.with_structured_output(PriceReply, include_raw=True).invoke([
            SystemMessage(f"You answer customers' questions from this page only:\n\n{material}"),
            HumanMessage(question)])

    return run


def _reply_ok(check, amount: float | None = None):
    """The parsed answer passes ``check`` and its number field is the amount (or left empty)."""

    def ok(out) -> bool:
        parsed = out.get("parsed") if isinstance(out, dict) else None
        if parsed is None:
            return False
        if not check(AIMessage(parsed.answer)):
            return False
        return parsed.total_gbp is None or (amount is not None and abs(parsed.total_gbp - amount) < 1e-6)

    return ok


# --- tools taking a count --------------------------------------------------------------------------

@tool
def buy_tickets(adults: int, show: str) -> str:
    """Buy theatre tickets for a number of people."""
    return "bought"


@tool
def reserve_table(people: int, time: str) -> str:
    """Reserve a table at the restaurant for a number of people at a time."""
    return "reserved"


@tool
def hire_bikes(bikes: int, hours: int) -> str:
    """Hire bikes from the seafront shop for a number of hours."""
    return "hired"


CASES = [
    # "N less / N cheaper / N more" on the line of the other amount
    Case("garage-recon", _rag(GARAGE, "How much would a reconditioned alternator cost me, fitted?"), _worked(80, "thirty pounds less")),
    Case("garage-recon-agent", _desk_agent(GARAGE, "What's the price for a reconditioned alternator?"), _worked(80)),
    Case("garage-recon-schema", _priced(GARAGE, "How much is a reconditioned alternator?"), _reply_ok(_worked(80), 80)),
    Case("garage-new", _rag(GARAGE, "How much is a new alternator fitted?"), _any("110", "hundred and ten")),
    Case("garage-starter", _rag(GARAGE, "What does a starter motor cost?"), _val(95)),
    Case("garage-warranty", _rag(GARAGE, "How long is the warranty on parts?"), _any("twelve-month", "12")),
    # "the balance / the rest is due": the stated whole less the part paid
    Case("cottage-balance", _rag(COTTAGE, "I've paid the deposit for a week in August. How much is still left to pay?"),
         _worked(960)),
    Case("cottage-balance-agent", _desk_agent(COTTAGE, "How much will the balance be for my August week?"), _worked(960)),
    Case("cottage-when", _rag(COTTAGE, "When is the balance due?"), _any("six weeks", "6 weeks")),
    Case("cottage-deposit", _rag(COTTAGE, "How much is the deposit?"), _val(300)),
    Case("cottage-week", _rag(COTTAGE, "What does a week in August cost?"), _val(1260)),
    # points and prizes per place, summed over the places the question names
    Case("quiz-points", _rag(QUIZ, "We won three matches and drew two. How many league points is that?"), _worked(8)),
    Case("quiz-points-agent", _desk_agent(QUIZ, "How many points do we get for two wins and a draw?"), _worked(5)),
    Case("quiz-win", _rag(QUIZ, "How many points is a win worth?"), _val(2)),
    Case("quiz-rounds", _rag(QUIZ, "How many rounds are there in a match?"), _any("eight", "8")),
    Case("dog-prize", _desk_agent(DOGSHOW, "If my dog is placed second in one class and first in another, how much "
                                            "rosette money do I win?"), _worked(8)),
    Case("dog-prize-rag", _rag(DOGSHOW, "How much rosette money for two thirds?"), _worked(4)),
    Case("dog-third", _rag(DOGSHOW, "What is the rosette money for a third place?"), _any("two pounds", "£2")),
    Case("dog-close", _rag(DOGSHOW, "When do entries close?"), _any("4 May")),
    # a legend mark whose note says an amount is included, asked "without"
    Case("gala-without", _rag(GALA, "What would Idris Vale's time have been without the penalty?"), _any("1:05.2")),
    Case("gala-idris", _rag(GALA, "What time is shown for Idris Vale?"), _any("1:10.2")),
    Case("gala-winner-time", _rag(GALA, "What was Jonah Reece's time?"), _any("1:08.4")),
    # a price per passenger times the question's party
    Case("ferry-family", _rag(FERRY, "How much would a day return be for me and my two kids, aged 7 and 10?"),
         _worked(116, "£58; child")),
    Case("ferry-family-schema", _priced(FERRY, "What will day returns cost for me and my wife?"), _reply_ok(_worked(116), 116)),
    Case("ferry-adult", _rag(FERRY, "What is the adult fare?"), _val(58)),
    Case("ferry-sail", _rag(FERRY, "What time does the ferry leave?"), _any("9.15")),
    # party lists counted item by item (tool arguments)
    Case("tool-tickets-party", _calls([buy_tickets], "get tickets for Hamlet for me, my two nephews and Sam's girlfriend"),
         _call("buy_tickets", adults=_num_near(4))),
    Case("tool-table-party", _calls([reserve_table], "reserve a table at 8pm for us, our three kids and the neighbour's boy"),
         _call("reserve_table", people=_num_near(6))),
    Case("tool-bikes-party", _calls([hire_bikes], "hire bikes for 3 hours for me, my sister and her two boys"),
         _call("hire_bikes", bikes=_num_near(4), hours=_num_near(3))),
    Case("tool-table-plain", _calls([reserve_table], "book a table for five at 7.30pm"), _call("reserve_table", people=_num_near(5))),
    # a partial answer to "how many" quoting a price is no count
    Case("dinner-how-many", _rag(DINNER_THREAD, "How many of us will be at the dinner?"), _any("nine", "9 ")),
    Case("dinner-price", _rag(DINNER_THREAD, "How much is the set menu per head?"), _val(38)),
    Case("dinner-time", _rag(DINNER_THREAD, "From what time is the room ours?"), _any("7pm")),
]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
