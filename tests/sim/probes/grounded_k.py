"""Invented probe (2026-12-04, mine, oracles written before any run, on 6a402f3 before any of this
session's branches was merged, never tuned against). Formats none of my earlier probes used: a
bike shop's repair ticket (a work table with parts and labour columns, a deposit, a note), a half
marathon's results (space-aligned, gun and chip times), a group chat export ("[date, time] Name:
message", a plan that changes), a guesthouse booking confirmation with a cancellation rule,
`docker ps` output, a dog's vaccination card (dd/mm/yyyy dates), and a two-week school dinner
menu (days by weeks). A prompt wording the earlier probes did not use ("Here are my notes:" ...
"My question:" and a reply rule). Questions as people type them: lower case, no "?", sums over
rows, a balance after a deposit, a difference of clock times, a count of rows, a date worked from
a rule (48 hours before, every 12 weeks), a superlative, yes/no by a rule, answers absent with a
near miss present. Strict: a reply that quotes most of its document counts wrong (``no_dumps``);
figures checked as whole tokens and, where a competing value is near, that it is not given.
``python -m tests.sim.probes.grounded_k [-v]``.

Held out: the helpers of 2026-12-04 do not see this file; it measures their moves blind.

History (right / limit / wrong of 48):
- first sight on 6a402f3 plus this file, one run: **17 / 12 / 19**. Wrong: a trusted "I don't
  know." for "who came third" (Pos 3), "whats the total bill for the work" (parts and labour
  columns), "last day i can cancel without paying" (48 hours before arrival) and "how much is
  pudding" ("Pudding is 60p extra" stated); "how many otley ac runners" the last Otley row, "how
  many containers are up" 5 (every row counted, the restarting one too), "how many nights" the
  rate line; "did anyone run under 1:10" the second row; "what day is book club now" the first
  message (moved to Friday later); "what book" two messages without the title; the vaccination
  card's first row for "lepto", "weigh" and "breed" (the weight and breed lines lost); the full
  postgres row for its version; the two-week menu read with its first day row as the header (every
  menu question but the absent one wrong).
- mine, read (general, before any helper branch was merged): a results table's own position
  column answers "who came third", a position or a total over rows never a trusted "I don't
  know.", "60p" is money, "cancellation" stems as "cancel": **19 / 14 / 15** (who came third and
  pudding right; the total bill and the cancellation day stated limits).
- mine, read: a chat message that asks ("what are we reading again") is never quoted as the answer
  (a limit instead): 19 / 15 / 14; a grid headed under a blank corner read whole and the sentences
  under it kept apart (every menu question right): **23 / 15 / 10**.
- blind moves, session of 2026-12-04 (design2, ports18, fix27A, fit, shapes3, fix27B; none saw
  this probe), after each merge: only fit moved it, **23 / 15 / 10 -> 23 / 16 / 9** (a
  wrong reply now a stated limit).
"""
import re

from tests.sim.probes._grounded import run


def _num(n: str, *avoid: str):
    """The figure ``n`` as a whole token, and none of ``avoid``."""
    return lambda t: bool(re.search(rf"(?<![\d.:,/]){re.escape(n)}(?![\d])", t)) and not any(a in t for a in avoid)


def _any_of(*patterns: str, avoid: tuple[str, ...] = ()):
    """One of the regular expressions ``patterns`` (lower case), and none of ``avoid``."""
    return lambda t: any(re.search(p, t.lower()) for p in patterns) and not any(a.lower() in t.lower() for a in avoid)


def _all_of(*patterns: str, avoid: tuple[str, ...] = ()):
    """Every one of the regular expressions ``patterns`` (lower case), and none of ``avoid``."""
    return lambda t: all(re.search(p, t.lower()) for p in patterns) and not any(a.lower() in t.lower() for a in avoid)


def _no(t: str) -> bool:
    low = t.lower().replace("don't know", "").replace("don't say", "").replace("doesn't say", "")
    return bool(re.search(r"\bno\b|\bnot\b|n't\b|cannot|can't|only in rooms? 1", low))


def _yes(t: str) -> bool:
    low = t.lower()
    return bool(re.search(r"\byes\b|\bincluded\b|\bhealthy\b", low)) and not re.search(r"\bno\b|\bnot\b|n't\b", low)


_NOT_SAID = (r"don't know|do not know|don't say|do not say|doesn't say|does not say|not mention|"
             r"could not find|no information|not in the notes|don't mention|do not mention|"
             r"don't cover|do not cover|doesn't cover|does not cover|not covered|nothing about")


