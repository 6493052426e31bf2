"""A permission question answered by a rule that bans the asked action in other words (issue 26):
"Can I smoke on the terrace?" over "Smoking is not permitted anywhere on the premises." is "No",
never "I don't know."; "阅览室里可以吃东西吗？" over "阅览室内不得饮食。" too.

A permission question (``only_rules.asks_leave``, or a Chinese "可以 / 能 / 允许 ... 吗") is read
against the documents' bans: sentences holding a ban phrase (``bans`` in
``data/sim/banned_actions.yaml``: "not permitted", "may not", "prohibited", "禁止", "不得"). A ban
names the asked action when a word before its ban phrase and a word of the question are one
word (the same stem, or one's stem opens the other's: "smoke" / "Smoking", "park" / "Parking")
or of one ``actions`` group ("photos" / "Photography", "吃东西" / "饮食"); a general verb
("take", "bring": ``weak_verbs``) names nothing. Exactly one ban naming it, and the question's other words (a place, a time) are all in the ban
or the ban holds everywhere (``everywhere``: "anywhere", "any", "premises", "馆内"): ``Banned``
(the answer "No"). Otherwise ``None``, and the other readers answer: a true absence stays "I don't
know."; a ban that may not reach where the question asks ("Can I park on the street?" over
"Parking in the staff bays is prohibited") is read by the extractive answer, which quotes the ban
and says what it could not find. A phrasal verb's particle ("drop one off": ``particles``) need
not be in the ban; a time word of the question is in it when the ban says one of its group
(``times``: "today" / "same-day"). A permission asked for another person to use the asker's thing
("can my sister use my pass", "could my son borrow my card": ``shared_use_verbs``) is a question
about sharing it: a ban naming the thing and holding a sharing word (``shared_use``: "not
shareable", "not transferable") answers it wherever and whenever asked. A notice that bans by
naming the thing after "No" ("No same-day call-outs.", a few words, the whole sentence: ``notice_ban``) is read
too, wherever asked when it names no place (ground80), also as a later clause of a sentence ("I teach
from my studio; no home visits.") and met by a question naming the asker's home ("can u come to our
house": ``asker_home``; "come" meets "visits" by its ``actions`` group, a weak verb counting there;
"can I come to your house" is no home visit) (fix67c). Bounded: ``MAX_DOCS``, ``MAX_SENTENCES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.material.prose import units
from course_lib.sim.words.cues import read
from course_lib.sim.words.text import content_terms, stem

DATA = "banned_actions.yaml"
MAX_DOCS = 20
MAX_SENTENCES = 400
_CJK_RE = re.compile(r"[\u4e00-\u9fff]")
_CJK_ASKS_RE = re.compile(r"(?:可以|可不可以|能不能|能|允许|准许)[^。？?]{0,30}(?:吗|么)?\s*[？?]?\s*$")
_CJK_ASKING = "我们你他她可以能不能允许准许吗么呢在里去？?，,。 "
_ASKER_WORDS = frozenset({"i", "we", "me", "my", "us", "our", "allowed", "permitted", "ok", "okay", "can", "could",
                          "may", "might", "able", "is", "it", "am", "are", "there"})


@dataclass(frozen=True)
class Banned:
    rule: str  # the ban's sentence
    settled: bool  # False: the ban may not reach where the question asks

    def answer(self) -> str:
        if _CJK_RE.search(self.rule):
            return f"不可以：文档写明“{self.rule}”"
        return f"No: the notes say \"{self.rule}\""


@lru_cache(maxsize=1)
def _data() -> tuple[re.Pattern[str], tuple[str, ...], frozenset[str], tuple[str, ...], frozenset[str],
                     tuple[frozenset[str], ...]]:
    data = read(DATA)
    for key in ("bans", "bans_cjk", "everywhere", "weak_verbs", "actions"):
        if not isinstance(data.get(key), list) or not data[key]:
            raise ValueError(f"{DATA}: '{key}' must be a non-empty list")
    alt = "|".join(re.escape(str(b)) for b in sorted(data["bans"], key=len, reverse=True))
    everywhere = [str(w).lower() for w in data["everywhere"]]
    groups = tuple(frozenset(_term(str(w)) for w in g) for g in data["actions"])
    return (re.compile(rf"(?<![\w'])(?:{alt})(?![\w'])", re.IGNORECASE), tuple(str(b) for b in data["bans_cjk"]),
            frozenset(w for w in everywhere if w.isascii()), tuple(w for w in everywhere if not w.isascii()),
            frozenset(_term(str(w)) for w in data["weak_verbs"]), groups)


def _term(word: str) -> str:
    return word if _CJK_RE.search(word) else stem(word.lower())


def _terms(text: str) -> list[str]:
    if _CJK_RE.search(text):
        return []
    asker = {stem(w) for w in _ASKER_WORDS} | _ASKER_WORDS
    return [t for t in content_terms(text) if t not in asker]


def _one_word(a: str, b: str) -> bool:
    if a == b:
        return True
    short, long = sorted((a, b), key=len)
    return len(short) >= 4 and long.startswith(short)


def _grouped(a: str, b: str) -> bool:
    *_, groups = _data()
    return any(a in g and b in g for g in groups)


def asks_leave(question: str) -> bool:
    from course_lib.sim.grounded.only_rules import asks_leave as english

    return english(question) or bool(_CJK_RE.search(question) and _CJK_ASKS_RE.search(question))


def _bans(bodies: list[str]) -> list[tuple[str, str]]:
    """(sentence, what it bans: its words before the ban phrase) of each ban of the documents; each
    clause of a sentence parted by ";" is read for a ban of its own."""
    ban_re, bans_cjk, *_ = _data()
    out = []
    for body in bodies[:MAX_DOCS]:
        for u in units(body)[:MAX_SENTENCES]:
            if u.code or u.text.rstrip().endswith(("?", "？")):
                continue
            found = False
            for clause in re.split(r"(?<=;)\s*|(?<=:)\s+(?=[A-Z])", u.text):  # "Hosepipes may not ...; sprinklers are banned"
                m = ban_re.search(clause)
                if m:
                    out.append((clause.strip(), clause[:m.start()]))
                    found = True
            if found:
                continue
            notice = _notice_re().match(u.text)
            if notice and not set(re.findall(r"[a-z]+", notice.group("what").lower())) & _notice_not_bans():
                # "No same-day bookings.": the words after "No" are what it bans (ground80)
                out.append((u.text.strip(), notice.group("what")))
                continue
            clauses = [c.strip()[:1].upper() + c.strip()[1:] for c in re.split(r";\s*", u.text)[1:]]
            notices = [(c, m.group("what")) for c in clauses
                       if (m := _notice_re().match(c))
                       and not set(re.findall(r"[a-z]+", m.group("what").lower())) & _notice_not_bans()]
            if notices:  # "I teach from my home studio; no home visits.": a notice as a later clause (fix67c)
                out.extend(notices)
                continue
            hit = next((b for b in bans_cjk if b in u.text), None)
            if hit:  # "宿舍内禁止使用电热器": the action follows the ban word, up to the clause's end
                after = u.text[u.text.index(hit) + len(hit):]
                out.append((u.text.strip(), re.split(r"[，,。；;！!？?]", after)[0]))
    return out


@lru_cache(maxsize=1)
def _notice_re() -> re.Pattern[str]:
    pattern = read(DATA).get("notice_ban")
    if not isinstance(pattern, str):
        raise ValueError(f"{DATA}: 'notice_ban' must be a pattern")
    return re.compile(pattern)


@lru_cache(maxsize=1)
def _notice_not_bans() -> frozenset[str]:
    words = read(DATA).get("notice_not_bans")
    if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
        raise ValueError(f"{DATA}: 'notice_not_bans' must be a list of words")
    return frozenset(w.lower() for w in words)


@lru_cache(maxsize=1)
def _notice_places() -> frozenset[str]:
    places = read(DATA).get("notice_places")
    if not isinstance(places, list) or not all(isinstance(p, str) for p in places):
        raise ValueError(f"{DATA}: 'notice_places' must be a list of words")
    return frozenset(p.lower() for p in places)


@lru_cache(maxsize=1)
def _asker_home() -> re.Pattern[str]:
    """The asker's own home named in the question ("our house", "my flat", "ours": ``asker_home``)."""
    words = read(DATA).get("asker_home")
    if not isinstance(words, list) or not words or not all(isinstance(w, str) for w in words):
        raise ValueError(f"{DATA}: 'asker_home' must be a non-empty list of words")
    alt = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"\b(?:(?:my|our)\s+(?:{alt})\b|ours\b)", re.IGNORECASE)


