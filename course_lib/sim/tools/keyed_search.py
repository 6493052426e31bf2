"""A search tool keyed by a name, not by a query (issue 26, the twelfth batch of ports).

LangGraph's "review tool calls" how-to binds ``weather_search(city: str)``, "Search for the
weather", which returns "Sunny!". Its name makes it a search tool, so the simulator read the
result as a document to find the question's words in ("what's the weather in sf?"), found none,
and searched again ("weather san francisco") until it gave up with "I don't know" over a result
that answers. A search tool whose arguments are all keys of a thing (a city, a ticker, an id),
none a free-text query, is a lookup: its short result is the answer for the thing it was called
with, said as a lookup's is. A tool with a query-like argument ("query", "q", "search_terms",
"question", "text" ...) keeps the search reading: its result is documents to read.
"""

from __future__ import annotations

import re

from course_lib.sim.request.reading import ToolRound, ToolSpec

# words of an argument's name that make it a free-text query
_QUERY_WORDS = frozenset(
    "query queries q search searches term terms keyword keywords text input question questions prompt "
    "topic topics phrase request string content message subject "
    # a generic name says nothing of a key: LangChain's single-input ``Tool`` takes "__arg1"
    "arg args argument arguments tool_input value data payload body".split()
)
_GENERIC_RE = re.compile(r"(?:arg|input|param|x|s)\d*")
_MAX_CHARS = 240  # a short result: one line a lookup returns, not a page of hits


def keyed(spec: ToolSpec) -> bool:
    """Does the tool take only keys of a thing (``city``, ``ticker``, ``order_id``), no query?"""
    props = (spec.parameters or {}).get("properties") or {}
    if not props:
        return False
    for name in props:
        words = {w.lower() for w in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", str(name))} - {""}
        if not words or words & _QUERY_WORDS or any(_GENERIC_RE.fullmatch(w) for w in words):
            return False
    return True


def answers_directly(r: ToolRound, spec: ToolSpec | None) -> bool:
    """A keyed search's short, one-line, non-JSON result: the answer for what it was called with."""
    if spec is None or not keyed(spec) or not r.args:
        return False
    text = r.result.strip()
    return bool(text) and len(text) <= _MAX_CHARS and "\n" not in text and text[:1] not in "{[<"