def _absent(t: str) -> bool:
    """The notes do not hold it: any plain words saying so."""
    return bool(re.search(_NOT_SAID, t.lower()))


def _absent_or_no(t: str) -> bool:
    return _absent(t) or _no(t)


DOCS = {
"bike": """CYCLEWORKS - REPAIR TICKET #5521
Customer: Tomasz Wierzbicki   Phone: 07700 900412
Bike: Trek FX 2 (grey), frame no. WTU318C4421
Booked in: Mon 8 Nov 2032, 09:20
Promised for: Wed 10 Nov 2032, after 16:00

Work                         Parts     Labour
Replace rear brake pads      £18.00    £12.00
True front wheel             -         £20.00
New chain (KMC X9)           £22.50    £10.00
Safety check                 -         free

Deposit paid: £25.00
Note: rear tyre is worn to the canvas - customer to decide, £32 fitted.
""",
"race": """Wharfedale Half Marathon 2032 - results (top 8)
Pos  Bib   Name               Club                 Gun      Chip
1    214   Aled Pryce         Otley AC             1:09:48  1:09:46
2    087   Sunniva Berg       unattached           1:11:02  1:10:59
3    330   Kwame Asante       Ilkley Harriers      1:11:40  1:11:31
4    019   Hollie Tran        Otley AC             1:12:15  1:12:13
5    452   Ravi Menon         Valley Striders      1:13:09  1:12:58
6    128   Colm Doyle         Ilkley Harriers      1:13:55  1:13:50
7    276   Greta Lindqvist    unattached           1:14:20  1:14:02
8    301   Joe Barraclough    Otley AC             1:15:31  1:15:29
Prizes go to the first three home by gun time.
""",
"chat": """[02/03/2032, 18:04] Dee: Right, book club is at mine on Thursday, 7:30
[02/03/2032, 18:06] Marcus: Can't do Thursday, footy. Friday?
[02/03/2032, 18:11] Dee: Fine, Friday then, same time
[02/03/2032, 18:12] Lena: I'll bring the wine
[02/03/2032, 18:20] Marcus: what are we reading again
[02/03/2032, 18:21] Dee: Piranesi. And Lena's choosing next month's
[02/03/2032, 19:02] Marcus: nearly done, 40 pages to go
""",
"hotel": """Booking confirmation - Harbour View Guesthouse, Whitby
Guest: Ms P. Okonkwo
Check-in: Friday 14 May 2032 from 15:00
Check-out: Sunday 16 May 2032 by 10:30
Room: Double, sea view (room 4)
Rate: £96 per night, breakfast included
Parking: £8 per day at the Marine Road car park, permits from reception
Free cancellation until 48 hours before arrival; after that the first night is charged.
Dogs are welcome in rooms 1 and 2 only.
""",
"docker": """CONTAINER ID   IMAGE                  COMMAND                  CREATED       STATUS                         PORTS                    NAMES
a41c9e07b2f1   postgres:16            "docker-entrypoint.s…"   3 weeks ago   Up 3 weeks                     0.0.0.0:5432->5432/tcp   db
7be20c5d9a33   redis:7-alpine         "redis-server"           3 weeks ago   Up 3 weeks                     6379/tcp                 cache
c0ffee12ab90   ghcr.io/acme/api:2.4   "uvicorn app:app"        2 days ago    Up 2 days (healthy)            0.0.0.0:8000->8000/tcp   api
d15ea5e0f00d   ghcr.io/acme/worker    "celery -A tasks wo…"    2 days ago    Restarting (1) 8 seconds ago                            worker
e9d8c7b6a5f4   nginx:1.27             "/docker-entrypoint.…"   3 weeks ago   Up 3 weeks                     0.0.0.0:80->80/tcp       proxy
""",
"vet": """PATIENT: Biscuit (dog, cockapoo, born 03/2029)   OWNER: J. Ferreira
Vaccination        Given         Next due
DHP booster        12/04/2031    12/04/2034
Leptospirosis L4   12/04/2031    12/04/2032
Kennel cough       02/09/2031    02/09/2032
Rabies             -             not vaccinated
Weight 11.4 kg (04/2031). Flea and worm: Bravecto every 12 weeks, last given 20/10/2031.
""",
"menu": """          Week 1                      Week 2
Mon       Cottage pie                 Veggie lasagne
Tue       Chicken curry & rice        Fish fingers & chips
Wed       Roast pork, Yorkshire pud   Roast chicken
Thu       Bean chilli                 Sausage & mash
Fri       Fish & chips                Pizza slice & wedges
Jacket potatoes and a salad bar every day. Pudding is 60p extra for KS2.
Week 1 starts on 6 September.
""",
}

