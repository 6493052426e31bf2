"""People in a passage and the words about each (issue 26, ports10; ``sim/named_people.py``).

A list of person objects from a passage was silently wrong four ways (LangChain's "extraction
with reference examples" port): a street and a weekday taken for people, two people in one
sentence given each other's values, a name opening its sentence before ", who" missed, and the
speaker's own "My hair is ..." left out. Now a weekday, a month or a name after "on" / "every" is
nobody; a shared sentence is cut to each person's clauses; a value read where two people are
still together is a stated limit (null); an apposition's name counts; and "my name is X" brings
the speaker's first-person sentences into X's text.
Passages and the schema are invented here; every case fails on the code before.
"""

from __future__ import annotations

import warnings
from typing import Optional

from pydantic import BaseModel, Field


class Member(BaseModel):
    """A member of the sailing club."""

    name: Optional[str] = Field(default=None, description="The member's name")  # noqa: UP045
    hair_color: Optional[str] = Field(default=None, description="The colour of the member's hair")  # noqa: UP045
    height_m: Optional[float] = Field(default=None, description="Height in metres")  # noqa: UP045


class Roster(BaseModel):
    """Members mentioned in the note."""

    members: list[Member]


def _extract(text: str):
    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    llm = SimulatedChatModel().with_structured_output(Roster, include_raw=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke([SystemMessage("Extract the club members the note mentions. Use null for unknown "
                                        "attributes."), HumanMessage(text)])
    people = {m.name: (m.hair_color, m.height_m) for m in out["parsed"].members}
    return people, out["raw"].response_metadata.get("simulator_limit") or ""


def test_a_shared_sentence_is_cut_to_each_persons_clause():
    people, limit = _extract("Marek has short grey hair; his neighbour Oona is 1.75 meters tall.")
    assert people == {"Marek": ("short grey", None), "Oona": (None, 1.75)} and not limit


def test_a_street_and_a_weekday_are_nobody():
    from course_lib.sim.values.named_people import not_a_person

    people, limit = _extract("The market on Harbour Road opens every Saturday.")
    assert people == {} and limit
    assert not_a_person("Saturday", "") and not not_a_person("Oona", "Oona sails on Sundays.")


def test_the_speakers_own_sentences_are_theirs():
    people, limit = _extract("I'm Priya. My hair is dark brown.")
    assert people == {"Priya": ("dark brown", None)} and not limit


def test_values_of_a_sentence_naming_two_people_are_a_stated_limit():
    from course_lib.sim.values.named_people import opening_names, segment

    people, limit = _extract("Lena, who is 1.60 meters tall, sailed with her uncle Piet.")
    assert people == {"Lena": (None, None), "Piet": (None, None)} and "more than one person" in limit
    assert opening_names("Lena, who is tall, sailed.") == ["Lena"]
    assert segment("Piet", ["Lena", "Piet"], ["Lena sang; Piet rowed."], "") == ("Piet rowed.", False)
