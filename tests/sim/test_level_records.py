"""A file of level-numbered records (GEDCOM and files like it) read as the sentences it means
(``course_lib.sim.material.level_records``, glosses in data/sim/level_records.yaml; issue 26, the
thirty-seventh set's FF6): events with their dates and places, the age at death, a family's
partners and children, each child's parents, and what a person's record does not say. A family
file of my own, given as a tool result and in a system prompt."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage

from course_lib.sim.material.level_records import level_records_as_text

TREE = """0 HEAD
1 CHAR UTF-8
0 @P7@ INDI
1 NAME Margit /Halvorsen/
1 SEX F
1 BIRT
2 DATE 2 FEB 1899
2 PLAC Bergen, Norway
1 DEAT
2 DATE 14 SEP 1975
2 PLAC Oslo, Norway
1 BURI
2 PLAC Vestre gravlund, Oslo
1 OCCU Schoolteacher
1 FAMS @U2@
0 @P8@ INDI
1 NAME Anders /Lie/
1 SEX M
1 BIRT
2 DATE 1896
1 FAMS @U2@
0 @P9@ INDI
1 NAME Sigrid /Lie/
1 BIRT
2 DATE 30 OCT 1924
2 PLAC Oslo, Norway
1 FAMC @U2@
0 @U2@ FAM
1 HUSB @P8@
1 WIFE @P7@
1 MARR
2 DATE 11 JUN 1921
2 PLAC Bergen Cathedral
1 CHIL @P9@
0 TRLR"""


@pytest.mark.parametrize("said", [
    "Margit Halvorsen was born on 2 February 1899 in Bergen, Norway.",
    "Margit Halvorsen died on 14 September 1975 in Oslo, Norway, aged 76.",
    "Margit Halvorsen was buried in Vestre gravlund, Oslo.",
    "Anders Lie was born in 1896.",
    "Anders Lie and Margit Halvorsen married on 11 June 1921 in Bergen Cathedral.",
    "Sigrid Lie's parents were Anders Lie and Margit Halvorsen.",
    "The file does not say where Anders Lie was buried.",
    "The file does not name the parents of Margit Halvorsen.",
])
def test_the_records_as_sentences(said):
    text = level_records_as_text("Exported tree:\n" + TREE + "\nEnd of export.")
    assert said in text and text.startswith("Exported tree:\n") and text.endswith("\nEnd of export.")
    assert "@P7@" not in text and "1 NAME" not in text


@pytest.mark.parametrize("text", [
    "0 items in the basket\n1 apple\n2 pears",  # a count list, no records
    "1 INTRO Welcome\n2 BODY Text\n3 END\n4 MORE\n5 X\n6 Y\n7 Z",  # no level-0 record with an id
    "Meeting notes\n0 @A@ was the handle\nnothing else",
])
def test_other_text_unchanged(text):
    assert level_records_as_text(text) == text


def _ask(question: str, how: str) -> str:
    from course_lib.sim import SimulatedChatModel

    if how == "tool":
        msgs = [SystemMessage("You answer questions about a genealogy export."), HumanMessage(question),
                AIMessage("", tool_calls=[{"name": "read_export", "args": {}, "id": "c1", "type": "tool_call"}]),
                ToolMessage(TREE, tool_call_id="c1", name="read_export")]
    else:
        msgs = [SystemMessage("Answer from this family file:\n\n" + TREE), HumanMessage(question)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(msgs).content


@pytest.mark.parametrize("how", ["tool", "system"])
@pytest.mark.parametrize("question, right, wrong", [
    ("How old was Margit Halvorsen when she died?", "76", "1 NAME"),
    ("Who were Sigrid's parents?", "Anders Lie and Margit Halvorsen", "@U2@"),
    ("Where was Sigrid born?", "Oslo", "1 BIRT"),
    ("Where is Anders buried?", "does not say where Anders Lie was buried", "Vestre"),
    ("Who were Margit's parents?", "does not name the parents of Margit", "Sigrid Lie's parents"),
])
def test_questions_over_the_file(question, right, wrong, how):
    reply = _ask(question, how)
    assert right in reply and wrong not in reply, reply
