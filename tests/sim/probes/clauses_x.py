"""Invented probe (branch ``fix43a``, session of 2026-12-05, third; issue 26; oracles written and
committed before its first run): what an agent reads in its search results, amendments that name a
rule or clause by its number, "when" questions, and settings whose value is a negation.

Material and wordings are mine (a residents' association rulebook, a flat lease with an addendum, a
sailing club's minutes behind a search that needs every word of its query, notices, a hotel booking
block and a ``.env`` file), none from a fresh set. Three learner search tools of other shapes: the
top blocks by shared words ("Nothing in the rulebook about that."), ``Clause N - Title.`` paragraphs
("The lease has nothing on that."), and a strict all-words search whose later, narrower queries
come back empty ("No minutes match those words."). Questions: a value changed by a numbered
amendment ("Rule 3 is changed to", "§2 now reads", "in Rule 6, replace 3 hours by 4 hours"), "now"
and a span of months worked from two dates, a correction in a later set of minutes, "when" over
notices where a heading date is not the event's (and where no date is given), yes/no over
``breakfast: not included`` / ``DEBUG=false`` / ``parking: none``, plain values that must stay right
and absent answers that must stay "I don't know".

Classes as in the fresh sets: ``right``, ``limit`` (stated), ``wrong`` (silently), ``false alarm``.
``python -W ignore -m tests.sim.probes.clauses_x [-v]`` prints the counts.

First sight on b45463ca (the base of ``fix43a``), 35 cases: right 23 / limit 6 / wrong 6 / false
alarms 1. Wrong: rb-garden (Rule 6's "3 hours" quoted; "Amendment 2: in Rule 6, replace 3 hours by
4 hours" not read), lease-cat ("No pets may be kept ..." quoted beside "Clause 4 is amended: one
indoor cat may be kept."), min-regatta (the 4 May minute's "21 June"; the 1 June correction not
read), min-junior (the line with both memberships' fees quoted), when-boiler-absent and
when-pool-absent (the notice quoted for "when", no date said missing). Limits: rb-bikes, rb-age
("can't tell whether the retrieved text answers this"), lease-months (a span of two dates), when-parcel,
env-upload, and set-spa (a false alarm: a limit for an absent answer).

History on branch fix43a (right / limit / wrong / false alarms; each mechanism tested in tests/sim on
wordings and material of my own, never these cases nor the forty-first's):
- a change line naming a numbered item ("Clause 4 is amended: ...", "§2 now reads", "in Rule 6,
  replace A by B") corrects the block opening with that number (``later_corrections``): lease-cat
  right, 24 / 6 / 5 / 1;
- a when-question over lines dated only by their own stamp ("Update 12 May: ... postponed"): the
  date is not given, or a documents limit (``event_dates.stamped_only``): 26 / 6 / 3 / 1;
- a day or month before a number is a date, not an item ("Saturday 28" vs "Saturday 21"), so the
  1 June minute corrects the 4 May one: min-regatta right, 27 / 6 / 2 / 1;
- an amount's period after it ("£45 a year") is part of its labelled piece: min-junior right;
- "how many months" worked from two full dates (``stamp_spans``): lease-months right, 29 / 5 / 1 / 1.
Left wrong: rb-garden (the learner's search never returns Amendment 2: a real model would not see
it either, so the oracle is strict here). Left limits: rb-bikes and rb-age ("Nothing in the rulebook
about that." is not read as an empty search; read so, the agent's next searches still miss "bike" /
"Bicycles" and "age" / "aged", so "I don't know" would be silently wrong), when-parcel (the delivery
line is not met by "arrive"), env-upload, set-spa (a false alarm).
"""

from __future__ import annotations

import re
import sys

from langchain_core.messages import HumanMessage

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _both,
    _but_not,
    _corrected,
    _denies,
    _not_opening,
    _rag,
    _val,
    _yes_or,
    report,
    tally,
)

