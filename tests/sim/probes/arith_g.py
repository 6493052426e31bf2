"""Invented probe (2026-12-03 afternoon, mine, branch twentythirdfixA, oracles written and committed
before its first run, never tuned against). The twenty-third set's classes R2 (a hyphenated age
group), R3 (arithmetic over picked lines: a rate in one sentence and its counts in another, an end
time from a start and a length, two bill lines added) and R4 (a rule over a table's column, a
tie-break line) in other shapes: a leisure centre's price list with "*" bullets, a tutor's email,
a bowling league as a markdown table with its prize and tie-break lines, a kennel booking with "-"
bullets; questions in lower case, without "?", as commands; negatives beside them (a rate asked
itself, a start time asked, an item the notes lack, a weight bound that is no age).
Strict oracles: a figure as a whole token and the wrong figures absent; a reply quoting most of its
document is wrong (``no_dumps``). ``python -m tests.sim.probes.arith_g [-v]``.

History (right / limit / wrong of 22):
- first sight on 28949d0 (the twentythirdfixA branch point plus its stricter oracles), one run:
  **8 / 2 / 12**. Wrong: "My dad is 70" ("I don't know." beside "Over-65s"), "Does Biscuit need a
  large kennel?" (a weight bound quoted beside the stay), the three costs (rate and counts quoted,
  not multiplied), both end times (the start and length quoted), "drop-off end" (the start quoted as
  the end), the bath and the medication (one line quoted), the past paper ($45 per session quoted),
  the voucher (the prize rule quoted), "who came second" ("I don't know.").
- read moves (mine, twentythirdfixA, each mechanism built on other wordings, then this probe run
  at each commit): a hyphenated age group (c4424ba), 8 / 3 / 11: "My dad is 70" right, and "a swim
  for my 12-year-old", right before as a plain "I don't know.", now a stated limit ("meets none of
  the age bands": the two hyphenated groups are now bands, ``ages.banded``'s policy); a rate across
  sentences (8464b6f), 11 / 3 / 8; an end time from a start and a length, 13 / 4 / 5 (drop-off: a
  stated limit); "come to" and a kind of charge in a together-sum, 14 / 4 / 4; a rule over a
  table's column and a tie line, **16 / 4 / 2**. Still wrong: "Does Biscuit need a large kennel?"
  (a yes/no against a weight bound: another class), "How much is the past paper?" (the rate line
  quoted for a thing the notes price nowhere: an absence the partial answer misses).
"""
import re

from tests.sim.probes._grounded import run


def _num(n: str, *avoid: str):
    """The figure ``n`` as a whole token, and none of ``avoid``."""
    return lambda t: bool(re.search(rf"(?<![\d.]){re.escape(n)}(?![\d])", t)) and not any(a in t for a in avoid)


def _no(*avoid: str):
    """A "no" answer (opens with "no", or says free / does not), never opening with "yes", and none of
    ``avoid``."""
    def ok(t: str) -> bool:
        low = t.strip().lower()
        said = low.startswith("no") or any(w in low for w in ("free", "doesn't", "does not", "don't", "do not"))
        return said and not low.startswith("yes") and not any(a in t for a in avoid)
    return ok


def _absent(*avoid: str):
    """The notes do not hold it: said so, and none of ``avoid`` offered as the answer."""
    def ok(t: str) -> bool:
        low = t.lower()
        said = any(a in low for a in ("don't know", "could not find", "not mention", "does not say", "doesn't say"))
        return said and not any(a in t for a in avoid)
    return ok


