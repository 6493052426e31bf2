"""A list of objects from lines "<item> – <value>[, <note>]" whose word after the dash is a value of
the object's one set-valued field ("Kettle – poor, limescale.", "Roof tiles - fair"): one object per
line (``object_lists.graded_objects``; the thirty-third set's "stated limits worth a look", my own
wordings)."""

from __future__ import annotations

from typing import Literal

import pytest
from pydantic import BaseModel

from course_lib.sim.responders import object_lists

PROPS = {"part": {"type": "string"}, "state": {"type": "string", "enum": ["ok", "worn", "broken"]}}
NOTED = {**PROPS, "note": {"type": "string"}}

SURVEY = ("Bike check, 2 June:\n"
          "Chain \u2013 worn, needs oil.\n"
          "Front brake pads \u2013 ok.\n"
          "Rear light - broken, no battery cover\n")


@pytest.mark.parametrize(("props", "text", "expected"), [
    (PROPS, SURVEY, [("Chain", "worn"), ("Front brake pads", "ok"), ("Rear light", "broken")]),
    (NOTED, SURVEY, [("Chain", "worn"), ("Front brake pads", "ok"), ("Rear light", "broken")]),
    (PROPS, "Chain \u2013 worn.\nBell \u2013 loud and clear.", None),  # "loud" is no value of the field
    (PROPS, "Chain \u2013 worn.", None),  # one line is no list
    ({"part": {"type": "string"}, "state": {"type": "string"}}, SURVEY, None),  # no set of values
])
def test_lines_of_an_item_and_a_value(props, text, expected):
    found = object_lists.graded_objects(props, set(), text)
    got = None if found is None else [(o["part"], o["state"]) for o in found]
    assert got == expected


def test_the_rest_of_the_line_goes_to_the_note_field():
    found = object_lists.graded_objects(NOTED, set(), SURVEY)
    assert found[0]["note"] == "needs oil" and "note" not in found[1]


class Part(BaseModel):
    part: str
    state: Literal["ok", "worn", "broken"]


class Check(BaseModel):
    parts: list[Part]


def test_a_schema_of_graded_lines_is_filled():
    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    out = SimulatedChatModel().with_structured_output(Check).invoke(
        [SystemMessage("Extract the parts and their state."), HumanMessage(SURVEY)])
    assert [(p.part, p.state) for p in out.parts] == [("Chain", "worn"), ("Front brake pads", "ok"),
                                                      ("Rear light", "broken")]
