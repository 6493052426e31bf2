# ruff: noqa: W291, W293
"""Port: LangChain's "Agents from scratch" email assistant (the first one: a triage router whose
``RouterSchema`` decides ignore / notify / respond and hands over with ``Command(goto=...)``, and a
response agent forced to call one of five tools (``tool_choice="any"``) until ``Done``).

Source: github.com/langchain-ai/agents-from-scratch, src/email_assistant/email_assistant.py,
prompts.py, schemas.py, utils.py, tools/base.py, tools/default/{email_tools,calendar_tools,
prompt_templates}.py @edf2c479191d89bf96e6dceb6ee952a618979fc6; the two example emails are the
ones notebooks/agent.ipynb runs (the sysadmin maintenance notice, Alice's API-documentation
question).
Kept verbatim: ``RouterSchema``, ``State``, ``StateInput``, ``triage_system_prompt``,
``triage_user_prompt``, ``agent_system_prompt`` (with today's date), ``AGENT_TOOLS_PROMPT``,
``default_background``, ``default_triage_instructions``, ``default_response_preferences``,
``default_cal_preferences``, ``parse_email``, ``format_email_markdown``, the five tools of
``get_tools()`` (``write_email``, ``Done``, ``Question``, ``schedule_meeting``,
``check_calendar_availability``) with their docstrings and placeholder results, ``llm_call``,
``tool_node``, ``should_continue``, ``triage_router`` (prints dropped) and both graphs
(``StateGraph(State, input=StateInput)`` is spelled ``input_schema=``, its name in LangGraph 1.x).
Swapped: ``init_chat_model("openai:gpt-4.1", temperature=0.0)`` -> the simulator (one instance
for the router and one for the agent, as in the program). Invented: five more emails to one
engineer (a newsletter, a colleague out sick, a CI notification, a question about a missing
endpoint, a meeting request with two proposed slots).

Oracles (written before the first run), per model call:
- triage_router: ``classification`` is the category the program's own triage rules give the
  email (newsletter -> ignore; out sick, maintenance notice, CI notification -> notify; a direct
  technical question or a meeting request -> respond), or a stated limit;
- response agent (each call must call a tool: ``tool_choice="any"``):
  ``write_email`` is right when it is addressed to the sender (their address or name) and its
  content is on the email's subject (names a word of the subject) and is no copy of the prompt's
  instructions; ``check_calendar_availability`` is right only for a meeting request and for a day
  the email proposes; ``schedule_meeting`` is right only for a meeting request, with the sender
  among the attendees, the requested 30 minutes and a proposed day; ``Done`` is right only after
  ``write_email``; ``Question`` (no one answers it in this program) and a text reply are wrong;
  a stated limit counts as a limit. A run that ends in an error after a stated limit is that
  limit (the program has no path for a model that calls no tool).
"""

from __future__ import annotations

import re
import warnings
from datetime import datetime
from typing import Literal

import pytest
from langchain_core.tools import tool
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.types import Command
from pydantic import BaseModel, Field
from typing_extensions import TypedDict

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- schemas.py -------------------------------------------------------------------------------


class RouterSchema(BaseModel):
    """Analyze the unread email and route it according to its content."""

    reasoning: str = Field(
        description="Step-by-step reasoning behind the classification."
    )
    classification: Literal["ignore", "respond", "notify"] = Field(
        description="The classification of an email: 'ignore' for irrelevant emails, "
        "'notify' for important information that doesn't need a response, "
        "'respond' for emails that need a reply",
    )


class StateInput(TypedDict):
    # This is the input to the state
    email_input: dict


class State(MessagesState):
    # This state class has the messages key build in
    email_input: dict
    classification_decision: Literal["ignore", "respond", "notify"]


# --- prompts.py -------------------------------------------------------------------------------

triage_system_prompt = """

< Role >
Your role is to triage incoming emails based upon instructs and background information below.
</ Role >

< Background >
{background}. 
</ Background >

< Instructions >
Categorize each email into one of three categories:
1. IGNORE - Emails that are not worth responding to or tracking
2. NOTIFY - Important information that worth notification but doesn't require a response
3. RESPOND - Emails that need a direct response
Classify the below email into one of these categories.
</ Instructions >

< Rules >
{triage_instructions}
</ Rules >
"""

triage_user_prompt = """
Please determine how to handle the below email thread:

From: {author}
To: {to}
Subject: {subject}
{email_thread}"""

