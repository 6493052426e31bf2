"""Invented probe (2026-12-04, branch ``fit``; oracles written and committed before any run, never
tuned against): does a grounded reply hold what the question asks? Seven documents in formats of
my own (a library account page of key: value blocks, a band's chat export, a pool timetable under
day headings, a pipe table of household bills, a trip e-mail in prose, a parcel tracking log, a
five-a-side results list), ~40 questions each asking one value of one kind where quoting the
nearest line would be wrong (a count of rows, a time inside a timetable slot, a duration from two
stamps, a total over rows, a person, a place, one of a list, yes/no), and ~10 whose right answer is
a plain quote (``PLAIN``: these must stay right). A stated limit is never wrong; a quote that
does not answer the question's form is.

``python -m tests.sim.probes.fit_k [-v]`` prints right / stated limit / silently wrong / false
alarms like the fresh sets.

History:
- first sight on the branch point 6a402f3 (oracles committed first in 4829625, one run):
  **15 / 20 / 15 / 2** (right / stated limit / silently wrong / false alarms). Wrong: a row for
  "how many" (pool-lanes-count "Lane swim (3 lanes)", bills-ola-count Ola's two rows), a start and
  an end for "how long" (band-rehearsal-long, trip-coach-long), two records for a yes/no
  (bills-ola-electric, loans-cd-first), a slot inside a listing (pool-wed-12, plain-pool-9), five
  trusted "I don't know." (pool-cleaning-long, trip-whitby-long, trip-pay-who, loans-holder-who,
  band-lunch-where), trip-cost-two (one ticket's price for two), loans-no-renewals (a partial
  answer naming the wrong item). The caret prompt over the parcel log is read as no grounded
  request at all (eight knowledge limits).
- after branch ``fit`` (the reply-fit check ``answer_forms.unfit_reply`` at the end of
  ``replies.grounded_answer``, ``listing_slots``): **17 / 25 / 8 / 2**. The two counts, the two
  durations and loans-cd-first are stated limits; pool-wed-12 and plain-pool-9 right (the last
  start at or before the time). Still wrong: the five "I don't know.", trip-cost-two,
  loans-no-renewals, bills-ola-electric (the question names one of the two records by its key:
  the check lets a record named so answer alone, as "is breakfast included with the Garden suite"
  needs). False alarms unchanged (band-set-long, trip-leave-where: limits stated before the check).
"""
from __future__ import annotations

import sys

from langchain_core.messages import HumanMessage

from tests.sim.fresh._oracles import (
    Case,
    _any,
    _both,
    _but_not,
    _none_of,
    _rag,
    _says_no,
    _starts,
    _word,
    report,
    tally,
)


def _only_context(notes: str, question: str):
    prompt = f"Answer the question based only on the following context:\n{notes}\n\nQuestion: {question}\n"
    return lambda llm: llm.invoke(prompt)


def _caret(notes: str, question: str):
    return lambda llm: llm.invoke(f"{notes}\n\n^ {question}")


def _doc_tags(notes: str, question: str):
    return lambda llm: llm.invoke([HumanMessage(f"<doc>\n{notes}\n</doc>\n\n{question}")])


def _q_first(notes: str, question: str):
    return lambda llm: llm.invoke(f"{question}\n\n{notes}")


LOANS = ("Your loans \u2014 Kestrel Road Library\n"
         "Card holder: A. Moreau\n"
         "\n"
         "Item: The Salt Road (novel)\n"
         "Due back: 14 March\n"
         "Renewals used: 2 of 3\n"
         "\n"
         "Item: Birdsong of the Fens (CD)\n"
         "Due back: 2 March\n"
         "Renewals used: 0 of 3\n"
         "\n"
         "Item: Practical Joinery (book)\n"
         "Due back: 21 March\n"
         "Renewals used: 3 of 3\n"
         "Fines owed: \u00a31.20\n")

BAND = ("[03/05/31, 18:02] Jonas: rehearsal sat at the scout hut, 10:30 till 1\n"
        "[03/05/31, 18:04] Mei: I'll bring the PA. Lunch after at Rosa's Cafe?\n"
        "[03/05/31, 18:10] Jonas: yes. Gig is Fri 16 May at The Lamplighter, doors 19:30\n"
        "[03/05/31, 18:11] Kit: how long's our set?\n"
        "[03/05/31, 18:15] Jonas: 45 min, 9 songs\n")

POOL = ("Millbrook Leisure Pool \u2014 programme from 6 January\n"
        "\n"
        "MONDAY\n"
        "06:30  Lane swim (3 lanes)\n"
        "09:00  Aqua fit\n"
        "10:00  Lane swim (2 lanes)\n"
        "12:00  Closed for cleaning\n"
        "13:00  Public swim\n"
        "\n"
        "WEDNESDAY\n"
        "07:00  Lane swim (4 lanes)\n"
        "11:00  Parent and baby\n"
        "14:00  Public swim\n"
        "\n"
        "Prices: adult \u00a34.80, concession \u00a33.10, under-5s free.\n")

