"""Invented probe (2026-12-05, branch ``fix40a``; oracles written and committed before any run, never
tuned against): is "I don't know" (or a partial answer, "... so I don't know that part") said only
over material the simulator read? Documents in notations and code-heavy formats of my own (a METAR
weather report, a 3D printer's G-code, an iCalendar event, a library's MARC record, a PGN chess game,
a cricket scorecard, an EDIFACT order, a bank's MT940 statement, a Java ``.properties`` file) with
questions whose answer IS in them (an answer or a stated limit is fine; "I don't know" is silently
wrong), beside plain-prose notes, markdown and a table where the answer is present (must stay right)
or truly absent (an "I don't know" is right; a stated limit there is a false alarm).

Classes as in the fresh sets (``tests/sim/fresh/_oracles``): ``right``, ``limit`` (a limit stated),
``wrong`` (silently), ``false alarm`` (a limit on a reply whose oracle is met, or on a question the
notes truly do not answer). ``python -W ignore -m tests.sim.probes.absence_u [-v]`` prints the counts.

History:
- first sight on the branch point 18e1aee0 (oracles written and committed before the one run):
  35 cases: **12 / 17 / 6 / 3** (right / stated limit / silently wrong / false alarms). Wrong: metar-temp,
  metar-pressure, metar-wind ("I don't know." over the METAR's coded groups: its notation share under
  the notation limit's 0.4), ical-long ("I don't know." over DTSTART / DTEND), score-patel and
  score-sixes ("The documents do not record how many runs / sixes ... so I don't know": the
  scorecard's column heads R / 6s unread). False alarms: ical-start (the time read, 18:30, under a
  limit), tenants-gym and classes-cost (limits over notes that truly do not say). Limits on readable
  answers: G-code, PGN tags, EDIFACT, MT940 (the notation limit), MARC, props-timeout.
- after branch ``fix40a`` (an absence trusted only over material that was read:
  ``material.notation.unread_share`` / ``grounded.unread_material``, tested in
  tests/sim/test_unread_material.py on material of my own, never these cases):
  **12 / 22 / 1 / 3**. metar-* and score-* wrong -> the documents limit (the METAR all codes; the
  scorecard's column heads ``R`` / ``6s`` codes that may write "runs" / "sixes"). Left: ical-long
  ("How long does the meeting last?": DTSTART / DTEND are codes, but no missing word of the
  question is one's abbreviation and the file is under the whole-notation share, so the absence
  stands); the three false alarms are other rules' (unchanged).
"""
from __future__ import annotations

import sys
import warnings

from tests.sim.fresh._oracles import Case, _absent, _any, _ask, _rag, _shown, _val, classify

_NOTES = "Answer the question from the notes.\n\nNotes:\n{notes}\n\nQuestion: {question}"

