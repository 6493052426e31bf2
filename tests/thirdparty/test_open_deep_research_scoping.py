"""Port: the scoping slice of LangChain's Open Deep Research: ``clarify_with_user`` (a
``ClarifyWithUser`` structured output decides whether to ask the user a clarifying question or to
acknowledge and start research; ``Command`` goes to END with the question or on to
``write_research_brief`` with the verification) and ``write_research_brief`` (a ``ResearchQuestion``
structured output turns the conversation into a detailed first-person research brief).

Source: github.com/langchain-ai/open_deep_research, src/open_deep_research/deep_researcher.py
@e12565069534132f6cb75482b96fdccd2c6c1246 (``clarify_with_user``, ``write_research_brief``),
src/open_deep_research/prompts.py @16ff7eebaa04fc6a5d45e927b79e980a0a1e8949
(``clarify_with_user_instructions``, ``transform_messages_into_research_topic_prompt``),
src/open_deep_research/state.py @2b0fc7dff02f9235ada41d2d5c509156c3434aa9 (``ClarifyWithUser``,
``ResearchQuestion``).
Kept verbatim: both prompts, both schemas (field descriptions included), the two nodes' model calls
(``with_structured_output(...)``, ``.with_retry(...)``, one ``HumanMessage`` holding the prompt
formatted with ``get_buffer_string(messages)`` and the date) and their routing.
Swapped: ``init_chat_model`` (configurable) -> the simulator; ``Configuration`` -> its defaults
(``allow_clarification=True``, ``max_structured_output_retries=3``); ``get_today_str()`` -> a fixed
date ("Tue Mar 4, 2025"); async nodes -> sync (the same calls with ``invoke``); the graph stops
after ``write_research_brief`` (the supervisor and researchers, which search the web, are not part
of this slice: the node returns the brief in state instead of the supervisor's messages).
Invented: five conversations (an unknown acronym; a fully specified request; a reply after the
assistant's clarifying question; a request with an abbreviation the user spells out; a vague
one-word topic).

Oracles (written before the first run), per model call:
- ``ClarifyWithUser``: ``need_clarification`` true, with a ``question`` that is a question about
  the unclear term or scope (holds "?" and, for an acronym, the acronym), when the request has an
  unexplained acronym ("KPX") or is only a vague topic ("Batteries."); false with a non-empty
  ``verification`` that names the request's subject, when the request is fully specified, when the
  assistant has already asked and the user answered, or when the user spells the abbreviation out;
- ``ResearchQuestion`` (only reached when no clarification is needed): a ``research_brief`` that
  keeps the user's specifics (each listed fact of the conversation appears), is not the prompt's
  own text ("<Messages>", "Guidelines"), and is in the first person ("I", "my" or "me");
- or a stated limit.
"""

from __future__ import annotations

import re
import warnings
from typing import Literal

import pytest
from langchain_core.messages import AIMessage, HumanMessage, get_buffer_string
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.types import Command
from pydantic import BaseModel, Field

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import verdict

clarify_with_user_instructions="""
These are the messages that have been exchanged so far from the user asking for the report:
<Messages>
{messages}
</Messages>

Today's date is {date}.

Assess whether you need to ask a clarifying question, or if the user has already provided enough information for you to start research.
IMPORTANT: If you can see in the messages history that you have already asked a clarifying question, you almost always do not need to ask another one. Only ask another question if ABSOLUTELY NECESSARY.

If there are acronyms, abbreviations, or unknown terms, ask the user to clarify.
If you need to ask a question, follow these guidelines:
- Be concise while gathering all necessary information
- Make sure to gather all the information needed to carry out the research task in a concise, well-structured manner.
- Use bullet points or numbered lists if appropriate for clarity. Make sure that this uses markdown formatting and will be rendered correctly if the string output is passed to a markdown renderer.
- Don't ask for unnecessary information, or information that the user has already provided. If you can see that the user has already provided the information, do not ask for it again.

Respond in valid JSON format with these exact keys:
"need_clarification": boolean,
"question": "<question to ask the user to clarify the report scope>",
"verification": "<verification message that we will start research>"

If you need to ask a clarifying question, return:
"need_clarification": true,
"question": "<your clarifying question>",
"verification": ""

If you do not need to ask a clarifying question, return:
"need_clarification": false,
"question": "",
"verification": "<acknowledgement message that you will now start research based on the provided information>"

For the verification message when no clarification is needed:
- Acknowledge that you have sufficient information to proceed
- Briefly summarize the key aspects of what you understand from their request
- Confirm that you will now begin the research process
- Keep the message concise and professional
"""


