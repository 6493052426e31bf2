"""A structured query field for a follow-up keeps the earlier turn's subject (issue 26, the
twenty-second batch of ports; ``structured._fill_string`` / ``_next_query`` read
``Request.search_question``, as the agent's own searches do): "What about a pool?" after "Does
the Harrow gym have a sauna?" is searched with the gym, never "pool" alone; "And is it open on
Mondays?" with the museum "it" means. LangChain's retrieval-agent template asks its follow-up
queries this way (``SearchQuery`` over the conversation). Invented gyms, museums and a library;
a first question is searched as it is (guard)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from course_lib import get_chat_model


class SearchQuery(BaseModel):
    """Search the indexed documents for a query."""

    query: str


class WebLookup(BaseModel):
    search_query: str = Field(description="A query for the web search engine")


def _query(schema, messages) -> str:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = get_chat_model("sim").with_structured_output(schema).invoke(messages)
    return next(iter(out.model_dump().values())).lower()


@pytest.mark.parametrize("first, answer, follow, earlier, own", [
    ("Does the Harrow gym have a sauna?", "Yes, there is a sauna.", "What about a pool?", "harrow", "pool"),
    ("How much is a ticket to the Zorba glass museum?", "12 dollars.", "And is it open on Mondays?", "museum", "mondays"),
    ("When does the Elmfield library close on Saturdays?", "At 4 pm.", "And on Sundays?", "library", "sundays"),
])
@pytest.mark.parametrize("schema", [SearchQuery, WebLookup])
def test_a_follow_up_query_keeps_the_earlier_subject(schema, first, answer, follow, earlier, own):
    system = SystemMessage("Generate a search query to retrieve documents that may help answer the user's question.")
    query = _query(schema, [system, HumanMessage(first), AIMessage(answer), HumanMessage(follow)])
    assert earlier in query and own in query, query


def test_a_first_question_is_searched_as_it_is():  # guard
    query = _query(SearchQuery, [HumanMessage("Does the Harrow gym have a sauna?")])
    assert "harrow" in query and "sauna" in query, query
