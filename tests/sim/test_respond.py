"""``respond``: the task recognised for a request. Invented requests."""

from __future__ import annotations

from langchain_core.messages import HumanMessage

from course_lib.sim.chat.respond import task_of
from course_lib.sim.request.reading import read_request
from tests.sim._replies_helpers import grounded


def test_task_of():
    assert task_of(grounded("The ferry leaves at 8am.", "When does the ferry leave?")).name == "answer"
    assert task_of(read_request([HumanMessage("hello!")])).name == "chat"
