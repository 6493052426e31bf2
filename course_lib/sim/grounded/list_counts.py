"""A "how many X (are left / now)" counted over one list of X, less the members later lines remove
and plus those they add (listcount75, issue 26: the fifty-seventh set's VV2 cat-count and
dog-classes: "Resident cats: Miso, Tofu, Earl Grey, Pumpkin, Juniper and Waffles." then "Update 3
March: Waffles has been adopted and has left the café", wanted 5; seven numbered classes and "class
6 is cancelled", wanted 6 - not "three classes" of a price line read as the count).

A list is a label naming the asked thing (a word of it shared with the question's "how many <thing>")
and its members: a comma list after "<Things>:" up to its sentence's end ("、" and "and" split it
too), or bullet / numbered lines under a "<Things>:" heading line. A later line (after the list)
that names a member - by its words, or for a numbered list by "<thing> N" / "no. N" - with a
removal verb (data: ``data/sim/list_counts.yaml`` ``removed``: has left, cancelled, withdrawn, no
longer, adopted, sold, 已退出) takes it out; a member line itself carrying such a verb is out too;
a later line with an addition verb (``added``: joined, new signing, added) brings in the name it
gives before the verb. The answer is the count with its working ("5 cats now: 6 listed, less
Waffles (...)").

``read(question, bodies)``: an ``Answer``; an ``Unsure`` (a stated limit) when a later line removes
or adds a member of the asked kind the list does not name, or names no one; ``None`` when the
question asks no count of a listed thing, or asks a stated figure (``not_asked``: "how many classes
for £5", "how many can I enter") - the other readers answer. Bounded: ``_MAX_LINES`` lines,
``_MAX_MEMBERS`` members a list.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.reports.reader_results import Answer, Unsure
from course_lib.sim.words.cues import read as read_data
from course_lib.sim.words.text import lexicon_re

DATA = "list_counts.yaml"
RULE = "a how-many over one list of the asked thing, less the members later lines remove, plus those they add"
_MAX_LINES = 400
_MAX_MEMBERS = 60
_MAX_MEMBER_WORDS = 10
_INLINE_RE = re.compile(r"^\s*(?P<label>[^:：\n]{1,40})[:：]\s*(?P<items>\S.*)$")
_HEADING_RE = re.compile(r"^\s*(?P<label>[^:：\n]{1,40})[:：]\s*$")
_ITEM_RE = re.compile(r"^\s*(?:(?P<n>\d{1,2})[.)]|[-*•·])\s+(?P<item>\S.*)$")
_SPLIT_RE = re.compile(r"\s*(?:,|;|、|，|；|\band\b|&)\s*")
_SENTENCE_END_RE = re.compile(r"(?<=[A-Za-z)\u4e00-\u9fff])[.。](?:\s|$)")
_BRACKET_RE = re.compile(r"\s*[(（][^)）]*[)）]")
_WORD_RE = re.compile(r"[a-z][a-z'-]*")
# the noun a question names its list by, after a preposition: "on the staff", "in the squad" (never a name
# the question asks about: "does Captain Ruiz have")
_PLACE_RE = re.compile(r"\b(?:on|in|at|of|for|from)\s+(?:(?:the|our|their|this|that|my|your|his|her)\s+)?([a-z][a-z'-]*)")
_MIN_INLINE = 3  # a comma list of members: "Only on weekends, from November to February" is a clause, not one
_NAME_BEFORE_RE = re.compile(r"((?:[A-Z][\w'-]*\s+){0,2}[A-Z][\w'-]*)\s*$")
_NAME_AFTER_RE = re.compile(r"^\W*((?:[A-Z][\w'-]*\s+){0,2}[A-Z][\w'-]*)")
_ZH_NAME_BEFORE_RE = re.compile(r"([\u4e00-\u9fff]{2,4})$")
_CJK_RE = re.compile(r"[\u4e00-\u9fff]")


@dataclass(frozen=True)
class Member:
    text: str  # as listed, brackets kept
    key: str  # lower case, brackets left aside: what a later line names
    number: int | None  # its number in a numbered list


@dataclass(frozen=True)
class Listed:
    label: str
    members: tuple[Member, ...]
    end: int  # the index of the list's last line


@lru_cache(maxsize=1)
def _cues() -> dict[str, re.Pattern[str]]:
    return {k: re.compile(v, re.IGNORECASE) for k, v in read_data(DATA).items() if isinstance(v, str)}


@lru_cache(maxsize=1)
def _stop_words() -> frozenset[str]:
    return frozenset(str(w) for w in read_data(DATA)["not_thing_words"])


@lru_cache(maxsize=1)
def _not_names() -> frozenset[str]:
    """The data's ``not_added_names``: a line's opening words that name no one joining or leaving."""
    return frozenset(str(w).lower() for w in read_data(DATA)["not_added_names"])


def _removed(text: str) -> re.Match[str] | None:
    """A removal cue of ``text``: the data's ``removed`` (a member leaving: "has left", "retired",
    "sold") or ``lexicons.yaml`` cancelled_cues (an item cancelled: "called off", "axed", "取消")."""
    return _cues()["removed"].search(text) or lexicon_re("cancelled_cues").search(text)


def _stems(word: str) -> set[str]:
    """A word and its singulars ("classes" -> class, "cats" -> cat, "dishes" -> dish)."""
    out = {word}
    if word.endswith("ies"):
        out.add(word[:-3] + "y")
    if word.endswith("es"):
        out.add(word[:-2])
    if word.endswith("s") and not word.endswith("ss"):
        out.add(word[:-1])
    return out


def _asked(question: str) -> tuple[set[str], str] | None:
    """(the stems of the asked thing's words, the thing as asked), or ``None``."""
    cue = _cues()
    if cue["not_asked"].search(question):
        return None
    m = cue["asked_en"].search(question.lower())
    if m is not None:
        words = _WORD_RE.findall(m.group("thing"))
        if not words:
            return None
        # the thing's words, and the nouns the rest of the question names it by ("teachers ... on the staff")
        rest = [w for w in _PLACE_RE.findall(question.lower()[m.end():]) if w not in _stop_words()]
        return set().union(*(_stems(w) for w in [*words, *rest])), m.group("thing")
    m = cue["asked_zh"].search(question)
    if m is not None:
        return {m.group("thing")}, m.group("thing")
    return None


def _labels(label: str, stems: set[str]) -> bool:
    """Whether a list's label names the asked thing (a shared word, or for Chinese the thing's characters)."""
    if any(_CJK_RE.search(s) for s in stems):
        return any(s in label or s[-2:] in label for s in stems)
    words = set().union(*(_stems(w) for w in _WORD_RE.findall(label.lower()))) if label.strip() else set()
    return bool(words & stems)


def _member(text: str, number: int | None = None) -> Member | None:
    text = text.strip(" .。;；")
    key = _BRACKET_RE.sub("", text).strip(" .-–:").lower()
    if not key or any(ch.isdigit() for ch in key) or len(key.split()) > _MAX_MEMBER_WORDS:
        return None
    return Member(text, key, number)


def _lists(body: str, stems: set[str]) -> list[Listed]:
    lines = body.splitlines()[:_MAX_LINES]
    found: list[Listed] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        h = _HEADING_RE.match(line)
        if h is not None and _labels(h.group("label"), stems):
            members: list[Member] = []
            j = i + 1
            while j < len(lines) and (it := _ITEM_RE.match(lines[j])) is not None:
                m = _member(it.group("item"), int(it.group("n")) if it.group("n") else None)
                if m is None:
                    members = []
                    break
                members.append(m)
                j += 1
            if len(members) >= 2:
                found.append(Listed(h.group("label").strip(), tuple(members[:_MAX_MEMBERS]), j - 1))
                i = j
                continue
        m_in = _INLINE_RE.match(line)
        if m_in is not None and _labels(m_in.group("label"), stems):
            clause = _SENTENCE_END_RE.split(m_in.group("items"), maxsplit=1)[0]
            parts = [p for p in _SPLIT_RE.split(_BRACKET_RE.sub("", clause)) if p.strip(" .")]
            members = [mm for p in parts if (mm := _member(p)) is not None]
            if len(members) >= _MIN_INLINE and len(members) == len(parts):
                found.append(Listed(m_in.group("label").strip(), tuple(members[:_MAX_MEMBERS]), i))
        i += 1
    return found


def _names(line: str, member: Member, stems: set[str]) -> bool:
    low = line.lower()
    if _CJK_RE.search(member.key):
        if member.key in line:
            return True
    elif re.search(rf"(?<![\w]){re.escape(member.key)}(?![\w])", low):
        return True
    if member.number is not None:
        nouns = "|".join(sorted(re.escape(s) for s in stems if not _CJK_RE.search(s)))
        pat = rf"\b(?:{nouns + '|' if nouns else ''}item|no\.?|number|#)\s*{member.number}\b"
        return re.search(pat, low) is not None
    return False


def _added_name(line: str, at: re.Match[str]) -> str | None:
    before = line[:at.start()].rstrip()
    before = re.sub(r"\s+(?:has|have|was|is|had|just|recently|also)$", "", before)
    before = re.sub(r"\s+(?:has|have|was|is|had|just|recently|also)$", "", before)
    if _CJK_RE.search(at.group(0)):
        m = _ZH_NAME_BEFORE_RE.search(before.rstrip("已"))
        return m.group(1) if m else None
    not_names = _not_names()
    m = _NAME_BEFORE_RE.search(before)
    if m is not None and m.group(1).split()[0].lower() not in not_names:
        return m.group(1)
    m = _NAME_AFTER_RE.search(line[at.end():])
    return m.group(1) if m is not None and m.group(1).split()[0].lower() not in not_names else None


def read(question: str, bodies: list[str]) -> Answer | Unsure | None:
    """The count ``question`` asks of a listed thing (module docstring)."""
    asked = _asked(question)
    if asked is None:
        return None
    stems, thing = asked
    cue = _cues()
    for body in bodies:
        lists = _lists(body, stems)
        if len(lists) != 1:
            continue  # none, or several lists of the kind: which one is asked is not read here
        listed = lists[0]
        lines = body.splitlines()[:_MAX_LINES]
        out: list[tuple[Member, str]] = [(m, m.text) for m in listed.members if _removed(m.text)]
        added: list[tuple[str, str]] = []
        for line in lines[listed.end + 1:]:
            rem, add = _removed(line), cue["added"].search(line)
            if rem is None and add is None:
                continue
            hits = [m for m in listed.members if _names(line, m, stems)]
            if rem is not None and hits:
                out.extend((m, line.strip()) for m in hits if m not in [o for o, _ in out])
                continue
            if add is not None:
                name = _added_name(line, add)
                if name is None:
                    return Unsure(f"a later line adds to the {thing} ('{line.strip()[:80]}') but names no one "
                                  "the count could add")
                if name.lower() not in {m.key for m in listed.members}:
                    added.append((name, line.strip()))
                continue
            if rem is not None and (_labels(line, stems)):
                return Unsure(f"a later line takes one of the {thing} out ('{line.strip()[:80]}') but names "
                              "no member of the list")
        listed_n = len(listed.members)
        n = listed_n - len(out) + len(added)
        if n < 0:
            return None
        working = f"{listed_n} listed under '{listed.label}'"
        for m, why in out:
            working += f", less {m.text} ('{why}')"
        for name, why in added:
            working += f", plus {name} ('{why}')"
        if _CJK_RE.search(thing):
            return Answer(f"{n}: {working}.", RULE)
        return Answer(f"{n} {thing} now: {working}.", RULE)
    return None


__all__ = ["Answer", "Unsure", "read"]
