"""Invented probe (2026-12-03, third session of the day, mine, oracles written before any run, on
8f3af48 before any of this session's branches were merged, never tuned against). Formats none of
my earlier probes used: a parcel-tracking history, a medicine leaflet's dosage section, a
football league table (space-aligned), a Kubernetes Deployment in YAML, an email thread whose
latest reply changes what the quoted first message says, a bank statement, and a holiday let's
house rules. A prompt wording the earlier probes did not use ("Using just these notes, answer:",
and "reply that they don't say" as the prescribed no-answer words). Questions as people type
them: lower case, no "?", a sum, a difference, a count of days, a product, an age band to apply,
a correction to follow, a superlative over a column, answers absent.
Strict: a reply that quotes most of its document counts wrong (``no_dumps``); figures checked as
whole tokens and, where a competing figure is near, that it is not given.
``python -m tests.sim.probes.grounded_i [-v]``.

History (right / limit / wrong of 44):
- first sight on a8dfde5 (= 8f3af48 plus this file), one run: **6 / 34 / 4**. 34 limits "found no
  question or instruction in it": the template's "Using just these notes, answer: <question>" was
  read as a question only when the question ended in "?" (10 of 44 did). Wrong: "how long should I
  wait between doses" (the "4 doses in 24 hours" line), "how many points behind the leaders"
  (Old Mill's row), "how much went out in total" (a trusted "I don't know."), "how much for 2
  dogs" (the "£20 per dog" line quoted, no product).
- mine, read (a general reading fix, tests/sim/test_instruction_then_question.py): the rest of a
  label line whose instruction ends in the answering verb ("..., answer:", "now respond to:",
  "answer this:") is the question, on that line only; and the runner's dump rule counts distinct
  words (a plain bug it showed: the leaflet's one right row, quoted, counted as "most of the
  document" because the leaflet repeats its words; grounded_e/f/g/h unchanged by it):
  **22 / 8 / 14**, the baseline for the session's blind moves. Wrong now: the leaflet's "max
  tablets for an adult" (the line's first sentence only), "wait between doses", "strength" (the
  heading's 500 mg not read); the league's "points behind the leaders" and "who won the cup" (the
  top of the table read as a winner); "what date is the concert now" (the reply's headers);
  "2 adults and a child", "total out", "what's the standing order for" (SO), "leave at 12",
  "quiet hours" (trusted "I don't know." five times); "2 dogs" and "hot tub at 10pm" (a line
  quoted, no product, no yes/no); "spent at bikeworks" (its row with labels, "Money out: 89.99;
  Balance: 1,514.11": arguably right, wrong by the oracle's rule against the balance beside it,
  kept as committed).
- blind moves (this session's six branches, none of which saw this probe: answers, fix25C, fix25B,
  fix25A, ports16, shapes, and the merger's time_grids fix), measured after each merge: **none**,
  22 / 8 / 14 on the merged main.
- blind moves, session of 2026-12-03 late (design, ports17, shapes2, arith, fix26A, fix26B): none,
  22 / 8 / 14 after every merge (arith's workings does not read "2 adults and a child", "leave at
  12"; the totals met a trusted "I don't know." first).
- mine, read: an asked operation over stated amounts gets no trusted "I don't know." (absence),
  a product's "per" line is its operand (workings): **23 / 9 / 12** ("How much for 2 dogs?" right;
  "How much went out in total?" a stated limit).
- blind moves, session of 2026-12-04 (design2, ports18, fix27A, fit, shapes3, fix27B; none saw
  this probe), after each merge: none, 23 / 9 / 12.
- session of 2026-12-04 (second that day), mine, read (``subject_lines``: a line naming everything the
  question asks about makes a trusted "I don't know." a stated limit): 23 / 9 / 12 -> **23 / 10 / 11**.
"""
import re

from tests.sim.probes._grounded import run


def _num(n: str, *avoid: str):
    """The figure ``n`` as a whole token, and none of ``avoid``."""
    return lambda t: bool(re.search(rf"(?<![\d.:,]){re.escape(n)}(?![\d])", t)) and not any(a in t for a in avoid)


def _any_of(*patterns: str, avoid: tuple[str, ...] = ()):
    """One of the regular expressions ``patterns`` (lower case), and none of ``avoid``."""
    return lambda t: any(re.search(p, t.lower()) for p in patterns) and not any(a.lower() in t.lower() for a in avoid)


