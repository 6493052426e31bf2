"""Invented probe (2026-12-03, branch ``calib``, mine; oracles written and committed before its
first run): grounded questions over five record-shaped documents a learner pastes as "notes"
(an application log, a bank statement laid out in spaced columns, a crontab, a weekly timesheet,
a WhatsApp chat export). Half the questions are answerable, half are not; the unanswerable ones
are near misses (a bill the statement does not hold beside one it does, a job the crontab does
not run, a day the timesheet has no row for), where a trusted "I don't know." is right and a
quoted neighbouring line is wrong. The answerable ones include values a word-by-word reading
may miss (a cron schedule, a duration between two clock times).

Strict oracles: an answer counts only when its figure or words occur as a whole token, the reply
says no "don't know", quotes none of the competing values listed with it and is no dump (60 % of
its document's words or more); "the notes do not hold it" counts only when the reply says so and
states no figure (no digit). A stated limit is counted apart; a limit whose text would have passed
the oracle anyway is a false alarm.

``python -m tests.sim.probes.trust_h [-v]`` prints right / limit / wrong / false alarms.

History (right / limit / wrong / false alarms of 25):
- first sight on f9bd5db (the branch point 1829f49 plus this file), one run: **10 / 7 / 8 / 3**.
  Wrong: the gateway's port (the whole log line quoted, the pid with it), the Thames Water debit
  (its row quoted, then "could not find anything about 'direct', 'debit'": the statement writes
  "DD"), the phone bill, the overtime rate and Vertigo's address (partial readings quoting a
  neighbouring row or message: the missing word is what is asked), the backup's time ("I don't
  know." over "15 2 * * *": a cron schedule states no time the reader knows), the healthcheck's
  interval (three crontab lines quoted), the climbing's time ("I don't know." beside "10am at
  Vertigo" one message later). False alarms: "how many days are backups kept", "how many hours on
  Saturday" (records limit, the notes truly lack both) and Kofi's knee (quoted, with a limit).
- after calib's blind lever (record-shaped units are no prose for ``absence.trusted``): unchanged,
  10 / 7 / 8 / 3: the splitter already reads these five documents' lines as records, rows or a
  table, so their prose share was low before; none of the eight wrongs is a trusted "I don't know."
  resting on prose share.
- after calib's second lever (``absence.asked_back``: the notes ask the question themselves and the
  lines right after state a value of the asked kind), read from this probe's climbing case and
  tested on chats of my own (kick-off, an outage): **10 / 8 / 7 / 3** (the climbing's time: wrong
  -> limit). Every readable set and probe otherwise unchanged, the held-out twenty-fourth too.
- session of 2026-12-04 (second that day), mine, read (``subject_lines``): 10 / 8 / 7 -> **10 / 9 / 6**.
"""

from __future__ import annotations

import re
import sys

from tests.sim.probes._grounded import _dump, ask

DOCS = {
"log": """2026-11-14 08:02:11 INFO  api-gateway     started on port 8443 (pid 4120)
2026-11-14 08:02:13 INFO  billing-worker  connected to queue invoices.v2
2026-11-14 08:15:40 WARN  api-gateway     slow response GET /orders took 2380 ms
2026-11-14 08:31:05 ERROR billing-worker  payment provider timeout after 30 s (attempt 3 of 5)
2026-11-14 08:31:06 INFO  billing-worker  retry scheduled in 120 s
2026-11-14 09:47:52 ERROR api-gateway     disk usage 91% on /var/lib/data
2026-11-14 10:00:00 INFO  scheduler       nightly export skipped: holiday calendar
""",
"bank": """NORTHFIELD BUILDING SOCIETY - Current Account Statement
Account 40-12-77 / 31908842    Period 01 Oct 2026 to 31 Oct 2026

Date     Description                 Paid out    Paid in     Balance
01 Oct   Opening balance                                     1,204.50
03 Oct   TESCO STORES 2231              46.18                1,158.32
05 Oct   SALARY ACME LOGISTICS                   2,310.00    3,468.32
09 Oct   DD THAMES WATER                38.90                3,429.42
14 Oct   CARD GREENLEAF CAFE             7.45                3,421.97
21 Oct   SO RENT MR D OKAFOR           950.00                2,471.97
28 Oct   INTEREST                                    1.12    2,473.09
""",
"cron": """# crontab for user deploy on web-03
# m   h   dom mon dow   command
MAILTO=ops@harbourline.io
15    2   *   *   *     /opt/backup/run.sh --target s3://hl-backups
*/10  *   *   *   *     /usr/local/bin/healthcheck --quiet
0     7   *   *   1     /opt/reports/weekly.sh
30    23  *   *   5     /opt/cleanup/tmp_purge.sh
""",
"timesheet": """Timesheet - Priya Raman - week 46
Mon 10 Nov   09:00-17:30   Client: Halden Foods   break 30 min
Tue 11 Nov   08:45-16:15   Client: Halden Foods   break 45 min
Wed 12 Nov   annual leave
Thu 13 Nov   10:00-18:00   Client: Orrin Bank     break 30 min
Fri 14 Nov   09:00-13:00   Training (internal)
Rate: GBP 42/hour billable; internal time not billed
""",
"chat": """[12/11/2026, 19:02:14] Tomás: are we still on for the climbing wall saturday?
[12/11/2026, 19:04:51] Ines: yes! 10am at Vertigo, I booked 3 slots
[12/11/2026, 19:05:30] Tomás: how much do I owe you
[12/11/2026, 19:06:02] Ines: £14 each, shoe hire is extra £4
[12/11/2026, 19:07:45] Kofi: can't make it, knee still bad
[12/11/2026, 19:08:10] Ines: no worries, I'll cancel yours
[13/11/2026, 08:30:00] Tomás: parking at the leisure centre or on the street?
[13/11/2026, 08:41:19] Ines: leisure centre, it's free before 12
""",
}

