"""Small talk recognised by intent, not by a phrase list (notebooks 01, 02).

A message is small talk when it is short, carries at least one social cue (a greeting, thanks,
goodbye, "how are you", "who are you", praise, an acknowledgement: the cue words and phrases
of ``data/sim/smalltalk.yaml``, English and Chinese) and nothing a tool or a document could
serve: every other content word is an everyday word (wordfreq Zipf >= 4.5: "lot", "really",
"day") and there is no name, identifier or number. "Thanks a lot, that was really helpful!"
and "Morning! How's your day going?" are small talk; "Hi, who owns Project Quasar?" is a
request that happens to start with a greeting, and is answered as a request; so is an order to the
assistant after the greeting ("morning all! get me up at ten to six": ``ordered``, ``asks_action`` in
patterns.yaml, latent79), whose everyday words would otherwise pass.

The intent with the most cue weight wins (a phrase cue outweighs a single word), an intent of
``smalltalk_weak_intents`` (data/sim/lexicons.yaml: an acknowledgement, "no worries") only when no
other intent's cue is in the message ("No worries, thanks anyway. Bye!" is a thanks); the reply is
neutral (it names the bound tools when there are any), in Chinese for a Chinese message.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.knowledge import Intent, Knowledge
from course_lib.sim.words.text import STOP_WORDS, has_cjk, raw_tokens, stem
from course_lib.sim.words.weights import zipf

MAX_WORDS = 16
MAX_OTHER_WORDS = 4
EVERYDAY_ZIPF = 4.5
_NUMBER_RE = re.compile(r"\d")
# intents that are questions to the assistant about itself ("how are you?", "can you browse the
# internet?"): a question mark does not make them a request
_ABOUT_ME = ("how_are_you", "who_are_you", "help", "abilities", "memory", "feelings")
# the intent whose other words may be any (what the assistant would tire of or like is asked of it, not a request)
_ABOUT_MY_FEELINGS = ("feelings",)
_MIN_MATERIAL_WORD = 4  # the least letters of a message's other word read against the documents
_ID_RE = re.compile(r"\b[A-Z]{2,}[-_]?\d+|\b\w+_\w+\b|\w+\.\w+")


@dataclass(frozen=True)
class SmallTalk:
    intent: Intent
    cues: tuple[str, ...]
    others: tuple[str, ...]  # the message's other words (all everyday)


def _cue_hits(tokens: tuple[str, ...], text: str, pattern: str) -> bool:
    if has_cjk(pattern):
        return pattern in text
    words = tuple(raw_tokens(pattern))
    if not words:
        return False
    n = len(words)
    for i in range(len(tokens) - n + 1):
        if tokens[i : i + n] == words:
            return True
    if n >= 2:  # "how's your day going" meets "how ... day ... going" with a word between
        j = 0
        last = -1
        for i, tok in enumerate(tokens):
            if j < n and (tok == words[j] or tok.replace("'", "") == words[j].replace("'", "")):
                if last >= 0 and i - last > 2:
                    return False
                last, j = i, j + 1
        return j == n
    return False


@lru_cache(maxsize=64)
def _cue_index(
    knowledge: Knowledge,
) -> tuple[frozenset[str], bool, dict[str, frozenset[str]], frozenset[str]]:
    """Every word that starts a cue (a message without one has no cue), whether any cue is
    Chinese (checked as text), each cue's words (all must be in a message it matches), and the
    cues tried whatever the message's words (Chinese ones, and those with an apostrophe), so a
    message's cues are not typed again at every reply."""
    first = {raw_tokens(p)[0] for i in knowledge.intents for p in i.patterns if raw_tokens(p) and not has_cjk(p)}
    cjk = any(has_cjk(p) for i in knowledge.intents for p in i.patterns)
    words = {p: frozenset(raw_tokens(p)) for i in knowledge.intents for p in i.patterns}
    always = frozenset(p for i in knowledge.intents for p in i.patterns if has_cjk(p) or "'" in p)
    return frozenset(first), cjk, words, always


# A quoted phrase is mentioned, not said: "How do you say 'thank you' in German?" and
# "把'谢谢'翻译成英文" thank nobody.
_QUOTED_RE = re.compile(r"[\"“「『‘]([^\"”」』’\n]{1,40})[\"”」』’]|(?<![A-Za-z])'([^'\n]{1,40})'(?![A-Za-z])")


def detect(message: str, knowledge: Knowledge) -> SmallTalk | None:
    """The small-talk intent of ``message`` (``None``: it is a request, or nothing social; an order to the
    assistant after the greeting, ``ordered``, is a request)."""
    found = _social(message, knowledge)
    return None if found is not None and _gives_order(message, found) else found


