"""The language a system prompt asks the reply to be in, and what the simulator does about it
(issue 26; the LangChain tutorials' "Translate the following from English into {language}" and
"Answer all questions to the best of your ability in {language}").

The simulator writes English, and Chinese for Chinese material; it translates only the few
whole phrases of ``data/sim/general.yaml``. So when the system prompt asks for the user's text
translated into a language, the reply is that phrase's translation when the user's whole text
is one of those phrases, else a stated limit; when it asks for every answer in a language other
than English, a reply not in it (any language but Chinese, or Chinese without Chinese
characters in the reply) becomes a stated limit. Never an English reply to a request for
Italian. The cues are data (``data/sim/patterns.yaml``, section ``reply_language``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.reports import explain, limits
from course_lib.sim.request.reading import Request
from course_lib.sim.words.cues import data_setting, patterns
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.text import has_cjk, raw_tokens

_CUE = patterns("reply_language")
_SENTENCE_RE = re.compile(r"[^.!?\n]+")


def _language(word: str) -> str | None:
    from course_lib.sim.words.sentiment import language_name_words

    low = word.lower()
    return low if low in language_name_words() else None


def translate_into(system: str) -> str | None:
    """The language a translation instruction of the system prompt names (lower case)."""
    if not system or not re.search(r"translat", system, re.IGNORECASE):
        return None
    for m in _CUE.translate_into.finditer(system):
        lang = _language(m.group("lang"))
        if lang:
            return lang
    return None


def answer_in(system: str) -> str | None:
    """The language a system prompt asks every answer to be in (lower case), if any (read once
    per prompt and data folder: an agent sends the same prompt every turn)."""
    return _answer_in(system, data_setting())


@lru_cache(maxsize=64)
def _answer_in(system: str, _data_setting: str | None) -> str | None:
    if not system or not re.search(r"\bin\s+[A-Za-z]", system):
        return None
    for sentence in _SENTENCE_RE.findall(system):
        if not _CUE.answer_verb.search(sentence):
            continue
        for m in _CUE.in_language.finditer(sentence):
            lang = _language(m.group("lang"))
            if lang:
                return lang
    return None


def _in_language(reply: str, lang: str) -> bool:
    if lang == "english":
        return True
    if lang == "chinese":
        return has_cjk(reply)
    return False


def enforce(request: Request, reply: str, knowledge: Knowledge) -> str:
    """``reply`` as it stands, or the translation / stated limit the prompt's language calls for
    (see the module docstring). Read from the instructions (documents cut out: a checklist line
    "Translate the release notes into German" is material, not an instruction); a translation
    instruction counts only in the system prompt, with no documents, the user's message being
    the text to translate (a message that asks for a translation itself is ``replies.translation``'s)."""
    if limits.PREFIX in reply:
        return reply
    human = request.human
    text = request.instructions
    target = None
    if not request.documents and not re.search(r"translat", human, re.IGNORECASE):
        target = translate_into(text)
    if target and target != "english":
        whole = " ".join(raw_tokens(human))
        found = knowledge.translate(target, human) if whole else None
        if found and " ".join(raw_tokens(found[0])) == whole:
            explain.rule("the system prompt asks for a translation; the whole text is a phrase of data/sim/general.yaml")
            return found[1]
        explain.rule("the system prompt asks for a translation the simulator's phrases do not cover")
        return limits.state(
            f"translate this into {target.capitalize()}",
            "it translates only a few whole phrases (data/sim/general.yaml) and this text is not one of them",
            f"reply with the text in {target.capitalize()}", kind="knowledge")
    return answer_language(request, reply)


def answer_language(request: Request, reply: str) -> str:
    """``reply``, or a stated limit when the instructions ask for every answer in a language the
    reply is not in ("Always respond in Japanese" over an English reply). Also the rule for an
    agent's final text answer (tools bound: ``model``), where a translation instruction of the
    system prompt is no rule of the reply (the user's message is then a request, not a text)."""
    if not reply or limits.PREFIX in reply:
        return reply
    lang = answer_in(request.instructions)
    if lang and not _in_language(reply, lang):
        explain.rule("the system prompt asks for answers in a language the simulator does not write")
        return limits.state(
            f"answer in {lang.capitalize()}",
            "it writes English (and Chinese for Chinese material) only",
            f"answer in {lang.capitalize()}", kind="knowledge")
    return reply
