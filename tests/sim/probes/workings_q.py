"""Invented probe (2026-12-06, fix54a, oracles written and committed before its first run, never tuned
against). The fifty-first set's classes TT1 (a worked figure asked over operand lines: one of N equal
parts in other languages' instalment words, a monthly fee over a span of months, a share of a tax),
TT5 ("I don't know" where the notes answer: a verb of the request, a quoted payload, an age in weeks)
and TT7 (a rate per hour or per day added as an item's total) in shapes of their own: a Brazilian photo
course, a Portuguese club, a French summer camp, a Dutch course, a nursery's monthly fee, a garage
invoice, a cake shop with piped messages, a community centre's newsletter, a games library, a cattery,
a cottage bike hire; guards beside them (the English equal parts that already work, a sum of two plain
amounts, a teacher the notes never name).

Strict oracles: the worked figure as a whole token and the operand figure not offered as the answer; a
stated limit is never wrong. ``python -W ignore -m tests.sim.probes.workings_q [-v]``.

History (right / limit / wrong of 20): first sight on d140387a (fix54a's branch point), one run:
**6 / 7 / 7** (the Brazilian parcelas a partial answer; the French, Portuguese and Dutch parts language or
unread-line limits; the months a period no document names; both VAT shares the invoice's lines quoted; the
board games' bound quoted; "what age" a partial "could not find 'age'"; both rates added as totals). After
fix54a (equal parts by structure, month_spans, tax_shares, together_sums' rates, request_verbs): 16 / 2 / 2;
with request_verbs' kind word ("age" met by "from 9 weeks"): **17 / 2 / 1**. Still wrong: the board games
("no more than 2 of them board games": a bound inside a clause that held_quantities does not read).
"""
import re

from tests.sim.probes._grounded import run


def _num(n: str, *avoid: str):
    """The figure ``n`` as a whole token, and none of ``avoid``."""
    return lambda t: bool(re.search(rf"(?<![\d.,]){re.escape(n)}(?![\d])", t)) and not any(a in t for a in avoid)


def _has(*words: str, avoid: tuple[str, ...] = ("don't know", "could not find")):
    """One of ``words`` in the reply (any case), and none of ``avoid``."""
    def ok(t: str) -> bool:
        low = t.lower()
        return any(w.lower() in low for w in words) and not any(a in low for a in avoid)
    return ok


def _no(*avoid: str):
    def ok(t: str) -> bool:
        low = t.strip().lower()
        said = low.startswith("no") or any(w in low for w in ("at most", "only", "can't", "cannot", "no more"))
        return said and not low.startswith("yes") and "don't know" not in low and not any(a in t for a in avoid)
    return ok


def _absent(*avoid: str):
    def ok(t: str) -> bool:
        low = t.lower()
        said = any(a in low for a in ("don't know", "could not find", "not mention", "does not say", "doesn't say",
                                      "don't give", "doesn't give", "do not give", "does not give", "don't say"))
        return said and not any(a in t for a in avoid)
    return ok