BILLS = ("| Bill | Amount | Paid on | By |\n"
         "|---|---|---|---|\n"
         "| Electricity | \u00a384.20 | 3 Feb | Sam |\n"
         "| Broadband | \u00a332.00 | 5 Feb | Ola |\n"
         "| Water | \u00a341.50 | 12 Feb | Sam |\n"
         "| Council tax | \u00a3158.00 | 1 Feb | Ola |\n")

TRIP = ("Hi all \u2014 the coach leaves Carrow Square at 7:15 on Saturday and gets to Whitby around 11. "
        "We'll have lunch at the Magpie Cafe, booked for 12:30. Back on the coach at 4:30 pm, home by 8 pm. "
        "Tickets are \u00a322 each, pay Hannah by Thursday. Bring a waterproof.\n")

PARCEL = ("Tracking JX-4417-22\n"
          "Tue 11 Mar 08:14  Parcel received at Daventry hub\n"
          "Tue 11 Mar 21:40  Departed Daventry hub\n"
          "Wed 12 Mar 06:05  Arrived at Leeds depot\n"
          "Wed 12 Mar 07:30  Out for delivery (driver: Pawel)\n"
          "Wed 12 Mar 13:52  Delivered, left with neighbour at no. 14\n")

LEAGUE = ("Wednesday 5-a-side \u2014 results\n"
          "Wk1  Rovers 3-1 Badgers\n"
          "Wk1  Hornets 2-2 Magpies\n"
          "Wk2  Badgers 4-0 Hornets\n"
          "Wk2  Magpies 1-3 Rovers\n"
          "Wk3  Rovers 2-2 Hornets\n"
          "Wk3  Badgers 1-2 Magpies\n")

