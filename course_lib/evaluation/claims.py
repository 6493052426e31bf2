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

Some claims are about a figure of the **whole question set** ("the figures the text quotes",
"two false alarms among the 112 questions"). A real model measures a sample
(``COURSE_SAMPLE_SIZE``), on which such a claim cannot hold, and reporting it as "did not hold on
your model" would blame the model for the sample. :func:`on_full_set` marks them: each sentence
says "on the full set of N questions", and on a sample it is reported as not applicable ("–")
without being checked::

    claims(("the desks cut the tokens per question", desk_tokens < flat_tokens),
           *on_full_set(measured, questions, ("the desks route 70 % of them", accuracy == 0.7)))

Claims that quote the simulator's exact figures are marked with :func:`on_simulator`: with any
other model they read "not applicable" too (its figures differ by nature).

``COURSE_CLAIMS=strict`` or ``report`` overrides the choice (tests use it). Introduced in
notebook 01; used by every notebook's measuring cells.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

HELD = "✓"
NOT_HELD = "✗"
UNCHECKED = "?"
NOT_APPLICABLE = "–"
_NOTHING = object()


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


@dataclass(frozen=True)
class Claim:
    """One claim; ``not_applicable`` says why this run cannot check it (then it is not checked)."""

    sentence: str
    held: Any
    measured: Any = _NOTHING
    not_applicable: str = ""


def _size(group: Any, what: str) -> int:
    if isinstance(group, int) and not isinstance(group, bool):
        return group
    if isinstance(group, (str, bytes)):
        raise TypeError(f"on_full_set: {what} must be a collection of questions or a count, not {group!r}")
    try:
        return len(group)
    except TypeError:
        raise TypeError(f"on_full_set: {what} must be a collection of questions or a count, not {group!r}") from None


def on_full_set(sample: Any, full: Any, *items: tuple[Any, ...]) -> tuple[Claim, ...]:
    """Claims that hold only on the whole question set ``full``, measured on ``sample``.

    Each sentence gets ", on the full set of N questions". When ``sample`` is the full set (the
    simulator, or ``COURSE_SAMPLE_SIZE=all``) they are ordinary claims; when it is smaller they
    are reported as not applicable, unchecked, in either mode. ``sample`` and ``full`` are the
    question lists (or their sizes); items are ``(sentence, held[, measured])``.
    """
    if not items:
        raise ValueError("on_full_set() needs at least one (sentence, held) pair")
    n_sample, n_full = _size(sample, "the sample"), _size(full, "the full set")
    if not 0 <= n_sample <= n_full:
        raise ValueError(f"on_full_set: a sample of {n_sample} questions does not fit a full set of {n_full}")
    why = "" if n_sample == n_full else (
        f"your run measured a sample of {n_sample} questions (COURSE_SAMPLE_SIZE=all measures them all)")
    made = []
    for item in items:
        sentence, held, measured = _unpack(item)
        earlier = item.not_applicable if isinstance(item, Claim) else ""  # e.g. on_simulator's
        made.append(Claim(f"{sentence}, on the full set of {n_full} questions", held, measured, earlier or why))
    return tuple(made)


def on_simulator(*items: tuple[Any, ...], llm: Any = None) -> tuple[Claim, ...]:
    """Claims that quote the simulator's exact figures ("the figures the text quotes").

    Each sentence gets "(the simulator's own figures)". With the simulator they are ordinary
    claims; with any other model (whatever ``COURSE_CLAIMS`` says) they are reported as not
    applicable, unchecked: another model's figures differ by nature, and "did not hold on your
    model" would read as its failure. Combine with :func:`on_full_set` for figures of a whole
    question set.
    """
    if not items:
        raise ValueError("on_simulator() needs at least one (sentence, held) pair")
    from course_lib.evaluation.budget import is_real_model

    why = "your model's figures differ from the simulator's by nature" if is_real_model(llm) else ""
    made = []
    for item in items:
        sentence, held, measured = _unpack(item)
        made.append(Claim(f"{sentence} (the simulator's own figures)", held, measured, why))
    return tuple(made)


def _unpack(item: Any) -> tuple[str, Any, Any]:
    if isinstance(item, Claim):
        return item.sentence, item.held, item.measured
    if not isinstance(item, tuple) or len(item) not in (2, 3) or not isinstance(item[0], str):
        raise TypeError(f"a claim is (sentence, held) or (sentence, held, measured), not {item!r}")
    return item[0], item[1], item[2] if len(item) == 3 else _NOTHING


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

    ``items``: ``(sentence, held)``, ``(sentence, held, measured)`` or a :class:`Claim` (from
    :func:`on_full_set`). With the simulator a claim that does not hold raises
    :class:`ClaimFailed` (after every line is printed); with another model the lines say "did
    not hold on your model" and the cell goes on. A claim that does not apply to this run (a
    full-set figure on a sample) is listed as such and not checked.
    """
    if not items:
        raise ValueError("claims() needs at least one (sentence, held) pair")
    is_strict = strict(llm)
    failed: list[str] = []
    lines: list[str] = []
    skipped = 0
    for item in items:
        sentence, held, value = _unpack(item)
        measured = "" if value is _NOTHING else f" ({value})"
        if isinstance(item, Claim) and item.not_applicable:
            skipped += 1
            lines.append(f"{NOT_APPLICABLE} {sentence}  <- not applicable: {item.not_applicable}")
            continue
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
        held_n = len(items) - len(failed) - skipped
        not_applicable = f", {skipped} not applicable to a sample" if skipped else ""
        lines.insert(0, f"the lesson's claims on your model: {held_n} of {len(items) - skipped} held"
                        f"{not_applicable}")  # the rest: ✗ or ?
    print("\n".join(lines))
    if failed and is_strict:
        raise ClaimFailed("the simulator no longer shows what the lesson says: " + "; ".join(failed))


__all__ = ["Claim", "ClaimFailed", "claims", "on_full_set", "on_simulator", "strict"]
