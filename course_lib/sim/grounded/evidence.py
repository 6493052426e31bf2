"""Extractive answering and multi-hop reasoning over documents.

``gather`` picks sentences greedily: each pick must cover question concepts not covered yet, and
after the first pick it must be *connected* to what was picked (same document, or it names an
entity found in an earlier pick, the bridge). That is how "Project Falcon is owned by the Data
Platform team" followed by "The Data Platform team is managed by Alice Chen" answers "Who manages
the team that owns Project Falcon?", while "The Security team is managed by Bob" is ignored.

A question counts as answered when at least 60 % of its weighted concepts are covered, every
name in it is covered, and, for a nested question ("the team that owns ..."), the thing asked
about (the head concept) is covered too.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache
from math import fsum

from course_lib.sim.material.chat_records import asking_message
from course_lib.sim.material.documents import Document
from course_lib.sim.material.prose import Unit, narrowed_row
from course_lib.sim.material.prose import units as sentence_units
from course_lib.sim.material.record_keys import (
    asks_before,
    header_words,
    key_words,
    removed_lines,
    row_label_words,
)
from course_lib.sim.material.sibling_records import is_item, is_sibling
from course_lib.sim.values.field_readers import glossed_dates
from course_lib.sim.words import number_words, weekdays
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.day_month_abbreviations import full_name_stem_set
from course_lib.sim.words.day_names import WEEKDAYS
from course_lib.sim.words.matching import (
    SPECIFICITY,
    Analysis,
    Concept,
    Matcher,
    head_concept,
    subject,
)
from course_lib.sim.words.quantities import states
from course_lib.sim.words.text import content_terms, names

ANSWERED_COVERAGE = 0.6
MAX_PICKS = 4
_KEY_WEIGHT = 0.55  # a concept this heavy carries topic (generic and broad words weigh 0.5)
_MAX_BRIDGES = 4  # entities of the picks a hop to a second note may go through
_EXTRA_STARTS = 2  # greedy restarts from the best sentence of other documents
_OPENING_WORDS = 5
_OPENING_BONUS = 0.6  # beats one extra broad or generic word, not a real one
_NEXT_BONUS = 0.2
# Once the picks cover this share of the question, another sentence must add a real content
# word (weight >= _TAIL_GAIN), not only a common verb such as "keep" or "use".
_NEARLY = 0.8
_TAIL_GAIN = 0.75
# "What is X?" wants the sentence that defines X ("A coroutine is ..."): in the greedy score
# (0.1 x own) this beats one extra broad word such as "Python", never a real content word.
_DEFINITION_BONUS = 6.0
_CUE = patterns("evidence")
_DEFINITION_QUESTION = re.compile(
    r"^\W*(?:what\s+(?:is|are)|what's|define|explain\s+what)\s+(?:an?\s+|the\s+)?"
    r"(?P<term>[^?.,]+?)(?:\s+(?:in|of|for|on|with|used in)\s+[^?]*)?\s*[?.]?\s*$"
)
_DEFINES = re.compile(r"\s(?:is|are|means|refers to)\s")
_ARTICLES = {"a", "an", "the"}


_LISTS_BONUS = 3.0
# A sentence stating an upper limit ("no more than 8 in 24 hours"), when the question asks for
# one ("the most I can take"): it wins over a sentence that matches the question's words alike.
_LIMIT_BONUS = 1.0
_LIST_QUESTION_RE = re.compile(
    r"^\W*(?:what|which)\s+(?:are|were)\s+(?:the\s+)?(?P<noun>(?:[\w-]+\s+){0,2}?[\w-]+s)\b"
    r"|\b(?:list|name)\s+(?:the\s+|all\s+)?(?P<noun2>(?:[\w-]+\s+){0,2}?[\w-]+s)\b|\btypes? of\s+(?P<noun3>[\w-]+(?:\s+[\w-]+)?)"
    r"|^\W*(?:what|which)\s+(?P<noun4>(?:[\w-]+\s+){0,2}?[\w-]+s)\s+(?:does|do|did|are|were|can|should|will|would|have|has)\b",
    re.IGNORECASE,
)


def _lists_pattern(question: str) -> re.Pattern[str] | None:
    """For "What are the memory tiers of X?" / "types of reward hacking": a sentence that lists
    them (the asked noun followed by ":", "are", "include")."""
    m = _LIST_QUESTION_RE.search(question)
    if not m:
        return None
    noun = (m.group("noun") or m.group("noun2") or m.group("noun3") or m.group("noun4") or "").split()[-1]
    stem_ = re.escape(noun.rstrip("s")[: max(3, len(noun) - 2)])
    return re.compile(rf"\b{stem_}\w*\s*(?::|\b(?:are|include|includes|were|fall into|come in)\b)", re.IGNORECASE)


def _definition_subject(sentence: str) -> str | None:
    """The subject of a defining sentence ("A coroutine is ..." -> "A coroutine"), else None.

    Only a short noun phrase counts: "Using time.sleep() inside a coroutine is ..." and
    "Installing from a wheel is ..." talk *about* the subject, they do not define it.
    """
    match = _DEFINES.search(sentence)
    if not match:
        return None
    words = sentence[: match.start()].split()
    if not words or len(words) > 4:
        return None
    if len(words) > 2 and words[0].lower() not in _ARTICLES:
        return None
    if any(w.lower() in {"that", "which", "who", "whose", "when", "if"} for w in words):
        return None  # "A lock that is released ..." describes a case, it defines nothing
    return " ".join(words)
MAX_ANSWER_SENTENCES = 3
MAX_ANSWER_WORDS = 80
_CONTRACTIONS = r"(?:what|that|it|there|here|who|how|where|when|why|let|he|she)\b"
"""Words whose "'s" is "is" or "us" ("What's", "it's", "let's"), never a possessive."""
_NESTED_RE = re.compile(
    r"\b(?:the|a|an)\s+\w+(?:\s+\w+)?\s+(?:that|which|who|whose)\s+\w+|\b\w+\s+of\s+the\s+\w+\s+(?:of|that|which|who)\b|"
    r"\b(?:the|a|an)\s+\w+\s+(?:owned|led|managed|run|maintained|built|created|written|founded|headed|sponsored)\s+by\b|"
    rf"\b(?!{_CONTRACTIONS}'s)\w+'s\s+\w+|"
    # "the hometown of the 2031 Lakeside Marathon winner": an attribute of a person named by role
    r"\b\w+\s+of\s+the\s+(?:[\w-]+\s+){0,5}(?:winner|champion|founder|author|owner|ceo|director|manager|"
    r"captain|inventor|creator|maintainer|president|mayor|coach|leader|chair|head)s?\b",
    re.IGNORECASE,
)


@lru_cache(maxsize=4096)
def is_nested(question: str) -> bool:
    """True for questions that chain facts ("the team that owns X", "X's manager", "the depot
    the cave ships through")."""
    if _NESTED_RE.search(question):
        return True
    from course_lib.sim.request.planning import chain_steps

    return len(chain_steps(question)) > 1


@dataclass
class Evidence:
    question: Analysis
    question_text: str = ""
    picks: list[tuple[Document, str]] = field(default_factory=list)
    covered: list[Concept] = field(default_factory=list)
    answered: bool = False
    bridge: str | None = None
    positions: list[int] = field(default_factory=list)  # of each pick in its document
    extra: list[str] = field(default_factory=list)  # sentences elaborating on the first pick
    leads: list[str] = field(default_factory=list)  # list lead-ins the picked items need
    # other rows of the one picked table row's table that tie with it on the question's words
    # (same words met, same score) and say something else: (document, row, position)
    ties: list[tuple[Document, str, int]] = field(default_factory=list)

    @property
    def coverage(self) -> float:
        total = self.question.total
        return sum(c.weight for c in self.covered) / total if total else 0.0

    @property
    def uncovered(self) -> list[Concept]:
        keys = {c.key for c in self.covered}
        return [c for c in self.question.concepts if c.key not in keys]

    @property
    def anchored(self) -> bool:
        """True when the picks mention every name of the question (a bridge can follow)."""
        keys = {c.key for c in self.covered}
        return bool(self.picks) and all(c.key in keys for c in self.question.concepts if c.is_name)

    def sources(self) -> list[str]:
        return list(dict.fromkeys(d.source for d, _ in self.picks if d.source))


# Not ``frozen``: a frozen dataclass sets each field through ``object.__setattr__`` (1.5 us for
# these nine, 0.35 us plainly), and a candidate is made for every sentence of every document
# read. Nothing assigns to one after it is made; ``unsafe_hash`` keeps the hash and equality a
# frozen one has.
@dataclass(unsafe_hash=True)
class _Candidate:
    """A document's sentence as ``gather`` compares it with a question. Its forms leave out the
    kinds of values the sentence states ("@duration"): a question asks for one kind at most, and
    ``_asked_values`` adds it to the sentences that state it (typing every sentence in every way
    took most of a reply's time on notes never seen before). The question's keys it shares are
    then what they were with every value typed, though a set made of other members may iterate
    them in another order: ``gather`` sums their weights with ``math.fsum``, exactly rounded in
    any order."""

    doc_index: int
    doc: Document
    sentence: str
    forms: frozenset[str]  # the sentence's forms with its title's, section's, record head's, lead's and key's
    own: frozenset[str]  # the sentence's own forms
    position: int = 0  # index of the sentence in the document's ``sentence_units``
    opening: str = ""  # the sentence's first words (their forms are read when the sentence is a hit)
    title_names: tuple[str, ...] = ()
    context_names: tuple[str, ...] = ()  # names in its record head and list lead-in

    @cached_property
    def entities(self) -> tuple[str, ...]:
        """The names in the sentence and its context (read only for a sentence in the pool)."""
        return tuple(dict.fromkeys(names(self.sentence) + self.title_names + self.context_names))

    @cached_property
    def entities_low(self) -> tuple[str, ...]:
        """The names of the sentence and its title, lower-cased (the bridges ``_greedy`` follows)."""
        return tuple(e.lower() for e in dict.fromkeys(names(self.sentence) + self.title_names))


def _asked_values(cand: _Candidate, asked: tuple[str, ...]) -> _Candidate:
    """``cand`` with the kinds of values in ``asked`` ("@duration") that its sentence states:
    the question's keys in its sets are then those it would hold with every value typed."""
    if len(asked) == 1:  # (most questions ask one kind: the same set, without a generator per sentence)
        stated = frozenset(asked) if states(cand.sentence, asked[0][1:]) else _NONE
    else:
        stated = frozenset(k for k in asked if states(cand.sentence, k[1:])) if asked else _NONE
    if not stated:
        return cand
    # (``dataclasses.replace(cand, forms=..., own=...)``, without its per-field reflection)
    return _Candidate(cand.doc_index, cand.doc, cand.sentence, cand.forms | stated, cand.own | stated, cand.position,
                      cand.opening, cand.title_names, cand.context_names)


def sentence_candidates(matcher: Matcher, docs: list[Document]) -> list[_Candidate]:
    """Every sentence of the documents as a candidate (chunks of one source count as one document)."""
    out: list[_Candidate] = []
    memo = matcher.candidates
    first_of: dict[str, int] = {}
    for i, doc in enumerate(docs):
        # chunks of one source count as one document: same_doc picks may combine them
        i = first_of.setdefault(doc.source, i) if doc.source else i
        key = (i, doc)
        found = memo.get(key)
        if found is None:
            found = memo[key] = _doc_candidates(matcher, i, doc)
        out.extend(found)
    if len(memo) > 4096:
        memo.clear()
    return out


def _doc_candidates(matcher: Matcher, i: int, doc: Document) -> list[_Candidate]:
    title_forms = _words_only(matcher.forms(doc.title)) if doc.title else _NONE
    title_names = names(doc.title) if doc.title else ()
    out = []
    units = sentence_units(doc.body)
    texts = [u.text for u in units] or ([doc.title] if doc.title else [])
    section: frozenset[str] = _NONE  # the heading a sentence stands under
    title_level = 0  # the level of the heading that opens an unnamed document
    byline = _byline(units)
    if byline:
        # the byline's words name the document; its date and reading time state no answer
        byline_forms = matcher.forms(" ".join(units[i].text for i in byline))
        title_forms = title_forms | _words_only(byline_forms)
        title_names = title_names + tuple(n for i in byline for n in names(units[i].text))
    for position, sentence in enumerate(texts):
        if position in byline:
            continue  # "Date: ... | Author: ..." says who wrote it, not what it says
        if units and units[position].heading:
            heading = matcher.forms(sentence)
            level = units[position].level
            if not doc.title and position == 0:
                title_forms = title_forms | _words_only(heading)  # "# Title" opening an unnamed document names it
                title_level = level
            elif not doc.title and title_level and 0 < level <= title_level:
                # a heading as high as the opening one: the next note of chunks joined in one text
                title_forms, section = _words_only(heading), _NONE
            else:
                section = _section_forms(heading)
            continue  # a heading names a section; it answers nothing itself
        if units and units[position].code:
            continue  # code is never quoted as prose
        if sentence.rstrip().endswith(("?", "？")) or asking_message(sentence):
            continue  # a question in a document asks, it answers nothing (a chat's, "?" or none)
        own = matcher.forms_without_values(sentence)
        kin = weekdays.kin_stems(own, sentence)  # "at weekends" speaks of Saturday, "Saturday" of the weekend
        if kin:
            own = own | kin
        spelled = key_words(sentence)  # "TEL;TYPE=work:+44 ...": its key says it is the phone
        if units and units[position].table:  # a column's short header ("Pts: 1.5") names its points
            spelled = " ".join([spelled, *(header_words(h) for h, _ in units[position].cells),
                                row_label_words(units[position].cells)]).strip()  # "R" -> right
        key_forms = _words_only(matcher.forms(spelled)) if spelled else _NONE
        head = units[position].record_head if units else ""
        head_forms = matcher.forms(head) if head else _NONE
        lead = units[position].lead if units else ""
        if lead:  # a list item reads under the sentence that introduces its list
            head_forms = head_forms | _words_only(matcher.forms(lead))
        context_names = (names(head) if head else ()) + (names(lead) if lead else ())
        out.append(
            _Candidate(
                i,
                doc,
                sentence,
                own | title_forms | section | head_forms | key_forms,
                own,
                position,
                " ".join(sentence.split()[:_OPENING_WORDS]),
                title_names,
                context_names,
            )
        )
    return out


# The one empty set of forms the candidates share (``frozenset()`` makes a new object each time):
# a document's candidates live in ``Matcher.candidates`` for many replies, and every container
# they hold is one more object for Python's cyclic garbage collector to walk again and again.
_NONE: frozenset[str] = frozenset()


def _opening_needs_reading(main: frozenset[str]) -> bool:
    """Whether a sentence's opening must be read to tell if it names ``main``, even when the
    sentence's own forms hold none of it. Otherwise it names none: the opening is the sentence's
    first words, and its words' forms are the sentence's (its tokens and CamelCase terms hold
    no white space, so they are the same words cut at a space), except the full names of day and
    month abbreviations, which depend on the words after them ("Dec" alone is December, "Dec 14"
    a date), and the kinds of values and lexicon groups (a value's or a term's words may run past
    the cut). Most sentences of the pool hold no word of the subject: their openings are not
    read (``tests/sim/test_opening_gate.py`` compares the two)."""
    return any(k[:1] in ("@", "~") for k in main) or not main.isdisjoint(full_name_stem_set())


def _words_only(forms: frozenset[str]) -> frozenset[str]:
    """Forms without the kinds of values ("@number", "@date"): a title, byline or list lead-in
    names what a sentence is about, it does not state the sentence's values ("The three memory
    tiers" does not make every sentence under it say how many)."""
    return frozenset(f for f in forms if not f.startswith("@")) or _NONE


_SECTION_VALUES = frozenset({"@date", "@time", "@when"})


def _section_forms(forms: frozenset[str]) -> frozenset[str]:
    """A section heading's forms for the sentences under it: its words, and a date or time
    ("## Friday 14 March" dates the schedule below it), but no other value."""
    return frozenset(f for f in forms if not f.startswith("@") or f in _SECTION_VALUES) or _NONE


_BYLINE_RE = re.compile(r"^\W*(?:by\s+[A-Z]|(?:date|author|authors|published|updated|posted|written by|tags|reading time)\b)", re.IGNORECASE)


def _byline(units) -> set[int]:
    """Positions of a document's byline: "Date: ... | Author: ..." lines before its prose."""
    out: set[int] = set()
    for i, unit in enumerate(units):
        if (unit.heading or unit.record_head or unit.table or not _BYLINE_RE.match(unit.text)
                or len(unit.text.split()) > 25):  # (the anchored pattern first: it fails at once on most)
            continue  # (a field of a "key: value" record, such as front matter's "author:", is no byline;
            # nor a table's row whose first column is "Date": a fixture list's game)
        if i <= 1 or units[i - 1].heading or (i - 1) in out:  # right under a title
            out.add(i)
    return out


_NAME = r"(?:[A-Z][\w'.-]*\s+){0,3}[A-Z][\w'.-]*"
_SPEAKER_RE = re.compile(
    rf"\b(?i:what\s+(?:does|did|do|has|have|would))\s+(?P<a>{_NAME})\s+(?i:say|said|write|wrote|think|argue|"
    rf"claim|report|describe|suggest|recommend|propose|mean|conclude|note|observe)\b|"
    rf"\b(?i:according\s+to)\s+(?P<b>{_NAME})|"
    rf"\b(?i:how\s+(?:does|did|do))\s+(?P<c>{_NAME})\s+(?i:describe|explain|define|see|view|characteri[sz]e)\b|"
    rf"\b(?i:in)\s+(?P<d>{_NAME})'s\s+(?i:view|opinion|words|post|article|paper|blog|talk|notes?)\b"
)
_ATTRIBUTION_WORDS = "according say said write wrote think argue claim report describe suggest note"


def _without_speaker(matcher: Matcher, question: str, docs: list[Document]) -> Analysis:
    """The question's concepts without the person it attributes the answer to ("What does Mira
    Okonkwo say about X?", "According to Tomas, ..."): the speaker is whose words the documents
    are, not what they are about, so a chunk need not name them. Kept when a document does."""
    q = matcher.analyse(question)
    m = _SPEAKER_RE.search(question)
    if not m:
        return q
    who = next(g for g in m.groups() if g)
    words = {re.sub(r"'s$", "", w.lower()) for w in re.findall(r"[\w'.-]+", who)}
    if any(w in d.text.lower() for d in docs for w in words):
        return q
    speaker = matcher.analyse(who).forms
    verbs = matcher.analyse(_ATTRIBUTION_WORDS).forms  # "according to", "say": how, not what
    kept = tuple(c for c in q.concepts if not (c.is_name and c.key in speaker) and not (c.kind == "word" and c.key in verbs and c.key in matcher.analyse(m.group(0)).forms))
    return Analysis(kept, q.forms) if kept else q


_ORDINAL_WORDS = number_words.ordinals(1, 10) | {"last": -1, "final": -1}
_ORDINAL_RE = re.compile(
    rf"\b(?P<ord>{'|'.join(_ORDINAL_WORDS)}|\d{{1,2}}(?:st|nd|rd|th))\s+"
    r"(?P<noun>step|stage|item|point|instruction|thing|task|rule|tip|phase|part|entry)s?\b|"
    r"\b(?P<noun2>step|stage|item|point|phase|rule)\s+(?:number\s+)?(?P<num>\d{1,2})\b",
    re.IGNORECASE,
)


def ordinal_place(word: str) -> int | None:
    """The place an ordinal word names ("second" -> 2, "last" -> -1), or ``None``."""
    return _ORDINAL_WORDS.get(word.lower())


def _ordinal(question: str) -> tuple[int, str] | None:
    """``(n, words)`` for "What is the second step ...?" / "step 3" / "the last item" (n = -1)."""
    m = _ORDINAL_RE.search(question)
    if not m:
        return None
    if m.group("num"):
        return int(m.group("num")), m.group(0)
    word = m.group("ord").lower()
    n = _ORDINAL_WORDS.get(word) or int(re.sub(r"\D", "", word))
    return n, m.group(0)


def _at_place(unit: Unit, n: int) -> bool:
    return unit.item_depth == 0 and unit.index > 0 and (unit.index == n or (n == -1 and unit.last))


_GATHERED: dict[tuple, Evidence] = {}  # the last few gatherings (an agent's step and its grounded read ask the same)
_GATHERED_MAX = 8
_GATHERED_LOCK = threading.Lock()


def gather(matcher: Matcher, question: str, docs: list[Document]) -> Evidence:
    """The sentences that answer ``question`` best (see the module docstring); the same question
    over the same documents is gathered once (a fresh copy each time: callers narrow its lists)."""
    key = (matcher, question, tuple(docs))  # (the matcher itself: held, its id is never another's)
    found = _GATHERED.get(key)
    if found is None:
        found = _gather(matcher, question, docs)
        with _GATHERED_LOCK:  # (replies are made on several threads at once: a batch, a parallel graph)
            while len(_GATHERED) >= _GATHERED_MAX:
                _GATHERED.pop(next(iter(_GATHERED)))
            _GATHERED[key] = found
    return replace(found, picks=list(found.picks), covered=list(found.covered), positions=list(found.positions),
                   extra=list(found.extra), leads=list(found.leads), ties=list(found.ties))


def _gather(matcher: Matcher, question: str, docs: list[Document]) -> Evidence:
    """The sentences that answer ``question`` best (see the module docstring).

    The greedy pick starts from the best sentence overall, and again from the best sentence of
    each of the next two documents; the start that covers the question best wins (so a heavy
    but off-subject first pick cannot lock the answer onto the wrong document).
    """
    q = _without_speaker(matcher, question, docs)
    place = _ordinal(question)  # "the second step": the list item in that place answers
    if place is not None and any(_at_place(u, place[0]) for d in docs for u in sentence_units(d.body)):
        said = matcher.analyse(place[1]).forms  # "second step" is where, not what, in a list
        q = Analysis(tuple(c for c in q.concepts if c.key not in said) or q.concepts, q.forms)
    else:
        place = None
    evidence = Evidence(q, question)
    if not q.concepts or not docs:
        return evidence
    question_low = question.lower()
    keys = {c.key for c in q.concepts}
    weight = {c.key: c.weight for c in q.concepts}
    main = frozenset(c.key for c in subject(q))
    broad = matcher.knowledge.broad
    nested = is_nested(question)
    specific = all(SPECIFICITY.get(c.kind, 1.0) >= 1.5 for c in subject(q))
    linked = main if specific and not nested else frozenset()
    asked = _DEFINITION_QUESTION.match(question_low)  # "What is X (in Y)?": X is defined
    listed_re = _lists_pattern(question)
    defined_forms = matcher.analyse(asked.group("term")).forms if asked else frozenset()
    # Only sentences that share something with the question can be picked.
    pool = []
    defining: set[int] = set()  # ids of sentences that define the subject ("A coroutine is ...")
    sums: dict[frozenset[str], float] = {}
    asked_values = tuple(k for k in keys if k[:1] == "@")  # "@duration": the kind of value asked
    before = None  # a diff's removed lines answer only a question about the state before
    most = bool(_CUE.asks_most.search(question))  # an upper limit is asked for
    opening_read = _opening_needs_reading(main)
    joined = _joined_pairs(question_low)
    compounds = _compounds(q)
    for cand in sentence_candidates(matcher, docs):
        if cand.sentence in removed_lines(cand.doc.body):
            before = asks_before(question) if before is None else before
            if not before:
                continue
        cand = _asked_values(cand, asked_values)
        if compounds:
            cand = _with_compounds(cand, compounds)
        if keys.isdisjoint(cand.forms):
            continue
        hits = frozenset(keys & cand.forms)
        if hits:
            own_keys = frozenset(keys & cand.own)
            own = sums.get(own_keys)
            if own is None:  # (weights summed exactly: a set's order is no part of its score)
                own = sums[own_keys] = fsum(map(weight.__getitem__, own_keys))
            if (opening_read or not main.isdisjoint(cand.own)) and matcher.meets(main, cand.opening):
                own += _OPENING_BONUS  # "A coroutine is ...": the sentence is about the subject
            if joined and not joined.isdisjoint(cand.forms):
                own += _OPENING_BONUS  # "check out" meets "Check-out: 17 Feb", not "Check-in: ..."
            defined = _definition_subject(cand.sentence) if defined_forms else None
            defined_as = matcher.analyse(defined).forms if defined else frozenset()
            if defined and defined_forms & defined_as:
                # "A stiff levain is ..." defines a kind of levain: less than "A levain is ..."
                # (a word of the asked term's alias group, "coroutine" for "green thread", is none)
                kind_of = any(not (matcher.analyse(w).forms & defined_forms)
                              for w in re.findall(r"[\w-]+", defined.lower()) if w not in _ARTICLES)
                own += _DEFINITION_BONUS / 2 if kind_of else _DEFINITION_BONUS
                defining.add(id(cand))
            elif listed_re is not None and listed_re.search(cand.sentence):
                own += _LISTS_BONUS  # "Tessellate has three memory tiers: working memory, ..."
            if most and _CUE.states_most.search(cand.sentence):
                own += _LIMIT_BONUS  # "the most tablets ... in a day?": "Do not take more than 8 ..."
            if place is not None:
                units = sentence_units(cand.doc.body)
                if cand.position < len(units) and _at_place(units[cand.position], place[0]):
                    own += _DEFINITION_BONUS  # the item in the asked place of a list
            pool.append((cand, hits, own))
    if not pool:
        return evidence
    groups: dict[frozenset[str], list[int]] = {}  # many sentences share the same hits
    for n, (_, hits, _) in enumerate(pool):
        groups.setdefault(hits, []).append(n)
    first = _greedy(pool, weight, question_low, None, broad, linked, not nested, groups)
    best = _evidence(q, first, weight, question_low, question)
    defined = bool(first) and id(first[0]) in defining  # "What is X?" answered by X's definition
    if not defined and not (best.answered and best.coverage >= 1.0):  # a full first answer cannot be beaten
        # a restart begins with a sentence about the question's main subject
        about = [n for n, (cand, _, _) in enumerate(pool) if not main.isdisjoint(cand.own)]
        single = {n: fsum(map(weight.__getitem__, pool[n][1])) + 0.1 * pool[n][2] for n in about}
        tried = {first[0].doc_index} if first else set()
        starts = 0
        best_rank = _rank(best)
        for n in sorted(about, key=lambda i: -single[i]):
            if starts >= _EXTRA_STARTS:
                break
            cand = pool[n][0]
            if cand.doc_index in tried:
                continue
            tried.add(cand.doc_index)
            starts += 1
            trial = _evidence(
                q,
                _greedy(pool, weight, question_low, n, broad, linked, not nested, groups),
                weight,
                question_low,
                question,
            )
            trial_rank = _rank(trial)
            if trial_rank > best_rank:
                best, best_rank = trial, trial_rank
    if best.picks and best.bridge and not defined:
        best = _hop(best, sentence_candidates(matcher, docs)) or best
    day = weekdays.asked_day(question) if best.answered else None
    if day is not None and not _YES_NO_RE.match(question):  # (a yes/no's other days' line may be its "no")
        best = _on_the_day(best, day, question)
    listed = _as_list_answer(matcher, best, question) if listed_re is not None else None
    if listed is not None:
        best = listed
    elif best.answered:
        best.extra = _elaborate(matcher, best)
        if day is not None:  # "On Saturdays it serves brunch instead" elaborates no Wednesday's answer
            best.extra = [x for x in best.extra if not _other_days_only(x, day)]
    if best.answered:
        best.leads = _needed_leads(matcher, best)
        best.ties = _tied_rows(pool, best)
    return best


_YES_NO_RE = re.compile(r"^\W*(?:is|are|can|could|does|do|will|may|shall|should)\b", re.IGNORECASE)


def _on_the_day(found: Evidence, day: int, question: str) -> Evidence:
    """The picks without those about other days only ("The lido ... closes at 8pm on weekdays"
    for "When does the lido close on Saturdays?"), when another pick names the asked day and a
    word of the question besides its days ("At weekends it closes at 6pm": "close"; "Blue box:
    first Monday of each month" says nothing of a recycling centre): the question's words they met
    stay met (the day's line says "it"), and a pick that names no day stays."""
    if len(found.picks) < 2 or len(found.positions) != len(found.picks):
        return found
    off = {n for n, (_, sentence) in enumerate(found.picks) if _other_days_only(sentence, day)}
    if not off or len(off) == len(found.picks):
        return found
    asked = set(content_terms(question)) - set(content_terms(" ".join(WEEKDAYS))) - weekdays.kin_stems(
        frozenset(content_terms(question)), question)
    if not any(day in p.days and asked & set(content_terms(sentence))
               for _, sentence in found.picks for p in weekdays.phrases(sentence)):
        return found
    keep = [n for n in range(len(found.picks)) if n not in off]
    return replace(found, picks=[found.picks[n] for n in keep], positions=[found.positions[n] for n in keep])


def _other_days_only(sentence: str, day: int) -> bool:
    """The sentence names days, and not the asked one."""
    phrases = weekdays.phrases(sentence)
    return bool(phrases) and not any(day in p.days for p in phrases)


_MAX_TIES = 20  # a cap on the tied rows collected (more than a reply lists: a limit then)


def _tied_rows(pool: list, found: Evidence) -> list[tuple[Document, str, int]]:
    """The table rows that tie with a lone picked row on the question's words: same document,
    same words of the question met, same score, other cells. The greedy pick takes the first of
    equals, which is no reason for it to be the answer (issue 26: ties are no answer)."""
    if len(found.picks) != 1 or len(found.positions) != 1:
        return []
    doc, sentence = found.picks[0]
    pos = found.positions[0]
    units = sentence_units(doc.body)
    if pos >= len(units) or not units[pos].table:
        return []
    mine = next(((h, o) for c, h, o in pool if c.doc is doc and c.position == pos), None)
    if mine is None:
        return []
    out = []
    for cand, hits, own in pool:
        if (cand.doc is doc and cand.position != pos and hits == mine[0] and abs(own - mine[1]) < 1e-9
                and cand.position < len(units) and units[cand.position].table and cand.sentence != sentence):
            out.append((doc, cand.sentence, cand.position))
            if len(out) >= _MAX_TIES:
                break
    return out


_LIST_WORDS = 100  # a list answer may run a little longer than a sentence answer


def _as_list_answer(matcher: Matcher, found: Evidence, question: str) -> Evidence | None:
    """For "What are the steps for X?" / "Which tools ...?": when the best pick is an item of a
    list, the whole list answers (its items are the things asked for, so the asked noun counts
    as covered); ``None`` when the pick is no list item or the list is not needed."""
    if not found.picks or not found.positions:
        return None
    doc, position = found.picks[0][0], found.positions[0]
    units = sentence_units(doc.body)
    if position >= len(units) or units[position].index == 0:
        return None
    depth = units[position].item_depth
    first = position
    while first > 0 and units[first - 1].index > 0 and units[first - 1].item_depth >= depth and not units[first - 1].heading:
        first -= 1
    last = position
    while last + 1 < len(units) and units[last + 1].index > 0 and units[last + 1].item_depth >= depth and not units[last + 1].heading:
        if units[last + 1].item_depth == depth and units[last + 1].index < units[last].index and units[last].item_depth == depth:
            break  # a new list starts
        last += 1
    items = [j for j in range(first, last + 1) if units[j].item_depth == depth]
    if len(items) < 2:
        return None
    m = _LIST_QUESTION_RE.search(question)
    noun = (m.group("noun") or m.group("noun2") or m.group("noun3") or m.group("noun4") or "") if m else ""
    asked = matcher.analyse(noun).forms if noun else frozenset()
    covered = list(found.covered)
    have = {c.key for c in covered}
    covered += [c for c in found.question.concepts if c.key in asked and c.key not in have]
    listed = Evidence(found.question, found.question_text, list(found.picks), covered, False, found.bridge, list(found.positions))
    listed.answered = _is_answered(listed, question)
    if not listed.answered:
        return None
    words = sum(len(s.split()) for _, s in found.picks)
    picked = {s for _, s in found.picks}
    for j in items:
        text = units[j].text
        if text in picked:
            continue
        if words + len(text.split()) > _LIST_WORDS:
            break
        listed.extra.append(text)
        words += len(text.split())
    return listed


def _needed_leads(matcher: Matcher, found: Evidence) -> list[str]:
    """The lead-in sentences of picked list items that supply a word of the question the picks
    do not say themselves ("Working memory holds the last 12 turns" under "Tessellate has three
    memory tiers: ..." answers "How many turns does Tessellate's working memory keep?")."""
    keys = {c.key for c in found.covered}
    said: set[str] = set()
    for _, sentence in found.picks:
        said |= matcher.analyse(sentence).forms
    out: list[str] = []
    picked = {s for _, s in found.picks}
    for (doc, _), pos in zip(found.picks, found.positions, strict=False):
        units = sentence_units(doc.body)
        lead = units[pos].lead if pos < len(units) else ""
        if lead and lead not in picked and lead not in out and (matcher.analyse(lead).forms & keys) - said:
            out.append(lead)
    return out


def _rank(found: Evidence) -> tuple:
    """How good a set of picks is: answered, then the weight of the topic-carrying concepts it
    covers (a restart that only adds a generic word such as "use" does not win), then fewer picks."""
    key = [c for c in found.question.concepts if c.key_term]
    total = sum(c.weight for c in key) or 1.0
    covered = {c.key for c in found.covered}
    key_cov = sum(c.weight for c in key if c.key in covered) / total
    return (found.answered, round(key_cov, 6), -len(found.picks))


def _greedy(
    pool: list,
    weight: dict,
    question_low: str,
    start: int | None,
    broad: frozenset[str],
    main: frozenset[str],
    parts: bool = False,
    groups: dict[frozenset[str], list[int]] | None = None,
) -> list[_Candidate]:
    """Greedy picks (from ``start`` if given). After the first pick, a sentence must be
    connected to the picks: same document, an entity an earlier pick named (the bridge; broad
    words such as "Python" never bridge), or, while the picks still cover too little of a
    question that is not nested, the question's specific main subject (a lexicon term, code or
    name, see ``main``) in the sentence itself."""
    covered: set[str] = set()
    picked: list[_Candidate] = []
    picked_ids: set[int] = set()
    picked_docs: set[int] = set()
    follows: set[tuple[int, int]] = set()  # (document, position) right after a pick
    bridges: set[str] = set()
    total = sum(weight.values())
    key_terms = {k for k, w in weight.items() if w >= _KEY_WEIGHT}
    incomplete = True
    if groups is None:  # the pool's positions by their hits, in pool order
        groups = {}
        for n, (_, hits, _) in enumerate(pool):
            groups.setdefault(hits, []).append(n)
    for _ in range(MAX_PICKS):
        best, best_score = None, 0.0
        if start is not None and not picked:
            best = start
        else:
            covered_weight = fsum(map(weight.__getitem__, covered))
            for hits, members in groups.items():
                new = hits - covered
                # after the first pick, a sentence must add more than broad/generic words
                useful = not picked or not key_terms.isdisjoint(new)
                gain = fsum(map(weight.__getitem__, new)) if useful else 0.0
                if not incomplete and gain < _TAIL_GAIN and covered_weight >= _NEARLY * total:
                    gain = 0.0  # nearly answered: a common verb alone adds no sentence
                if gain <= 0:
                    continue  # no sentence of the group adds anything
                fresh = (  # key terms the group's first sentence itself adds
                    len(key_terms.intersection(new & pool[members[0]][0].own))
                    if picked and parts and incomplete
                    else 0
                )
                for n in members:
                    if n in picked_ids:
                        continue
                    cand, _, own = pool[n]
                    if (
                        picked
                        and cand.doc_index not in picked_docs
                        and not (incomplete and not main.isdisjoint(cand.own))
                        and bridges.isdisjoint(cand.entities_low)
                        and fresh < 2
                    ):
                        continue  # (a part of a multi-part question may stand in its own document)
                    score = gain + 0.1 * own - 0.001 * cand.doc_index
                    if follows and (id(cand.doc), cand.position) in follows:
                        score += _NEXT_BONUS  # the sentence right after a pick reads on from it
                    # the best score wins; of equal scores, the sentence that comes first
                    if score > best_score or (score == best_score and best is not None and n < best):
                        best, best_score = n, score
        if best is None:
            break
        cand, hits, _ = pool[best]
        picked.append(cand)
        picked_ids.add(best)
        picked_docs.add(cand.doc_index)
        follows.add((id(cand.doc), cand.position + 1))
        covered |= hits
        incomplete = fsum(map(weight.__getitem__, covered)) < ANSWERED_COVERAGE * total
        for entity in cand.entities_low:
            if entity not in question_low and entity not in broad:
                bridges.add(entity)
    return picked


def _evidence(
    q: Analysis, picked: list[_Candidate], weight: dict, question_low: str, question: str
) -> Evidence:
    covered = set().union(*(set(weight) & p.forms for p in picked)) if picked else set()
    evidence = Evidence(q, question)
    evidence.picks = [(p.doc, p.sentence) for p in picked]
    evidence.positions = [p.position for p in picked]
    evidence.covered = [c for c in q.concepts if c.key in covered]
    evidence.bridge = _bridge(picked, question_low)
    evidence.answered = _is_answered(evidence, question)
    return evidence


def _hop(found: Evidence, candidates: list[_Candidate]) -> Evidence | None:
    """One hop through the bridge (a question whose answer needs two notes): the picks cover
    every topic word of the question but hold no value of the asked kind ("In which city does the
    design team work?": "The design team sits on the fourth floor of Marlow House."), and another
    document's sentence opens on the entity the picks named last ("Marlow House is at 17 Canal
    Street in Leicester.") and names another: the two read together answer. ``None`` when the
    picks lack a topic word, the question asks for no kind of value, or no such sentence is
    found; one hop at most."""
    missing = found.uncovered
    if not missing or any(c.key_term and not c.answer_type for c in missing):
        return None
    if not any(c.answer_type for c in missing):
        return None
    question_low = found.question_text.lower()
    bridges = _hop_bridges(found, question_low)
    picked_docs = {id(d) for d, _ in found.picks}
    said = " ".join(s for _, s in found.picks).lower()
    best: tuple[int, _Candidate] | None = None
    for cand in candidates:
        if id(cand.doc) in picked_docs:
            continue
        opening = cand.opening.lower()
        rank = next((i for i, b in enumerate(bridges) if b.lower() in opening), None)
        if rank is None or (best is not None and rank >= best[0]):
            continue
        bridge = bridges[rank].lower()
        fresh = [e for e in cand.entities_low if e != bridge and e not in said and e not in question_low]
        if fresh:
            best = (rank, cand)
            if rank == 0:
                break
    if best is None:
        return None
    rank, cand = best
    return Evidence(found.question, found.question_text, found.picks + [(cand.doc, cand.sentence)],
                    list(found.covered), True, bridges[rank], found.positions + [cand.position])


def _hop_bridges(found: Evidence, question_low: str) -> list[str]:
    """The entities a hop may go through: the picks' bridge first, then the other names the
    picks state that the question does not, the latest named first ("meets every Tuesday in the
    back room of the Old Anchor": "Old Anchor", then "Tuesday"); at most ``_MAX_BRIDGES``."""
    out = [found.bridge] if found.bridge else []
    for _, sentence in reversed(found.picks):
        for entity in reversed(names(sentence)):
            low = entity.lower()
            if low not in question_low and all(low != b.lower() for b in out):
                out.append(entity)
    return out[:_MAX_BRIDGES]


def _bridge(picked: list[_Candidate], question_low: str) -> str | None:
    """The newest entity: from the latest pick, one that no earlier pick or the question named."""
    for i in range(len(picked) - 1, -1, -1):
        fresh = [e for e in picked[i].entities if e.lower() not in question_low]
        if not fresh:
            continue
        earlier = " ".join(p.sentence for p in picked[:i]).lower()
        newest = [e for e in fresh if e.lower() not in earlier]
        return (newest or fresh)[0]
    return None


def _is_answered(evidence: Evidence, question: str) -> bool:
    if not evidence.picks or evidence.coverage < ANSWERED_COVERAGE:
        return False
    keys = {c.key for c in evidence.covered}
    if any(c.is_name and c.key not in keys for c in evidence.question.concepts):
        return False
    if any(c.kind == "type" and c.key not in keys for c in evidence.question.concepts):
        return False  # "When ...?" is not answered by a sentence that states no date
    owned = _possessed(evidence.question, question)
    if owned is not None and owned.key not in keys and evidence.coverage < 0.8:
        return False  # "班车的票价是多少": a sentence on the shuttle that states no fare
    if _owned_nowhere(evidence, question, keys):
        return False  # "What is the seed library's postcode?" over lines on the library that give no postcode
    head = head_concept(evidence.question)
    if (
        head is not None
        and head.key not in keys
        and (is_nested(question) or evidence.coverage < 0.8)
    ):
        return False
    return True


# "班车的票价是多少" (the shuttle's fare is how much): in Chinese the thing asked about follows
# the last 的, before the verb or question word; what precedes it only says whose it is.
_POSSESSED_RE = re.compile(r"的([\u4e00-\u9fff]{1,4}?)(?:是|有|为|在|从|要|能|会|可以|多少|怎么|如何|什么|哪|几|吗|[？?]|$)")


def _owned_nowhere(evidence: Evidence, question: str, keys: set) -> bool:
    """An English question that ends on what it asks of someone or something after their 's (cue
    ``evidence.owned``: "What is the seed library's postcode?"), whose word for it no chosen
    line covers and the chosen lines' documents never use, and whose chosen lines give no figure: they
    speak of the owner only (ports76: the document-intake port's seed library). A line with a
    figure may give it unnamed ("Nia: 07700 900123" for a phone number) and stays an answer."""
    owned = _CUE.owned.search(question or "")
    if owned is None or evidence.coverage >= 0.8:
        return False
    word = owned.group(1).lower()
    concept = next((c for c in evidence.question.concepts if c.word == word and not c.answer_type
                    and not c.is_name), None)
    if concept is None or concept.key in keys:
        return False
    if any(ch.isdigit() for _, line in evidence.picks for ch in line):
        return False
    said = " ".join(getattr(d, "text", "") or "" for d, _ in evidence.picks).lower()
    return re.search(rf"\b{re.escape(word[:max(4, len(word) - 2)])}", said) is None


def _possessed(analysis: Analysis, question: str) -> Concept | None:
    """The concept a Chinese "X的Y ..." question asks about (Y), when it is one of its concepts."""
    found = list(_POSSESSED_RE.finditer(question))
    if not found:
        # "物业电话是多少" (the office's phone is what), the 的 left out: the concept written right
        # before "是多少" / "是什么" is the thing asked about, when another concept comes before it
        # and it is no count or pointer ("最近一次是哪一年" asks a year, not about "一次")
        asked = _ASKED_AFTER_RE.search(question)
        if asked is None or len(analysis.concepts) < 2:
            return None
        before = question[: asked.start()]
        return next((c for c in analysis.concepts if before.endswith(c.word) and not c.answer_type
                     and not c.is_name and c is not analysis.concepts[0] and not _COUNTED_RE.match(c.word)), None)
    word = found[-1].group(1)
    return next((c for c in analysis.concepts if c.word == word and not c.answer_type and not c.is_name), None)


_ASKED_AFTER_RE = re.compile(r"(?:是|为)(?:多少|什么)")
_COUNTED_RE = re.compile(r"^[一二两三四五六七八九十几第每这那上下前后最]")  # "最近一次是": a count or a pointer, no attribute


def follow_up_query(evidence: Evidence) -> str:
    """The next search: the bridge entity plus what the question still lacks."""
    missing = [
        c.word for c in evidence.uncovered if not c.answer_type or len(evidence.uncovered) == 1
    ]
    bridge = evidence.bridge if evidence.anchored else None
    parts = ([bridge] if bridge else []) + missing
    return " ".join(dict.fromkeys(p for p in parts if p)).strip()


def _kind_title(doc: object, line: str) -> bool:
    """``line`` is its document's title line naming the document's kind ("Oakleaf Catering - Quotation for the
    Lee wedding": ``title_lines``): context, never a record's first line read with an answer."""
    from course_lib.sim.grounded.title_lines import names_kind_title

    return names_kind_title(getattr(doc, "text", ""), line)


def compose_answer(evidence: Evidence) -> str:
    """The picked sentences, each followed by its source when the source changes.

    The first pick (the best-covering sentence) is elaborated from its own document: the
    sentences right after it join while they add a word of the question the answer still
    lacks, continue it ("It takes ...", "This ..."), open with the question's main subject, or
    name the same code or entity (a `code span` or a name), and a list that follows a
    sentence ending in a colon joins as one unit. At most ``MAX_ANSWER_SENTENCES`` units and
    ``MAX_ANSWER_WORDS`` words in all; a heading or a code block ends the elaboration.
    """
    picks = list(evidence.picks)
    positions = list(evidence.positions) if len(evidence.positions) == len(picks) else []
    if picks and evidence.extra and positions:
        doc0, pos0 = picks[0][0], positions[0]
        texts = [u.text for u in sentence_units(doc0.body)]
        have = set(zip([id(d) for d, _ in picks], positions, strict=False))
        for sentence in evidence.extra:
            pos = next((j for j in range(pos0 + 1, len(texts)) if texts[j] == sentence), None)
            if pos is None:  # an open question's answer may begin before the first pick
                pos = next((j for j in range(pos0 - 1, -1, -1) if texts[j] == sentence), None)
            if pos is not None and (id(doc0), pos) not in have:
                picks.append((doc0, sentence))
                positions.append(pos)
                have.add((id(doc0), pos))
    if positions:  # a record's line reads with the record's first line ("Name: ...")
        for doc, pos in list(zip([d for d, _ in picks], positions, strict=False)):
            units = sentence_units(doc.body)
            if (pos < len(units) and units[pos].record_head and not is_item(units[pos].record_head)
                    and not _kind_title(doc, units[pos].record_head)):  # (no "Acme - Quotation for ...")
                head = units[pos].record_head  # (an "ACTION: ..." item heads no line after it)
                head_pos = next((j for j in range(pos, -1, -1) if units[j].text == head), None)
                if head_pos is not None and (id(doc), head_pos) not in {(id(d), p) for (d, _), p in zip(picks, positions, strict=False)}:
                    picks.append((doc, head))
                    positions.append(head_pos)
    if positions and evidence.leads:  # a list item reads with the sentence that introduces it
        have_pos = {(id(d), p) for (d, _), p in zip(picks, positions, strict=False)}
        for doc, pos in list(zip([d for d, _ in picks], positions, strict=False)):
            units = sentence_units(doc.body)
            lead = units[pos].lead if pos < len(units) else ""
            if lead in evidence.leads:
                lead_pos = next((j for j in range(pos, -1, -1) if units[j].text == lead), None)
                if lead_pos is not None and (id(doc), lead_pos) not in have_pos:
                    picks.append((doc, lead))
                    positions.append(lead_pos)
                    have_pos.add((id(doc), lead_pos))
    picks = _in_document_order(picks, positions)
    seen_text: set[str] = set()
    picks = [p for p in picks if not (p[1] in seen_text or seen_text.add(p[1]))]
    parts: list[str] = []
    for i, (doc, sentence) in enumerate(picks):
        keep_case = any(u.code_start and u.text == sentence for u in sentence_units(doc.body))
        unit = next((u for u in sentence_units(doc.body) if u.table and u.text == sentence), None)
        if unit is not None and unit.table:  # a row's cells narrowed to the columns the question names
            sentence = narrowed_row(unit, evidence.question_text)
        text = glossed_dates(as_prose(sentence, keep_case))
        next_source = picks[i + 1][0].source if i + 1 < len(picks) else None
        if doc.source and doc.source != next_source:
            text += f" [{doc.source}]"
        parts.append(text)
    return " ".join(parts)


def as_prose(sentence: str, keep_case: bool = False) -> str:
    """A sentence as it reads in an answer: one line, capitalised (unless it opens with code,
    ``keep_case``), with a full stop."""
    text = " ".join(sentence.split())
    if not text:
        return text
    if text[0].islower() and not keep_case and not re.match(r"[a-z_]+[._(]|[a-z]+[A-Z]", text):
        text = text[0].upper() + text[1:]  # a list item "leave it on the rack" reads as prose
    if text[-1] not in ".!?。！？":
        text = text.rstrip(":;,") + ("。" if re.search("[\u4e00-\u9fff]$", text) else ".")
    return text


def _in_document_order(picks: list, positions: list[int]) -> list:
    """Picks grouped by document (in the order the documents were first picked), each group in
    the order its sentences stand in the document."""
    if len(picks) < 2 or len(positions) != len(picks):
        return picks
    first: dict[int, int] = {}
    for i, (doc, _) in enumerate(picks):
        first.setdefault(id(doc), i)
    order = sorted(range(len(picks)), key=lambda i: (first[id(picks[i][0])], positions[i]))
    return [picks[i] for i in order]


def picks_line_records(evidence: Evidence) -> bool:
    """Every picked sentence is a line of a line-per-record document (a log or chat export, a
    settings file: ``Unit.record_start``)."""
    if not evidence.picks or len(evidence.positions) != len(evidence.picks):
        return False
    for (doc, _), pos in zip(evidence.picks, evidence.positions, strict=True):
        units = sentence_units(doc.body)
        if pos >= len(units) or not units[pos].record_start:
            return False
    return True


_PAIR_RE = re.compile(r"(?=\b([a-z]{2,})\s+([a-z]{2,})\b)")


_COMPOUND_RE = re.compile(r"[a-z]{2,}(?:-[a-z]{2,}){1,2}")  # "second-floor", "lost-property", "vice-chair"


def _compounds(q: Analysis) -> dict[str, re.Pattern[str]]:
    """The question's lower-case hyphened compounds, each with a pattern for its words written
    apart ("the second-floor printer" is "the printer on the second floor"). Only the words
    side by side meet it: "vice-chair" is no "chair", "quill-render" no "quill". And its ordinals
    in figures ("2nd", "3rd", up to the twentieth), each with a pattern for its word ("second")."""
    found = {c.key: re.compile(r"\b" + r"[\s-]+".join(map(re.escape, c.word.split("-"))), re.IGNORECASE)
             for c in q.concepts if "-" in c.key and _COMPOUND_RE.fullmatch(c.word)}
    for c in q.concepts:  # "a 2nd permit" is "the second permit": an ordinal in figures met by its word
        place = number_words.figure_ordinal(c.key)
        word = number_words.ordinal_word(place) if place is not None else None
        if word:
            found[c.key] = re.compile(rf"\b{word}\b", re.IGNORECASE)
    return found




def _with_compounds(cand: _Candidate, compounds: dict[str, re.Pattern[str]]) -> _Candidate:
    """``cand`` with the question's compounds its sentence writes as words (``_compounds``)."""
    met = frozenset(k for k, written in compounds.items() if k not in cand.own and written.search(cand.sentence))
    if not met:
        return cand
    return _Candidate(cand.doc_index, cand.doc, cand.sentence, cand.forms | met, cand.own | met, cand.position,
                      cand.opening, cand.title_names, cand.context_names)


def _joined_pairs(question_low: str) -> frozenset[str]:
    """Two neighbouring words of the question written as one compound, hyphened or closed up
    ("check out" -> "check-out", "checkout"; "pick up" -> "pick-up"): a sentence holding the
    compound is the one about them, where their first word alone meets the look-alikes too
    ("Check-in: ..." beside "Check-out: ...")."""
    pairs = _PAIR_RE.findall(question_low)
    return frozenset(f for a, b in pairs for f in (f"{a}-{b}", a + b))


def partial_answer(evidence: Evidence, language: str = "en") -> str | None:
    """What the documents say about part of the question, and what they do not say; ``None``
    when they say too little (under half the question, or not about its names)."""
    if not evidence.picks or not evidence.anchored or evidence.coverage < 0.5:
        return None
    missing = [c.word for c in evidence.uncovered if c.key_term and not c.answer_type]
    if not missing:
        return None
    said = compose_answer(
        Evidence(evidence.question, evidence.question_text, evidence.picks, evidence.covered, True, None, evidence.positions)
    )
    listed = ", ".join(f"'{m}'" for m in missing[:3])
    if language == "zh":
        return f"{said} 资料中没有找到关于{listed}的信息，所以这部分我不知道。"
    return f"{said} I could not find anything about {listed} in the documents, so I don't know that part."


def key_sentences(matcher: Matcher, question: str, docs: list[Document], limit: int = 5) -> list[str]:
    """The document sentences that share most with the question, in document order; with no
    question ("Extract the key points of this document"), its most informative sentences."""
    q = matcher.analyse(question)
    if not q.concepts:
        return informative_sentences(matcher, docs, limit=max(limit, 8))
    scored = []
    for d_index, doc in enumerate(docs):
        for position, unit in enumerate(sentence_units(doc.body)):
            if unit.heading or unit.code:
                continue
            forms = matcher.analyse(unit.text).forms
            score = sum(c.weight for c in q.concepts if c.key in forms)
            if score > 0:
                scored.append((score, d_index, position, unit.text))
    best = sorted(scored, key=lambda t: (-t[0], t[1], t[2]))[:limit]
    return [as_prose(t[3]) for t in sorted(best, key=lambda t: (t[1], t[2]))]


def informative_sentences(matcher: Matcher, docs: list[Document], limit: int = 8) -> list[str]:
    """The key points of documents read without a question: their prose sentences (no headings,
    code, questions or bylines), the ones stating the most (rare words, values) when there are
    more than ``limit``, in document order."""
    from course_lib.sim.words.quantities import value_types
    from course_lib.sim.words.weights import word_weight

    scored = []
    for d_index, doc in enumerate(docs):
        units = sentence_units(doc.body)
        byline = _byline(units)
        for position, unit in enumerate(units):
            text = unit.text
            if unit.heading or unit.code or position in byline or text.rstrip().endswith(("?", "？")):
                continue
            if len(text.split()) < 3 and not unit.table:
                continue  # a fragment ("Sunday: closed" stays: it is a fact)
            terms = set(content_terms(text))
            score = sum(word_weight(t) for t in terms) + len(value_types(text))
            scored.append((score, d_index, position, text))
    if len(scored) > limit:
        scored = sorted(scored, key=lambda t: (-t[0], t[1], t[2]))[:limit]
    return [as_prose(t[3]) for t in sorted(scored, key=lambda t: (t[1], t[2]))]


SUMMARY_MAX_SENTENCES = 8  # a summary of more documents than this leaves some out (a stated limit)


def summary_sentences(docs: list[Document], per_doc: int = 2, limit: int = 4) -> list[str]:
    """The opening prose sentences of each part (a document, or each headed section of a document
    that has several): ``per_doc`` each while every part fits in ``limit``; with more parts, as
    many each as keeps every one of them in (at least one, at most ``SUMMARY_MAX_SENTENCES`` in
    all), so a summary of several documents or sections is never its first two alone.
    ``summary_covers`` says whether all of them fit."""
    parts = _summary_parts(docs)
    if len(parts) * per_doc > limit:
        limit = min(max(limit, len(parts) * per_doc), SUMMARY_MAX_SENTENCES)
        per_doc = max(1, min(per_doc, limit // max(len(parts), 1)))
    out: list[str] = []
    for part in parts:
        out.extend(part[:per_doc])
        if len(out) >= limit:
            break
    return out[:limit]


def _summary_parts(docs: list[Document]) -> list[list[str]]:
    """Each document's prose sentences, split at its headings when more than one section has prose."""
    parts: list[list[str]] = []
    for doc in docs:
        sections: list[list[str]] = [[]]
        for unit in sentence_units(doc.body):
            if unit.code:
                continue
            if unit.heading:
                if sections[-1]:
                    sections.append([])
                continue
            sections[-1].append(as_prose(unit.text))
        sections = [s for s in sections if s]
        parts.extend(sections if len(sections) > 1 else [[t for s in sections for t in s]])
    return [p for p in parts if p]


def summary_covers(docs: list[Document]) -> bool:
    """Whether ``summary_sentences`` can give every document (or section) at least one sentence."""
    return len(_summary_parts(docs)) <= SUMMARY_MAX_SENTENCES


_CONTINUES_RE = re.compile(
    r"^(?:it|its|this|these|they|their|that|those|such|the default|by default|for example|"
    r"otherwise|instead|so|then|in that case|if not|if no)\b",
    re.IGNORECASE,
)
_CODE_SPAN_RE = re.compile(r"`([^`]+)`")


def continues(sentence: str) -> bool:
    """Whether ``sentence`` opens as a continuation of the one before it ("It now holds ...", "This ...")."""
    return bool(_CONTINUES_RE.match(sentence))


_OPEN_QUESTION_RE = re.compile(
    # "Who is Mira Osei?" asks about a person; "Who is bringing the tent?" (a progressive) asks
    # for one fact, the person: no open question
    r"^\W*(?:(?:can you |please |could you )?tell me (?:more )?about|describe|(?:who is|who's|who are)(?!\s+\w+ing\b)|"
    r"what do (?:you|we) know about|give me (?:an )?(?:overview|summary) of|introduce|介绍|"
    r"(?:请)?(?:告诉我|说说)(?:关于)?)",
    re.IGNORECASE,
)


_MECHANISM_RE = re.compile(
    r"^\W*how\s+(?:does|do|did|is|are|was|were)\s+.{1,80}?\b(?:work|works|function|operate|run|done|made|built)\s*[?.]?\s*$",
    re.IGNORECASE,
)
_NOT_TOPIC_RE = re.compile(
    r"^\W*(?:what|which|who|whom|whose|where|when|why|how|is|are|does|do|did|can|could|should|would|"
    r"will|was|were|has|have|list|name|give|show|find|tell|explain|compare)\b",
    re.IGNORECASE,
)


def is_open_question(question: str) -> bool:
    """A request for what the documents say about a subject, not for one fact: "Tell me about
    X", "Describe X", "How does X work?", or a bare topic ("agent memory")."""
    text = question.strip()
    if _OPEN_QUESTION_RE.match(text) or _MECHANISM_RE.match(text):
        return True
    from course_lib.sim.words.quantities import asked_type

    words = text.split()
    return (
        0 < len(words) <= 5
        and not text.endswith(("?", "？", ".", "!"))
        and not _NOT_TOPIC_RE.match(text)
        and not _CJK_CHAR_RE.search(text)
        and asked_type(text) is None
    )


_CJK_CHAR_RE = re.compile("[\u3400-\u9fff]")
_OPEN_MAX_UNITS = 4


def _open_block(matcher: Matcher, evidence: Evidence, units: tuple[Unit, ...], position: int) -> list[str]:
    """For an open question: the block of the first pick, from the first of its sentences that
    names the question's subject; then, while the answer is short, the next block, and across a
    heading only when the heading names a word of the question ("## The three memory tiers")."""
    keys = {c.key for c in evidence.question.concepts}
    block = units[position].block
    start = position
    while (
        start > 0
        and units[start - 1].block == block
        and not (units[start - 1].heading or units[start - 1].code)
        and keys & matcher.analyse(units[start - 1].text).forms
        and not is_sibling(units[position].text, units[start - 1].text)
    ):
        start -= 1
    out = [units[j].text for j in range(start, position)]
    words = sum(len(s.split()) for _, s in evidence.picks) + sum(len(s.split()) for s in out)
    count = len(evidence.picks) + len(out)
    crossed = False
    j = position + 1
    while j < len(units) and count < _OPEN_MAX_UNITS:
        unit = units[j]
        if unit.code or is_sibling(units[position].text, unit.text):
            break  # (another night's log line, another "ACTION:" item: a competing answer)
        if unit.heading:
            if crossed or not keys & matcher.analyse(unit.text).forms:
                break
            crossed, j = True, j + 1
            block = units[j].block if j < len(units) else block
            continue
        if unit.block != block:
            if crossed or unit.item or count >= 2:
                break
            block = unit.block  # the next paragraph of the same section
        if words + len(unit.text.split()) > MAX_ANSWER_WORDS:
            break
        out.append(unit.text)
        words += len(unit.text.split())
        count += 1
        j += 1
    return out


def _elaborate(matcher: Matcher, evidence: Evidence) -> list[str]:
    """Sentences that follow the first pick in its document and elaborate on it."""
    picks = evidence.picks
    if not picks or not evidence.positions:
        return []
    doc, position = picks[0][0], evidence.positions[0]
    units: tuple[Unit, ...] = sentence_units(doc.body)
    if position >= len(units) or units[position].text != picks[0][1]:
        return []
    if is_open_question(evidence.question_text):  # "Tell me about X": the block on X
        return _open_block(matcher, evidence, units, position)
    budget_units = MAX_ANSWER_SENTENCES - len(picks)
    words = sum(len(s.split()) for _, s in picks)
    keys = {c.key for c in evidence.question.concepts if c.key_term}
    keys -= {c.key for c in evidence.covered}  # what the answer still lacks
    main = {c.key for c in subject(evidence.question)}
    from_pick = _anchors(units[position].text)
    met = matcher.analyse(units[position].text).forms  # the question's words the chosen sentence already holds
    out: list[str] = []
    last = units[position].text
    j = position + 1
    while budget_units > 0 and j < len(units):
        unit = units[j]
        if unit.heading or unit.code or unit.record_start or unit.row or unit.table:
            break  # (the next line of a log, a chat export or a table is another record, not more of this one)
        if is_sibling(units[position].text, unit.text):
            break  # another night's log line, another "ACTION:" item: a competing answer
        if last.rstrip().endswith(":") and unit.item:
            listed: list[str] = []  # the whole list counts as one unit
            while j < len(units) and not (units[j].heading or units[j].code):
                if not units[j].item and units[j].line != units[j - 1].line:
                    break  # neither a new item nor the rest of the current one
                n = len(units[j].text.split())
                if words + n > MAX_ANSWER_WORDS:
                    break
                listed.append(units[j].text)
                words += n
                j += 1
            out.extend(listed)
            break
        n = len(unit.text.split())
        if words + n > MAX_ANSWER_WORDS or not _elaborates(
            matcher, unit.text, keys, from_pick, main, met
        ):
            break
        out.append(unit.text)
        keys -= matcher.analyse(unit.text).forms
        words += n
        budget_units -= 1
        last = unit.text
        j += 1
    return out


_KEYED_LINE_RE = re.compile(r"^\s*[\w.-]{1,40}\s*:(?!//)\s*\S")  # a line opening with its key ("worker: celery ...")


def _anchors(sentence: str) -> set[str]:
    """Code spans and names of a sentence: what it is about."""
    return {m.lower() for m in _CODE_SPAN_RE.findall(sentence)} | {
        n.lower() for n in names(sentence)
    }


def _elaborates(
    matcher: Matcher, sentence: str, keys: set[str], anchors: set[str], main: set[str], met: frozenset[str] = frozenset()
) -> bool:
    if _CONTINUES_RE.match(sentence):
        return True
    if keys & matcher.analyse(sentence).forms:
        return True
    opening = matcher.analyse(" ".join(sentence.split()[:_OPENING_WORDS])).forms
    if main & opening and not (_KEYED_LINE_RE.match(sentence) and main & opening <= met):
        # "An overlap of ...": about the question's subject too; a line keyed by a word the chosen
        # sentence already holds ("worker: ..." after "web: ... --workers 3") is another record
        return True
    return bool(anchors & _anchors(sentence))