agent_system_prompt = """
< Role >
You are a top-notch executive assistant who cares about helping your executive perform as well as possible.
</ Role >

< Tools >
You have access to the following tools to help manage communications and schedule:
{tools_prompt}
</ Tools >

< Instructions >
When handling emails, follow these steps:
1. Carefully analyze the email content and purpose
2. IMPORTANT --- always call a tool and call one tool at a time until the task is complete: 
3. For responding to the email, draft a response email with the write_email tool
4. For meeting requests, use the check_calendar_availability tool to find open time slots
5. To schedule a meeting, use the schedule_meeting tool with a datetime object for the preferred_day parameter
   - Today's date is """ + datetime.now().strftime("%Y-%m-%d") + """ - use this for scheduling meetings accurately
6. If you scheduled a meeting, then draft a short response email using the write_email tool
7. After using the write_email tool, the task is complete
8. If you have sent the email, then use the Done tool to indicate that the task is complete
</ Instructions >

< Background >
{background}
</ Background >

< Response Preferences >
{response_preferences}
</ Response Preferences >

< Calendar Preferences >
{cal_preferences}
</ Calendar Preferences >
"""

default_background = """ 
I'm Lance, a software engineer at LangChain.
"""

default_response_preferences = """
Use professional and concise language. If the e-mail mentions a deadline, make sure to explicitly acknowledge and reference the deadline in your response.

When responding to technical questions that require investigation:
- Clearly state whether you will investigate or who you will ask
- Provide an estimated timeline for when you'll have more information or complete the task

When responding to event or conference invitations:
- Always acknowledge any mentioned deadlines (particularly registration deadlines)
- If workshops or specific topics are mentioned, ask for more specific details about them
- If discounts (group or early bird) are mentioned, explicitly request information about them
- Don't commit 

When responding to collaboration or project-related requests:
- Acknowledge any existing work or materials mentioned (drafts, slides, documents, etc.)
- Explicitly mention reviewing these materials before or during the meeting
- When scheduling meetings, clearly state the specific day, date, and time proposed

When responding to meeting scheduling requests:
- If times are proposed, verify calendar availability for all time slots mentioned in the original email and then commit to one of the proposed times based on your availability by scheduling the meeting. Or, say you can't make it at the time proposed.
- If no times are proposed, then check your calendar for availability and propose multiple time options when available instead of selecting just one.
- Mention the meeting duration in your response to confirm you've noted it correctly.
- Reference the meeting's purpose in your response.
"""

default_cal_preferences = """
30 minute meetings are preferred, but 15 minute meetings are also acceptable.
"""

default_triage_instructions = """
Emails that are not worth responding to:
- Marketing newsletters and promotional emails
- Spam or suspicious emails
- CC'd on FYI threads with no direct questions

There are also other things that should be known about, but don't require an email response. For these, you should notify (using the `notify` response). Examples of this include:
- Team member out sick or on vacation
- Build system notifications or deployments
- Project status updates without action items
- Important company announcements
- FYI emails that contain relevant information for current projects
- HR Department deadline reminders
- Subscription status / renewal reminders
- GitHub notifications

Emails that are worth responding to:
- Direct questions from team members requiring expertise
- Meeting requests requiring confirmation
- Critical bug reports related to team's projects
- Requests from management requiring acknowledgment
- Client inquiries about project status or features
- Technical questions about documentation, code, or APIs (especially questions about missing endpoints or features)
- Personal reminders related to family (wife / daughter)
- Personal reminder related to self-care (doctor appointments, etc)
"""

# tools/default/prompt_templates.py
AGENT_TOOLS_PROMPT = """
1. write_email(to, subject, content) - Send emails to specified recipients
2. schedule_meeting(attendees, subject, duration_minutes, preferred_day, start_time) - Schedule calendar meetings where preferred_day is a datetime object
3. check_calendar_availability(day) - Check available time slots for a given day
4. Done - E-mail has been sent
"""


# --- tools/default/*.py, tools/base.py ---------------------------------------------------------


@tool
def write_email(to: str, subject: str, content: str) -> str:
    """Write and send an email."""
    # Placeholder response - in real app would send email
    return f"Email sent to {to} with subject '{subject}' and content: {content}"


@tool
class Done(BaseModel):
    """E-mail has been sent."""
    done: bool


