"""``grounded.age_columns``: a stated age read through a table whose columns are age bands (the
forty-ninth set's RR6). Invented wordings: a trampoline park, a museum, a ski school (none of the
course's data or of any set)."""

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.age_columns import column_band, judged

PARK = """Bounce Barn prices

| Session        | Toddlers (1-4) | Kids 5-11 | Teens (12-17) | Adults 18+ |
|----------------|----------------|-----------|---------------|------------|
| Open jump      | £6             | £10       | £12           | £12        |
| Dodgeball      | -              | £8        | £9            | £9         |
| Fitness bounce | n/a            | n/a       | not offered   | £11        |
"""

SKI = """Alpine Ski School 2032
Lesson        Under 6s    Children (6-15)    Adults
Group 2h      €35         €45                €55
Private 1h    €70         €70                €80
Off-piste     -           -                  €120
"""


@pytest.mark.parametrize(("head", "met", "missed"), [
    ("Under 6s", 5, 6), ("Kids 5-11", 11, 12), ("Teens (12-17)", 12, 18), ("Adults 18+", 40, 17),
    ("Over 60s", 61, 60), ("Seniors 65+", 65, 64),
])
def test_column_band(head, met, missed):
    band = column_band(head)
    assert band is not None and band.met(met) and not band.met(missed)


@pytest.mark.parametrize("head", ["2-4 hours", "Price", "Session", "5-10 kg", "£5-£10", "Mon-Fri"])
def test_no_band(head):
    assert column_band(head) is None


@pytest.mark.parametrize(("question", "row", "band", "cell", "offered"), [
    ("Can my 3-year-old do dodgeball?", "Dodgeball", "Toddlers (1-4)", "-", False),
    ("How much is open jump for my 9 year old?", "Open jump", "Kids 5-11", "£10", True),
    ("Is fitness bounce OK for a 14-year-old?", "Fitness bounce", "Teens (12-17)", "not offered", False),
    ("my dad is 70, what does fitness bounce cost him?", "Fitness bounce", "Adults 18+", "£11", True),
    ("Can a four-year-old have a go at open jump?", "Open jump", "Toddlers (1-4)", "£6", True),
])
def test_judged_markdown(question, row, band, cell, offered):
    found = judged(question, [PARK])
    assert found is not None
    assert (found.row, found.band, found.cell, found.offered) == (row, band, cell, offered)


@pytest.mark.parametrize(("question", "cell"), [
    ("Can my 10-year-old go off-piste?", "-"),
    ("How much is a private 1h lesson for my 5 year old?", "€70"),
    ("What does a group 2h lesson cost for me? I'm 35.", "€55"),  # "Adults" alone beside banded columns
])
def test_judged_fixed_width(question, cell):
    found = judged(question, [SKI])
    assert found is not None and found.cell == cell


@pytest.mark.parametrize("question", [
    "How much is dodgeball?",  # no age
    "Can my 9-year-old come?",  # no row named
    "How much is a session for my 9-year-old?",  # "session" is every row's column word: no one row
])
def test_not_judged(question):
    assert judged(question, [PARK]) is None


def test_no_age_columns():
    assert judged("Can my 8-year-old join?", ["Swimming club: juniors 8-12 on Mondays, seniors on Tuesdays."]) is None


def _ask(doc: str, question: str) -> str:
    llm = SimulatedChatModel()
    return llm.invoke([SystemMessage(f"Answer from the price list below.\n\n{doc}"), HumanMessage(question)]).content


def test_reply_no_for_a_dash():
    reply = _ask(PARK, "Can my 3-year-old do dodgeball?")
    assert reply.startswith("No") and "Toddlers (1-4)" in reply


def test_reply_price_of_the_band():
    reply = _ask(SKI, "How much is a group 2h lesson for my 7-year-old?")
    assert "€45" in reply and "€35" not in reply and "€55" not in reply


DENTAL = """= Hillside Dental price guide

[cols="2,1,1,1",options="header"]
|===
|Treatment |Children (under 18) |Adults |Over 65s
|Check-up |free |£25 |£20
|Whitening |- |£250 |£250
|===
"""


def test_asciidoc_table_and_the_narrowest_band():
    # 70 meets "Adults" (18 and over) and "Over 65s": the concession column applies
    assert "£20" in _ask(DENTAL, "What's a check-up for my gran? She's 70.")
    assert "£25" in _ask(DENTAL, "What's a check-up for me? I'm 40.")
    assert _ask(DENTAL, "Can my 15-year-old have whitening?").startswith("No")


CLINIC = """Fernside Physio price list

| Treatment      | Under 18s | Adults |
|----------------|-----------|--------|
| Assessment     | ~~£40~~ £35 | £55  |
| Sports massage | -         | £45    |

NOTE: Assessments are free for anyone referred by their GP.
"""


def test_a_struck_price_is_left_out_of_the_cell():
    found = judged("How much is an assessment for my 12-year-old?", [CLINIC])
    assert found is not None and found.cell == "£35"


def test_a_condition_a_note_speaks_of_is_not_answered_by_the_cell():
    # "referred by their GP" is a condition the note outside the table prices; the cell is no answer
    assert judged("My 12-year-old was referred by her GP. How much is an assessment?", [CLINIC]) is None