def ordered(message: str, knowledge: Knowledge) -> SmallTalk | None:
    """The social cues of a message that gives the assistant an order after them ("morning all! get me up at ten
    to six", "hello, please turn the heating down": ``asks_action``, latent79): a request, never small talk; the
    caller may still read the typed value a bound tool takes from it. ``None`` for any other message."""
    found = _social(message, knowledge)
    return found if found is not None and _gives_order(message, found) else None


def _gives_order(message: str, found: SmallTalk) -> bool:
    return bool(found.others) and bool(_CUE.asks_action.search(message))


def _social(message: str, knowledge: Knowledge) -> SmallTalk | None:
    text = message.strip()
    if _CUE.wish.search(text):  # "thanks, that's all - have a good evening!": a farewell, not a greeting
        text = _CUE.wish.sub(lambda m: (m.group("lead") or "") + "goodbye", text)
    if _QUOTED_RE.search(text):
        said = _QUOTED_RE.sub(" ", text).strip()
        if not said or _social(said, knowledge) is None:
            return None
    if _SPACED_SCRIPT_RE.search(text) and not re.search(r"[A-Za-z\u4e00-\u9fff]", text):
        return _detect_spaced(_ARABIC_MARKS_RE.sub("", text), knowledge)
    if _UNSPACED_SCRIPT_RE.search(text) and not re.search(r"[A-Za-z\u4e00-\u9fff]", text):
        return _detect_unspaced(text, knowledge)
    return _detect(text, knowledge)


def asks_of_material(message: str, knowledge: Knowledge, bodies: list[str]) -> bool:
    """A question to the assistant about itself by its cues ("internet access", "see images") that speaks
    of the material instead: it addresses no one ("do members get internet access?": no "you") and one of
    its other words is a word the documents write (their members, not the assistant). Then it is asked of
    the documents, and the simulator's own abilities are no answer."""
    found = detect(message, knowledge)
    if found is None or found.intent.name not in _ABOUT_ME:
        return False
    if _CUE.addressed.search(message):
        return False
    written = {stem(w.lower()) for body in bodies for w in raw_tokens(body) if w.isalpha()}
    return any(len(w) >= _MIN_MATERIAL_WORD and w.isalpha() and w.lower() not in STOP_WORDS
               and stem(w.lower()) in written for w in found.others)


# Thai is written without spaces between words and no segmenter is at hand: its cues are found
# as written (as Chinese ones are), and a message is small talk only when they cover every
# letter of it (any other word could be a request).
_UNSPACED_SCRIPT_RE = re.compile(r"[\u0e00-\u0e7f]")
_ARABIC_MARKS_RE = re.compile(r"[\u064b-\u065f\u0670\u0640]")  # vowel marks and the stretching tatweel


@lru_cache(maxsize=1024)
def _detect_unspaced(text: str, knowledge: Knowledge) -> SmallTalk | None:
    if len(text) > 120 or _NUMBER_RE.search(text):
        return None
    best: tuple[float, Intent, list[str]] | None = None
    covered: set[int] = set()
    for intent in knowledge.intents:
        found = [p for p in intent.patterns if _UNSPACED_SCRIPT_RE.search(p) and p in text]
        if not found:
            continue
        for p in found:
            for m in re.finditer(re.escape(p), text):
                covered.update(range(*m.span()))
        score = sum(len(p) for p in found)
        if best is None or score > best[0]:
            best = (score, intent, found)
    if best is None or any(_UNSPACED_SCRIPT_RE.match(c) for i, c in enumerate(text) if i not in covered):
        return None
    return SmallTalk(best[1], tuple(best[2]), ())


# Scripts written with spaces between words that the tokeniser does not read as words (Hangul
# is cut into two-letter pieces, Hebrew not read at all): a message in one is read word by word
# as written, its cues as whole phrases, its other words looked up in wordfreq's list of its
# language (no segmenter needed).
_SPACED_SCRIPT_RE = re.compile(r"[\uac00-\ud7af\u0590-\u05ff\u0620-\u064a]")
_LETTERS_RE = re.compile(r"[^\W\d_]+")