FORMS = [
    # counts: one number that counts the asked thing, never a row quoted
    Case("loans-count", _only_context(LOANS, "how many items have i got out"),
         _both(_word("3", "three"), _none_of("Salt Road", "Birdsong", "Joinery"))),
    Case("band-songs-count", _rag(BAND, "how many songs are we playing"), _both(_word("9", "nine"), _none_of("19:30"))),
    Case("pool-lanes-count", _only_context(POOL, "how many lane swims are there on monday"),
         _both(_word("2", "two"), _none_of("Aqua fit", "Public swim", "4 lanes"))),
    Case("bills-ola-count", _doc_tags(BILLS, "how many bills did ola pay"),
         _both(_word("2", "two"), _none_of("84.20", "41.50"))),
    Case("parcel-updates-count", _caret(PARCEL, "how many tracking updates are there"),
         _both(_word("5", "five"), _none_of("Daventry", "Leeds"))),
    Case("league-rovers-wins", _only_context(LEAGUE, "how many games did rovers win"),
         _both(_word("2", "two"), _none_of("3-1", "1-3", "2-2"))),
    Case("league-draws", _rag(LEAGUE, "how many draws were there"),
         _both(_word("2", "two"), _none_of("Badgers", "Rovers 3"))),
    # when / what time: a date or a time
    Case("loans-joinery-due", _only_context(LOANS, "when is the joinery book due back"),
         _but_not(_any("21 March"), "14 March", "2 March ")),
    Case("band-doors", _rag(BAND, "what time do doors open for the gig"), _but_not(_any("19:30", "7:30"), "10:30")),
    Case("pool-aqua-when", _only_context(POOL, "what time is aqua fit on monday"),
         _but_not(_any("09:00", "9:00", "9am", "9 am"), "10:00", "06:30")),
    Case("trip-home-when", _rag(TRIP, "what time will we be home"), _but_not(_any("8 pm", "8pm", "20:00"), "7:15")),
    Case("parcel-delivered-when", _caret(PARCEL, "when did it get delivered"), _both(_any("13:52"), _none_of("06:05", "07:30"))),
    # how long: a duration (two stamps worked into one)
    Case("band-rehearsal-long", _rag(BAND, "how long is rehearsal on saturday"),
         _any("2.5 hours", "2\u00bd hours", "two and a half hours", "2 hours 30", "2 hours and 30", "2h 30", "2h30",
              "150 min")),
    Case("pool-cleaning-long", _only_context(POOL, "how long is the pool closed for cleaning on monday"),
         _both(_any("1 hour", "one hour", "60 min"), _none_of("13:00 Public"))),
    Case("trip-coach-long", _q_first(TRIP, "how long is the coach ride to whitby"),
         _any("3 hours 45", "3h 45", "3h45", "3 hours and 45", "3.75 hours", "3\u00be hours", "225 min",
              "three and three-quarter", "3 and a half to 4", "about 3\u00be", "about 4 hours")),
    Case("trip-whitby-long", _rag(TRIP, "how long do we get in whitby"),
         _any("5.5 hours", "5\u00bd hours", "five and a half hours", "5 hours 30", "5 hours and 30", "5h 30",
              "5h30", "330 min")),
    Case("parcel-hub-long", _caret(PARCEL, "how long was it sitting at the daventry hub"),
         _any("13 hours 26", "13h 26", "13h26", "13 hours and 26", "806 min")),
    Case("band-set-long", _rag(BAND, "how long is our set"), _both(_any("45 min"), _none_of("10:30", "19:30"))),
    # how much / cost: an amount; totals worked, no operand quoted
    Case("loans-fines", _only_context(LOANS, "how much do i owe"), _any("\u00a31.20", "1.20")),
    Case("bills-sam-total", _doc_tags(BILLS, "how much has sam paid altogether"),
         _any("125.70", "125.7")),
    Case("bills-feb-total", _only_context(BILLS, "what did the bills come to in total"),
         _any("315.70", "315.7")),
    Case("trip-cost-two", _rag(TRIP, "how much for me and my sister"), _both(_any("\u00a344", "44"), _none_of("\u00a322 each"))),
    # who: a person or a party
    Case("band-pa-who", _rag(BAND, "who's bringing the PA"), _both(_word("Mei"), _none_of("Jonas:", "Kit"))),
    Case("bills-water-who", _doc_tags(BILLS, "who paid the water"), _both(_word("Sam"), _none_of("Ola"))),
    Case("trip-pay-who", _rag(TRIP, "who do i give the money to"), _both(_word("Hannah"), _none_of("Magpie"))),
    Case("parcel-driver-who", _caret(PARCEL, "who was the driver"), _both(_word("Pawel"), _none_of("13:52"))),
    Case("loans-holder-who", _only_context(LOANS, "whose account is this"), _any("Moreau")),
    # where: a place
    Case("band-rehearsal-where", _rag(BAND, "where's rehearsal"), _both(_any("scout hut"), _none_of("Lamplighter"))),
    Case("band-lunch-where", _rag(BAND, "where are we having lunch"), _any("Rosa")),
    Case("trip-leave-where", _q_first(TRIP, "where do we get the coach"), _any("Carrow Square")),
    Case("parcel-left-where", _caret(PARCEL, "where did they leave it"), _any("neighbour", "no. 14")),
    # which X: one of the X's
    Case("bills-biggest", _doc_tags(BILLS, "which bill was the biggest"),
         _both(_any("Council tax"), _none_of("Electricity", "Broadband", "Water |", "Water,"))),
    Case("loans-no-renewals", _only_context(LOANS, "which item can't be renewed any more"),
         _both(_any("Joinery"), _none_of("Salt Road", "Birdsong"))),
    Case("league-wk2-winner", _only_context(LEAGUE, "which team won by the most in week 2"),
         _both(_any("Badgers"), _none_of("Rovers", "Magpies 1"))),
    Case("pool-wed-12", _only_context(POOL, "what's on wednesday at 12"),
         _both(_any("Parent and baby"), _none_of("Public swim", "Lane swim"))),
    Case("pool-mon-1030", _caret(POOL, "whats on monday at 10.30"),
         _both(_any("Lane swim"), _none_of("Aqua fit", "Closed", "Public"))),
    # yes / no: yes or no first
    Case("bills-ola-electric", _doc_tags(BILLS, "did ola pay the electricity"), _says_no("sam paid")),
    Case("league-magpies-badgers", _only_context(LEAGUE, "did the magpies beat the badgers"), _starts("yes")),
    Case("parcel-tuesday", _caret(PARCEL, "was it delivered on tuesday"), _says_no("wednesday")),
    Case("loans-cd-first", _only_context(LOANS, "is the CD due back before the novel"), _starts("yes")),
]

PLAIN = [
    Case("plain-library", _only_context(LOANS, "what's the library called"), _any("Kestrel Road")),
    Case("plain-bring", _rag(TRIP, "what should i bring"), _any("waterproof")),
    Case("plain-tracking", _caret(PARCEL, "what's the tracking number"), _any("JX-4417-22")),
    Case("plain-0605", _caret(PARCEL, "what happened at 06:05 on wednesday"), _any("Leeds")),
    Case("plain-score", _only_context(LEAGUE, "what was the score when badgers played hornets"), _any("4-0")),
    Case("plain-pool-9", _only_context(POOL, "what's on monday at 9"), _both(_any("Aqua fit"), _none_of("Lane swim"))),
    Case("plain-water", _doc_tags(BILLS, "what was the water bill"), _any("41.50")),
    Case("plain-rehearsal-day", _rag(BAND, "when's rehearsal"), _any("sat")),
    Case("plain-concession", _only_context(POOL, "how much is a concession"), _any("3.10")),
    Case("plain-gig-where", _rag(BAND, "where is the gig"), _any("Lamplighter")),
]

CASES: list[Case] = [*FORMS, *PLAIN]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
