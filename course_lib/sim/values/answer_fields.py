"""Answer fields: a schema field that holds the reply to the user itself ("answer: a short answer to
the customer", "text: the reply to the member"), known by its name or its description (cues in
``data/sim/patterns.yaml``, section ``answer_fields``). A response-format schema with such a field
is the reply's form, not an action's arguments; its field for the number of the clause the answer
comes from ("clause: the number of the clause it comes from") takes the number of the material's
numbered line that the answer quotes, or none (``source_number``), never a number of the question."""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

_CUE = patterns("answer_fields")


def is_answer_field(name: str, description: str = "") -> bool:
    """True when the field named ``name`` (described by ``description``) holds the reply itself."""
    return bool(_CUE.name.search(name.strip()) or _CUE.description.search(description or ""))


_NUMBERED_LINE_RE = re.compile(r"^[ \t]*(?:[A-Za-z]+[ \t]+)?(\d{1,3})[.):][ \t]+(\S.*)$", re.MULTILINE)


def is_source_number_field(name: str, description: str = "") -> bool:
    """True when the field asks for the number of the clause, rule or section an answer comes from."""
    return bool(_CUE.source_number.search(name.strip()) or _CUE.source_number.search(description or ""))


def source_number(answer: str, material: str) -> int | None:
    """The number of ``material``'s numbered line ("3. Lockers need a GBP 1 coin.") that ``answer``
    quotes (the line's text in the answer, or the answer in the line), else ``None``."""
    said = " ".join(answer.split()).rstrip(".").lower()
    if len(said) < 8:
        return None
    found = {
        int(m.group(1))
        for m in _NUMBERED_LINE_RE.finditer(material)
        if (line := " ".join(m.group(2).split()).rstrip(".").lower())
        and (said in line or line in said)
    }
    return found.pop() if len(found) == 1 else None
