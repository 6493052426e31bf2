"""Invented probe (2026-12-04, fix29g, oracles written before any run, on ba25ef72 before any
simulator change of this branch). It exercises the grounded-answer failure classes of the
twenty-eighth and twenty-ninth sets (W1 / W2 / W4 / W5 / W6, X1 - X5) on topics, wordings and
prompt shapes of my own: a beekeeper's hive inspection table under a "Relevant context:" heading,
a seed-germination log under "Supporting facts:" with a "Q: / A:" tail, a ferry operator's top-5
retrieved chunks as a "# | score | chunk" table, a climbing wall's price list under "Relevant
passages:", a backup job's fixed-width log in a code fence, and a bakery production sheet of
"Key: value | Key: value" lines. The questions ask counts of rows in a state (with and without an
exclusion: "not counting", "leaving out", "apart from"), shares "a of b" as a percentage, sums
over figures lines state, a rate times a count from the line on the question's subject (another
rate line beside it), an allowance with an excess, "when" questions over chunks, a key asked in
another word form ("baking" / "Baker", "allocated" / "Unallocated"), and answer-format
instructions ("reply with the number only", "answer in one word", "just the time").

Strict: the worked value is required; a reply holding the competing row's value, or the operands
of an asked sum or share without its result, is wrong; where the prompt asks for the number only,
the reply must be the number (a unit or a trailing stop allowed). A stated limit is never wrong.
``python -m tests.sim.probes.grounded_m [-v]`` prints "right / stated limit / silently wrong
(false alarms)".

History (right / limit / wrong (false alarms) of 32):
- first sight on ba25ef72 plus this file, one run: **5 / 11 / 16 (0)**. Wrong: every question
  under "Relevant passages:" answered "yes" / "no" (a relevance grade: 5); the scored chunk table
  quoted as records with "#" and "score", a "when" answered by a greeting, a trusted "I don't know."
  for the bike fare; a trusted "I don't know." for the padron share; "23 (2 + 21)" for the seeds sown
  (a date's day as an operand); "when were they sown" the whole log; the excluded hive 2 given for
  "apart from hive 2"; trusted "I don't know."s for the backup log's "why" and "when".
- fix29g, after each mechanism (general, tested on other wordings): a material heading is no
  grader cue 6 / 13 / 13; the answer-format instruction 7 / 11 / 14 (the oven time right; a
  fenced-log question no longer unread but a trusted "I don't know." of its own); records left out
  by "apart from" / "not counting" 8 / 11 / 13; scored chunk tables as documents, "when" needs a
  date or time, "when does the morning boat go" no greeting 9 / 13 / 10; the rate on the question's
  subject 11 / 12 / 9; "a of b" as a percentage, no date's day as an operand 13 / 12 / 7; a plain
  fenced log read as text 16 / 12 / 4; a partial answer missing the question's own count a limit:
  **16 / 13 / 3 (0)**. Left wrong: "when were they sown" (the sown line quoted with its 21°C, my
  strict oracle), "how much to bring a bike" (a trusted "I don't know.": "bike" is the notes'
  "Bicycles", no alias), "chalk bag hire come to over 4 sessions" (the rate quoted: "come to" reads
  as a total before the product).
"""
from __future__ import annotations

import re
import sys

from tests.sim.fresh._oracles import Case, _ask, _both, _but_not, _honest, _text, _word, report


def _fig(n: str, *avoid: str):
    """The figure ``n`` as a whole token (not inside a larger number or a time), and none of ``avoid``."""
    pat = re.compile(rf"(?<![\d.:,/]){re.escape(n)}(?![\d]|[.,:]\d)")
    return lambda out: bool(pat.search(_text(out))) and not any(a.lower() in _text(out).lower() for a in avoid)


def _count(n: str):
    """A count ``n`` as a whole token that is not a row's name ("Hive 3"), or the number in words."""
    words = {"1": "one", "2": "two", "3": "three", "4": "four"}
    pat = re.compile(rf"(?<![Hh]ive )(?<![\d.:,/]){n}(?!\d)|\b{words.get(n, n)}\b", re.I)
    return lambda out: bool(pat.search(_text(out))) and not _text(out).strip().lower().startswith(("yes", "no"))


def _just(n: str):
    """The reply is the figure ``n`` alone (a currency sign, a % or unit word, a trailing stop allowed)."""
    pat = re.compile(rf"^[£€$]?\s*{re.escape(n)}\s*(%|[a-z]{{0,8}})?\.?$", re.I)
    return lambda out: bool(pat.match(_text(out).strip().strip('"\'')))


