"""Documents drawn in a diagram language (``course_lib.sim.material.diagrams`` and the ``_diagram``
step of ``grounded.doubted_absence``; issue 26, the thirty-seventh set's class FF4: "I don't know."
over a Mermaid flowchart whose nodes and arrows held the answer). A question the diagram may answer
gets the stated limit; one whose asked noun or kind of value the diagram never writes keeps "I don't
know". Diagrams, topics and wordings of my own."""

from __future__ import annotations

import pytest

from course_lib.sim.material import diagrams
from tests.sim._chat import ask_rag

LEAVE = """```mermaid
graph LR
    req([Holiday request]) --> days{How many days?}
    days -->|1 to 3| tl[Team lead signs it off]
    days -->|4 or more| hr[HR and the team lead both sign]
    tl --> cal[Added to the shared calendar]
    hr --> cal
```"""

RETURNS = """digraph returns {
    start [label="Parcel comes back"];
    check [label="Seal unbroken?"];
    refund [label="Full refund to the card"];
    credit [label="Store credit only"];
    start -> check;
    check -> refund [label="yes"];
    check -> credit [label="no"];
}"""

PROSE = "Graph paper comes in packs of 50.\nThe A4 pads cost 3 euros -> the A3 ones cost 5."


@pytest.mark.parametrize("body, drawn", [
    (LEAVE, True),
    (RETURNS, True),
    ("flowchart TB\n  a[Kettle on] --> b[Pour]", True),
    (PROSE, False),
    ("graph TD is how a chart opens, but this line is prose.", False),
])
def test_a_diagram_is_told_by_its_first_line_and_its_arrows(body, drawn):
    assert diagrams.is_diagram(body) is drawn


def test_a_diagrams_texts_are_its_nodes_and_arrow_labels():
    assert diagrams.texts(LEAVE) == ("Holiday request", "How many days?", "1 to 3", "Team lead signs it off",
                                     "4 or more", "HR and the team lead both sign", "Added to the shared calendar")
    assert set(diagrams.texts(RETURNS)) == {"Parcel comes back", "Seal unbroken?", "Full refund to the card",
                                            "Store credit only", "yes", "no"}


@pytest.mark.parametrize("body, question", [
    (LEAVE, "I want five days off in August - who needs to sign my request?"),
    (LEAVE, "what happens after my two-day request is signed?"),
    (RETURNS, "I opened the box before sending it back. Do I get my money back?"),
])
def test_a_question_the_diagram_may_answer_is_a_stated_limit_not_i_dont_know(body, question):
    reply, stated = ask_rag(body, question)
    assert stated, reply
    assert "diagram" in str(stated[0].message)


@pytest.mark.parametrize("body, question", [
    (LEAVE, "what's the notice period for a holiday request?"),
    (RETURNS, "how much does return postage cost?"),
])
def test_a_question_the_diagram_plainly_cannot_answer_keeps_i_dont_know(body, question):
    reply, stated = ask_rag(body, question)
    assert not stated, reply
    assert "don't know" in reply.lower()
