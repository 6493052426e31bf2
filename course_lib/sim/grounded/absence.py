"""Evidence of absence: when the simulator's "I don't know." rests on what it read.

``grounded_answer`` ends in "I don't know." when no sentence of the documents answers. That is
honest only when the documents show the answer is not there. ``features`` reads, in the
simulator's own terms, how much of the question the documents hold anywhere (its names and
codes, its other words by stem) and what the closest unit was; ``trusted`` says whether
"I don't know." is evidence of absence or a word-based reading that may have missed an answer
written differently (thresholds in ``data/sim/thresholds.yaml``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.material.documents import Document
from course_lib.sim.words.matching import Matcher
from course_lib.sim.words.text import has_cjk


@dataclass(frozen=True)
class Features:
    """What the simulator knows when no sentence answers."""

    coverage: float  # the closest units' share of the question's weight
    on_subject: bool  # the closest units hold a name, code or topical word of the question (not only the asked kind)
    unit: str  # the kind of the closest unit: "sentence", "row", "record", "table", "none"
    names: int  # the question's names and codes
    names_found: int  # of them, those any document holds
    rare_name_absent: bool  # a name or code of the question, no everyday word, that no document holds
    terms: int  # the question's other words that carry its topic
    terms_found: int  # of them, those any document holds (by stem)
    asked: str  # the kind of value asked ("date", "number", ...), "" if none
    asked_held: bool  # some unit of the documents states a value of that kind
    prose: float  # the share of the documents' units read as prose sentences (not rows, records, tables)
    sentence_words: float  # the mean number of words of those units
    worked: str = ""  # "count" / "rank": a value worked out from others (``asks_worked``)
    operation: str = ""  # the arithmetic the question asks ("total", "product", ...: ``asks_operation``)
    measured_items: int = 0  # the most list items that each state a value of one measured kind ("25 min")
    asked_back: bool = False  # a question of the documents on its subject, the next units state the asked kind
    stamps: int = 0  # for a duration asked: the clock times and dates its sentences on the subject state

    @property
    def names_share(self) -> float:
        return self.names_found / self.names if self.names else 1.0

    @property
    def terms_share(self) -> float:
        return self.terms_found / self.terms if self.terms else 1.0


def document_forms(matcher: Matcher, docs: list[Document]) -> frozenset[str]:
    """Every form the documents' units hold (with their titles, sections and record heads)."""
    from course_lib.sim.grounded.evidence import sentence_candidates

    out: set[str] = set()
    for cand in sentence_candidates(matcher, docs):
        out |= cand.forms
    return frozenset(out)


def _unit_kind(found) -> str:
    from course_lib.sim.material.prose import units as sentence_units

    if not found.picks:
        return "none"
    doc = found.picks[0][0]
    units = sentence_units(doc.body)
    pos = found.positions[0] if found.positions else -1
    if not 0 <= pos < len(units):
        return "sentence"
    u = units[pos]
    if u.table:
        return "table"
    if u.row:
        return "row"
    if u.record_head or u.record_start:
        return "record"
    return "sentence"


def _only_the_title(found) -> bool:
    """The closest units are documents' opening lines read as prose (a title: "Plant care card",
    "LAB REPORT -- Patient: ..."): what they share with the question is the document's topic,
    which any question about it shares (a header row of a table names its columns, not its topic)."""
    if not found.picks or any(p != 0 for p in found.positions):
        return False
    return _unit_kind(found) == "sentence"


def on_subject(matcher: Matcher, found) -> bool:
    """The closest units write a name, code or topical word of the question themselves (not only
    through the title or heading they stand under, not only the kind of value asked), and are not
    just the documents' titles."""
    if _only_the_title(found):
        return False
    own: set[str] = set()
    for _, sentence in found.picks:
        own |= matcher.forms(sentence)
    return any(c.key in own for c in found.covered if c.key_term and not c.answer_type and c.kind != "type")


def _shape(bodies: tuple[str, ...]) -> tuple[float, float]:
    from course_lib.sim.material.prose import units

    parts = [u for b in bodies for u in units(b) if not u.heading]
    if not parts:
        return 0.0, 0.0
    plain = [u for u in parts if not (u.table or u.row or u.record_head or u.record_start or u.code)
             and not record_shaped(u.text)]
    words = sum(len(u.text.split()) for u in plain) / len(plain) if plain else 0.0
    return round(len(plain) / len(parts), 2), round(words, 1)


