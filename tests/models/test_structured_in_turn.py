"""``structured_output`` asks and parses in the calling thread (``_in_turn``).

LangChain's ``include_raw=True`` wiring starts two thread pools per call; ``_in_turn`` runs the
same model and parser steps one after the other. Checked here: no thread is started by a
structured call (on the old wiring every call started at least two), the same
``raw``/``parsed``/``parsing_error`` as LangChain's own wiring on replies of every kind (built
with LangChain's own parser and fallback, around an invented schema), the same callbacks, and
any other shape left alone.
"""

from __future__ import annotations

import threading
from operator import itemgetter
from typing import Literal

import pytest
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.output_parsers.openai_tools import PydanticToolsParser
from langchain_core.runnables import RunnableLambda, RunnableMap, RunnablePassthrough
from pydantic import BaseModel, Field

from course_lib.models.structured import _in_turn, structured_output


class ShelfCheck(BaseModel):
    """Whether a library shelf needs restocking."""

    shelf: str = Field(description="the shelf label, e.g. 'B-12'")
    restock: Literal["yes", "no"] = Field(description="yes if fewer than five books are left")
    count: int = Field(description="books left on the shelf")


def _langchain_shape(reply: AIMessage):
    """LangChain's own ``include_raw=True`` wiring (BaseChatModel.with_structured_output),
    around a stand-in model that always gives ``reply``."""
    model = RunnableLambda(lambda _messages: reply, name="stand_in_model")
    parser = PydanticToolsParser(tools=[ShelfCheck], first_tool_only=True)
    parser_assign = RunnablePassthrough.assign(parsed=itemgetter("raw") | parser, parsing_error=lambda _: None)
    parser_none = RunnablePassthrough.assign(parsed=lambda _: None)
    return RunnableMap(raw=model) | parser_assign.with_fallbacks([parser_none], exception_key="parsing_error")


def _call(name: str, args: dict) -> AIMessage:
    return AIMessage("", tool_calls=[{"name": name, "args": args, "id": "call_1", "type": "tool_call"}])


REPLIES = {
    "valid tool call": _call("ShelfCheck", {"shelf": "B-12", "restock": "yes", "count": 3}),
    "wrong type": _call("ShelfCheck", {"shelf": "B-12", "restock": "maybe", "count": "few"}),
    "missing field": _call("ShelfCheck", {"shelf": "C-4"}),
    "other tool": _call("Weather", {"city": "Tromsø"}),
    "text only": AIMessage("Shelf B-12 has three books left, so yes."),
}


@pytest.mark.parametrize("kind", sorted(REPLIES))
def test_the_same_result_as_langchains_wiring(kind):
    shape = _langchain_shape(REPLIES[kind])
    theirs = shape.invoke([HumanMessage("Check shelf B-12.")])
    ours = _in_turn(shape).invoke([HumanMessage("Check shelf B-12.")])
    assert ours["raw"] is theirs["raw"]
    assert ours["parsed"] == theirs["parsed"]
    assert type(ours["parsing_error"]) is type(theirs["parsing_error"])
    assert str(ours["parsing_error"]) == str(theirs["parsing_error"])


def test_other_shapes_are_left_alone():
    single = RunnableLambda(lambda _: {"raw": None, "parsed": None})
    assert _in_turn(single) is single
    shape = _langchain_shape(REPLIES["valid tool call"])
    two_keys = RunnableMap(raw=RunnableLambda(lambda m: m), extra=RunnableLambda(lambda m: m)) | shape.steps[1]
    assert _in_turn(two_keys) is two_keys


class _Calls(BaseCallbackHandler):
    def __init__(self):
        self.starts, self.ends = [], 0

    def on_chat_model_start(self, serialized, messages, *, run_id, metadata=None, **kwargs):
        self.starts.append((metadata or {}).get("langgraph_node"))

    def on_llm_end(self, response, *, run_id, **kwargs):
        self.ends += 1


def test_a_simulator_call_starts_no_thread_and_reports_the_same_callbacks(monkeypatch):
    from course_lib.models.llm import get_chat_model

    llm = get_chat_model("sim")
    grade = structured_output(llm, ShelfCheck, default=ShelfCheck(shelf="", restock="no", count=0))
    messages = [SystemMessage("Read the inventory note and fill in the shelf check."),
                HumanMessage("Inventory note: shelf D-7 holds 2 books. Does shelf D-7 need restocking?")]
    theirs = llm.with_structured_output(ShelfCheck, include_raw=True)
    before = _Calls()
    expected = theirs.invoke(messages, {"callbacks": [before], "metadata": {"langgraph_node": "check"}})

    started = []
    real_start = threading.Thread.start
    monkeypatch.setattr(threading.Thread, "start", lambda self: started.append(self.name) or real_start(self))
    after = _Calls()
    value = grade.invoke(messages, {"callbacks": [after], "metadata": {"langgraph_node": "check"}})
    assert started == []  # LangChain's include_raw wiring starts two pools' threads per call
    assert isinstance(value, ShelfCheck)
    if isinstance(expected["parsed"], ShelfCheck):
        assert value == expected["parsed"]
    assert after.starts == before.starts == ["check"] and after.ends == before.ends == 1