@tool
class Question(BaseModel):
    """Question to ask user."""
    content: str


@tool
def schedule_meeting(
    attendees: list[str], subject: str, duration_minutes: int, preferred_day: datetime, start_time: int
) -> str:
    """Schedule a calendar meeting."""
    # Placeholder response - in real app would check calendar and schedule
    date_str = preferred_day.strftime("%A, %B %d, %Y")
    return f"Meeting '{subject}' scheduled on {date_str} at {start_time} for {duration_minutes} minutes with {len(attendees)} attendees"


@tool
def check_calendar_availability(day: str) -> str:
    """Check calendar availability for a given day."""
    # Placeholder response - in real app would check actual calendar
    return f"Available times on {day}: 9:00 AM, 2:00 PM, 4:00 PM"


def get_tools():
    all_tools = {
        "write_email": write_email,
        "Done": Done,
        "Question": Question,
        "schedule_meeting": schedule_meeting,
        "check_calendar_availability": check_calendar_availability,
    }
    return list(all_tools.values())


def get_tools_by_name(tools):
    return {tool.name: tool for tool in tools}


# --- utils.py -----------------------------------------------------------------------------------


def format_email_markdown(subject, author, to, email_thread, email_id=None):
    id_section = f"\n**ID**: {email_id}" if email_id else ""
    return f"""

**Subject**: {subject}
**From**: {author}
**To**: {to}{id_section}

{email_thread}

---
"""


def parse_email(email_input: dict):
    # Standard schema (the only one these emails use)
    return (
        email_input["author"],
        email_input["to"],
        email_input["subject"],
        email_input["email_thread"],
        email_input.get("id", None),
    )


# --- email_assistant.py -------------------------------------------------------------------------


def build(llm_router_model, llm_tools_model):
    tools = get_tools()
    tools_by_name = get_tools_by_name(tools)
    llm_router = llm_router_model.with_structured_output(RouterSchema)
    llm_with_tools = llm_tools_model.bind_tools(tools, tool_choice="any")

    def llm_call(state: State):
        """LLM decides whether to call a tool or not"""
        return {
            "messages": [
                llm_with_tools.invoke(
                    [
                        {"role": "system", "content": agent_system_prompt.format(
                            tools_prompt=AGENT_TOOLS_PROMPT,
                            background=default_background,
                            response_preferences=default_response_preferences,
                            cal_preferences=default_cal_preferences)
                         },
                    ]
                    + state["messages"]
                )
            ]
        }

    def tool_node(state: State):
        """Performs the tool call"""
        result = []
        for tool_call in state["messages"][-1].tool_calls:
            tool = tools_by_name[tool_call["name"]]
            observation = tool.invoke(tool_call["args"])
            result.append({"role": "tool", "content": observation, "tool_call_id": tool_call["id"]})
        return {"messages": result}

    def should_continue(state: State) -> Literal["Action", "__end__"]:
        """Route to Action, or end if Done tool called"""
        messages = state["messages"]
        last_message = messages[-1]
        if last_message.tool_calls:
            for tool_call in last_message.tool_calls:
                if tool_call["name"] == "Done":
                    return END
                else:
                    return "Action"

    agent_builder = StateGraph(State)
    agent_builder.add_node("llm_call", llm_call)
    agent_builder.add_node("environment", tool_node)
    agent_builder.add_edge(START, "llm_call")
    agent_builder.add_conditional_edges(
        "llm_call",
        should_continue,
        {
            "Action": "environment",
            END: END,
        },
    )
    agent_builder.add_edge("environment", "llm_call")
    agent = agent_builder.compile()

    def triage_router(state: State) -> Command[Literal["response_agent", "__end__"]]:
        """Analyze email content to decide if we should respond, notify, or ignore."""
        author, to, subject, email_thread, _ = parse_email(state["email_input"])
        system_prompt = triage_system_prompt.format(
            background=default_background,
            triage_instructions=default_triage_instructions
        )
        user_prompt = triage_user_prompt.format(
            author=author, to=to, subject=subject, email_thread=email_thread
        )
        email_markdown = format_email_markdown(subject, author, to, email_thread)
        result = llm_router.invoke(
            [
                {"role": "system", "content": system_prompt},
                {"role": "user", "content": user_prompt},
            ]
        )
        classification = result.classification
        if classification == "respond":
            goto = "response_agent"
            update = {
                "classification_decision": classification,
                "messages": [{"role": "user",
                              "content": f"Respond to the email: {email_markdown}"
                              }],
            }
        elif classification == "ignore":
            update = {
                "classification_decision": classification,
            }
            goto = END
        elif classification == "notify":
            update = {
                "classification_decision": classification,
            }
            goto = END
        else:
            raise ValueError(f"Invalid classification: {classification}")
        return Command(goto=goto, update=update)

    overall_workflow = (
        StateGraph(State, input_schema=StateInput)
        .add_node(triage_router)
        .add_node("response_agent", agent)
        .add_edge(START, "triage_router")
    )
    return overall_workflow.compile()


