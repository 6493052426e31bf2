"""Invented probe (2026-12-03 evening, mine, oracles written before any run, on 1829f49 before any
of the evening's branches were merged, never tuned against). Formats none of my earlier probes
used: a GitHub issue with comments, a calendar invite pasted from Outlook, a crontab, a meeting
transcript with time codes and speaker labels, a bus timetable as space-aligned columns with a
footnote letter, an invoice with VAT lines, and a Spanish notice asked about in English.
Questions as people type them: lower case, no "?", a typo, yes/no, a difference, a duration, an
end time, a row-and-column lookup, a footnote rule, an absent answer beside a near miss.
Strict: a reply that quotes most of its document counts wrong (``no_dumps``); figures checked as
whole tokens and, where a competing figure is near, that it is not given.
``python -m tests.sim.probes.grounded_h [-v]``.

History (right / limit / wrong of 42):
- first sight on ea19ed6 (= 1829f49 plus this file), one run: **23 / 8 / 11**. Wrong: "which version has the
  bug" (the issue's heading quoted with "could not find 'version'"; v2.6.1 is in the first comment),
  "how long is the meeting" (a trusted "I don't know." beside "14:00-15:30"), all three cron lines
  (a trusted "I don't know." twice, the raw "*/15 ..." line once), "how many more volunteers" (a
  count of the lines that hold the question's words: "1."), two timetable cell lookups (two whole
  rows quoted), the bus's journey time and "does the 12:10 run on tuesdays" (a row quoted with a
  "could not find" tail, no answer), "the total before VAT" (the VAT and total lines quoted, the
  Subtotal line not picked). Stated limits: the Spanish notice (six, a language limit), "what
  time does it finish" and "how much are the plot fees going up by".
- blind moves (the evening's five fix branches, none of which saw this probe: fix24A, fix24B,
  calib, leftovers2, ports15, and my own two structured-output changes), measured after each
  merge: **none**, 23 / 8 / 11 on the merged main.
- blind moves (the next session's branches, none of which saw this probe): fix25C's timetable
  grids 23 / 8 / 11 -> 26 / 8 / 8 (the 07:55's arrival, "does the 12:10 run on tuesdays" now
  right; "the first bus from Marton Green" right only by the lenient oracle until the merger's
  time_grids fix made its reply the 06:58's departure); fix25A's stamp spans -> 26 / 9 / 7 (the
  bus's journey time a stated limit: a row of five times). Others none.
- blind moves, session of 2026-12-04 (design2, ports18, fix27A, fit, shapes3, fix27B; none saw
  this probe), after each merge: none, 26 / 9 / 7.
- session of 2026-12-04 (second that day), mine, read (a trusted "I don't know." doubted when a line names
  everything the question asks about, ``subject_lines``): 26 / 9 / 7 -> **26 / 10 / 6**.
"""
import re

from tests.sim.probes._grounded import run


def _num(n: str, *avoid: str):
    """The figure ``n`` as a whole token, and none of ``avoid``."""
    return lambda t: bool(re.search(rf"(?<![\d.:]){re.escape(n)}(?![\d])", t)) and not any(a in t for a in avoid)


def _yes(t: str) -> bool:
    low = t.lower()
    return bool(re.match(r"\W*yes\b", low)) or (" yes" in low and not re.search(r"\bno\b", low))


def _no(t: str) -> bool:
    low = t.lower().replace("don't know", "")
    return bool(re.search(r"\bno\b|\bnot\b|n't\b", low))


def _all(*words: str):
    return lambda t: all(w.lower() in t.lower() for w in words)


DOCS = {
"issue": """#482 Export to PDF cuts off the last page
Open · opened by rkowalski · 3 comments · Labels: bug, export · Milestone: v2.7

rkowalski commented on 12 Feb
When I export a report with more than 20 pages, the final page is missing. Happens on v2.6.1, Windows 11.

mbeaumont commented on 13 Feb
Reproduced on macOS too. Looks like the page counter starts at 1 instead of 0 in paginate().

jnakamura commented on 15 Feb
Fixed in #497, will ship in v2.7 (planned for 3 March). Workaround until then: add a blank page at the end of the report.
""",
"invite": """Subject: Quarterly budget review
When: Wednesday, 9 October 2030 14:00-15:30 (UTC+00:00) Dublin, Edinburgh, Lisbon, London
Where: Room 4.12 / Teams link below
Organizer: Fiona Gallagher
Required: Ravi Menon; Chloe Dubois; Ade Okafor
Optional: Sam Whitfield

Please bring your department's Q3 spend against forecast. Slides are due to Fiona by Monday 7 October.

Join on your computer or mobile app: Click here to join the meeting
""",
"cron": """# m  h  dom mon dow  command
30 2 * * *     /opt/backup/run.sh --full        # nightly full backup
*/15 * * * *   /usr/local/bin/sync-inbox         # mail sync
0 9 * * 1      /opt/reports/weekly.py            # weekly report
""",
"transcript": """[00:00:04] Priya: OK, let's start. The allotment AGM is on the 21st, not the 14th as the flyer said.
[00:00:15] Tomás: Do we still need volunteers for the plant stall?
[00:00:19] Priya: Yes, two more. Helen has offered to do the teas.
[00:00:31] Tomás: What about the plot fees?
[00:00:36] Priya: They're going up from £38 to £45 a year from January.
[00:00:52] Helen: And the water troughs get switched off at the end of October.
""",
"timetable": """Route 27   Hexley – Marton – Brayford              Mondays to Saturdays

Hexley Bus Station     06:40   07:55   09:10   12:10a   17:25
Marton Green           06:58   08:13   09:28   12:28    17:43
Brayford Market        07:20   08:35   09:50   12:50    18:05

a  Saturdays only
No service on Sundays or bank holidays.
""",
"invoice": """INVOICE 2030-117                         Date: 4 June 2030
Bill to: Larchfield Primary School PTA

Bouncy castle hire (1 day)        1 x £150.00     £150.00
Candy floss machine               1 x £45.00       £45.00
Delivery & collection                              £25.00
                                  Subtotal        £220.00
                                  VAT 20%          £44.00
                                  Total due       £264.00

Payment within 14 days by bank transfer. Sort code 20-44-91, account 30817652.
""",
"aviso": """AVISO A LOS VECINOS
El corte de agua programado será el jueves 12 de junio, de 9:00 a 13:00.
Motivo: sustitución de la tubería general del portal 3.
Se ruega no usar el ascensor durante las obras.
Contacto: Administración de fincas Ruiz, tel. 912 448 301.
""",
}

