"""A list of objects from a text (not documents) that no rule makes: ``[]`` states a limit unless
the text cannot hold an item (issue 26, ports9).

``structured`` returned ``[]`` with no limit for a list of objects with no name field when the
prompt had no documents (``milestones: [{year, event}]`` from a paragraph full of dated events):
"the text holds none", silently. Now ``object_lists.unmade`` states a ``reading`` limit, and keeps
``[]`` without one only when every item needs a figure and the text has none. Schemas and texts
are invented for this test; the first case fails on the code before the change, the second is a
guard.
"""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim.responders import object_lists


class Milestone(BaseModel):
    """A milestone in the history of the town's railway."""

    year: int = Field(..., description="The year of the milestone.")
    event: str = Field(..., description="What happened that year.")


class Milestones(BaseModel):
    """The milestones of the town's railway."""

    milestones: list[Milestone]


@pytest.fixture(scope="module")
def llm():
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel()


def _extract(llm, text: str):
    from langchain_core.prompts import ChatPromptTemplate

    prompt = ChatPromptTemplate.from_messages([
        ("system", "You find milestones in local history texts. Only list real milestones."),
        ("human", "{text}"),
    ])
    chain = prompt | llm.with_structured_output(Milestones, include_raw=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = chain.invoke({"text": text})
    return out["parsed"], out["raw"].response_metadata.get("simulator_limit") or ""


def test_an_empty_list_from_a_dated_history_states_a_limit(llm):
    parsed, limit = _extract(llm, "The Brackwater line opened in 1862 with a single platform. A second "
                                  "track was laid in 1907, and the station closed to goods traffic in 1968.")
    assert parsed is None or parsed.milestones == [] or all(m.year in (1862, 1907, 1968) for m in parsed.milestones)
    if parsed is not None and parsed.milestones == []:
        assert limit, "an empty list from a text full of dated events, with no limit"


def test_a_text_with_no_figure_gives_an_empty_list_without_a_limit(llm):
    parsed, limit = _extract(llm, "The station café serves tea and scones; the waiting room is warm "
                                  "and the staff are friendly.")
    assert parsed is not None and parsed.milestones == [] and not limit, (parsed, limit)


def test_unmade_directly():
    items = Milestone.model_json_schema()
    assert object_lists.unmade("milestones", items, "") == []
    assert object_lists.unmade("milestones", items, "No dates here at all.") == []
    assert object_lists.unmade("milestones", items, "It opened in 1862.") == []