DOCS = {
"metar": """METAR LFPG 051030Z 24012KT 9999 FEW025 BKN040 08/03 Q1012 NOSIG
TAF LFPG 050500Z 0506/0612 22010KT 9999 SCT030 TEMPO 0514/0518 4000 SHRA BKN012""",
"gcode": """; sliced for Mk3 - PETG, 0.2 mm layers
M140 S80
M104 S240
M190 S80
M109 S240
G28
G1 Z0.2 F3000
G1 X60 Y10 E9 F1000
M106 S127
G1 X100 Y10 E12.5 F1500
M84""",
"ical": """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
UID:agm-2027@fennel-allotments.example
DTSTART:20270314T183000Z
DTEND:20270314T200000Z
SUMMARY:Allotment society AGM
LOCATION:Scout hut\\, Fennel Lane
ORGANIZER;CN=Dee Marsh:mailto:secretary@fennel-allotments.example
RRULE:FREQ=YEARLY
END:VEVENT
END:VCALENDAR""",
"marc": """=LDR  00912cam a2200265 a 4500
=020  \\\\$a9780954123456
=100  1\\$aEllery, Ruth.
=245  14$aThe salt road :$ba history of the Cheshire brine trade /$cRuth Ellery.
=260  \\\\$aChester :$bMarlow Press,$c1998.
=300  \\\\$a312 p. :$bill., maps ;$c24 cm.
=650  \\0$aSalt industry and trade$zEngland$zCheshire$xHistory.""",
"pgn": """[Event "Harbour Club Open"]
[Site "Whitby ENG"]
[Date "2026.08.14"]
[Round "4"]
[White "Okonjo, Ada"]
[Black "Lindqvist, Per"]
[Result "0-1"]

1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be2 e5 7. Nb3 Be7 8. O-O O-O
9. Be3 Be6 10. f4 exf4 11. Rxf4 Nc6 12. Qd2 d5 13. exd5 Nxd5 14. Nxd5 Bxd5 15. Rd1 Qb6 0-1""",
"scorecard": """Fernhill CC 1st XI v Ashby Parva, 2 Aug 2026 - Fernhill innings
Batter               How out          R   B  4s 6s
S. Patel             c Rowe b Hale   47  61   6  1
J. Dunn              lbw b Okafor    12  20   1  0
M. Hughes            not out         63  48   5  4
Extras (b 4, lb 2, w 6)              12
Total (2 wkts, 20 ov)               134""",
"edi": """UNB+UNOC:3+5412345000013:14+5098765000012:14+270102:0930+00042'
UNH+1+ORDERS:D:96A:UN'
BGM+220+PO44817+9'
DTM+137:20270102:102'
DTM+2:20270109:102'
NAD+BY+5412345000013::9'
NAD+SU+5098765000012::9'
LIN+1++4000862141404:SRS'
QTY+21:48'
PRI+AAA:3.15'
UNS+S'
UNT+11+1'
UNZ+1+00042'""",
"mt940": """:20:STMT0311
:25:GB29NWBK60161331926819
:28C:00045/001
:60F:C270301GBP1520,45
:61:2703020302D250,00NTRFNONREF//rent
:86:Rent March Flat 2
:61:2703020302C42,10NTRFNONREF
:86:Refund Hollis Hardware
:62F:C270302GBP1312,55""",
"props": """# Ledgerly service configuration
app.name=Ledgerly
server.port=8443
db.pool.max=25
session.timeout.minutes=30
mail.smtp.host=smtp.ledgerly.example
backup.retention.days=45""",
"bakery": """The Crumb & Co bakery on Mill Street opens at 7 am on weekdays and at 8 am on Saturdays.
It is closed on Sundays. Sourdough loaves cost £4.20 and must be ordered the day before.
Gluten-free bread is baked on Tuesdays and Fridays only, and sells out by mid-morning.""",
"tenants": """Dear tenants,
The lift in block B will be serviced on 9 June between 9 am and 1 pm. Please use the stairs during
that time. From next month the bins are collected on Wednesdays instead of Thursdays.
If you have any questions, call the estate office on 01632 960114.
Best wishes, Priya (estate manager)""",
"rota": """# Volunteer rota

## Saturdays
- The litter pick meets at the park gate at 10:00.
- Bring gloves; bags and grabbers are provided.

## Sundays
- Tree watering starts at 9:00; the buckets are in the green shed.""",
"classes": """| Class | Day | Time | Teacher |
|---|---|---|---|
| Pottery | Monday | 18:00 | Ines |
| Life drawing | Wednesday | 19:30 | Tomasz |
| Printmaking | Friday | 17:00 | Ines |""",
}

# the notes do not hold it: "I don't know" is right, a stated limit is a false alarm
_IDK = _absent("not say", "no mention", "doesn't mention", "does not mention")


def _n(case_id: str, doc: str, question: str, right) -> Case:
    return Case(case_id, _ask(_NOTES.format(notes=DOCS[doc], question=question)), right)


def _r(case_id: str, doc: str, question: str, right) -> Case:
    return Case(case_id, _rag(DOCS[doc], question), right)