DOCS = {
"pool": """Greenfield Leisure Centre - swimming prices

* Adult swim: £5.20
* Over-65s swim for £3.00 on weekday mornings.
* Under-3s swim free with a paying adult.
* Towel hire: £1.50
* Locker: £0.50

Aqua aerobics starts at 18:15 and lasts 45 minutes.
Swimming lessons are £8 per lesson. Mia has 6 lessons booked this term and 4 lessons next term.
""",
"tutor": """Hi Daniel,

Thanks for confirming. Maths tutoring is $45 per session, paid at the end of the month.
In March we have 4 sessions on Mondays and 2 sessions on Thursdays.
The first Monday session is on 3 March at 5:30pm (90 minutes), at the library.
Please have the 2027 past paper printed beforehand.

Best,
Ruth
""",
"bowling": """| Bowler | Avg | Games | Pins |
|---|---|---|---|
| Rosa Delgado | 168 | 9 | 1540 |
| Tom Okafor | 141 | 9 | 1502 |
| Ines Baptiste | 132 | 9 | 1502 |
| Kwame Mensah | 155 | 9 | 1388 |

Places go by total pins; ties on pins are broken by average.
Prizes: a trophy for the most pins, and a voucher for the top bowler with an average below 140.
""",
"kennel": """Oakridge Boarding Kennels - booking K-5521
Dog: Biscuit (beagle, 9 kg)

Boarding is charged at €28 per night.
Biscuit stays 5 nights in July and 3 nights in August.
- Bath before collection: €18.00
- Medication handling: €4.50
Drop-off is on 14 July at 10:00.
Dogs over 10 kg need a large kennel (€5 extra per night).
""",
}

CASES = [
 # R2: a hyphenated age group
 ("pool", "does my 2-year-old have to pay to swim", _no("£5.20", "£3.00")),
 ("pool", "My dad is 70, what does he pay for a swim?", _num("3.00", "5.20", "1.50")),
 ("pool", "how much is a swim for my 12-year-old", _absent("free", "3.00")),
 ("kennel", "Does Biscuit need a large kennel?", _no("Yes")),
 # R3a: a rate in one sentence, its counts in another
 ("pool", "How much will Mia's swimming lessons cost?", _num("80", "48.00 (")),
 ("tutor", "what will march's tutoring cost me", _num("270", "$180")),
 ("kennel", "How much will Biscuit's boarding cost?", _num("224", "140")),
 ("tutor", "How much is one tutoring session?", _num("45", "270")),
 # R3b: an end time from a clock time and one length
 ("pool", "what time does aqua aerobics finish", ["19:00", "7pm", "7:00 pm", "7 pm"]),
 ("tutor", "When will the first Monday session end?", ["19:00", "7pm", "7:00 pm", "7 pm", "7:00pm"]),
 ("tutor", "What time does the first Monday session start?", _num("5:30", "7pm", "19:00")),
 ("kennel", "What time does drop-off end?", _absent("10:45", "11:00")),
 # R3c: two lines each with one amount, added
 ("pool", "how much are an adult swim and a towel together", ["6.70"]),
 ("kennel", "What do the bath and the medication come to together?", ["22.50"]),
 ("kennel", "total for the bath plus the nail trim", _absent("22.50", "18.00 +")),
 ("tutor", "How much is the past paper?", _absent("$45")),
 # R4: a rule over a table's column, a tie-break line
 ("bowling", "Who gets the voucher?", lambda t: "Ines" in t and not any(n in t for n in ("Rosa", "Tom", "Kwame"))),
 ("bowling", "who came second", lambda t: "Tom" in t and "Ines Baptiste came second" not in t
  and "Rosa" not in t and not ("Ines" in t and t.find("Ines") < t.find("Tom"))),
 ("bowling", "Who won the trophy?", lambda t: "Rosa" in t and "Tom" not in t),
 ("bowling", "Is there a prize for third place?", _absent("Kwame gets", "Ines gets")),
 ("bowling", "what is Kwame's average", _num("155", "168", "141")),
 ("pool", "Do you sell goggles?", _absent("£")),
]

TEMPLATE = """Answer the question using only the notes below. If the notes don't say, say you don't know.

Notes:
{notes}

Question: {question}"""

if __name__ == "__main__":
    run(DOCS, CASES, TEMPLATE, no_dumps=True)
