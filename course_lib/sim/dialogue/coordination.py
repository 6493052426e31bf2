"""One clause of a statement that coordinates two items (issue 26; notebook 02's threads).

"I take 5 mg amlodipine in the morning and 10 mg atorvastatin at night." ... "Which one do I
take at night?": a model answers atorvastatin, the item of the clause that holds the question's
"night", not the statement whole. :func:`clauses` splits a statement at a coordinator
(``lexicons.yaml`` coordinators) when what follows is a clause of its own: it opens with a subject
("my brother lives in Lyon", ``clause_openers``; or a name after a first clause that opens with
one: "Lena plays cello ... and Omar plays drums"), or it repeats the first clause's
shape from some place on ("10 mg atorvastatin at night" after "I take 5 mg amlodipine": its
first word is a figure where the first clause has one, or a word the first clause has: "the bike
..." after "I park the van ..."). The words before that place in the first clause ("I take", "I
park") are the shared frame.

:func:`meant_clause` picks the one clause that holds a word of the question the other clauses do
not hold (frame words left out); :func:`undecided` tells when the question asks for one item
("which one", "which of them") and no clause, or more than one, holds such a word: which item is
meant is then unknown and the caller states a conversation limit. A question that asks by a
personal pronoun ("what does she study?" after "my son Leo studies law and my daughter Mia studies
medicine") picks the clause whose subject is a relation word of the pronoun's gender
(``lexicons.yaml`` male_people / female_people), else the clauses whose subject is not of the
other gender ("he" after "Gareth fixed my fence, and his wife brought a cake"); none or several such
clauses is undecided too. A question naming the clause's verb in another form ("what did he fix?"
for "fixed") is read by the verb's stem when no clause holds its words as written.
"""

from __future__ import annotations

import re

from course_lib.sim.words.text import HAN_RE

MAX_CLAUSES = 4  # a statement of more coordinated clauses is a list, read whole
MIN_CLAUSE_WORDS = 3  # a clause has a subject, a verb and what it says ("Omar plays drums")
_WORD_RE = re.compile(r"[\w'-]+")
_NUMBER_RE = re.compile(r"^\d+(?:[.,]\d+)?$")
_SUBJECT_WORDS = 3  # a clause's subject is among its first words ("my son Leo ...")
_HE_RE = re.compile(r"\b(?:he|him|his)\b|他", re.IGNORECASE)
_SHE_RE = re.compile(r"\b(?:she|her|hers)\b|她", re.IGNORECASE)
_ASKS_ONE_RE = re.compile(r"\bwhich\s+(?:one|of\s+(?:them|the\s+two|those|these))\b", re.IGNORECASE)


def _split_re() -> re.Pattern[str]:
    from course_lib.sim.words.cues import lexicon

    words = "|".join(sorted(map(re.escape, lexicon("coordinators")), key=len, reverse=True))
    return re.compile(rf",?\s+(?:{words})\s+(?!(?:then|also|so)\b)", re.IGNORECASE)


def _frame(first: str, second: str) -> str | None:
    """The first clause's words shared by an elliptical ``second`` clause ("I take" for "10 mg
    atorvastatin at night"), ``""`` when ``second`` opens with a subject of its own, ``None`` when
    ``second`` is no clause (a noun joined to a noun: "salt and pepper on chips")."""
    from course_lib.sim.words.cues import lexicon

    words = _WORD_RE.findall(second)
    if len(words) < MIN_CLAUSE_WORDS:
        return None  # "I work Mondays and Tuesdays": an item, no clause
    opener = words[0]
    first_words = _WORD_RE.findall(first)
    if opener.lower() in lexicon("clause_openers") or (_a_name(opener) and first_words and _a_name(first_words[0])):
        return ""  # "... and my brother lives in Lyon"; "Lena plays cello ... and Omar plays drums"
    if _a_name(opener) and first_words and first_words[0].lower() in lexicon("clause_openers") and any(
            len(w) > 2 and w.lower() in {f.lower() for f in first_words[1:]} for w in words[1:]):
        return ""  # "I parked on level 2 and Marta parked on level 5": a name and the first clause's verb
    for i, w in enumerate(first_words):
        if w.lower() == opener.lower() or (_NUMBER_RE.match(w) and _NUMBER_RE.match(opener)):
            return " ".join(first_words[:i])
    return None


