"""Invented probe (2026-12-03, boundfix, my own, not a held-out set: I build against it): bounds,
comparisons and small arithmetic over notes (issue 26; the classes SEVENTEENTH L5 and SIXTEENTH
K1 / K2 / K4a / K5): "was the quorum / target reached", "which days was X above / below <a bound
stated once>" (plain figures and "a/b" pairs), "my mum is 67, what does she pay" over age bands,
a group price by one rule, "what would it have cost without the <line>", time filters ("after
11 pm", "before 7"), and near misses whose right reply is a stated limit (``_LIMIT``: any reply
but a stated limit counts wrong). Oracles written before any run. ``python -m
tests.sim.probes.bounds_a [-v]`` prints right / limit / wrong.
First sight on main at f941a2d (one run, oracles committed first in the commit before):
right 1 / limit 10 / wrong 14 of 25 (the "TV bundle" near miss is strict: its "I don't know." counts
wrong). After row_bounds 9 / 6 / 10; goals 14 / 4 / 7; bill_lines 16 / 5 / 4; ages 19 / 5 / 1;
group_rates 20 / 5 / 0 (the branch's tree, which was built against this probe: not a first-sight figure).
"""
from tests.sim.probes._grounded import run


def _but_not(want, *bad):
    def check(text: str) -> bool:
        low = text.lower()
        return any(w.lower() in low for w in want) and not any(b.lower() in low for b in bad)
    return check


def _starts(word, *also):
    def check(text: str) -> bool:
        low = text.lower().lstrip(" *\"'")
        return low.startswith(word) and all(a.lower() in low for a in also)
    return check


def _LIMIT(text: str) -> bool:  # noqa: N802 - a constant-like oracle: only a stated limit is right
    return False


DOCS = {
"parish": """Ashby Parva Parish Council - extraordinary meeting, 9 June 2027
Item 3: new bench on the green. For 6, against 1, abstentions 1.
Councillors present: 8 of 11. Quorum: 6 councillors.
Clerk: M. Obi""",
"appeal": """St Bede's school roof appeal - update, 1 October
Target: £15,000
Raised so far: £11,240 from 318 donors
Bake sale 14 Sept brought in £620. Next event: quiz night, 22 October.""",
"fridge": """Kitchen fridge log - safe range 1-5 °C (check at opening)
Day    Temp
Mon    3.8 °C
Tue    6.2 °C
Wed    4.1 °C
Thu    0.4 °C
Fri    5.6 °C
Signed off by the duty manager each day.""",
"tyres": """Tyre pressure checks - van LK21 ODE (minimum: 30/33 psi front/rear)
Date     Front/Rear
3 May    31/34
10 May   29/33
17 May   30/31
24 May   32/35
Checked cold at the depot.""",
"cinema": """Palace Cinema - ticket prices (all screens)
Adult                         £11.50
Child (under 15)              £7.00
Student (16-25, with card)    £8.50
Senior 65+                    £7.50
Groups of 10 or more: £6.50 per person.
Tuesdays: all tickets £6.""",
"swim": """Otter Swim School - levels by age
Level        Ages
Ducklings    under 5
Stage 1-3    5-8
Stage 4-6    8-12
Adult        16+
Lessons are 30 minutes, Saturday mornings.""",
"broadband": """Fibrenet bill - March 2027, account 4471-90
Fibre 500 monthly charge      £38.00
Loyalty discount              -£6.00
Router rental                 £3.50
Late payment fee              £7.50
Total this month              £43.00
Next bill: 1 April.""",
"noise": """Noise diary - flat 4B (quiet hours from 23:00)
Night   Music stopped
Fri     22:40
Sat     23:55
Sun     00:20
Tue     21:30
Thu     23:10""",
"bins": """Bin lorry arrivals, Elm Road
Mon 06:40
Wed 07:15
Fri 06:55
Sat 08:30""",
}

CASES = [
 ("parish", "Was the quorum reached?", _starts("yes")),
 ("parish", "Did the meeting have a quorum?", _starts("yes")),
 ("appeal", "Has the target been met?", _starts("no")),
 ("appeal", "Have they reached their fundraising target yet?", _starts("no")),
 ("appeal", "How much more do they need to raise?", ["3,760", "3760"]),
 ("fridge", "On which days was the fridge above the safe range?", _but_not(["Tue", "Fri"], "Mon", "Wed", "Thu")),
 ("fridge", "Which days was it below 1 °C?", _but_not(["Thu"], "Mon", "Tue", "Wed", "Fri")),
 ("fridge", "Which days was it colder than the fish needs?", _LIMIT),
 ("tyres", "On which dates were the tyres below the minimum?", _but_not(["10 May", "17 May"], "3 May", "24 May")),
 ("tyres", "Was the front tyre ever under 30 psi?", _starts("yes", "10 May")),
 ("cinema", "My mum is 67, what does she pay?", _but_not(["7.50"], "11.50", "8.50")),
 ("cinema", "My nephew is 9. How much is his ticket?", _but_not(["7.00", "£7"], "11.50", "7.50")),
 ("cinema", "I'm 19 and have a student card, what's my ticket?", _but_not(["8.50"], "11.50", "7.50")),
 ("cinema", "What does a school group of 12 pay in total?", ["78"]),
 ("cinema", "My son is 15, what does he pay?", _LIMIT),
 ("swim", "My daughter is 6, which level is she in?", _but_not(["Stage 1-3"], "Stage 4-6", "Ducklings")),
 ("swim", "My son is 8, which level should he join?", _LIMIT),
 ("swim", "Which level is my 14-year-old in?", _LIMIT),
 ("broadband", "What would the bill have been without the late payment fee?", ["35.50", "35.5"]),
 ("broadband", "How much would I have paid without the loyalty discount?", ["49.00", "49"]),
 ("broadband", "What would it be without the TV bundle?", _LIMIT),
 ("noise", "On which nights did the music go on after 11 pm?", _but_not(["Sat", "Sun", "Thu"], "Fri", "Tue")),
 ("noise", "Which nights did it stop before 11?", _but_not(["Fri", "Tue"], "Sat", "Sun", "Thu")),
 ("bins", "On which days did the lorry come before 7?", _but_not(["Mon", "Fri"], "Wed", "Sat")),
 ("bins", "Which days did it come after 8 am?", _but_not(["Sat"], "Mon", "Wed", "Fri")),
]


def main():
    return run(DOCS, CASES, "Answer from the notes.\n\nNotes:\n{notes}\n\nQuestion: {question}")


if __name__ == "__main__":
    main()
