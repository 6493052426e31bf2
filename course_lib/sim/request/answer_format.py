"""An instruction on the answer's form after a grounded question (issue 26, the twenty-eighth set's
W6 and the twenty-ninth's X4): "How many runs failed? Reply with the number only.", "who won? answer
in one word", "what time does it open? just the time". Introduced for notebook 01's grounded answers
asked in a learner's own prompt.

- ``split(text)``: the text without a trailing form instruction, the form's kind (``number``,
  ``percent``, ``time``, ``date``, ``name``, ``word``; "" when there is none) and the instruction. The
  reader parses the question without it (a question with an instruction on its line was not found).
- ``shaped(reply, kind)``: a grounded reply trimmed to the one value of the asked kind it gives (the
  result before its working, the one figure of a quoted line), or a stated limit when it gives none
  or several (a partial answer or a record is never given to "the number only"). An absence ("I
  don't know.") and a reply that already states a limit are left as they are.

The pattern is data: ``patterns.yaml`` ``answer_format.instruction``.
"""

from __future__ import annotations

import re

from course_lib.sim.reports import limits
from course_lib.sim.words.cues import patterns

_CUE = patterns("answer_format")

# the form word of the instruction -> the kind of value asked
FORMS = {"number": "number", "figure": "number", "count": "number", "total": "number", "amount": "number",
         "sum": "number", "percentage": "percent", "percent": "percent", "time": "time", "date": "date",
         "day": "date", "name": "name", "word": "word"}

# the kinds that ask a value, never a label of a label prompt ("word" and "name" may ask either)
VALUE_KINDS = frozenset({"number", "percent", "time", "date"})

# the values of each kind, as a reply writes them
_VALUE = {
    "number": re.compile(r"(?:[$€£¥]\s?|\b(?:EUR|GBP|USD)\s)?(?<![\w.:/-])-?\d[\d,]*(?:\.\d+)?(?![\d:/-]|\.\d)(?:\s?%)?"),
    "percent": re.compile(r"(?<![\w.])-?\d+(?:\.\d+)?\s?(?:%|per ?cent\b)", re.I),
    "time": re.compile(r"(?<![\d:])\d{1,2}[:.]\d{2}(?:\s?[ap]\.?m\.?)?(?![\d:])|\b\d{1,2}\s?[ap]\.?m\.?\b", re.I),
    "date": re.compile(r"\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b\d{1,2}(?:st|nd|rd|th)?\s+"
                       r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s+\d{4})?\b|"
                       r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b", re.I),
}
_ABSENT_RE = re.compile(r"^\s*(?:I don't know|I do not know)\b", re.I)


def split(text: str) -> tuple[str, str, str]:
    """(``text`` without its form instruction, the kind asked, the instruction); the text unchanged
    with "" twice when it has none. The instruction ends a line whose question it follows ("... ? just
    the time") or stands on the line after the question; what is before it must ask (a "?" or a
    question word: "Sales / Legal / HR. Answer with one word." is a label prompt's, kept whole)."""
    lines = text.split("\n")
    for i, line in enumerate(lines):
        m = _CUE.instruction.search(line)
        if not m or not m.group(0).strip():
            continue
        before = line[: m.start()].rstrip()
        if not before.strip():  # the instruction alone on its line: the question is the line above
            above = [x for x in lines[:i] if x.strip()]
            before = above[-1].strip() if above else ""
        if not _asks(before):
            continue
        form = re.sub(r"\W+", " ", m.group("form").lower()).strip().removeprefix("one ").strip()
        rest = "\n".join([*lines[:i], line[: m.start()].rstrip(), *lines[i + 1:]])
        return rest.strip("\n") if not line[: m.start()].strip() else rest, FORMS.get(form, ""), m.group(0).strip()
    return text, "", ""


def _asks(text: str) -> bool:
    text = text.strip()
    return bool(text) and (text.endswith(("?", "？")) or bool(re.match(
        r"^\W*(?:\w+\s*[-–:]\s*)?(?:what|what's|whats|which|who|who's|whos|whose|when|where|how|why)\b", text, re.I)))


def values(reply: str, kind: str) -> list[str]:
    """The distinct values of ``kind`` the reply gives, in order."""
    found = [v.strip() for v in _VALUE[kind].findall(reply)]
    return list(dict.fromkeys(found))


