"""Tasks by weighed cues, small talk by intent, tools by weighted overlap, arithmetic, multi-hop
and explanations (issue 14, classes 4, 6, 7, 8, 9). Invented material only.
"""

from __future__ import annotations

import json
from typing import Literal

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel
from course_lib.sim.reports.explain import explanation_of, format_explanation
from course_lib.sim.request.planning import chain_steps
from course_lib.sim.request.reading import read_request
from course_lib.sim.task.tasks import json_keys, output_options, recognise

CAVE = (
    "The Marrow Hill cheese cave is kept at 11 °C and 92 per cent humidity. Wheels of Hollin "
    "Blue are turned every four days. Tomasz Berg runs the cave, and the cave ships through "
    "the Lowgate depot."
)
DEPOT = "The Lowgate depot is managed by Aurelie Marchetti. The Lowgate depot closes at 18:00."


@pytest.fixture(scope="module")
def llm():
    return SimulatedChatModel()


# --- tasks -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("prompt", "task"),
    [
        ("You are a question re-writer. Formulate an improved question.\n\nQuestion: cave temp?", "rewrite"),
        ("请改写下面的问题，使其更适合检索。\n问题：奶酪洞穴的温度？", "rewrite"),
        ("Break the question down into simpler sub-questions.\nQuestion: Who manages the depot the cave ships through?", "decompose"),
        (f"Is the answer grounded in / supported by the facts? Give 'yes' or 'no'.\nFacts:\n{CAVE}\nGeneration: The cave is kept at 11 °C.", "grade_grounded"),
        ("Does the answer resolve the question? 'yes' or 'no'.\nQuestion: How warm is the cave?\nAnswer: 11 °C.", "grade_useful"),
        (f"Grade whether the document is relevant to the question, 'yes' or 'no'.\nDocument:\n{CAVE}\nQuestion: How warm is the cave?", "grade_relevance"),
        ("Generate a step-back question that is more general.\nOriginal query: Why do Hollin Blue rinds crack?", "step_back"),
    ],
)
def test_the_task_is_recognised_by_weighing_cues(prompt, task):
    assert recognise(read_request([HumanMessage(prompt)])).name == task


def test_options_and_json_keys_come_from_the_prompt_wording():
    assert output_options("Output 'Fully supported', 'Partially supported', or 'No support'.") == (
        "Fully supported", "Partially supported", "No support")
    assert json_keys("Return JSON with two keys, verdict is 'yes' or 'no', and a key, explanation, that says why.") == (
        "verdict", "explanation")


def test_grounded_and_useful_verdicts(llm):
    ask = "Is the generation supported by the facts? Output 'yes' or 'no'.\nFacts:\n{f}\nGeneration: {g}"
    assert llm.invoke([HumanMessage(ask.format(f=CAVE, g="Hollin Blue wheels are turned every four days."))]).content == "yes"
    assert llm.invoke([HumanMessage(ask.format(f=CAVE, g="The cave is run by a robot in Oslo."))]).content == "no"


def test_json_mode_with_the_keys_the_prompt_names(llm):
    prompt = (f"Document:\n{CAVE}\n\nUser question: Who runs the cheese cave?\n"
              "Return JSON with a single key, relevant, that is 'yes' or 'no'.")
    reply = llm.bind(response_format={"type": "json_object"}).invoke([HumanMessage(prompt)])
    assert json.loads(reply.content) == {"relevant": "yes"}


class Route(BaseModel):
    datasource: Literal["cellar_notes", "web_search"] = Field(description="Where to look.")


def test_routing_by_the_options_own_descriptions(llm):
    system = ("Route the question. cellar_notes holds documents about cheese caves, rinds, humidity "
              "and affinage. Otherwise, use web_search.")
    chain = llm.with_structured_output(Route)
    assert chain.invoke([SystemMessage(system), HumanMessage("How humid should a cheese cave be?")]).datasource == "cellar_notes"
    assert chain.invoke([SystemMessage(system), HumanMessage("Who won the regional football cup?")]).datasource == "web_search"


# --- small talk ----------------------------------------------------------------------------------


@tool
def search_cellar(query: str) -> str:
    """Search the cellar notes about cheese caves, rinds and humidity."""
    return CAVE


