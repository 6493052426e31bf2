"""Invented multi-turn probes (issue 26, branch ``threadfix2``), written with their oracles
before any change of the branch: relation pronouns over a table ("her opponent", "his
manager", "the other one"), "which one" over a statement that coordinates two items, a
follow-up comparing the previous answer with a bound or another row ("is that high?"), facts
stated earlier and asked in other words, topic changes back and forth, corrections, and near
misses whose right reply is a stated conversation limit. With and without notes. Topics and
wordings are the branch's own (no fresh set's strings). Not held out: the branch tuned against
it, so its counts say what it fixed, not how the simulator meets new material.

Classes as in the fresh sets: ``right``, ``limit`` (a limit stated), ``wrong`` (silently),
``false alarm`` (a limit on a case whose oracle is met).
``python -W ignore -m tests.sim.probes.threads_b [-v]`` prints the counts.
Two oracles were tightened after the first run and before any change (tb-match-*: a whole
word, not a digit inside "QF2"; tb-bloods-sodium-ok: "is normal", not the header "Normal range").

History (right / limit / silently wrong / false alarms; the one false alarm, tb-match-her-rival,
is a limit whose text lists the column's values, "2" among them):
- f941a2d (main, before any change): 2 / 8 / 14 / 1.
- L9 (``coordination``): 7 / 8 / 9 / 1 (tb-pills-evening, tb-siblings-city, tb-cars-which,
  tb-keys-where, tb-two-dates-which).
- K5 (a follow-up judged against its row's range): 9 / 8 / 7 / 1 (tb-bloods-potassium,
  tb-bloods-sodium-ok).
- L6 (``relations``): 13 / 7 / 4 / 0 (tb-match-his-opponent, tb-match-her-rival,
  tb-team-his-manager, tb-team-her-colleague right; tb-match-her-cousin a stated limit).
- a follow-up comparing the previous figure with another row or a bound (``row_comparisons``):
  14 / 7 / 3 / 0 (tb-meter-vs-last).
- "the other <cell word / name header>" (``relations._the_other``): 15 / 7 / 2 / 0
  (tb-team-other-manager).
"""

from __future__ import annotations

import sys

from tests.sim.fresh._oracles import (
    Case,
    _any,
    _but_not,
    _must_state,
    _notes_thread,
    _thread,
    _word,
    report,
    tally,
)

MATCHES = """Hollin Cup - quarter-finals, Saturday 6 June
Player            Match   Seed   Sets won
Astrid Holm       QF1     2      3
Bea Okonjo        QF1     7      1
Carmen Ruiz       QF2     4      2
Dilys Pryce       QF2     5      3
Efe Adebayo       QF3     1      3
Freya Lind        QF3     8      0
Winners meet in the semi-finals on 13 June.
"""

TEAMS = """Northwind Logistics - team list
Name             Team        Role        Started
Gideon Marsh     Billing     Manager     2019
Harriet Oyelaran Billing     Analyst     2023
Ivo Kranjc       Dispatch    Manager     2021
Jun Takeda       Dispatch    Driver      2024
"""

METERS = """Flat 3 electricity readings
Month      kWh used   Cost
January    412        £118.40
February   366        £105.20
March      301        £86.50
Typical use for a flat this size: 250-350 kWh a month.
"""

BLOODS = """Greenway Surgery - results for M. Dlamini, 14/01/2027
Test           Result   Units    Normal range
Sodium         139      mmol/L   133-146
Potassium      5.9      mmol/L   3.5-5.3
Creatinine     71       umol/L   59-104
"""

BUSES = """Route 17 timetable (weekdays)
Stop            Dep.
Harbour Road    07:10
Market Square   07:22
Hilltop         07:41
The 07:10 replaced the old 06:55 service in May.
"""

