"""A document's title, asked for (issue 26, ports26).

"What is the title of the following document? Your response MUST be the title of the document,
and nothing else." is no question the document's sentences answer: read as one, it gets "I don't
know." (the title is no sentence of the text, and the question's words are not in it). A document
that opens with a heading states its title: a first line of at most ``title_words`` words
(``data/sim/thresholds.yaml``) that ends in no sentence mark, with more text under it
("HALVARD OUTDOOR GEAR, INC. ANNUAL REPORT", "Chapter 7: Lichens of Coastal Rocks"). A letter's or
memo's header line is no heading ("From the facilities team, 3 March", "To: all tenants", "Dear
members,"; cue ``header_line``): it says who writes to whom or when, not what the text is about
(ports26b: the chunk-headers port's memo).

- ``asked(question)``: the question asks for the title of the given text (cue ``asked`` in
  ``data/sim/patterns.yaml`` ``document_titles``);
- ``given_text(body)``: the text under the prompt's own label line for it ("DOCUMENT", "Text:"; cue
  ``text_label``), else the whole body;
- ``title_line(text)``: its heading line, ``None`` when it opens with a sentence; a cover's lines in
  capitals one under the other are one title ("RIVERSIDE ROWING CLUB" over "ANNUAL REPORT 2031": the
  first alone names the club, not the document; ports76, the chunk-headers port's ferry report);
- ``reply(question, bodies)``: that line for a title asked of one document; a stated limit when the
  document opens with no heading (a title would have to be composed); ``None`` when no title is
  asked. A prompt read as two parts, its own text ending on the label line ("... nothing else.
  DOCUMENT") and the document under it (its markdown heading opened a section), asks of that one
  document (ports76: the chunk-headers port's markdown note had "I don't know.").
"""

from __future__ import annotations

from course_lib.sim.reports import explain, limits
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.thresholds import threshold

_CUE = patterns("document_titles")
_SENTENCE_END = (".", "!", "?", ";", ",", "\u3002", "\uff01", "\uff1f")


def asked(question: str) -> bool:
    """``question`` asks for the title of the text it hands over."""
    return bool(_CUE.asked.search(question or ""))


def given_text(body: str) -> str:
    """The text under the prompt's label line for it, else ``body``."""
    lines = body.splitlines()
    for i, line in enumerate(lines):
        if _CUE.text_label.fullmatch(line.strip()):
            return "\n".join(lines[i + 1:])
    return body


def title_line(text: str) -> str | None:
    """The text's opening heading: short, no sentence mark at its end, more text below it."""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    if len(lines) < 2:
        return None
    first = lines[0].lstrip("#= ").strip()  # a markdown / AsciiDoc heading's marks are no part of it
    if not first or first.endswith(_SENTENCE_END) or len(first.split()) > threshold("title_words"):
        return None
    if _CUE.header_line.match(first):
        return None  # "From the facilities team, 3 March": who writes, not what about
    if _capitals(first):  # a cover: its lines in capitals under one another are one title
        for line in lines[1:-1]:
            joined = f"{first} {line}"
            if not _capitals(line) or line.endswith(_SENTENCE_END) or len(joined.split()) > threshold("title_words"):
                break
            first = joined
    return first


def _capitals(line: str) -> bool:
    """A line written in capitals (two letters at least, none in lower case)."""
    letters = [c for c in line if c.isalpha()]
    return len(letters) >= 2 and all(c.isupper() for c in letters)


def _one_text(bodies: list[str]) -> str | None:
    """The one text a title is asked of: the only body, or the only body after one that ends on the
    prompt's label line for it (the prompt's own words read as a part of their own)."""
    if len(bodies) == 1:
        return bodies[0]
    labelled = [i for i, body in enumerate(bodies)
                if body.strip() and _CUE.text_label.fullmatch(body.strip().splitlines()[-1].strip())]
    if labelled and len(bodies) - labelled[-1] == 2:
        return bodies[-1]
    return None


def reply(question: str, bodies: list[str]) -> str | None:
    """The asked title of the one document in ``bodies`` (see the module docstring)."""
    one = _one_text(bodies) if asked(question) else None
    if one is None:
        return None
    text = given_text(one)
    line = title_line(text)
    if line is not None:
        explain.rule("the title asked is the document's opening heading line", title=line)
        return line
    return limits.state(
        "give this document's title",
        "the document opens with no heading line, so it states no title, and it does not compose one",
        "write a title that names what the whole document is about",
        kind="reading",
    )
