"""Invented probe (2026-12-03, fourth session of the day, mine, oracles written before any run, on
b08707b before any of this session's branches were merged, never tuned against). Formats none of
my earlier probes used: a car's service history written as semicolon-separated rows, a quiz
night's score sheet (teams by rounds, space-aligned), school term dates with half terms and
training days, a block's laundry-room rules and price list, `pip list --outdated` output, a
wedding RSVP summary, and a houseplant's care card. A prompt wording the earlier probes did not
use (the notes first, then "Question from the user:" and a reply rule after it). Questions as
people type them: lower case, no "?", a sum over rows, a difference, a count of rows, a span of
dates, a product, a rule to apply, a superlative, answers absent with a near miss present.
Strict: a reply that quotes most of its document counts wrong (``no_dumps``); figures checked as
whole tokens and, where a competing figure is near, that it is not given.
``python -m tests.sim.probes.grounded_j [-v]``.

History (right / limit / wrong of 46):
- first sight on b08707b plus this file (7a4aa48), one run:
  **20 / 11 / 15**. Wrong: the first of the semicolon rows for "the last mot" (the latest one is
  asked), a trusted "I don't know." for a total over the cost column, for "first day back after
  christmas", for "how long do i have to collect" (15 minutes stated) and for "a sunny
  windowsill" (direct sun scorches); "miles between the last two services" answered "2." with the
  rows quoted (a count of lines, no difference); the quiz's tie answered without its tie-break
  line; "enter for a team of 5" (the "£2 a head" line, no product); a whole row for one cell
  (round 4); February's half term answered with the autumn one; the two prices quoted for "one
  wash and an hour in the dryer" (no sum); "start a wash at 9pm" quoted without a no; "which
  washer is broken" (out of order not read as broken); pip's header and first row for "which
  have a new major version" and "how many are out of date". Limits: the RSVP table read as a
  grading prompt for all seven questions ("no task it knows", grade_useful 2.0 of 2.5: its
  Yes / No / Maybe column), "which team came last", "how many training days", "what time does
  the laundry room close", "feed it in december".
- blind moves (this session's six branches, none of which saw this probe: design, ports17, shapes2,
  arith, fix26A, fix26B), after each merge: **none**, 20 / 11 / 15.
- mine, read: an asked operation over stated amounts gets no trusted "I don't know." ("how much have
  i spent on the car altogether": a stated limit) and "how many miles between the last two
  services" is a measure, not a count of rows (a stated limit): **20 / 13 / 13**.
- blind moves, session of 2026-12-04 (design2, ports18, fix27A, fit, shapes3, fix27B; none saw
  this probe), after each merge: only fit moved it, **20 / 13 / 13 -> 20 / 14 / 12** (a
  wrong reply now a stated limit).
"""
import re

from tests.sim.probes._grounded import run


def _num(n: str, *avoid: str):
    """The figure ``n`` as a whole token, and none of ``avoid``."""
    return lambda t: bool(re.search(rf"(?<![\d.:,]){re.escape(n)}(?![\d])", t)) and not any(a in t for a in avoid)


def _any_of(*patterns: str, avoid: tuple[str, ...] = ()):
    """One of the regular expressions ``patterns`` (lower case), and none of ``avoid``."""
    return lambda t: any(re.search(p, t.lower()) for p in patterns) and not any(a.lower() in t.lower() for a in avoid)


def _no(t: str) -> bool:
    low = t.lower().replace("don't know", "").replace("don't say", "").replace("doesn't say", "")
    return bool(re.search(r"\bno\b|\bnot\b|n't\b|cannot|can't", low))


def _yes(t: str) -> bool:
    return bool(re.search(r"\byes\b|\bcan\b|\ballowed\b", t.lower())) and not _no(t)


_NOT_SAID = (r"don't know|do not know|don't say|do not say|doesn't say|does not say|not mention|"
             r"could not find|no information|not in the notes|don't mention|do not mention|"
             r"don't cover|do not cover|doesn't cover|does not cover")


