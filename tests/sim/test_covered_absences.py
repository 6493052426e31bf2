"""``grounded.covered_absences``: an "I don't know." over closest lines that cover at least
``covered_absence_coverage`` of the question's weight, every thing it names being in the notes, is
the documents limit (calibrated on the first-sight table, ``tests/sim/fresh/first_sight_rules.csv``).
Notes and questions are mine (a rowing taster, a rail notice, a floor guide, a swimming gala),
no set's or probe's. Few invented wordings reach this residue at all (a heritage walk, a climbing wall,
a bell-ringing practice and a forest school in the rowing note's shape are already limits by other
readers), which is the point: it is the last step before "I don't know.". The behaviour case fails on start76 ("I don't know." with no limit); the guards
(a thing the notes do not name, a kind of value no line states, a low coverage) pass there too."""

from __future__ import annotations

import pytest

from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_ROWING = """Harbourside rowing club - taster sessions.
The coach meets you at the boathouse at 9:15 on Saturday.
The session ends at 11:45 back at the pontoon.
Bring a water bottle and a warm top."""

_TRAIN = """Lakeline Rail - engineering works notice.
Trains between Oldport and Fenby are replaced by buses on Sunday 9 March.
Buses leave from the station forecourt and take about 20 minutes longer than the train."""

_FLOORS = """Tidewater museum - floor guide.
Ground floor: the boat gallery and the cloakroom.
First floor: the map room and the cafe.
Second floor: the lighthouse lens and the children's corner."""

_GALA = """Larkfield swimming gala.
Swimmers warm up in the pool from 8:40.
The final race is swum at 13:10.
Spectators sit in the upper gallery."""


@pytest.mark.parametrize("notes, question", [
    (_ROWING, "how long is the taster session on saturday"),
])
def test_dont_know_over_lines_covering_most_of_the_question_is_a_limit(llm, notes, question):  # noqa: F811
    text, stated = _rag(llm, notes, question)
    assert "I don't know" not in text
    assert stated and "more often wrong than right" in stated[0]


@pytest.mark.parametrize("notes, question", [
    (_TRAIN, "Does the replacement bus have Wi-Fi on board?"),  # a thing the notice does not name
    (_FLOORS, "How much is a ticket for a child?"),  # a price asked, no amount in the guide
    (_GALA, "how long does the gala take on the day"),  # lines far from the question (below the band)
])
def test_a_real_absence_stays_dont_know(llm, notes, question):  # noqa: F811
    """Guards (they pass on start76 too): the check leaves these absences alone."""
    text, stated = _rag(llm, notes, question)
    assert not any("more often wrong than right" in s for s in stated)
    assert "I don't know" in text or "do not" in text or stated


def test_two_handed_documents_are_left_alone(llm):  # noqa: F811
    """Guard (passes on start76 too): over more than ``covered_absence_documents`` documents (search
    results, the course's multi-hop loop) "I don't know." stays as it is."""
    from langchain_core.messages import HumanMessage, SystemMessage

    out = llm.invoke([SystemMessage("Answer only from the documents below.\n\n[doc 1]\n" + _ROWING
                                    + "\n\n[doc 2]\n" + _GALA),
                      HumanMessage("how long is the taster session on saturday")])
    assert "more often wrong than right" not in out.content


def test_the_band_is_data():
    """Guard: the threshold and the worked kinds are data (thresholds.yaml, lexicons.yaml)."""
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.thresholds import threshold

    assert 0 < threshold("covered_absence_coverage") <= 1
    assert threshold("covered_absence_documents") >= 1
    assert "duration" in lexicon("covered_absence_worked_kinds")



def test_the_module_is_imported_by_its_own_test():
    """Guard: the behaviour tests above reach ``covered_absences`` through a model; this names the module
    directly, as ``test_every_module_tested`` asks of every simulator module, and checks its entry point."""
    from course_lib.sim.grounded import covered_absences

    assert covered_absences.__all__ == ["limit"] and callable(covered_absences.limit)


_CAMP = """Wildwood campsite - charges 2027.
Pitches are £18 a night for two people; each extra person pays £6 a night.
Dogs stay free. Late departure after 12:00 is charged as a further night.
Electric hook-up is included on serviced pitches."""

_PILATES = """Riverside Pilates - timetable and prices.
Mat classes run on Mondays and Wednesdays at 18:00 and last 50 minutes.
Reformer classes cost £14 a class; a block of 6 is £75."""

_REPAIRS = """Quickfix phone repairs - codes on your ticket.
Each repair ticket carries a status code.
Collection is from the front desk, 10:00 to 17:00."""


@pytest.mark.parametrize("notes, question, quantity", [
    (_CAMP, "2 tents for 3 nights, whats the cost", "2 tents"),
    (_PILATES, "if i miss 2 classes of my block do i pay for them", "2 classes"),
])
def test_dont_know_for_a_question_stating_its_own_quantity_is_a_limit(llm, notes, question, quantity):  # noqa: F811
    """calib79: an amount of money asked with a quantity of the question's own, over notes that state amounts,
    was "I don't know." on start79; such a question is answered from the notes' rates and rules more often
    than not, so its absence is the calibrated documents limit (whatever the coverage)."""
    text, stated = _rag(llm, notes, question)
    assert "I don't know" not in text
    assert stated and f"states its own quantity ('{quantity}')" in stated[0]


@pytest.mark.parametrize("notes, question", [
    (_REPAIRS, "what does code R7 on my ticket mean"),  # an id, no quantity
    (_CAMP, "is there a shop on site"),  # no quantity: the coverage band decides, and the shop is in no line
])
def test_an_id_or_no_quantity_leaves_the_absence_alone(llm, notes, question):  # noqa: F811
    """Guards (they pass on start79 too)."""
    text, stated = _rag(llm, notes, question)
    assert "I don't know" in text and not stated


def test_a_clock_time_is_no_stated_quantity(llm):  # noqa: F811
    """Guard (passes on start79 too; calib79's first form failed it): "after 9pm" is a rule's condition,
    and a sauna the notes never name stays an absence."""
    text, stated = _rag(llm, _CAMP, "am i allowed to use the sauna after 9pm")
    assert "I don't know" in text and not stated


def test_a_figure_by_a_function_word_is_no_stated_quantity(llm):  # noqa: F811
    """Guard (passes on start79; read79 failed it: "1 to 1 classes" was read as a quantity): "1 to 1" names a
    kind of session, and sessions the notes never name stay an absence."""
    text, stated = _rag(llm, _PILATES, "do you do private 1 to 1 sessions")
    assert "I don't know" in text and not stated


@pytest.mark.parametrize(("question", "stated"), [
    ("dvd back 3 days late, how much", "3 days"), ("if the bill comes to £2,600 whats the deposit", "£2,600"),
    ("can we come on 15 august", "15 august"), ("9m boat for a night", "9m"),
    ("do you do private 1 to 1 sessions", None), ("is it ok for 2 or 3 of us", None),  # a figure by a function word
    ("can i swim after 9pm", None), ("what does E40 mean", None), ("how much extra is 3d", None), ("is the BK-310 recalled", None),  # a time, ids
])
def test_stated_quantity_pattern(question, stated):
    """The cue table of ``covered_absences.stated_quantity`` (its function-word rows fail on read79)."""
    from course_lib.sim.words.cues import patterns

    found = patterns("covered_absences").stated_quantity.search(question)
    assert (found.group(0) if found else None) == stated
