"""A who-question's partial answer (``partial_answers``; issue 26, the forty-first set's league table
once its tool was called): lines that name no one the question does not name hold no part of a
who-answer, so the absence is said without them (a line whose byline names someone stays a partial
answer: the probe grounded_h's "who reproduced it on a mac" keeps "Mbeaumont commented ..."). Material
is mine: a quiz league table."""

from __future__ import annotations

from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel

TABLE = ("Team: Kings Arms Quizzers; played: 8; won: 6; lost: 2; points: 12.\n"
         "Team: The Owls; played: 8; won: 3; lost: 5; points: 6.")


def _ask(notes: str, question: str) -> str:
    return SimulatedChatModel().invoke([SystemMessage(f"Answer only from these notes.\n\n{notes}"),
                                        HumanMessage(question)]).content


def test_a_row_naming_no_one_is_no_part_of_a_who_answer():
    reply = _ask(TABLE, "Who captains The Owls?")
    assert "played" not in reply and "don't know" in reply

