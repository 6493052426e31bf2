"""Invented probe (2026-12-03, calibnet, oracles written before any run): where the partial answer
("<found> I could not find anything about 'X' ..., so I don't know that part.") or "I don't know."
over records fires. A rowing club's boat hire list, a backup server's cron-style config, a choir's
rehearsal notice, a tool library's loans log, a mountain hut's booking record. Half the questions
ask what the documents hold written another way (a partial answer or "I don't know." is wrong);
half ask a side the documents do not say, or a thing they do not hold (a partial answer or
"I don't know." is right). Lenient oracles. ``python -m tests.sim.probes.partial_a [-v]``.

First sight on main (c1c795a, before any change of this branch): 18 right / 3 limit / 4 wrong.
The partial answer fired on 5 (4 right, "How many nights is the booking for?" wrong: the booking's
head line and "nothing about 'nights'"), "I don't know." on 4 (2 right; "Who gets an email if it
fails?" over NOTIFY=... and "Is dinner included?" over "Half board: yes" wrong). After calibnet's
rule (chosen on the sets' features, this probe then run as held-out-ish evidence): 18 / 4 / 3
(the nights question a stated limit; no right reply lost).
"""
from tests.sim.probes._grounded import run

DOCS = {
"boats": """Millpond Rowing Club - boat hire (members' guests welcome)
| Boat | Seats | Per hour | Half day | Deposit |
|---|---|---|---|---|
| Single scull | 1 | £9 | £25 | £40 |
| Double | 2 | £14 | £38 | £60 |
| Coxed four | 5 | £30 | £80 | £120 |
| Canoe | 2 | £8 | £22 | £30 |
Life jackets are included with every boat. The slipway closes at 19:30.""",
"backup": """# nightly backup - host vault-2
SCHEDULE=02:15
KEEP_DAILY=14
KEEP_WEEKLY=8
TARGET=s3://ridge-archive/vault-2
ENCRYPT=age
NOTIFY=ops-alerts@ridge.example
BANDWIDTH_CAP_MBPS=40""",
"choir": """Dear singers,
Rehearsals for the spring concert move to St Aidan's hall from next week.
We start at 7.15 pm on Thursdays and finish by 9.30 pm.
Please bring your own copy of the Fauré Requiem; the library has six spare scores to borrow.
Tea and biscuits are served in the break.
The concert itself is on Saturday 18 April at 7 pm, and tickets cost £12.""",
"loans": """item,borrower,out,due,returned
Hedge trimmer,K. Osei,2027-03-01,2027-03-08,2027-03-07
Pressure washer,L. Brandt,2027-03-02,2027-03-09,
Tile cutter,K. Osei,2027-03-05,2027-03-12,2027-03-15
Ladder (3 m),M. Ito,2027-03-06,2027-03-13,""",
"hut": """Booking ref: HUT-5521
Guest: Ana Petrović
Hut: Refugio Alto Lago
Arrival: 12 Aug 2027
Departure: 15 Aug 2027
Beds: 2 (dormitory)
Half board: yes
Paid: €96 deposit; balance €144 due on arrival (cash only)""",
}

CASES = [
 # boats: a table of prices
 ("boats", "How much is it to hire a canoe for an hour?", ["£8", "8"]),
 ("boats", "What deposit do I pay for the double?", ["£60", "60"]),
 ("boats", "Can I hire a kayak?", None),
 ("boats", "How many people fit in the coxed four?", ["5", "five"]),
 ("boats", "Which boat is cheapest per hour?", ["canoe"]),
 # backup: a key=value config
 ("backup", "What time does the backup run?", ["02:15", "2:15"]),
 ("backup", "How many weekly backups are kept?", ["8", "eight"]),
 ("backup", "Where are the backups stored?", ["s3://ridge-archive", "ridge-archive"]),
 ("backup", "Who gets an email if it fails?", ["ops-alerts"]),
 ("backup", "Which compression algorithm does the backup use?", None),
 # choir: prose
 ("choir", "What time do rehearsals finish on Thursdays?", ["9.30"]),
 ("choir", "Is there parking at St Aidan's hall?", None),
 ("choir", "How much are tickets for children?", None),
 ("choir", "Where can I borrow a score for the rehearsals?", ["library"]),
 ("choir", "Who conducts the spring concert?", None),
 # loans: a CSV log
 ("loans", "Who has the pressure washer?", ["Brandt"]),
 ("loans", "When is the ladder due back?", ["2027-03-13", "13 March", "13 Mar"]),
 ("loans", "Which item was returned late?", ["tile cutter"]),
 ("loans", "Has the hedge trimmer been returned?", ["yes", "2027-03-07", "7 March"]),
 ("loans", "What condition was the tile cutter in when it came back?", None),
 # hut: a booking record
 ("hut", "How many nights is the booking for?", ["3", "three"]),
 ("hut", "How much is still to pay?", ["144"]),
 ("hut", "Is dinner included?", ["half board", "yes"]),
 ("hut", "Can I pay the balance by card?", ["cash only", "no"]),
 ("hut", "Is there a shower at the hut?", None),
]


def main() -> None:
    run(DOCS, CASES, "Answer from the notes.\n\nNotes:\n{notes}\n\nQuestion: {question}")


if __name__ == "__main__":
    main()
