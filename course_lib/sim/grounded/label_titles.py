"""A label's line picked only for the words of the label's title (issue 26; notebook 02's grounded
answers).

A label or a card is read a line at a time (``prose._label_lines``), its first line its title
("Storage jar with dragon decoration" over "Porcelain painted in underglaze cobalt blue"). Every
line of it is about the title's subject, so a line that shares with the question only the title's
words ("Jars like this carried ginger ..." for "What is the storage jar made of?") is no answer to
what is asked about that subject: the line that answers says it in words the question does not use
("Porcelain" for "made of"). :func:`subject_only` names the title then, so the caller states a
documents limit instead of quoting the line; ``None`` when a chosen line meets a word of the
question's own, or stands under no title of its paragraph. Bounded: ``_LOOKBACK``.
"""

from __future__ import annotations

_LOOKBACK = 40  # a cap on the units looked back for a line's title


def subject_only(found, matcher, question: str) -> str | None:
    """The title every chosen line stands under, when each shares with the question only words of
    that title and the question asks more than its subject (a word no chosen line meets, or a kind
    of value: "how many"); ``None`` otherwise."""
    from course_lib.sim.material.prose import units
    from course_lib.sim.words.quantities import asked_type

    asked = {c.key for c in found.covered if c.key_term and not c.answer_type and c.kind != "type"}
    left = [c for c in found.uncovered if c.key_term and not c.answer_type]
    if not found.picks or len(found.positions) != len(found.picks) or not asked:
        return None
    if not left and asked_type(question) is None:
        return None  # "Tell me about the storage jar": the subject is all it asks
    title = ""
    for (doc, sentence), pos in zip(found.picks, found.positions, strict=True):
        read = units(doc.body)
        if not 0 <= pos < len(read):
            return None
        head = next((read[j] for j in range(pos - 1, max(-1, pos - _LOOKBACK), -1) if read[j].heading), None)
        if head is None or not head.label or head.block != read[pos].block:
            return None  # (a section's heading is no label's title: its lines may each be on their own subject)
        if (matcher.forms(sentence) & asked) - matcher.forms(head.text):
            return None  # the line meets a word of the question's own
        title = head.text
    return title