def _no(t: str) -> bool:
    low = t.lower().replace("don't know", "").replace("don't say", "")
    return bool(re.search(r"\bno\b|\bnot\b|n't\b|cannot|can't", low))


_NOT_SAID = r"don't know|do not know|don't say|do not say|doesn't say|does not say|not mention|could not find|no information|not in the notes|don't mention|do not mention"


def _absent(t: str) -> bool:
    """The notes do not hold it: any plain words saying so (the prompt prescribes "they don't say")."""
    return bool(re.search(_NOT_SAID, t.lower()))


def _absent_or_no(t: str) -> bool:
    """Either "the notes don't say" or a plain no (the thing is not there)."""
    return _absent(t) or _no(t)


DOCS = {
"tracking": """Tracking number: JD014600003827461
Service: Parcelforce Express 48

Tue 14 Jan 2031 16:42   Delivered - signed for by HARTLEY          Leeds LS6
Tue 14 Jan 2031 07:05   Out for delivery                           Leeds Delivery Office
Mon 13 Jan 2031 22:18   Arrived at delivery depot                  Leeds Delivery Office
Mon 13 Jan 2031 03:51   Departed hub - address query resolved      Birmingham Hub
Sat 11 Jan 2031 09:30   Held at hub - address query                Birmingham Hub
Sat 11 Jan 2031 02:10   Arrived at hub                             Birmingham Hub
Fri 10 Jan 2031 14:12   Collected from sender                      Bristol BS3
""",
"leaflet": """3. How to take Paracetamol 500 mg Tablets
Adults and children aged 16 years and over: take 1 or 2 tablets every 4 to 6 hours as needed. Do not take more than 8 tablets in 24 hours.
Children aged 12 to 15 years: take 1 tablet every 4 to 6 hours as needed. Do not take more than 4 tablets in 24 hours.
Children aged 10 to 11 years: take half to 1 tablet every 4 to 6 hours. Do not take more than 4 doses in 24 hours.
Do not give to children under 10 years.
Leave at least 4 hours between doses.
If you take more than you should, talk to a doctor at once, even if you feel well.
""",
"league": """Sunday League Division 2 - table after week 9

Pos  Team                  P   W   D   L    GD   Pts
1    Harbour Rovers        9   7   1   1   +15    22
2    Fenwick Athletic      9   6   2   1    +9    20
3    Old Mill FC           9   5   1   3    +4    16
4    Kestrel United        9   3   2   4    -2    11
5    Brookside Wanderers   9   2   1   6   -10     7
6    Tannery Lane          9   0   3   6   -16     3
""",
"deployment": """apiVersion: apps/v1
kind: Deployment
metadata:
  name: invoice-api
  namespace: billing
spec:
  replicas: 3
  selector:
    matchLabels:
      app: invoice-api
  template:
    metadata:
      labels:
        app: invoice-api
    spec:
      containers:
        - name: invoice-api
          image: registry.example.com/billing/invoice-api:2.14.0
          ports:
            - containerPort: 8080
          resources:
            requests:
              cpu: 250m
              memory: 256Mi
            limits:
              cpu: "1"
              memory: 512Mi
          env:
            - name: LOG_LEVEL
              value: warn
""",
"thread": """From: Gwen Pritchard
Sent: 3 March 2031 09:12
To: choir-committee
Subject: RE: Spring concert

Small change: the venue has moved us to Saturday 12 April, same time (7.30pm). Everything else below stands.

Gwen

> From: Gwen Pritchard
> Sent: 24 February 2031 18:40
> Subject: Spring concert
>
> Hi all, the spring concert is on Saturday 5 April at 7.30pm in St Aidan's Hall.
> Tickets are £10, or £6 for under-18s. Dress is black with a red scarf.
> Rehearsal call is 6pm on the day.
""",
"statement": """Date     Description                     Money out   Money in    Balance
01 Sep   Opening balance                                             1,204.50
02 Sep   CARD GREENGROCER CO                  12.40                 1,192.10
04 Sep   DD CITY WATER                        38.00                 1,154.10
05 Sep   FPI J OKONJO RENT SHARE                        450.00      1,604.10
09 Sep   CARD BIKEWORKS                       89.99                 1,514.11
15 Sep   SO SAVINGS POT                      200.00                 1,314.11
""",
"rules": """Willow Barn - house rules
Check-in from 4pm, check-out by 10am.
Late check-out can be arranged until 1pm for £15 per hour.
Maximum 6 guests. Dogs welcome (up to 2), £20 per dog per stay.
Quiet hours 10pm-8am: the barn is next to the owners' house.
The hot tub is available until 9pm; please shower before use.
Wi-Fi: WillowGuest / password on the fridge.
""",
}

