"""A fact the user stated earlier, asked back by the field it fills (issue 26: facts the user
stated earlier in the same conversation): "What's my diet?" after "Quick heads-up: I'm vegan.",
"How old am I?" after "I turned 41 last week.", "What was my email again?" after "mail me at
jo@example.org", "What do I do for a living?" after "I work as a night-shift nurse".

The question names the field ("what's my <field>?", "do you remember my <field>?": ``my_field`` in
data/sim/patterns.yaml; or asks it in the user's words, ``stated_field_questions`` in
data/sim/lexicons.yaml: "how old am I" asks the age). The user's statements (corrections applied,
``thread_notes.statements``) are read latest first by the one table of field readers
(``field_readers``), for the typed kinds of ``stated_field_kinds`` only (an email, a phone
number, an age, a place ...; never a person's name or free text: that would be a guess), by the
diets reader for a diet field (``diets``), and by ``job`` (``stated_fields.job`` in patterns.yaml)
for what the user does for work. ``None`` when the question names no such field or no statement
gives its value: the caller's conversation limit then stands.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import lexicon, patterns

__all__ = ["asked_field", "recalled", "stated_value"]

_CUE = patterns("stated_fields")


def asked_field(question: str) -> str | None:
    """The field a question asks back of the user ("diet" of "What's my diet?"), or ``None``."""
    said = " ".join(re.sub(r"[?？!.]+\s*$", "", question.strip()).lower().replace("’", "'").split())
    for pair in lexicon("stated_field_questions"):
        asked, _, field = pair.partition("=")
        if said == asked or said.endswith(", " + asked) or said.endswith(" " + asked) and said.startswith(("so ", "remind me")):
            return field
    m = _CUE.my_field.match(question.strip().replace("’", "'"))
    return m.group("field").strip().lower() if m else None


def stated_value(field: str, text: str) -> str | None:
    """The value ``text`` states for the user's ``field``, or ``None``."""
    from course_lib.sim.values.diets import diets_said, is_diet_field

    if is_diet_field(field):
        return diets_said(text)
    if field in lexicon("stated_field_jobs"):
        m = _CUE.job.search(text)
        return (m.group("v") or m.group("v2")).strip() if m else None
    from course_lib.sim.values.field_readers import Field, kind_of, read_field

    name = re.sub(r"\W+", "_", field).strip("_")
    if kind_of(Field.of(name)) not in lexicon("stated_field_kinds"):
        return None
    value = read_field(name, "", "string", text)
    return str(value) if value not in (None, "") else None


def recalled(question: str, statements: list[str]) -> str | None:
    """The reply giving the field's value from the latest statement that states it, or ``None``."""
    field = asked_field(question)
    if field is None:
        return None
    for statement in reversed(statements):
        value = stated_value(field, statement)
        if value:
            return f"From what you told me earlier, your {field} is {value}."
    return None
