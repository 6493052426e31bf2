"""A "when" question answered by lines whose only date stamps the line itself ("Update 4 July: the
repairs are delayed") is not answered by them: the documents give no date (no other line states one)
or a documents limit (another line does) (issue 26, the forty-first set's JJ3;
``event_dates.stamped_only``, the cues are data in ``patterns.yaml`` ``event_dates``). Notices of
my own (branch fix43a). The end-to-end rows fail on b45463ca, which quoted the stamped line."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.grounded.event_dates import stamped_only

SLIPWAY = ("Harbour office - Update 4 July: the slipway repairs are delayed by the weather.\n"
           "Thank you for your patience.")
BLOCK_C = ("School office notice, 2 February: the heating in block C has failed and the engineer is booked.\n"
           "Parents' evening is on 12 February at 6pm in the hall.\nBlock C lessons move to the library from Monday 5 February.")
CLUBHOUSE = "Club notice, 5 May: the clubhouse opens on 20 May after the refit."
CANVAS = ("Print shop - Update 9 March: the large canvas is being reprinted.\nCanvas 60x40 cm   GBP 34.50\n"
          "Mugs   GBP 8.99\nCollection from the counter, Monday to Saturday.")
RENT = "Bulletin posted 1 March 2040: rent is due a week before the month starts."


@pytest.mark.parametrize("question, text, expected", [
    ("When will the slipway repairs be finished?", SLIPWAY, False),
    ("When will block C have heating again?", BLOCK_C, True),
    ("When will the canvas be ready?", CANVAS, False),  # a price is no time; the days line is on no subject asked
    ("When does the clubhouse open?", CLUBHOUSE, None),  # the line dates the event itself
    ("When is rent due?", RENT, None),  # "a week before": a time placed without a date
    ("What is delaying the slipway repairs?", SLIPWAY, None),  # no "when"
])
def test_a_line_dated_only_by_its_stamp(question, text, expected):
    picked = [text.splitlines()[0]]
    got = stamped_only(question, picked, [text])
    assert (got[1] if got else None) == expected, got


def _answer(text: str, question: str) -> str:
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(f"Answer from the notice only.\n\nNotice:\n{text}"),
                                           HumanMessage(question)])
    return out.content


@pytest.mark.parametrize("text, question, says", [
    (SLIPWAY, "When will the slipway repairs be finished?", "not given"),
    (BLOCK_C, "When will the heating in block C be fixed?", "can't tell"),
])
def test_the_stamped_line_is_never_the_when_answer(text, question, says):
    reply = _answer(text, question)
    assert says in reply, reply


def test_an_answer_field_gives_the_same_absence():
    from langchain_core.output_parsers import JsonOutputParser
    from langchain_core.prompts import ChatPromptTemplate

    from course_lib.sim import SimulatedChatModel

    prompt = ChatPromptTemplate.from_messages([
        ("system", 'Answer from the notice. Reply with JSON only: {{"answer": "<your answer>"}}.\n\nNotice:\n{notice}'),
        ("human", "{question}"),
    ])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        obj = (prompt | SimulatedChatModel() | JsonOutputParser()).invoke(
            {"notice": SLIPWAY, "question": "When will the slipway repairs be finished?"})
    assert "not given" in obj["answer"], obj
