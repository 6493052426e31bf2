"""Invented probe for spans, arithmetic from one line and "what time" (2026-12-03 evening, branch
``fix25A``; oracles written and committed before its first run, never tuned against). Material of
shapes the twenty-fifth set does not use: a swimming club's e-mail with clock times in words ("half
past seven", "quarter to two"), a calendar export with ISO stamps (``2031-06-10T13:00``), a ward's
shift notes on a 24-hour clock with a night shift past midnight, an aquarium forum post with
counts in words, a changelog with dated release headers, a museum's visit letter with a fare list.
Questions as people type them: durations of events ("how long is the review / the night shift"),
a difference ("how many short", "how many more"), a product ("for 3 swimmers", "two adults and
three children"), a quotient ("per platy"), "what time" with and without a time in the notes.

Strict oracles: the asked result is required as a whole token, and the operands' other values that
a quote of the line would hold are rejected; a reply that quotes most of its document is wrong.
``None``: the notes do not hold it ("I don't know" is right). A stated limit counts as a limit.
``python -m tests.sim.probes.spans_i [-v]``.

History (right / limit / wrong of 24):
- first sight on 8f3af48 (the branch point of fix25A), one run: **10 / 1 / 13**. Wrong: the five
  spans ("I don't know." over the minibus letter and the calendar export; the shift line or the
  changelog line quoted), four of the arithmetic cases (the operand lines quoted: seats, beds,
  platies, sandwiches), two "what time" questions answered by lines holding another thing's time
  or none (the gala's finish, handover), and two negatives (the two-rate pay line quoted for one
  rate; the e-mail's subject line for "how big is the tank"). The nurses' pay difference was a
  stated limit.
- read moves (fix25A's mechanisms, built on other wordings): spans between stamps (``stamp_spans``)
  15 / 1 / 8; a value worked from one line (``line_workings``) 19 / 0 / 5; "what time" answered by
  no time of its subject a stated limit (``timed_answers``) **19 / 2 / 3**. Still wrong: the
  sandwiches (a rate "a head" in one line, the count "7 attending in person" in another), "how much
  are bank staff paid" (the line with both rates quoted) and "how big is the tank" (the subject line).
- ``line_workings`` withdrawn from the replies before the merge (it broke table and goal tests of
  the slow suite): **15 / 3 / 6** at fix25A's last commit (seats, beds and platies quoted again; the
  nurses' pay difference a stated limit again).
"""
import re

from tests.sim.probes._grounded import run


def _num(n: str, *avoid: str):
    """The figure ``n`` as a whole token, and none of ``avoid``."""
    return lambda t: bool(re.search(rf"(?<![\d.:]){re.escape(n)}(?![\d]|:\d)", t)) and not any(a in t for a in avoid)


def _span(hours: int, minutes: int):
    """A duration of ``hours`` h ``minutes`` min in any common writing (6 h 15 min, 6 hours and 15
    minutes, 6¼ hours is not asked for)."""
    pat = rf"\b{hours}\s*(?:h|hrs?|hours?)\.?,?\s*(?:and\s+)?{minutes}\s*(?:m|mins?|minutes?)\b"
    return lambda t: bool(re.search(pat, t, re.I))


DOCS = {
"swim": """Subject: Saturday's gala at Carrick Leisure Pool

Hi everyone,

The minibus leaves the club car park at half past seven and should get back at quarter to two.
Warm-up in the pool starts at 08:15, and the first race is at nine. Entry is £3 per swimmer and
spectators pay £2 at the door. We have 14 swimmers entered but only 9 seats on the minibus, so
some parents will need to drive.

Medals are presented after the last relay.

Thanks,
Gwen (club secretary)""",
"cal": """BEGIN EVENT
Title: Quarterly planning review
Organiser: Dana Whitfield
Location: Room 4.12 (and online)
Start: 2031-06-10T13:00
End: 2031-06-10T15:30
Invited: 11 people (7 attending in person)
Catering: sandwiches at £4.50 a head for those attending in person
END EVENT""",
"ward": """WARD 6 - SHIFT NOTES
Night shift: 19:45 to 08:15. Day shift: 07:45 - 20:15, with one 30-minute break.
Agency nurses are paid £31 an hour and bank staff £24 an hour.
The ward has 28 beds; 3 are closed for repairs this week.
Handover happens at the nurses' station.""",
"tank": """Re: stocking my first tank

Thanks all. Update: it's a 180 litre tank and I've now got twelve platies in it, plus a lot
of java fern. I change a quarter of the water every Sunday. Food works out at about £6 a month.
Still no babies yet!""",
"changelog": """# Changelog

## 2.4.0 (2031-01-12)
- Added a dark theme.
- Export to CSV.

## 2.3.1 (2030-12-02)
- Fixed the crash on login that was first reported on 2030-11-20.

## 2.3.0 (2030-10-28)
- Faster search.""",
"museum": """Dear parents and carers,

Class 5 are visiting the Riverside Transport Museum on Friday 14 March. Entry prices for families
who want to join us later in the day: adults £9.50, children (4-15) £4.75, under-4s free.
Children should bring a packed lunch. The museum shop opens at 10 am.

Mrs Okafor""",
}

CASES = [
 # T1: a span between two stamps
 ("swim", "how long is the minibus trip", _span(6, 15)),
 ("cal", "how long is the review", _span(2, 30)),
 ("ward", "how long is the night shift", _span(12, 30)),
 ("ward", "how long does the day shift last", _span(12, 30)),
 ("changelog", "how many days after the crash was reported did the fix come out", _num("12", "2030-10-28")),
 # T2: arithmetic over one line
 ("swim", "how many swimmers are short of a seat on the minibus", _num("5", "but only 9 seats")),
 ("swim", "what does it cost to enter 3 swimmers", _num("9", "spectators")),
 ("cal", "what will the sandwiches cost for everyone attending in person", _num("31.50", "a head for")),
 ("ward", "how many beds are open", _num("25", "closed for repairs")),
 ("ward", "how much more an hour does an agency nurse get than bank staff", _num("7", "are paid")),
 ("tank", "how many litres per platy is that", _num("15", "twelve platies")),
 ("museum", "how much for two adults and three children", _num("33.25", "under-4s")),
 ("museum", "what do 2 adults pay", _num("19", "under-4s")),
 # T6: "what time" with and without a time
 ("swim", "what time does the gala finish", None),
 ("swim", "what time does the warm-up start", ["08:15", "8:15"]),
 ("cal", "what time does the review start", ["13:00", "1 pm", "1pm"]),
 ("museum", "what time does the coach leave school", None),
 ("museum", "what time does the shop open", ["10 am", "10am"]),
 ("ward", "what time is handover", None),
 ("tank", "what day do I change the water", ["Sunday"]),
 # negatives: same documents, no arithmetic or span asked
 ("ward", "how much are bank staff paid", _num("24", "£31")),
 ("cal", "who organised the review", ["Dana Whitfield"]),
 ("tank", "how big is the tank", _num("180")),
 ("changelog", "what was added in 2.4.0", ["dark theme"]),
]

TEMPLATE = """Use only the context to answer. If the context doesn't contain the answer, say that you don't know.

Context:
{notes}

Question: {question}
Answer:"""

if __name__ == "__main__":
    run(DOCS, CASES, TEMPLATE, no_dumps=True)