# a unit that opens with a clock time or a date and a clock time ("[12/11/2026, 19:04:51] Ines:",
# "2026-11-14 08:02:11 INFO", "09:15 - stand-up"): a log line or a chat message, a record
_STAMPED_RE = re.compile(r"^\W{0,2}(?:\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}[,T ]\s*)?\d{1,2}:\d{2}(?::\d{2})?\b")
# a setting: "MAX_UPLOAD_MB = 20", "timeout=30s", "export PATH=/usr/bin" (a key of one word, no spaces)
_SETTING_RE = re.compile(r"^(?:export\s+)?[A-Za-z_][\w.-]*\s*=\s*\S")
_TOKEN_RE = re.compile(r"\S+")
_FIGURE_TOKEN_RE = re.compile(r"^\W*[\d£$€¥]")
_LETTER_WORD_RE = re.compile(r"^[^\W\d_]{2,}[.,;:!?]?$")


def record_shaped(text: str) -> bool:
    """Whether a unit the splitter read as a sentence is a record: it opens with a clock time
    (a log line, a chat message), it is a ``key = value`` setting, or it is mostly figures
    (``absence_record_figures`` of its tokens or more, and more figures than words: a receipt's
    line, a row of a CSV or of a statement pasted without its columns)."""
    from course_lib.sim.words.thresholds import threshold

    head = text.lstrip()[:80]
    if _STAMPED_RE.match(head) or _SETTING_RE.match(head):
        return True
    tokens = _TOKEN_RE.findall(text[:2000])
    if len(tokens) < 3:
        return False
    figures = sum(bool(_FIGURE_TOKEN_RE.match(t)) for t in tokens)
    words = sum(bool(_LETTER_WORD_RE.match(t)) for t in tokens)
    return figures >= threshold("absence_record_figures") * len(tokens) and figures > words


def record_share(bodies: tuple[str, ...]) -> float:
    """The share of the documents' units (headings aside) that are records: rows, tables, record
    lines, code, or units read as sentences that are record-shaped (``record_shaped``)."""
    from course_lib.sim.material.prose import units

    if not any(not u.heading for b in bodies for u in units(b)):
        return 0.0
    return round(1.0 - _shape(bodies)[0], 2)


_UNMEASURED = frozenset({"number", "when", "extent", "date", "time"})  # kinds no rank of items is by


def measured_items(bodies: tuple[str, ...]) -> int:
    """The most list items of the documents that each state a value of one measured kind (a
    duration, an amount of money, a distance: "Speed bumps (Cllr Duffy, 25 min)"): items a rank
    ("which item gets the most time") is worked out over, though no item says "most"."""
    from collections import Counter

    from course_lib.sim.material.prose import units
    from course_lib.sim.words.quantities import value_types

    kinds = Counter(k for b in bodies for u in units(b) if u.item for k in value_types(u.text) - _UNMEASURED)
    return max(kinds.values(), default=0)


def asks_worked(question: str) -> str:
    """"rank" when the question asks for the thing that ranks first ("the cheapest", "which bottle is
    cheapest", "the most ...", "who top scored": ``rank_cues``), "count" when it asks how many; "" otherwise. Such a value is worked
    out from the records' values, so no record writes it in the question's words."""
    from course_lib.sim.grounded.counting import asks_count
    from course_lib.sim.grounded.rank_positions import asked_position
    from course_lib.sim.material.superlatives import ASKS_ROW_RE, asked, ranking_word
    from course_lib.sim.words.rank_cues import asks_rank

    if ranking_word(question) or asked(question) or _COMPARED_RE.search(question) or asks_rank(question):
        return "rank"
    if ASKS_ROW_RE.match(question) and asked_position(question) is not None:
        return "rank"  # "who came third": a position in an order, worked out or read from a position column
    return "count" if asks_count(question) else ""


def asks_operation(question: str) -> str:
    """The arithmetic ``question`` asks ("total", "product", "difference", "quotient",
    "percentage": ``workings.asked``), "" when it asks none or is a question of another kind
    (who / when / a yes-no) despite an operation word. Such a value is worked out from the amounts
    the documents state, so no sentence writes it, and its absence is no evidence."""
    from course_lib.sim.grounded import workings

    return workings.operation(question) or ""