def shaped(reply: str, kind: str, question: str = "") -> str:
    """``reply`` as the value of ``kind`` alone (see the module docstring); with several values, the
    one whose own words (the key or the words just before it) share a word with ``question``
    ("closes at 21:45" for "what time does it close"), when exactly one does."""
    if not kind or _ABSENT_RE.search(reply) or reply.startswith(limits.PREFIX):
        return reply
    partial = "could not find anything about" in reply
    if kind in _VALUE:
        lead = re.split(r"[:(]|\.\s|\s[-–—]\s", reply, maxsplit=1)[0]
        found = values(lead, kind)
        if len(found) == 1 and not partial and len(lead.split()) <= len(found[0].split()) + 2:
            return found[0]  # "14 (9 + 5).", "EUR 18.00: 4 x ...": the reply leads with its result
        found = values(reply, kind)
        if len(found) == 1 and not partial and kind != "number":
            return found[0]  # the one time, date or share of the quoted line (a figure may be incidental)
        near = None if partial else _near_question(_valued(reply, kind), question)
        if near is not None:
            return near
        n = len(values(reply, kind))
        return limits.state(
            f"give just the {_NOUN[kind]} this prompt asks for",
            f"the answer it found from the documents gives {n or 'no'} {_NOUN[kind]}{'s' if n != 1 else ''} "
            f"and it cannot single one out ({_brief(reply)})", f"reply with the {_NOUN[kind]} alone", kind="documents")
    words = reply.strip().rstrip(".").split()
    if kind == "word" and len(words) == 1:
        return words[0]
    lead = re.split(r"[:;(]|\.\s", reply, maxsplit=1)[0].strip().rstrip(".")
    if kind == "name" and lead and len(lead.split()) <= 4 and not re.search(r"\d", lead) and ":" not in reply:
        return lead
    near = None if partial else _near_question(_keyed(reply, kind), question)
    if near is not None:
        return near
    noun = "one word" if kind == "word" else "name alone"
    return limits.state(
        f"answer in the {noun} this prompt asks for",
        f"the answer it found from the documents is a sentence or a record ({_brief(reply)}), not one "
        f"{'word' if kind == 'word' else 'name'} it can single out", f"reply with the {noun}", kind="documents")


def _clauses(reply: str) -> list[str]:
    return [c for c in re.split(r"(?<=[.;!?])\s+|\s*[|;]\s*|\n+", reply) if c.strip()]


def _valued(reply: str, kind: str) -> list[tuple[str, str]]:
    """(the words just before it, the value) for each value of ``kind`` in ``reply``'s clauses."""
    out = []
    for clause in _clauses(reply):
        for m in _VALUE[kind].finditer(clause):
            before = re.split(r"[,:]|\band\b", clause[: m.start()])[-1]
            out.append((before, m.group(0).strip()))
    return out


def _keyed(reply: str, kind: str) -> list[tuple[str, str]]:
    """(key, value) of each "Key: value" clause whose value is one word (``word``) or a short name."""
    out = []
    for clause in _clauses(reply):
        key, sep, value = clause.partition(":")
        value = value.strip().rstrip(".")
        if sep and value and (len(value.split()) == 1 if kind == "word" else len(value.split()) <= 4 and not re.search(r"\d", value)):
            out.append((key, value))
    return out


def _near_question(candidates: list[tuple[str, str]], question: str) -> str | None:
    """The one value whose own words (its key, or the four words before it in its clause) share the
    most word stems with ``question``, nearer words counting more; none when two tie or none shares."""
    asked = {w[:4] for w in re.findall(r"[a-z]{3,}", question.lower())} - _COMMON
    scored: dict[str, float] = {}
    for context, value in candidates:  # a shared word counts more the nearer it stands: "closes at 21:45"
        words = [w[:4] for w in re.findall(r"[a-z]{3,}", context.lower())][-4:]
        score = sum(1 / (len(words) - i) for i, w in enumerate(words) if w in asked)
        scored[value] = max(score, scored.get(value, 0.0))
    best = sorted(scored.items(), key=lambda kv: -kv[1])
    if best and best[0][1] > 0 and (len(best) == 1 or best[1][1] < best[0][1]):
        return best[0][0]
    return None


_COMMON = {"what", "whic", "when", "wher", "does", "doe", "the", "time", "date", "how", "man", "many", "much",
           "who", "who'", "whos", "are", "was", "were", "will", "did", "and", "for", "its", "day"}


_NOUN = {"number": "number", "percent": "percentage", "time": "time", "date": "date"}


def _brief(reply: str) -> str:
    text = " ".join(reply.split())
    return f'"{text[:60]}..."' if len(text) > 60 else f'"{text}"'
