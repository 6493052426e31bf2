"""A setting changed by a step from a value the request states: "the fan's on 3, knock it up
one", "volume is 40 right now, drop it by 15", "it reads 24, take it down 3 degrees" (issue 26,
the thirty-ninth set's HH6).

A setter's argument is the value the thing is to be set to, so a change said with a stated base
gives the base plus or minus the step (4, 25, 21), never the step (1, 15, 3) nor the base. A
change with no stated base ("two degrees cooler") gives no value: the step is not the target, and
the caller states its limit (a model would ask what it is on now). An argument that is itself a
change (``change_argument``: "delta", "by", "step", "increment") keeps the step as it is; a
change "up to" / "down to" a value is no step, the value is the target.

``step(text)``: (sign, size) of the one step ``text`` states (``None`` for none or two);
``stated_base(text)``: the one current value it states (``None`` for none or two);
``target(text)``: the worked value, ``None`` when it states no step, or (``UNSIZED``) a step with
no base. Cues in ``data/sim/patterns.yaml`` section ``stepped_values``; ``text`` has its numbers in
figures (``with_all_digits``).
"""

from __future__ import annotations

from course_lib.sim.words.cues import patterns

_CUE = patterns("stepped_values")
UNSIZED = "unsized"


def step(text: str) -> tuple[int, float, tuple[int, int]] | None:
    """(+1 or -1, the step's size, its span) of the one step ``text`` states, or ``None``."""
    found = []
    for m in _CUE.step.finditer(text):
        word = (m.group("dir") or m.group("verb") or m.group("comp")).lower()
        sign = -1 if _CUE.down_word.fullmatch(word) else 1
        found.append((sign, float(m.group("n") or m.group("n2") or m.group("n3")), m.span()))
    return found[0] if len(found) == 1 else None


def stated_base(text: str, outside: tuple[int, int] | None = None) -> float | None:
    """The one current value ``text`` states ("it's on 19", "is at 40", "currently 22", "from 30"),
    outside the span ``outside`` (the step's); ``None`` for none or two."""
    values = {float(m.group("n")) for m in _CUE.base.finditer(text)
              if outside is None or not (m.start("n") < outside[1] and outside[0] < m.end("n"))}
    return values.pop() if len(values) == 1 else None


def target(text: str) -> float | str | None:
    """The value a setter is to take: the stated base moved by the one step; ``UNSIZED`` for a
    step with no base; ``None`` when ``text`` states no step."""
    found = step(text)
    if found is None:
        return None
    sign, size, span = found
    base = stated_base(text, span)
    return UNSIZED if base is None else base + sign * size


def sets_value(tool_words: str) -> bool:
    """The tool sets a value (its name and description: "set", "target", "to a level")."""
    return bool(_CUE.setter.search(tool_words.replace("_", " ")))


def change_argument(words: str) -> bool:
    """The argument is itself a change ("delta", "by", "step", "increment", "offset")."""
    return bool(_CUE.change_argument.search(words.replace("_", " ")))


__all__ = ["UNSIZED", "change_argument", "sets_value", "stated_base", "step", "target"]