# "Which eye is more short-sighted?", "who has fewer points": a comparison, worked out from values
# (one that names its alternatives, "the dinner or the parking", is read from their lines)
_COMPARED_RE = re.compile(r"^\W*(?:which|who)\b(?![^?]*\bor\b)[^?.]{0,40}\b(?:more|less|fewer)\s+\w",
                          re.IGNORECASE)


def prose_share(bodies: tuple[str, ...]) -> float:
    """The share of the documents' units read as prose sentences (not rows, records, tables, code,
    nor units read as sentences that are record-shaped: ``record_shaped``)."""
    return _shape(bodies)[0]


def features(request, matcher: Matcher, found=None) -> Features | None:
    """The features of ``request``'s reading when no sentence answers (``None`` without documents)."""
    from course_lib.sim.grounded import evidence
    from course_lib.sim.words import quantities
    from course_lib.sim.words.thresholds import threshold
    from course_lib.sim.words.weights import zipf

    if not request.documents:
        return None
    question = request.search_question
    if found is None:
        found = evidence.gather(matcher, question, request.documents)
    held = document_forms(matcher, request.documents)
    concepts = found.question.concepts
    named = [c for c in concepts if c.is_name or c.kind == "code"]
    topical = [c for c in concepts if c not in named and c.key_term and not c.answer_type and c.kind != "type"]
    asked = quantities.asked_type(quantities.question_core(question)) if quantities.is_question(question) else None
    kind = asked[0] if asked else ""
    operation = asks_operation(question)
    # arithmetic asked with no kind of value named ("the total bill for the work"): its operands
    # are the documents' figures of any kind
    asked_held = any(quantities.states(d.body, kind or "number") for d in request.documents) if kind or operation else False
    prose, sentence_words = _shape(tuple(d.body for d in request.documents))
    return Features(
        coverage=round(found.coverage, 3),
        on_subject=on_subject(matcher, found),
        unit=_unit_kind(found),
        names=len(named),
        names_found=sum(c.key in held for c in named),
        rare_name_absent=any(c.key not in held and zipf(c.word.lower()) < threshold("absence_name_zipf")
                             for c in named),
        terms=len(topical),
        terms_found=sum(c.key in held for c in topical),
        asked=kind,
        asked_held=asked_held,
        prose=prose,
        sentence_words=sentence_words,
        worked=asks_worked(question),
        operation=operation,
        measured_items=measured_items(tuple(d.body for d in request.documents)),
        asked_back=bool(kind) and asked_back(matcher, request.documents, {c.key for c in named},
                                             {c.key: c.weight for c in topical}, kind),
        stamps=_stamps(question, request.documents) if kind == "duration" else 0,
    )


def _stamps(question: str, docs) -> int:
    from course_lib.sim.grounded.stamp_spans import stamps_on_subject

    return stamps_on_subject(question, [d.body for d in docs if hasattr(d, "body")])


_MAX_UNITS = 2000  # a cap on the units read for a question asked in the documents
_ANSWER_SPAN = 2  # the units after a document's question read as its answer


def asked_back(matcher: Matcher, docs, names: set[str], topical: dict[str, float], kind: str) -> bool:
    """Whether the documents ask the question themselves and answer it: a unit ending in "?" that
    writes every name of the question (``names``) and its topical words (``topical``, by weight)
    for ``absence_asked_back_share`` of their weight or more ("are we still on for the climbing wall
    saturday?" in a chat export for "What time is the climbing on Saturday?", "how long was the
    checkout outage?" for "How long did the checkout outage last?"; not for "the search outage"),
    and one of the ``_ANSWER_SPAN`` units after it states a value of the asked kind ("yes! 10am at
    Vertigo"). The reader never quotes a question, so its words count for nothing when it looks
    for the question's subject; but the answer stands right after it, and "I don't know." would
    deny what the notes say."""
    from course_lib.sim.material.prose import units as sentence_units
    from course_lib.sim.words import quantities
    from course_lib.sim.words.thresholds import threshold

    total = sum(topical.values())
    if not kind or total <= 0:
        return False
    share = threshold("absence_asked_back_share")
    seen = 0
    for doc in docs:
        units = sentence_units(doc.body)
        for i, unit in enumerate(units):
            seen += 1
            if seen > _MAX_UNITS:
                return False
            if not unit.text.rstrip().endswith(("?", "？")):
                continue
            forms = matcher.forms(unit.text)
            if not names <= forms or sum(w for k, w in topical.items() if k in forms) < share * total:
                continue
            if any(quantities.states(u.text, kind) for u in units[i + 1:i + 1 + _ANSWER_SPAN]):
                return True
    return False