@lru_cache(maxsize=1024)
def _detect_spaced(text: str, knowledge: Knowledge) -> SmallTalk | None:
    words = _LETTERS_RE.findall(text)
    if not words or len(words) > MAX_WORDS or _NUMBER_RE.search(text):
        return None
    best: tuple[float, Intent, list[str]] | None = None
    covered: set[int] = set()
    for intent in knowledge.intents:
        found, spans = [], []
        for p in intent.patterns:
            hits = [m.span() for m in re.finditer(rf"(?<!\w){re.escape(p)}(?!\w)", text)] if _SPACED_SCRIPT_RE.search(p) else []
            if hits:
                found.append(p)
                spans += hits
        if not found:
            continue
        for a, b in spans:
            covered.update(range(a, b))
        score = sum(1.0 + 0.5 * (len(p.split()) - 1) for p in found)
        if best is None or score > best[0]:
            best = (score, intent, found)
    if best is None:
        return None
    others = [m.group(0) for m in _LETTERS_RE.finditer(text) if m.start() not in covered]
    if len(others) > MAX_OTHER_WORDS or (others and not _listed_everyday(text, others)):
        return None
    if others and (re.search(r"[?？]\s*$", text) or _CUE.asks_open.match(text) or _CUE.asks_permission.match(text)) \
            and best[1].name not in _ABOUT_ME:
        return None
    return SmallTalk(best[1], tuple(best[2]), tuple(others))


def _listed_everyday(text: str, words: list[str]) -> bool:
    """Every word is an everyday word of the message's language by wordfreq's own list, looked
    up as written (Korean needs no segmenter this way)."""
    import math

    from wordfreq import available_languages, get_frequency_dict

    from course_lib.sim.words.sentiment import language_code

    code = language_code(text)
    if code not in available_languages("small"):
        return False
    listed = get_frequency_dict(code, "small")
    return all(listed.get(w, 0) > 0 and math.log10(listed[w] * 1e9) >= EVERYDAY_ZIPF for w in words)


@lru_cache(maxsize=4096)
def _detect(text: str, knowledge: Knowledge) -> SmallTalk | None:
    if not text or not knowledge.intents:
        return None
    speak = _text_speak()
    tokens = tuple(speak.get(t, t) for t in (t.replace("’", "'") for t in raw_tokens(text)))
    if len(tokens) > MAX_WORDS:
        return None
    first, cjk, cue_tokens, always = _cue_index(knowledge)
    token_set = set(tokens) | {t.replace("'", "") for t in tokens}
    if not (token_set & first) and not (cjk and has_cjk(text)):
        return None
    if _NUMBER_RE.search(text) or _ID_RE.search(text):
        # a figure or an id makes the message a request whatever cues it holds: asked before the
        # cues are tried (every cue of every intent: 2% of a reply to "How long after step 12?")
        return None
    best: tuple[float, Intent, list[str]] | None = None
    weak_best: tuple[float, Intent, list[str]] | None = None
    weak = lexicon("smalltalk_weak_intents")  # data/sim/lexicons.yaml
    cue_words: set[str] = set()
    for intent in knowledge.intents:
        found = [
            p
            for p in intent.patterns
            if (p in always or cue_tokens[p] <= token_set) and _cue_hits(tokens, text, p)
        ]
        if not found:
            continue
        for p in found:
            cue_words.update(raw_tokens(p))
        score = sum(1.0 + 0.5 * (_cue_length(p) - 1) for p in found)
        if intent.name in weak:  # "no worries" beside "thanks ... bye": the thanks and goodbye are answered
            if weak_best is None or score > weak_best[0]:
                weak_best = (score, intent, found)
        elif best is None or score > best[0]:
            best = (score, intent, found)
    best = best or weak_best
    if best is None:
        return None
    filler = lexicon("smalltalk_filler")  # data/sim/lexicons.yaml
    others = [
        t
        for t in tokens
        if t not in cue_words and t not in filler and not _vocative(text, t, cue_words)
    ]
    names = [
        w
        for w in re.findall(r"(?<![.!?]\s)(?<!^)\b[A-Z][a-z]+\b", text)
        if w.lower() not in cue_words and not _vocative(text, w, cue_words)
    ]
    if names or len(others) > MAX_OTHER_WORDS:
        return None
    if others and not _everyday_words(text, others) and best[1].name not in _ABOUT_MY_FEELINGS:
        return None  # (what the assistant would tire of is no request: "tired of answering questions?")
    if others and (re.search(r"[?？]\s*$", text) or _CUE.asks_open.match(text) or _CUE.asks_permission.match(text)) \
            and best[1].name not in _ABOUT_ME:
        return None  # a question with content of its own is a request
    if others and _CUE.asks_about_user.search(text) and best[1].name not in _ABOUT_ME:
        return None  # "ok cool. wait what do i teach again": a question about the user's own things
    return SmallTalk(best[1], tuple(best[2]), tuple(others))


def _text_speak() -> dict[str, str]:
    """{"u": "you", "r": "are", ...}: words as quick typing shortens them (``text_speak.forms``),
    read as the words before cues are matched."""
    from course_lib.sim.words.text_speak import forms

    return forms()


