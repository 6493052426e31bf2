"""Tool calling by prompt alone, as label lines: tools listed in the prompt, the call asked for as
``TOOL: name`` / ``INPUT: value`` lines (issue 26, ports17).

A learner's agent with no ``bind_tools`` lists its tools in the system prompt ("- calculator: For
mathematical calculations (input: math expression like \\"2+2\\")") and asks for "EXACTLY this
format: TOOL: tool_name / INPUT: tool_input", else a normal answer; the program parses the two lines
and runs the tool. The simulator read the worked examples' "Response:" as an answer to grade and
replied "no". It now reads the listed lines as tools (:func:`listed_tools`), chooses one as it
chooses a bound tool, and writes the two lines under the prompt's own labels (``line_tools.format``,
data/sim/patterns.yaml): a calculator's input is the question's arithmetic, a file tool's the path
the request names, any other tool's the request itself. No clear tool: ``None`` (the prompt's "just
answer normally"); a calculator with no arithmetic in the request, or a file tool with no path in
it: a stated limit. ``prompted_tools`` is the JSON-blob sibling.
"""

from __future__ import annotations

from course_lib.sim.reports import limits
from course_lib.sim.request.reading import ToolSpec
from course_lib.sim.tools import tool_choice
from course_lib.sim.words import arithmetic
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.matching import Matcher

_CUE = patterns("line_tools")  # data/sim/patterns.yaml
MAX_TOOLS = 40
_LABEL_WORDS = ("TOOL", "Tool", "ACTION", "Action", "FUNCTION", "Function")


def reply_format(text: str) -> tuple[str, str] | None:
    """The prompt's two labels (``("TOOL", "INPUT")``) when it asks for a tool line and an input
    line, else ``None``."""
    if not any(w in (text or "") for w in _LABEL_WORDS):  # a cheap test before any pattern
        return None
    m = _CUE.format.search(text)
    return (m.group("tool"), m.group("input")) if m else None


def listed_tools(text: str, labels: tuple[str, str] = ("", "")) -> list[ToolSpec]:
    """The tools listed one a line as ``- name: description``, each with one required string
    argument ``input`` described by the line's "(input: ...)" when it has one. The format's own
    labels are no tools."""
    specs, seen = [], set()
    own = {label.lower() for label in labels}
    for m in _CUE.listed.finditer(text or ""):
        name, desc = m.group("name"), m.group("desc").strip()
        if name.lower() in own or name in seen:
            continue
        said = _CUE.input_said.search(desc)
        what = said.group("what").strip() if said else "the tool's input"
        seen.add(name)
        specs.append(ToolSpec(name, desc, {"type": "object", "properties": {
            "input": {"type": "string", "description": what}}, "required": ["input"]}))
        if len(specs) >= MAX_TOOLS:
            break
    return specs


def reply(system: str, question: str, matcher: Matcher) -> str | None:
    """The two lines for ``question`` with the tools ``system`` lists, a stated limit, or ``None``
    (no such prompt, or no tool clearly serves the request: the prompt's normal answer)."""
    labels = reply_format(system)
    if labels is None or not question.strip():
        return None
    specs = listed_tools(system, labels)
    if not specs:
        return None
    profiles = [tool_choice.profile(matcher, s) for s in specs]
    profile = _by_kind(profiles, question)
    if profile is None:
        chosen, clear = tool_choice.pick(tool_choice.focused_scores(matcher, question, profiles))
        if chosen is None or not clear:
            return None
        profile = chosen.profile
    value = _input(profile, question)
    if value is None:
        return limits.state(
            f"write the input of the listed tool '{profile.spec.name}'",
            "the request holds no value of the kind its input takes",
            "ask for it, or answer without the tool",
            kind="arguments",
        )
    return f"{labels[0]}: {profile.spec.name}\n{labels[1]}: {value}"


def _by_kind(profiles: list[tool_choice.ToolProfile], question: str) -> tool_choice.ToolProfile | None:
    """The one listed tool the request's own kind of value calls for: arithmetic -> the one
    calculator, a file path -> the one tool whose input is a path; else ``None``."""
    if arithmetic.looks_like_arithmetic(question) and arithmetic.to_expression(question):
        calculators = [p for p in profiles if p.kind == "calculator"]
        return calculators[0] if len(calculators) == 1 else None
    if _CUE.path_value.search(question):
        takes_path = [p for p in profiles if _takes_path(p)]
        return takes_path[0] if len(takes_path) == 1 else None
    return None


def _takes_path(profile: tool_choice.ToolProfile) -> bool:
    what = profile.spec.parameters["properties"]["input"]["description"]
    return bool(_CUE.path_input.search(what) or _CUE.path_input.search(profile.spec.description))


def _input(profile: tool_choice.ToolProfile, question: str) -> str | None:
    """The input line's value: the arithmetic for a calculator, the path for a file tool, else the
    request itself; ``None`` when the request holds none of the kind needed."""
    if profile.kind == "calculator":
        return arithmetic.to_expression(question)
    if _takes_path(profile):
        m = _CUE.path_value.search(question)
        return m.group(0) if m else None
    return question.strip()