def _placeless_notice(sentence: str) -> bool:
    """A "No <things>." notice naming no place ("No same-day bookings."): it bans them wherever asked."""
    m = _notice_re().match(sentence)
    return bool(m) and not set(m.group("what").lower().split()) & _notice_places()


def _cjk_names(question: str, sentence: str, banned: str) -> tuple[bool, bool]:
    """(the Chinese ban names the asked action, it holds wherever asked)."""
    *_, everywhere_cjk, weak, groups = _data()
    named = any(any(w in question for w in g if _CJK_RE.search(w)) and any(w in banned for w in g if _CJK_RE.search(w))
                for g in groups)
    if not named:  # a word of two characters or more of the question written after the ban word
        pairs = {question[i:i + 2] for i in range(len(question) - 1)}
        named = any(p in banned and _CJK_RE.fullmatch(p[0]) and _CJK_RE.fullmatch(p[1]) and p not in weak
                    and not (set(p) & set(_CJK_ASKING)) for p in pairs)
    if not named:
        return False, False
    rest = question
    for g in groups:
        for w in sorted((w for w in g if _CJK_RE.search(w)), key=len, reverse=True):
            rest = rest.replace(w, "")
    rest = "".join(ch for ch in rest if ch not in _CJK_ASKING)
    return True, any(w in sentence for w in everywhere_cjk) or all(ch in sentence for ch in rest)


