"""A superlative asked of a table's rows, answered by a prose line that merely holds the superlative
word, is the documents limit (fix43b, the forty-first set's JJ6; ``quoted_answer._unranked_rows``):
"Which cake scored highest over both judges?" over a score table and "The entry with the highest
total wins a rosette." quoted that rule. A quote naming a row, or a table ranked by the question's
column, is still the answer. Tables and wordings invented here."""

from __future__ import annotations

import warnings

import pytest

_BAKE = """# Village show - cake class

The entry with the highest total wins a rosette. Judges mark out of 10.

| Cake | Judge A | Judge B |
|---|---|---|
| Lemon drizzle | 8 | 7 |
| Coffee walnut | 6 | 9 |
| Victoria sponge | 9 | 9 |"""

_STEPS = """Step log, week 3 (the most steps in a day earns a badge)

| Day | Steps |
|---|---|
| Monday | 6400 |
| Tuesday | 11200 |
| Wednesday | 8100 |"""


def _ask(notes, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(f"Answer from the notes.\n\nNotes:\n{notes}\n\nQuestion: {question}")
    return out.content, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize(("notes", "question"), [
    (_BAKE, "Which cake scored highest across both judges?"),
])
def test_a_rule_line_holding_the_superlative_is_no_answer(notes, question):
    text, stated = _ask(notes, question)
    assert stated and "rosette" not in text.split("The offline")[0], text


@pytest.mark.parametrize(("notes", "question", "want"), [
    (_STEPS, "Which day had the most steps?", "Tuesday"),  # guard: the column is named, the rows ranked
    # guard: the line holding the superlative names a row
    ("Lane notes: lane 1 is for lessons. Lane 3 has the highest water.\n\n| Lane | Depth (m) |\n|---|---|\n"
     "| Lane 1 | 1.2 |\n| Lane 2 | 1.5 |\n| Lane 3 | 2.0 |", "Which lane has the highest water?", "Lane 3"),
])
def test_a_ranked_table_still_answers(notes, question, want):
    text, stated = _ask(notes, question)
    assert want in text and not stated, text
