"""Notes about another period than the one asked (``other_period``, ``stated_answers.other_period_limit``): a
season, a month or a year the question names and no document names, while they name another of
its kind, is a stated limit, never a line or a ranking of the other period passed off as the
answer. A period the notes name, a range of months that may hold it, "May I ...?" and notes that
name no period of the kind are left to the other readers."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib import SimulatorLimitWarning
from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.grounded import other_period

SYSTEM = "Use only these notes to answer.\n\nNotes:\n{context}"

QUIZ = """Pub quiz league - autumn table
Team, Played, Points
The Quizzly Bears, 8, 61
Les Quizerables, 8, 55
Agatha Quiztie, 8, 49"""

TRIP = """Year 9 trip to York, 2026
Coach: £640
Entry to the railway museum: free
Lunch vouchers: £180"""

PROGRAMME = """Community hall programme
July: jazz night on the 12th, doors 7 pm.
August: outdoor cinema on the 20th."""

SEASONS = """Opening hours
Summer (April to September): 9 am to 6 pm.
Winter: 10 am to 4 pm."""


def _ask(context: str, question: str):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(SYSTEM.format(context=context)), HumanMessage(question)])
    return out, [w for w in caught if issubclass(w.category, SimulatorLimitWarning)]


@pytest.mark.parametrize("context, question, named", [
    (QUIZ, "Who won the summer league?", "summer"),
    (TRIP, "How much was the coach on the 2025 trip?", "2025"),
    (PROGRAMME, "What's on in June?", "june"),
])
def test_another_period_is_a_stated_limit(context, question, named):
    out, caught = _ask(context, question)
    assert caught and named in out.response_metadata["simulator_limit"], out.content


@pytest.mark.parametrize("context, question, expected", [
    (QUIZ, "Who has the most points?", "Quizzly"),
    (TRIP, "How much was the coach?", "640"),
    (PROGRAMME, "What's on in August?", "cinema"),
    (SEASONS, "What time does it close in summer?", "6 pm"),
])
def test_the_period_the_notes_name_is_answered(context, question, expected):
    out, caught = _ask(context, question)
    assert not caught and expected in out.content, out.content


@pytest.mark.parametrize("question, bodies, kind", [
    ("Who won the summer league?", ["Autumn league table"], "season"),
    ("Is it open in the fall?", ["Spring hours: 9-5"], "season"),
    ("What was the total in 2024?", ["Totals for 2025 and 2026"], "year"),
    ("Anything in Sept?", ["October: bake sale"], "month"),
])
def test_mismatch_names_the_kind(question, bodies, kind):
    found = other_period.mismatch(question, bodies)
    assert found is not None and found.kind == kind


@pytest.mark.parametrize("question, bodies", [
    ("May I bring a dog?", ["Dogs welcome from January to March."]),  # "May" a verb, not the month
    ("What's on in June?", ["Programme: Mar-Oct, every Friday"]),  # a range may hold June
    ("Is it open in the fall?", ["Autumn hours: 9-5"]),  # fall is autumn
    ("Who won in 2026?", ["Results 2026-05-01: Ana first"]),  # a date's year names it
    ("What happens in winter?", ["The pool is heated all year."]),  # no season named at all
    # a year before a comma or at a sentence's end names it too (ports12: "in 2025, up 6 percent")
    ("How many visitors came in 2025?", ["The museum had 81,000 visitors in 2025, up from 2019."]),
    ("What did the 2023 survey find?", ["Moths were counted in 2031 and again in 2023."]),
])
def test_no_mismatch(question, bodies):
    assert other_period.mismatch(question, bodies) is None


# fix62d (the fifty-seventh's VL2): a date that opens a period with no end ("from 1 March 2025", "since
# March") or closes one with no start ("until 30 April") holds the months after (before) it; a month in
# it is named, unless another dated period speaks of the question's words too (which figure holds is a
# change to weigh: the stated limit stays). Invented wordings.
POOL_PRICES = "Swim prices from 1 March 2025: adults £5.20, juniors £3.10."
JOINED = ("[Price list]\nHall hire from 1 January 2025: £40 an evening. Projector hire: £10.\n\n"
          "[Committee notice, 3 May 2025]\nFrom 1 June 2025 hall hire rises to £45 an evening.")


@pytest.mark.parametrize(("question", "bodies"), [
    ("how much is an adult swim in april", [POOL_PRICES]),
    ("junior swim price in december 2025", [POOL_PRICES]),
    ("can we use the court in march", ["Court open to members until 30 April. New rules follow."]),
    ("what does the projector cost in september", [JOINED]),  # only the price list speaks of projectors
])
def test_a_month_inside_an_open_period_is_named(question, bodies):
    assert other_period.mismatch(question, bodies) is None


@pytest.mark.parametrize(("question", "bodies"), [
    ("how much is an adult swim in february", [POOL_PRICES]),  # before the period opens
    ("adult swim in june 2024", [POOL_PRICES]),  # an earlier year
    ("can we use the court in june", ["Court open to members until 30 April."]),  # after it closes
    ("hall hire in september", [JOINED]),  # both periods speak of hall hire: which figure holds?
    ("what does the projector cost in march", [JOINED]),  # next March may fall after the later date
    ("workshops in november", ["Workshops from 13 to 24 October."]),  # a day range is no open period
    # a date inside a later line scopes that line only: a change the month asks to apply
    ("can we use the garden late in august", ["Allotment terms 2031\nA2. Clause 4: from 1 July the garden may "
                                                "be used until 11 pm."]),
    ("is the pool open in march", ["Pool open from 1 May until 30 June."]),  # a span, no open period
    ("dogs on the sand in december", ["Beach rules\nDogs allowed from October to April only."]),
])
def test_a_month_outside_or_weighed_between_open_periods_stays_a_mismatch(question, bodies):
    """Guard (passes on read75 too): outside the open period, or two periods on the asked thing."""
    found = other_period.mismatch(question, bodies)
    assert found is not None and found.kind == "month", found


def test_a_month_in_an_open_period_is_answered():
    out, caught = _ask(POOL_PRICES, "how much is an adult swim in april")
    assert not caught and "5.20" in out.content, out.content


@pytest.mark.parametrize(("question", "bodies"), [
    # a weekday whose letters run past a-z ("marțea", "on Tuesdays") is no "mar" (March)
    ("how much is the class in june?", ["Cursul de dans: marțea între 18:00 și 19:30, 40 lei pe lună."]),
    ("what does the tour cost in july?", ["Visites guidées: mardi à 10h, 12 € par personne."]),  # guard row
])
def test_a_word_of_another_script_is_read_whole_for_months(question, bodies):
    assert other_period.mismatch(question, bodies) is None
