"""The values an instruction lists for one field, and the one the question names.

A system prompt may close a string field to a list of values written in the prompt itself, not in
the schema: "`author` attribute MUST be one of: Ada Park, Ben Ortiz, ..." (the field named, the
values comma-separated), or "The tables are:" over one value per line, for a field whose name or
description names that noun ("name": "Name of table in SQL database."). A value the simulator
reads from the question's words ("jess knight", a SQL statement) is then no value at all: the
field takes the listed value the question names as written (any case, a possessive "'s" allowed),
or, when it names none (a misspelling, a plural, a value only implied), nothing, and the caller
states the limit (``unlisted``): which listed value is meant is a judgement the simulator does not
make (issue 26: right, or its limit; never a value outside the list).

Cues: ``data/sim/patterns.yaml`` ``listed_options``.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import stem

_CUE = patterns("listed_options")

MIN_OPTIONS = 2  # a "list" of one value closes nothing
MAX_LINE_WORDS = 6  # a line of a one-per-line listing is a value, not a sentence


def _paragraph_after(text: str, at: int) -> str:
    """The block of lines that starts after ``at`` (blank lines before it skipped), up to the next
    blank line."""
    rest = text[at:].lstrip(" \t:")
    rest = rest.lstrip("\n").lstrip()
    return re.split(r"\n[ \t]*\n", rest, maxsplit=1)[0]


def _items(block: str, by_line: bool) -> list[str]:
    if not by_line and "," in block:
        parts = block.replace("\n", " ").split(",")
    else:
        parts = block.splitlines()
    items = [p.strip().strip("`'\"").strip() for p in parts]
    items = [i.rstrip(".").strip() for i in items if i]
    if by_line and any(len(i.split()) > MAX_LINE_WORDS or _CUE.sentence_end.search(i) for i in items):
        return []
    return list(dict.fromkeys(i for i in items if i))


def options_for(name: str, description: str, instructions: str) -> list[str]:
    """The values ``instructions`` list for the field ``name`` (its ``description`` too), or []."""
    if not instructions or not name:
        return []
    for m in _CUE.must_be_one_of.finditer(instructions):
        if m.group(1).lower() != name.lower():
            continue
        items = _items(_paragraph_after(instructions, m.end()), by_line=False)
        if len(items) >= MIN_OPTIONS:
            return items
    own = {stem(w) for w in re.findall(r"[a-z]+", f"{name.replace('_', ' ')} {description}".lower())}
    for m in _CUE.the_nouns_are.finditer(instructions):
        if stem(m.group(1).lower()) not in own:
            continue
        items = _items(_paragraph_after(instructions, m.end()), by_line=True)
        if len(items) >= MIN_OPTIONS:
            return items
    return []


def named_option(options: list[str], question: str, value: object = None) -> str | None:
    """The one listed value the question names as written (any case; "Ada Park's" names Ada Park),
    else the filled ``value`` when it is a listed value (in the list's spelling); ``None`` when
    neither holds or the question names several."""
    found = [o for o in options
             if re.search(rf"(?<![\w]){re.escape(o)}(?:['’]s)?(?![\w])", question, re.IGNORECASE)]
    longest = [o for o in found if not any(o != f and o.lower() in f.lower() for f in found)]
    if len(longest) == 1:
        return longest[0]
    if longest:
        return None
    if isinstance(value, str) and value.strip():
        same = [o for o in options if o.lower() == value.strip().lower()]
        if same:
            return same[0]
    return None


def closed_fields(props: dict, instructions: str, question: str, values: dict) -> list[tuple[str, list[str], str | None]]:
    """Each string field of ``props`` (no enum of its own) the instructions close to a list, as
    (name, its listed options, the option the question names or ``values`` holds, else ``None``):
    the one reading shared by tool arguments and structured fields."""
    closed = []
    for name, field in props.items():
        if not isinstance(field, dict) or field.get("type", "string") != "string" or field.get("enum"):
            continue
        options = options_for(name, str(field.get("description") or ""), instructions)
        if options:
            closed.append((name, options, named_option(options, question, values.get(name))))
    return closed


def unlisted(name: str, options: list[str]) -> tuple[str, str, str]:
    """The limit's three parts (what, why, what a real model does) for a field whose listed values
    the question names none of."""
    shown = ", ".join(options[:3]) + (", ..." if len(options) > 3 else "")
    return (
        f"fill the field '{name}'",
        f"the instructions allow only the {len(options)} values they list ({shown}) and the question "
        "names none of them as written",
        "choose the listed value the question means (a misspelling or a plural read as the listed "
        "one), or say that none fits",
    )
