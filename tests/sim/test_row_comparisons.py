"""A follow-up comparing the previous answer's figure with another row or a bound (issue 26,
sixteenth set K5's class): "How much rain in May?" / "48 mm." / "Is that more than April?" reads
48 in May's row, so its column, and April's figure in that column (``row_comparisons``, read by
``record_answers._row_compared_answer``); "Is that over 50?" compares with the question's own bound.
Before, both rows were quoted with no verdict. Invented tables and threads."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from course_lib.sim.grounded.row_comparisons import compared

RAIN = """Garden rain gauge, spring 2027
Month    Rain (mm)   Wet days
March    61          14
April    35          9
May      48          11
"""

SHOPS = """Saturday takings by shop
Shop          Takings   Customers
Canal Street  1240      96
Old Market    1815      143
Station Road  990       71
"""


def _ask(notes: str, *turns: str):
    from course_lib.sim import SimulatedChatModel

    msgs = [SystemMessage(f"Answer from these notes only.\n\n{notes}")]
    msgs += [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(msgs)
    return out.content, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("question, previous, answer, other, against, verdict", [
    ("Is that more than April?", "How much rain fell in May?", "48 mm.", "April", 35, "Yes"),
    ("And was that less than March?", "How much rain fell in May?", "48 mm.", "March", 61, "Yes"),
    ("Is that higher than Old Market?", "What did Canal Street take?", "1240.", "Old Market", 1815, "No"),
    ("Is that over 100?", "How many customers did Station Road have?", "71 customers.", "", 100, "No"),
])
def test_the_previous_figure_is_compared_in_its_column(question, previous, answer, other, against, verdict):
    found = compared(question, previous, answer, [RAIN, SHOPS])
    assert found is not None and found.other == other and found.against == against, found
    assert found.answer().startswith(verdict), found.answer()


@pytest.mark.parametrize("question, previous, answer", [
    ("Is that more than April?", "How much rain fell in May?", "48 mm on 11 days."),  # two figures
    ("Is that more than June?", "How much rain fell in May?", "48 mm."),  # no June row
    ("Is that a lot?", "How much rain fell in May?", "48 mm."),  # no comparison asked
    ("Is that more than 5 cm?", "How much rain fell in May?", "48 mm."),  # a bound in another unit
])
def test_no_clear_value_gives_no_comparison(question, previous, answer):
    assert compared(question, previous, answer, [RAIN]) is None


@pytest.mark.parametrize("notes, turns, verdict, figure", [
    (RAIN, ("How much rain fell in April?", "35 mm.", "Is that less than March?"), "Yes", "61"),
    (SHOPS, ("How many customers came to Old Market?", "143.", "Was that fewer than Canal Street?"), "No", "96"),
    (SHOPS, ("What were Station Road's takings?", "990.", "Is that under 1000?"), "Yes", "1000"),
])
def test_a_thread_answers_the_comparison(notes, turns, verdict, figure):
    text, stated = _ask(notes, *turns)
    assert text.startswith(verdict) and figure in text and not stated, text
