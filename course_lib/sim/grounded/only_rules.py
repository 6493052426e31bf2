"""An "X only" rule met, broken or not settled by a yes/no question (issue 26; notebook 02's
grounded answers; the twenty-second set's Q3: "Can I use a spinner?" over "“Fly only” applies
from 1 June" got a trusted "I don't know.").

A permission question ("Can I ...?", "Am I allowed to ...?", "Is it ok to ...?") over documents
with a rule that restricts something to one kind ("Cafe: card payments only", "Sauna: adults only
(18+)", "Lane 1: members only", "“Fly only” applies ...") or to one place ("Campfires are allowed
only in the fire pits": X is the place) is read against the rule. The rule that
applies: the one "X only" of the documents' sentences that shares a content word with the question
besides X (the cafe, the sauna) or names X or a word of its contrast group (below), the more the
better (one rule at the top, else ``None``; none that does: ``None``). Then:
- the question names X ("pay by card") -> met (yes, by the rule), unless it says "non-X" / "not X";
- the rule's sentence names a word of the question after "never" / "not" / "no" ("on the lawn only,
  never on the terrace" for "on the terrace") -> broken;
- the question names a word of X's contrast group but not X ("cash" beside "card", "my 12 year
  old" beside "adults", "a spinner" beside "fly"; ``only_rule_contrasts`` in
  data/sim/lexicons.yaml), or "non-X" -> broken (no, by the rule);
- the question names a group that leads a line of the documents beside X's own lines ("a Mini" over
  "Minis: ages 5-7", "Juniors: ...", "Seniors: ..." and "open to Juniors and Seniors only") -> broken;
- the rule's line shares no word with the question but X's own and the question names the lead of
  another line ("Gym: ..."; ``record_leads``): the rule is another thing's -> ``None`` (other
  readers answer);
- else not settled (``Ruled.verdict`` None): the caller states a limit (it cannot tell whether
  the thing is X).
A question with no permission opening, or documents with no such rule, is ``None``. Bounded:
``_MAX_DOCS``, ``_MAX_SENTENCES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.grounded import record_leads
from course_lib.sim.material.prose import units
from course_lib.sim.words import weekdays
from course_lib.sim.words.cues import LEXICONS, lexicon, read
from course_lib.sim.words.text import content_terms

_MAX_DOCS = 20  # a cap on the documents read
_MAX_SENTENCES = 400  # a cap on the sentences read per document
_ASKS_LEAVE_RE = re.compile(r"^\W*(?:(?:and|so)\s+)?(?:can|could|may|might)\s+(?!you\s+(?:tell|give|show|explain|"
                            r"help|send|list|find|check|confirm|say|let)\b)[\w-]+|^\W*(?:am|are|is)\s+(?:i|we|you|my|it|he|she|they)\s+"
                            r"(?:\w+\s+)?(?:allowed|permitted|ok|okay|able)\b|^\W*is\s+it\s+(?:ok|okay|allowed|"
                            r"fine|possible)\b|^\W*do\s+(?:you|they)\s+(?:take|accept|allow)\b", re.IGNORECASE)
# "card payments only", "adults only", "“Fly only”": up to three words, then "only" (and no more of
# the clause: "only" closes the rule, or a bracket, a stop or a closing quote follows)
_RULE_RE = re.compile(r"(?P<x>(?:[A-Za-z][\w'+-]*\s+){0,2}[A-Za-z][\w'+-]*)\s+only\b(?=\s*(?:[)(.,;:!”\"'’]|$|"
                      r"\(|applies|apply|allowed|permitted|accepted|from|after|before|until|on\b|in\b|at\b))",
                      re.IGNORECASE)
# "Campfires are allowed only in the fire pits", "Drones may be flown only over the east field": the
# place after "only" is X (the thing restricted stands before it)
_PLACE_RULE_RE = re.compile(r"\b(?:allowed|permitted|used|lit|parked|kept|flown|ridden|played|held|stored|left)\s+only\s+"
                            r"(?P<x>(?:in|on|at|inside|within|over|from)\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+)?"
                            r"(?:[A-Za-z][\w'-]*\s+){0,2}?[A-Za-z][\w'-]*)(?=\s*(?:[,.;:!)]|$|by\b|near\b|beside\b|behind\b|"
                            r"next\b|and\b|or\b|between\b|during\b|after\b|before\b|until\b))", re.IGNORECASE)
_PLACE_WORDS = frozenset({"in", "on", "at", "inside", "within", "over", "from", "a", "an", "the", "its", "their"})
_NOT_RULE_WORDS = frozenset({"if", "not", "the", "and", "is", "are", "was", "for", "you", "we", "it", "one", "once",
                             "two", "three", "can", "will", "by", "to", "of"})


@dataclass(frozen=True)
class Ruled:
    """The rule read and how the question meets it."""

    rule: str  # the sentence that holds the rule
    only: str  # X, as written
    verdict: bool | None  # True: met; False: broken; None: not settled

    def answer(self) -> str:
        return f"{'Yes' if self.verdict else 'No'}: the notes say \"{self.rule}\" ({self.only} only)."


@lru_cache(maxsize=1)
def _groups() -> tuple[frozenset[str], ...]:
    table = read(LEXICONS).get("only_rule_contrasts")
    if not isinstance(table, list) or not all(isinstance(g, str) and len(g.split()) >= 2 for g in table):
        raise ValueError(f"{LEXICONS}: 'only_rule_contrasts' must be a list of groups of two words or more")
    return tuple(frozenset(t for w in g.split() for t in content_terms(w.replace("_", " "))) for g in table)


@lru_cache(maxsize=1)
def _nouns() -> frozenset[str]:
    return frozenset(t for w in lexicon("only_rule_nouns") for t in content_terms(w))


def _rules(bodies: list[str]) -> list[tuple[str, str]]:
    found = []
    for body in bodies[:_MAX_DOCS]:
        for u in units(body)[:_MAX_SENTENCES]:
            if u.code or u.text.rstrip().endswith("?"):
                continue
            placed = [m for m in _PLACE_RULE_RE.finditer(u.text)]
            for m in placed:  # "Campfires are allowed only in the fire pits": X is the place
                words = [w for w in m.group("x").split() if w.lower() not in _PLACE_WORDS]
                if words:
                    found.append((u.text, " ".join(words)))
            if placed:
                continue
            for m in _RULE_RE.finditer(u.text):
                words = [w for w in m.group("x").split() if w.lower() not in _NOT_RULE_WORDS]
                x = " ".join(words[-2:]) if words else ""
                x = x.strip("“”\"'‘’")
                if x and not re.search(r"\d", x):
                    found.append((u.text, x))
    return found


_EXCLUDED_RE = re.compile(r"\b(?:never|not|no)\b(?P<rest>[^.;:!?]*)", re.IGNORECASE)


def _named_as_excluded(sentence: str, asked: frozenset[str]) -> bool:
    """Does the rule's sentence name a word of the question after a "never" / "not" / "no" ("X only,
    never inside the hut or on its decking" for "a barbecue on the decking")?"""
    return any(set(content_terms(m.group("rest"))) & asked for m in _EXCLUDED_RE.finditer(sentence))