CASES = [
 ("bike", "when can i pick the bike up", _all_of(r"10 nov|wed", r"16:00|4 ?pm", avoid=("09:20",))),
 ("bike", "how much is the new chain all in", _num("32.50")),
 ("bike", "whats the total bill for the work", _num("82.50")),
 ("bike", "how much do i still owe after the deposit", _num("57.50")),
 ("bike", "what's wrong with the tyre", _any_of(r"worn")),
 ("bike", "do they charge for the safety check", _any_of(r"\bfree\b|\bno\b")),
 ("bike", "did they fix the gears", _absent_or_no),
 ("race", "who came third", lambda t: "Kwame Asante" in t and "Sunniva" not in t),
 ("race", "what was hollie tran's chip time", _num("1:12:13", "1:12:15")),
 ("race", "how many otley ac runners made the top 8", _any_of(r"\b3\b|\bthree\b")),
 ("race", "what bib number was greta", _num("276")),
 ("race", "how far behind the winner was sunniva on gun time",
  _any_of(r"(?<![\d:])1:14(?![\d:])", r"1 ?min\w*,? (and )?14 ?s", r"74 ?s")),
 ("race", "did anyone run under 1:10", lambda t: "Aled" in t and "Sunniva" not in t),
 ("race", "whats the course record", _absent),
 ("chat", "what day is book club now", lambda t: "Friday" in t and "Thursday" not in t),
 ("chat", "what time does it start", _any_of(r"7:30|19:30|half (past )?seven")),
 ("chat", "who's bringing wine", lambda t: "Lena" in t and "Marcus" not in t),
 ("chat", "what book are we reading", ["Piranesi"]),
 ("chat", "who chooses next month's book", lambda t: "Lena" in t and not t.startswith("Dee")),
 ("chat", "how many pages has marcus got left", _num("40")),
 ("chat", "where's it being held", lambda t: bool(re.search(r"\bdee", t.lower())) and "Marcus" not in t),
 ("hotel", "how many nights is the booking", _any_of(r"\b2\b|\btwo\b")),
 ("hotel", "how much will the room cost altogether", _num("192")),
 ("hotel", "latest i can check out", _num("10:30", "15:00")),
 ("hotel", "can i bring my dog", _no),
 ("hotel", "last day i can cancel without paying", _any_of(r"12 may|wednesday", avoid=("14 May",))),
 ("hotel", "is breakfast included", _yes),
 ("hotel", "does the room have a bath", _absent),
 ("docker", "which container keeps restarting", lambda t: "worker" in t and "proxy" not in t and "cache" not in t),
 ("docker", "what port is the api on", _num("8000", "5432")),
 ("docker", "what version of postgres is running", _num("16")),
 ("docker", "how many containers are up", _any_of(r"\b4\b|\bfour\b")),
 ("docker", "is the api healthy", _yes),
 ("docker", "which image does the cache use", lambda t: "redis:7-alpine" in t and "postgres" not in t),
 ("docker", "how much memory is redis using", _absent),
 ("vet", "when is the lepto due", _any_of(r"12/04/2032|12 april 2032", avoid=("2034",))),
 ("vet", "has biscuit had a rabies jab", _no),
 ("vet", "how much does biscuit weigh", _num("11.4")),
 ("vet", "when is the next bravecto due", _any_of(r"12/01/2032|12 jan\w* 2032")),
 ("vet", "what breed is biscuit", ["cockapoo"]),
 ("vet", "which jab is due soonest", lambda t: "lepto" in t.lower() and "kennel" not in t.lower() and "DHP" not in t),
 ("vet", "what's the vet's phone number", _absent),
 ("menu", "what's for dinner on tuesday of week 2", lambda t: "Fish fingers" in t and "curry" not in t),
 ("menu", "how much is pudding", _any_of(r"60 ?p\b|£0\.60")),
 ("menu", "whats on thursday week 1", lambda t: "Bean chilli" in t and "Sausage" not in t),
 ("menu", "when is pizza", _all_of(r"fri", r"week 2|2nd week|second week", avoid=("Mon",))),
 ("menu", "is there a salad bar on fridays", _any_of(r"\byes\b|every day")),
 ("menu", "what's the menu on saturday", _absent),
]

TEMPLATE = """Here are my notes:

{notes}
My question: {question}
Only use the notes. If they don't say, tell me.
"""

if __name__ == "__main__":
    run(DOCS, CASES, TEMPLATE, no_dumps=True)
