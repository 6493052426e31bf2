"""Invented probe (2026-12-03 afternoon, mine, oracles written before any run, on fd1edf3 before any
of the afternoon's branches were merged, never tuned against). Material in formats text arrives in
that my earlier probes did not use: a climbing club's Slack thread export (names and times on their
own lines, emoji shortcodes, "(edited)"), a tool library's loans as CSV with quoted fields, a
swimming club's web page as an HTML fragment (entities, a table, a list), a TOML config, a
hardware shop receipt with column-aligned prices, an SMS thread with a plumber, house rules from
a Word document with "1)" / "a." numbering. Questions as people type them: lower case, no "?",
commands, a typo, yes/no, a sum, a difference, a superlative, an absent answer beside a near miss.
Strict: a reply that quotes most of its document counts wrong (``no_dumps``); figures checked as
whole tokens and, where a competing figure is near, that it is not given.
``python -m tests.sim.probes.grounded_g [-v]``.

History (right / limit / wrong of 38):
- first sight on fd1edf3 (the afternoon's start), one run: **28 / 4 / 6**; one oracle bug fixed after
  it (``_no`` took "no" only as the reply's first word, so "there's no call-out charge" counted
  wrong): **29 / 4 / 5**, the same on a4f0477 (my one-home clean-ups). Wrong: "how many items has
  Aled Morgan got out" (his two rows listed, not counted), "was the carpet cleaner returned on time"
  (the row with "returned late" quoted, no yes/no), "when does the summer term start" (the HTML
  table quoted whole, the <p> line with the dates not picked), "how much will the repair cost
  altogether" (a trusted "I don't know." beside "Cartridge is £18 ... Labour £30"), "what's wrong
  with the tap" (the asker's own message quoted, "cartridge" in the plumber's reply not picked).
- blind moves (the afternoon's six fix branches, none of which saw this probe: twentythirdfixA,
  twentythirdfixB, promptsfix, ports14, leftovers, perturbfix3), each measured on its branch alone and
  after all were merged: **none**, 29 / 4 / 5 on the merged main.
- the evening's five fix branches (fix24A, fix24B, calib, leftovers2, ports15; none saw it), measured
  after each merge: **none** again, 29 / 4 / 5.
- blind moves, session of 2026-12-04 (design2, ports18, fix27A, fit, shapes3, fix27B; none saw
  this probe), after each merge: only fit (the reply-fit check) moved it, **29 / 5 / 4 -> 28 / 7 / 3**
  (a row quoted for "how many items has Aled got out" now a limit; a right "2 spares" for "spare
  helmets" turned a limit: a false alarm of the check).
- mine, read (after the blind figure above): an adjective written as the thing's plural noun
  counts it ("2 spares": ``nominal_adjectives``): **29 / 6 / 3**.
"""
import re

from tests.sim.probes._grounded import run


def _num(n: str, *avoid: str):
    """The figure ``n`` as a whole token, and none of ``avoid``."""
    return lambda t: bool(re.search(rf"(?<![\d.]){re.escape(n)}(?![\d])", t)) and not any(a in t for a in avoid)


def _yes(t: str) -> bool:
    return bool(re.match(r"\W*yes\b", t.lower())) or (" yes" in t.lower() and " no " not in t.lower())


def _no(t: str) -> bool:
    low = t.lower()
    return bool(re.search(r"\bno\b", low)) or "not " in low or "n't" in low.replace("don't know", "")


