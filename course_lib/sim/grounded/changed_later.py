"""A quoted answer whose value a later line of the same document changes (issue 26; probe
``amended_m``: a family of silent wrongs in several blind sets, "a value changed by a later line, the
first one answered").

"Who reads on 12 April?" over a rota whose row says "12 April, Harold" and whose note under it says
"Swap: Harold and Ifeoma have swapped readings, so Ifeoma reads on 12 April": the row was quoted, the
swap unread. The readers of corrections (``later_corrections``, ``moved_values``) know many forms of
a change; forms they do not know fall through to the row. This check is the net under them, where
every grounded reply passes (``replies._fitted``): when a line of the documents that speaks of a
change (cue ``changed_later.change`` in data/sim/patterns.yaml: "swap", "instead", "moved",
"replaced", "更正", "改为") names a value the reply gives (a name or a figure the question does not
already hold), stands after a line that gives that value, and is not quoted in the reply itself,
(the values the question asks for: figures for a time, an amount or a count, names for a who or
which), the reply may be stale: ``later_change`` gives that line, and the reply becomes the documents limit
quoting it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.first_matches import AnyMatches

_CUE = patterns("changed_later")
MAX_CHARS = 20_000  # of a document read for change lines
_FIGURE_RE = re.compile(r"\d+(?:[.:]\d+)?")
_NAME_RE = re.compile(r"\b[A-Z][a-z]+(?:-[A-Z][a-z]+)?\b")
_NAME_ZIPF = 4.5  # a capitalised word this frequent or more is an everyday word, not a name ("Date", "Room")


def _values(reply: str, question: str) -> set[str]:
    """The values ``reply`` gives that ``question`` does not hold, lower-cased: its figures when the
    question asks a figure (a time, an amount, a count, a date: ``asked_type``), else its names
    (capitalised words of no everyday frequency: "Harold", "Kaminski", not "Date")."""
    from course_lib.sim.words.quantities import asked_type
    from course_lib.sim.words.weights import zipf

    asked = question.lower()
    if _CUE.applied.search(reply):
        return set()  # "Attainment: 4 (moved from 3 by a later source)": a change already applied
    reply = _REFERENCE_RE.sub(" ", reply)  # "7.1 The rent ...", "clause 7.2", "A2": numbers of things, no values
    reply = _asked_clauses(_asked_cells(reply, question), question)
    if asked_type(question) is not None:
        found = {m.group(0) for m in _FIGURE_RE.finditer(reply) if not reply[m.end():m.end() + 1] == "%"}
    else:
        found = {w.lower() for w in _NAME_RE.findall(reply) if zipf(w.lower()) < _NAME_ZIPF and w.lower()[:3] not in _CALENDAR}
    return {v for v in found if v not in asked and len(v) > 1}


# a reference number, no value: a numbered clause opening its line or sentence, one after a clause word,
# a letter-and-number code ("A2", "B14")
_REFERENCE_RE = re.compile(r"(?:^|(?<=[\n.;:]\s))\d+(?:\.\d+)+(?=\s)|\b(?:clause|section|rule|item|article|para(?:graph)?|no\.?|§)\s*"
                           r"\d+(?:\.\d+)*|\b[A-Z]\d+\b", re.IGNORECASE)
# month and day names (their first three letters): capitalised, yet no names of people or places
_CALENDAR = frozenset("jan feb mar apr may jun jul aug sep oct nov dec mon tue wed thu fri sat sun".split())


_CELL_RE = re.compile(r"(?:^|[;.]\s*)([A-Za-z][\w ]{0,30}?):\s*([^;\n]+?)(?=;|\.\s|\.?$)")


def _asked_cells(reply: str, question: str) -> str:
    """Of a record quoted as "key: value; key: value", the values under keys the question names
    ("tea: Lin" for "Who is on tea in week 3?"); the whole reply when it is no record or no key is named."""
    from course_lib.sim.words.text import stem

    cells = _CELL_RE.findall(reply)
    if len(cells) < 2:
        return reply
    asked = {stem(w) for w in re.findall(r"[a-z]+", question.lower())}
    named = [value for key, value in cells if {stem(w) for w in re.findall(r"[a-z]+", key.lower())} & asked
             and not _FIGURE_RE.fullmatch(value.strip())]
    return " ".join(named) if named else reply


_CLAUSE_RE = re.compile(r"[;,.]\s+|\s+(?:and|but|while|whereas)\s+")


def _asked_clauses(reply: str, question: str) -> str:
    """The clauses of ``reply`` that share a word with ``question`` ("The studio is £18 an hour" of
    "The studio is £18 an hour and the key deposit is £25." for "How much is the studio an hour?");
    the whole reply when none or every one does."""
    from course_lib.sim.words.text import shares_a_word

    clauses = [c for c in _CLAUSE_RE.split(reply) if c.strip()]
    sharing = [c for c in clauses if shares_a_word(question, c)]
    return " ".join(sharing) if sharing and len(sharing) < len(clauses) else reply


_SENTENCE_RE = re.compile(r"(?<=[.!?。！？])\s+")
_QUOTED_SHARE = 0.6  # of a reply sentence's words in one line of the documents: a quote of that line


def _quoted(reply: str, bodies: list[str]) -> bool:
    """A sentence of ``reply`` is (mostly) a line of the documents: at least ``_QUOTED_SHARE`` of its
    words, lower-cased, are in one line ("Date: 12 April; reader: Harold" of "12 April,Harold,Ruth"
    too, its keys aside)."""
    lines = [set(re.findall(r"\w+", line.lower())) for body in bodies for line in body[:MAX_CHARS].splitlines()]
    for sentence in _SENTENCE_RE.split(reply):
        words = set(re.findall(r"\w+", sentence.lower()))
        if len(words) >= 2 and any(len(words & line) >= _QUOTED_SHARE * len(words) for line in lines):
            return True
        values = " ".join(value for _, value in _CELL_RE.findall(sentence))  # a row rendered with its keys
        cells = set(re.findall(r"\w+", values.lower()))
        if cells and len(words) >= 2 and any(cells <= line for line in lines):
            return True
    return False


# change words that speak of a change of the document's data only in a note with a label of its own
_NOTED_RE = re.compile(r"\b(?:swap(?:s|ped|ping)?|moved\s+to|moves\s+to|changed\s+to|correction)\b", re.IGNORECASE)
_LABEL_RE = re.compile(r"^\W*[A-Za-z][\w ]{0,20}:\s")  # a note's own label: "Swap: ", "Note: ", "Update: "


def _on_question(line: str, question: str) -> bool:
    """The change sentence speaks of what the question asks about: a content word or a figure of the
    question ("Ifeoma reads on 12 April" for "Who reads on 12 April?")."""
    from course_lib.sim.words.text import shares_a_word

    figures = set(_FIGURE_RE.findall(question))
    return shares_a_word(question, line) or bool(figures & set(_FIGURE_RE.findall(line)))


_IN_REPLY_SHARE = 0.8  # of a change sentence's words in the reply: the reply quotes it already


def _in_reply(sentence: str, flat: str) -> bool:
    """The reply (``flat``: its words joined, lower-cased) quotes ``sentence``, or most of its words."""
    if " ".join(sentence.split()).lower() in flat:
        return True
    words = set(re.findall(r"\w+", sentence.lower()))
    return bool(words) and len(words & set(re.findall(r"\w+", flat))) >= _IN_REPLY_SHARE * len(words)


@lru_cache(maxsize=1)
def _change() -> AnyMatches:
    """``_CUE.change`` searched only when a text holds one of its words ("swap", "instead", "更正"):
    every grounded reply asks it of every document, and the pattern alone is tried at each position."""
    return AnyMatches((_CUE.change,))


def later_change(question: str, reply: str, bodies: list[str]) -> str | None:
    """The line of ``bodies`` that speaks of a change of a value ``reply`` gives, after a line giving
    it, unquoted in the reply (see the module); ``None`` otherwise."""
    # (most documents speak of no change: nothing more is read, not even whether the reply quotes a line)
    changing = [text for text in (body[:MAX_CHARS] for body in bodies) if _change().found(0, text)]
    if not changing:
        return None
    flat = " ".join(reply.split()).lower()
    if not _quoted(reply, bodies):
        return None  # a worked reply ("1 h 15 min (12:15 to 13:30 = ...)") quotes no line to go stale
    values = None
    for text in changing:
        if values is None:
            values = _values(reply, question)
            if not values:
                return None
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        for at, whole in enumerate(lines):
            if not _CUE.change.search(whole):
                continue
            # the line's sentences that speak of a change and are not quoted in the reply already
            line = " ".join(x for x in _SENTENCE_RE.split(whole)
                            if _CUE.change.search(x) and not _in_reply(x, flat))
            if not line:
                continue
            if not _LABEL_RE.match(whole) and not _CUE.change.search(_NOTED_RE.sub(" ", line)):
                continue  # a swap told in a message ("can we swap? I'll take your Tuesday": day_lists reads
                # those) or a move told as history ("was the first queue moved to the platform in 2024") is
                # a change only as a note of its own ("Swap: ...", "Update: the meeting has moved to ...")
            if not _on_question(line, question):
                continue  # a change of the value elsewhere in the document (another week, another role)
            low = line.lower()
            named = {v for v in values if re.search(rf"(?<![\w.]){re.escape(v)}(?![\w])", low)}
            if named and any(v in earlier.lower() for v in named for earlier in lines[:at]):
                return line
    return None