RULEBOOK = [
    "Rule 1. Membership is open to every resident of Linden Court aged 16 or over.",
    "Rule 2. The yearly subscription is £12 per household, payable at the AGM.",
    "Rule 3. A general meeting needs a quorum of 10 members.",
    "Rule 4. The committee meets on the first Tuesday of each month at 7.30 pm.",
    "Rule 5. Bicycles are kept in the basement store and never in the hallways.",
    "Rule 6. Residents may book the garden room for up to 3 hours at a time.",
    "Amendment 1 (AGM, 9 March 2041): Rule 3 is changed to: a general meeting needs a quorum of 15 members.",
    "Amendment 2: in Rule 6, replace 3 hours by 4 hours.",
]
LEASE = [
    "Clause 1 - Term. The tenancy runs from 1 February 2041 to 31 July 2041.",
    "Clause 2 - Rent. The rent is €850 a month, paid by the 5th of each month.",
    "Clause 3 - Deposit. The deposit is €1,700, returned within 30 days of the end of the tenancy.",
    "Clause 4 - Pets. No pets may be kept in the flat.",
    "Clause 5 - Bills. The tenant pays electricity and internet; water is included in the rent.",
    "Addendum signed 20 January 2041. §2 now reads: The rent is €820 a month. "
    "Clause 4 is amended: one indoor cat may be kept.",
]
MINUTES = [
    "Minutes, 4 May 2041. The club's annual regatta will be held on Saturday 21 June.",
    "Minutes, 4 May 2041. Junior membership stays at £45 a year; adult membership rises to £160 a year.",
    "Minutes, 1 June 2041. Correction to the minutes of 4 May: the regatta moves to Saturday 28 June "
    "because of the tides.",
    "Minutes, 1 June 2041. The clubhouse bar will close at 10 pm from July.",
    "Minutes, 1 June 2041. Safety boat cover is required whenever juniors are on the water.",
]
STOP = {"the", "a", "an", "is", "are", "do", "does", "i", "my", "we", "our", "of", "to", "in", "on", "for", "what",
        "how", "can", "when", "much", "many", "it", "be", "at", "and", "or", "there", "any", "this", "year"}


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9£€§]+", text.lower()) if w not in STOP and len(w) > 1}


def _top(blocks: list[str], query: str, n: int) -> list[str]:
    q = _words(query)
    scored = sorted(((len(q & _words(b)), i) for i, b in enumerate(blocks)), reverse=True)
    return [blocks[i] for i in sorted(i for s, i in scored[:n] if s > 0)]


def _rulebook_tool():
    from langchain_core.tools import tool

    @tool
    def rulebook(query: str) -> str:
        """Search the Linden Court Residents' Association rulebook and its amendments."""
        return "\n".join(_top(RULEBOOK, query, 3)) or "Nothing in the rulebook about that."

    return rulebook


def _lease_tool():
    from langchain_core.tools import tool

    @tool
    def lease_search(query: str) -> str:
        """Look up clauses of my flat's lease (and its addendum) by keyword."""
        return "\n\n".join(_top(LEASE, query, 2)) or "The lease has nothing on that."

    return lease_search


def _minutes_tool():
    from langchain_core.tools import tool

    @tool
    def minutes_search(query: str) -> str:
        """Search the sailing club's committee minutes. Returns the paragraphs holding every word of the query."""
        words = _words(query)
        hits = [p for p in MINUTES if words and words <= _words(p)]
        return "\n\n".join(hits) if hits else "No minutes match those words."

    return minutes_search


def _agent(make_tool, question: str, system: str = "Answer the member's questions. Search first; answer only "
                                                          "from what the search returns."):
    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [make_tool()], system_prompt=system)
        return agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 12})["messages"][-1]

    return run


def _pasted(block: str, question: str):
    return lambda llm: llm.invoke([HumanMessage(f"{block}\n\n{question}")])


LIBRARY = ("Riverside Library - notice posted 3 March 2041\nThe reading room is closed for repainting. "
           "It reopens on Monday 17 March.")
BOILER = ("Elm House residents - Update 12 May: the boiler repair has been postponed because a part is missing. "
          "The contractor will confirm a new date.")
SUBS = ("From: Dev Patel (Secretary), 2 April 2041, 18:05\nSubject: Subs\nHi all, subs of £20 must be paid before "
        "the AGM. The AGM is on Thursday 24 April in the church hall.\nPayment by bank transfer only.")
BINS = ("Ashgrove Council - waste collection\nGeneral waste is collected every other Wednesday. Recycling is "
        "collected every Friday morning.\nGarden waste needs a permit.")
POOL = ("Leisure centre notice, 8 September: The main pool is closed for repairs to the filtration system. "
        "We apologise for any inconvenience.")
ZH_LIB = "图书馆通知(3月2日):二楼自习室进行装修,预计4月10日重新开放。期间请使用一楼阅览室。"
PARCEL = ("Order 5521 - Update 2 March: your parcel is delayed at the depot.\nExpected delivery: Friday 7 March.")
HOTEL = ("Booking KX-4471\nguest: Mr T. Okonkwo\nroom: double, sea view\nnights: 3\nbreakfast: not included\n"
         "parking: none\nlate_checkout: yes (until 13:00)\nairport_transfer: n/a\ncot: requested")
ENV = "# app settings\nAPP_NAME=ledgerly\nDEBUG=false\nCACHE_ENABLED=true\nMAX_UPLOAD_MB=25\nEMAIL_BACKEND=off"