_ONLY_RE = re.compile(r"\bonly\b", re.IGNORECASE)


def _only_days(sentence: str) -> frozenset[int] | None:
    """The days an "only" restricts the rule to ("only accepted on weekdays", "only on Tuesdays and
    Fridays"): the open days named after the sentence's "only"; ``None`` when it names none."""
    m = _ONLY_RE.search(sentence)
    phrases = weekdays.phrases(sentence[m.end():]) if m else ()
    days = frozenset().union(*(p.days for p in phrases if not p.closed)) if phrases else frozenset()
    return days or None


def _singular(text: str) -> set[str]:
    """A text's words of three letters or more, lower-cased, a plural's "s" dropped ("Minis" and "a
    Mini" meet: the stemmer parts them)."""
    return {w.lower().removesuffix("s") for w in re.findall(r"[A-Za-z][\w'-]{2,}", text)}


def _sibling(question: str, bodies: list[str], x: str, sentence: str) -> bool:
    """Does the question name a group that sits beside X among the documents' line leads? "Can a
    Mini be in the summer show?" over "... open to Juniors and Seniors only" and the lines "Minis:
    ages 5 to 7", "Juniors: ...", "Seniors: ...": X's words lead lines, and so does the question's
    "Mini", which X leaves out."""
    leads = {w for lead in record_leads.leads(bodies, "group") for w in _singular(lead)}  # (its one reader)
    x_words = _singular(x)
    if not x_words & leads:
        return False
    return bool((_singular(question) - x_words - _singular(sentence)) & leads)


