"""The thing a measured quantity is of, for a tool argument or a field that names it (issue 26; a
learner's bakery log): "Used 3 kg of flour for the rye batch" gives ``ingredient`` "flour", never
"rye batch"; "pour 250 ml of oat milk into the jug" gives ``liquid`` "oat milk".

``thing(name, text)``: when ``name`` is a word of ``_CUE.thing_field`` (ingredient, item, liquid,
material, ...) and the text states one quantity with a unit followed by "of" and a noun phrase, that
phrase (up to a joining word or a stop); ``None`` otherwise, or for two different things. Cues:
``data/sim/patterns.yaml`` ``measured_things``. Bounded: ``_MAX_CHARS``.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

__all__ = ["thing"]

_CUE = patterns("measured_things")
_MAX_CHARS = 2000


def thing(name: str, text: str) -> str | None:
    """The noun phrase after "<figure> <unit> of" for a thing-named argument (module docstring)."""
    if not _CUE.thing_field.search(name.replace("_", " ")) or not re.search(r"\d", text):
        return None
    from course_lib.sim.values.field_readers import is_unit_word

    found = {m.group("thing").strip() for m in _CUE.measured.finditer(text[:_MAX_CHARS]) if is_unit_word(m.group("unit"))}
    return found.pop() if len(found) == 1 else None