def _absent(t: str) -> bool:
    """The notes do not hold it: any plain words saying so."""
    return bool(re.search(_NOT_SAID, t.lower()))


def _absent_or_no(t: str) -> bool:
    return _absent(t) or _no(t)


DOCS = {
"service": """date;mileage;garage;work;cost
2027-03-18;12,410;Kwik Fit Harrogate;MOT pass, no advisories;54.85
2028-03-02;21,977;Kwik Fit Harrogate;MOT pass, advisory: front tyres near limit;54.85
2028-03-09;22,040;Ripon Tyre Centre;2 front tyres (Michelin);212.00
2029-02-27;30,815;Dales Motors;Interim service + MOT pass;189.00
2030-03-01;39,102;Dales Motors;Full service, brake fluid, MOT pass;312.50
""",
"quiz": """THE RED LION QUIZ - Thursday results

Team               R1   R2   R3   R4   Picture   Total
Quizteama Aguilera  8    7    9    6      10       40
The Know-Alls       9    9    7    8       6       39
Les Quizerables     6    8    8    9       9       40
Universally Challenged 7 5    6    7       8       33
Tie-break: Quizteama Aguilera won on the closest-number question (answer 1,609; they said 1,600).
Next week's host: Priya. Entry £2 a head, max 6 per team.
""",
"terms": """Hollins Park Primary - term dates 2031/32

Autumn term: Wed 3 Sep 2031 - Fri 19 Dec 2031
  Half term: Mon 27 Oct - Fri 31 Oct
Spring term: Mon 5 Jan 2032 - Thu 1 Apr 2032
  Half term: Mon 16 Feb - Fri 20 Feb
Summer term: Mon 19 Apr 2032 - Tue 20 Jul 2032
  Half term: Mon 31 May - Fri 4 Jun

Training days (school closed to pupils): Mon 1 Sep, Tue 2 Sep, Fri 2 Jan, Mon 18 Apr, Wed 21 Jul.
Polling day Thu 6 May: school open as normal.
""",
"laundry": """LAUNDRY ROOM - Basement, Block C

Open 7am to 10pm every day. Last wash must start by 8:30pm.
Washers (W1-W4): £3.20 per cycle. Dryers (D1-D3): £1.50 per 30 minutes.
Pay by the CircuitPay app or a laundry card from the concierge (£5 deposit, refundable).
No dyeing in the machines. Remove your washing within 15 minutes of the end of a cycle or it may be moved.
W3 is out of order until further notice.
Lost property goes to the concierge desk for 30 days.
""",
"pip": """Package            Version  Latest   Type
------------------ -------- -------- -----
certifi            2031.4.1 2031.9.2 wheel
numpy              2.6.1    2.7.0    wheel
pandas             3.1.0    3.2.2    wheel
requests           2.34.0   2.35.1   wheel
urllib3            2.9.0    3.0.0    wheel
""",
"rsvp": """RSVPs for Ana & Tomasz - 14 Aug 2032 (as of 1 July)

Name                Attending   Meal        Plus-one
Grace Oyelaran      Yes         Fish        No
Liam & Cara Doyle   Yes         Beef, Veg   -
Mehmet Yilmaz       No          -           -
Auntie Rosa         Yes         Veg         Yes (Veg)
Sam Whitlock        Maybe       -           No
Hannah Berg         Yes         Fish        No

Still to reply: the Okafors, Jen from work.
Caterer needs final numbers by 31 July.
""",
"plant": """Calathea orbifolia - care card
Light: bright but indirect; direct sun scorches the leaves.
Water: when the top 2-3 cm of soil is dry, roughly weekly in summer, every 10-14 days in winter. Use rain or filtered water.
Humidity: 60% or more; brown crispy edges mean the air is too dry.
Temperature: 18-27C, keep away from draughts and radiators.
Feed: half-strength liquid feed monthly, March to September only.
Pet safe: non-toxic to cats and dogs.
""",
}