_HIRAGANA_RE = re.compile(r"^[\u3040-\u309f\u30fc]+$")


def _everyday_words(text: str, words: list[str]) -> bool:
    """Every one of ``words`` is an everyday word (Zipf ``EVERYDAY_ZIPF`` or more) in the
    message's language: English and Chinese by ``weights.zipf``; another language wordfreq lists
    by its own frequencies ("eigentlich" in "Wer bist du eigentlich?"); Japanese by its script,
    a word of hiragana alone being an ending or a particle ("ですか")."""
    if all(zipf(t) >= EVERYDAY_ZIPF for t in words):
        return True
    from course_lib.sim.words.sentiment import language_code

    code = language_code(text)
    if code == "ja":
        return all(_HIRAGANA_RE.match(t) for t in words)
    if code in ("en", "zh", "ko"):
        return False
    from wordfreq import available_languages, zipf_frequency

    if code not in available_languages("small"):
        return False
    return all(zipf_frequency(t, code, wordlist="small") >= EVERYDAY_ZIPF for t in words)


def _cue_length(pattern: str) -> int:
    """How many words a cue has: a Chinese cue by its characters, two to a word ("过得怎么样":
    2), since segmentation drops its function words."""
    if has_cjk(pattern):
        return max(1, len(pattern) // 2)
    return max(1, len(raw_tokens(pattern)))


def _vocative(text: str, word: str, cue_words: set[str]) -> bool:
    """A name the message addresses ("Good evening, Alfred!", "Thanks Bob"): it follows a
    social cue or a comma and ends its phrase."""
    m = re.search(rf"(?i)(\w+)[ ,]+{re.escape(word)}(?=\s*[,.!?]|\s*$)", text)
    if not m or not text[m.end() - len(word) : m.end()][:1].isupper():
        return False
    return m.group(1).lower() in cue_words or "," in text[m.start() : m.end()]


def reply(found: SmallTalk, tool_names: list[str] | None = None, chinese: bool = False) -> str:
    """The intent's reply; a greeting or an offer of help names the bound tools."""
    intent = found.intent
    text = intent.reply_zh if chinese and intent.reply_zh else intent.reply
    if tool_names and intent.name in ("greeting", "help", "who_are_you", "abilities"):
        listed = ", ".join(tool_names[:6])
        text += (f" 我可以使用这些工具：{listed}。" if chinese else f" I can use these tools: {listed}.")
    return text


_PIECE_RE = re.compile(r"[^.!?。！？]+[.!?。！？]*")
_CUE = patterns("smalltalk")  # data/sim/patterns.yaml
_PREAMBLE_RE = re.compile(
    r"^\W*(?:(?:quick (?:one|question)|one (?:more|last) (?:thing|question)|by the way|btw|also|"
    r"now|so|ok(?:ay)?|well|anyway|hey|one thing|question)\W+)+",
    re.IGNORECASE,
)


def request_part(message: str, knowledge: Knowledge) -> str:
    """The request in a message that opens with small talk ("Morning! Quick one: when is the
    move?" -> "when is the move?"); the whole message when it is small talk only."""
    pieces = [p.strip() for p in _PIECE_RE.findall(message) if p.strip()]
    if len(pieces) < 2:
        return _strip_preamble(message)
    i = 0
    while i < len(pieces) - 1 and detect(pieces[i], knowledge) is not None:
        i += 1
    while i < len(pieces) - 1 and _remark(pieces[i]) and _self_contained_question(pieces[i + 1:]):
        i += 1  # "man that regatta yesterday was wild! what is the kestrel database?"
    rest = " ".join(pieces[i:]) if i else message.strip()
    return _strip_preamble(rest)


def _remark(piece: str) -> bool:
    """A remark that opens with an interjection ("man that trial was crazy!", "ugh, late again."),
    asking nothing: chatter before the request (``smalltalk.remark`` in ``data/sim/patterns.yaml``)."""
    return "?" not in piece and bool(_CUE.remark.match(piece))


def _self_contained_question(rest: list[str]) -> bool:
    """The rest is one question that names its own subject (no "it", "there", "that one" pointing
    back into the remark), so the remark can go without losing what is asked about."""
    text = " ".join(rest).strip()
    return text.endswith("?") and text.count("?") == 1 and not _CUE.back_reference.search(text)


def _strip_preamble(text: str) -> str:
    stripped = _PREAMBLE_RE.sub("", text, count=1).strip()
    return stripped if len(stripped.split()) >= 2 or has_cjk(stripped) else text.strip()
