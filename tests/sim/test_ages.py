"""An age condition in a grounded answer (issue 26, thirteenth H4, ``course_lib.sim.values.ages``).

"How much is a ticket for my 10-year-old?" over "Admission: adults £12, children under 16 free"
shared no word with the line but "much": a trusted "I don't know.". Now the age the question states
("10-year-old", "8 year old", "aged 70") is read against the age bounds of the documents' clauses
("under 16", "65 and over", "aged 3-15", "under 3s"), and the one clause whose bound it meets, on a
line that states money for a money question or shares another word of the question, is the answer,
without the other groups' prices. The age bound reader is the one ``field_readers.age_check`` uses
for a schema's yes/no field. Notes invented for this test; every case fails on the code before the
change (the module did not exist; the behaviour cases answered "I don't know." or the whole line).
"""

from __future__ import annotations

import pytest

from course_lib.sim.values.ages import age_answer, bounds, stated_age
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

FARM = """Hillside Farm Park - prices and rules
Open daily 09:30-17:30.
Entry: adults £14.50; children aged 3-15 £9; under 3s free; seniors 65 and over £11.
The tractor ride is for visitors over 4 only.
"""

POOL = """Northgate Leisure Pool
Swim sessions: adults €6, juniors under 18 €3.50, over-60s €4.
Lanes open 07:00-21:00.
"""


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("children under 16 free", [("<", 16, 0)]),
        ("18 or older", [(">=", 18, 0)]),
        ("seniors 65 and over", [(">=", 65, 0)]),
        ("children aged 3-15", [("<=", 15, 3)]),
        ("under 3s free", [("<", 3, 0)]),
        ("12 and under", [("<=", 12, 0)]),
        ("open from 10:00", []),
    ],
)
def test_bounds(text, expected):
    assert [(b.op, b.years, b.least) for b in bounds(text)] == expected


@pytest.mark.parametrize(
    ("question", "age"),
    [("How much for my 10-year-old?", 10), ("a ticket for an 8 year old", 8), ("my son, aged 12", 12),
     ("How much is a ticket?", None)],
)
def test_stated_age(question, age):
    assert stated_age(question) == age


def test_age_answer_picks_the_one_met_clause():
    priced = lambda line: "£" in line  # noqa: E731 - the caller's relevance: a line with a price
    assert age_answer("How much for my 7-year-old?", (FARM,), priced) == "Entry: children aged 3-15 £9."
    assert age_answer("How much for my 7-year-old?", (FARM,)) is None  # the tractor ride's "over 4" too: two clauses
    assert age_answer("How much is a ticket?", (FARM,), priced) is None


@pytest.mark.parametrize(
    ("notes", "question", "answer", "not_said"),
    [
        (FARM, "How much is entry for my 70-year-old mum?", "£11", "£14.50"),
        (FARM, "How much is it for my 2-year-old?", "free", "£9"),
        (FARM, "What does entry cost for my 8 year old?", "£9", "£14.50"),
        (POOL, "How much is a swim for my 14-year-old?", "€3.50", "€6"),
    ],
)
def test_a_stated_age_meets_the_clause_of_its_group(llm, notes, question, answer, not_said):  # noqa: F811
    text, stated = _rag(llm, notes, question)
    assert answer in text and not_said not in text and not stated, (text, stated)


@pytest.mark.parametrize(
    ("question", "money"),
    [("How much is a ticket for my 10-year-old?", True), ("How much was the deposit?", True),
     ("What's the fee?", True), ("How much time is left?", False), ("How much water do I add?", False),
     ("How many seats are there?", False)],
)
def test_asks_money(question, money):
    from course_lib.sim.words.quantities import asks_money

    assert asks_money(question) is money


