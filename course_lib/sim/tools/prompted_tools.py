"""Tool calling by prompt alone: tools written out in the prompt, the call asked for as JSON
(issue 26, ports13).

LangChain's "ad-hoc tool calling" binds no tools: ``render_text_description(tools)`` writes each
as a line ``multiply(x: float, y: float) -> float - Multiply two numbers together.`` in the system
prompt, which asks for "a JSON blob with 'name' and 'arguments' keys"; ``JsonOutputParser`` reads
the reply and ``invoke_tool`` runs it. The simulator read the prompt's words as the blob's keys
(``{"corresponding": ""}``). It now reads the rendered lines as tools (:func:`rendered_tools`),
chooses one as it chooses a bound tool (arithmetic by the tools' operations, numbers written as
words read as digits, else by the
descriptions, ``tool_choice``), fills its arguments (``tool_args``) and writes the blob under the
prompt's own key names. A request the one call cannot do whole (two arithmetic steps, a number
no step uses), no clear tool, or a required argument with no value is a stated limit.
"""

from __future__ import annotations

import json
import re

from course_lib.sim.reports import limits
from course_lib.sim.request.reading import ToolSpec
from course_lib.sim.tools import function_tools, tool_args, tool_choice
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.matching import Matcher
from course_lib.sim.words.number_words import values, words

_CUE = patterns("prompted_tools")  # data/sim/patterns.yaml
MAX_TOOLS = 40
_TYPES = {"float": "number", "int": "integer", "str": "string", "bool": "boolean", "list": "array",
          "dict": "object", "number": "number", "integer": "integer", "string": "string"}


def rendered_tools(text: str) -> list[ToolSpec]:
    """The tools written one a line as ``name(arg: type, ...) -> type - description``."""
    specs = []
    for m in _CUE.rendered.finditer(text or ""):
        props, required = {}, []
        for arg in _split_args(m.group("args")):
            name, _, rest = arg.partition(":")
            name = name.strip()
            if not re.fullmatch(r"[A-Za-z_]\w*", name):
                return []  # not a signature
            type_text, _, default = rest.partition("=")
            base = re.split(r"[\[|]", type_text.strip().strip("'\""), maxsplit=1)[0].strip().lower()
            props[name] = {"type": _TYPES.get(base, "string")}
            if not default.strip():
                required.append(name)
        specs.append(ToolSpec(m.group("name"), m.group("desc").strip(),
                              {"type": "object", "properties": props, "required": required}))
        if len(specs) >= MAX_TOOLS:
            break
    return specs


def _split_args(text: str) -> list[str]:
    """``x: float, y: Dict[str, Any]`` -> its arguments (commas inside brackets kept)."""
    out, depth, cur = [], 0, ""
    for ch in text:
        depth += ch in "[(" and 1 or (-1 if ch in "])" else 0)
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return [a for a in (x.strip() for x in out) if a]


_UNITS = words(0, 19)
_TENS = values(20, 90)
_WORD_NUMBER_RE = re.compile(
    rf"\b(?:(?P<tens>{'|'.join(_TENS)})(?:[ -](?P<unit>{'|'.join(_UNITS[1:10])}))?|(?P<small>{'|'.join(_UNITS)}))\b",
    re.IGNORECASE)


def with_digits(text: str) -> str:
    """Numbers written as words below one hundred as digits ("thirteen times 4" -> "13 times 4")."""
    def number(m: re.Match) -> str:
        if m.group("small"):
            return str(_UNITS.index(m.group("small").lower()))
        return str(_TENS[m.group("tens").lower()] + (_UNITS.index(m.group("unit").lower()) if m.group("unit") else 0))

    return _WORD_NUMBER_RE.sub(number, text or "")


def blob_keys(text: str) -> tuple[str, str] | None:
    """The keys the prompt asks the JSON blob to hold (``("name", "arguments")``), else ``None``."""
    m = _CUE.blob.search(text or "")
    return (m.group("name"), m.group("args")) if m else None


def reply(system: str, question: str, matcher: Matcher) -> str | None:
    """The JSON blob for ``question`` with the tools ``system`` writes out, a stated limit, or
    ``None`` when the prompt is no such request."""
    if not any(w in (system or "") for w in ("JSON", "json", "Json")):  # a cheap test before any pattern
        return None
    keys = blob_keys(system)
    specs = rendered_tools(system) if keys else []
    if not specs:
        return None
    name_key, args_key = keys
    digits = with_digits(question)
    calls, _, steps = function_tools.next_calls(digits, specs, [])
    if calls or steps or function_tools.left_over(digits, specs):
        if len(steps) != 1 or len(calls) != 1 or function_tools.left_over(digits, specs):
            return limits.state(
                "write this as one tool call",
                "it takes more than one step of the listed tools (or a number no step uses), and the "
                "reply format holds one call",
                "write the first call and carry on after its result, or say it needs several",
                kind="arguments",
            )
        name, args = calls[0]
        return json.dumps({name_key: name, args_key: args})
    profiles = [tool_choice.profile(matcher, s) for s in specs]
    chosen, clear = tool_choice.pick(tool_choice.focused_scores(matcher, question, profiles))
    if chosen is None or not clear:
        return limits.state(
            "choose a tool from the ones the prompt lists",
            "none of their descriptions clearly matches the request",
            "pick the tool that fits, or answer without one",
            kind="reading",
        )
    spec = chosen.profile.spec
    args = tool_args.fill_args(spec, question, question)
    guessed = tool_args.guessed_required(spec, question, question)
    if guessed:
        fields = ", ".join(f"'{g}'" for g in guessed)
        return limits.state(
            f"write the call of '{spec.name}'",
            f"the request holds no value of the kind its argument {fields} takes",
            "ask for it",
            kind="arguments",
        )
    return json.dumps({name_key: spec.name, args_key: args})
