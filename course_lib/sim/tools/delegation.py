"""What the instructions say each agent or tool is for (issue 26, ports8).

A multi-agent prompt names the agent or tool that takes a need: "If you need hotel
recommendations, ask 'hotel_advisor' for help.", "Ask `billing_agent` for help with refunds.",
"For meeting requests, use the check_calendar_availability tool". ``routed_needs`` reads those
sentences of the system prompt for one bound tool: the need phrases routed to it, by its own name
or by the agent its handoff tool transfers to ("transfer_to_hotel_advisor" takes what is routed
to "hotel_advisor"). ``agent`` uses them when a tool result answered part of a request and the
rest is a need the instructions route to another tool. ``lookup_tool`` reads the one bound tool
the instructions name as the way to look things up ("Use get_menu to look things up, then answer",
"Always check fetch_policy before answering", "look it up with get_timetable"): a model calls it
for a question the tools' descriptions do not clearly meet. Cues: ``delegation`` in
data/sim/patterns.yaml.
"""

from __future__ import annotations

from functools import lru_cache

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("delegation")
_HANDOFF_PREFIXES = ("transfer_to_", "handoff_to_", "hand_off_to_", "handover_to_", "delegate_to_",
                     "assign_to_", "route_to_")
_MAX_SYSTEM = 20_000  # a system prompt read for routes: its first 20,000 characters
_NO_NEED = frozenset(content_terms("help assistance support"))


def targets(tool_name: str) -> frozenset[str]:
    """The names an instruction may use for the tool: its own, and the agent it hands over to."""
    name = tool_name.lower()
    out = {name}
    for prefix in _HANDOFF_PREFIXES:
        if name.startswith(prefix) and len(name) > len(prefix):
            out.add(name[len(prefix):])
    return frozenset(out)


def routed_needs(system: str, tool_name: str) -> tuple[str, ...]:
    """The need phrases the system prompt routes to ``tool_name`` ("hotel recommendations"), in
    order; a phrase of nothing but "help" routes nothing."""
    return _routes(system[:_MAX_SYSTEM]).get(tool_name.lower(), ()) + tuple(
        need for target in targets(tool_name) - {tool_name.lower()} for need in _routes(system[:_MAX_SYSTEM]).get(target, ())
    )


@lru_cache(maxsize=64)
def _routes(system: str) -> dict[str, tuple[str, ...]]:
    routes: dict[str, list[str]] = {}
    for pattern in (_CUE.if_you_need, _CUE.ask_for, _CUE.for_use):
        for match in pattern.finditer(system):
            need = match.group("need").strip()
            if not set(content_terms(need)) - _NO_NEED:
                continue
            routes.setdefault(match.group("target").lower(), []).append(need)
    return {target: tuple(dict.fromkeys(needs)) for target, needs in routes.items()}


def read_first_tool(system: str, tools: list[tuple[str, str]]) -> str | None:
    """The one bound tool (``(name, description)`` pairs) whose name or description names every
    word of the thing the instructions say to read before answering ("Read the settings file
    first" and ``read_show_settings``, "Read the exhibition's settings file"; "先查看配置文件再回答"
    and a tool described as reading "配置文件"); ``None`` when they name no thing, or no tool or
    several tools hold its words."""
    things = [m.group("thing") or m.group("thing_zh") for m in _CUE.read_first.finditer(system[:_MAX_SYSTEM])]
    found = set()
    for thing in things:
        words = set(content_terms(thing))
        if not words:
            continue
        holding = [name for name, description in tools
                   if words <= set(content_terms(f"{name.replace('_', ' ')} {description}"))]
        if len(holding) == 1:
            found.add(holding[0])
    return next(iter(found)) if len(found) == 1 else None


def lookup_tool(system: str, tool_names: list[str]) -> str | None:
    """The one bound tool the instructions name as the way to look things up or to answer ("Use
    get_term_dates to look things up", "call `fetch_policy` before answering"; with one tool bound,
    "Use the tool to look things up", "需要时用工具查询", "Look it up first."); ``None`` when they name none or several of
    the bound tools so."""
    bound = {n.lower(): n for n in tool_names}
    found = [(m.group("target") or m.group("target2") or m.group("target3") or ("tool" if m.group("target4") else ""))
             .lower() for m in _CUE.look_up_with.finditer(system[:_MAX_SYSTEM])]
    named = {bound[name] for name in found if name in bound}
    if not named and len(tool_names) == 1 and any(_CUE.generic_tool_names.match(name) for name in found):
        return tool_names[0]  # "Use the tool to look things up" with one tool bound: that one
    return next(iter(named)) if len(named) == 1 else None