# --- a hyphenated age group (twentythirdfixA, the twenty-third's R2 rest) ------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Under-12s eat for half price", [("<", 12, 0)]),
        ("over-70s ride free", [(">", 70, 0)]),
        ("Over-18s only after 9pm", [(">", 18, 0)]),
        ("under-16's must wear a vest", [("<", 16, 0)]),
        # negatives: a hyphen after another word is no bound; a range stays a range
        ("a follow-up 12 weeks later", []),
        ("year-over-12 growth", []),
        ("a five-a-side pitch for 10", []),
        ("aged 4-11", [("<=", 11, 4)]),
    ],
)
def test_a_hyphenated_age_group_is_a_bound(text, expected):
    assert [(b.op, b.years, b.least) for b in bounds(text)] == expected


CAFE = """Brookside Cafe
- Under-12s eat for half price on weekdays.
- Over-70s get a free hot drink with any meal.
- Dogs welcome on the terrace.
Sunday roast: £16.50
"""

CINEMA = """Lantern Cinema - tickets
* Standard ticket: $12
* Under-4s go free with a paying adult.
* Over-60s pay $8 on Tuesdays.
* Popcorn: $5
"""


@pytest.mark.parametrize(
    ("notes", "question", "answer", "not_said"),
    [
        (CINEMA, "does my 3-year-old need a ticket to pay for", "free", "$12"),
        (CINEMA, "My gran is 66, what does she pay?", "$8", "$12"),
        (CINEMA, "Does my 2-year-old have to pay?", "Under-4s go free", "* "),
        (CAFE, "what does my 74 year old mum get", "free hot drink", "Under-12s"),
    ],
)
def test_a_hyphenated_age_group_meets_a_stated_age(llm, notes, question, answer, not_said):  # noqa: F811
    text, stated = _rag(llm, notes, question)
    assert answer in text and not_said not in text and not stated, (text, stated)


@pytest.mark.parametrize(
    ("notes", "question", "not_said"),
    [
        # an age the group does not meet: never the group's line as the answer
        (CINEMA, "How much is a ticket for my 9-year-old?", "go free"),
        (CAFE, "What does my 75-year-old dad pay for the roast?", "half price"),
    ],
)
def test_an_age_outside_the_hyphenated_group_is_not_given_its_line(llm, notes, question, not_said):  # noqa: F811
    text, stated = _rag(llm, notes, question)
    assert stated or not_said not in text, text


from course_lib.sim.values.ages import bound_clauses  # noqa: E402


@pytest.mark.parametrize("line, age, clause, met", [
    # a negation before "but" is another thing's ("no height limit"), never the age bound's
    ("The climbing barn has no height limit but is for ages 12 and over.", 9, "is for ages 12 and over.", False),
    ("Pool B has no lifeguard on Sundays, whereas Pool A is for children 8 and over.", 9,
     "Pool A is for children 8 and over.", True),
    # (guard) a condition after the bound stays with it
    ("Free for children 4 and under but they must be with an adult", 3,
     "Free for children 4 and under but they must be with an adult", True),
])
def test_an_age_bound_clause_starts_at_its_contrasted_part(line, age, clause, met):
    found = bound_clauses(f"My son is {age}, can he go?", line)
    assert [(c, m) for _, c, m in found] == [(clause, met)]


def test_a_yes_no_over_a_contrasted_bound_reads_the_ages_side(llm):  # noqa: F811
    notes = "Venue rules\nThe climbing barn has no height limit but is for ages 12 and over.\nParking is free."
    assert _rag(llm, notes, "Can my 14-year-old use the climbing barn?")[0].startswith("Yes")
    assert _rag(llm, notes, "Can my 10-year-old use the climbing barn?")[0].startswith("No")


def test_beside_age_leaves_the_people_named_beside_the_aged_one():
    from course_lib.sim.values.ages import beside_age
    from course_lib.sim.values.family_counts import people_words

    for question, others in [("ferry for me, my husband and our 3 year old", ["me", "husband"]),
                             ("2 adults and a 7-year-old boy, how much", ["adults"]),
                             ("price for my four-year-old and the grandparents?", ["grandparents"]),
                             ("how much for my 8 year old daughter?", []),
                             ("how much is it for a 10 year old", [])]:
        assert people_words(beside_age(question)) == others, question
    assert beside_age("My dad is 70, how much?") is None  # (whose age it is lies elsewhere)
