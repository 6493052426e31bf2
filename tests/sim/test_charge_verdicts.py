"""``grounded.charge_verdicts``: a yes/no about paying answered "No" from a line on its subject that
says it costs nothing (issue 26, the forty-seventh set's PP2). Invented material: a climbing wall's
reply, a school concert letter, a holiday cottage."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.charge_verdicts import answer

WALL = ("Thanks for booking the taster session.\nShoes and harness are included in the price.\n"
        "Your friend is welcome to watch from the café at no extra charge.\nChalk bags are £3 to buy.")
COTTAGE = "Dogs stay free of charge; a second dog is £10 a night.\nParking is free after 6 pm.\nLinen is not included."

ROWS = [
    ("Will my friend have to pay to watch?", WALL, True),
    ("Is there an extra charge for the harness?", WALL, True),
    ("Does it cost more to bring my dog?", COTTAGE, True),
    # guards: an amount, a condition, a negation in the clause; nothing on the subject
    ("Do I have to pay for a chalk bag?", WALL, False),
    ("Do I have to pay for parking?", COTTAGE, False),
    ("Is linen extra?", COTTAGE, False),
    ("Does it cost extra to use the sauna?", WALL, False),
    ("Does it cost extra to bring a guest?", "You can bring your own towels at no extra charge.", False),
]


@pytest.mark.parametrize(("question", "text", "no"), ROWS)
def test_answer(question, text, no):
    got = answer(question, [text])
    assert (got is not None and got.startswith("No")) is no


def test_the_grounded_reply_is_the_verdict():
    out = SimulatedChatModel().invoke([SystemMessage(f"Answer from the notes only.\n\n{WALL}"),
                                       HumanMessage("Will it cost anything for my friend to come and watch?")])
    assert out.content.startswith("No") and "no extra charge" in out.content