def trusted(f: Features) -> bool:
    """Whether "I don't know." rests on evidence that the answer is absent: the documents are
    prose it read sentence by sentence (``absence_prose_share`` of their units or more); or a name
    or code of the question, no everyday word, is in no document. Not when the documents ask the
    question themselves and state a value of the asked kind right after (``asked_back``: a chat's
    "what time is kick-off on sunday?" then "11am"), even in prose. Not when the question asks for a
    rank over list items that each state a measured value (``measured_items``), even in prose, nor
    when it asks a duration and its sentences on the subject state two stamps or more (``stamps``:
    the span between them is worked out, not read), even in prose, nor when it asks arithmetic
    (``operation``: a total, a product, a difference ...) of a kind of value the documents state
    (``asked_held``: prices for "how much for 2 adults and a child"), even in prose. Not
    when the question asks for
    a count or a rank (``worked``): over records that is worked out from their values, which no
    record writes in the question's words. Otherwise when the question's subject is not there (no
    unit sharing ``absence_coverage`` of its weight with a word of its subject; a kind of value
    asked that no unit states). Otherwise the documents are records, rows or tables read by their
    words, the closest one on the question's subject, and the answer may be written in a form it
    does not read ("07 Dec" for "7 December", "Max stay" for "the longest I can stay")."""
    from course_lib.sim.words.thresholds import threshold

    if f.worked == "rank" and f.measured_items >= threshold("absence_measured_items") and not f.rare_name_absent:
        return False  # "which item gets the most time" over items each with its minutes: worked out, not read
    if f.asked_back and not f.rare_name_absent:
        return False  # the notes ask it themselves and state a value of the asked kind right after
    if f.stamps >= threshold("absence_duration_stamps") and not f.rare_name_absent:
        return False  # a duration over stamps on its subject: worked out from them, not read
    if f.operation and f.asked_held and not f.rare_name_absent:
        return False  # "how much for 2 adults and a child" over notes stating prices: worked out, not read
    if f.prose >= threshold("absence_prose_share"):
        return True
    if f.rare_name_absent:
        return True
    if f.worked:
        return False
    if not f.on_subject or f.coverage < threshold("absence_coverage"):
        return True
    return bool(f.asked) and not f.asked_held



_ROW_WORD_RE = re.compile(r"[a-z]{3,}")
_MAX_TABLE_DOCS = 20  # a cap on the documents whose tables are read


def row_named(question: str, bodies: list[str]) -> str:
    """The key cell of a table row the question names ("on Tuesday" for the row "Tue", "the
    Garden suite"), or the header of the key column it names ("which class"), when the question
    also names another column of that table by its header or by what it measures ("how far": a
    "Distance (mi)" column, ``superlatives.head_terms``); "" for none. Over such a table "I don't
    know." rests on a word-by-word reading of the row's cells, which may miss the asked value
    written another way; a question that names no column of the table ("How much does Gold
    cost?" over a table of response times) may rightly be answered "I don't know.". A cell counts
    when it is a word of three letters or more the question writes or begins, or a phrase it writes."""
    from course_lib.sim.material.superlatives import column_cells, head_terms, key_column, tables
    from course_lib.sim.words.text import content_terms

    low_question = question.lower()
    words = _ROW_WORD_RE.findall(low_question)
    terms = set(content_terms(question))
    for body in bodies[:_MAX_TABLE_DOCS]:
        for rows in tables(body):
            key = key_column(rows)
            if key is None:
                continue
            heads = list(dict.fromkeys(h for u in rows for h, _ in u.cells if h))
            if not any(head_terms(h) & terms for h in heads if h != key):
                continue  # no column of the question's: the answer may well be absent
            if set(content_terms(key)) & terms:
                return key
            for cell in column_cells(rows, key):
                low = cell.strip().lower()
                if len(low) >= 3 and low.isalpha() and any(w == low or w.startswith(low) for w in words):
                    return cell.strip()
                if " " in low and low in low_question:
                    return cell.strip()
    return ""