@lru_cache(maxsize=1)
def _more() -> tuple[frozenset[str], tuple[tuple[str, ...], ...], re.Pattern[str], frozenset[str]]:
    """(particles, time groups, the shared-use question's pattern, the sharing words' stems)."""
    data = read(DATA)
    for key in ("particles", "times", "shared_use_verbs", "shared_use"):
        if not isinstance(data.get(key), list) or not data[key]:
            raise ValueError(f"{DATA}: '{key}' must be a non-empty list")
    times = tuple(tuple(str(w).lower() for w in g) for g in data["times"])
    verbs = "|".join(re.escape(str(v)) for v in sorted(data["shared_use_verbs"], key=len, reverse=True))
    shared = re.compile(rf"\b(?:can|could|may|is it ok if|is it okay if)\s+(?:my|our)\s+[a-z' -]{{1,30}}?\s+"
                        rf"(?:{verbs})(?:s|es|d)?\s+(?:my|our)\s+(?P<thing>[a-z][a-z -]{{0,40}})", re.IGNORECASE)
    return (frozenset(str(w).lower() for w in data["particles"]), times, shared,
            frozenset(stem(str(w).lower()) for w in data["shared_use"]))


def _notice_met(sentence: str, what: str, naming: list[str], asked: list[str], question: str) -> bool:
    """A "No <things>." notice's own qualifiers ("same-day" of "No same-day bookings.") are met by the question:
    each of its other words is a word of the question, or the question says a time the notice says ("today")."""
    particles = _more()[0]
    cond = [t for t in _terms(what) if t not in particles and not any(_one_word(a, t) or _grouped(a, t) for a in naming)]
    if not cond:
        return True
    said = question.lower().replace("-", " ")
    every = _terms(question)  # a weak verb too: "come" meets the "visits" of "No home visits" (fix67c)
    if all(any(_one_word(c, a) for a in asked) or re.search(rf"\b{re.escape(c.replace('-', ' '))}\b", said)
           or any(_grouped(c, a) for a in every) for c in cond):
        return True
    return any(_time_word(a) and _time_said(a, sentence) for a in asked)


def _time_word(term: str) -> bool:
    """``term`` is a word of a time group ("today", "tomorrow")."""
    return any(term in group or any(stem(w) == term for w in group) for group in _more()[1])


def _time_said(term: str, sentence: str) -> bool:
    """The question's time word ``term`` is said by the ban in a word of its group."""
    _, times, _, _ = _more()
    low = sentence.lower()
    for group in times:
        if term in group or any(stem(w) == term for w in group):
            return any(re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", low) for w in group)
    return False


def _shared(question: str, bans: list[tuple[str, str]]) -> Banned | None:
    """The one ban on sharing the thing another person would use (module docstring), else ``None``."""
    _, _, pattern, sharing = _more()
    m = pattern.search(question)
    if not m:
        return None
    thing = [t for t in _terms(m.group("thing")) if t not in sharing]  # "gym card", "pass sometimes"
    if not thing:
        return None
    hits = [sentence for sentence, _ in bans
            if set(_terms(sentence)) & sharing and any(_one_word(t, s) for t in thing for s in _terms(sentence))]
    return Banned(hits[0], True) if len(hits) == 1 else None


def banned(question: str, bodies: list[str]) -> Banned | None:
    """The one ban naming the asked action (module docstring), else ``None``."""
    if not question or not asks_leave(question):
        return None
    bans = _bans(bodies)
    if not bans:
        return None
    _, _, everywhere, _, weak, _ = _data()
    particles = _more()[0]
    cjk = bool(_CJK_RE.search(question))
    if not cjk:
        shared = _shared(question, bans)
        if shared:
            return shared
    asked = [t for t in _terms(question) if t not in weak and t not in particles]
    if not cjk and _asker_home().search(question):
        asked.append(_term("home"))  # "come to our house": the asker's home (fix67c)
    hits = []
    for sentence, before in bans:
        if cjk:
            named, anywhere = _cjk_names(question, sentence, before)
            if named:
                hits.append(Banned(sentence, anywhere))
            continue
        said = [t for t in _terms(before) if t not in weak]
        naming = [a for a in asked if any(_one_word(a, s) or _grouped(a, s) for s in said)]
        if not naming:
            continue
        rest = [a for a in asked if a not in naming]
        in_rule = set(_terms(sentence))
        anywhere = bool(set(re.findall(r"[a-z]+", sentence.lower())) & everywhere)
        if not anywhere and _placeless_notice(sentence):  # "No same-day bookings.": anywhere, but only at its time
            if not _notice_met(sentence, before, naming, asked, question):
                continue  # ("can i book the church for a wedding": no same day said)
            rest = [r for r in rest if _time_word(r)]
        hits.append(Banned(sentence, anywhere or all(any(_one_word(r, s) for s in in_rule) or _time_said(r, sentence)
                                                     for r in rest)))
    if len(hits) != 1 or not hits[0].settled:
        return None  # (a ban that may not reach where the question asks: the other readers answer)
    return hits[0]
