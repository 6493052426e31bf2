"""Invented probe (2026-12-06, the merger of round 70, oracles written and committed before its first run,
never tuned against). The family every blind set has brought at first sight for six rounds (PP1, QQ1,
RR1, SS5, TT1, TT7): a worked figure asked, and the lines holding its operands quoted as if they were
the answer. New shapes and wordings: a co-working space's rates, a launderette's price board, a dog
walker's charges, a piano tuner's call-out terms, a marina's Markdown table, a ski locker's day and week
rates, a language school's JSON fee record, a car wash receipt, a tool hire's return rule, a gym's two
memberships, a club's price changed by a later update line, a Chinese laundry, a Spanish kayak hire;
typed the way a hurried learner types (lower case, no question mark). Guards beside them: the plain
rate asked, a plain price, an absence.

Strict oracles: the worked figure as a whole token, and the operand line's figure not offered alone; a
stated limit is never wrong. ``python -W ignore -m tests.sim.probes.operands_x [-v]``.

History (right / limit / wrong of 24): first sight on 38271d7a, one run: **6 / 11 / 7** (a rate per 10
minutes taken per minute; a weekly rate compared with six nights answered by the row; the JSON fee record
quoted whole twice; the car wash's "-10%" quoted with its prices; a monthly difference given for "over a
year"; the right Spanish line with "could not find 'cuesta', 'una'"). After the merger's round-70 changes
(rates of one period brought onto the asked one, a rate's base count, whole_quotes, a comparison's verdict,
"-10%", "WAX" no sign of multiplying, other languages' function words): **9 / 15 / 0**.
"""
import re

from tests.sim.probes._grounded import run


def _num(n: str, *avoid: str):
    """The figure ``n`` as a whole token (a trailing ".00" or ",00" allowed), and none of ``avoid``."""
    def ok(t: str) -> bool:
        hit = re.search(rf"(?<![\d.,]){re.escape(n)}(?:[.,]00?)?(?![\d])", t)
        return bool(hit) and not any(a in t for a in avoid) and "don't know" not in t.lower()
    return ok


def _has(*words: str, avoid: tuple[str, ...] = ()):
    def ok(t: str) -> bool:
        low = t.lower()
        return any(w.lower() in low for w in words) and not any(a.lower() in low for a in avoid) \
            and "don't know" not in low
    return ok


def _yes(t: str) -> bool:
    return t.strip().lower().startswith("yes")


DOCS = {
"desk": """Brickworks Co-working - day rates and passes
Hot desk: £18 per day.
Fixed desk: £240 per month.
Meeting room: £25 an hour, booked in whole hours.
Printing is charged at cost.""",
"laundry": """SUDS & BUBBLES launderette
Wash (8 kg machine) ....... £4.50
Wash (15 kg machine) ...... £7.00
Dryer ..................... £1 per 10 minutes
Soap powder ............... 50p""",
"walker": """Pawsome Walks - charges from 1 March
Group walk (one hour): £14 per dog.
Solo walk (one hour): £20.
A second dog from the same household goes half price on group walks.
Walks are paid weekly by bank transfer.""",
"tuner": """Keys & Hammers piano tuning
Standard tuning: £85.
Pitch raise (for a piano more than a semitone flat): add £30.
Call-out: free within 15 miles; beyond that, 60p a mile for every mile past 15.""",
"marina": """## Visitor berths - Pennock Marina

| Boat length | Per night | Per week |
|-------------|-----------|----------|
| up to 8 m   | £22       | £120     |
| 8 to 12 m   | £30       | £170     |
| over 12 m   | £38       | £215     |

Shore power: £4 per night. Showers are free for berth holders.""",
"locker": """Station de ski Les Arolles - consigne à skis
Locker hire: €6 per day, or €30 for a week (7 days).
Boot dryer included in every locker.""",
"school": """{"school": "Casa Lengua", "course": "Spanish A2", "fee_per_term": 195, "terms_per_year": 3,
 "course_book": 28, "early_bird_discount_percent": 10, "classes": "Tuesdays 18:30-20:00"}""",
"wash": """SPARKLE HAND CAR WASH   receipt 00419
EXTERIOR WASH ............ 9.00
  + WAX .................. 3.50
INTERIOR VALET ........... 15.00
LOYALTY CARD ............. -10% on the whole bill
thank you, see you soon""",
"gym": """Ironside Gym memberships
Standard (any time): £32 a month.
Off-peak (before 4pm on weekdays): £21 a month.
Joining fee: none this month.""",
"club": """Riverside Film Club - news
2 Oct: tickets for the autumn season are £12 each.
9 Oct UPDATE: members asked us to cut prices, so tickets are now £9 each.
Doors open at 7pm.""",
"xiyi": """干洗店价目
洗衣:每公斤8元,满5公斤打九折。
熨烫:每件3元。""",
"kayak": """Alquiler de kayaks - Playa Norte
Kayak individual: 12 € la hora.
Chaleco salvavidas incluido.""",
}

CASES = [
 # a rate per unit asked for a count or a span of its units
 ("desk", "i need a hot desk mon to fri next week, what's that come to", _num("90", "£18 per day.")),
 ("desk", "meeting room from 2 till 5pm how much", _num("75")),
 ("desk", "fixed desk for a quarter?", _num("720")),
 ("desk", "how much is a hot desk", _num("18")),  # guard: the rate itself is asked
 ("laundry", "two 8kg washes and half an hour in the dryer, total?", _num("12", "£7.00")),
 ("laundry", "how much to dry for 40 minutes", _num("4", "£4.50")),
 ("laundry", "how much is soap", _has("50p")),  # guard: a plain price
 ("walker", "my two dogs on a group walk, what's the charge", _num("21", "£20")),
 ("walker", "3 solo walks this week how much", _num("60")),
 ("tuner", "i'm 25 miles away and need a standard tuning, what will it cost", _num("91")),
 ("tuner", "tuning plus a pitch raise, how much in all", _num("115")),
 ("marina", "10m boat, 3 nights with shore power, how much", _num("102")),
 ("marina", "for a 7m boat is the weekly rate cheaper than paying for 6 nights", _yes),
 ("locker", "how much do i save with the week rate instead of 7 single days", _num("12")),
 ("school", "a whole year of the A2 course incl the book, what's that", _num("613")),
 ("school", "whats one term with the early bird discount", _num("175.50")),
 ("wash", "what did the exterior with wax cost after the loyalty discount", _num("11.25")),
 ("gym", "how much more is standard than off-peak over a year", _num("132")),
 ("club", "how much for 4 tickets now", _num("36", "£12 each")),
 ("xiyi", "洗6公斤多少钱", _num("43.2")),
 ("kayak", "¿cuánto cuesta el kayak 3 horas?", _num("36")),
 ("kayak", "cuánto cuesta una hora de kayak", _num("12")),  # guard: the rate itself is asked
 ("desk", "how much is a locker", None),  # guard: not in the notes
 ("gym", "what's the price of a personal training session", None),  # guard: not in the notes
]

TEMPLATE = """Answer the question using only the notes below. If the notes don't say, say you don't know.

Notes:
{notes}

Question: {question}"""

if __name__ == "__main__":
    run(DOCS, CASES, TEMPLATE, no_dumps=True)