# --- the emails ---------------------------------------------------------------------------------

EMAILS = {
    # the notebook's two examples
    "maintenance": ({
        "author": "System Admin <sysadmin@company.com>",
        "to": "Development Team <dev@company.com>",
        "subject": "Scheduled maintenance - database downtime",
        "email_thread": "Hi team,\n\nThis is a reminder that we'll be performing scheduled maintenance on the production database tonight from 2AM to 4AM EST. During this time, all database services will be unavailable.\n\nPlease plan your work accordingly and ensure no critical deployments are scheduled during this window.\n\nThanks,\nSystem Admin Team",
    }, "notify"),
    "api_docs": ({
        "author": "Alice Smith <alice.smith@company.com>",
        "to": "John Doe <john.doe@company.com>",
        "subject": "Quick question about API documentation",
        "email_thread": "Hi John,\nI was reviewing the API documentation for the new authentication service and noticed a few endpoints seem to be missing from the specs. Could you help clarify if this was intentional or if we should update the docs?\nSpecifically, I'm looking at:\n- /auth/refresh\n- /auth/validate\nThanks!\nAlice",
    }, "respond"),
    # invented
    "newsletter": ({
        "author": "DevWeekly <news@devweekly.io>",
        "to": "Lance Martin <lance@langchain.dev>",
        "subject": "This week: 12 Rust crates you missed + 40% off our video course",
        "email_thread": "Hello developer!\n\nOur weekly roundup is here: twelve crates that trended this week, a new tutorial on async runtimes, and for three days only, 40% off the Advanced Rust video course. Click here to claim your discount.\n\nUnsubscribe | Manage preferences",
    }, "ignore"),
    "out_sick": ({
        "author": "Priya Raman <priya.raman@langchain.dev>",
        "to": "Lance Martin <lance@langchain.dev>",
        "subject": "Out sick today",
        "email_thread": "Hi Lance,\n\nI have the flu and will be offline today. I expect to be back tomorrow morning.\n\nPriya",
    }, "notify"),
    "ci": ({
        "author": "GitHub <notifications@github.com>",
        "to": "Lance Martin <lance@langchain.dev>",
        "subject": "[langchain-ai/langgraph] Run succeeded: CI - main (a41c9e2)",
        "email_thread": "The workflow run CI on branch main succeeded.\n\nAll 14 jobs passed in 9m 32s.\n\nYou are receiving this because you are subscribed to this repository's workflow runs.",
    }, "notify"),
    "batch_endpoint": ({
        "author": "Marco Bellini <marco.bellini@langchain.dev>",
        "to": "Lance Martin <lance@langchain.dev>",
        "subject": "Is the /v2/batch endpoint missing from the ingestion API?",
        "email_thread": "Hi Lance,\n\nThe reference docs for the ingestion API list /v2/ingest and /v2/status but not /v2/batch, which the migration guide tells us to use. Is the endpoint not released yet, or is it missing from the docs? We need it for the import job we are planning.\n\nThanks,\nMarco",
    }, "respond"),
    "meeting": ({
        "author": "Sofia Lind <sofia.lind@langchain.dev>",
        "to": "Lance Martin <lance@langchain.dev>",
        "subject": "30 minutes to review the tracing design doc?",
        "email_thread": "Hi Lance,\n\nCould we meet for 30 minutes to go through the tracing design doc I shared last week? Tuesday at 2pm or Thursday at 9am would both work for me.\n\nBest,\nSofia",
    }, "respond"),
}

MEETING_DAYS = {"meeting": ("tuesday", "thursday")}
_ADDRESS = re.compile(r"<([^>]+)>")


def _sender(email: dict) -> tuple[str, str]:
    address = _ADDRESS.search(email["author"]).group(1)
    return address.lower(), email["author"].split("<")[0].strip().split()[0].lower()


