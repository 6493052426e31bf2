"""A bound tool that looks up the user's own record, called before a turn about the user (issue 26,
ports76).

LangGraph's "update graph state from tools" binds ``lookup_user_info`` ("Use this to look up user
information to better assist them with their questions."): it takes no argument the model fills (the
user id comes from the run's config) and writes the user's name and city into the state, which a
prompt function then hands to the model. Asked "what's my name?" or "Suggest a museum near me."
with nothing said about the user, a model calls it; answering "I can't answer this" or asking back
"Where do you live?" ignores the tool that knows.

- ``lookup_tool(tools)``: the one bound tool whose name or description says it looks up the user's
  (customer's, member's, caller's) information, details or profile (cue ``looks_up`` in
  ``data/sim/patterns.yaml`` ``user_lookup``) and that requires no argument;
- ``about_user(question)``: the turn speaks of the user in the first person (cue ``first_person``);
- ``first_call(tools, question)``: that tool with no arguments, for a turn about the user; ``None``
  otherwise. The agent (``responders.agent``) calls it first when it is the only tool a call could
  go to, else only when its usual choice calls nothing.
- ``after_lookup(system, question, result)``: the reply once the tool ran. Its result may only say
  that it worked ("Successfully looked up user information") while the program puts the record in
  the system message ("User name is ... User lives in ..."; cues ``record_name``, ``record_place``):
  "Your name is X." for a turn that asks the user's name (cue ``asks_name``), "You live in Y." for
  one that asks where they live (cue ``asks_place``); any other turn (weekend plans, a museum near
  them) asks for knowledge of the world: a stated limit that says what the record gave. ``None``
  when neither the system message nor the result states a name or place (the usual reading of the
  result goes on); relaying "Successfully looked up user information" as the answer is the failure
  this replaces.
"""

from __future__ import annotations

from course_lib.sim.reports import explain, limits
from course_lib.sim.request.reading import ToolSpec
from course_lib.sim.words.cues import patterns

_CUE = patterns("user_lookup")  # data/sim/patterns.yaml


def lookup_tool(tools: list[ToolSpec]) -> ToolSpec | None:
    """The one bound tool that looks up the user's record and requires no argument."""
    found = [t for t in tools
             if _CUE.looks_up.search(f"{t.name.replace('_', ' ')} {t.description or ''}")
             and not (t.parameters or {}).get("required")]
    return found[0] if len(found) == 1 else None


def about_user(question: str) -> bool:
    """The turn speaks of the user in the first person."""
    return bool(_CUE.first_person.search(question or ""))


def first_call(tools: list[ToolSpec], question: str) -> tuple[str, dict] | None:
    """``(name, {})`` of the user-lookup tool for a turn about the user, else ``None``."""
    spec = lookup_tool(tools)
    if spec is None or not about_user(question):
        return None
    return spec.name, {}


def _record(text: str) -> tuple[str, str]:
    """The name and the place a looked-up record states (``""`` for each it does not)."""
    name = _CUE.record_name.search(text or "")
    place = _CUE.record_place.search(text or "")
    words = []
    for word in (name.group(1).split() if name else []):
        if not word[:1].isupper():
            break  # the cue reads letters of either case; a name's words are capitalised
        words.append(word)
    return (" ".join(words), place.group(1).strip() if place else "")


def after_lookup(system: str, question: str, result: str) -> str | None:
    """The reply after the user-lookup tool ran (see the module docstring)."""
    name, place = _record(f"{system}\n{result}")
    if not (name or place):
        return None
    if _CUE.asks_name.search(question or "") and name:
        explain.rule("the looked-up record names the user, and the turn asks their name", name=name)
        return f"Your name is {name}."
    asks_place = bool(_CUE.asks_place.search(question or ""))
    rest = _CUE.asks_place.sub(" ", question or "")
    if asks_place and place and not _more_asked(rest):
        explain.rule("the looked-up record says where the user lives, and the turn asks it", place=place)
        return f"You live in {place}."
    known = " and ".join(x for x in (f"your name is {name}" if name else "", f"you live in {place}" if place else "") if x)
    explain.rule("the looked-up record is read; the turn asks for knowledge of the world beyond it", record=known)
    return limits.state(
        "answer this from its own knowledge",
        f"the looked-up record says {known}, and what the request asks beyond that (places, plans, "
        "suggestions) is knowledge of the world it does not have",
        "answer with that in mind, from what it learned in training",
        kind="knowledge",
    )


def _more_asked(rest: str) -> bool:
    """The turn asks more than where the user lives (a second sentence or clause that asks or requests)."""
    words = [w for w in rest.replace("?", " ").replace(".", " ").split() if len(w) > 2]
    return len(words) > 4
