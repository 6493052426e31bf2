"""An enum route whose options share a word in their names ("rust_docs", "java_docs",
"kotlin_docs") is not decided by that word: it tells the options apart no more than a word none
has. Before (issue 26, sixth batch of ports: rag-from-scratch's ``RouteQuery`` over
python_docs / js_docs / golang_docs), "docs" matched the knowledge-base cue in all three, every
option scored the same and the first was returned with no limit, whatever the question's
language. Invented schemas and questions; options that share no word route as before."""

from __future__ import annotations

import warnings
from typing import Literal

import pytest
from pydantic import BaseModel, Field

from course_lib import get_chat_model


class PickManual(BaseModel):
    """Send a user question to the manual that covers it."""

    manual: Literal["rust_docs", "java_docs", "kotlin_docs"] = Field(
        ..., description="Given a user question choose which manual would be most relevant"
    )


SYSTEM = "You route developer questions to the right manual, by the language the question is about."


def route(question: str):
    llm = get_chat_model("sim")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = llm.with_structured_output(PickManual, include_raw=True).invoke(
            [("system", SYSTEM), ("human", question)])
    return out["parsed"].manual, out["raw"].response_metadata.get("simulator_limit", ""), caught


@pytest.mark.parametrize("question", [
    "Why does my borrow checker complain when I keep a reference into a Vec and push to it?",
    "My data class copy() loses the coroutine scope, how do I keep it?",
])
def test_a_word_every_option_shares_decides_nothing(question):
    manual, limit, caught = route(question)
    assert limit, f"picked {manual} by a word every option shares, with no limit"
    assert any("SimulatorLimitWarning" in type(w.message).__name__ for w in caught)


class Source(BaseModel):
    """Route a user query to the most relevant datasource."""

    datasource: Literal["vectorstore", "web_search"] = Field(
        ..., description="Given a user question choose to route it to web search or a vectorstore."
    )


def test_options_with_no_shared_word_route_as_before():
    llm = get_chat_model("sim")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.with_structured_output(Source, include_raw=True).invoke(
            "What did the city council announce today about the tram strike?")
    assert out["parsed"].datasource == "web_search"
    assert not out["raw"].response_metadata.get("simulator_limit")
