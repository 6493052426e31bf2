"""Relevance grading whose strictness follows the grading instructions (notebook 04).

- strict (the prompt spells out what is irrelevant: "only if", "shares keywords but is about
  another topic", "main subject"...): yes only if the document covers at least 40 % of the
  question's weighted concepts, every name in it, *and* its main subject: the question's most
  specific concept (``matching.subject``: a lexicon term or code identifier before a name, a
  name before an ordinary word; broad context words such as "Python" or "SQLite" and words most
  of the graded documents share come last), which the document must be *about* (through the
  lexicon too): in its title or opening sentence, or in two of its sentences, not once in
  passing. A document that shares only broad or generic words is about another topic;
- lenient ("is it related?"): yes on one shared *topical* term (a name, identifier, lexicon
  term or rare word), or on ordinary words making more than half of the question's topic; not
  on the answer type asked for ("how often"), a generic or everyday word, or one ordinary word
  of a two-word topic;
- neither: yes if the document covers at least half of the question's concepts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.material.documents import Document
from course_lib.sim.material.prose import sentences
from course_lib.sim.reports import explain
from course_lib.sim.words.condition_pairs import mispaired, mispaired_across
from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.matching import Analysis, Matcher, subject
from course_lib.sim.words.number_words import alternation, words
from course_lib.sim.words.quantifier_scope import widened_scope
from course_lib.sim.words.quantities import asked_type, figures, value_types, with_all_digits
from course_lib.sim.words.text import STOP_WORDS, content_terms, stem
from course_lib.sim.words.weights import word_weight

_CUE = patterns("grading")  # its cue patterns: data/sim/patterns.yaml

LENIENT_MIN_WEIGHT = 0.55  # an everyday word (Zipf above about 5.6) is not a shared subject
TOPICAL_WEIGHT = 1.0  # a word this rare (Zipf 4.6 or below) names a topic on its own
FULL_COVERAGE = 0.7
ANSWERING_COVERAGE = 0.6  # one sentence this complete answers the question (strict grading)  # a relevant document this complete is "relevant", not "ambiguous"


def strictness(instructions: str) -> str:
    """'strict', 'lenient' or 'normal', read from the grading instructions."""
    if _CUE.strict.search(instructions):
        return "strict"
    if _CUE.lenient.search(instructions):
        return "lenient"
    return "normal"


@dataclass(frozen=True)
class Grade:
    relevant: bool
    coverage: float
    subject_match: bool
    shared: tuple[str, ...]  # shared words, for the reason
    related: bool = False  # shares a topical term, or most of the question (the lenient grade)
    names_only: bool = False  # shares the question's names but none of its other topic words

    @property
    def score(self) -> float:
        """A calibrated 0-1 relevance score: a document about the question's subject that the
        grade accepts scores 0.8 or more, another accepted one 0.6 to 0.9, one that only touches
        the question (its subject, or a topical term and a quarter of its concepts) 0.4 to 0.6,
        one that shares only generic or everyday words 0.25 or less."""
        cov = min(1.0, self.coverage)
        if self.names_only:  # "the Riverside Choir" without its "subscription": touches it only
            return round(min(0.6, 0.4 + 0.2 * cov), 3)
        if self.relevant and self.subject_match:
            return round(0.8 + 0.2 * cov, 3)
        if self.relevant:
            return round(0.6 + 0.3 * cov, 3)
        if self.subject_match or (self.related and cov >= 0.25):
            return round(min(0.6, 0.4 + 0.4 * cov), 3)
        return round(min(0.25, 0.5 * cov), 3)

    @property
    def level(self) -> str:
        """'relevant', 'ambiguous' or 'irrelevant' (for three-way grades)."""
        if self.relevant and self.coverage >= FULL_COVERAGE:
            return "relevant"
        if self.subject_match or self.coverage >= 0.34 or self.relevant:
            return "ambiguous"
        return "irrelevant"


def grade(
    matcher: Matcher,
    question: str,
    doc: Document,
    mode: str,
    context: list[Document] | tuple[Document, ...] | None = None,
) -> Grade:
    """Grade ``doc`` for ``question``; ``context`` is every document graded alongside it."""
    q = matcher.analyse(question)
    text = doc.text
    forms = matcher.analyse(text).forms
    total = q.total or 1.0
    coverage = sum(c.weight for c in q.concepts if c.key in forms) / total
    shared = tuple(t for t in content_terms(question) if t in set(content_terms(text)))
    shared_concepts = tuple(c.word for c in q.concepts if c.key in forms)

    main = subject(q, _source_forms(matcher, context) if context else None)
    prominent = _prominent(matcher, doc)
    subject_match = bool(main) and 2 * sum(c.key in prominent for c in main) >= len(main)
    if mode == "strict" and not subject_match and main and coverage >= ANSWERING_COVERAGE:
        # Not the document's main topic, but one of its sentences (a row, a bullet) answers the
        # question: it "contains information that helps answer it", not a mention in passing.
        subject_match = _answering_sentence(matcher, q, main, doc)

    related = _lenient(q, forms, shared)
    if mode == "lenient":
        relevant = related
    elif mode == "strict":
        names_ok = all(c.key in forms for c in q.concepts if c.is_name)
        relevant = coverage >= 0.4 and subject_match and names_ok
    else:
        relevant = coverage >= 0.5
    others = [c for c in q.concepts if c.key_term and not c.is_name and not c.answer_type]
    names_only = (
        bool(others) and any(c.is_name and c.key in forms for c in q.concepts)
        and not any(c.key in forms for c in others)
    )
    return Grade(
        relevant, coverage, subject_match, tuple(dict.fromkeys(shared_concepts or shared)), related, names_only
    )


def asked_word_missing(matcher: Matcher, question: str, doc: Document) -> str | None:
    """A topical word of what ``question`` asks (no name, no kind of answer, ``TOPICAL_WEIGHT`` or
    rarer) that ``doc`` does not write, when ``doc`` writes the thing it is asked of: the question's
    wording sets that thing apart ("is there parking at the leisure centre?", "does the museum have
    a cafe?": ``asked_of`` in ``data/sim/patterns.yaml``), so the document shares the question's
    subject but not what it asks of it. ``None`` when every asked word is written, the document
    writes nothing of the subject, or the wording sets no subject apart ("can I tumble dry merino?")."""
    m = _CUE.asked_of.search(question)
    if m is None:
        return None
    subject_forms = matcher.analyse(m.group("subject") or m.group("subject2") or "").forms
    q = matcher.analyse(question)
    forms = matcher.analyse(doc.text).forms
    topical = [c for c in q.concepts if c.key_term and not c.is_name and not c.answer_type
               and c.kind not in ("type", "generic", "broad")]
    subject_part = [c for c in topical if c.key in subject_forms]
    asked = [c for c in topical if c.key not in subject_forms and c.weight >= TOPICAL_WEIGHT]
    if not subject_part or not any(c.key in forms for c in subject_part):
        return None
    missing = [c for c in asked if c.key not in forms]
    return missing[0].word if missing and len(missing) == len(asked) else None


def _lenient(q, forms, shared: tuple[str, ...]) -> bool:
    """A lenient grade ("is it related?", "contains keywords related to the question"): yes if
    the document shares a *topical* term of the question (a name, a code identifier, a lexicon
    term, or a rare word such as "pytest" or "semantic": Zipf 4.6 or below), or the ordinary
    words it shares (with a value of the kind asked for) make more than half of the question. Never on the kind of answer
    asked for ("how often"), a generic or broad word, or one ordinary word of a two-word topic
    ("memory" of "agent memory" in a post on GPU memory), nor an everyday verb ("keep")."""
    if not q.concepts:
        return any(word_weight(t) > LENIENT_MIN_WEIGHT for t in shared)
    topic = [c for c in q.concepts if not c.answer_type and c.kind not in ("type", "generic", "broad")]
    found = [c for c in topic if c.key in forms]
    if any(c.kind in ("group", "code", "name") or c.weight >= TOPICAL_WEIGHT for c in found):
        return True
    found = [c for c in found if c.weight > LENIENT_MIN_WEIGHT]
    # the value asked for counts too ("every 300 km" for "what is the interval ...")
    asked = [c for c in q.concepts if c.answer_type and c.key.startswith("@")]
    total = sum(c.weight for c in topic + asked)
    share = sum(c.weight for c in found) + sum(c.weight for c in asked if c.key in forms)
    return bool(found) and share > 0.5 * total


def _answering_sentence(matcher: Matcher, q, main, doc: Document) -> bool:
    """True if one sentence of ``doc`` states most main-subject concepts of the question and
    at least ``ANSWERING_COVERAGE`` of its weighted concepts."""
    total = q.total or 1.0
    title = matcher.analyse(doc.title).forms if doc.title else frozenset()
    for sentence, context in _facts_in_context(doc.body):
        forms = matcher.analyse(sentence).forms
        if context:  # a table row or list item reads under its heading, caption or lead-in
            forms = forms | title | frozenset(f for f in matcher.analyse(context).forms if not f.startswith("@"))
        if 2 * sum(c.key in forms for c in main) > len(main):
            if sum(c.weight for c in q.concepts if c.key in forms) / total >= ANSWERING_COVERAGE:
                return True
    return False


def _facts_in_context(body: str) -> list[tuple[str, str]]:
    """Each prose sentence of ``body``; a table row or list item with the words it stands
    under: the heading above it, the paragraph that introduces its table or list, and the
    document's first heading (its title), since "Hydration: 78 per cent" means nothing alone."""
    from course_lib.sim.material.prose import units

    out: list[tuple[str, str]] = []
    title = ""
    heading = ""
    last_prose = ""
    for unit in units(body):
        if unit.code:
            continue
        if unit.heading:
            title = title or unit.text
            heading, last_prose = unit.text, ""
            continue
        if unit.table:
            out.append((unit.text, " ".join(x for x in (title, heading, last_prose) if x)))
        elif unit.item or unit.lead:
            out.append((unit.text, " ".join(x for x in (title, heading, unit.lead) if x)))
        else:
            out.append((unit.text, ""))
            last_prose = unit.text
    return out


def _prominent(matcher: Matcher, doc: Document) -> set[str] | frozenset[str]:
    """Forms a document is *about*: in its title or opening sentence, or in two of its
    sentences (a word mentioned once in passing does not count)."""
    found = matcher.prominent.get(doc)
    if found is not None:
        return found
    units = sentences(doc.body)
    about = set(matcher.analyse(f"{doc.title}\n{units[0] if units else ''}").forms)
    seen: set[str] = set()
    for sentence in units[1:]:
        forms = matcher.analyse(sentence).forms
        about |= forms & seen
        seen |= forms
    if len(matcher.prominent) > 4096:
        matcher.prominent.clear()
    matcher.prominent[doc] = frozenset(about)
    return matcher.prominent[doc]


def _source_forms(
    matcher: Matcher, docs: list[Document] | tuple[Document, ...]
) -> list[frozenset[str]]:
    """The forms of each source among ``docs`` (chunks of one note count once)."""
    by_source: dict[str, set[str]] = {}
    for i, d in enumerate(docs):
        by_source.setdefault(d.source or f"#{i}", set()).update(matcher.analyse(d.text).forms)
    return [frozenset(f) for f in by_source.values()]


def reason(g: Grade, doc: Document) -> str:
    about = f" ({doc.source})" if doc.source else ""
    if g.relevant and g.coverage >= FULL_COVERAGE:
        return f"The document{about} addresses the question's subject and covers its key terms."
    if g.relevant:
        return f"The document{about} is about the question's subject but covers only part of it."
    if g.shared:
        words = ", ".join(f"'{w}'" for w in g.shared[:3])
        return (
            f"The document{about} only shares {words} with the question; it is about another topic."
        )
    return f"The document{about} does not mention the question's subject."


# --- grading an answer: grounded in the documents, useful for the question --------------------

_CITATION_RE = re.compile(r"\[[^\]\n]{1,200}\]")
SUPPORTED_COVERAGE = 0.7  # share of a claim's key concepts the documents must state


_CLAUSE_SPLIT_RE = re.compile(r"\s*(?:;|,?\s+(?:and|but|while|whereas|although)\s+(?=(?:is|are|was|were|has|have|it|they|its|so|also|\w+s)\b))\s*", re.IGNORECASE)


def _clauses(sentence: str) -> list[str]:
    """A sentence's claims: clauses joined by "and" / "but" / ";" are claims of their own
    ("Seagrass raises pH by 0.05 and is cheaper than ..." makes two), and so is a clause with a
    subject and verb of its own after "and" / "but" ("... on Sundays and the car park is shut",
    ``_subject_clauses``); a part under three words ("... on Mondays and Tuesdays") stays on the
    claim before it (once it was dropped: the added day went unread)."""
    spans: list[list[int]] = []  # each claim's [start, end] in the sentence
    start = 0
    for cut in [*_CLAUSE_SPLIT_RE.finditer(sentence), None]:
        end = cut.start() if cut else len(sentence)
        piece = sentence[start:end]
        if len(piece.split()) >= 3:
            spans.append([start, end])
        elif spans and re.search(r"\w", piece):  # "free on Mondays and Tuesdays": kept on the claim before
            spans[-1][1] = end
        start = cut.end() if cut else start
    parts = [sentence[a:b] for a, b in spans]
    return [c for p in (parts or [sentence]) for c in _subject_clauses(p)]


@lru_cache(maxsize=2)
def _subject_clause_re(verbs: frozenset[str]) -> re.Pattern[str]:
    # "and" / "but", a subject of one to three words, then an auxiliary or a copula of its own
    # (lexicon ``clause_auxiliaries``): "and the lift there is out of order"
    alternatives = "|".join(sorted(verbs, key=len, reverse=True))
    return re.compile(r",?\s+(?:and|but)\s+(?=(?:[\w'-]+\s+){1,3}(?:" + alternatives + r")\b)", re.IGNORECASE)


def _subject_clauses(part: str) -> list[str]:
    """``part`` split before each "and" / "but" that opens a clause with its own subject and verb,
    where every side keeps three words or more (else ``part`` whole: "cats and dogs are allowed"
    is one claim about both)."""
    pieces = _subject_clause_re(lexicon("clause_auxiliaries")).split(part)
    if len(pieces) < 2 or any(len(p.split()) < 3 for p in pieces):
        return [part]
    return pieces


def is_refusal(answer: str) -> bool:
    return bool(_CUE.refusal.search(answer.strip()))


@dataclass(frozen=True)
class Verdict:
    """A graded answer: 'relevant' (yes), 'ambiguous' (partly) or 'irrelevant' (no), and why."""

    level: str
    reason: str
    scores: tuple[float, ...] = ()
    score: float | None = None  # a calibrated 0-1 score, where the verdict has one
    # a groundedness verdict with a claim none of whose key words the documents state ("... and
    # the sauna there is closed" beside facts about the pool only): "not every claim is backed" is
    # certain, no reading of meaning would change it
    unstated_claim: bool = False
    # a relevance verdict on a document about the question's subject that says nothing of a
    # topical word the question asks of it ("is there a gym at the hotel?" against the hotel's
    # restaurant hours: ``asked_word_missing``): on a two-value label, no "yes"
    asked_missing: bool = False


def grounded(matcher: Matcher, answer: str, docs: list[Document] | tuple[Document, ...]) -> Verdict:
    """Is every claim of ``answer`` stated in ``docs``? Each sentence's key concepts (names,
    identifiers, content words) must be found in the documents, 70 % of their weight or more,
    and every number it states too (a changed figure is a made-up claim).
    A refusal claims nothing and so is grounded. Number words are read as digits on both sides
    ("every four weeks" is the claim "every 4 weeks" states: ``quantities.with_digits``, which
    leaves "one" and "two" as words: "the one on the left", "no one" are no figures)."""
    from course_lib.sim.material.prose import sentences as split
    from course_lib.sim.words.quantities import with_digits

    text = with_digits(_CITATION_RE.sub(" ", answer))
    texts = [with_digits(d.text) for d in docs]
    claims = [
        part
        for sentence in split(text)
        if not is_refusal(sentence)
        for part in _clauses(sentence)
        if matcher.analyse(part).concepts
    ]
    if not claims:
        return Verdict("relevant", "The answer makes no claim beyond the documents.")
    forms: set[str] = set()
    stated: set[str] = set()
    for t in texts:
        forms |= matcher.analyse(t).forms
        stated |= figures(t) | _clock_forms(t)
    for d in docs:  # "(Order on Ionising Radiation §21)": the name and number of a source the answer cites
        if d.source:
            forms |= matcher.analyse(d.source).forms
            stated |= figures(with_digits(d.source))
    spelled = _number_stems()
    forms |= {spelled[f] for f in forms if f in spelled}  # "two" in a document is "2" too
    stated |= {spelled[f] for f in forms if f in spelled}
    scores = []
    unstated: list[str] = []
    clashed = False
    fact_sentences = [s for t in texts for s in split(t[:20000])]
    for claim in claims:
        q = matcher.analyse(claim)
        key = [c for c in q.concepts if c.key_term] or list(q.concepts)
        total = sum(c.weight for c in key) or 1.0
        score = sum(c.weight for c in key if c.key in forms or spelled.get(c.key) in forms) / total
        numbers = figures(claim) - stated
        clock = _clock_forms(claim) if numbers else set()
        if clock and clock <= stated | {"00"}:
            numbers = set()  # "until 9pm" where the documents say "21:00": the same time, another clock
        clash = (contradicting_value(claim, texts) or changed_calendar_name(claim, texts)
                 or closed_day_claim(claim, texts) or widened_scope(claim, texts)
                 or mispaired(claim, fact_sentences) or mispaired_across(claim, fact_sentences))
        if clash:  # "the ground floor" where the documents say "the 4th floor": another value
            explain.rule("a value of the answer that the documents state otherwise", answer=clash[0], documents=clash[1])
            score = 0.0
            clashed = True
        if numbers:  # a number the documents never state: the claim is not supported
            unstated.extend(sorted(numbers))
            score = min(score, SUPPORTED_COVERAGE / 2)
        scores.append(score)
    if unstated:
        explain.rule("numbers of the answer that the documents do not state", unstated=unstated)
    supported = sum(s >= SUPPORTED_COVERAGE for s in scores)
    if supported == len(scores):
        return Verdict("relevant", "Every claim of the answer is stated in the documents.", tuple(scores))
    if supported:
        return Verdict(
            "ambiguous",
            f"{supported} of {len(scores)} claims of the answer are stated in the documents.",
            tuple(scores),
            unstated_claim=min(scores) == 0.0,
        )
    if clashed:
        return Verdict("irrelevant", CLASHED, tuple(scores))
    return Verdict("irrelevant", "The answer's claims are not stated in the documents.", tuple(scores))




# a word that gives a value in front of a noun: a number or an ordinal ("4th floor", "two
# rooms", "second floor"); the documents' value beside the noun the answer qualifies otherwise
_VALUE_WORD_RE = re.compile(
    rf"\d[\w.,]*|{alternation(1, 12)}|first|second|third|fourth|"
    r"fifth|sixth|seventh|eighth|ninth|tenth|top|ground|bottom|basement|single|double|last",
    re.IGNORECASE,
)
_WORD_PAIR_RE = re.compile(r"(?<![\w.,])(?=([\w.,]*\w)\s+([^\W\d_]{3,})\b)")


def _calendar_names(text: str) -> dict[str, set[str]]:
    """The weekdays (any case, "Tuesdays" as "tuesday") and the months (capitalised: "may" is a
    verb) a text names, by kind."""
    from course_lib.sim.words.day_names import DAY_ABBREVIATIONS, MONTHS, WEEKDAYS

    short = {a: WEEKDAYS[i] for i, forms in enumerate(DAY_ABBREVIATIONS) for a in forms}
    # abbreviations only capitalised ("Sat", "Thu."): "the sun" is no Sunday
    day = r"[A-Za-z]+day[sS]?\b|(?-i:\b(?:" + "|".join(sorted((a.title() for a in short), key=len, reverse=True)) + r")\b)\.?"

    def weekday(word: str) -> str | None:
        w = word.lower().rstrip(".")
        w = w[:-1] if w.endswith("s") and w[:-1] in WEEKDAYS else w
        return w if w in WEEKDAYS else short.get(w)

    days = {d for w in re.findall(day, text, re.IGNORECASE) if (d := weekday(w))}
    for a, b in re.findall(rf"({day})\s*(?:to|through|till|until|-|–|—)\s*({day})", text, re.IGNORECASE):
        first, last = weekday(a), weekday(b)  # "Monday to Friday", "Mon-Fri": every day between
        if first and last:
            i, j = WEEKDAYS.index(first), WEEKDAYS.index(last)
            days |= {WEEKDAYS[(i + k) % 7] for k in range((j - i) % 7 + 1)}
    months = {w.lower() for w in re.findall(r"\b[A-Z][a-z]+\b", text)} & set(MONTHS)
    return {"weekday": days, "month": months}


def changed_calendar_name(claim: str, texts: list[str]) -> tuple[str, str] | None:
    """(the claim's day, the documents' day) when the claim names a weekday (or month) the
    documents never name while they name another one ("reopens on Monday" over "reopens on
    Saturday"): a changed key value, no support (issue 26, the twenty-ninth set's X9 (c))."""
    said = _calendar_names(claim)
    body = _calendar_names(" ".join(texts)[:20000])
    for kind in ("weekday", "month"):
        new = said[kind] - body[kind]
        if new and body[kind]:
            return sorted(new)[0], sorted(body[kind])[0]
    return None


_NEGATED_CLAIM_RE = re.compile(r"\b(?:not|no|never|closed|shut|cannot|without)\b|n't\b", re.IGNORECASE)


def closed_day_claim(claim: str, texts: list[str]) -> tuple[str, str] | None:
    """(the claim's day, the documents' closed-day phrase) when an affirmative claim names a weekday
    that the documents name only as closed ("you can visit on Sunday" over "closed on Sundays",
    "Sun: closed"): a contradiction, not support, though every word of the claim is in them.
    ``None`` for a claim that is negative itself ("it is closed on Sunday"), a day the documents
    also give as open, or a day they never call closed."""
    from course_lib.sim.words import weekdays

    if _NEGATED_CLAIM_RE.search(claim):
        return None
    said = {d for p in weekdays.phrases(claim) if not p.closed for d in p.days}
    if not said:
        return None
    body = " ".join(texts)[:20000]
    closed: dict[int, str] = {}
    open_: set[int] = set()
    for p in weekdays.phrases(body):
        for d in p.days:
            if p.closed:
                closed.setdefault(d, f"closed: {body[p.start:p.end]}")
            else:
                open_.add(d)
    for d in sorted(said):
        if d in closed and d not in open_:
            return weekdays.day_name(d), closed[d]
    return None


def contradicting_value(claim: str, texts: list[str]) -> tuple[str, str] | None:
    """(the claim's "X noun", the documents' "Y noun") when the claim gives a noun a value the
    documents never write ("the ground floor") and the documents give the same noun another value
    ("the 4th floor", a number or an ordinal before it): a contradiction, not support. ``None``
    otherwise (a value the documents write somewhere, or a noun they give no value)."""
    body = " ".join(texts)[:20000]
    if not body:
        return None
    written = {w.lower() for w in re.findall(r"[\w.,]*\w", body)}
    for m in _WORD_PAIR_RE.finditer(claim):
        value, noun = m.group(1).lower(), m.group(2).lower()
        if value in written or value in STOP_WORDS or not _VALUE_WORD_RE.fullmatch(value):
            continue
        for d in re.finditer(rf"(?<![\w.,])([\w.,]*\w)\s+{re.escape(noun)}s?\b", body, re.IGNORECASE):
            other = d.group(1).lower()
            if other != value and _VALUE_WORD_RE.fullmatch(other) and not _same_number(value, other):
                return f"{value} {noun}", f"{other} {noun}"
    return None


_NUMBER_WORDS = [*words(1, 90), "hundred"]


@lru_cache(maxsize=1)
def _number_stems() -> dict[str, str]:
    """Each number word's stem (as ``Matcher`` forms are) -> its digits: "thre" -> "3"."""
    return {stem(w): with_all_digits(w) for w in _NUMBER_WORDS}


def _same_number(a: str, b: str) -> bool:
    """Whether two value words are one number written two ways ("two" and "2")."""
    return with_all_digits(a) == with_all_digits(b)


_REFERS_RE = re.compile(r"^\W*(?:(?:it|they|he|she|this|these|those)\b(?!\s+(?:is|are)\s+(?:not|unclear))|[它他她])", re.IGNORECASE)


CORE_COVERAGE = 0.6
_CORE_END_RE = re.compile(
    r"\b(?:to|from|in|on|at|for|of|with|by|about|into|during|after|before|per|between|under|over|"
    r"through|than|if|when|while|because|so)\b",
    re.IGNORECASE,
)


def _core(matcher: Matcher, question: str, topic: list) -> list:
    """The concepts of the question's core clause, before its first preposition: what the
    question asks about ("the move" in "When is the move to the Harbour building?", "the boathouse
    key kept" in "Where is the boathouse key kept?"); the whole topic if the clause has none."""
    words = question.split()
    start = 2 if len(words) > 2 and words[0].lower() in ("how", "what", "which") else 1
    cut = _CORE_END_RE.search(question, len(" ".join(words[:start])))
    forms = matcher.analyse(question[: cut.start()] if cut else question).forms
    return [c for c in topic if c.key in forms] or topic


_COUNTED_NOUN_RE = re.compile(
    r"^\W*how (?:many|much)\s+(?P<noun>[a-z][\w-]*)", re.IGNORECASE
)


def _counts_the_asked_noun(question: str, answer: str) -> bool:
    """True if a "how many X / how much X" question's X follows a figure in the answer, within
    three words ("40 parking spaces", "2 litres of water"): the answer counts what was asked."""
    m = _COUNTED_NOUN_RE.match(question)
    if m is None:
        return False
    noun = stem(m.group("noun").lower())
    words = re.findall(r"[\w.,-]+", answer)
    for i, w in enumerate(words):
        if stem(w.lower().strip(".,")) == noun and any(
            figures(x) for x in words[max(0, i - 3):i]
        ):
            return True
    return False


def asked_kind(question: str) -> str | None:
    """The kind of information a question asks for: a value kind from ``quantities`` ("date" for
    "when", "number" for "how many", ...) or "place" for "where"; ``None`` for others."""
    found = asked_type(question)
    if found is not None:
        return found[0]
    return "place" if _CUE.where.search(question) else None


def supplies(kind: str, answer: str) -> bool:
    """Does ``answer`` state a value of ``kind`` (a date for "when", a place for "where")?"""
    if kind == "place":
        return bool(_CUE.place.search(answer))
    if kind == "number":  # a figure, not "every term"
        return bool(figures(answer))
    return kind in value_types(answer)


def resolves(matcher: Matcher, question: str, answer: str) -> Verdict:
    """Does ``answer`` resolve ``question``? Not a refusal; it is about the question's topic
    (half its weight, or most of its core clause, or it opens with a pronoun for it), and it
    supplies what the question asks for: a value of the asked kind (a date for "when", a number
    for "how many", a place for "where"), otherwise something the question did not say.
    Another fact on the same subject ("replace the cassette every 6,000 km" for "how often
    should I oil the chain?") is not about the thing asked, and resolves it only partly."""
    if not answer.strip() or is_refusal(answer):
        return Verdict("irrelevant", "The answer does not resolve the question: it gives no answer.", (), 0.0)
    turns = patterns("asker_turns")
    said = turns.asker_turn.match(question.strip())  # "User: how do I ...": the label is no word of the question
    question = said.group("words") if said else question
    replied = turns.reply_turn.match(answer.strip())  # "Agent: Click ...": nor of the answer
    answer = replied.group("words") if replied else answer
    q = matcher.analyse(question)
    plain = _CITATION_RE.sub(" ", answer)
    a = matcher.analyse(plain)
    key = [c for c in q.concepts if c.key_term] or list(q.concepts)
    topic = [c for c in key if not c.answer_type] or key
    # an identifier named by its last part ("lru_cache" for "functools.lru_cache") is named
    parts = {c.key for c in q.concepts if c.kind == "code" and "." in c.word
             and stem(c.word.rsplit(".", 1)[-1].lower()) in a.forms}
    a = Analysis(a.concepts, a.forms | parts) if parts else a
    total = sum(c.weight for c in topic) or 1.0
    cover = sum(c.weight for c in topic if c.key in a.forms) / total
    core = _core(matcher, question, topic)
    core_total = sum(c.weight for c in core) or 1.0
    core_cover = sum(c.weight for c in core if c.key in a.forms) / core_total
    refers = bool(_REFERS_RE.match(plain))  # "It fell from 8.11 to 8.03": the question's subject
    named = _counts_the_asked_noun(question, plain)  # "40 parking spaces" for "How many parking spaces ..."
    about = cover >= 0.5 or refers or core_cover >= CORE_COVERAGE or named
    new = [c for c in a.concepts if c.key not in q.forms and c.key_term]
    kind = asked_kind(question)
    given = supplies(kind, plain) if kind else bool(new)
    # A short, direct answer that gives the asked value as a figure and shares a word of the question's topic
    # ("The default maxsize is 128." for "How many results does lru_cache keep by default?"),
    # and brings in at most one new word (no other subject: "The rain barrel holds 1,200 litres"
    # for a question on watering tomatoes brings in several), is about the question.
    direct = (
        kind == "number" and given and cover > 0 and len(plain.split()) <= 16
        and len([c for c in new if not re.fullmatch(r"[\d.,%]+", c.key)]) <= 1  # one new word at most
    )
    about = about or direct
    how = _CUE.how_to.match(question)
    verb = stem(how.group("verb").lower()) if how else ""
    # "Click 'Forgot password' ..." for "how do I change my password", "Hold the reset pin ..." for "how
    # do I reset my modem": a procedure in the imperative naming the asked action or its object covers it
    procedure = bool(how) and bool(_CUE.procedure.match(plain)) and any(c.key in a.forms for c in core)
    about = about or procedure
    if how and about and given and verb not in a.forms and not refers and not procedure:
        # "How do I reset my router?" - "Routers are made by many companies.": the subject, not
        # the action asked how to do; a how-to answer names the action, or is a procedure in the
        # imperative on the asked object (or it is no answer yet)
        given = False
    explain.evidence(usefulness={"topic_coverage": round(cover, 2), "core": [c.word for c in core],
                                 "core_coverage": round(core_cover, 2), "asked": kind, "supplied": given})
    c = min(1.0, cover)
    if about and given:
        return Verdict("relevant", "The answer addresses the question and adds the information asked for.",
                       (cover,), round(0.8 + 0.2 * c, 3))
    if about and kind:
        return Verdict("ambiguous", f"The answer speaks about the question but does not give the {kind} it asks for.",
                       (cover,), round(0.35 + 0.15 * c, 3))
    if not about and _bare(plain, new):
        return Verdict("ambiguous", BARE_ANSWER, (cover,), 0.45)
    if about or (given and cover > 0):
        return Verdict("ambiguous", "The answer touches the question but only partly resolves it.",
                       (cover,), round(0.3 + 0.15 * c, 3))
    return Verdict("irrelevant", "The answer is about something else than the question.", (cover,), 0.1)


BARE_ANSWER = ("The answer is a bare value or list that names nothing of the question: it may be what was asked "
               "or something else.")


_UNIT_WORDS = 2  # the words a quantity's unit may take ("degrees Celsius", "nautical miles")


def _bare(answer: str, new: list) -> bool:
    """An answer that says nothing of its own beyond a value: a figure with at most one word
    beside it ("3.1 times.") or one quantity with its unit's words ("100 degrees Celsius."), a short list of short items ("working memory; episodic log;
    semantic store"), or a name of a few capitalised words ("Kenji Abara.")."""
    from course_lib.sim.words.thresholds import threshold

    words = re.findall(r"[^\W_][\w'.-]*", answer)
    most = int(threshold("bare_answer_words"))
    if not words:
        return False
    named = len([c for c in new if not re.fullmatch(r"[\d.,%]+", c.key)])
    if figures(answer) and named <= 1 and len(words) <= most:
        return True
    if figures(answer) and named <= _UNIT_WORDS and len(words) <= _UNIT_WORDS + 2 and value_types(answer) - {"number"}:
        return True  # one quantity with its unit's words ("100 degrees Celsius.", "about 3 hours"): a bare value too
    items = [i.strip() for i in re.split(r"[;,]|\band\b", answer.strip().rstrip(".")) if i.strip()]
    if 2 <= len(items) <= 6 and all(len(i.split()) <= int(threshold("bare_item_words")) for i in items):
        return True
    return len(words) <= most and all(w[0].isupper() for w in words)


# --- does a passage answer the question? ------------------------------------------------------

# "in 1874", "since 1652": a year is a date's answer to "when" (the value patterns read only
# recent years as dates)
_YEAR_RE = re.compile(r"\b(?:in|since|from|by|around|about|circa|c\.)\s+(?:the\s+year\s+)?(1\d{3}|20\d{2})\b", re.IGNORECASE)
_WHO_RE = re.compile(r"^\W*(?:who|whom|whose)\b|\b(?:which|what) (?:person|people|company|firm|organi[sz]ation|"
                     r"team|group|architect|author|artist|composer|founder|brand|manufacturer)\b", re.IGNORECASE)


def asks_whether_it_answers(instructions: str) -> bool:
    """The grading prompt asks whether the text *answers* the question ("Does the passage answer
    the question?", "Can the question be answered from this text?"), not whether it is relevant
    to it or helps to answer it (cue patterns: data/sim/patterns.yaml, ``answers_asked``)."""
    # a prompt that asks how *relevant* the text is stays a relevance grade, even where it says what
    # its top grade means ("10 means the context answers the question")
    return bool(_CUE.answers_asked.search(instructions)) and not _RELEVANCE_ASKED_RE.search(instructions)


_RELEVANCE_ASKED_RE = re.compile(r"\brelevan|\bpertinent\b|\bon[- ]topic\b|相关")


def answer_kind(question: str) -> str | None:
    """What a question asks for, as a passage must state it: a value kind (``asked_kind``: a date
    for "when", a number for "how many", a place for "where") or "person" for "who"."""
    if _WHO_RE.search(question):
        return "person"
    return asked_kind(question)


_ASKED_NOUN_RE = re.compile(r"^\W*(?:which|what)\s+([a-z]{3,})\b", re.IGNORECASE)


def _labelled_value(question: str, docs) -> Verdict | None:
    """"which platform is the train on" over "Platform 3 they say": a passage that writes the asked
    noun with a number or a short code right after it ("Platform 3", "gate B12", "room 4b") gives
    the value asked: 'relevant'; ``None`` otherwise (the relevance grade decides)."""
    m = _ASKED_NOUN_RE.match(question or "")
    if not m or m.group(1).lower() in STOP_WORDS:
        return None
    noun = re.escape(m.group(1))
    value = re.compile(rf"\b{noun}s?\s+(?:no\.?\s*|number\s+|#)?(?:[A-Z]{{0,2}}\d{{1,4}}[A-Za-z]?|[A-Z])\b", re.IGNORECASE)
    for doc in docs:
        hit = value.search(doc.body)
        if hit:
            explain.rule("the passage writes the asked noun with its value", value=hit.group(0))
            return Verdict("relevant", f"The passage gives the {m.group(1).lower()} the question asks for.", (1.0,), 0.9)
    return None


def _states_kind(kind: str, sentence: str, question: str) -> bool:
    if kind == "person":  # a name the question does not already say
        from course_lib.sim.words.text import names

        said = {w.lower() for w in re.findall(r"\w+", question)} | lexicon("calendar_names")  # "Sunday": no person
        return any(not all(w.lower() in said for w in n.split()) and not n.isdigit()
                   and not re.search(rf"\b(?:on|in|at|near|from|to|into|along|off)\s+(?:the\s+)?{re.escape(n)}", sentence)
                   for n in names(sentence))  # "on Mill Lane", "in Lyon": a place's name, no person's
    if kind in ("when", "date") and _YEAR_RE.search(sentence):
        return True
    return supplies(kind, sentence)


def _counts_other(kind: str, sentence: str, question: str) -> bool:
    """A "how many X" question met by a figure that counts something else than X ("open 9 to 5"
    for "how many maps"): a value of the kind, but maybe not the asked one."""
    counted = _COUNTED_NOUN_RE.match(question)
    return (kind == "number" and counted is not None and counted.group("noun").lower() not in STOP_WORDS
            and not _counts_the_asked_noun(question, sentence))


def answers(matcher: Matcher, question: str, docs: list[Document] | tuple[Document, ...]) -> Verdict | None:
    """Does a passage *answer* the question (not only touch its subject)? One of its sentences
    about the question's subject must state what it asks for (``answer_kind``: a person for
    "who", a date for "when", a count of the asked thing for "how many", a place for "where"):
    'relevant' when that sentence also holds most of the question's words, 'ambiguous' (the
    caller states a limit) when it holds the value but not the question's other words, and
    'irrelevant' when no sentence on the subject states a value of that kind. ``None`` for a
    question that asks for no such kind ("what", "why", "how"): the relevance grade decides."""
    kind = answer_kind(question)
    if kind is None and docs:
        return _labelled_value(question, docs)
    if kind is None or not docs:
        return None
    q = matcher.analyse(question)
    topic = [c for c in q.concepts if not c.answer_type] or list(q.concepts)
    main = subject(q) or topic
    total = sum(c.weight for c in topic) or 1.0
    on_subject = False
    partial = False
    for doc in docs:
        title = matcher.analyse(doc.title).forms if doc.title else frozenset()
        for sentence, context in _facts_in_context(doc.body)[:400]:
            forms = matcher.analyse(sentence).forms | title
            if context:
                forms = forms | frozenset(f for f in matcher.analyse(context).forms if not f.startswith("@"))
            if 2 * sum(c.key in forms for c in main) < len(main):
                continue
            on_subject = True
            if not _states_kind(kind, sentence, question):
                continue
            cover = sum(c.weight for c in topic if c.key in forms) / total
            if cover >= ANSWERING_COVERAGE and not _counts_other(kind, sentence, question):
                explain.rule("a sentence on the question's subject states what it asks for", kind=kind, sentence=sentence)
                return Verdict("relevant", f"The passage states the {kind} the question asks for.", (cover,), 0.9)
            partial = True
    if partial:
        return Verdict("ambiguous", f"The passage states a {kind} on the question's subject, but not about what it asks.",
                       (), 0.5)
    if on_subject:
        explain.rule("the passage is on the question's subject but states no value of the kind asked", kind=kind)
        return Verdict("irrelevant", f"The passage is about the question's subject but states no {kind}.", (), 0.3)
    return Verdict("irrelevant", "The passage does not mention the question's subject.", (), 0.1)


CLASHED = "The answer states a value that the documents state otherwise."


def _clock_forms(text: str) -> set[str]:
    """Each time of day the text states as its figures on both clocks: "21:00" and "9pm" both give
    {"21", "9", "00"}, so a claim in one clock is met by a document in the other."""
    from course_lib.sim.values.field_readers import time_spans

    out: set[str] = set()
    for _, _, at in time_spans(text):
        hour, minute = at.split(":")
        out |= {str(int(hour)), str(int(hour) % 12 or 12), minute}
    return out
