"""A request to look something up and then hand it to another tool (issue 26, ports26).

"Can you look up when LangGraph was released? When you have the answer, use the human_assistance
tool for review." names ``human_assistance(name, birthday)``, whose date the message does not give:
the message says where it comes from, a look-up. Asking the user for it ("Which birthday do you
mean?") drops the request's first step. With a search tool bound (free-text query, a search word
in its name or description: cue ``search_tool`` in ``data/sim/patterns.yaml`` ``lookup_first``),
and a look-up asked (cue ``look_up``) to be handed on (cue ``hand_on``), ``first_search`` gives that tool and its query argument
before anything was searched this turn. After the search, the values are still to be read out of
the results into the named tool's arguments, which no rule of the simulator does:
``unread_results`` states that limit instead of asking again.
"""

from __future__ import annotations

import re

from course_lib.sim.reports import explain, limits
from course_lib.sim.request.reading import Request
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_words

_CUE = patterns("lookup_first")


def _search_tool(request: Request, chosen: str) -> tuple[str, str] | None:
    from course_lib.sim.tools.tool_choice import takes_free_text

    for spec in request.tools:
        if spec.name == chosen or not _CUE.search_tool.search(f"{spec.name.replace('_', ' ')} {spec.description}"):
            continue
        params = spec.parameters or {}
        if not takes_free_text(params):
            continue
        required = list(params.get("required") or list(params.get("properties") or {}))
        if required:
            return spec.name, required[0]
    return None


def first_search(request: Request, chosen: str, query: str) -> tuple[str, dict] | None:
    """(search tool, its arguments) when the question asks to look something up and then hand it
    on (cue ``hand_on``: "then", "once you know", "when you have the answer") to the tool
    ``chosen``, which is no search, and nothing was searched this turn; else ``None``."""
    if request.rounds or not _CUE.look_up.search(request.question) or not _CUE.hand_on.search(request.question):
        return None
    spec = next((t for t in request.tools if t.name == chosen), None)
    if spec is None or _CUE.search_tool.search(f"{spec.name.replace('_', ' ')} {spec.description}"):
        return None  # the chosen tool is itself the look-up
    found = _search_tool(request, chosen)
    if found is None:
        return None
    explain.rule("a look-up asked before another tool whose value the message does not give: search first",
                 tool=found[0], then=chosen)
    return found[0], {found[1]: looked_up(request.question) or query}


def looked_up(question: str) -> str:
    """The words of the sentence that asks the look-up, the cue itself left out ("LangGraph released")."""
    for sentence in re.split(r"(?<=[.?!])\s+", question):
        looked = _CUE.look_up.search(sentence)
        if looked:
            handed = _CUE.hand_on.search(sentence, looked.end())  # "..., and once you know, tell the editor"
            sentence = sentence[:handed.start()] if handed else sentence
            return " ".join(content_words(_CUE.look_up.sub(" ", sentence)))
    return ""


def unread_results(request: Request, chosen: str) -> str | None:
    """The limit when the look-up ran this turn and the tool ``chosen`` (not the search) takes
    required values the question does not give: they would come from the results."""
    if not request.rounds or not _CUE.look_up.search(request.question):
        return None
    spec = next((t for t in request.tools if t.name == chosen), None)
    params = (spec.parameters or {}) if spec is not None else {}
    missing = [n for n in params.get("required") or [] if n.replace("_", " ").lower() not in request.question.lower()]
    if not missing:
        return None
    searched = {r.name for r in request.rounds}
    found = _search_tool(request, chosen)
    if found is None or found[0] not in searched:
        return None
    return limits.state(
        f"fill {', '.join(missing)} of the tool '{chosen}' from the search results",
        "no rule of it reads which value in the results is the one the request looked up",
        f"read the value from the results and call '{chosen}' with it",
        kind="reading",
    )
