"""A lesson's claims, checked where they are measured: strict with the simulator, reported otherwise.

The prose of a notebook states results ("the router uses fewer calls than the agent"). The cell
that measures them checks them with one call::

    from course_lib.evaluation.claims import claims

    claims(
        ("the router uses fewer calls than the agent", router_calls < agent_calls),
        ("every chitchat question is answered without a search", (chat.retrievals == 0).all()),
        ("the fixed pipeline refuses the general questions", lambda: refusals.loc["general"] == 6),
    )

Each claim is ``(sentence, held)``, where ``held`` is a truth value or a function returning one
(use a function when the check itself may fail on another model's results, e.g. a row the
sample lacks). An optional third item is the measured value, shown beside the sentence.

- With the **simulator** (CI, the committed outputs) the claims are the lesson's contract: each
  is listed with a check mark, and if one does not hold the cell fails with
  :class:`ClaimFailed` (an ``AssertionError``) naming it, so the prose cannot drift from what
  the cells show.
- With **any other model** the claims are a report: each line says whether it held on your
  model, and the notebook goes on. A real model's figures differ; the lesson is in the shape.

``COURSE_CLAIMS=strict`` or ``report`` overrides the choice (tests use it). Introduced in
notebook 01; used by every notebook's measuring cells.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

__all__ = ["ClaimFailed", "claims", "strict"]

HELD = "✓"
NOT_HELD = "✗"
UNCHECKED = "?"


class ClaimFailed(AssertionError):
    """A lesson's claim did not hold with the simulator (the notebook's prose is out of date)."""


def strict(llm: Any = None) -> bool:
    """True when claims must hold: the simulator (or ``COURSE_CLAIMS=strict``)."""
    mode = os.environ.get("COURSE_CLAIMS", "").strip().lower()
    if mode in ("strict", "report"):
        return mode == "strict"
    if mode:
        raise ValueError(f"COURSE_CLAIMS must be 'strict' or 'report', not {mode!r}")
    from course_lib.evaluation.budget import is_real_model

    return not is_real_model(llm)


def _judge(held: Any) -> tuple[bool | None, str]:
    """``(True/False, "")``, or ``(None, why)`` when the check itself raised."""
    if isinstance(held, Callable):  # type: ignore[arg-type]
        try:
            held = held()
        except Exception as error:  # another model's results may lack what the check reads
            return None, f"{type(error).__name__}: {error}"
    return bool(held), ""


def claims(*items: tuple[Any, ...], llm: Any = None) -> None:
    """Check the lesson's claims; print one line each (nothing is returned: a cell ending in
    ``claims(...)`` shows only the lines).

    ``items``: ``(sentence, held)`` or ``(sentence, held, measured)``. With the simulator a
    claim that does not hold raises :class:`ClaimFailed` (after every line is printed); with
    another model the lines say "did not hold on your model" and the cell goes on.
    """
    if not items:
        raise ValueError("claims() needs at least one (sentence, held) pair")
    is_strict = strict(llm)
    failed: list[str] = []
    lines: list[str] = []
    for item in items:
        if not isinstance(item, tuple) or len(item) not in (2, 3) or not isinstance(item[0], str):
            raise TypeError(f"a claim is (sentence, held) or (sentence, held, measured), not {item!r}")
        sentence, held = item[0], item[1]
        measured = f" ({item[2]})" if len(item) == 3 else ""
        ok, why = _judge(held)
        if ok:
            lines.append(f"{HELD} {sentence}{measured}")
            continue
        failed.append(sentence)
        if is_strict:
            reason = f": could not be checked ({why})" if ok is None else ""
            lines.append(f"{NOT_HELD} {sentence}{measured}  <- DOES NOT HOLD{reason}")
        elif ok is None:  # e.g. a question the real model's sample left out
            lines.append(f"{UNCHECKED} {sentence}{measured}  <- could not be checked on your run ({why})")
        else:
            lines.append(f"{NOT_HELD} {sentence}{measured}  <- did not hold on your model")
    if not is_strict:
        held_n = len(items) - len(failed)
        lines.insert(0, f"the lesson's claims on your model: {held_n} of {len(items)} held")  # the rest: ✗ or ?
    print("\n".join(lines))
    if failed and is_strict:
        raise ClaimFailed("the simulator no longer shows what the lesson says: " + "; ".join(failed))
