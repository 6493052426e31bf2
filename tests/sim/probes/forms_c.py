"""Invented probe (branch ``fix47a``, session of 2026-12-05, seventh; issue 26; oracles written and
committed before its first run, never tuned against): FORMS of material again - delimited tables
under titles and over notes, quoted hard-wrapped e-mail, headings and letterheads that name the
asked thing, group chats with offers, withdrawals and take-ups.

Material and wordings are mine, none from a fresh set: a chess club's CSV ladder under a title and a
date line with a "*" note below, a bakery's TSV order sheet under a heading with a correction line
below, a garden centre's semicolon price list with a footnote, a swimming gala's pipe-less "|" list
with a caption; a quoted school-trip e-mail at two depths (">" and ">>") wrapped mid-sentence, a
quoted allotment reply with an age rule wrapped; a locksmith's invoice letterhead, a "Plastering
rates" page, a "Pet grooming" heading; a walking group's chat about a flask, a five-a-side chat
about bibs, a book club chat about a projector; plain cases whose reply is right today, and absent
answers that must stay "I don't know".

Classes as in the fresh sets (``tests/sim/fresh/_oracles``): ``right``, ``limit`` (a limit stated),
``wrong`` (silently), ``false alarm`` (a limit on a reply whose oracle is met).
``python -W ignore -m tests.sim.probes.forms_c [-v]`` prints the counts.

History:
- first sight on 91badf2a (oracles committed before the one run): 29 cases: **19 / 3 / 7 / 2**
  (right / stated limit / silently wrong / false alarms). Wrong: chess-ade-wins (Harriet Vance's row
  and the "*" note for a row whose name carries the mark), chess-absent (the CSV's title and date
  lines quoted for an absent fee), allot-son ("I don't know.": the ">>" quoted age rule inside a mail
  not read), groom-absent (the heading and the small dogs' line for a rabbit), walk-flask (Tariq's
  offer, withdrawn later, quoted), bibs-who ("I don't know.": "I've got them ... I'll bring them"
  answering a question about the bibs not read), books-projector (the chat stamp "[Mon" read as a
  field name; Ben's withdrawn offer quoted). Limits: chess-lena-points and lock-owe (false alarms:
  the right figure beside the limit), plaster-long.
- after branch ``fix47a`` (each mechanism tested in tests/sim on wordings and material of my own,
  never these cases nor the forty-fifth's): **23 / 3 / 3 / 1**. A footnote mark in a delimited row's
  cell keeps its note apart, header cells may carry a bracketed unit, semicolon rows are rows, and a
  reply sentence holding a block of delimited records is the documents limit (chess-lena-points
  right, no false alarm); a chat read in order for who takes a thing on (``grounded.chat_offers``:
  walk-flask, bibs-who, books-projector right); chat lines under a title are no fixed-width grid; an
  age clause never runs over a sentence end and a condition on those under a bound gives no "No"
  (allot-son wrong -> limit). Left wrong: chess-ade-wins ("games" column for "won": no wins / won
  reading), chess-absent (the title and date lines for an absent fee: "the club's membership fee"
  is no money question to ``asked_kinds``), groom-absent (the small dogs' line for a rabbit: "rabbit"
  is too common a word for the absent-thing check). Left limits: lock-owe (a false alarm),
  plaster-long, allot-son (right: the rule that answers, "Plot holders must be 16 or older", names
  no age group).
"""

from __future__ import annotations

import sys

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _both,
    _but_not,
    _none_of,
    _rag,
    _val,
    _yes_or,
    report,
    tally,
)

# --- delimited tables under a title, over notes ---------------------------------------------------

CHESS = """Millbrook Chess Club - winter ladder, standings after round 5
Published 12 January 2039
player,rating,games,wins,draws,losses,points
Harriet Vance,1840,5,4,1,0,4.5
Tomasz Nowak,1795,5,3,2,0,4
Ade Okafor*,1710,5,3,0,2,3
Lena Fischer,1650,5,1,2,2,2
Owen Pryce,1600,5,0,1,4,0.5
* Ade Okafor's round 4 game was awarded by default (opponent absent).
Next round: Thursday 19 January, 7.30 pm."""

