"""One verdict per model call for the fifth batch of ports (issue 26, ports5).

Each scenario of a fifth-batch port returns ``(label, verdict, text)`` per model call, where
verdict is ``"right"``, ``"limit"`` (the simulator stated a limit: ``SimulatorLimitWarning`` /
``response_metadata["simulator_limit"]`` / the limit sentence in the text) or ``"wrong"``
(neither: silently wrong). The oracle (what "right" means) is written in each port beside the
scenario, before the first run. The tests assert ``verdict != "wrong"``.
"""

from __future__ import annotations

from langchain_core.messages import BaseMessage

from tests.thirdparty._support import stated_limit, text_of


def verdict(reply: BaseMessage | str, ok: bool, limit: str = "") -> str:
    """``limit`` when a limit was stated (a reply that is the limit sentence is not counted right
    even where the oracle, e.g. "names nobody", would hold), else ``right`` when the oracle holds,
    else ``wrong``."""
    text = text_of(reply)
    meta = getattr(reply, "response_metadata", {}) or {}
    if limit or meta.get("simulator_limit") or stated_limit(text):
        return "limit"
    return "right" if ok else "wrong"


def contains_any(text: str, words) -> bool:
    low = text.lower()
    return any(w.lower() in low for w in words)
