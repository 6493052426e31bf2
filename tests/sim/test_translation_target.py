"""A translation with no tool that fits (issue 26): the reply is in the language asked FOR ("to
Dutch"), never in the one named after "from"; a source other than English, a target not in the
simulator's data or a phrase it does not hold is a stated limit, never "I don't know how to say
that in French." (no limit, and the source language)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool


@tool
def get_weather(city: str) -> str:
    """Get the weather for a city."""
    return "sunny"


def _ask(question: str, tools: list):
    from course_lib import SimulatorLimitWarning
    from course_lib.sim import SimulatedChatModel

    llm = SimulatedChatModel()
    model = llm.bind_tools(tools) if tools else llm
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        reply = model.invoke([HumanMessage(question)])
    return reply, [w for w in seen if issubclass(w.category, SimulatorLimitWarning)]


@pytest.mark.parametrize("tools", [[], [get_weather]], ids=["no tools", "an unfitting tool"])
@pytest.mark.parametrize(
    "question",
    [
        "Translate 'merci' from French to Italian",  # a source other than English
        "Please translate 'danke schön' from German into English.",  # the target is English
        "How do you say 'the invoice is overdue' in French?",  # a phrase the data does not hold
    ],
)
def test_a_translation_it_cannot_make_is_a_stated_limit(question, tools):
    reply, seen = _ask(question, tools)
    assert not reply.tool_calls
    assert "offline simulator can't" in reply.content
    assert seen and reply.response_metadata.get("simulator_limit")
    assert "don't know how to say" not in reply.content


def test_a_translation_it_holds_is_made_in_the_target_language():
    """A guard (right before the change too): "from English" is no source to refuse."""
    reply, seen = _ask("Translate 'thank you' from English to German", [])
    assert "danke" in reply.content.lower() and not seen
