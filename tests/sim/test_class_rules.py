"""``grounded.class_rules``: a yes/no about a numbered instance checked against a rule on a class of
such numbers (issue 26, the forty-seventh set's PP2). Invented material: a tombola at a school
fair, a street's bin collection, a hotel's floors."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.class_rules import verdict

TOMBOLA = "School fair tombola\nAny ticket that ends with a 3 or an 8 wins a prize from the stall.\nTickets are 50p each."
STREET = "Bin day for Cole Street\nOdd-numbered houses are collected on Tuesday; even-numbered houses on Wednesday."
SPLIT = "Bin day for Mill Street\nHouses with odd numbers: Tuesday.\nEven-numbered houses are collected on Wednesday."
HOTEL = "Floors\nRooms 100 to 140 are on the first floor, rooms 200 to 240 on the second floor.\nBreakfast 7-10."

ROWS = [  # (question, material, yes / no / None)
    ("Does ticket 58 win a prize?", TOMBOLA, True),
    ("Does ticket 61 win a prize?", TOMBOLA, False),
    ("Is house 17 collected on Tuesday?", STREET, True),
    ("Is house 22 collected on Tuesday?", STREET, False),
    ("Is room 215 on the second floor?", HOTEL, True),
    ("Is room 131 on the second floor?", HOTEL, False),
    # guards: no rule on the noun; the instance named by a line of its own; no predicate word shared
    ("Is room 215 quiet?", HOTEL, None),
    ("Does ticket 58 cost more?", "Tickets are 50p; ticket 58 was a misprint.", None),
    ("Is flat 4 on the top floor?", TOMBOLA, None),
    ("Is house 22 collected on Tuesday?", SPLIT, None),  # two rules meet it as well, and disagree
]


@pytest.mark.parametrize(("question", "text", "want"), ROWS)
def test_verdict(question, text, want):
    got = verdict(question, [text])
    assert (got.holds if got else None) is want


def test_the_reply_quotes_the_rule():
    llm = SimulatedChatModel()
    out = llm.invoke([SystemMessage(f"Answer from the notes only.\n\n{TOMBOLA}"),
                      HumanMessage("Does ticket 73 win a prize?")])
    assert out.content.startswith("Yes") and "ends with a 3" in out.content
