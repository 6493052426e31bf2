"""Invented probe (2026-12-03, my own, not a held-out set: I tuned against it): ranked tables,
logs and dated rows in formats the course does not use (markdown, pipe-less aligned columns,
CSV under a caption, key: value records) over topics of my own. Oracles written before any run:
a list of accepted words, optionally with words that must not appear (a rank answered with every
row is wrong); ``None`` means the notes lack the answer. ``python -m tests.sim.probes.tables_rank
[-v]`` prints right / limit / wrong.
On f941a2d (before any change): 7 right / 9 limit / 10 wrong. After rankfix's mechanisms:
21 / 4 / 1 (left wrong: "Which room is the most expensive?" over key: value records, which are
no table to the rank and superlative readers; limits: a CSV or aligned log read as a data file
when a question word names another column, "ride" / "Riders").
"""
from __future__ import annotations

import sys

from tests.sim.probes._grounded import _ABSENT, ask

DOCS = {
"quiz": """Tuesday quiz league - standings after round 6

| Team | Played | Won | Lost | Points |
|------|--------|-----|------|--------|
| Brain Drain | 6 | 5 | 1 | 15 |
| Quizzy Rascals | 6 | 4 | 2 | 12 |
| The Know-Alls | 6 | 2 | 4 | 6 |
| Pub Philosophers | 6 | 1 | 5 | 3 |
| Trivia Newton John | 6 | 0 | 6 | 0 |

Three points for a win. The bottom two are relegated to the Wednesday league.""",
"rides": """Cycling club ride log (odometer on the club tandem)
Date     Route            Odometer (km)   Riders
03 May   Canal loop       12040           6
10 May   Hill climb       12095           4
17 May   Coast road       12180           9
24 May   Forest tracks    12232           5""",
"tides": """Tide table - Porthmellin harbour, March 2027
Date,High water,Low water,Height (m)
4 Mar,06:12,12:30,4.8
11 Mar,09:40,15:55,3.9
18 Mar,05:58,12:10,5.1
25 Mar,10:05,16:20,3.6""",
"hotel": """Room: Standard double
Rate: 95 EUR per night
Breakfast: included

Room: Superior twin
Rate: 120 EUR per night
Breakfast: included

Room: Garden suite
Rate: 185 EUR per night
Breakfast: 12 EUR extra""",
"reading": """Reading challenge - spring term ranking
Name      Books   Pages
Amira     14      3920
Jonas     11      3105
Keiko     9       2870
Bram      4       1010
The top reader wins a bookshop voucher.""",
"bakesale": """Bake sale tally (Saturday)
| Item | Sold | Price | Takings |
|---|---|---|---|
| Brownies | 32 | 1.50 | 48.00 |
| Lemon drizzle slices | 20 | 2.00 | 40.00 |
| Flapjacks | 41 | 1.00 | 41.00 |
| Scones | 15 | 1.80 | 27.00 |""",
"gym": """Gym class sign-ups, week 12
Class        Start   End     Signed up
Spin         07:00   07:45   18
Yoga         12:15   13:30   11
Circuits     18:00   18:40   22
Pilates      19:00   20:00   9""",
"hikes": """Hiking diary - Lake District week
Day   Fell             Distance (mi)   Ascent (m)
Mon   Catbells         3.5             450
Tue   Helvellyn        8.2             950
Wed   Scafell Pike     9.6             980
Thu   Loughrigg        4.1             330""",
}

# (doc, question, accepted, rejected): any accepted word and no rejected word -> right
CASES = [
 ("quiz", "Who is top of the quiz league?", ["Brain Drain"], ["Trivia Newton", "Pub Philosophers"]),
 ("quiz", "Which team is bottom?", ["Trivia Newton John"], ["Brain Drain", "Quizzy"]),
 ("quiz", "Which teams get relegated?", ["Pub Philosophers"], ["Brain Drain", "Quizzy"]),
 ("quiz", "Who is in the lead?", ["Brain Drain"], ["Trivia Newton", "Pub Philosophers"]),
 ("quiz", "How many points does Quizzy Rascals have?", ["12"], []),
 ("quiz", "Who is the quizmaster?", None, []),
 ("reading", "Who is leading the reading challenge?", ["Amira"], ["Bram", "Keiko"]),
 ("reading", "Who will get the bookshop voucher?", ["Amira"], ["Bram", "Keiko", "Jonas"]),
 ("reading", "Who is last?", ["Bram"], ["Amira", "Jonas"]),
 ("rides", "How far did the tandem go between the first and the last ride?", ["192"], []),
 ("rides", "Which ride came first?", ["Canal loop", "03 May"], ["Forest", "Coast"]),
 ("rides", "How many riders came on the 17th?", ["9", "nine"], ["6 ", "4 ", "5 "]),
 ("rides", "What route did we ride on the 10th?", ["Hill climb"], ["Canal", "Coast", "Forest"]),
 ("rides", "Who led the canal loop?", None, []),
 ("tides", "When is high water on the 18th?", ["05:58"], ["06:12", "09:40", "10:05"]),
 ("tides", "What is the low tide time on the 25th?", ["16:20"], ["12:30", "15:55", "12:10"]),
 ("tides", "Is there a high tide on the 30th?", None, []),
 ("hotel", "Which room is the most expensive?", ["Garden suite"], ["Standard double", "Superior twin"]),
 ("hotel", "Is breakfast included with the Garden suite?", ["12 EUR", "extra", "not included", "no"], []),
 ("bakesale", "How much did the bake sale take in all?", ["156"], []),
 ("bakesale", "Which item sold the most?", ["Flapjacks"], ["Brownies", "Scones", "Lemon"]),
 ("gym", "Which class is the longest?", ["Yoga"], ["Spin", "Circuits", "Pilates"]),
 ("gym", "Which class is the shortest?", ["Circuits"], ["Spin", "Yoga", "Pilates"]),
 ("hikes", "How far did I walk on Tuesday?", ["8.2"], []),
 ("hikes", "What was the longest walk?", ["Scafell Pike", "9.6"], ["Catbells", "Loughrigg"]),
 ("hikes", "How far did I walk in all?", ["25.4"], []),
]

TEMPLATE = "Answer from the notes.\n\nNotes:\n{notes}\n\nQuestion: {question}"


def run() -> dict[str, int]:
    counts = {"right": 0, "limit": 0, "wrong": 0}
    for doc, question, want, reject in CASES:
        text, limit = ask(TEMPLATE.format(notes=DOCS[doc], question=question))
        low = text.lower()
        if limit:
            k = "limit"
        elif want is None:
            k = "right" if any(a in low for a in _ABSENT) else "wrong"
        else:
            k = "right" if any(w.lower() in low for w in want) and not any(r.lower() in low for r in reject) \
                else "wrong"
        counts[k] += 1
        if "-v" in sys.argv or k == "wrong":
            print(f"[{k}] {question}\n    -> {text[:220]!r}" + (f"\n    LIMIT {limit[:150]}" if limit else ""))
    print(counts)
    return counts


if __name__ == "__main__":
    run()