_ABSENT_WORDS = ("don't know", "do not know", "could not find", "not mention", "does not say",
                 "doesn't say", "not in the notes", "no information")


def _absent_said(text: str) -> bool:
    low = text.lower()
    return any(a in low for a in _ABSENT_WORDS)


def _token(text: str, word: str) -> bool:
    return bool(re.search(rf"(?<![\w.,]){re.escape(word)}(?![\w]|[.,]\d)", text, re.IGNORECASE))


def answer(*accepted: str, avoid: tuple[str, ...] = ()):
    """One of ``accepted`` as a whole token, none of ``avoid``, no "don't know"."""
    return lambda text: (any(_token(text, a) for a in accepted) and not any(_token(text, a) for a in avoid)
                         and not _absent_said(text))


def absent(text: str) -> bool:
    """The notes do not hold it: said so, and no figure stated."""
    return _absent_said(text) and not re.search(r"\d", text)


CASES = [
 # the application log
 ("log", "Which port did the api gateway start on?", answer("8443", avoid=("4120",))),
 ("log", "How long did the slow /orders request take?", answer("2380 ms", "2380ms", "2.38 s", "2.38 seconds")),
 ("log", "How long does the billing worker wait before retrying?", answer("120 s", "120 seconds", "2 minutes",
                                                                         avoid=("30 s",))),
 ("log", "What version of the api gateway is running?", absent),
 ("log", "How much memory was the billing worker using?", absent),
 # the bank statement
 ("bank", "How much was the Thames Water direct debit?", answer("38.90", "£38.90", avoid=("46.18", "7.45"))),
 ("bank", "What was the balance after the rent went out?", answer("2,471.97", "2471.97", avoid=("3,421.97",))),
 ("bank", "How much did I pay for my phone bill?", absent),
 ("bank", "Was I charged an overdraft fee?", absent),
 ("bank", "How much council tax did I pay in October?", absent),
 # the crontab
 ("cron", "What time does the backup run?", answer("2:15", "02:15", "2.15")),
 ("cron", "How often does the healthcheck run?", answer("10 minutes", "ten minutes", "10 min")),
 ("cron", "When does the database vacuum job run?", absent),
 ("cron", "How many days are backups kept for?", absent),
 # the timesheet
 ("timesheet", "What time did Priya start on Thursday?", answer("10:00", "10am", "10 am", avoid=("09:00", "08:45"))),
 ("timesheet", "How long was her break on Tuesday?", answer("45 min", "45 minutes", avoid=("30 min",))),
 ("timesheet", "How many hours did Priya work on Monday?", answer("8 hours", "8.5 hours", "8 h", "8.5 h",
                                                                 "eight hours")),
 ("timesheet", "What is Priya's overtime rate?", absent),
 ("timesheet", "How many hours did she work on Saturday?", absent),
 ("timesheet", "How much mileage did she claim?", absent),
 # the chat export
 ("chat", "What time is the climbing on Saturday?", answer("10am", "10 am", "10:00")),
 ("chat", "How much is a climbing slot?", answer("£14", "14", avoid=("£4",))),
 ("chat", "Why can't Kofi come?", answer("knee")),
 ("chat", "How much is lunch after the climbing?", absent),
 ("chat", "What is the address of Vertigo?", absent),
]

TEMPLATE = """Answer the question using only the notes below. If the notes don't say, say you don't know.

Notes:
{notes}

Question: {question}"""


def counts(verbose: bool = False) -> dict[str, int]:
    found = {"right": 0, "limit": 0, "wrong": 0, "false_alarm": 0}
    for doc, question, ok in CASES:
        text, limit = ask(TEMPLATE.format(notes=DOCS[doc], question=question))
        right = ok(text) and not _dump(text, DOCS[doc])
        kind = "limit" if limit else ("right" if right else "wrong")
        found[kind] += 1
        found["false_alarm"] += bool(limit) and right
        if verbose or kind == "wrong":
            tag = "limit!" if limit and right else kind
            print(f"[{tag}] {question}\n    -> {text[:200]!r}" + (f"\n    LIMIT {limit[:150]}" if limit else ""))
    return found


if __name__ == "__main__":
    c = counts("-v" in sys.argv)
    print(f"{len(CASES)} cases: right {c['right']}, stated limit {c['limit']}, silently wrong {c['wrong']} "
          f"(false alarms {c['false_alarm']})")
