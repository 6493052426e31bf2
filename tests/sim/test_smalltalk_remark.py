"""A remark before the request ("man that regatta was wild! what is the kestrel database?") is
chatter, not part of what is asked (issue 26, ports12: the cookbook's Rewrite-Retrieve-Read
"distracted" queries; ``smalltalk.request_part``). Before, its words went into the search query
("man harbour regatta yesterday wild kestrel database"). Wordings invented here."""

from __future__ import annotations

import pytest

from course_lib.sim.dialogue.smalltalk import request_part
from course_lib.sim.words.knowledge import Knowledge


@pytest.mark.parametrize(("message", "expected"), [
    ("man that quiz night yesterday was wild! what is a tidal mill?", "what is a tidal mill?"),
    ("ugh, my bus was late again this morning. how deep is Lough Corrib?", "how deep is Lough Corrib?"),
    ("wow. which ferry goes to Inis Oirr?", "which ferry goes to Inis Oirr?"),
])
def test_the_remark_is_dropped(message, expected):
    assert request_part(message, Knowledge.load()) == expected


@pytest.mark.parametrize("message", [
    "man that regatta yesterday was wild! who won it?",  # "it" points back into the remark
    "I run Postgres 15 on a small server. How do I enable logical replication?",  # context, no remark
    "ugh, the printer jammed again. what now? and who fixes it?",  # two questions
])
def test_the_message_is_kept(message):
    assert request_part(message, Knowledge.load()) == message.strip()


def test_the_cues_tried_whatever_the_words_are_indexed_once():
    """``smalltalk._cue_index`` lists the cues tried whatever a message's words are (Chinese
    ones, and those with an apostrophe), so ``_detect`` does not type every cue again at every
    reply (simspeed9); the others are tried only when the message has all their words."""
    from course_lib.sim.dialogue.smalltalk import _cue_index
    from course_lib.sim.words.text import has_cjk

    knowledge = Knowledge.load()
    always = _cue_index(knowledge)[3]
    cues = [p for intent in knowledge.intents for p in intent.patterns]
    assert always == {p for p in cues if has_cjk(p) or "'" in p}
    assert any(has_cjk(p) for p in always) and any("'" in p for p in always)