transform_messages_into_research_topic_prompt = """You will be given a set of messages that have been exchanged so far between yourself and the user. 
Your job is to translate these messages into a more detailed and concrete research question that will be used to guide the research.

The messages that have been exchanged so far between yourself and the user are:
<Messages>
{messages}
</Messages>

Today's date is {date}.

You will return a single research question that will be used to guide the research.

Guidelines:
1. Maximize Specificity and Detail
- Include all known user preferences and explicitly list key attributes or dimensions to consider.
- It is important that all details from the user are included in the instructions.

2. Fill in Unstated But Necessary Dimensions as Open-Ended
- If certain attributes are essential for a meaningful output but the user has not provided them, explicitly state that they are open-ended or default to no specific constraint.

3. Avoid Unwarranted Assumptions
- If the user has not provided a particular detail, do not invent one.
- Instead, state the lack of specification and guide the researcher to treat it as flexible or accept all possible options.

4. Use the First Person
- Phrase the request from the perspective of the user.

5. Sources
- If specific sources should be prioritized, specify them in the research question.
- For product and travel research, prefer linking directly to official or primary websites (e.g., official brand sites, manufacturer pages, or reputable e-commerce platforms like Amazon for user reviews) rather than aggregator sites or SEO-heavy blogs.
- For academic or scientific queries, prefer linking directly to the original paper or official journal publication rather than survey papers or secondary summaries.
- For people, try linking directly to their LinkedIn profile, or their personal website if they have one.
- If the query is in a specific language, prioritize sources published in that language.
"""  # noqa: W291 (the source's own trailing space)


class ClarifyWithUser(BaseModel):
    """Model for user clarification requests."""

    need_clarification: bool = Field(
        description="Whether the user needs to be asked a clarifying question.",
    )
    question: str = Field(
        description="A question to ask the user to clarify the report scope",
    )
    verification: str = Field(
        description="Verify message that we will start research after the user has provided the necessary information.",
    )


class ResearchQuestion(BaseModel):
    """Research question and brief for guiding research."""

    research_brief: str = Field(
        description="A research question that will be used to guide the research.",
    )


class AgentState(MessagesState):
    research_brief: str | None


def get_today_str() -> str:
    return "Tue Mar 4, 2025"


MAX_STRUCTURED_OUTPUT_RETRIES = 3


def build_app(configurable_model):
    def clarify_with_user(state: AgentState) -> Command[Literal["write_research_brief", "__end__"]]:
        messages = state["messages"]
        clarification_model = (
            configurable_model
            .with_structured_output(ClarifyWithUser)
            .with_retry(stop_after_attempt=MAX_STRUCTURED_OUTPUT_RETRIES)
        )
        prompt_content = clarify_with_user_instructions.format(
            messages=get_buffer_string(messages),
            date=get_today_str()
        )
        response = clarification_model.invoke([HumanMessage(content=prompt_content)])
        if response.need_clarification:
            return Command(
                goto=END,
                update={"messages": [AIMessage(content=response.question)]}
            )
        else:
            return Command(
                goto="write_research_brief",
                update={"messages": [AIMessage(content=response.verification)]}
            )

    def write_research_brief(state: AgentState):
        research_model = (
            configurable_model
            .with_structured_output(ResearchQuestion)
            .with_retry(stop_after_attempt=MAX_STRUCTURED_OUTPUT_RETRIES)
        )
        prompt_content = transform_messages_into_research_topic_prompt.format(
            messages=get_buffer_string(state.get("messages", [])),
            date=get_today_str()
        )
        response = research_model.invoke([HumanMessage(content=prompt_content)])
        return {"research_brief": response.research_brief}

    builder = StateGraph(AgentState)
    builder.add_node("clarify_with_user", clarify_with_user)
    builder.add_node("write_research_brief", write_research_brief)
    builder.add_edge(START, "clarify_with_user")
    builder.add_edge("write_research_brief", END)
    return builder.compile()


# --- the conversations and their oracles ----------------------------------------------------------