@tool
def convert_currency(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert an amount of money between two ISO currency codes."""
    return f"{amount} {to_currency}"


@pytest.mark.parametrize("text", ["Cheers, that sorted it!", "Evening! Hope your week is going well?",
                                  "ok great, thanks", "晚上好！", "多谢啦"])
def test_small_talk_by_intent_gets_a_neutral_direct_reply(llm, text):
    reply = llm.bind_tools([search_cellar, convert_currency]).invoke([HumanMessage(text)])
    assert reply.tool_calls == []
    assert "course" not in reply.content.lower() and "don't know" not in reply.content.lower()


def test_a_greeting_before_a_request_answers_the_request(llm):
    reply = llm.bind_tools([search_cellar]).invoke([HumanMessage("Evening! How humid is the Marrow Hill cave?")])
    assert [c["name"] for c in reply.tool_calls] == ["search_cellar"]
    assert "evening" not in reply.tool_calls[0]["args"]["query"].lower()


# --- tools ---------------------------------------------------------------------------------------


def test_currency_arguments_are_filled_by_the_schema(llm):
    reply = llm.bind_tools([search_cellar, convert_currency]).invoke(
        [HumanMessage("How much is 80 pounds in Japanese yen?")])
    assert reply.tool_calls[0]["name"] == "convert_currency"
    assert reply.tool_calls[0]["args"] == {"amount": 80.0, "from_currency": "GBP", "to_currency": "JPY"}


def test_a_tool_the_question_cannot_fill_is_not_called(llm):
    reply = llm.bind_tools([search_cellar, convert_currency]).invoke(
        [HumanMessage("Which currency do they use in the cave's gift shop?")])
    assert all(c["name"] != "convert_currency" for c in reply.tool_calls)


@tool
def search_handbook(query: str) -> str:
    """Search the staff handbook: shifts, uniforms, holidays. Do not use it for questions about
    teams or projects."""
    return "Uniforms are washed on Fridays."


def test_a_veto_applies_only_to_the_questions_subject(llm):
    bound = llm.bind_tools([search_handbook])
    # "team" is a side word here: the question is about uniforms
    assert bound.invoke("When does the kitchen team wash its uniforms?").tool_calls
    # here teams are what is asked about
    assert not bound.invoke("Which team does Tomasz Berg lead?").tool_calls


@tool
def add(a: float, b: float) -> float:
    """Add two numbers."""
    return a + b


@tool
def multiply(a: float, b: float) -> float:
    """Multiply two numbers."""
    return a * b


def test_generic_function_tools_chain_on_the_previous_result(llm):
    from langchain.agents import create_agent

    agent = create_agent(llm, [add, multiply])
    out = agent.invoke({"messages": [HumanMessage("Add 6 and 9, then multiply the result by 4.")]})
    calls = [(c["name"], c["args"]) for m in out["messages"] for c in (getattr(m, "tool_calls", None) or [])]
    assert calls == [("add", {"a": 6.0, "b": 9.0}), ("multiply", {"a": 15.0, "b": 4.0})]
    assert "60" in out["messages"][-1].content


@pytest.mark.parametrize(
    ("question", "answer"),
    [("What is 10 % -3?", "10 % -3 = -2"), ("What is 2.5e3 + 1?", "2.5e3 + 1 = 2,501"),
     ("What is the difference between 900 and 350?", "900 - 350 = 550"),
     ("I had 40 apples and gave away 15. How many are left?", "40 - 15 = 25"),
     ("What is twelve times seven?", "12 * 7 = 84")],
)
def test_arithmetic_from_ordinary_phrasing_without_a_tool(llm, question, answer):
    assert llm.invoke(question).content == answer


def test_large_arithmetic_without_a_tool_is_an_estimate(llm):
    reply = llm.invoke("What is 987654 * 123457?").content
    assert "roughly" in reply and "estimate" in reply


# --- multi-hop -------------------------------------------------------------------------------------


def test_a_relation_without_a_relative_pronoun_is_followed():
    assert len(chain_steps("Who manages the depot the Marrow Hill cave ships through?")) == 2


def test_a_possessive_on_one_entity_is_not_multi_hop():
    assert len(chain_steps("What is Tomasz Berg's phone number?")) == 1


def test_a_two_hop_question_is_answered_across_documents(llm):
    context = f"{CAVE}\n\n{DEPOT}"
    reply = llm.invoke([HumanMessage(f"Context:\n{context}\n\nQuestion: Who manages the depot the Marrow Hill cave ships through?")])
    assert "Aurelie Marchetti" in reply.content


# --- explanations and determinism ------------------------------------------------------------------


def test_every_reply_explains_itself(llm):
    reply = llm.invoke([HumanMessage(f"Context:\n{CAVE}\n\nQuestion: Who runs the cave?")])
    note = explanation_of(reply)
    assert note["task"] == "answer" and note["rule"] and note["evidence"]["sentences"]
    assert explanation_of(llm) == note
    assert "Task:" in format_explanation(note)


@pytest.mark.parametrize(("prompt", "labels"), [
    ("Classify the ticket into one of: billing, outage, feature request.\nTicket: x",
     ("billing", "outage", "feature request")),
    ("Sort the report into one of these categories: hardware fault, software bug, or user error.\n\nReport: y",
     ("hardware fault", "software bug", "user error")),
    ("Tag the dish with one of: main course, side dish, dessert; answer with the tag only.",
     ("main course", "side dish", "dessert")),
    # one-word lists read as before, and a list in a running sentence keeps its one-word labels
    ("Choose from: Spanish, Italian, Portuguese", ("Spanish", "Italian", "Portuguese")),
    ("Rate it as P1, P2 or P3 and nothing else", ("P1", "P2", "P3")),
])
def test_listed_labels_of_two_or_three_words_are_read_whole(prompt, labels):
    from course_lib.sim.task.tasks import output_options

    assert output_options(prompt) == labels


@pytest.mark.parametrize("prompt", [
    "Classify the ticket into one of these categories: billing, outage, or feature request.\n\n"
    "Ticket: I was charged twice this month.\n\nAnswer with the category only.",
    "Sort the message into one of: praise, complaint, question.\n\nMessage: Where is my parcel?\n\n"
    "Reply with one word.",
])
def test_a_label_prompt_whose_paragraphs_are_read_as_one_question_still_gets_one_label(prompt):
    """A one-message prompt of several paragraphs is read whole as the question (no instructions
    apart): its listed labels and its "answer with the category only" still make it a label prompt."""
    import warnings

    from course_lib.sim.chat.model import SimulatedChatModel
    from course_lib.sim.task.tasks import output_options

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(prompt)
    reply, limit = out.content, out.response_metadata.get("simulator_limit") or ""
    # one label, or the "can't choose" limit alone, never a label guessed beside it (fix33c)
    assert reply in output_options(prompt) or ("choose between" in limit and reply == limit)
