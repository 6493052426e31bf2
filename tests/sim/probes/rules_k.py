"""My probe of fix54b (issue 26), written and committed before its first run: rules that a
question's figure or age must be read against, in wordings, topics and formats of my own.

- **thresholds beside totals**: a question that asks a total ("what's the total", "what do I
  owe") and names an amount or a count; the notes hold a threshold about another quantity (an
  order value for free delivery, unpaid fines for borrowing, a group size for booking). Right:
  the worked total, or a stated limit; a "(N is at most M.)" verdict quoted as the answer is wrong.
  A verdict question over the same notes ("can I still borrow?") is a guard.
- **ages against the asked activity's own bound**: a YAML / TOML ``min_age`` key of the asked
  activity, or a "must be accompanied" clause, beside a price band's "under 16" comment. Right:
  the activity's bound decides (no for 9 against min_age 10).
- **export headings**: a chat export, a printed page or a voicemail transcript whose first line
  describes the document, in mixed case. Right: the answer line without the heading. A question
  about the export itself is a guard.
- **footnotes and later messages**: a timetable's "X - not on public holidays" asked on Boxing
  Day; a later message moving a pick-up time.

``python -W ignore -m tests.sim.probes.rules_k [-v]``.

History (right / limit / silently wrong):
- first sight on 249b4c2e (main at the branch point), before any change: 4 / 3 / 9 (the delivery row's
  "(5 miles is at most 8 miles.)" for a total; the fines threshold for a lost DVD's cost; "Yes ... '6 # under
  16', and it includes 9" over a kayak taster's min_age 10 and 12 over a paddleboard's 14; three export /
  print / transcript headings quoted before the answer; the export guard; the later pick-up message).
- after fix54b (threshold_answers.operand_amount, activity_ages, described_documents, time_grids' holiday
  notes): 8 / 4 / 4. Left wrong: mum and garage now quote their one message without the heading, which
  ``no_dumps`` counts as handing the short note back; the "when was this chat exported?" guard (the
  export line is never picked); the later "make it 4pm instead" message (not applied). The ferry-bus grid
  written on one line is no grid to ``time_grids`` (a limit).
- the merger's round 71 (``changed_later._restated_in``: "Change for Wednesday: make it 4pm instead" applied to
  the clause ``time_clauses`` picks): 9 / 4 / 3. The coach oracle mended then: it rejected "3pm" anywhere, also in
  the right reply's "4pm (changed from 3pm: ...)"; it now ignores the old value said as changed.
"""

from __future__ import annotations

import re

from tests.sim.probes._grounded import run


def _num(n: str, *avoid: str):
    """The figure ``n`` as a whole token, and none of ``avoid``."""
    return lambda t: bool(re.search(rf"(?<![\d.:,/]){re.escape(n)}(?![\d])", t)) and not any(a in t for a in avoid)


def _no(*avoid: str):
    return lambda t: bool(re.search(r"\bno\b|\bnot\b|n't\b|cannot|too young", t.lower())) and not any(
        a in t for a in avoid)


def _yes(t: str) -> bool:
    return bool(re.search(r"\byes\b|\bcan\b", t.lower())) and not re.search(r"\bno\b|cannot|can't", t.lower())