RELATIONS = [
    Case("tb-match-his-opponent", _notes_thread(MATCHES, "Who won QF3?", "Efe Adebayo, 3 sets to 0.",
                                                "What seed was his opponent?"),
         _but_not(_word("8"), "Efe")),
    Case("tb-match-her-rival", _notes_thread(MATCHES, "Who won QF2?", "Dilys Pryce.",
                                             "How many sets did her rival win?"),
         _but_not(_word("2", "two"), "Dilys")),
    Case("tb-team-his-manager", _notes_thread(TEAMS, "Which team is Jun Takeda in?", "Dispatch.",
                                              "Who is his manager?"),
         _but_not(_any("Ivo Kranjc"), "Gideon")),
    Case("tb-team-her-colleague", _notes_thread(TEAMS, "When did Harriet Oyelaran start?", "2023.",
                                                "Who else is on her team?"),
         _but_not(_any("Gideon Marsh"), "Ivo", "Jun")),
    Case("tb-match-her-cousin", _notes_thread(MATCHES, "Who won QF1?", "Astrid Holm.",
                                              "Where does her cousin live?"),
         _must_state),
    Case("tb-team-other-manager", _notes_thread(TEAMS, "Who manages Billing?", "Gideon Marsh.",
                                                "And the other manager?"),
         _but_not(_any("Ivo Kranjc"), "Gideon")),
    Case("tb-bus-its-replacement", _notes_thread(BUSES, "What happened to the 06:55 service?",
                                                 "It was replaced by the 07:10 in May.",
                                                 "Which stop is its replacement at by 07:41?"),
         _any("Hilltop")),
    Case("tb-bus-replaced", _notes_thread(BUSES, "When does the first bus leave Harbour Road?", "At 07:10.",
                                          "What time did the one before it leave?"),
         _any("06:55")),
]

COORDINATED = [
    Case("tb-pills-evening", _thread("I take 20 mg omeprazole before breakfast and 50 mg sertraline in the evening.",
                                     "Got it.", "Which one do I take in the evening?"),
         _but_not(_any("sertraline"), "omeprazole")),
    Case("tb-siblings-city", _thread("My sister lives in Porto and my brother lives in Lyon.", "Nice.",
                                     "Where does my brother live?"),
         _but_not(_any("Lyon"), "Porto")),
    Case("tb-kids-clubs", _thread("Noor does judo on Tuesdays and Sami does swimming on Fridays.", "Busy week!",
                                  "Which child has the Friday club?"),
         _but_not(_any("Sami"), "Noor")),
    Case("tb-cars-which", _thread("My wife drives the Corolla and I drive the Transit van.", "OK.",
                                  "Which one does my wife drive?"),
         _but_not(_any("Corolla"), "Transit")),
    Case("tb-pills-both", _thread("I take vitamin D in the morning and magnesium in the morning too.", "Noted.",
                                  "Which one do I take at lunch?"),
         _must_state),
    Case("tb-keys-where", _thread("The spare key is under the blue pot and the garage fob is in the kitchen drawer.",
                                  "Noted.", "Where is the garage fob?"),
         _but_not(_any("kitchen drawer"), "blue pot")),
]

COMPARED = [
    Case("tb-meter-high", _notes_thread(METERS, "How much electricity did we use in January?", "412 kWh.",
                                        "Is that high?"),
         lambda out: _any("yes", "above", "higher", "more than", "over")(out) and not _any("within")(out)),
    Case("tb-bloods-potassium", _notes_thread(BLOODS, "What is my potassium?", "5.9 mmol/L.", "Is that normal?"),
         lambda out: not _any("yes,", "yes.")(out) and _any("high", "above", "not normal", "outside", "over")(out)),
    Case("tb-bloods-sodium-ok", _notes_thread(BLOODS, "What's my sodium?", "139 mmol/L.", "Is that in range?"),
         lambda out: _any("yes", "within", "in range", "is normal")(out) and not _any("outside", "not within")(out)),
    Case("tb-meter-vs-last", _notes_thread(METERS, "How much did we use in March?", "301 kWh.",
                                           "Is that less than February?"),
         _any("yes", "less", "fewer", "lower")),
]

RECALL = [
    Case("tb-birthday-other-words", _thread("My daughter's birthday is on 9 August.", "Lovely!",
                                            "When is my girl's birthday again?"),
         _any("9 August")),
    Case("tb-topic-back", _thread("My landlord is called Mr Aziz.", "Noted.", "What's 15% of 80?", "12.",
                                  "What was my landlord's name?"),
         _any("Aziz")),
    Case("tb-correction-date", _thread("The dentist appointment is on the 12th.", "OK.", "No, it's the 14th.", "Got it.",
                                       "When is the dentist appointment?"),
         _but_not(_any("14th"), "12th")),
    Case("tb-correction-people", _thread("Book for four people on Friday.", "Sure.", "Scratch that: three people.",
                                         "OK.", "How many people is the booking for?"),
         _but_not(_any("three", "3"), "four")),
    Case("tb-never-said", _thread("My cat is called Pixel.", "Cute!", "What is my dog called?"),
         lambda out: not _any("Pixel")(out) and _any("not", "didn't", "don't", "haven't")(out)),
    Case("tb-two-dates-which", _thread("The plumber comes on Monday and the electrician comes on Thursday.", "OK.",
                                       "When does the electrician come?"),
         _but_not(_any("Thursday"), "Monday")),
]

CASES: list[Case] = [*RELATIONS, *COORDINATED, *COMPARED, *RECALL]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
