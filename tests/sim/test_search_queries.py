"""Search-engine queries that each stand alone (``course_lib.sim.tools.search_queries``, issue 26,
ports13), and list fields of "related subjects" (``structured._BEYOND_RE``, the ``sub`` of
``_LIST_Q_RE``). Invented schemas and questions (the port that found them:
tests/thirdparty/test_langgraph_storm_slice.py)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from course_lib.sim.tools.search_queries import self_contained, stands_alone


class WebQueries(BaseModel):
    queries: list[str] = Field(description="Search engine queries that answer the user's question.")


class Plan(BaseModel):
    sub_questions: list[str] = Field(description="The steps in order; a later step refers to an earlier "
                                                 "answer as 'the ... found in step N'.")


class Neighbours(BaseModel):
    topics: list[str] = Field(description="Related subjects worth reading about first.")


def _structured(schema, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage("You are a helpful research assistant."), HumanMessage(question)])


@pytest.mark.parametrize("question,subject", [
    ("Who founded the Marrow Valley orchestra, and in which year?", "marrow"),
    ("When did the Tolland ferry start, and how long is its crossing?", "tolland"),
])
def test_each_search_query_names_the_subject(question, subject):
    out = _structured(WebQueries, question)["parsed"]
    assert out.queries, out
    assert all(subject in q.lower() and "step" not in q.lower() for q in out.queries), out


def test_steps_of_a_plan_may_still_refer_back():
    """Guard: a plan's field asks for steps ("found in step N"): its decomposition is kept."""
    out = _structured(Plan, "Who founded the Marrow Valley orchestra, and where was that person born?")["parsed"]
    assert len(out.sub_questions) >= 2


def test_related_subjects_are_new_items_a_stated_limit():
    out = _structured(Neighbours, "Topic: the Marrow Valley orchestra")
    assert out["parsed"].topics == []
    assert out["raw"].response_metadata.get("simulator_limit")


def test_stands_alone():
    subject = {"marrow", "valley", "orchestra"}
    assert stands_alone("who founded the marrow valley orchestra?", subject)
    assert not stands_alone("in which year?", subject)
    assert not stands_alone("where was the founder found in step 1 born?", subject | {"founder"})
    parts = ["who founded the marrow valley orchestra?", "in which year?"]
    assert self_contained(parts, "Q?", "queries search engine queries") == ["Q?"]
    assert self_contained(parts, "Q?", "steps the plan's steps") == parts  # not a search field
