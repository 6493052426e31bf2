"""A later turn that moves a stated thing by a change verb and a pronoun updates the fact stated last
that holds a value of its kind (``request.corrections.moved_by_pronoun``, ``conversation.stated_facts``;
issue 26, the forty-sixth set's OO4). Wordings are my own (branch fix48a), none from a fresh set or my
probe ``kinds_d``: a bus, a vet's visit, a parcel, a swimming lesson in Chinese, a boiler service.
The "moved" rows fail on 51a15e7a (the first statement was kept: the change was said by someone else,
"they've put it back to", "bumped it to", "改到"); the "kept" rows pass on both."""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim.request.conversation import stated_facts
from course_lib.sim.request.corrections import moved_by_pronoun

MOVED = [  # (turns, question, said, not said)
    (["My bus to Bristol is at 6:50.", "The company has bumped it to 7:20 because of roadworks."],
     "What time is my bus?", "7:20", "6:50"),
    (["My cat's vet visit is on Wednesday at 4 pm.", "The practice moved it to Saturday, same time."],
     "When is the vet visit?", "Saturday", "Wednesday"),
    (["My parcel delivery is on Tuesday.", "Apparently they're shifting it to Thursday."],
     "When is my parcel delivery?", "Thursday", "Tuesday"),
    (["我的游泳课是周二下午5点。", "教练把它改到周四了。"], "我的游泳课是什么时候?", "周四", "周二"),
    (["My boiler service is on the 3rd at 8 am.", "British Gas have pushed it back to 11 am."],
     "When is my boiler service?", "11 am", "8 am"),
]

KEPT = [  # a change about another thing by its own name, or a mention with no pronoun move
    (["My piano lesson is on Friday at 5 pm.", "My brother's football match moved to Sunday."],
     "When is my piano lesson?", "Friday"),
    (["My library books are due on Monday.", "I'll bring it to the desk on Saturday morning."],
     "When are my library books due?", "Monday"),
]


def _ask(turns: list[str], question: str) -> str:
    from course_lib.sim import SimulatedChatModel

    msgs = []
    for turn in turns:
        msgs += [HumanMessage(turn), AIMessage("Noted.")]
    return SimulatedChatModel().invoke([*msgs, HumanMessage(question)]).content


@pytest.mark.parametrize(("turns", "question", "said", "not_said"), MOVED)
def test_a_move_by_pronoun_updates_the_stated_fact(turns, question, said, not_said):
    reply = _ask(turns, question)
    assert said in reply and not_said not in reply, reply


@pytest.mark.parametrize(("turns", "question", "said"), KEPT)
def test_other_things_changes_keep_the_fact(turns, question, said):
    assert said in _ask(turns, question)


@pytest.mark.parametrize(("turn", "moved"), [
    ("They moved it to the 14th.", True),
    ("the surgery has put it back to 10:30", True),
    ("医院把它挪到下周一了", True),
    ("Can you move the sofa to the window?", False),
    ("I'll bring it to the party.", False),
    ("My class moved to Monday.", False),
])
def test_moved_by_pronoun(turn, moved):
    assert moved_by_pronoun(turn) is moved


def test_the_latest_fact_of_the_kind_takes_the_moved_value():
    facts = stated_facts(["My gym induction is on Monday.", "My eye test is on Tuesday.", "They moved it to Friday."])
    assert facts["eye test"] == "on Friday" and facts["gym induction"] == "on Monday"
