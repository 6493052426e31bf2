"""Translation asked in a message: "How do you say 'thank you' in French?", "把'谢谢'翻译成英文".

``translation`` looks the phrase up in data/sim/general.yaml's translations (its small lexicon of
fixed phrases) and says plainly when it cannot; ``asks_translation`` tells whether a message asks
for one at all (an agent then calls a translation tool, ``agent``)."""

from __future__ import annotations

import re

from course_lib.sim.reports import limits
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.text import has_cjk

_CUE = patterns("translation")  # its cue patterns: data/sim/patterns.yaml
_ZH_TRANSLATE_RE = re.compile(
    r"(?:翻译|译)(?:成|为|到)?(?P<to>英文|英语|中文|汉语|法语|法文|德语|德文|西班牙语)|用(?P<to2>英文|英语|法语|德语)怎么说"
)


_ZH_LANGUAGES = {"英文": "english", "英语": "english", "中文": "chinese", "汉语": "chinese", "法语": "french",
                 "法文": "french", "德语": "german", "德文": "german", "西班牙语": "spanish"}


def _chinese_translation(question: str, knowledge: Knowledge) -> str | None:
    """"把'谢谢'翻译成英文": the phrase looked up in data/sim/general.yaml's translations (Chinese
    to English through the Chinese table read backwards); an honest "cannot" otherwise."""
    m = _ZH_TRANSLATE_RE.search(question)
    if not m:
        return None
    target = _ZH_LANGUAGES[m.group("to") or m.group("to2")]
    quoted = re.findall(r"[\"“'‘「『]([^\"”'’」』]+)[\"”'’」』]", question)
    phrase = quoted[0].strip() if quoted else ""
    if phrase and target == "english":
        table = next((v for k, v in knowledge.translations.items() if k.lower() == "chinese"), {})
        english = next((en for en, zh in table.items() if zh == phrase), None)
        if english:
            return f"“{phrase}”的英文是 “{english}”。"
    elif phrase:
        found = knowledge.translate(target, phrase)
        if found:
            return f"“{found[0]}”翻译成{m.group('to') or m.group('to2')}是 “{found[1]}”。"
    what = f"“{phrase}”" if phrase else "这句话"
    return f"抱歉，我没有把{what}翻译成{m.group('to') or m.group('to2')}的能力：我是基于规则的模拟器，只认识少量固定的短语。"


_TARGET_RE = re.compile(r"\b(?:in|into|to)\s+([A-Za-z]+)\b", re.IGNORECASE)
_SOURCE_RE = re.compile(r"\bfrom\s+([A-Za-z]+)\b", re.IGNORECASE)


# a translation asked in so many words, or of a quoted phrase
_ASKS_PHRASE_RE = re.compile(r"\btranslat|\bhow (?:do|would|can) (?:you|i|we) say\b|[\"“'‘][^\"”'’]+[\"”'’]", re.IGNORECASE)


def _languages_named(question: str, knowledge: Knowledge) -> tuple[str | None, str | None]:
    """The source language ("from French") and the target language ("to Dutch", "into Spanish")
    the question names, lower case, among the languages babel names in English and the data's
    (``None`` for one not named): the reply is in the target, never in the source."""
    from course_lib.sim.words.sentiment import language_name_words

    known = language_name_words() | {lang.lower() for lang in knowledge.languages()}
    source = next((w.lower() for w in _SOURCE_RE.findall(question) if w.lower() in known), None)
    target = next((w.lower() for w in _TARGET_RE.findall(question) if w.lower() in known and w.lower() != source), None)
    return source, target


def translation(question: str, knowledge: Knowledge) -> str | None:
    """A translation reply when the question asks for one (``None`` if it does not)."""
    if has_cjk(question):
        found = _chinese_translation(question, knowledge)
        if found:
            return found
    source, target = _languages_named(question, knowledge)
    data = {lang.lower(): lang for lang in knowledge.languages()}
    language = data.get(target or "") or next(
        (
            lang
            for lang in knowledge.languages()
            if lang.lower() != source and re.search(rf"\b{re.escape(lang)}\b", question, re.IGNORECASE)
        ),
        None,
    )
    if language is None or (source and source != "english"):
        if not _ASKS_PHRASE_RE.search(question) or (target is None and not re.search(r"\btranslat", question, re.I)):
            return None  # "80 pounds in Japanese yen": a language's name, no translation asked
        return limits.state("translate this", "the language asked for is not among the few phrases of its "
                            "data (data/sim/general.yaml), which go from English only", "translate it",
                            kind="knowledge")
    if not _CUE.translate.search(question) and not re.search(
        rf"\b(?:in|into|to)\s+{re.escape(language)}\b", question, re.IGNORECASE
    ):
        return None
    quoted = re.findall(r"[\"“'‘]([^\"”'’]+)[\"”'’]", question)
    found = None
    for text in quoted + [question]:
        found = knowledge.translate(language, text)
        if found:
            break
    if not found:
        return limits.state(f"say that in {language.capitalize()}", "the phrase is not among the few phrases "
                            "of its data (data/sim/general.yaml)", "translate it", kind="knowledge")
    phrase, translated = found
    return f'"{phrase}" in {language.capitalize()} is "{translated}".'


def asks_translation(question: str, knowledge: Knowledge) -> bool:
    """True when the question asks for a translation: "translate ...", "how do you say ...", or a
    quoted phrase wanted "in/into/to" a language (its data's languages, or any language babel
    names in English; "into german" as typed in lower case too)."""
    if _CUE.translate.search(question) or _ZH_TRANSLATE_RE.search(question):
        return True
    if not re.search(r"[\"“'‘][^\"”'’]+[\"”'’]", question):
        return False
    from course_lib.sim.words.sentiment import language_name_words

    # a language name in capitals, or typed in lower case ("into german") when no shorter than four
    # letters (two- and three-letter names, "ga", "ewe", are everyday words too)
    wanted = re.findall(r"\b(?:in|into|to)\s+([A-Z][a-z]+|[a-z]{4,})\b", question, re.IGNORECASE)
    return any(w.lower() in language_name_words() for w in wanted)