DOCS = {
    "garden": ("Thornbury Garden Centre - delivery price list\n"
               "Multi-purpose compost, 50 litres: £7.00\n"
               "Rose bush (bare root): £14.00\n"
               "Local delivery (within 8 miles): £8.00, free on orders over £50.00.\n"
               "Orders of more than 20 bags need two days' notice."),
    "postage": ("Parcel prices at the Quayside post counter\n"
                "Up to 2 kg: £4.50\n"
                "Over 2 kg and up to 10 kg: £9.00\n"
                "Signed-for delivery adds £1.60 to any parcel."),
    "mediatheque": ("Overdue charges: 30p per item per day.\n"
                    "Members owing more than £8 cannot borrow until the balance is paid.\n"
                    "Lost DVD: the DVD's listed price plus a £3.00 admin fee."),
    "climbing": ("```yaml\n"
                 "activities:\n"
                 "  kayak_taster: {price: 15, min_age: 10}\n"
                 "  paddleboard_lesson: {price: 22, min_age: 14}\n"
                 "prices:\n"
                 "  child: 6   # under 16\n"
                 "  adult: 9\n"
                 "```"),
    "lido": ("Brockwell Fields Lido\n"
             "Junior swim (under 16): £3.00\n"
             "Adult swim: £5.00\n"
             "Under-12s must be accompanied by a swimming adult at all times."),
    "forge": ("```toml\n"
              "[blacksmith_day]\n"
              "price = 95\n"
              "min_age = 14\n"
              "\n"
              "[fees]\n"
              "student = 70  # under 18 or with a student card\n"
              "```"),
    "mum": ("WhatsApp chat with Mum - exported 3 June 2031\n"
            "Mum, 2 Jun 18:02: Dinner at Auntie Rosa's is at 7:30 on Sunday, bring a pudding.\n"
            "Me, 2 Jun 18:05: ok see you there"),
    "parish": ("Printed from the parish website on 2 May 2031\n"
               "Sunday Eucharist is at 10am in St Oswin's.\n"
               "Choral evensong at 6pm on the first Sunday of the month."),
    "garage": ("Transcript of a voicemail from Pelham Motors - saved 14 March\n"
               "Hi, it's Dev at Pelham Motors, the van is ready for collection after 3pm tomorrow and the "
               "bill comes to £212."),
    "rowing": ("Chat export: Kestrel Rowing Club committee, 9 October 2031\n"
               "Treasurer, 9 Oct 20:14: subs go up to £90 a year from January.\n"
               "Captain, 9 Oct 20:20: outings stay on Saturday at 8am."),
    "ferrybus": ("Route 7 Ferry Lane to Dunmore, Monday to Friday\n"
                 "Ferry Lane dep: 07:20 X | 08:45 | 10:15\n"
                 "X - not on public holidays"),
    "coach": ("Coach Imran, Mon 09:10: Training on Wednesday, pick-up 3pm at the school gate.\n"
              "Coach Imran, Tue 17:45: Change for Wednesday: make it 4pm instead, same place."),
}

CASES = [
    ("garden", "Four bags of compost delivered 5 miles away. What's the total?", _num("36", "at most")),
    ("garden", "I'm spending £35 on roses, delivered. What do I pay altogether?", _num("43", "at most")),
    ("postage", "My parcel weighs 3 kg, what's the postage?", _num("9.00", "4.50")),
    ("mediatheque", "I've lost a DVD that was £9.50. What do I owe?", _num("12.50", "more than £8")),
    ("mediatheque", "I owe £9.20 in fines. Can I still borrow?", _no()),
    ("climbing", "Can my 9-year-old do the kayak taster?", _no("includes 9")),
    ("climbing", "Could my 12 year old have a paddleboard lesson?", _no("includes 12")),
    ("climbing", "Can my 11-year-old do the kayak taster?", _yes),
    ("lido", "Can my 10-year-old swim without an adult?", _no("includes 10")),
    ("forge", "Can my 13-year-old son join the blacksmith day?", _no("includes 13")),
    ("mum", "What time is dinner at Auntie Rosa's?", _num("7:30", "exported")),
    ("parish", "When is the Sunday Eucharist?", lambda t: "10am" in t and "Printed" not in t),
    ("garage", "How much is the bill for the van?", _num("212", "Transcript")),
    ("rowing", "When was this chat exported?", lambda t: "9 October" in t),
    ("ferrybus", "It's Boxing Day, a Friday. What's the first bus from Ferry Lane?", _num("08:45", "07:20")),
    ("coach", "What time is the pick-up on Wednesday?",
     lambda t: "4pm" in t and "3pm" not in re.sub(r"\(changed from [^)]*\)|\(changed from .*$", "", t)),
]

TEMPLATE = """Answer the question based only on the following context:
{notes}

Question: {question}
"""

if __name__ == "__main__":
    run(DOCS, CASES, TEMPLATE, no_dumps=True)
