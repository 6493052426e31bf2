"""Invented probe (2026-12-03 evening, mine, branch arith, oracles written and committed before its
first run, never tuned against). Arithmetic the question asks, worked from the lines or rows that
state its operands: a difference (more / fewer / short / left / behind), a product (for N, N of
them, tripled), a quotient (per head / each / per serving), a total (altogether / in all / come to)
and a percentage (what percentage / what share); over six invented documents in formats of my
own: a shared-costs ledger with "paid by" notes, a café's dotted price list, a quiz league's
markdown table, a club's budget paragraph with a target line, a storeroom stock count and a
recipe with "-" bullets. Negatives beside them: the same lines asked as lookups (a price, a
target, a score, a count), a table's winner, an item the notes do not price.
Strict oracles: the result as a whole figure (thousands separators ignored) and the operands'
own figures not offered as the answer; a reply quoting most of its document is wrong
(``no_dumps``). ``python -m tests.sim.probes.workings_i [-v]``.

History (right / limit / wrong of 36):
- first sight on b08707b (the arith branch point), one run: **7 / 9 / 20**. Wrong: the rent less the
  deposit, the grant left, 3 flat whites, four juices, carrots for twelve servings, the rent per
  person, lentils per serving, a scone of the box of 6, weeks of hand soap, the towels once the order
  arrives, the spend so far, start to finish, three percentages, the round 2 points behind (the
  operands' lines or rows quoted, or "I don't know."), "Who paid for the fuel?" (most of the ledger
  quoted), "Which team won round 2?" (a wrong row), 3 muffins (a flat white's line quoted).
- read moves (mine, arith, built on the wordings of tests/sim/test_workings.py, then this probe run):
  ``workings`` (47e12f7), **30 / 2 / 4**: every difference, product, quotient and percentage but one
  worked with its working; "the total costs" (no line states that whole) and 3 muffins (nothing
  prices them) stated limits. Still wrong: the towels once the order arrives (no cue of a total),
  start to finish (the prep and cooking lines name no soup), the fuel's payer (most of the ledger
  quoted), the winner of round 2 (a superlative over a column: not this class).
"""
import re

from tests.sim.probes._grounded import run


def _flat(t: str) -> str:
    return re.sub(r"(?<=\d),(?=\d{3}\b)", "", t)


def _num(n: str, *avoid: str):
    """The figure ``n`` as a whole token (thousands separators ignored), and none of ``avoid``
    (whole figures too) anywhere in the reply."""
    def ok(t: str) -> bool:
        t = _flat(t)
        def has(x: str) -> bool:
            return bool(re.search(rf"(?<![\d.]){re.escape(x)}(?![\d])", t))
        return has(n) and not any(has(a) for a in avoid)
    return ok


def _any(*ns: str):
    """Any one of the figures ``ns`` as a whole token."""
    return lambda t: any(_num(n)(t) for n in ns)


def _absent(*avoid: str):
    """The notes do not hold it: said so, and none of ``avoid`` offered as the answer."""
    def ok(t: str) -> bool:
        low = t.lower()
        said = any(a in low for a in ("don't know", "could not find", "not mention", "does not say",
                                       "doesn't say", "not listed", "no price"))
        return said and not any(a in t for a in avoid)
    return ok


DOCS = {
"ledger": """Lakeside cottage weekend - who paid what
Cottage rent: £1,482.60 (paid by Priya)
Groceries: £212.40 (paid by Tom)
Fuel for both cars: £96.00 (paid by Dara)
Deposit already paid to the owner in March: £260.00
Everything is split equally between the 6 of us.
""",
"cafe": """HARBOUR CAFE - TAKEAWAY MENU
Flat white .............. £3.40
Pot of tea .............. £2.60
Cheese scone ............ £2.95
Children's juice ........ £1.80
Box of 6 scones ......... £15.00
Oat milk is free on request.
""",
"quiz": """Thursday quiz league, week 9

| Team | Round 1 | Round 2 | Round 3 |
|---|---|---|---|
| Quizzly Bears | 14 | 11 | 17 |
| Les Quizerables | 12 | 16 | 13 |
| Agatha Quiztie | 9 | 15 | 18 |

The highest total after three rounds wins the bar tab.
""",
"budget": """From the treasurer: the club's grant this season is €4,800. So far we have spent €3,150 on
coaching and €720 on new kit. The grant runs for 12 months.
Fundraising target for the new minibus: €2,000. Raised to date: €1,340.
""",
"stock": """Storeroom B - stock count (Friday close)
* Paper towels: 48 rolls
* Hand soap: 15 bottles
* Bin liners: 7 boxes of 50
* On order: 36 rolls of paper towels, arriving Monday
""",
"soup": """Red lentil soup (serves 4)
- 250 g red lentils
- 1.2 litres vegetable stock
- 2 carrots
- 1 onion
Prep: 15 minutes. Cooking time: 35 minutes.
""",
}

