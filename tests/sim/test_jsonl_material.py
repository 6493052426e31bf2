"""A system prompt that hands over a JSON Lines log under a label with its format aside ("Our shop's
order log (JSON Lines):") asks no JSON reply: the aside names the material's format (``json_material``
in data/sim/patterns.yaml), so the reply is never an object "filled" from the log's first record
(issue 26; the fifty-second set's pod-dl-sum and pod-next replied '{"ep": 0, "title": "Priya Nandra",
...}'). Wordings of my own; the tests but the guard (named so) fail on e587874e."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.task.tasks import asks_json


@pytest.fixture
def llm():
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel()


LOG = """{"run": 1, "route": "canal loop", "km": 8.2, "date": "2036-05-02"}
{"run": 2, "route": "hill repeats", "km": 6.5, "date": "2036-05-04"}
{"run": 3, "route": "canal loop", "km": 8.4, "date": "2036-05-07"}"""


def test_a_format_aside_of_json_lines_asks_no_json_reply():
    for aside in ("(JSON Lines)", "(JSONL)", "(json lines)", "(.jsonl)", "(as JSON records)"):
        assert not asks_json(f"Total it up. My running log {aside}:\n\n{LOG}"), aside


def test_guard_a_json_reply_asked_is_still_read():
    assert asks_json("Reply in JSON with the keys total and unit.")
    assert asks_json("Return JSON only. My running log (JSON Lines):\n\n" + LOG)


def test_the_chat_model_fills_no_object_from_the_log(llm):
    reply = llm.invoke([SystemMessage(f"Do the sum and give the result. My running log (JSON Lines):\n\n{LOG}"),
                        HumanMessage("total km for runs 1 and 3")]).content
    assert not reply.lstrip().startswith("{")
