"""Replies the instructions dictate whatever the user wrote (issue 26, the twenty-second batch of
ports).

A system prompt may decide the reply's kind itself: "Respond to the user and only ask them a
single follow up question" (the user's inquiry needs more detail first), "Politely decline to
answer and tell them you can only answer questions about <topic>" (the inquiry is off topic).
The simulator read such prompts as answering tasks: with a tagged block beside the instruction
("<logic> ... </logic>") it answered "I don't know." from that block, a confident reply of the
wrong kind. Now, when a sentence of the instructions says so with no condition before its cue
("If the question is unclear, ask ..." is the model's own judgement and stays with the task):

- ``ask_back``: the reply is one question asking for what a real model would need first (what
  was tried, what was expected, what happened, the error message);
- ``decline`` with the only topic named: the reply is the refusal naming that topic.

Cues: ``data/sim/patterns.yaml`` (section ``instructed_replies``); the replies:
``data/sim/instructed_replies.yaml`` (English and Chinese).
"""

from __future__ import annotations

import re

from course_lib.sim.reports import explain
from course_lib.sim.words.cues import patterns, read

__all__ = ["instructed_reply"]

_CUE = patterns("instructed_replies")  # data/sim/patterns.yaml
_SENTENCE_RE = re.compile(r"[^.!?。！？\n]+[.!?。！？]*")
_TAGGED_RE = re.compile(r"<(?P<tag>[A-Za-z][\w-]*)[^>]*>.*?</(?P=tag)\s*/?>|<(?P<tag2>[A-Za-z][\w-]*)>.*?<(?P=tag2)/>", re.S)


def _unconditional(text: str, cue: re.Pattern[str]) -> re.Match[str] | None:
    """The cue's match in a sentence of ``text`` that states no condition before it."""
    for sentence in _SENTENCE_RE.findall(text):
        m = cue.search(sentence)
        if m and not _CUE.condition.search(sentence[: m.start()]):
            return m
    return None


def _topic(text: str) -> str:
    """The only topic the instructions serve ("questions about LangChain-related topics")."""
    m = _CUE.only_topic.search(text)
    if m is None:
        return ""
    return (m.group("topic") or m.group("topic_zh") or "").strip()


def own_words(system: str) -> str:
    """The system message without its tagged blocks (``<logic> ... </logic>``, ``<context> ...
    <context/>``): what it says itself, not the material it carries."""
    return _TAGGED_RE.sub(" ", system)


def instructed_reply(instructions: str, chinese: bool = False) -> str | None:
    """The reply ``instructions`` dictate (see the module), or ``None`` when they leave it to the
    task. ``instructions``: the request's instructions and its system message's own words."""
    lang = "zh" if chinese else "en"
    if _unconditional(instructions, _CUE.ask_back):
        explain.rule("the instructions say to ask the user a follow-up question")
        return read("instructed_replies.yaml")["ask_back"][lang]
    if _unconditional(instructions, _CUE.decline):
        topic = _topic(instructions)
        if topic:
            explain.rule("the instructions say to decline and name the only topic served", topic=topic)
            return read("instructed_replies.yaml")["decline"][lang].format(topic=topic)
    return None
