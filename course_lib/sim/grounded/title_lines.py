"""A document's title line is context, never part of the answer (issue 26, task fix52a, the fiftieth
set's SS6).

A notice opens with its sender's heading: 'MANCOMUNIDAD "EL PINAR" - Calle Mayor 3, 03540 Alicante',
"HARBOUR VIEW FLATS MANAGEMENT LTD - 2 Quay Street". When the extractive pick chose the line that
answers and, beside it, that heading (its words met one of the question's loosely: "call" and
"Calle"), the reply quoted the heading first, in document order: the sender's name and address
before the answer, as if they were part of it.

A chat export or a printed page opens with a line that describes the document, in any case ("SMS thread
with Gareth - exported from my phone 13 April", "Printed from the parish website on 2 May":
``material.described_documents``, fix54b): it is a title line too; where a reader still ran it into the
first message as one sentence, ``without_leading_title`` cuts it off a pick's front.

``title_picks(question, picks)``: the indices of the chosen lines that are a document's title line
(its first line or a paragraph's, written mostly in capitals: ``_MIN_UPPER_SHARE`` of its letters, or its
first line describing the document, or its first line naming the document's kind - "Quotation", "Invoice",
"Agreement", "Price list": ``names_kind`` in data - with no figure of money, whatever its case) when another chosen
line is no title and the question asks nothing a heading answers (who sent it, an address, a name:
``asks_heading`` in ``data/sim/patterns.yaml``); the quote leaves them out. Cheap: only the picked
lines themselves are read, and where each stands in its document.
"""

from __future__ import annotations

from course_lib.sim.material.described_documents import describes_document
from course_lib.sim.words.cues import patterns

_CUE = patterns("title_lines")
_MIN_UPPER_SHARE = 0.5  # of a title line's letters, at least (a name in capitals, then an address)
_MIN_LETTERS = 12  # a title line's letters, at least
_MAX_TITLE_CHARS = 100  # a line naming its document's kind, at most (a longer one is a sentence)


def is_title_line(document_text: str, sentence: str) -> bool:
    """``sentence`` is the first line of ``document_text`` or of one of its paragraphs (a notice put
    under a role sentence is read with it as one document) and written mostly in capitals."""
    line = sentence.strip().rstrip(".")
    if describes_document(line) and document_text.lstrip().startswith(line):
        return True
    if not _names_kind(line):  # "Oakleaf Catering - Quotation for the Lee wedding": in any case
        letters = [c for c in line if c.isalpha()]
        if len(letters) < _MIN_LETTERS or sum(c.isupper() for c in letters) < _MIN_UPPER_SHARE * len(letters):
            return False
    at = document_text.find(line)
    if at < 0:
        return False
    before = document_text[:at].rstrip(" \t")
    return not before.strip() or before.endswith("\n\n")  # (its block's first line)


def names_kind_title(document_text: str, sentence: str) -> bool:
    """``sentence`` is a title line of ``document_text`` (``is_title_line``) that names the document's kind
    ("Quotation", "Invoice": data): never a record's first line read with the line that answers."""
    return _names_kind(sentence.strip().rstrip(".")) and is_title_line(document_text, sentence)


def _names_kind(line: str) -> bool:
    """``line`` names its document's kind ("Quotation", "Invoice", "Hire agreement": data) and holds no figure
    of money (a line with one is material: "Price list: tea £1.80"), and is short enough for a heading."""
    return (len(line) <= _MAX_TITLE_CHARS and bool(_CUE.names_kind.search(line)) and not _CUE.amount.search(line)
            and not _CUE.scoped.search(line))  # "... - weekday tariff": the title says when the lines hold


def without_leading_title(question: str, document_text: str, sentence: str) -> str:
    """``sentence`` less its document's first line at its front, when that line describes the document, more
    text follows it, and ``question`` asks nothing a heading answers ("WhatsApp chat with Mum - exported 3 June
    Mum, 2 Jun 18:02: Dinner is at 7:30": the message); ``sentence`` as it is otherwise."""
    first = document_text.lstrip().split("\n", 1)[0].strip()
    if not first or not sentence.startswith(first) or len(sentence) <= len(first) + 1:
        return sentence
    if not describes_document(first) or _CUE.asks_heading.search(question):
        return sentence
    return sentence[len(first):].lstrip(" .:-–—\n")


def title_picks(question: str, picks: list[tuple[object, str]]) -> set[int]:
    """The indices of ``picks`` ((document, line) pairs) that are their document's title line, when
    at least one pick is not and ``question`` asks nothing a heading answers; else the empty set."""
    if len(picks) < 2 or _CUE.asks_heading.search(question):
        return set()
    titles = {i for i, (doc, line) in enumerate(picks) if is_title_line(getattr(doc, "text", ""), line)}
    return titles if len(titles) < len(picks) else set()
