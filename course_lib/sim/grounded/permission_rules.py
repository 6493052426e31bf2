"""A permission question over documents that state what may and may not be done (issue 26): "can I
rent my spare room to a friend?" over a lease whose "The tenant may not sublet any part of the
property." answers it in other words. Matching words finds no line, but "I don't know." would say
the rules are silent, and rules are what such documents are made of: the answer is a reading of a
rule, which the simulator does not make in other words. :func:`unmatched` says why a stated limit
replaces "I don't know." when the question asks permission (``asks``) and a line of the documents
states a permission or a ban (``rule``); ``None`` otherwise. Cues: ``patterns.yaml``
``permission_rules``. Bounded: ``_MAX_DOCS``, ``_MAX_UNITS``.
"""

from __future__ import annotations

from course_lib.sim.words.cues import patterns

_CUE = patterns("permission_rules")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20  # a cap on the documents read
_MAX_UNITS = 400  # a cap on the sentences read per document


def unmatched(question: str, bodies: list[str]) -> str | None:
    """Why "I don't know." is no answer to a permission question over documents of rules, or ``None``."""
    from course_lib.sim.material.prose import units

    if not _CUE.asks.search(question):
        return None
    for body in bodies[:_MAX_DOCS]:
        for unit in units(body)[:_MAX_UNITS]:
            text = " ".join(unit.text.split())
            if _CUE.rule.search(text):
                return (f"the question asks whether something is allowed, and the documents state what may and may "
                        f"not be done ({text[:80]!r}); a rule may cover it in other words, which it does not read")
    return None
