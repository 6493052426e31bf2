"""A grid of marks read through its key legend (``legend_marks``), on charts of my own (a bakery's
bread chart, a team's skills matrix): the cell under the column the key names, a yes / no or the
fitting rows, a limit when a note beside the grid names the row, and nothing for a question the
grid does not key."""
from __future__ import annotations

import pytest

from course_lib.sim.material import legend_marks
from tests.sim._chat import ask_rag

BREADS = """Oakhill Bakery - what's in our loaves
Legend: W = wheat, M = milk, Y = soya, SE = sesame. # = in the recipe, o = free from it.

Loaf                    W   M   Y   SE
Seeded rye bread        #   o   o   #
Brioche bun             #   #   o   o
Corn bread              o   #   o   o
Spelt sourdough bread   #   o   o   o
"""

SKILLS = """Warehouse team - who can do what
Key: F = forklift, A = first aid, K = key holder; Y = trained, N = not trained

Name      F   A   K
Priya     Y   N   Y
Tomasz    N   Y   Y
Dana      Y   Y   N

Tomasz is booked on the forklift course on 3 June.
"""


@pytest.mark.parametrize(("question", "body", "opens", "held"), [
    ("I'm allergic to milk - is the brioche bun ok for me?", BREADS, "No", "Brioche bun: M (milk)"),
    ("is the spelt sourdough bread safe for someone who can't eat sesame?", BREADS, "Yes", "'o'"),
    ("which of your breads are fine with a soya allergy?", BREADS, "Seeded rye bread, Corn bread", "Y (soya)"),
    ("which breads are ok without wheat?", BREADS, "Corn bread", "W (wheat)"),
    ("is Priya ok to cover first aid?", SKILLS, "No", "Priya: A (first aid)"),  # Y = trained is what suits
    ("is Dana allowed on the forklift?", SKILLS, "Yes", "Dana: F (forklift)"),
])
def test_the_cell_through_the_legend(question, body, opens, held):
    got = legend_marks.read(question, [body])
    assert isinstance(got, legend_marks.Answer), got
    assert got.text.startswith(opens) and held in got.text


def test_a_note_naming_the_row_is_a_doubt():
    assert isinstance(legend_marks.read("is Tomasz ok on the forklift?", [SKILLS]), legend_marks.Unsure)


@pytest.mark.parametrize(("question", "body"), [
    ("is the brioche bun vegan?", BREADS),  # no column keyed "vegan"
    ("which loaf is the biggest?", BREADS),
    ("is the white bread safe for a sesame allergy?", BREADS),  # no such row: not the other breads
    ("who holds a key and first aid?", SKILLS),  # two columns
])
def test_no_legend_answer(question, body):
    assert legend_marks.read(question, [body]) is None


@pytest.mark.parametrize(("question", "held", "not_held"), [
    ("my son has a sesame allergy, which of the breads can he have?", "Corn bread, Spelt sourdough bread:",
     "Brioche bun,"),
    ("I'm allergic to milk - is the brioche bun ok for me?", "No", "Corn bread"),
])
def test_the_reply_reads_the_cell_not_the_row(question, held, not_held):
    text, limits = ask_rag(BREADS, question)
    assert text.startswith(held) and not_held not in text and not limits, text