def asks_leave(question: str) -> bool:
    """A permission question ("Can I ...?", "Am I allowed to ...?", "Is it ok to ...?")."""
    return bool(_ASKS_LEAVE_RE.match(question))


def ruled(question: str, bodies: list[str]) -> Ruled | None:
    """How a permission question meets the documents' "X only" rule (module docstring), or ``None``."""
    if not _ASKS_LEAVE_RE.match(question):
        return None
    rules = _rules(bodies)
    if not rules:
        return None
    asked = frozenset(content_terms(question))
    scored = []
    for sentence, x in rules:
        x_terms = frozenset(content_terms(x))
        shared = (frozenset(content_terms(sentence)) - x_terms) & asked
        group = next((g for g in _groups() if x_terms & g), frozenset())
        kind = bool((asked - x_terms) & group) or bool(x_terms - _nouns() and x_terms - _nouns() <= asked)
        scored.append((len(shared) + 2 * kind, sentence, x, x_terms))  # the question names X or its contrast
    best = max(s[0] for s in scored)
    picked = [s for s in scored if s[0] == best]
    if len(picked) != 1 or best == 0:
        return None
    _, sentence, x, x_terms = picked[0]
    if not (frozenset(content_terms(sentence)) - x_terms) & asked and record_leads.elsewhere(question, sentence, bodies):
        return None  # "can my 15 yr old use the gym" beside "Sauna: adults only" and a "Gym: ..." line
    core = x_terms - _nouns()  # "card payments": card
    if any(re.search(rf"\bnon-?\s?{re.escape(w)}\b|\bnot\s+(?:an?\s+)?{re.escape(w)}", question, re.IGNORECASE)
           for w in x.split()):
        return Ruled(sentence, x, False)  # "non-members", "not a member"
    if _named_as_excluded(sentence, asked - x_terms):
        return Ruled(sentence, x, False)  # "on the promenade only, never inside the hut or on its decking"
    day = weekdays.asked_day(question)
    only_days = _only_days(sentence) if day is not None else None
    if only_days is not None:  # "Rubble is only accepted on weekdays" asked of a Saturday: the day decides
        return Ruled(sentence, x, day in only_days)
    if core and core <= asked:
        return Ruled(sentence, x, True)
    parts = x.split()
    if (len(parts) == 2 and re.search(rf"\b{re.escape(parts[0])}\s+(?:and|or|&)\s+{re.escape(parts[1])}\b", sentence)
            and _singular(question) & _singular(x)):
        return Ruled(sentence, x, True)  # "for Otters and Marlins only" asked of "an Otter": one of the two
    group = next((g for g in _groups() if x_terms & g), None)
    if group is not None and (asked - x_terms) & group:
        return Ruled(sentence, x, False)
    if _sibling(question, bodies, x, sentence):
        return Ruled(sentence, x, False)  # "a Mini" beside "Juniors and Seniors only", each a line's lead
    return Ruled(sentence, x, None)