def _one_word(word: str):
    """The reply is ``word`` alone (case, quotes and a trailing stop ignored)."""
    return lambda out: _text(out).strip().strip('"\'').rstrip(".").strip().lower() == word.lower()


DOCS = {
"hives": """| Hive | Queen seen | Frames of brood | Temper | Treatment |
|---|---|---|---|---|
| Hive 1 | yes | 6 | calm | none |
| Hive 2 | no | 3 | defensive | oxalic acid |
| Hive 3 | yes | 7 | calm | none |
| Hive 4 | no | 0 | calm | none |
| Hive 5 | yes | 5 | defensive | oxalic acid |

Inspected 18 April 2032 by Rhiannon. Next inspection in 9 days.""",
"seeds": """Seed trial log - allotment plot 14
Tomato 'Sungold': 38 of 40 seeds germinated
Pepper 'Padron': 21 of 30 seeds germinated
Basil 'Genovese': 44 of 50 seeds germinated
Cucumber 'Marketmore': 9 of 12 seeds germinated
Sown 2 March 2032 in peat-free compost, heated propagator at 21°C.""",
"ferry": """| # | score | chunk |
|---|---|---|
| 1 | 0.83 | Sailings to Inis Mor leave Rossaveal pier at 10:30 and 18:30 daily from April to October. |
| 2 | 0.78 | Bicycles travel for EUR 10 return; kayaks and surfboards are not carried. |
| 3 | 0.74 | Adult return EUR 30, child return EUR 15, family ticket (2 adults + 2 children) EUR 80. |
| 4 | 0.69 | Check-in closes 20 minutes before departure. The shuttle bus from Galway city leaves at 09:15. |
| 5 | 0.62 | Left-luggage lockers at the pier cost EUR 4 per bag per day. |""",
"wall": """Peak Wall climbing centre - prices from 1 January 2032
Day pass: £14 per visit
Shoe hire: £4 per session
Chalk bag hire: £1.50 per session
Monthly membership: £52 per month; 2 guest passes per month included, further guest passes £9 each
Locker: 50p per visit (coin returned)
Induction: £18, free for members""",
"backup": """DATE        START  JOB      STATUS   SIZE     NOTE
2032-03-01  02:00  nightly  OK       4.2 GB   18 min
2032-03-02  02:00  nightly  OK       4.3 GB   19 min
2032-03-03  02:00  nightly  FAILED   -        disk full
2032-03-04  02:00  nightly  OK       4.1 GB   17 min
2032-03-05  02:00  nightly  FAILED   -        timeout after 3 h
2032-03-06  02:00  weekly   OK       38.9 GB  2 h 4 min
2032-03-07  02:00  nightly  SKIPPED  -        host asleep""",
"bakery": """Production sheet - Thursday
Product: Sourdough loaf | Baker: Imke | Batches: 3 | Loaves per batch: 12
Product: Cinnamon bun | Baker: Unallocated | Batches: 2 | Buns per batch: 24
Product: Rye tin | Baker: Oskar | Batches: 1 | Loaves per batch: 10
Proofing overnight in the retarder at 4°C. Oven on at 05:30.""",
}

TEMPLATES = {
"hives": "Relevant context:\n{notes}\n\nUser question: {question}\nAnswer from the relevant context only.",
"seeds": "Supporting facts:\n{notes}\n\nQ: {question}\nA:",
"ferry": "Top 5 retrieved chunks:\n\n{notes}\n\nUsing only the chunks above, answer: {question}",
"wall": "{question}\n\nRelevant passages:\n{notes}\n\nKeep it short.",
"backup": "Log excerpt:\n```\n{notes}\n```\n{question}",
"bakery": "Here's today's sheet.\n\n{notes}\n\nQuestion - {question}",
}


def _c(cid: str, doc: str, question: str, right) -> Case:
    return Case(cid, _ask(TEMPLATES[doc].format(notes=DOCS[doc], question=question)), right)