BAKERY = """Hollin Lane Bakery - Saturday orders

customer\titem\tqty\tprice_each
Mrs Darby\tsourdough loaf\t2\t4.20
Kwame\tcinnamon bun\t6\t1.80
Parish cafe\tbaguette\t10\t1.50
Ruth Ellis\tseeded rye\t1\t4.60

Correction: Kwame's order is now 8 cinnamon buns, not 6."""

GARDEN = """Ashcombe Garden Centre - spring bedding prices
Plant;Pot size;Price (GBP);In stock
Petunia;9 cm;1.99;yes
Geranium;1 litre;3.49;yes
Lobelia;9 cm;1.79;no
Fuchsia†;2 litre;5.99;yes
† Fuchsias are half price on Wednesdays.
Prices include VAT."""

GALA = """Table 3: Brackley Otters swimming gala, 50 m freestyle final (times in seconds)
Lane | Swimmer | Club | Time
1 | Nia Cole | Otters | 31.42
2 | Sam Reid | Dolphins | 30.05
3 | Priya Das | Otters | 29.87
4 | Jo Marsh | Seals | 32.10
Note: Sam Reid was disqualified for a false start."""

TABLES = [
    Case("chess-leader", _rag(CHESS, "Who is top of the ladder?"),
         _but_not(_any("Harriet Vance"), "Owen Pryce", "Lena Fischer")),
    Case("chess-lena-points", _rag(CHESS, "How many points does Lena Fischer have?"),
         _but_not(_val(2), "Owen Pryce", "Harriet")),
    Case("chess-ade-wins", _rag(CHESS, "How many games has Ade Okafor won?"),
         _but_not(_val(3), "Harriet", "Owen Pryce")),
    Case("chess-next", _rag(CHESS, "When is the next round?"), _any("19 January", "Thursday")),
    Case("chess-absent", _rag(CHESS, "What is the club's membership fee?"), _absent("doesn't say", "not say")),
    Case("bakery-kwame-qty", _rag(BAKERY, "How many cinnamon buns did Kwame order?"),
         _but_not(_val(8), "sourdough", "baguette", "seeded rye")),
    Case("bakery-darby", _rag(BAKERY, "What did Mrs Darby order?"),
         _but_not(_any("sourdough"), "baguette", "seeded rye", "cinnamon")),
    Case("garden-geranium", _rag(GARDEN, "How much is a geranium?"),
         _but_not(_val(3.49), "Petunia", "Lobelia", "Fuchsia")),
    Case("garden-lobelia-stock", _rag(GARDEN, "Is lobelia in stock?"),
         _both(_none_of("Petunia", "Geranium", "Fuchsia"), _any("no", "not in stock", "out of stock"))),
    Case("gala-lane4", _rag(GALA, "Who swam in lane 4?"), _but_not(_any("Jo Marsh"), "Nia Cole", "Priya Das")),
    Case("gala-priya-time", _rag(GALA, "What was Priya Das's time?"), _but_not(_val(29.87), "31.42", "32.10")),
]


# --- quoted, hard-wrapped e-mail -------------------------------------------------------------------

TRIP = """Subject: Re: Re: Year 4 trip to the science museum

Thanks, that's all clear. We'll send the forms in on Monday.

On 3 March, Mr Bello wrote:
> Yes, packed lunches are fine. The coach leaves the school gates at
> 8.15 am sharp and we expect to be back by about 4.30 pm.
>
> On 2 March, Dana Kerr wrote:
>> Can children bring a packed lunch? And what time does the coach
>> leave? Also, my younger one is 4 - can she come along too?
>>
>> On 1 March, Mr Bello wrote:
>>> The trip costs 12 pounds per child. Brothers and sisters under 5
>>> cannot come on the trip, I'm afraid. Children must wear their school
>>> jumper on the day."""

ALLOT = """From: Keith (allotment secretary)

> Hi Keith, is there an age rule for plot holders? My son is 17 and
> would like his own half plot.

Hi Sam,
>> Plot holders must be 16 or older. Anyone under 16 may
>> work on a plot only with an adult plot holder present.
That is from our rules. Half plots are 25 pounds a year.
Keith"""

