"""Invented probe (2026-12-04, fix27A's, oracles written and committed before any run, never tuned
against). The twenty-seventh set's reading classes in shapes it did not hold: a care home's night
rota as CSV (two clock columns across midnight), a lido's opening times in prose with rules
beside them ("last entry 45 minutes before closing", "the sauna shuts half an hour before the
pool"), a holiday cottage's house notes as bullets (everyday words, lower-case brands, a number
joined to its unit against a stated maximum), a flat's shared costs (sums over the rows a name
selects, a share by the line's or the notes' split rule, sibling lines that must not join), a
backup job's log (a start and a finish across midnight, a total over a column of figures), a
theatre booking (doors open N minutes before curtain-up). Strict oracles: the asked result is
required and the operands alone, or another row's value, are rejected. A whole-document quote is
wrong (``no_dumps``). ``python -m tests.sim.probes.reading_k [-v]``.

History (right / limit / wrong of 34):
- first sight on 6a402f3 (fix27A's branch point), one run: **9 / 7 / 18**. Wrong: five trusted
  "I don't know." ("wifi" for "Wi-Fi", "firewood" for logs, "3 dogs" / "50m" / "6yo" against a
  stated maximum or minimum), the rota's span over midnight (a trusted "I don't know.", and the
  rows listed for "how many hours"), the lido's and the show's rules not applied (the opening
  sentence quoted), a share not worked (the line and its sibling quoted), a sibling line joined
  to "who paid for the electricity", "how do i get online" read as a question about the
  simulator, and two strict-format misses ("43.4" for 43.40; "Netflix" quoted with "could not
  find 'watch'").
- read moves (fix27A's, mine): a row's two clock times (``row_spans``) 11 / 6 / 17; a question's
  quantity against the notes' (``held_quantities``) 12 / 7 / 15; an offset rule
  (``offset_times``) 13 / 8 / 13; joined words ("wifi" / "Wi-Fi") 14 / 8 / 12; a split share
  (``split_shares``) 16 / 8 / 10; a row span before a count of rows **17 / 8 / 9** at c9eb567. Still
  wrong: "43.4" for 43.40 (a format the oracle wants), a sibling line joined to "who paid for the
  electricity", the lido's weekday opening (the sentence quoted), the show's finish (19:30 + 2 h
  35 not worked), "how do i get online" (read as about the simulator), "can we watch netflix"
  (quoted with "could not find 'watch'"), "where's the firewood" and "can my 6yo go in on her
  own" (trusted "I don't know."), "a pound coin" (£1 quoted with "could not find 'pound'").
"""
import re

from tests.sim.probes._grounded import run


def _has(*alts: str, avoid: tuple[str, ...] = ()):
    """Any of ``alts`` (case folded), and none of ``avoid``."""
    def judge(t: str) -> bool:
        low = t.lower()
        return any(a.lower() in low for a in alts) and not any(a.lower() in low for a in avoid)
    return judge


def _span(hours: int, minutes: int = 0):
    """A span written "8 h", "8 hours", "8h", or "11 h 45 min" / "11 hours 45 minutes" / "11h45"."""
    if minutes:
        pat = rf"\b{hours}\s*(?:h|hours?|hrs?)\s*(?:and\s*)?{minutes}\s*(?:min|minutes?|m)?\b"
    else:
        pat = rf"\b{hours}\s*(?:h|hours?|hrs?)\b(?!\s*(?:and\s*)?\d)"
    return lambda t: bool(re.search(pat, t, re.I))


def _num(n: str, *avoid: str):
    """The figure ``n`` as a whole token, and none of ``avoid``."""
    return lambda t: bool(re.search(rf"(?<![\d.]){re.escape(n)}(?![\d])", t)) and not any(a in t for a in avoid)


def _no(*avoid: str):
    """A "no" answer: opening with "No" / "Not", or a refusal word the notes themselves do not hold
    ("can't", "exceeds", "too many"); no "yes", none of ``avoid``."""
    def judge(t: str) -> bool:
        low = t.lower()
        neg = bool(re.match(r"\W*(no|not)\b", low) or re.search(r"\b(can't|cannot|isn't|won't|exceeds|too (?:high|many|big|long))\b", low))
        return neg and not re.match(r"\W*yes\b", low) and not any(a.lower() in low for a in avoid)
    return judge


def _yes(*need: str):
    def judge(t: str) -> bool:
        low = t.lower()
        return bool(re.match(r"\W*yes\b", low)) or (bool(need) and all(n.lower() in low for n in need)
                                                    and not re.search(r"\b(no|not)\b", low))
    return judge


