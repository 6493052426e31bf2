"""Asking the user through a bound ask-the-human tool (issue 26, the tenth batch of ports).

LangGraph's "wait for user input" agent binds a mock tool ``AskHuman`` ("Ask the human a
question", ``question: str``) beside its real tools; the graph pauses on that call and the user's
reply comes back as its ``ToolMessage``. The simulator called the real search tool with the
request's own words ("Use search tool ask user look weather") and relayed the result. Now, with
such a tool bound (its name or description asks the human / user, one required text argument):

- a request that says to ask the user something ("ask the user where they are, then look up the
  weather there") calls it first, with that indirect question put to the user ("Could you tell me
  where you are?");
- a question about the user's unknown whereabouts ("the weather where I am") asks where they are;
- once the user has replied, the request's next part ("look up the weather there") is carried
  out as a question of its own (the later rounds answer it), with "there" / "that city" replaced by the place the reply names
  (its capitalised name, else the reply itself).
Cues: ``data/sim/patterns.yaml``, section ``asking_user``.
"""

from __future__ import annotations

import dataclasses
import re

from course_lib.sim.request.reading import Request, ToolSpec
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import names

_CUE = patterns("asking_user")  # data/sim/patterns.yaml
_PRONOUNS = (  # the user spoken of -> spoken to: "where they are" -> "where you are"
    (r"\b(?:they|he|she) (?:are|is)\b", "you are"), (r"\b(?:they|he|she) (?:were|was)\b", "you were"),
    (r"\b(?:they|he|she) (?:live|lives)\b", "you live"), (r"\b(?:they|he|she)\b", "you"),
    (r"\b(?:their|his|her)\b", "your"), (r"\bthem\b", "you"), (r"\bthe user's\b", "your"),
)


def ask_tool(tools: list[ToolSpec]) -> tuple[str, str] | None:
    """``(tool, argument)`` of the one bound tool that asks the user a question, else ``None``."""
    found = []
    for t in tools:
        said = f"{re.sub(r'(?<=[a-z])(?=[A-Z])|_', ' ', t.name)} {t.description}"
        props = (t.parameters or {}).get("properties") or {}
        text_args = [n for n, f in props.items() if (f or {}).get("type", "string") == "string"]
        required = (t.parameters or {}).get("required") or list(props)
        if _CUE.ask_tool.search(said) and len(text_args) == 1 and list(required) == text_args:
            found.append((t.name, text_args[0]))
    return found[0] if len(found) == 1 else None


def _to_the_user(clause: str) -> str:
    for pattern, said in _PRONOUNS:
        clause = re.sub(pattern, said, clause, flags=re.IGNORECASE)
    return clause.strip(" ,")


def first_call(request: Request) -> tuple[str, dict[str, str]] | None:
    """The call that asks the user what the request needs from them first, else ``None``."""
    tool = ask_tool(request.tools)
    if tool is None or request.rounds:
        return None
    m = _CUE.ask_request.search(request.question)
    if m and m.group("rest").strip():
        question = f"Could you tell me {_to_the_user(m.group('rest'))}?"
    elif _CUE.unknown_place.search(request.question):
        question = "Could you tell me where you are?"
    else:
        return None
    return tool[0], {tool[1]: question}


def after_reply(request: Request) -> Request | None:
    """Once the user replied through the ask tool: the request narrowed to its next part ("look
    up the weather in san francisco"), with the rounds after the reply and without the ask tool;
    else ``None``."""
    tool = ask_tool(request.tools)
    asked = [i for i, r in enumerate(request.rounds) if tool is not None and r.name == tool[0]]
    if not asked:
        return None
    reply = request.rounds[asked[-1]].result.strip()
    place = next(iter(names(reply)), "") or reply.strip(" .!")
    if not place:
        return None
    m = _CUE.then.search(request.question)
    rest = m.group("rest").strip(" .") if m else request.question
    if _CUE.there.search(rest):
        rest = _CUE.there.sub(f"in {place}", rest, count=1)
    elif _CUE.unknown_place.search(rest):
        rest = _CUE.unknown_place.sub(f"in {place}", rest, count=1)
    else:
        rest = f"{rest} ({place})"
    return dataclasses.replace(request, question=rest, rounds=request.rounds[asked[-1] + 1:],
                               tools=[t for t in request.tools if t.name != tool[0]])