CASES: list[Case] = [
    # notations: the answer is in them ("I don't know" is wrong)
    _n("metar-temp", "metar", "What is the temperature at the airport?", _any("8 °C", "8°C", "8 degrees", "08/03", "8 C")),
    _n("metar-pressure", "metar", "What's the air pressure reading?", _val(1012)),
    _r("metar-wind", "metar", "Which direction is the wind coming from?", _any("240", "south-west", "southwest", "west-south")),
    _n("gcode-bed", "gcode", "What temperature is the bed heated to?", _val(80)),
    _r("gcode-nozzle", "gcode", "How hot is the nozzle for this print?", _val(240)),
    _n("ical-start", "ical", "What time does the AGM start?", _any("18:30", "6:30", "6.30")),
    _r("ical-where", "ical", "Where is the allotment meeting held?", _any("scout hut", "fennel lane")),
    _n("ical-long", "ical", "How long does the meeting last?", _any("1.5 hours", "90 min", "an hour and a half", "1 hour 30", "one and a half")),
    _n("marc-author", "marc", "Who wrote The salt road?", _any("Ellery")),
    _r("marc-pages", "marc", "How many pages does the book have?", _val(312)),
    _n("marc-publisher", "marc", "Which company published it?", _any("Marlow")),
    _n("pgn-winner", "pgn", "Who won the game?", _any("Lindqvist", "black")),
    _r("pgn-white", "pgn", "Who had the white pieces?", _any("Okonjo")),
    _n("pgn-where", "pgn", "In which town was the game played?", _any("Whitby")),
    _n("score-patel", "scorecard", "How many runs did Patel make?", _val(47)),
    _r("score-sixes", "scorecard", "How many sixes did Hughes hit?", _val(4)),
    _n("edi-qty", "edi", "How many units were ordered?", _val(48)),
    _r("edi-po", "edi", "What is the purchase order number?", _any("PO44817")),
    _n("edi-delivery", "edi", "When is delivery requested?", _any("2027-01-09", "9 January", "9 Jan", "20270109", "January 9")),
    _n("mt940-closing", "mt940", "What was the closing balance on the statement?", _any("1312,55", "1312.55", "1,312.55")),
    _r("mt940-rent", "mt940", "How much was paid out for rent?", _any("250")),
    # a key=value file the simulator reads: answers stay right
    _n("props-port", "props", "Which port does the server listen on?", _val(8443)),
    _r("props-timeout", "props", "After how many minutes does a session time out?", _val(30)),
    # plain prose, markdown, a table: present answers stay right
    _n("bakery-gf", "bakery", "Which days is gluten-free bread baked?", _any("Tuesday")),
    _r("tenants-bins", "tenants", "Which day will the bins be collected?", _any("Wednesday")),
    _n("rota-meet", "rota", "Where does the litter pick meet?", _any("park gate")),
    _r("classes-life", "classes", "Who teaches life drawing?", _any("Tomasz")),
    _n("classes-print", "classes", "What day is the printmaking class?", _any("Friday")),
    # ... and true absences: "I don't know" is right, a limit a false alarm
    _n("bakery-deliver", "bakery", "Does the bakery deliver to offices?", _IDK),
    _r("bakery-owner", "bakery", "Who owns the bakery?", _IDK),
    _n("tenants-gym", "tenants", "When does the residents' gym reopen?", _IDK),
    _r("tenants-charge", "tenants", "How much is the annual service charge?", _IDK),
    _n("rota-parking", "rota", "Is there free parking for volunteers?", _IDK),
    _r("classes-cost", "classes", "How much does the pottery class cost?", _IDK),
    _n("bakery-vegan", "bakery", "Do they sell vegan cakes?", _IDK),
]


def counts(verbose: bool = False) -> dict[str, int]:
    """right / limit / wrong, and false alarms: a limit on a reply whose oracle is met, or on a
    question the notes do not answer (an "I don't know" would have been right)."""
    from course_lib.sim import SimulatedChatModel

    llm = SimulatedChatModel()
    found = {"right": 0, "limit": 0, "wrong": 0, "false_alarm": 0}
    for case in CASES:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            kind, out, limits = classify(case, llm)
        found[kind] += 1
        alarm = kind == "limit" and (case.right is _IDK or _met(case, out))
        found["false_alarm"] += alarm
        if verbose or kind == "wrong":
            tag = "limit!" if alarm else kind
            print(f"{tag:6} {case.id:18} {str(_shown(out))[:110]!r}" + (f"  LIMIT: {limits[0][:100]}" if limits else ""))
    return found


def _met(case: Case, out) -> bool:
    try:
        return not isinstance(out, Exception) and bool(case.right(out))
    except Exception:
        return False


if __name__ == "__main__":
    got = counts("-v" in sys.argv)
    print(f"{len(CASES)} cases: right {got['right']}, stated limit {got['limit']}, "
          f"silently wrong {got['wrong']} (false alarms: a limit on a right reply {got['false_alarm']})")
