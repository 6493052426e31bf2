"""``grounded.conditional_lines``: "what happens if ...?" answered by the sentence whose own condition
is the question's, a hard-wrapped one read whole (issue 26, the forty-seventh set's PP2). Invented
material: a canoe hire's terms, a choir's outdoor concert."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.conditional_lines import answer

CANOES = ("Riverside canoe hire\nBoats go out from 9 am; the last boat back is due at 6 pm. Buoyancy aids are\n"
          "provided for everyone. If the river level is high after heavy rain, trips are\n"
          "shortened to the lower reach. Should you capsize, stay with the boat and wave a paddle.\n"
          "In case of thunder all boats come straight back to the jetty.")

ROWS = [
    ("What happens if it has been raining a lot?", "trips are shortened"),
    ("What if we capsize?", "stay with the boat"),
    ("What do we do if there's thunder?", "straight back"),
    # guards: no condition of the documents meets the question's; no conditional question
    ("What happens if I lose a paddle?", None),
    ("When is the last boat back?", None),
]


@pytest.mark.parametrize(("question", "want"), ROWS)
def test_answer(question, want):
    got = answer(question, [CANOES])
    assert (want in got) if want else got is None


def test_the_grounded_reply_quotes_the_sentence():
    out = SimulatedChatModel().invoke([SystemMessage(f"Answer from the notes only.\n\n{CANOES}"),
                                       HumanMessage("What happens if we capsize?")])
    assert "stay with the boat" in out.content and "don't know" not in out.content
