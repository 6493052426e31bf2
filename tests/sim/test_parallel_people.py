"""A list of people whose later clauses drop the verb (issue 26; ``named_people.parallel_names``
and ``segment``): "Noor climbed to 120 metres, Pia to 95 and Lev to 80" names three people, the
first opening the sentence, and each takes the figure of their own clause, never the one before.

Passages invented here: a swim, a climbing wall, a park run.
"""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.named_people import parallel_names, segment


class Swimmer(BaseModel):
    name: str
    minutes: int


class Swim(BaseModel):
    swimmers: list[Swimmer]


class Climber(BaseModel):
    name: str
    metres: int


class Wall(BaseModel):
    climbers: list[Climber]


@pytest.mark.parametrize(("passage", "want"), [
    ("Tomasz swam in 31 minutes, Eli in 35 and Ruth in 40.", ["Tomasz"]),
    ("Noor climbed to 120 metres, Pia to 95 and Lev to 80.", ["Noor"]),
    ("Mila ran it in 41 minutes, Oskar in 44.", ["Mila"]),
    ("Yesterday Mila ran in 41 minutes and Oskar in 44.", []),  # "Yesterday" is followed by a name
    ("Lena sang; Piet rowed.", []),  # no figures: no list of values
])
def test_the_name_opening_a_parallel_list(passage, want):
    assert parallel_names(passage) == want


def test_each_person_reads_their_own_clause():
    sentence = "Finished in 41 minutes, Oskar in 44 and Ida in 50."
    assert segment("Oskar", ["Oskar", "Ida"], [sentence], sentence) == ("Oskar in 44", False)


@pytest.mark.parametrize(("schema", "passage", "want"), [
    (Swim, "Tomasz swam in 31 minutes, Eli in 35 and Ruth in 40.",
     [("Tomasz", 31), ("Eli", 35), ("Ruth", 40)]),
    (Wall, "Noor climbed to 120 metres, Pia to 95 and Lev to 80.", [("Noor", 120), ("Pia", 95), ("Lev", 80)]),
    (Swim, "Mila swam it in 41 minutes, Oskar in 44.", [("Mila", 41), ("Oskar", 44)]),
])
def test_one_object_per_person_with_their_own_value(schema, passage, want):
    out = SimulatedChatModel().with_structured_output(schema).invoke(
        [SystemMessage("Extract the information from the text."), HumanMessage(passage)])
    items = next(iter(out.model_dump().values()))
    assert [tuple(i.values()) for i in items] == want
