"""``course_lib.sim.request.reply_form``: what a request says of its reply's form ("Summarize ...", "... in 2
sentences", "briefly") is no part of its subject: the agent's search names the subject alone, the
results' coverage ignores those words, and an answer keeps to the sentences allowed (issue 26,
ports20: "Summarize the Eiffel Tower in 2 sentences." searched "Summarize 2 sentences" again and
answered that it found nothing about 'sentences'). Table-driven on invented wordings, then
through the simulator's search and answer."""

import pytest
from langchain_core.messages import HumanMessage, ToolMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.reply_form import fitted, sentence_cap, subject_of


@pytest.mark.parametrize(("question", "subject"), [
    ("Summarize the Eiffel Tower in 2 sentences.", "The Eiffel Tower."),
    ("Give me a short overview of the Rhine Falls, in three bullet points.", "The Rhine Falls."),
    ("Briefly explain how tides work", "How tides work"),
    ("Tell me about Lisbon briefly.", "Tell me about Lisbon."),
    ("What is a levain?", "What is a levain?"),  # nothing of the form: as it is
    ("Summarize.", "Summarize."),  # nothing would be left: as it is
])
def test_subject_of(question, subject):
    assert subject_of(question) == subject


@pytest.mark.parametrize(("question", "cap"), [
    ("Summarize the Eiffel Tower in 2 sentences.", 2),
    ("Explain it in one sentence", 1),
    ("Describe the bridge in no more than three sentences.", 3),
    ("What is a levain?", None),
])
def test_sentence_cap(question, cap):
    assert sentence_cap(question) == cap


def test_fitted_keeps_the_first_sentences():
    assert fitted("A is b. C is d. E is f.", "Describe A in two sentences") == "A is b. C is d."
    assert fitted("A is b. C is d.", "What is A?") == "A is b. C is d."


@tool
def encyclopedia(query: str) -> str:
    """Look up an encyclopedia article about a place, a person or a thing. Input is a search query."""
    return ""


FALLS = ("The Rhine Falls is a waterfall on the High Rhine near Schaffhausen in Switzerland. It is 150 "
         "metres wide and 23 metres high. Boats take visitors to a rock in the middle of the falls.")


@pytest.mark.parametrize("question", [
    "Summarize the Rhine Falls in 2 sentences.",
    "Give me a quick overview of the Rhine Falls in two sentences, please.",
])
def test_the_search_and_the_answer_keep_to_the_subject(question):
    llm = SimulatedChatModel().bind_tools([encyclopedia])
    first = llm.invoke([HumanMessage(content=question)])
    assert first.tool_calls, first
    query = first.tool_calls[0]["args"]["query"].lower()
    assert "rhine falls" in query and "summar" not in query and "sentence" not in query and "overview" not in query
    reply = llm.invoke([HumanMessage(content=question), first,
                        ToolMessage(content=FALLS, tool_call_id=first.tool_calls[0]["id"])])
    assert not reply.tool_calls, reply.tool_calls
    assert "Switzerland" in reply.content and "sentences" not in reply.content
    assert "Boats take visitors" not in reply.content  # the third sentence: two allowed
