"""A search result that opens by repeating its own query (issue 26, the tenth batch of ports).

Search tools often echo what they were asked before the result ("I looked up: weather san
francisco. Result: It's sunny in San Francisco ..."). The echo holds every word of the query, so
the simulator took it for the best answering sentence and answered "I looked up: weather san
francisco." Here the echo (a lead-in from ``data/sim/patterns.yaml``, section ``query_echo``,
opening the result and followed by the call's own query; "No web results for 'X'." is no echo) becomes a heading of the result it introduces ("weather san
francisco: It's sunny in San Francisco ..."): the query's words stay with the result, so they
still tell what it is about, but no sentence of the answer is the echo alone. A result that is
nothing but the echo is left as it is.
"""

from __future__ import annotations

import dataclasses
import re

from course_lib.sim.request.reading import ToolRound
from course_lib.sim.words.cues import patterns

_CUE = patterns("query_echo")  # data/sim/patterns.yaml
HEAD = 400  # characters of a result an echo of its query may take, at its start


def without_echo(r: ToolRound) -> ToolRound:
    """``r`` with the echo of its query made a heading of its result (see the module)."""
    queries = sorted({v.strip() for v in r.args.values() if isinstance(v, str) and len(v.strip()) > 2},
                     key=len, reverse=True)
    head, rest = r.result[:HEAD], r.result[HEAD:]  # an echo opens the result: no pass over a whole document
    if not queries or not _CUE.lead_in.search(head):
        return r
    echo = re.compile(r"^(?P<open>[\s\[\"'{]*)(?:" + _CUE.lead_in.pattern + r")\s*['\"]?(?P<query>" + "|".join(map(re.escape, queries)) +
                      r")['\"]?\s*[.:;]\s*(?:results?\s*:\s*)?", re.IGNORECASE)
    cut = echo.sub(lambda m: f"{m.group('open')}{m.group('query')}: ", head, count=1) + rest
    if cut == r.result or not re.search(r"\w", re.sub(r"[\[\]\"'{}]", "", cut)):
        return r
    return dataclasses.replace(r, result=cut)
