"""A block of settings quoted whole is no answer (issue 26; the forty-fourth set's boot-* cases read
through ``create_agent``'s response format: "[pitches] car = 12.00 van = 18.00 trailer_extra = 5.00
..." for "what does a car pitch cost if I pre-book it?").

An INI section, a ``.env`` file or a search result of ``key = value`` lines, read as one run of text,
is quoted whole when the question meets several of its keys: the answer is one of the settings, or a
figure worked from two of them, and the quote hands the learner every setting of the block instead.
``dumped(question, reply)``: the number of ``key = value`` settings one sentence of the reply holds,
when it holds ``MIN_SETTINGS`` or more and the question's words meet the keys of two of them or more
(the operands of a worked figure, or settings alike: "car" and "pitch_length_m" for "a car pitch"),
else ``None``; the caller (``replies._fitted``, which every grounded reply passes) states the
documents limit. A block whose one met key holds the answer ("path = /srv/scans" for "where's the
scans folder") or that no key of the question meets (an ``EXPLAIN`` line's "cost=0.00..12.33
rows=337" quoted for the index it names) is left as it is. Cheap: a reply with fewer "=" than
``MIN_SETTINGS`` is not scanned.
"""

from __future__ import annotations

import re

from course_lib.sim.words.text import content_terms, stem

MIN_SETTINGS = 4  # "key = value" settings in one sentence of a reply: a block quoted, no answer
_SETTING_RE = re.compile(r"(?<![\w.=])(?P<key>[A-Za-z_][\w.-]{0,40})[ \t]?=[ \t]?(?!=)\S")
_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+(?=[A-Z\[])|\n")


def dumped(question: str, reply: str) -> int | None:
    """How many ``key = value`` settings the reply's fullest sentence holds, when ``MIN_SETTINGS``
    or more (a block of settings quoted whole) and the question meets two keys of them or more;
    ``None`` otherwise."""
    if reply.count("=") < MIN_SETTINGS:
        return None
    asked = set(content_terms(question))
    for sentence in _SENTENCE_RE.split(reply):
        keys = [m.group("key") for m in _SETTING_RE.finditer(sentence)]
        if len(keys) < MIN_SETTINGS:
            continue
        met = [k for k in keys if {stem(w.lower()) for w in _KEY_SPLIT_RE.split(k) if len(w) > 1} & asked]
        if len(met) >= 2:
            return len(keys)
    return None


_KEY_SPLIT_RE = re.compile(r"[_\W]+|(?<=[a-z])(?=[A-Z])")