DOCS = {
"rota": """date,staff,role,clock_in,clock_out
Fri 3 Oct,Priya Shah,night nurse,21:45,07:30
Fri 3 Oct,Tom Reyes,carer,22:00,06:00
Sat 4 Oct,Priya Shah,night nurse,20:30,08:15
Sat 4 Oct,Bea Lund,carer,23:10,05:40
""",
"lido": """Fernbrook Lido - summer opening

We are open 06:30 until 20:00 on weekdays and 08:00 until 18:00 at weekends. Last entry is 45
minutes before closing. The sauna shuts half an hour before the pool does.

The main pool is 25 m long with 6 lanes; the learner pool is 0.9 m deep. Children under 8 must
be accompanied in the water by a swimming adult. Lockers take a returnable £1 coin.""",
"cottage": """House notes - Heron Cottage

* Wi-Fi: network "Heron-Guest", password kingfisher88
* TV: smart TV with Netflix and BBC iPlayer - sign in with your own account
* Parking: one car on the drive. The carport has a height limit of 2.1 m.
* Dogs: up to 2 well-behaved dogs, £15 per stay, not on the beds please
* Hot tub: max 4 people, please cover it after use; closes at 22:00
* Log burner: logs are in the shed, firelighters under the sink
* Check-out is by 10:00 on your last day; leave keys in the key safe (code 4471)""",
"flat": """Flat 3 shared costs - October
- 02/10 Broadband (Oct) 32.00, paid by Jonah
- 09/10 Cleaner, 2 visits 60.00, paid by Mei
- 14/10 Toilet roll + bin bags 11.40, paid by Jonah
- 21/10 Electricity (Aug-Oct) 87.90, paid by Sami
- 28/10 Pizza night 36.00, paid by Mei - split between Mei and Sami only
Everything is split equally between the three of us unless a line says otherwise.""",
"backup": """2026-11-02 23:48:10 backup[311]: job nightly-db started
2026-11-03 00:41:55 backup[311]: job nightly-db finished, 14.2 GB written
2026-11-03 01:00:02 backup[312]: job photos started
2026-11-03 03:17:40 backup[312]: job photos finished, 61.7 GB written
2026-11-03 03:18:05 backup[313]: pruning old snapshots, 9 removed""",
"theatre": """Your booking: QX-4471
The Glass Orchard - Thursday 12 March, curtain-up 19:30
Seats: Stalls row F, seats 11 and 12
Doors open 40 minutes before curtain-up. Latecomers are admitted at the interval only.
Running time about 2 hours 35 minutes including one interval.
Parking: Q-Park Northgate, £6 validated ticket for up to 5 hours.""",
}

CASES = [
 # V3: two clock times of one row or record, the second earlier: a span over midnight
 ("rota", "how long was tom's shift on friday", _span(8)),
 ("rota", "how many hours did priya work on saturday", _span(11, 45)),
 ("rota", "how long was bea on shift", _span(6, 30)),
 ("rota", "what time did tom clock out on friday", _has("06:00", avoid=("07:30",))),
 ("rota", "Who was the carer on Saturday?", _has("Bea", avoid=("Tom",))),
 ("backup", "how long did the nightly-db backup take", lambda t: bool(re.search(r"\b53\s*min|\b0?0:53|\b53 minutes", t))),
 ("backup", "when did the photos job start", _has("01:00", avoid=("23:48",))),
 # V4: arithmetic over the rows a question selects, or one line's figures
 ("backup", "how much data did the two jobs write in total", _num("75.9")),
 ("flat", "how much did jonah pay altogether", _num("43.40", "60.00", "87.90")),
 ("flat", "whats each person's share of the electricity", _num("29.30")),
 ("flat", "i'm sami - how much do i owe mei for the cleaner", _num("20.00", "32.00", "87.90")),
 ("flat", "how much is my half of the pizza night", _num("18.00", "32.00")),
 # V7: a plain lookup over sibling lines must not join them
 ("flat", "how much was the broadband", _num("32.00", "60.00", "87.90", "11.40")),
 ("flat", "who paid for the electricity", _has("Sami", avoid=("Jonah", "Mei"))),
 # V5: a rule stated beside a lookup
 ("lido", "what's the last entry on weekdays", _has("19:15", avoid=("20:00 on", "18:00"))),
 ("lido", "when does the sauna close at the weekend", _has("17:30", avoid=("19:30",))),
 ("lido", "what time does the lido open on weekdays", _has("06:30", avoid=("08:00",))),
 ("theatre", "what time do the doors open", _has("18:50")),
 ("theatre", "what time will the show finish", _has("22:05")),
 ("theatre", "which seats have we got", _has("11", avoid=("QX",))),
 ("theatre", "whats my booking reference", _has("QX-4471")),
 # V2: everyday words, lower-case brands, a number joined to its unit
 ("cottage", "whats the wifi password", _has("kingfisher88")),
 ("cottage", "how do i get online", _has("kingfisher88", "Heron-Guest")),
 ("cottage", "can we watch netflix", _yes("Netflix")),
 ("cottage", "where's the firewood", _has("shed")),
 ("cottage", "can i park my 2.4m campervan under the carport", _no()),
 ("cottage", "can we bring 3 dogs", _no()),
 ("cottage", "can 6 of us use the jacuzzi together", _no()),
 ("cottage", "what time is checkout", _has("10:00")),
 ("cottage", "is there a sauna", None),
 ("lido", "is it a 50m pool", _no()),
 ("lido", "can my 6yo go in on her own", _no()),
 ("lido", "do the lockers need a pound coin", _yes("£1")),
 ("lido", "is there a cafe", None),
]

TEMPLATE = """You help me with my own notes. Reply from the notes only; if they don't cover it, say so.

-----
{notes}
-----

{question}"""

if __name__ == "__main__":
    run(DOCS, CASES, TEMPLATE, no_dumps=True)