CASES = [
 ("issue", "which version has the bug", _num("2.6.1")),
 ("issue", "When will the fix be released?", lambda t: "3 march" in t.lower() or "march 3" in t.lower()),
 ("issue", "who reproduced it on a mac", ["mbeaumont"]),
 ("issue", "is there a workaround", lambda t: "blank page" in t.lower()),
 ("issue", "Which pull request fixes it?", _num("497", "482")),
 ("issue", "does it happen on linux", None),
 ("invite", "what room is the budget review in", _num("4.12")),
 ("invite", "How long is the meeting?", lambda t: bool(re.search(r"\b90\b|1\.5 hours|1 hour 30|an hour and a half|one and a half hours", t.lower()))),
 ("invite", "Does Sam have to come?", lambda t: _no(t) or "optional" in t.lower()),
 ("invite", "when are the slides due", lambda t: "7 october" in t.lower() and "9 october" not in t.lower()),
 ("invite", "What time does it finish?", _num("15:30")),
 ("invite", "Will there be lunch?", None),
 ("cron", "when does the full backup run", lambda t: bool(re.search(r"\b0?2:30\b|2\.30 ?am|half past two", t.lower()))),
 ("cron", "How often does the inbox sync?", lambda t: "15 minutes" in t.lower() or "quarter of an hour" in t.lower()),
 ("cron", "which day does the weekly report run", lambda t: "monday" in t.lower()),
 ("cron", "Is there a database vacuum job?", None),
 ("transcript", "when is the agm", lambda t: "21st" in t and "not the 14th" in t or ("21" in t and "14" not in t)),
 ("transcript", "how much are the plot fees going up by", _num("7")),
 ("transcript", "Who is doing the teas?", ["Helen"]),
 ("transcript", "how many more volunteers do they need for the plant stall", lambda t: bool(re.search(r"\b(2|two)\b", t.lower()))),
 ("transcript", "When do the water troughs get turned off?", lambda t: "end of october" in t.lower()),
 ("transcript", "Is there a raffle at the AGM?", None),
 ("timetable", "what time does the 07:55 from hexley get to brayford", _num("08:35", "07:20", "09:50")),
 ("timetable", "When is the first bus from Marton Green?", _num("06:58", "08:13")),
 ("timetable", "is there a bus on sunday", _no),
 ("timetable", "How long does the bus take from Hexley to Brayford?", lambda t: "40 min" in t.lower() or "forty min" in t.lower()),
 ("timetable", "does the 12:10 run on tuesdays", lambda t: _no(t) and "saturday" in t.lower()),
 ("timetable", "Does the 27 stop at the hospital?", None),
 ("invoice", "how much is the vat", _num("44.00", "264.00", "220.00")),
 ("invoice", "What's the total due?", _num("264.00", "220.00")),
 ("invoice", "how much was the bouncy castle", _num("150.00", "264.00")),
 ("invoice", "How long do we have to pay?", lambda t: "14 days" in t.lower() or "18 june" in t.lower()),
 ("invoice", "whats the sort code", ["20-44-91"]),
 ("invoice", "What is the total before VAT?", _num("220.00", "264.00")),
 ("invoice", "Is a deposit needed?", None),
 ("aviso", "what time does the water come back on", _num("13:00")),
 ("aviso", "Which day is the water off?", lambda t: any(w in t.lower() for w in ("thursday", "jueves", "12 june", "12 de junio"))),
 ("aviso", "can we use the lift during the works", _no),
 ("aviso", "who do I call about it", ["912 448 301", "Ruiz"]),
 ("aviso", "How long will the water be off for?", lambda t: "4 hours" in t.lower() or "four hours" in t.lower()),
 ("aviso", "Is the gas being cut off too?", None),
 ("issue", "how many pages does a report need before it breaks", lambda t: bool(re.search(r"more than 20|\b21\b|over 20", t.lower()))),
]

TEMPLATE = """Answer the question using only the context below. If the context does not contain the answer, say "I don't know".

### Context
{notes}

### Question
{question}
"""

if __name__ == "__main__":
    run(DOCS, CASES, TEMPLATE, no_dumps=True)
