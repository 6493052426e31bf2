"""A summary that would be the text again is a stated limit (course_lib.sim.responders.summary_echo, issue 26,
ports11): the simulator summarises by picking whole sentences, so a short text or a table
flattened into a line came back whole, as its own "concise summary". Invented texts (none of the
ported cookbook's)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.reports.limits import PREFIX, SimulatorLimitWarning
from course_lib.sim.responders.summary_echo import is_the_text_itself


def test_picked_sentences_that_hold_the_whole_text():
    body = "The hut sleeps twelve. Water comes from the spring behind it."
    assert is_the_text_itself(["The hut sleeps twelve.", "Water comes from the spring behind it."], [body])
    long_body = body + " " + " ".join(f"Bunk {i} has a wool blanket and a reading lamp." for i in range(6))
    assert not is_the_text_itself(["The hut sleeps twelve.", "Water comes from the spring behind it."], [long_body])
    assert not is_the_text_itself([], [""])


def _summarise(text: str):
    prompt = f"You help a hiking club. Give a concise summary of the following note.\n\nNote: {text}"
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([HumanMessage(prompt)])
    return out, caught


@pytest.mark.parametrize("text", [
    "Hut rota for March: Ilse and Bo in week 1, Tariq and Jun in week 2, Ilse and Tariq in week 3.",
    "The Grauhorn hut opens on 14 June. Bookings go through the club secretary, Maren Holt.",
])
def test_a_summary_that_would_be_the_text_itself_is_a_stated_limit(text):
    out, caught = _summarise(text)
    assert out.content.startswith(PREFIX), out.content
    assert out.response_metadata.get("simulator_limit") == out.content
    assert any(issubclass(w.category, SimulatorLimitWarning) for w in caught)


def test_a_longer_text_still_gets_its_opening_sentences():
    text = ("The Grauhorn hut opens on 14 June. Bookings go through the club secretary, Maren Holt. "
            "The hut has twelve bunks in two rooms, a wood stove and a drying room for boots. "
            "Water comes from the spring behind the hut and must be boiled before drinking. "
            "Members pay 18 euros a night, guests 26 euros, and children under ten stay free. "
            "The last hut warden retired in 2021 after nineteen seasons on the mountain.")
    out, _ = _summarise(text)
    assert PREFIX not in out.content and "14 June" in out.content, out.content
    assert len(out.content) < len(text)


def test_several_short_documents_are_a_digest_not_a_copy():
    from langchain_core.documents import Document
    from langchain_core.prompts import ChatPromptTemplate

    docs = [Document("The Grauhorn hut opens on 14 June. Bookings go through Maren Holt."),
            Document("The Seealp hut opens on 1 July. It has no drying room.")]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(
            ChatPromptTemplate([("human", "Summarize these notes in a few sentences:\n\n{docs}")]).invoke({"docs": docs}))
    assert "Grauhorn" in out.content and "Seealp" in out.content and PREFIX not in out.content, out.content
