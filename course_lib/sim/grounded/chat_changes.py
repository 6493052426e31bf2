"""A later message of a pasted chat that changes the value the picked message states (issue 26; the
forty-sixth set's OO4: a caterer's "serves 90" answered while a later message of the same chat says
"takes it to 4 tiers serving 125").

A chat pasted as stamped lines ("[dd/mm/yyyy, hh:mm] Name:", "dd/mm/yyyy, hh:mm - Name:", "Name
(hh:mm):": ``material.chat_stamps.messages``) is a list of messages in order. When the picked sentence
stands in one message and a LATER message states another value of the kind the question asks about
the same thing, the later message is the value in force (newest wins). "The same thing": the later
sentence shares a term (by stem: "serves" / "serving") with the question and with the picked
message, or it comes from the picked message's author, names a term of the question in that author
("the plumber" for "Dan (Plumber)") and says it changes something (a change word,
``moved_values.yaml`` ``event_verbs`` / ``restate_marks``). "Another value of the asked kind": a
figure or weekday the picked message does not hold, of the type the question asks
(``words.quantities.asked_type``: a count needs a word the question names beside the figure, "60
cupcakes", "serving 125"; money needs an amount; a day or time a date or time). A question ("can we do 60?") is no
change; a question asking what was first said (``asks_before``) keeps the first. Cheap: read only
when a text holds two stamped messages or more.
"""

from __future__ import annotations

import re

from course_lib.sim.material.chat_stamps import messages
from course_lib.sim.words.cues import alternation, phrase_lists

DATA = "moved_values.yaml"
_FIGURE_RE = re.compile(r"\d+(?:[.,:]\d+)?")
_DAY_RE = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b", re.IGNORECASE)
_SENTENCE_END_RE = re.compile(r"(?<=[.!?])\s+")
_TIMED = frozenset({"date", "time", "when"})  # what "when" asks


def _values(text: str) -> set[str]:
    return {v.replace(",", "") for v in _FIGURE_RE.findall(text)} | {d.lower() for d in _DAY_RE.findall(text)}


def _terms(text: str) -> set[str]:
    from course_lib.sim.words.text import content_terms

    return {t for t in content_terms(text) if not t.isdigit()}


def _of_asked_kind(asked: tuple[str, str] | None, sentence: str, new: set[str], question_terms: set[str]) -> bool:
    from course_lib.sim.words.quantities import value_types
    from course_lib.sim.words.text import stem

    if asked is None:
        return True
    kind = asked[0]
    if kind == "number":  # a count: "60 cupcakes", "serving 125": a word of the question beside the figure
        for v in new:
            if not v[:1].isdigit():
                continue
            for m in re.finditer(rf"((?:[A-Za-z][\w'-]*\s+){{0,2}})(?<![\d.,:]){re.escape(v)}(?![\d])\s*([A-Za-z][\w'-]*)?",
                                 sentence):
                words = m.group(1).split() + ([m.group(2)] if m.group(2) else [])
                if any(stem(w) in question_terms for w in words):
                    return True
        return False
    types = value_types(sentence)
    if kind == "date":  # a weekday is a day
        return "date" in types or any(not v[:1].isdigit() for v in new)
    if kind == "when":
        return bool(types & _TIMED) or any(not v[:1].isdigit() for v in new)
    return kind in types


def later_change(question: str, picked: str, texts: list[str]) -> tuple[str, str] | None:
    """``(author, sentence)`` of the newest later message of a pasted chat that changes the value
    ``picked`` states for ``question``; ``None`` when ``picked`` is in no chat's message, or no later
    message changes it."""
    from course_lib.sim.words.quantities import asked_type

    d = phrase_lists(DATA, ("asks_before", "event_verbs", "restate_marks"))
    if re.search(rf"\b(?:{alternation(d['asks_before'])})\b", question, re.IGNORECASE):
        return None
    change = re.compile(rf"\b(?:{alternation(d['event_verbs'] + d['restate_marks'])})\b", re.IGNORECASE)
    flat = " ".join(picked.split())
    if len(flat) < 8:
        return None
    asked = asked_type(question)
    question_terms = _terms(question)
    for text in texts:
        if "\n" not in text or ":" not in text:
            continue
        chat = messages(text)
        if not chat:
            continue
        at = next((i for i, (_, body) in enumerate(chat)
                   if flat in " ".join(body.split()) or " ".join(body.split())[:40] in flat), None)
        if at is None:
            continue
        author, body = chat[at]
        said = _values(body)
        author_terms = _terms(author) & question_terms
        picked_terms = (_terms(body) | _terms(author)) & question_terms
        found = None
        for later_author, later in chat[at + 1:]:
            for sentence in _SENTENCE_END_RE.split(later):
                sentence = sentence.strip()
                if not sentence or sentence.endswith("?"):
                    continue
                new = _values(sentence) - said
                if not new:
                    continue
                shared = _terms(sentence) & picked_terms
                by_author = later_author == author and author_terms and change.search(sentence)
                if not (shared or by_author):
                    continue
                if _of_asked_kind(asked, sentence, new, question_terms):
                    found = (later_author, sentence)
        return found
    return None