def held_spelling(word: str, vocabulary: frozenset[str]) -> bool:
    """Whether the documents write ``word`` another way the simulator should count as the same:
    one edit away ("Brant" / "Brandt", "platfrom" / "platform"), one the start of the other
    ("postgres" / "postgresql", "hourly" / "hour") or of one stem ("engrave" / "engraving", "tile" /
    "tiling": the stemmer the coverage uses), for words of four letters or more. The vocabulary is
    every word of the documents' text, headings, titles, letterheads and captions with the rest."""
    from course_lib.sim.words.text import one_edit, stem

    if len(word) < 4:
        return False
    root = stem(word)  # "engrave" / "Engraving prices", "tile" / "tiling": one stem, the same thing
    return any(
        (abs(len(v) - len(word)) <= 1 and one_edit(word, v)) or v.startswith(word) or word.startswith(v)
        or (v[:2] == word[:2] and stem(v) == root)
        for v in vocabulary)


def _english(question: str) -> bool:
    """Whether the question is written in English (letters without accents, more than half its
    words common English ones), so a word's English frequency says how rare it is."""
    from course_lib.sim.words.weights import zipf

    if _OTHER_LETTER_RE.search(question):
        return False
    words = _WORD_RE.findall(question)
    return bool(words) and sum(zipf(w) >= _ENGLISH_ZIPF for w in words) * 2 > len(words)


def absent_name(request, matcher: Matcher, found) -> str | None:
    """The question's lower-case name that no document holds: "redis" in "Does the api depend on
    redis?", "staging" in "the staging server", over a compose file or an SSH config that name
    other services and hosts. A word names the thing asked about when it stands where a name
    stands: the object that ends the question after a preposition ("on redis?") and rarer than
    ``absence_name_zipf`` (or in no word list), or between an article and another word of the
    question that the documents hold ("the staging server", "a motorway lesson": one thing of a
    kind they hold; no participle after "a": "a borrowed book") and rarer than
    ``absence_modifier_zipf``. Then the documents' lines that meet the question's other words
    ("hostname", "depend") are another entity's: "I don't know." is the answer, not those lines.
    A word the documents write another way (one edit, or one the start of the other: "postgres" /
    "postgresql", "hourly" / "hour") is held; a description or a time ("nightly", "weekdays": an
    "-ly" word or one that states a value kind) is no name; capitalised names and codes are checked by the
    evidence itself (an answer must meet them). ``None`` otherwise."""
    from course_lib.sim.words import joined_words, quantities
    from course_lib.sim.words.degree_words import base_adjective
    from course_lib.sim.words.thresholds import threshold
    from course_lib.sim.words.weights import zipf

    question = request.search_question
    if not request.documents or has_cjk(question) or not _english(question):
        return None
    lower = {c.word for c in found.question.concepts
             if c.kind == "word" and not c.is_name and not c.answer_type and c.word.isalpha() and c.word.islower()}
    if not lower:
        return None
    held = document_forms(matcher, request.documents)
    candidates = []
    for m in _OBJECT_RE.finditer(question):
        if _infinitive(question, m):
            continue  # "How long do they take to sprout?": a verb, no name the documents lack
        candidates.append((m.group("word"), threshold("absence_name_zipf")))
    for m in _MODIFIER_RE.finditer(question):
        if m.group(0)[0].lower() == "a" and m.group("word").endswith("ed"):
            continue  # "a borrowed book": a participle describes the thing, it names no kind of it
        after = matcher.forms(m.group("kind"))
        if after and not after.isdisjoint(held):
            candidates.append((m.group("word"), threshold("absence_modifier_zipf")))
    vocabulary = None
    for word, rare in candidates:
        if word not in lower or matcher.forms(word) <= held or zipf(word) >= rare:
            continue
        if zipf(word) == 0.0 and len(word) < 4:  # "wat": a typo of a short word, no name
            continue
        if word.endswith("ly") or quantities.value_types(word):
            continue  # "the nightly job", "open on weekdays": a description or a time, no name
        if base_adjective(word):
            continue  # "the narrower width", "the bigger room": picks one of the things held, names none
        if vocabulary is None:
            vocabulary = frozenset(w.lower() for d in request.documents[:8] for w in _LONG_WORD_RE.findall(d.body[:20000]))
        if word in vocabulary or held_spelling(word, vocabulary):
            continue
        if joined_words.held(word, [d.body for d in request.documents[:8]]):
            continue  # "wifi" over "Wi-Fi", "checkout" over "Check-out": the documents' two words joined
        return word
    return None