CASES = [
 ("tracking", "who signed for it", ["HARTLEY"]),
 ("tracking", "When was my parcel delivered?", lambda t: "14 jan" in t.lower() and "16:42" in t),
 ("tracking", "where did it get held up", ["Birmingham"]),
 ("tracking", "how many days from collection to delivery", _any_of(r"\b4\b|\bfour\b", avoid=("16:42",))),
 ("tracking", "what time did it go out for delivery", _num("07:05", "16:42", "22:18")),
 ("tracking", "How much did the postage cost?", _absent),
 ("leaflet", "how many tablets can my 13 year old have in a day", _num("4", "8 tablets")),
 ("leaflet", "max tablets per day for an adult", _num("8", "4 tablets")),
 ("leaflet", "can i give it to my 8 year old", lambda t: _no(t) and "10" in t),
 ("leaflet", "How long should I wait between doses?", _any_of(r"\b4 hours|four hours")),
 ("leaflet", "what strength are the tablets", _num("500")),
 ("leaflet", "does it make you drowsy", _absent),
 ("leaflet", "my daughter is 16, how many can she take at once", _any_of(r"1 or 2|one or two|\b2 tablets|two tablets", avoid=("half",))),
 ("league", "how many points are fenwick on", _num("20", "22")),
 ("league", "who is bottom of the league", ["Tannery Lane"]),
 ("league", "how many games have kestrel lost", lambda t: bool(re.search(r"\b4\b|\bfour\b", t.lower())) and "Harbour" not in t),
 ("league", "How many points behind the leaders are Old Mill?", _num("6", "Brookside")),
 ("league", "which team has drawn the most games", lambda t: "Tannery Lane" in t and "Harbour" not in t),
 ("league", "who won the cup", _absent),
 ("deployment", "how many replicas does it run", _num("3", "8080")),
 ("deployment", "What port does the container listen on?", _num("8080")),
 ("deployment", "which version of the image is deployed", ["2.14.0"]),
 ("deployment", "whats the memory limit", lambda t: "512" in t and "256" not in t),
 ("deployment", "What namespace is it in?", lambda t: "billing" in t.lower() and "apiVersion" not in t),
 ("deployment", "is there a liveness probe", _absent_or_no),
 ("thread", "what date is the concert now", lambda t: "12 april" in t.lower() and not re.search(r"(?<!from )(?<!instead of )(?<!not )(?<!was )(?<!originally )(?:saturday )?5 april", t.lower())),
 ("thread", "how much for 2 adults and a child", _num("26", "£10, or")),
 ("thread", "What time is the rehearsal call?", _any_of(r"\b6 ?pm\b|18:00|six o'clock")),
 ("thread", "where's the concert", ["St Aidan"]),
 ("thread", "what colour scarf do we wear", ["red"]),
 ("thread", "Is there an interval?", _absent),
 ("statement", "how much did i spend at bikeworks", _num("89.99", "1,514.11")),
 ("statement", "who paid money in", ["OKONJO"]),
 ("statement", "what was the balance after the water bill", _num("1,154.10", "1,192.10")),
 ("statement", "How much went out in total?", _any_of(r"340\.39")),
 ("statement", "what's the standing order for", lambda t: "savings" in t.lower() and "BIKEWORKS" not in t),
 ("statement", "did i pay the council tax", _absent_or_no),
 ("rules", "what time do we have to leave by", _any_of(r"\b10 ?am\b|10:00", avoid=("10pm",))),
 ("rules", "how much would it cost to leave at 12", _num("30")),
 ("rules", "we have 3 dogs can they all come", _no),
 ("rules", "How much for 2 dogs?", _num("40")),
 ("rules", "can we use the hot tub at 10pm", _no),
 ("rules", "is there parking", _absent),
 ("rules", "how long are the quiet hours", _any_of(r"\b10 hours|ten hours")),
]

TEMPLATE = """Here are some notes:
{notes}

Using just these notes, answer: {question}
If the notes don't say, reply that they don't say.
"""

if __name__ == "__main__":
    run(DOCS, CASES, TEMPLATE, no_dumps=True)
