"""A block of settings quoted whole is no answer (issue 26; the forty-fourth set's boot-* cases read
through ``create_agent``'s response format: "[pitches] car = 12.00 van = 18.00 trailer_extra = 5.00
..." for "what does a car pitch cost if I pre-book it?").

An INI section, a ``.env`` file or a search result of ``key = value`` lines, read as one run of text,
is quoted whole when the question meets several of its keys: the answer is one of the settings, or a
figure worked from two of them, and the quote hands the learner every setting of the block instead.
``dumped(reply)``: the number of ``key = value`` settings one sentence of the reply holds, when
it holds ``MIN_SETTINGS`` or more, else ``None``; the caller (``replies._fitted``, which every grounded
reply passes) states the documents limit. Cheap: a reply with fewer "=" than ``MIN_SETTINGS`` is
not scanned.
"""

from __future__ import annotations

import re

MIN_SETTINGS = 4  # "key = value" settings in one sentence of a reply: a block quoted, no answer
_SETTING_RE = re.compile(r"(?<![\w.=])[A-Za-z_][\w.-]{0,40}[ \t]?=[ \t]?(?!=)\S")
_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+(?=[A-Z\[])|\n")


def dumped(reply: str) -> int | None:
    """How many ``key = value`` settings the reply's fullest sentence holds, when ``MIN_SETTINGS``
    or more (a block of settings quoted whole); ``None`` otherwise."""
    if reply.count("=") < MIN_SETTINGS:
        return None
    most = max(len(_SETTING_RE.findall(s)) for s in _SENTENCE_RE.split(reply))
    return most if most >= MIN_SETTINGS else None