CASES = [
 # differences
 ("ledger", "How much of the rent is still owed now that the deposit has been paid?", _num("1222.60", "1482.60 (")),
 ("cafe", "how much more is a flat white than a pot of tea", _num("0.80", "3.40 (")),
 ("quiz", "How many points behind Les Quizerables were Agatha Quiztie in round 2?", _num("1", "16 (")),
 ("quiz", "how many fewer points did Agatha Quiztie get in round 1 than the Quizzly Bears", _num("5")),
 ("budget", "How far short of the minibus target are we?", _num("660")),
 ("budget", "How much of the grant is left once the coaching and the kit are paid for?", _num("930")),
 # products
 ("cafe", "What would 3 flat whites cost?", _num("10.20")),
 ("cafe", "four children's juices - how much", _num("7.20")),
 ("stock", "How many bin liners are there altogether?", _num("350")),
 ("soup", "How much stock do I need if I triple the recipe?", _num("3.6", "1.2 litres vegetable")),
 ("soup", "how many carrots for twelve servings", _num("6")),
 # quotients
 ("ledger", "How much is the rent per person?", _num("247.10")),
 ("ledger", "what does each of us owe for groceries", _num("35.40")),
 ("soup", "How many grams of lentils per serving?", _num("62.5")),
 ("cafe", "How much is each scone in the box of 6?", _num("2.50")),
 ("stock", "If we use 3 bottles of hand soap a week, how many weeks will it last?", _num("5")),
 ("budget", "How much of the grant is that per month?", _num("400")),
 # totals
 ("ledger", "What did the groceries and the fuel come to altogether?", _num("308.40")),
 ("quiz", "What did the Quizzly Bears score in total?", _num("42")),
 ("quiz", "How many points were scored in round 1 altogether?", _num("35")),
 ("stock", "How many rolls of paper towels will we have once the order arrives?", _num("84")),
 ("budget", "How much have we spent so far in all?", _num("3870")),
 ("soup", "How long does the soup take from start to finish?", _num("50")),
 # percentages
 ("budget", "What percentage of the grant went on coaching?", _any("65.6", "65.63", "66")),
 ("budget", "what share of the grant was spent on kit", _num("15")),
 ("budget", "What percentage of the minibus target have we raised?", _num("67")),
 ("quiz", "What percentage of Les Quizerables' points came in round 2?", _any("39", "39.0", "39.02")),
 ("ledger", "What percentage of the total costs was the rent?", _any("82.8", "82.78", "83")),
 # lookups and negatives: the same lines, no arithmetic asked
 ("ledger", "Who paid for the fuel?", lambda t: "Dara" in t and "Priya" not in t),
 ("cafe", "What's the price of a cheese scone?", _num("2.95", "15.00")),
 ("quiz", "What did Agatha Quiztie score in round 3?", _num("18", "17", "13")),
 ("budget", "What is the fundraising target for the minibus?", _num("2000", "660")),
 ("stock", "How many bottles of hand soap are in stock?", _num("15", "5")),
 ("soup", "How many carrots go in the soup?", _num("2", "6")),
 ("quiz", "Which team won round 2?", lambda t: "Quizerables" in t and "Bears" not in t),
 ("cafe", "How much would 3 muffins cost?", _absent("10.20", "£3.40")),
]

TEMPLATE = """Answer the question using only the notes below. If the notes don't say, say you don't know.

Notes:
{notes}

Question: {question}"""

if __name__ == "__main__":
    run(DOCS, CASES, TEMPLATE, no_dumps=True)