DOCS = {
"foto": """Escola Luz Viva - Curso de fotografia de rua
Início: 4 de agosto, sábados das 9h às 12h.
Valor do curso: R$ 1.200, pagos em 3 parcelas iguais.
Material: traga sua própria câmera.""",
"clube": """Clube Naval do Seixal - inscrições 2034
Quota anual: 240 € por sócio, paga em duas prestações iguais (janeiro e julho).
Aluguer de cacifo: 15 € por ano.""",
"colonie": """Colonie de vacances Les Pins
Séjour de deux semaines en juillet.
Frais de séjour : 450 €, payables en trois mensualités égales.
Prévoir un sac de couchage.""",
"cursus": """Cursus keramiek - najaar
Lesgeld: € 600, te betalen in vier gelijke termijnen.
Klei en glazuur zijn inbegrepen.""",
"nursery": """Little Acorns Nursery - fees
Full-time place: £910 a month.
Registration fee: £50, paid once.
Fees are reviewed every September.""",
"english": """Allotment society - plot rent
Rent for a full plot is £360 a year, payable in three equal instalments.
Water is included.""",
"garage": """Invoice 5521 - Hollins Motors
Labour (3.5 hours): £280.00
Parts (brake pads, discs): £150.00
Subtotal: £430.00
VAT at 20%: £86.00
Total due: £516.00""",
"cakes": """Sugar & Spice cake shop
Chocolate fudge cake (8 inch): £22.00
Lemon drizzle cake (8 inch): £18.00
Piped message on any cake: £3.00 extra
Orders need two days' notice.""",
"centre": """Millbrook Community Centre - newsletter, week of 9 March
Wednesday's pottery class will be taken by Marta this week, as Ben is away.
Friday yoga is at 6pm in the small hall.
For the walking group on Sunday, remember to bring waterproofs and a packed lunch.""",
"games": """Dicebox games library - lending rules
Members may borrow up to 6 items at a time, no more than 2 of them board games.
Loans last three weeks.""",
"cattery": """Whiskers Vets - kitten care
First vaccination: from 9 weeks, £45.
Second vaccination: 3 to 4 weeks after the first, £40.
Microchipping: £20.""",
"hire": """Coastal Cottage bike hire
Bike hire: £15 a day.
Delivery to your cottage: £10.
Helmet: £5.""",
"hall": """St Anne's hall - hire charges
Main hall: £20 per hour.
Caretaker fee: £30 per booking.
Kitchen use: £12.""",
}

CASES = [
 # TT1: one of N equal parts, other languages' instalment words
 ("foto", "Quanto custa cada parcela do curso?", _num("400", "1.200")),
 ("clube", "Qual é o valor de cada prestação da quota?", _num("120")),
 ("colonie", "Combien coûte chaque mensualité ?", _num("150", "450 €.")),
 ("cursus", "Hoeveel is elke termijn van het lesgeld?", _num("150")),
 ("english", "How much is each instalment of the plot rent?", _num("120")),  # guard: worked on BASE
 # TT1: a monthly fee over a span, a share of a tax
 ("nursery", "What will the full-time place cost from March to June?", _num("3,640", "£910 a month")),
 ("nursery", "How much are the fees for September to December?", _num("3,640", "£910 a month")),
 ("garage", "How much of the VAT was for the labour?", _num("56", "£86.00")),
 ("garage", "What was the VAT on the parts?", _num("30", "£86.00")),
 # TT5: a quoted payload, a verb of the request, an age in weeks
 ("cakes", "How much for a lemon drizzle cake with 'Bon voyage Hamid' piped on top?", _num("21")),
 ("centre", "Who is taking the pottery class on Wednesday?", _has("Marta")),
 ("centre", "What do I need to bring for the walking group?", _has("waterproof", "packed lunch")),
 ("games", "Can I borrow 3 board games at once?", _no()),
 ("cattery", "From what age can a kitten have its first vaccination?", _has("9 weeks")),
 ("centre", "Who is leading the yoga on Friday?", _absent("Marta", "Ben")),  # guard: no name given
 # TT7: a rate per day / per hour is no item's total
 ("hire", "I'm staying 3 days. What do the bike hire and the delivery come to altogether?", _num("55", "£25")),
 ("hall", "What will the main hall and the caretaker fee cost together?", lambda t: "50" not in t and False),
 ("hire", "What do the helmet and the delivery come to together?", _num("15")),  # guard: two plain amounts
 ("hall", "How much are the caretaker fee and kitchen use together?", _num("42")),  # guard
 ("hall", "We need the main hall for 4 hours. What's the hall plus the caretaker fee?", _num("110", "£50")),
]

TEMPLATE = """Answer the question using only the notes below. If the notes don't say, say you don't know.

Notes:
{notes}

Question: {question}"""

if __name__ == "__main__":
    run(DOCS, CASES, TEMPLATE, no_dumps=True)
