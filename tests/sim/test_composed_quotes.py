"""``composed_quotes``: the quote under its section's heading, or followed by what it lacks (a value
of the asked kind, a part of the question, a word written where it does not read sentences).
Invented notes."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import evidence
from course_lib.sim.grounded.composed_quotes import (
    elsewhere_limit,
    finish,
    form_limit,
    headed_answer,
    line_limit,
    missing_parts,
    unstated_date,
    written_elsewhere,
)
from course_lib.sim.reports import explain
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from tests.sim._replies_helpers import gathered

CHANGELOG = ("# Changelog\n\n## 2.1.0 (2026-03-02)\n\n- Added: offline maps.\n\n"
             "## 2.0.0 (2025-11-20)\n\n- Removed: the legacy sync API.\n")
RECEIPT = "Receipt\n\n```\nCoffee          3.20\nTOTAL DUE       3.20\n```\nThank you for visiting."


@pytest.fixture(scope="module")
def matcher():
    return Matcher(Knowledge.load())


def test_a_heading_states_the_asked_value(matcher):
    request, found = gathered(matcher, CHANGELOG, "Which version added offline maps?")
    assert headed_answer(found, "Added: offline maps.", "version") == "Under '2.1.0 (2026-03-02)': Added: offline maps."
    assert headed_answer(found, "Added: offline maps.", None) is None  # no kind of value asked
    with explain.collecting() as note:
        reply = finish(request, found, matcher, evidence.compose_answer(found))
    assert reply.startswith("Under '2.1.0") and "heading" in note["rule"]


def test_a_date_unstated_by_the_chosen_sentence(matcher):
    _, found = gathered(matcher, CHANGELOG, "When were offline maps added?")
    assert unstated_date("When were offline maps added?", found) == "date"
    assert unstated_date("What was added?", found) is None  # no date asked


@pytest.mark.parametrize(
    ("compose", "said"),
    [
        (lambda: form_limit("price", "Tea is served."), "can't find the price this question asks for"),
        (lambda: line_limit(["fixed"], "Tea is served."), "but not 'fixed'"),
        (lambda: elsewhere_limit(["total"], "Tea is served."), "the documents write 'total'"),
    ],
)
def test_the_quote_then_its_limit(compose, said):
    reply = compose()
    assert reply.startswith("Tea is served. ") and said in reply


def test_a_part_no_sentence_covers(matcher):
    question = "When does the ferry leave and what does a ticket cost?"
    _, found = gathered(matcher, "The ferry leaves at 8am.", question)
    assert missing_parts(matcher, question, found) == ["ticket"]
    assert missing_parts(matcher, "When does the ferry leave?", found) == []  # one part


def test_a_word_written_where_it_does_not_read_sentences(matcher):
    request, found = gathered(matcher, RECEIPT, "What was the total?")
    assert written_elsewhere(["total"], request, found) == ["total"]
    assert written_elsewhere(["tip"], request, found) == []  # written nowhere: absent indeed


# (fix67c) a heading holding the asked value over lines that share no word with the question: the value
_TAXI = "TAXI 24 - booking ref 5531 - Mon 9 Nov 2026 06:05 - airport run\nPickup: 14 Elm Grove\nFare quoted: £38.00\nPaid by card"


@pytest.mark.parametrize(("notes", "question", "value"), [
    (_TAXI, "what time did i book the taxi", "06:05"),
    (_TAXI, "when did i book the taxi", "9 Nov 2026"),
], ids=["taxi-time", "taxi-when"])
def test_a_heading_value_over_unrelated_lines(notes, question, value):
    """Each fails on read80 (the first line under the heading was replied, "Under '...': Fare quoted: £38.00.")."""
    from course_lib.sim import SimulatedChatModel
    from tests.sim.test_grounded_calibration import _rag

    reply, stated = _rag(SimulatedChatModel(), notes, question)
    assert reply.startswith(value) and "£" not in reply and "Under" not in reply and not stated, reply


def test_heading_value_reads_one_value():
    """Fails on read80 (no ``heading_value``)."""
    from course_lib.sim.grounded.composed_quotes import heading_value

    assert heading_value("SHOP - order #12 - Fri 4 Dec 2026 19:42", "time") == "19:42"
    assert heading_value("Shift 09:00-17:00", "time") is None  # two times: no one value
    assert heading_value("INVOICE 2231 - 14 March 2026", "date") == "14 March 2026"


def test_a_heading_over_the_line_that_names_the_thing_keeps_it():
    """Guard (as on read80): the chosen line names the asked thing, so it is the answer under its heading."""
    from course_lib.sim import SimulatedChatModel
    from tests.sim.test_grounded_calibration import _rag

    notes = "CHANGELOG\n## 3.4.0 (2026-11-20)\nAdded dark mode to the settings page.\nFixed the export button."
    reply, _ = _rag(SimulatedChatModel(), notes, "which version added dark mode")
    assert reply.startswith("Under '3.4.0 (2026-11-20)'") and "dark mode" in reply, reply
