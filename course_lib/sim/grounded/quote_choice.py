"""Choosing the units to quote, once ``evidence.gather`` has picked them (``extractive``):

- ``sibling_card_answer``: a question naming one card of a page of cards, whose picks all stand
  under other cards: what the notes say for those, and nothing for the named one;
- ``within_named_card``: the picks less those of sibling cards when some pick is the named card's;
- ``tied_rows``: table rows that tie on the question's words with the pick, all listed (or a
  stated limit when too many), never the first alone.
"""

from __future__ import annotations

from course_lib.sim.grounded import evidence
from course_lib.sim.grounded.citations import with_citations as _with_citations
from course_lib.sim.reports import explain, limits
from course_lib.sim.request.reading import Request
from course_lib.sim.words.text import content_terms

_MAX_TIED_ROWS = 3  # rows that tie on the question's words listed together; more: a stated limit


def tied_rows(found: evidence.Evidence) -> str | None:
    """Table rows that tie on the question's words with the one picked: listed with it (each is
    an answer the question's words allow), or a stated limit when there are too many to list;
    never the first of them alone. ``None`` (and the rows join the picks) when they can be listed."""
    if not found.ties:
        return None
    if len(found.ties) + 1 > _MAX_TIED_ROWS:
        explain.rule("table rows tie on the question's words", rows=len(found.ties) + 1)
        return limits.state(
            "tell which of the table's rows answers this",
            f"{len(found.ties) + 1} rows meet the question's words equally and say different things, "
            "and it does not choose between them by their order",
            "read the row the question means from its other words",
            kind="documents",
        )
    explain.rule("table rows tie on the question's words: all listed", rows=len(found.ties) + 1)
    rows = sorted([(found.positions[0], found.picks[0])] + [(pos, (doc, row)) for doc, row, pos in found.ties],
                  key=lambda x: x[0])
    found.picks = [p for _, p in rows]
    found.positions = [pos for pos, _ in rows]
    found.extra = []
    return None


def within_named_card(request: Request, found: evidence.Evidence) -> evidence.Evidence:
    """The chosen sentences less those of sibling cards, when the question names one card of a
    page of cards and some chosen sentence is that card's own ("are glazes included in the wheel
    throwing price": the wheel card's price line, never the hand-building card's)."""
    import dataclasses

    from course_lib.sim.material import card_sections

    if len(found.picks) < 2:
        return found
    q = request.search_question
    keep = []
    for (doc, _sentence), pos in zip(found.picks, found.positions, strict=True):
        section = card_sections.named(q, doc.body)
        if section is None:
            return found
        keep.append(section.start <= pos < section.end)
    if not any(keep) or all(keep):
        return found
    explain.evidence(other_cards_dropped=sum(not k for k in keep))
    return dataclasses.replace(found, picks=[p for p, k in zip(found.picks, keep, strict=True) if k],
                               positions=[p for p, k in zip(found.positions, keep, strict=True) if k])


def sibling_card_answer(request: Request, found: evidence.Evidence) -> str | None:
    """A question naming one card of a page of cards whose chosen sentences all stand under
    other cards: those say nothing of the named card ("the notes say X for <other>, nothing for
    <this one>"); ``None`` when a pick is the named card's own, or no card is named."""
    from course_lib.sim.material import card_sections

    if not found.picks:
        return None
    q = request.search_question
    asked = set(content_terms(q))
    elsewhere = []
    for (doc, sentence), pos in zip(found.picks, found.positions, strict=True):
        section = card_sections.named(q, doc.body)
        if section is None:
            return None
        rest = asked - card_sections.heading_terms(section)  # what the question asks beyond the card's name
        if section.start <= pos < section.end:
            if set(content_terms(sentence)) & rest:
                return None  # the named card's own sentence meets what is asked
            continue  # there only by the card's heading
        other = card_sections.section_of(doc.body, pos)
        if other is not None and set(content_terms(sentence)) & rest:
            elsewhere.append((section, other, sentence))
    if not elsewhere:
        return None
    section, other, sentence = elsewhere[0]
    explain.rule("the sentences found stand under another card than the one the question names",
                 named=section.heading, found_under=other.heading)
    return _with_citations(f"The notes say \"{sentence.strip()}\" for {other.heading}, and nothing about that "
                           f"for {section.heading}.", request)