# key: (messages, needs clarification, a word the question must hold (or None),
#       the subject the verification names, the facts the brief must keep)
CONVERSATIONS = {
    "acronym": ([HumanMessage("Write me a report on KPX adoption in Nordic utilities.")],
                True, "KPX", None, ()),
    "fully_specified": ([HumanMessage(
        "I want a report comparing the battery life, weight and price of 14-inch laptops sold in Germany "
        "in 2024 that cost under 1,200 euros, for a university student.")],
        False, None, "laptop", ("14-inch", "Germany", "1,200", "battery life", "weight")),
    "answered": ([HumanMessage("Research the best coffee grinders for me."),
                  AIMessage("Are you interested in manual or electric grinders, and what is your budget?"),
                  HumanMessage("Electric burr grinders under 200 dollars, for making espresso at home.")],
                 False, None, "grinder", ("burr", "200", "espresso")),
    "spelled_out": ([HumanMessage(
        "Give me an overview of how heat pumps (HP) perform in Norwegian homes during winters below "
        "minus 20 degrees Celsius, using studies published since 2015.")],
        False, None, "heat pump", ("Norw", "minus 20", "2015")),
    "vague": ([HumanMessage("Batteries.")], True, None, None, ()),
}
FIRST_PERSON = re.compile(r"\b(I|my|me)\b")
PROMPT_ECHO = ("<Messages>", "Guidelines", "Maximize Specificity", "research question that will be used")


def rows_for(model, key):
    """One row per model call, judged on what the program keeps: the route taken (END after
    ``clarify_with_user`` means ``need_clarification`` was true), the AIMessage it adds (the
    question or the verification) and the ``research_brief`` in state."""
    messages, needs, term, subject, facts = CONVERSATIONS[key]
    log = CallLog()
    app = build_app(model)
    path: list[str] = []
    final: dict = {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for mode, chunk in app.stream({"messages": messages}, {"callbacks": [log]},
                                      stream_mode=["updates", "values"]):
            if mode == "updates":
                path.extend(chunk.keys())
            else:
                final = chunk
    added = final["messages"][len(messages)].content if len(final.get("messages", [])) > len(messages) else ""
    asked = "write_research_brief" not in path
    if needs:
        ok = asked and "?" in added and (term is None or term.lower() in added.lower())
    else:
        ok = not asked and subject.lower() in added.lower()
    first = log.calls[0] if log.calls else {"text": "", "limit": ""}
    rows = [(f"{key}: clarify", verdict(first["text"], ok, first["limit"]),
             f"{'asks' if asked else 'starts research'}: {added[:180]!r}")]
    if not asked:
        brief = str(final.get("research_brief") or "")
        ok = (all(f.lower() in brief.lower() for f in facts) and not any(e in brief for e in PROMPT_ECHO)
              and bool(FIRST_PERSON.search(brief)))
        last = log.calls[-1]
        rows.append((f"{key}: research brief", verdict(last["text"], ok, last["limit"]), f"{brief[:200]!r}"))
    return rows


def s_clarify(model):
    return [row for key in ("acronym", "vague") for row in rows_for(model, key)]


def s_brief(model):
    return [row for key in ("fully_specified", "answered", "spelled_out") for row in rows_for(model, key)]


SCENARIOS = {"clarify": s_clarify, "brief": s_brief}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel, call

    replies = {
        "acronym": {"need_clarification": True, "question": "What does KPX stand for?", "verification": ""},
        "vague": {"need_clarification": True, "question": "What about batteries should the report cover?",
                  "verification": ""},
    }
    briefs = {
        "fully_specified": ("I want to compare the battery life, weight and price of 14-inch laptops sold in "
                            "Germany in 2024 under 1,200 euros, for my university studies.", "laptops"),
        "answered": ("I want the best electric burr grinders under 200 dollars for making espresso at home.",
                     "coffee grinders"),
        "spelled_out": ("I want an overview of heat pump performance in Norwegian homes in winters below "
                        "minus 20 degrees Celsius, from studies published since 2015.", "heat pumps"),
    }

    def script(prompt_text, schema, _tools):
        text = str(prompt_text)
        key = next(k for k, conv in CONVERSATIONS.items() if get_buffer_string(conv[0]) in text)
        if schema["name"] == "ResearchQuestion":
            return call("ResearchQuestion", research_brief=briefs[key][0])
        if key in replies:
            return call("ClarifyWithUser", **replies[key])
        return call("ClarifyWithUser", need_clarification=False, question="",
                    verification=f"Thanks, I have what I need on {briefs[key][1]} and will start research now.")

    model = ScriptedChatModel(script=script, tool_calling=True)
    rows = scenarios(model)
    assert len(rows) == 8 and [v for _, v, _ in rows] == ["right"] * len(rows), rows