def _a_name(word: str) -> bool:
    """A capitalised word that is no pronoun, article or calendar word ("Omar", not "We" or
    "Tuesdays"): a clause opening with one has a subject of its own when the first clause does too."""
    from course_lib.sim.words.cues import lexicon

    low = word.lower()
    return (word[:1].isupper() and low not in lexicon("clause_openers") and low not in ("a", "an")
            and low.rstrip("s") not in lexicon("calendar_names") and low not in lexicon("calendar_names"))


def clauses(statement: str) -> tuple[list[str], str]:
    """The coordinated clauses of ``statement`` and their shared frame; ``([statement], "")`` when
    it coordinates no clauses (or more than ``MAX_CLAUSES``)."""
    text = statement.strip().rstrip(".!")
    parts = _split_re().split(text)
    if not 2 <= len(parts) <= MAX_CLAUSES:
        return [statement], ""
    frames = [_frame(parts[0], p) for p in parts[1:]]
    if any(f is None for f in frames) or len(set(frames)) != 1:
        return [statement], ""
    return [p.strip() for p in parts], frames[0] or ""


def _stems(text: str) -> set[str]:
    """The content words of ``text``, lower-cased, a plural or third-person "s" dropped: a
    telling word is the same word ("Fridays" for "Friday"), not one of its stem ("a living" is
    no "live")."""
    from course_lib.sim.words.text import content_words

    return {_singular(w.lower()) for w in content_words(text)}


def _singular(word: str) -> str:
    """A plural or third-person ending dropped: "Fridays" -> "friday", "teaches" -> "teach",
    "studies" -> "study"; "glass" and "bus" kept."""
    if len(word) <= 3 or not word.endswith("s") or word.endswith(("ss", "us", "is")):
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes", "zes")):
        return word[:-2]
    return word[:-1]


def _verb_stems(text: str) -> set[str]:
    """The stems of ``text``'s past forms ("fixed", "baked" -> "fix", "bak"): a clause's verb, for a
    question that names it in another form ("what did he fix?"); never a word that merely shares
    a stem ("a living" is no "live")."""
    from course_lib.sim.words.text import stem

    return {stem(w) for w in _stems(text) if len(w) > 4 and w.endswith("ed")}


def _telling(question: str, parts: list[str], frame: str, read=None) -> list[set[str]]:
    """Per clause, the question's words it holds that no other clause holds (frame words out);
    ``read``: a clause's words as the question's verbs may name them (``_verb_stems``)."""
    if read is not None:
        from course_lib.sim.words.text import stem

        asked = {stem(w) for w in _stems(question)} - {stem(w) for w in _stems(frame)}
        held = [read(p) & asked for p in parts]
        return [h - set().union(*(o for j, o in enumerate(held) if j != i)) for i, h in enumerate(held)]
    asked = _stems(question) - _stems(frame)
    held = [_stems(p) & asked for p in parts]
    return [h - set().union(*(o for j, o in enumerate(held) if j != i)) for i, h in enumerate(held)]


_HAN_SPLIT_RE = re.compile(r"\s*[,，;；、]\s*")
def _han_meant(question: str, statement: str) -> str | None:
    """A Chinese statement of clauses joined by commas ("我女儿今年七岁,儿子五岁。"): the one clause holding
    a pair of the question's characters (asking and pointing characters aside: 儿子 of "我儿子几岁?")
    that no other clause holds, else ``None``."""
    parts = [p for p in _HAN_SPLIT_RE.split(statement.strip().rstrip("。.!！")) if p]
    if not 2 <= len(parts) <= MAX_CLAUSES:
        return None
    chars = [c for c in question if HAN_RE.match(c)]
    from course_lib.sim.words.cues import lexicon

    asking = lexicon("zh_asking_chars")  # characters that ask or point and name no subject
    pairs = {a + b for a, b in zip(chars, chars[1:], strict=False) if a not in asking or b not in asking}
    pairs = {p for p in pairs if not set(p) <= asking}
    held = [{p for p in pairs if p in part} for part in parts]
    telling = [h - set().union(*(o for j, o in enumerate(held) if j != i)) for i, h in enumerate(held)]
    hits = [i for i, t in enumerate(telling) if t]
    if len(hits) != 1:
        return None
    at = hits[0]
    if _HAN_ASKS_NUMBER_RE.search(question):  # "我女儿叫小雨,今年七岁。" for "我女儿几岁?": the clauses after the
        # subject's own go on about it until one states the number asked (a topic chain)
        end = next((j for j in range(at, len(parts)) if _HAN_NUMERAL_RE.search(parts[j])), None)
        if end is None or any(telling[j] for j in range(at + 1, end + 1)):
            return None
        return ",".join(parts[at:end + 1])
    return parts[at]


