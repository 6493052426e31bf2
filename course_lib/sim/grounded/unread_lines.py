"""A line of the documents holds what the question asks, in a shape the reader does not take as the
answer (``extractive``): a "how many <noun>" whose noun and a figure stand in a chosen sentence
(``unread_value``: "retention_days: 45"), a date the "when" sentence states, a value in a heading,
or a line naming the question's specific word (``unread_sentence``). Each returns what it found
(the reason of a stated limit), or ``None``.
"""

from __future__ import annotations

import re

from course_lib.sim.grounded import evidence
from course_lib.sim.request.reading import Request
from course_lib.sim.words.text import HIRAGANA_RE, content_terms

# "how many days", "how much rent": the noun that names the quantity asked for
_HOW_MANY_RE = re.compile(r"\bhow (?:many|much)\s+([A-Za-z]{3,})\b", re.IGNORECASE)


def unread_value(question: str, found: evidence.Evidence) -> str | None:
    """The noun of a "how many <noun>" question when a chosen sentence that covers part of the
    question also names that noun (in any spelling: "retention_days") and states a figure: the
    answer may be there in a shape the simulator does not read (a config key, a table cell), so
    "I don't know" would be a guess. ``None`` when no such sentence exists (then the documents
    truly say nothing about it)."""
    from course_lib.sim.words.text import stem

    m = _HOW_MANY_RE.search(question)
    if not m or not found.covered:
        return None
    noun = stem(m.group(1).lower())
    bound = _BOUND_ASKED_RE.search(question[:m.start()])  # "is there a limit on how much juice ...?"
    for _, sentence in found.picks:
        words = {stem(w) for w in re.split(r"[\W_]+", sentence.lower()) if w}
        if noun in words and re.search(r"\d", sentence) and (not bound or _BOUND_SAID_RE.search(sentence)):
            return m.group(1).lower()
    return None


# a yes/no question whether a bound exists on the quantity ("Is there a limit on how much juice ...?"):
# a figure of that quantity is no unread answer unless its sentence states a bound ("up to 10 litres")
_BOUND_ASKED_RE = re.compile(r"\b(?:limit|cap|maximum|max|minimum|min|restriction|ceiling)s?\s+(?:on|to|for|of)\s*$",
                             re.IGNORECASE)
_BOUND_SAID_RE = re.compile(r"\b(?:limit|limited|cap|capped|max|maximum|minimum|up to|at most|no more than|"
                            r"not more than|at least|only)\b", re.IGNORECASE)


_WHEN_RE = re.compile(r"\bwhen\b|什么时候|何时|哪天", re.IGNORECASE)


def unread_sentence(question: str, found: evidence.Evidence, request: Request) -> str | None:
    """What makes "I don't know" a guess when no answer was chosen (``None`` when nothing does):
    a "when" question whose chosen sentence, on the question's names, states a date or time the
    question does not ("by Thursday", "2026-04-09"); chosen sentences that cover every word of
    the question but a value it gives ("What was deprecated in 1.8.0?" under a "## [1.8.0]"
    heading of the same document); or one sentence of the documents that holds every content word of the question
    ("Helga, can you own the migration runbook?")."""
    from course_lib.sim.words.quantities import value_types
    from course_lib.sim.words.text import raw_tokens, stem

    if found.picks:
        text = " ".join(s for _, s in found.picks)
        if _WHEN_RE.search(question) and found.anchored and (value_types(text) - value_types(question)) & {"date", "time"}:
            return "the sentence on the question's subject states a date or time it does not read as the answer"
        missing = found.uncovered
        if missing and all(re.search(r"\d", c.word) and any(c.word in doc.body for doc, _ in found.picks)
                           for c in missing):  # the value stands in the chosen sentences' document
            return (f"sentences match every word of the question but {', '.join(c.word for c in missing)}, "
                    "which may stand in a heading or line it does not read with them")
    wanted = set(content_terms(question))
    if len(wanted) >= 2:
        for doc in request.documents:
            for line in re.split(r"(?<=[.!?。！？])\s+|\n+", doc.body):
                if wanted <= {stem(w.lower()) for w in raw_tokens(line)}:
                    return "one sentence of the documents holds every word of the question but it picked no answer from it"
    return _subject_line(question, wanted, request)


# A document's title or heading line: markdown / INI headings, underlines, upper-case titles.
TITLE_LINE_RE = re.compile(r"^\s*(?:#|\[|[=\-~]{3,}\s*$)|^[^a-z]*[A-Z]{3,}[^a-z]*$")

# "when does it ...": a condition ("if width is zero") answers it as a date would
_CONDITION_RE = re.compile(r"\b(?:if|unless|whenever|once)\b|如果|一旦|の場合", re.IGNORECASE)


