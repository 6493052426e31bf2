"""The planner of the explicit graph and its hard guards (notebook 05).

After each retrieval the model chooses ``retrieve`` (an open sub-question is still
unanswered) or ``generate`` (the documents suffice). Two guards overrule it, whatever it
says: no sub-questions left, or the maximum number of retrievals reached. They are checked
first, so a guarded step costs no model call, and they are what makes the loop end.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from langchain_core.language_models import BaseChatModel

from course_lib.documents import format_documents
from course_lib.prompts import PLANNER_PROMPT
from course_lib.schemas import PlanDecision

Action = Literal["retrieve", "generate"]


def guarded_action(proposed: str, *, retrievals: int, max_retrievals: int,
                   open_sub_questions: int) -> str:
    """The action to take: ``generate`` when a guard trips, else what the planner proposed."""
    if open_sub_questions <= 0 or retrievals >= max_retrievals:
        return "generate"
    return "generate" if proposed == "generate" else "retrieve"


def guard_reason(*, retrievals: int, max_retrievals: int, open_sub_questions: int) -> str | None:
    """Which guard trips, in words, or None."""
    if open_sub_questions <= 0:
        return "no sub-questions left"
    if retrievals >= max_retrievals:
        return f"maximum of {max_retrievals} retrievals reached"
    return None


def _numbered(sub_questions: list[str], next_index: int) -> str:
    lines = []
    for i, sub in enumerate(sub_questions):
        if i >= next_index:
            lines.append(f"{i + 1}. {sub}")
    return "\n".join(lines) or "(none)"


def make_plan_node(llm: BaseChatModel, *, max_retrievals: int = 3,
                   guard: Callable[..., str] = guarded_action) -> Callable[[dict], dict[str, Any]]:
    """A node ``state -> {"plan": {...}}``.

    The guard is asked first whether it would overrule even a ``retrieve``; if so the model is
    not called at all. ``guard`` can be swapped (notebook 05's exercise writes its own).
    """
    chain = PLANNER_PROMPT | llm.with_structured_output(PlanDecision)

    def plan(state: dict) -> dict[str, Any]:
        subs = state.get("sub_questions") or []
        done = state.get("next_index", 0)
        counts = {"retrievals": state.get("retrievals", 0), "max_retrievals": max_retrievals,
                  "open_sub_questions": len(subs) - done}
        tripped = guard_reason(**counts)
        proposed, reason = None, ""
        if guard("retrieve", **counts) == "retrieve":  # only ask the model when it can matter
            decision = chain.invoke({"question": state["question"],
                                     "sub_questions": _numbered(subs, done),
                                     "context": format_documents(state.get("documents") or [])})
            proposed, reason = decision.action, decision.reason
            action = guard(proposed, **counts)
        else:
            action = "generate"
        stop = ""
        if action == "generate":
            stop = tripped or "planner chose generate"
        return {"plan": {"proposed": proposed, "reason": reason, "guard": tripped, "action": action},
                "stop_reason": stop}

    return plan


def route_after_plan(state: dict) -> Action:
    """Conditional edge: follow the (guarded) action stored in the state."""
    return "retrieve" if (state.get("plan") or {}).get("action") == "retrieve" else "generate"