_HAN_ASKS_NUMBER_RE = re.compile(r"几|多少|多大|多久|多长|多高|多重")
_HAN_NUMERAL_RE = re.compile(r"[\d零一二两三四五六七八九十百千万半]")


def meant_clause(question: str, statement: str) -> str | None:
    """The one clause of a coordinating ``statement`` that holds a word of ``question`` no other
    clause holds, or ``None`` (no coordination, or no single such clause). A Chinese statement is
    read by its comma-joined clauses (``_han_meant``)."""
    if HAN_RE.search(statement) and HAN_RE.search(question):
        return _han_meant(question, statement)
    parts, frame = clauses(statement)
    if len(parts) < 2:
        return None
    telling = _telling(question, parts, frame)
    if not any(telling):  # "what did he fix?" over "... fixed my fence": the verb's stem tells
        telling = _telling(question, parts, frame, _verb_stems)
    hits = [p for p, t in zip(parts, telling, strict=True) if t]
    gendered = pronoun_subjects(question, parts)
    if gendered is not None:  # "what does she study?": the clause whose subject is a woman
        hits = [p for p in (hits or parts) if p in gendered]
    return hits[0] if len(hits) == 1 else None


def pronoun_subjects(question: str, parts: list[str]) -> list[str] | None:
    """The clauses whose subject (a relation word among its first words: "my son Leo", "my mum")
    is of the gender of the question's one personal pronoun ("he", "her", 他, 她); ``None`` when
    the question holds no such pronoun or pronouns of both genders."""
    from course_lib.sim.words.cues import lexicon

    he, she = bool(_HE_RE.search(question)), bool(_SHE_RE.search(question))
    if he == she:
        return None
    both = lexicon("male_people") | lexicon("female_people")
    if not any(any(w.lower() in both for w in _WORD_RE.findall(p)[:_SUBJECT_WORDS]) for p in parts):
        return None  # no gendered subject: nothing for the pronoun to tell apart ("my landlord ... and he ...")
    people = lexicon("male_people") if he else lexicon("female_people")
    other = lexicon("female_people") if he else lexicon("male_people")
    fit = [p for p in parts if any(w.lower() in people for w in _WORD_RE.findall(p)[:_SUBJECT_WORDS])]
    if fit:
        return fit
    # none of the pronoun's gender: the clauses whose subject is not of the other one ("he" after
    # "My neighbour Gareth fixed my fence, and his wife Nia brought round a cake": not the wife's)
    kept = [p for p in parts if not any(w.lower() in other for w in _WORD_RE.findall(p)[:_SUBJECT_WORDS])]
    return kept if len(kept) < len(parts) else []


def undecided(question: str, statement: str) -> bool:
    """The question asks for one item ("which one", "which of them") of a coordinating
    ``statement``, or asks by a personal pronoun ("what does he study?"), and no single clause
    holds a word that tells which (or a subject of the pronoun's gender); a Chinese statement of
    comma-joined clauses when no single clause holds the question's characters."""
    if HAN_RE.search(statement) and HAN_RE.search(question):
        # "我几岁?" after "我妈妈六十四岁,我爸爸七十岁。": clauses of several people, none the question's
        parts = [p for p in _HAN_SPLIT_RE.split(statement.strip().rstrip("。.!！")) if p]
        return 2 <= len(parts) <= MAX_CLAUSES and _han_meant(question, statement) is None
    asks_one = bool(_ASKS_ONE_RE.search(question))
    parts, _ = clauses(statement)
    if not asks_one and pronoun_subjects(question, parts) is None:
        return False  # no "which one", and no pronoun that two gendered subjects make a choice of
    return len(parts) >= 2 and meant_clause(question, statement) is None


__all__ = ["MAX_CLAUSES", "MIN_CLAUSE_WORDS", "clauses", "meant_clause", "pronoun_subjects", "undecided"]