CASES: list[Case] = [
    # a heading that names material ("Relevant context:", "Relevant passages:") is no grader cue
    _c("hives-calm-count", "hives", "how many hives were calm", _but_not(_count("3"), "relevant", "defensive", "oxalic")),
    _c("hives-queen-not-1", "hives", "how many hives had the queen seen, not counting hive 1",
       _but_not(_count("2"), "Hive 3: yes", "| 6 |")),
    _c("hives-oxalic-which", "hives", "which hives were treated with oxalic acid",
       _but_not(_both(_word("Hive 2", "hive 2", "2"), _word("Hive 5", "5")), "Hive 1", "Hive 3", "Hive 4")),
    _c("hives-brood-3", "hives", "how many frames of brood did hive 3 have", _fig("7", "Hive 1", "Hive 5")),
    _c("hives-defensive-apart", "hives", "apart from hive 2, which hive was defensive",
       _but_not(_word("Hive 5", "5"), "Hive 2: ", "Hive 1", "Hive 3", "Hive 4")),
    # shares "a of b" as a percentage, sums over figures, exclusion of a line
    _c("seeds-padron-pct", "seeds", "what's the germination rate of the padron peppers as a percentage",
       _fig("70", "21 of 30 seeds germinated.")),
    _c("seeds-basil-pct", "seeds", "what percentage of the basil came up", _fig("88", "44 of 50 seeds germinated.")),
    _c("seeds-sown-total", "seeds", "how many seeds were sown altogether", _fig("132")),
    _c("seeds-up-not-basil", "seeds", "how many seeds germinated in total leaving out the basil", _fig("68")),
    _c("seeds-cucumber-pct-only", "seeds", "cucumber germination? just the percentage please", _just("75")),
    _c("seeds-when", "seeds", "when were they sown", _but_not(_word("2 March"), "°C")),
    # a scored chunk table: "#" and "score" are metadata; "when" wants a time
    _c("ferry-morning-when", "ferry", "when does the morning boat go", _but_not(_fig("10:30"), "score", "0.83")),
    _c("ferry-bus-when", "ferry", "when does the shuttle from galway leave", _but_not(_fig("09:15"), "score", "0.69", "#:")),
    _c("ferry-bike", "ferry", "how much to bring a bike", _but_not(_fig("10"), "score", "#:")),
    _c("ferry-child", "ferry", "how much is a child return", _but_not(_fig("15"), "score", "#:")),
    _c("ferry-bags", "ferry", "what would it cost to leave one bag in a locker for 3 days", _fig("12", "0.62")),
    _c("ferry-parking", "ferry", "how much is parking at the pier", _honest),
    # a rate times a count from the line on the subject, another rate line beside it
    _c("wall-shoes-6", "wall", "how much is shoe hire for 6 sessions", _fig("24", "9.00", "£9")),
    _c("wall-chalk-4", "wall", "what would chalk bag hire come to over 4 sessions", _fig("6", "£16")),
    _c("wall-day-3", "wall", "what do 3 day passes cost", _fig("42")),
    _c("wall-guests-5", "wall", "as a member, what do i pay extra if i bring 5 guests in one month", _fig("27", "45")),
    _c("wall-induction-member", "wall", "do members pay for the induction",
       lambda out: bool(re.search(r"\bno\b|\bfree\b", _text(out).lower())) and not _text(out).lower().startswith("yes")),
    # counts of rows in a state, exclusions, number-only / one-word instructions
    _c("backup-failed-only", "backup", "How many backups failed? Reply with the number only.", _just("2")),
    _c("backup-ok-not-weekly", "backup", "how many backups went OK, leaving out the weekly one", _but_not(_fig("3"), "38.9")),
    _c("backup-why-5th", "backup", "why did the backup on the 5th fail", _but_not(_word("timeout"), "disk full")),
    _c("backup-weekly-when", "backup", "when did the weekly backup run", _word("2032-03-06", "6 March")),
    _c("backup-job-6th-word", "backup", "what kind of job ran on the 6th? Answer in one word.", _one_word("weekly")),
    _c("backup-skipped-count", "backup", "how many nights were skipped", _but_not(_fig("1"), "2032-03-01")),
    # a key asked in another word form; a negative value; format instructions
    _c("bakery-rye-who", "bakery", "who's baking the rye", _but_not(_word("Oskar"), "Imke")),
    _c("bakery-buns-who", "bakery", "who's been allocated the cinnamon buns",
       lambda out: bool(re.search(r"nobody|no one|no-one|unallocated|not (been )?allocated", _text(out).lower()))
       and "Imke" not in _text(out) and "Oskar" not in _text(out)),
    _c("bakery-sourdough-total", "bakery", "how many sourdough loaves will there be in total? number only", _just("36")),
    _c("bakery-oven-time", "bakery", "what time does the oven go on? just the time", _just("05:30")),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