def _subject_line(question: str, wanted: set[str], request: Request) -> str | None:
    """The documents' evidence that "I don't know" would be a guess: a specific word of the
    question (rarer than ``subject_word_zipf``) that the documents name in one or two lines only, none of them a title or heading (so it is the
    question's own subject, not the documents' topic: "ValueError" in an API reference,
    "préstamo" in a library notice), on a line that holds at least ``subject_line_share`` of the
    question's other words and a value of the kind the question asks for, if it asks for one (a
    price question about a line with no price stays "I don't know")."""
    from course_lib.sim.words.quantities import asked_type, value_types
    from course_lib.sim.words.text import raw_tokens, stem
    from course_lib.sim.words.thresholds import threshold
    from course_lib.sim.words.weights import zipf

    lines: list[tuple[bool, frozenset[str], str]] = []
    for doc in request.documents:
        first = True
        for line in doc.body.splitlines():
            if not line.strip():
                continue
            title = first or bool(TITLE_LINE_RE.search(line))
            first = False
            # (and the parts of a compound key: "Retry-After" holds "retry")
            lines.append((title, frozenset(stem(w.lower()) for w in raw_tokens(line)) | frozenset(content_terms(line)),
                          line))
    in_titles = frozenset().union(*(words for title, words, _ in lines if title))
    # a short name the question writes capitalised after its first word ("did Mei shoot", "Raj's") is its subject too
    named = {stem(w.lower()) for w in re.findall(r"(?<=\s)[A-Z][a-z]{2}\b", question)}
    asked_about = {t for t in wanted if t not in in_titles
                   and not (t.isascii() and ((len(t) < 4 and t not in named) or t.isdigit()))
                   and not HIRAGANA_RE.search(t)}  # (a Japanese bigram with kana in it is an ending: "払え", "ます")
    if not asked_about:
        return None
    share, rare = threshold("subject_line_share"), threshold("subject_word_zipf")
    spelled: dict[str, float] = {}  # each term's commonness: its word's, or its stem's ("publishes": "publish")
    for token in raw_tokens(question):
        base = stem(token.lower())
        spelled[base] = max(spelled.get(base, 0.0), zipf(token.lower()), zipf(base))
    commonness = {t: spelled.get(t, zipf(t)) for t in asked_about}
    ranked = sorted(asked_about, key=lambda t: commonness[t])
    # the question's one rarest word ("pillow" in "Which pillow version did we upgrade to?") names
    # its subject on its own: its line need not repeat the other words ("Bump pillow from ...")
    rarest = ranked[0] if len(ranked) == 1 or commonness[ranked[0]] < commonness[ranked[1]] else None
    asked = asked_type(question)
    for term in sorted(asked_about):
        if commonness[term] >= rare:
            continue  # (an everyday word names no subject of its own)
        holding = [(words, line) for title, words, line in lines if term in words]
        if not holding or len(holding) > 2:
            continue  # (a word many lines name is the documents' topic, not the question's subject)
        for words, line in holding:
            if term != rarest and len(asked_about & words) < share * len(asked_about):
                continue
            if asked is None or asked[0] in value_types(line) or (asked[0] == "when" and _CONDITION_RE.search(line)):
                return (f"a line of the documents names '{term}', which the question asks about, "
                        "but it picked no answer from it")
            keyed = _keyed_value(line, term)
            if keyed and asked[0] in _FIGURE_KINDS and re.search(r"\d", keyed):
                # "Retry-After: 120" for "How long ... before retrying?": the figure's unit is the
                # key's to say, which it does not read
                return (f"a line of the documents is keyed by '{term}', which the question asks about, and "
                        f"gives it a figure, but not in a form it reads as the {asked[0]} asked for")
    return None


# the kinds of value a bare figure may be ("120" under a "Retry-After" key, "3" under "Nights")
_FIGURE_KINDS = frozenset({"duration", "number", "money", "distance", "mass", "percent", "temperature",
                           "pressure", "frequency", "extent"})


# "Key: value", "Key = value", "Key — value" (a dot leader read), "Key<tab or two spaces>value"
_KEY_VALUE_RE = re.compile(r"^\s*(?P<key>[^\s:=—][^:=—\t]{0,40}?)\s*(?:[:=—：]|\t|\s{2,})\s*(?P<value>\S.*)$")


def _keyed_value(line: str, term: str) -> str | None:
    """The value of a record-shaped line whose key holds the question's word ``term`` (a stem),
    ``None`` when the line is no "key: value" or its key does not hold the word."""
    from course_lib.sim.words.text import raw_tokens, stem

    m = _KEY_VALUE_RE.match(line)
    if not m:
        return None
    key = m.group("key")
    if term not in {stem(w.lower()) for w in raw_tokens(key)} | set(content_terms(key)):
        return None
    return m.group("value").strip()