CASES = [
 ("service", "when was the last mot", lambda t: bool(re.search(r"2030-03-01|1 march 2030|march 1,? 2030", t.lower())) and "2029" not in t),
 ("service", "how much have i spent on the car altogether", _num("823.20")),
 ("service", "which garage did the tyres", lambda t: "Ripon Tyre Centre" in t and "Dales" not in t),
 ("service", "how many miles between the last two services", _any_of(r"8,?287")),
 ("service", "what was the advisory in 2028", _any_of(r"front tyres")),
 ("service", "has the cambelt been changed", _absent_or_no),
 ("service", "what did the full service cost", _num("312.50", "189.00")),
 ("quiz", "who won the quiz", lambda t: "Quizteama Aguilera" in t and "Les Quizerables" not in t),
 ("quiz", "what did the know-alls get for the picture round", _num("6", "10")),
 ("quiz", "which team came last", lambda t: "Universally Challenged" in t and "Know-Alls" not in t),
 ("quiz", "how much is it to enter for a team of 5", _num("10")),
 ("quiz", "how many points did les quizerables score in round 4", lambda t: bool(re.search(r"(?<![\d.])9(?![\d])", t)) and "40" not in t),
 ("quiz", "who's hosting next week", ["Priya"]),
 ("quiz", "what was the prize", _absent),
 ("terms", "when does the summer term end", _any_of(r"20 jul", avoid=("21 jul",))),
 ("terms", "when is february half term", _any_of(r"16 feb")),
 ("terms", "is school open on polling day", _any_of(r"\byes\b|open as normal", avoid=("closed",))),
 ("terms", "how many training days are there", _any_of(r"\b5\b|\bfive\b")),
 ("terms", "first day back after christmas for the kids", _any_of(r"5 jan", avoid=("2 jan",))),
 ("terms", "when is sports day", _absent),
 ("laundry", "how much is one wash and an hour in the dryer", _num("6.20")),
 ("laundry", "can i start a wash at 9pm", _no),
 ("laundry", "which washer is broken", ["W3"]),
 ("laundry", "what's the deposit on the laundry card", _num("5", "3.20")),
 ("laundry", "how long do i have to collect my clothes", _any_of(r"15 minutes")),
 ("laundry", "is there a detergent dispenser", _absent),
 ("laundry", "what time does the laundry room close", _any_of(r"10 ?pm|22:00")),
 ("pip", "which packages have a new major version", lambda t: "urllib3" in t and "numpy" not in t and "pandas" not in t),
 ("pip", "what version of pandas do i have", _num("3.1.0")),
 ("pip", "how many packages are out of date", _any_of(r"\b5\b|\bfive\b")),
 ("pip", "what's the latest requests", _num("2.35.1")),
 ("pip", "is scipy installed", _absent_or_no),
 ("rsvp", "how many people are coming", _any_of(r"\b6\b|\bsix\b")),
 ("rsvp", "how many fish meals", _any_of(r"\b2\b|\btwo\b")),
 ("rsvp", "who can't make it", lambda t: "Mehmet" in t and "Grace" not in t),
 ("rsvp", "who hasn't replied yet", lambda t: "Okafor" in t and "Jen" in t),
 ("rsvp", "when does the caterer need numbers", _any_of(r"31 july")),
 ("rsvp", "is rosa bringing someone", _yes),
 ("rsvp", "what's the venue", _absent),
 ("plant", "how often should i water it in winter", _any_of(r"10-14 days|10 to 14 days|every 10")),
 ("plant", "is it ok for my cat", lambda t: bool(re.search(r"non-toxic|safe|\byes\b", t.lower()))),
 ("plant", "why are the edges going brown", _any_of(r"too dry|humidity")),
 ("plant", "can i feed it in december", _no),
 ("plant", "what's the ideal temperature", _any_of(r"18-27|18 to 27|18.27")),
 ("plant", "how big does it grow", _absent),
 ("plant", "can it go on a sunny windowsill", _no),
]

TEMPLATE = """{notes}
---
Question from the user: {question}
Reply using only what is written above. If it isn't covered, say the notes don't cover it.
"""

if __name__ == "__main__":
    run(DOCS, CASES, TEMPLATE, no_dumps=True)
