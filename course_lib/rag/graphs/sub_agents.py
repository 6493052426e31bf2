"""Sub-agents as tools: a supervisor over specialist desks (notebook 08, section 2).

    supervisor (create_agent, one tool per desk)
      -> ask_orders_desk(request)  -> create_agent over orders, customers, shipments, ...
      -> ask_docs_desk(request)    -> create_agent over notes, runbooks, incidents, web
      ...

With 16 tools in one prompt every call carries 16 schemas, and look-alike descriptions
compete for every question. Grouping them behind a few sub-agents splits one hard choice into
two easy ones: the supervisor picks among a few desks with distinct descriptions, each desk
picks among its own few tools. Each desk is ``create_agent`` wrapped as a tool
(:func:`agent_as_tool`): its description is the supervisor's only basis for choosing it, as
for any tool. The price is calls: a question answered through a desk costs the supervisor's
call to pick it, the desk's own calls, and the supervisor's call to read the desk's answer.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Annotated

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import HumanMessage
from langchain_core.tools import BaseTool, StructuredTool
from langgraph.prebuilt import InjectedState
from pydantic import BaseModel, Field

from course_lib.rag.graphs.agent import MAX_MODEL_CALLS, make_agent
from course_lib.rag.pipeline import last_ai_text
from course_lib.rag.prompts import DESK_SYSTEM, SUPERVISOR_SYSTEM


@dataclass(frozen=True)
class Desk:
    """One sub-agent: its tool name, the description the supervisor reads, its tools' names."""

    name: str
    description: str
    tools: tuple[str, ...]


DESKS: tuple[Desk, ...] = (
    Desk("ask_orders_desk",
         "The orders and customers desk: customer orders and their status, totals of orders, "
         "customer accounts and account managers, shipments, parcels and deliveries, invoices "
         "and overdue payments, and counts or rankings over all orders. Use it for any question "
         "about a customer, an order, a parcel or a bill. Do not use it for policies, outages "
         "or the company's projects and services.",
         ("query_orders", "lookup_customer", "track_shipment", "lookup_invoice", "run_sql", "calc")),
    Desk("ask_docs_desk",
         "The engineering documentation desk: the technical notes on programming (Python, "
         "asyncio, git, SQL, Docker, HTTP, LangGraph), the operations runbooks (how to restart "
         "a service, roll back, rotate credentials, drain a queue), the incident reports "
         "(outages, root causes, how long they lasted) and public web facts such as software "
         "releases. Use it for how-to, concept, procedure and outage questions. Do not use it for "
         "customers, orders or who owns what in the company.",
         ("search_notes", "search_runbooks", "search_incidents", "web_search")),
    Desk("ask_company_desk",
         "The company desk: the company wiki (projects, teams, who leads or owns what, on-call "
         "rotations, the databases and queues behind each project), the staff directory "
         "(e-mail addresses, phone extensions), the company policies (refund and return rules, "
         "travel, expenses, on-call pay, data retention) and the warehouse stock of packing "
         "supplies. Use it for questions about our company, its people, its rules and its "
         "supplies. Do not use it for customer orders or for how-to procedures.",
         ("search_wiki", "lookup_employee", "search_policies", "check_stock")),
    Desk("ask_numbers_desk",
         "The numbers desk: sums, differences and percentages of numbers given in the question, "
         "unit conversions (kg and pounds, km and miles, litres and gallons, Celsius and "
         "Fahrenheit) and the number of days between two dates. Use it when the question gives "
         "the numbers, units or dates and asks for a result. Do not use it for looking anything up.",
         ("calc", "convert_units", "days_between")),
)
"""The course's grouping of the 16 tools of :mod:`course_lib.rag.tools.catalogue` into four desks."""


FORWARD = ("question", "request")
"""What a desk is given: ``"question"``, the user's latest message as the user wrote it (the
supervisor's ``request`` is added when it says more), or ``"request"``, only the text the
supervisor wrote. A supervisor that paraphrases loses ids, dates and numbers on the way; the
user's own words cannot."""


class DeskRequest(BaseModel):
    request: str = Field(description="The user's question for this desk, with every name, id and number it needs.")
    state: Annotated[dict, InjectedState] = Field(default_factory=dict)


def _words(text: str) -> set[str]:
    return set(re.findall(r"\w+", text.lower()))


def _latest_question(state: Mapping) -> str:
    for message in reversed(list(state.get("messages") or [])):
        if getattr(message, "type", "") == "human":
            return message.text  # the text blocks of any content shape, as a string
    return ""


def agent_as_tool(agent, *, name: str, description: str, forward: str = "question") -> BaseTool:
    """A compiled agent as a tool: the user's question (see :data:`FORWARD`) goes in as a human
    message, the agent's last answer comes back as the tool's result. Callbacks reach the
    agent, so a ledger counts its calls and tools too."""
    if forward not in FORWARD:
        raise ValueError(f"forward must be one of {', '.join(FORWARD)}, not {forward!r}.")

    def ask(request: str, state: Annotated[dict, InjectedState]) -> str:
        question = _latest_question(state or {}) if forward == "question" else ""
        text = question or request
        if question and request and not _words(request) <= _words(question):
            text = f"{question}\n\n(The front desk adds: {request})"
        result = agent.invoke({"messages": [HumanMessage(text)]})
        return last_ai_text(result) or "The desk found no answer."

    return StructuredTool.from_function(ask, name=name, description=description, args_schema=DeskRequest)


def make_desk_tools(*, llm: BaseChatModel, catalogue: Mapping[str, BaseTool],
                    desks: Sequence[Desk] = DESKS, forward: str = "question",
                    max_model_calls: int = MAX_MODEL_CALLS) -> list[BaseTool]:
    """One ``create_agent`` per desk over its tools, each wrapped as a tool."""
    out = []
    for desk in desks:
        missing = [t for t in desk.tools if t not in catalogue]
        if missing:
            raise ValueError(f"Desk {desk.name!r} names unknown tools: {', '.join(missing)}.")
        agent = make_agent(llm=llm, tools=[catalogue[t] for t in desk.tools], system_prompt=DESK_SYSTEM,
                           max_model_calls=max_model_calls)
        out.append(agent_as_tool(agent, name=desk.name, description=desk.description, forward=forward))
    return out


def make_supervisor(*, llm: BaseChatModel, desk_tools: Sequence[BaseTool],
                    system_prompt: str = SUPERVISOR_SYSTEM, max_model_calls: int = MAX_MODEL_CALLS):
    """``create_agent`` whose tools are the desks: the supervisor of notebook 08."""
    return make_agent(llm=llm, tools=list(desk_tools), system_prompt=system_prompt,
                      max_model_calls=max_model_calls)


def leaf_tools(tools: Sequence[str], desk_names: Sequence[str]) -> list[str]:
    """The tools a run really used, the desks themselves left out (for routing scores)."""
    desks = set(desk_names)
    return [t for t in tools if t not in desks]


__all__ = ["DESKS", "FORWARD", "Desk", "DeskRequest", "agent_as_tool", "leaf_tools", "make_desk_tools", "make_supervisor"]