MAIL = [
    Case("trip-coach", _rag(TRIP, "What time does the coach leave?"), _both(_any("8.15"), _none_of("4.30 pm sharp"))),
    Case("trip-cost", _rag(TRIP, "How much does the trip cost?"), _but_not(_val(12), ">>")),
    Case("trip-younger", _rag(TRIP, "Can Dana's 4-year-old come on the trip?"),
         _both(_none_of("yes,", ">>"), _any("no", "cannot", "under 5"))),
    Case("trip-wear", _rag(TRIP, "What must the children wear?"), _but_not(_any("school jumper"), ">>")),
    Case("allot-son", _rag(ALLOT, "Can a 17-year-old have his own plot?"), _yes_or("16 or older")),
    Case("allot-price", _rag(ALLOT, "How much is a half plot?"), _val(25)),
]


# --- headings and letterheads naming the asked thing -----------------------------------------------

LOCK = """SECUREFIT - LOCKSMITH
14 Tanner Row, Ripley

Invoice 2291, 6 May 2039
Replace front door cylinder lock: £65.00
Call-out (evening): £40.00
Total: £105.00
Paid on the day: £40.00
Balance due: £65.00"""

PLASTER = """Plastering rates

Skim coat, per square metre: £14
Full replaster, per square metre: £28
A small room (up to 12 square metres) usually takes one day to skim and two days to replaster."""

GROOM = """Pet grooming at Waggy Tails

Small dogs: £30, about 1 hour
Large dogs: £50, about 2 hours
Cats: £35, about 1 hour 15 minutes
Nail clip only: £8"""

HEADS = [
    Case("lock-owe", _rag(LOCK, "How much do I still owe the locksmith?"), _val(65)),
    Case("lock-absent", _rag(LOCK, "Does the locksmith do car keys?"), _absent("doesn't say", "not say")),
    Case("plaster-long", _rag(PLASTER, "How long does it take to replaster a small room?"),
         _any("two days", "2 days")),
    Case("groom-large", _rag(GROOM, "How long does grooming take for a large dog?"),
         _but_not(_any("2 hours", "two hours"), "1 hour 15")),
    Case("groom-absent", _rag(GROOM, "How much is grooming for a rabbit?"), _absent("doesn't say", "not say")),
]


# --- group chats: offers, withdrawals, take-ups -----------------------------------------------------

WALK = """Ridge walkers chat
[Fri 18:02] Gemma: Route for Sunday is the Edge loop, meeting at 9.
[Fri 18:10] Tariq: I can bring my big flask for everyone.
[Fri 19:45] Olu: I'll do the map and compass.
[Sat 08:30] Tariq: Ah, my flask has cracked, sorry. Can someone else bring one?
[Sat 09:12] Hannah: No problem, I'll bring mine."""

BIBS = """Tuesday five-a-side
Dev (17:02): who's got the bibs this week?
Marco (17:05): I've got them at home, I'll bring them
Liam (17:20): and I'll bring the ball
Ken (17:31): I'll be 10 mins late"""

BOOKS = """Book club group
[Mon 20:01] Aisha: Next meeting is at mine on the 14th.
[Mon 20:15] Ben: I can bring the projector for the author video.
[Tue 07:40] Ben: Actually I can't make the 14th now, so I won't have the projector there.
[Tue 08:05] Aisha: Oh no. Anyone else?"""

CHATS = [
    Case("walk-flask", _rag(WALK, "Who's bringing a flask?"), _but_not(_any("Hannah"), "Tariq: I can bring")),
    Case("walk-map", _rag(WALK, "Who is doing the map?"), _any("Olu")),
    Case("walk-meet", _rag(WALK, "What time are we meeting on Sunday?"), _any("9")),
    Case("bibs-who", _rag(BIBS, "Who is bringing the bibs?"), _any("Marco")),
    Case("bibs-ball", _rag(BIBS, "Who's bringing the ball?"), _any("Liam")),
    Case("books-projector", _rag(BOOKS, "Who is bringing the projector?"),
         _any("nobody", "no one", "not yet", "don't know", "do not know", "can't make", "won't have")),
    Case("books-where", _rag(BOOKS, "Where is the next meeting?"), _any("Aisha")),
]

CASES: list[Case] = [*TABLES, *MAIL, *HEADS, *CHATS]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
