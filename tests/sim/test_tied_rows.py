"""Ties are no answer (issue 26): table rows that meet the question's words equally are not
resolved by their order. A few are listed together (each is an answer the question allows); more
than the reply lists are a stated limit; a row the question's other words single out stands
alone. Invented tables (a lane rota, a night desk, a tariff, a kit list, a ferry timetable);
``evidence.gather`` reports the ties, ``replies`` lists them or states the limit."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.grounded import evidence
from course_lib.sim.material.documents import Document

_STATIONS = """Shift,Name,Station
Night,Ola,Desk
Night,Per,Gate
Day,Quin,Desk
"""

_LANES = """| Lane | Session | Coach |
|---|---|---|
| 1 | Early | Sam |
| 2 | Early | Jo |
| 3 | Late | Ria |
"""

_KIT = """| Item | Size | Colour |
|---|---|---|
| Shirt | M | Red |
| Shirt | L | Blue |
| Shirt | S | Green |
| Shirt | XL | White |
| Shorts | M | Black |
"""


@pytest.fixture(scope="module")
def llm():
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel()


def _ask(llm, notes: str, question: str) -> tuple[str, list[str]]:
    from langchain_core.messages import HumanMessage, SystemMessage

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = llm.invoke([SystemMessage("Use only the notes below.\n\nNotes:\n" + notes), HumanMessage(question)])
    return out.content, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize(("notes", "question", "all_of"), [
    (_STATIONS, "Which station is the night shift?", ("Desk", "Gate")),
    (_LANES, "Which lanes are in the early session?", ("1", "2")),
    ("Tariff,Band,Rate\nWinter,Peak,31.2p\nWinter,Off-peak,12.5p\nSummer,Peak,28.0p\n",
     "What is the winter rate?", ("31.2p", "12.5p")),
])
def test_a_few_tied_rows_are_listed_together(llm, notes, question, all_of) -> None:
    reply, limits = _ask(llm, notes, question)
    assert all(x in reply for x in all_of) and not limits


def test_more_tied_rows_than_a_reply_lists_are_a_stated_limit_unless_other_words_single_one_out(llm) -> None:
    reply, limits = _ask(llm, _KIT, "What colour is the shirt?")
    assert limits and "rows" in limits[0] and not reply.startswith("Item: Shirt; Size: M")
    reply, limits = _ask(llm, _KIT, "What colour is the XL shirt?")
    assert "White" in reply and "Red" not in reply and not limits
    reply, limits = _ask(llm, _LANES, "Who coaches lane 3?")
    assert "Ria" in reply and "Sam" not in reply and not limits


def test_gather_reports_the_ties() -> None:
    from course_lib.sim.words.knowledge import Knowledge
    from course_lib.sim.words.matching import Matcher

    matcher = Matcher(Knowledge.load())
    found = evidence.gather(matcher, "Which station is the night shift?", [Document("rota.csv", "", _STATIONS, 1)])
    assert found.answered and [row for _, row, _ in found.ties] and all("Night" in row for _, row, _ in found.ties)
    alone = evidence.gather(matcher, "Which station is Quin on?", [Document("rota.csv", "", _STATIONS, 1)])
    assert alone.ties == []