def state_word(request, matcher: Matcher, word: str, found=None) -> str | None:
    """The held thing an absent ``word`` may only describe, in a yes/no question (``threshold_questions.
    asks_yes_no``: "how much is a bouldering session?" asks a value of a kind no line prices, and the
    absence stands): "-ing" ``word`` standing between an article and a word the documents write as a
    word of its own ("is a leaking radiator covered" over "Not covered: radiators", "a dripping tap", "a
    barking dog"), a state of the thing, or a kind of it ("a washing machine", "a sleeping bag") that the
    form alone does not tell apart; the held word ends the thing's phrase (the question ends, or a
    function word or a participle follows: "... radiator covered", never "a leaking gutter joint", whose
    thing is the joint); with ``found``, the chosen lines meet every other topic word of the question
    ("the boiling point of water" over notes that never name water is no state of a held thing). The
    held word, or ``None``; the caller states the limit rather than say the documents lack the thing, or
    quote the thing's line as if the state did not matter."""
    if not word.endswith("ing"):
        return None
    from course_lib.sim.words.text import STOP_WORDS

    if found is not None:
        unmet = [c.word for c in found.uncovered if c.key_term and not c.answer_type]
        if unmet != [word]:
            return None  # another word of the question is unmet too ("the boiling point of water"): no state only
    from course_lib.sim.grounded.threshold_questions import asks_yes_no

    question = request.search_question
    if not asks_yes_no(question):
        return None  # "how much is a bouldering session?": a value of a kind no line prices, the absence stands
    held = document_forms(matcher, request.documents)
    for m in _MODIFIER_RE.finditer(question):
        if m.group("word") == word:
            beyond = _NEXT_WORD_RE.match(question, m.end())
            if beyond and not (beyond.group(1).lower() in STOP_WORDS or beyond.group(1).endswith(("ed", "ing"))):
                continue  # "a leaking gutter joint": the thing is the joint, no line's gutter
            after = matcher.forms(m.group("kind"))
            if after and not after.isdisjoint(held) and _written_whole(m.group("kind"), request.documents):
                return m.group("kind")
    return None


def _written_whole(kind: str, documents: list[Document]) -> bool:
    """Whether a document writes ``kind`` as a word of its own (or its plural): "Not covered: radiators"
    writes "radiator"; "ServerAliveInterval" in a config file holds the forms of "server" but names no
    server, so "the staging server" there is no state of a held thing."""
    pattern = re.compile(rf"\b{re.escape(kind)}(?:s|es)?\b", re.IGNORECASE)
    return any(pattern.search(d.body) for d in documents)


_NEXT_WORD_RE = re.compile(r"\s+([A-Za-z]+)")


def _infinitive(question: str, m: re.Match) -> bool:
    """Whether the word ``_OBJECT_RE`` found after "to" is an infinitive: the word before "to" is
    one that takes a verb after it (``lexicons.yaml`` infinitive_heads: "take to sprout", "want
    to renew", "how to descale")."""
    from course_lib.sim.words.cues import lexicon

    if not re.match(r"to\b", m.group(0), re.IGNORECASE):
        return False
    before = re.findall(r"[A-Za-z]+", question[:m.start()])
    return bool(before) and before[-1].lower() in lexicon("infinitive_heads")


_WORD_RE = re.compile(r"[A-Za-z]+")
_LONG_WORD_RE = re.compile(r"[A-Za-z]{4,}")
_OTHER_LETTER_RE = re.compile(r"[^\W\d_A-Za-z]")  # a letter outside plain English: "sábado", "päivinä"
_ENGLISH_ZIPF = 3.0  # a common English word ("the", "does", "server")
# "depend on redis?", "run with kafka?": the name that ends the question after a preposition
_OBJECT_RE = re.compile(r"\b(?:on|with|to|from|for|in|at|via|by|of|into|onto|under|behind|through)\s+"
                        r"(?P<word>[a-z]+)\s*[?.!]*\s*$")
# "the staging server", "the qa host", "a motorway lesson": a lower-case word between an article and a noun
_MODIFIER_RE = re.compile(r"\b(?:the|an?)\s+(?P<word>[a-z]+)\s+(?P<kind>[a-z][a-z-]*)\b")