_NO_DATE = ("not yet", "no date", "no new date", "doesn't say", "does not say", "not given", "not known",
            "not been set", "not fixed", "not stated")

CASES = [
    # a rulebook with numbered amendments, behind a top-blocks search
    Case("rb-quorum", _agent(_rulebook_tool, "How many members do we need for a quorum at a general meeting?"),
         _corrected("15", "10 members")),
    Case("rb-garden", _agent(_rulebook_tool, "How long can I book the garden room for?"), _corrected("4 hours", "3 hours")),
    Case("rb-sub", _agent(_rulebook_tool, "How much is the yearly subscription?"), _val(12)),
    Case("rb-bikes", _agent(_rulebook_tool, "Can I leave my bike in the hallway?"),
         _denies("never in the hallways", "basement")),
    Case("rb-committee", _agent(_rulebook_tool, "When does the committee meet?"), _any("first Tuesday")),
    Case("rb-dogs", _agent(_rulebook_tool, "Are residents allowed to keep dogs?"), _absent("doesn't say", "no rule")),
    Case("rb-age", _agent(_rulebook_tool, "From what age can you join the association?"), _any("16")),
    # a lease with an addendum, behind a keyword search
    Case("lease-months", _agent(_lease_tool, "How many months does the tenancy run?"), _val(6)),
    Case("lease-rent-now", _agent(_lease_tool, "What is the rent now?"), _corrected("820", "850")),
    Case("lease-cat", _agent(_lease_tool, "Am I allowed a cat in the flat?"),
         _both(_not_opening("no"), _any("one indoor cat", "cat may be kept"))),
    Case("lease-deposit", _agent(_lease_tool, "How much is the deposit?"), _val(1700)),
    Case("lease-water", _agent(_lease_tool, "Do I have to pay for water?"), _denies("included")),
    Case("lease-parking", _agent(_lease_tool, "Is a parking space included?"), _absent("doesn't say", "nothing on")),
    Case("lease-rent-due", _agent(_lease_tool, "When is the rent due each month?"), _any("5th")),
    # minutes behind a search that needs every word of its query
    Case("min-regatta", _agent(_minutes_tool, "When is the regatta this year?"), _corrected("28 June", "21 June")),
    Case("min-adult-now", _agent(_minutes_tool, "What's adult membership now?"), _val(160)),
    Case("min-bar", _agent(_minutes_tool, "What time will the bar close from July?"), _any("10 pm", "22:00")),
    Case("min-pontoon", _agent(_minutes_tool, "Has the committee agreed to buy a new pontoon?"),
         _absent("doesn't say", "no minutes", "not mention")),
    Case("min-junior", _agent(_minutes_tool, "How much is junior membership?"), _but_not(_val(45), "£160")),
    # "when" over notices: a heading date is not the event's
    Case("when-reopen", _rag(LIBRARY, "When does the reading room reopen?"), _any("17 March")),
    Case("when-boiler-absent", _rag(BOILER, "When will the boiler be repaired?"), _absent(*_NO_DATE)),
    Case("when-subs", _rag(SUBS, "When do I have to pay my subs by?"), _any("24 April")),
    Case("when-recycling", _rag(BINS, "When is recycling collected?"), _but_not(_any("Friday"), "Wednesday")),
    Case("when-pool-absent", _rag(POOL, "When will the pool reopen?"), _absent(*_NO_DATE)),
    Case("when-zh", _rag(ZH_LIB, "自习室什么时候重新开放?"), _any("4月10日")),
    Case("when-parcel", _rag(PARCEL, "When will my parcel arrive?"), _any("7 March")),
    # settings whose value is a negation
    Case("set-breakfast", _pasted(HOTEL, "Is breakfast included in my booking?"), _denies("not included")),
    Case("set-parking", _pasted(HOTEL, "Do I have a parking space?"), _denies("none")),
    Case("set-late", _pasted(HOTEL, "Have I got late checkout?"), _yes_or("13:00")),
    Case("set-transfer", _pasted(HOTEL, "Is an airport transfer booked?"), _denies("n/a", "not booked")),
    Case("set-spa", _pasted(HOTEL, "Does the booking include spa access?"), _absent("doesn't say", "not mention")),
    Case("env-debug", _pasted(ENV, "Is debug mode turned on?"), _denies("false")),
    Case("env-cache", _pasted(ENV, "Is caching enabled?"), _yes_or("true")),
    Case("env-email", _pasted(ENV, "Will the app send emails?"), _denies("off")),
    Case("env-upload", _pasted(ENV, "What's the biggest upload allowed?"), _val(25)),
]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