DOCS = {
"slack": """Tor Climbing Club — #meets (export)

Hannah Royce  9:02 AM
Saturday meet is at Stanage Popular End, meeting in the Hollin Bank car park at 9:30 :sunny:
Hannah Royce  9:04 AM
Club ropes are in the blue crate, sign them out with Dev. Bring your own helmet, we've only got 2 spares.

Dev Okonkwo  9:20 AM
If it rains we switch to the Foundry wall in Sheffield, entry is £11 with the club discount (edited)

Marta Lind  10:41 AM
can newbies come? :thinking_face:

Hannah Royce  10:45 AM
@Marta yes, beginners welcome, but you must have done the indoor induction first
""",
"csv": '''item_id,item,borrower,out,due,deposit_gbp,notes
T-014,"Hedge trimmer, cordless",Aled Morgan,2029-05-02,2029-05-09,20,"battery x2"
T-022,Pressure washer,"Siân Hughes",2029-05-03,2029-05-06,35,
T-031,"Ladder, 3-section",Aled Morgan,2029-05-04,2029-05-11,25,"roof rack needed"
T-040,Carpet cleaner,Keiko Tan,2029-05-01,2029-05-04,30,"returned late, fee £5"
''',
"html": """<div class="club-info">
<h2>Otterbrook Swimming Club &ndash; Summer Term</h2>
<p>Sessions run from 14 April to 19 July at Otterbrook Leisure&nbsp;Centre.</p>
<table>
<tr><th>Group</th><th>Day</th><th>Time</th><th>Fee per term</th></tr>
<tr><td>Minnows (5&ndash;7)</td><td>Tuesday</td><td>17:00&ndash;17:30</td><td>&pound;72</td></tr>
<tr><td>Dolphins (8&ndash;11)</td><td>Thursday</td><td>17:30&ndash;18:15</td><td>&pound;96</td></tr>
<tr><td>Sharks (12+)</td><td>Saturday</td><td>08:00&ndash;09:00</td><td>&pound;120</td></tr>
</table>
<ul>
<li>Swim hats are compulsory &amp; cost &pound;4 at reception.</li>
<li>Siblings get 10% off the second child's fee.</li>
<li>No outdoor shoes on poolside.</li>
</ul>
</div>""",
"toml": """[server]
host = "0.0.0.0"
port = 7410
workers = 3

[cache]
backend = "redis"
ttl_seconds = 900

[mail]
sender = "noreply@quince.example"
retry_limit = 4
""",
"receipt": """   BRADLEY & SONS HARDWARE
   12 Mill Street, Tadcaster

   28/04/29  14:37   Till 2

   Decking screws 4.5x60 (200)   £14.99
   Wood stain, oak, 2.5L         £27.50
   Paint brush set               £8.25
   Sandpaper assorted x10        £4.40
                               --------
   TOTAL                         £55.14
   CARD                          £55.14

   Returns within 28 days with receipt.
""",
"sms": """Tue 08:12  Me: Hi, the kitchen tap is still dripping after the washer you fitted last week
Tue 08:40  Gary (plumber): Morning! Sounds like the cartridge, not the washer. I can come Thursday between 1 and 3
Tue 08:41  Me: Thursday is fine. How much will it be?
Tue 08:55  Gary (plumber): Cartridge is £18 and there's no call-out charge as it's a follow-up. Labour £30
Tue 08:56  Me: great thanks
""",
"rules": """HOUSE RULES – 14 Corran Terrace

1) Rent and bills
   a. Rent (£640 per room) is due on the 1st of each month.
   b. Bills are split equally; the broadband is in Lucy's name.
2) Bins
   a. Black bin goes out Sunday night; recycling every other Wednesday.
3) Guests
   a. Overnight guests: at most 2 nights a week, tell the house first.
   b. No parties after 11pm on weeknights.
""",
}

CASES = [
 ("slack", "where do we meet on saturday", ["Hollin Bank"]),
 ("slack", "What time is the meet?", _num("9:30")),
 ("slack", "How much is the Foundry if it rains?", _num("11")),
 ("slack", "can beginners come", lambda t: _yes(t) and "induction" in t.lower()),
 ("slack", "How many spare helmets does the club have?", lambda t: bool(re.search(r"\b(2|two)\b", t))),
 ("slack", "Who has the club ropes?", ["Dev"]),
 ("slack", "Is there a minibus to Stanage?", None),
 ("csv", "Who borrowed the pressure washer?", ["Siân Hughes", "Sian Hughes", "Siân"]),
 ("csv", "when is the ladder due back", ["2029-05-11", "11 May"]),
 ("csv", "What's the deposit on the hedge trimmer?", _num("20", "35", "25")),
 ("csv", "Which item has the biggest deposit?", lambda t: "pressure washer" in t.lower() and "carpet" not in t.lower()),
 ("csv", "How many items has Aled Morgan got out?", lambda t: bool(re.search(r"\b(2|two)\b", t))),
 ("csv", "Was the carpet cleaner returned on time?", _no),
 ("csv", "whats the late fee for the carpet cleaner", _num("5")),
 ("html", "When does the summer term start?", ["14 April"]),
 ("html", "What day do the Dolphins swim?", lambda t: "thursday" in t.lower() and "tuesday" not in t.lower()),
 ("html", "how much is the Sharks fee", _num("120", "72", "96")),
 ("html", "How much is a swim hat?", _num("4")),
 ("html", "What time do Minnows finish?", ["17:30"]),
 ("html", "Is there a discount for siblings?", lambda t: "10%" in t or "10 %" in t),
 ("html", "Can parents watch from the balcony?", None),
 ("toml", "which port does the server use", _num("7410")),
 ("toml", "How long are things cached for?", ["900"]),
 ("toml", "How many times does it retry sending mail?", _num("4")),
 ("toml", "what is the cache backend", ["redis"]),
 ("receipt", "How much was the wood stain?", _num("27.50", "55.14")),
 ("receipt", "What did I spend in total?", _num("55.14")),
 ("receipt", "How long do I have to return something?", ["28 days"]),
 ("receipt", "which was the cheapest item", lambda t: "sandpaper" in t.lower() and "brush" not in t.lower()),
 ("receipt", "How did I pay?", ["card"]),
 ("sms", "When is the plumber coming?", lambda t: "thursday" in t.lower()),
 ("sms", "How much will the repair cost altogether?", _num("48", "£18 and")),
 ("sms", "Is there a call-out charge?", _no),
 ("sms", "what's wrong with the tap", ["cartridge"]),
 ("rules", "How much is the rent?", _num("640")),
 ("rules", "When does the black bin go out?", ["Sunday"]),
 ("rules", "how many nights can a guest stay", lambda t: bool(re.search(r"\b(2|two)\b", t))),
 ("rules", "Can I have a dog?", None),
]

TEMPLATE = """You are a helpful assistant. Use only the context to answer. If the answer is not in the context, say you don't know.

Context:
{notes}

Question: {question}
Answer:"""

if __name__ == "__main__":
    run(DOCS, CASES, TEMPLATE, no_dumps=True)