def _subject_words(email: dict) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9/]+", email["subject"].lower()) if len(w) > 3}


def agent_call_ok(name: str, args: dict, email_key: str, earlier: list[str]) -> bool:
    """The oracle for one response-agent tool call (see the module docstring)."""
    email = EMAILS[email_key][0]
    address, first = _sender(email)
    if name == "write_email":
        to = str(args.get("to", "")).lower()
        content = str(args.get("content", "")).lower()
        on_subject = any(w in content for w in _subject_words(email))
        copied = any(p in content for p in ("top-notch executive assistant", "response preferences",
                                            "always call a tool", "use professional and concise"))
        return (address in to or first in to) and on_subject and not copied
    if name == "check_calendar_availability":
        days = MEETING_DAYS.get(email_key)
        return bool(days) and any(d in str(args.get("day", "")).lower() for d in days)
    if name == "schedule_meeting":
        days = MEETING_DAYS.get(email_key)
        attendees = " ".join(map(str, args.get("attendees") or [])).lower()
        return bool(days) and address in attendees and args.get("duration_minutes") in (30, "30")
    if name == "Done":
        return "write_email" in earlier
    return False  # Question, or an unknown tool


def run_email(model_router, model_tools, key: str):
    """Run the assistant on one email; return one (label, verdict, text) row per model call."""
    email, expected = EMAILS[key]
    app = build(model_router, model_tools)
    log = CallLog()
    error = ""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            state = app.invoke({"email_input": email}, {"callbacks": [log], "recursion_limit": 16})
        except Exception as exc:  # noqa: BLE001 (the program's own failure, after a model call)
            state, error = {}, f"{type(exc).__name__}: {str(exc)[:120]}"
    rows = []
    calls = log.calls
    if not calls:
        return [(f"{key}: triage", "wrong", error or "no model call")]
    first = calls[0]
    got = state.get("classification_decision", "")
    rows.append((f"{key}: triage (expect {expected})", verdict("", got == expected, first["limit"]),
                 f"{got or error} | {first['text'][:160]}"))
    earlier: list[str] = []
    for i, c in enumerate(calls[1:], 1):
        if c["tool_calls"]:
            tc = c["tool_calls"][0]
            ok = len(c["tool_calls"]) == 1 and agent_call_ok(tc["name"], tc["args"], key, earlier)
            earlier.append(tc["name"])
            text = f"{tc['name']}({tc['args']})"
        else:
            ok, text = False, c["text"]
        if i == len(calls) - 1 and error:
            text += f" | then {error}"
        rows.append((f"{key}: agent call {i}", verdict("", ok, c["limit"]), text[:300]))
    return rows


def s_tutorial(model):
    return run_email(model, model, "maintenance") + run_email(model, model, "api_docs")


def s_triage(model):
    return [row for key in ("newsletter", "out_sick", "ci") for row in run_email(model, model, key)]


def s_respond(model):
    return [row for key in ("batch_endpoint", "meeting") for row in run_email(model, model, key)]


SCENARIOS = {"tutorial": s_tutorial, "triage": s_triage, "respond": s_respond}


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

    def script(prompt_text, schema, _tools):
        text = str(prompt_text)
        if "triage incoming emails" in text:
            for email, expected in EMAILS.values():
                if email["subject"] in text:
                    return call("RouterSchema", reasoning="by the rules", classification=expected)
        key = next(k for k, (e, _) in EMAILS.items() if e["subject"] in text)
        email = EMAILS[key][0]
        address, _ = _sender(email)
        if "Email sent to" in text:
            return call("Done", done=True)
        if key == "meeting" and "Available times" not in text:
            return call("check_calendar_availability", day="Tuesday")
        if key == "meeting" and "scheduled on" not in text:
            return call("schedule_meeting", attendees=[address, "lance@langchain.dev"],
                        subject="Tracing design doc review", duration_minutes=30,
                        preferred_day="2026-12-08T14:00:00", start_time=14)
        return call("write_email", to=address, subject="Re: " + email["subject"],
                    content=f"Thanks for your email about {email['subject'].lower()}; I will look into it.")

    model = ScriptedChatModel(script=script, tool_calling=True)  # the router's reply is logged
    rows = scenarios(model)
    assert [v for _, v, _ in rows] == ["right"] * len(rows), rows
