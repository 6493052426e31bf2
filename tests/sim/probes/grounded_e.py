"""Invented probe (2026-12-03, mine, oracles written before any run, before any of the day's
branches were merged, never tuned against): a parcel locker notice, a guitar string gauge chart,
a pub quiz scoreboard, a ``renovate.json``, a residents' association AGM's minutes. Lenient
oracles. ``python -m tests.sim.probes.grounded_e [-v]``.

History (right / limit / wrong of 33):
- first sight on c1c795a (the day's start), the lenient oracle as committed: 24 / 3 / 6. Five of
  the 24 were the whole ``renovate.json`` quoted back (its settings are not met: "renovate", the
  tool the file configures, is no key, and every question word must meet one); so the oracle now
  counts a reply quoting most of its document as wrong (``no_dumps``, added after the first run,
  a change to the oracle and not to a case): 19 / 3 / 11 on c1c795a.
"""
import re

from tests.sim.probes._grounded import run

DOCS = {
"locker": """Your parcel is ready to collect
Locker:        Station Road InPost, unit 14
Pick-up code:  418 902
Sender:        Oakleaf Books Ltd
Collect by:    Sat 12 Jun, 20:00
Size:          B (medium)
If you do not collect it in time it goes back to the sender. You can extend once, by 24 hours,
in the app. The locker is open 24/7; the shop next to it closes at 6 pm.""",
"strings": """Acoustic set - phosphor bronze, light
String   Gauge (in)   Tension (lbf)
E1       .012         23.3
B2       .016         23.2
G3       .025w        30.8
D4       .032         31.0
A5       .042         29.1
E6       .053         23.1
Total tension about 160 lbf. The G is wound (w). Change every 3 months if you play daily.""",
"quiz": """| Team | R1 | R2 | R3 | R4 | Total |
|---|---|---|---|---|---|
| Quizteama Aguilera | 8 | 7 | 9 | 6 | 30 |
| The Mitochondriacs | 9 | 9 | 5 | 8 | 31 |
| Les Quizerables | 6 | 8 | 8 | 7 | 29 |
| Tequila Mockingbird | 7 | 5 | 6 | 9 | 27 |
Round 3 was the music round. The winners get a £40 bar tab; the picture round was dropped this week.""",
"renovate": """{
  "$schema": "https://docs.renovatebot.com/renovate-schema.json",
  "extends": ["config:recommended"],
  "timezone": "Europe/Dublin",
  "schedule": ["before 6am on monday"],
  "prConcurrentLimit": 4,
  "automerge": false,
  "packageRules": [
    { "matchUpdateTypes": ["patch"], "automerge": true },
    { "matchPackageNames": ["django"], "allowedVersions": "<5.0" }
  ],
  "labels": ["dependencies"]
}""",
"agm": """Hollybank Residents' Association - AGM minutes, 4 March

Present: 23 members; apologies from 5. Chair: Priya Raman.

1. Accounts. The treasurer, Dev Okafor, reported a balance of £2,415 after paying for the new
noticeboard (£380). The accounts were approved unanimously.
2. Subscriptions. Members voted 17 to 6 to raise the yearly subscription from £10 to £12 from
April.
3. Car park. Complaints about vans parked on the verge will go to the council; Sam Whitlock will
write the letter by the end of March.
4. Elections. Priya Raman was re-elected chair. Jo Barnes replaces Dev Okafor as treasurer from
1 May; Dev stays on the committee.
5. Any other business. The summer street party is planned for Saturday 26 July. Nobody
volunteered to run the raffle.

Next meeting: 3 June, 7.30 pm, in the church hall.""",
}

CASES = [
 ("locker", "What's my pick-up code?", ["418 902", "418902"]),
 ("locker", "Who sent the parcel?", ["Oakleaf"]),
 ("locker", "When do I have to collect it by?", ["12 Jun"]),
 ("locker", "Can I extend the deadline?", ["24 hours", "yes", "once"]),
 ("locker", "What happens if I miss it?", ["back to the sender", "goes back"]),
 ("locker", "How much is the delivery fee?", None),
 ("locker", "Which locker unit is it?", ["14"]),
 ("strings", "What gauge is the A string?", [".042", "0.042"]),
 ("strings", "Which string has the highest tension?", ["D4", "D string", "the D"]),
 ("strings", "Is the G string wound?", ["yes", "wound"]),
 ("strings", "How often should I change them?", ["3 months", "three months"]),
 ("strings", "What's the tension on the B?", ["23.2"]),
 ("strings", "What brand are the strings?", None),
 ("quiz", "Who won the quiz?", ["Mitochondriacs"]),
 ("quiz", "How many points did Les Quizerables get in round 2?", lambda t: bool(re.search(r"\b8\b", t)) and "29" not in t),
 ("quiz", "Which team came last?", ["Tequila Mockingbird"]),
 ("quiz", "What was round 3 about?", ["music"]),
 ("quiz", "What do the winners get?", ["40", "bar tab"]),
 ("quiz", "Who scored the most in the picture round?", None),
 ("renovate", "What timezone does Renovate use?", ["Europe/Dublin", "Dublin"]),
 ("renovate", "When does it run?", ["before 6am on monday", "6am", "monday"]),
 ("renovate", "How many PRs can be open at once?", lambda t: bool(re.search(r"\b4\b", t)) and "Dublin" not in t),
 ("renovate", "Is automerge on for patch updates?", ["yes", "true"]),
 ("renovate", "Which Django versions are allowed?", ["<5.0", "below 5", "5.0"]),
 ("renovate", "Which label does it add?", ["dependencies"]),
 ("agm", "How many members came?", ["23"]),
 ("agm", "What is the new subscription?", ["£12", "12"]),
 ("agm", "Who is the new treasurer?", ["Jo Barnes"]),
 ("agm", "When is the street party?", ["26 July"]),
 ("agm", "Who is running the raffle?", lambda t: "nobody" in t.lower() or "no one" in t.lower()
  or "don't know" in t.lower()),
 ("agm", "How much did the noticeboard cost?", ["380"]),
 ("agm", "Where is the next meeting?", ["church hall"]),
 ("agm", "What was the vote on the car park?", None),
]

TEMPLATE = """Answer the question using only the notes below. If the notes don't say, say you don't know.

Notes:
{notes}

Question: {question}"""

if __name__ == "__main__":
    run(DOCS, CASES, TEMPLATE, no_dumps=True)
