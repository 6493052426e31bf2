"""A question's word missing from the material, said there in other words (issue 26 point 1, near76):
"how much to fix a flat tyre?" over "Puncture repair: £12", "how much to dispose of a car tire?" over
"Tyres are accepted at £4 each", "how many do i take back to the chemist" over a "Pharmacist's note".
Matching words, not meanings, the simulator would say "I don't know", "The documents do not mention
'chemist'" or "I could not find anything about 'fix'" as if the material lacked the thing; a real model
reads the other word. Before such an absence is said, ``near(request, found, matcher)`` looks for a topic
word (or a phrasal verb, "give back") of the question that no line holds while a word related to it stands
on a line; then the absence rests on the word alone, and ``reply`` states that limit instead. Used by
``responders.extractive`` (its last "I don't know", and a thing no document holds), ``partial_answers`` (a
partial answer's "could not find", a terse question's "not listed": only a line other than the quoted ones
counts, since a quoted line that holds the other word already gives the answer) and ``quoted_answer`` (an
asked head on no line).

The relation is a general lexical resource, not a hand-made near-word table: ``data/sim/near_words.tsv``,
derived from Princeton WordNet 3.0 by ``scripts/build_near_words.py`` (licence beside it): per common
English word, the words sharing a synset among the first three senses of both, and its derivational forms.
``data/sim/near_words.yaml`` chooses the relations that count and the frequency bounds. Measured (the
absence probes, the fresh sets, notebook 07's refusals): direct hypernyms and hyponyms flag true absences
("filling" -> "charged", "teachers" -> "coach"); derivational forms "pharmacist" over "Pharmacy"; a rare
sense ("office" / "function") or a very common related word ("class" / "course") the same; so synonyms
only, both words' common readings, the related word at most Zipf 5.0. No such limit when a name of the
question is on no line ("the Rotterdam office" over notes that never name Rotterdam): the absence is the
name's. The table is read lazily, on the first question that needs it, never at import. True absences (no
related word on any line) keep their "I don't know".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.grounded import evidence
from course_lib.sim.reports import explain, limits
from course_lib.sim.request.reading import Request
from course_lib.sim.words.cues import cue_file_version, data_path, read
from course_lib.sim.words.matching import Matcher

__all__ = ["Near", "limit", "near", "related", "reply"]

DATA = "near_words.yaml"
TABLE = "near_words.tsv"
COLUMNS = ("synonyms", "derivational")  # the table's columns after the word
_MAX_LINES = 400  # lines of a document read
_MAX_SWAPS = 3  # words of a question read as the lines' words before it answers
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z'\u2019-]*[A-Za-z]")
_POSSESSIVE_RE = re.compile(r"['\u2019]s$")


@dataclass(frozen=True)
class Near:
    asked: str  # the question's word no line holds
    written: str  # the related word a line holds
    line: str  # that line


@lru_cache(maxsize=2)
def _table(path: str) -> dict[str, tuple[tuple[str, ...], ...]]:
    """word -> its related words per column (read once, on first use)."""
    out: dict[str, tuple[tuple[str, ...], ...]] = {}
    with open(path, encoding="utf-8") as fh:
        for row in fh:
            if row.startswith("#"):
                continue
            parts = row.rstrip("\n").split("\t")
            out[parts[0]] = tuple(tuple(x for x in col.split(",") if x) for col in parts[1:])
    return out


@lru_cache(maxsize=2)
def _settings(path: str, _mtime: float) -> tuple[frozenset[int], float, float, float]:
    data = read(DATA)
    wanted = frozenset(COLUMNS.index(str(r)) for r in data.get("relations") or ())
    return (wanted, float(data["max_related_zipf"]), float(data["min_asked_zipf"]), float(data["max_asked_zipf"]))


def _lemmas(word: str) -> list[str]:
    """The word and its plain forms the table may key ("tablets" -> "tablet", "dropped" -> "drop")."""
    w = word.lower().replace("\u2019", "'")
    w = w[:-2] if w.endswith("'s") else w.rstrip("'")  # "Pharmacist's" -> "pharmacist"
    out = [w]
    for end, put in (("ies", "y"), ("es", ""), ("s", ""), ("ed", ""), ("ed", "e"), ("ing", ""), ("ing", "e")):
        if w.endswith(end) and len(w) - len(end) >= 3:
            out.append(w[: len(w) - len(end)] + put)
    if len(w) > 4 and w[-1] == w[-2] and w.endswith(("dd", "gg", "pp", "tt", "nn")):
        out.append(w[:-1])
    return out


def related(word: str) -> frozenset[str]:
    """The words the table relates to ``word`` by the chosen relations (both directions of the table)."""
    wanted = _settings(*cue_file_version(DATA))[0]
    table = _table(str(data_path(TABLE)))
    out: set[str] = set()
    for lemma in _lemmas(word):
        cols = table.get(lemma)
        if cols:
            for i in wanted:
                if i < len(cols):
                    out.update(cols[i])
    return frozenset(out - {word.lower()})


def near(request: Request, found: evidence.Evidence, matcher: Matcher, beside_picks: bool = False,
         word: str | None = None) -> Near | None:
    """The first topic word (or phrasal verb: "give back") of the question on no line whose related word
    stands on a line, or ``None``.
    ``beside_picks``: only a line other than the chosen ones counts (a partial answer that already quotes the
    line with the related word quotes the answer; its absence sentence is about the word, not the thing).
    ``word``: only that word of the question (the one an absence is about to name)."""
    from course_lib.sim.words.weights import zipf

    if request.language != "en" or not request.documents:
        return None
    _, max_zipf, min_asked, max_asked = _settings(*cue_file_version(DATA))
    lines = [x for d in request.documents for x in getattr(d, "body", "").splitlines()[:_MAX_LINES] if x.strip()]
    held: set[str] = set()
    for x in lines:
        held |= matcher.forms(x)
    concepts = found.question.concepts
    if any(c.is_name and c.key not in held for c in concepts):
        return None  # a name of the question on no line: the material is about something else ("the Rotterdam office")
    question_forms = matcher.forms(request.search_question)

    def written(asked: str) -> Near | None:
        return _written(asked, lines, matcher, question_forms, max_zipf,
                        [s for _, s in found.picks] if beside_picks else [])

    fillers = _fillers(request.search_question)
    missing = [c for c in concepts if c.key_term and not c.answer_type and c.kind != "type" and not c.is_name
               and c.word.isalpha() and c.key not in held and c.word.lower() not in fillers]
    hits = {c.word.lower(): written(c.word) if min_asked <= zipf(c.word.lower()) <= max_asked else None
            for c in missing}
    if not any(hits.values()):
        return None
    said = [w.lower() for w in _WORD_RE.findall(request.search_question)]
    unhit = [c.word.lower() for c in concepts if c.key_term and not c.answer_type and c.kind != "type"
             and not c.is_name and c.key not in held and c.word.lower() not in fillers
             and hits.get(c.word.lower()) is None]
    topic = {c.word.lower() for c in concepts if c.key_term}
    for w in unhit:
        after = _next_words(w, said)
        if any(hits.get(x) is not None or matcher.forms(x) & held for x in after):
            continue  # a modifier of a thing said in other words ("a loaner car") or held ("a flat tyre")
        if zipf(w) < min_asked or (_after_determiner(w, request.search_question)
                                    and not any(x in topic for x in after)):
            return None  # another thing the question names, rare ("maggots" in "are maggots allowed as bait?"
            # over "Barbless hooks only") or a noun phrase's head ("the gears" in "did they fix the gears"
            # over a "REPAIR" line), is on no line in any words: the absence rests on it, a true one
    for c in missing:
        if word is not None and c.word.lower() != word.lower():
            continue
        hit = hits[c.word.lower()]
        if hit:
            return hit
    if word is None:
        text = " ".join(" ".join(lines).lower().split())
        for phrase in _phrasal_verbs(request.search_question):
            if phrase not in text:
                hit = written(phrase)
                if hit:
                    return hit
    return None


def _fillers(question: str) -> frozenset[str]:
    """The words of the question's stock phrases that name no thing ("moment" in "at the moment") and the words
    that frame a question about a thing rather than name one ("the impact of X on Y"; data)."""
    low = " ".join(question.lower().split())
    data = read(DATA)
    phrases = data.get("filler_phrases") or ()
    return frozenset([*(w for p in phrases if p in low for w in p.split()), *(data.get("frame_words") or ())])


def _after_determiner(word: str, question: str) -> bool:
    """``word`` stands right after a determiner or possessive ("the gears", "a prize", "the runner-up"): the
    head of the thing the question names."""
    dets = read(DATA).get("determiners") or ()
    return re.search(rf"\b(?:{'|'.join(map(re.escape, dets))})\s+{re.escape(word)}\b", question.lower()) is not None


def _next_words(word: str, said: list[str]) -> list[str]:
    """The words that stand right after ``word`` in the question ("tyre" after "flat" in "a flat tyre"): what a
    modifier modifies."""
    return [said[i + 1] for i, w in enumerate(said[:-1]) if w == word]


def _written(asked: str, lines: list[str], matcher: Matcher, question_forms: frozenset[str], max_zipf: float,
             picked: list[str]) -> Near | None:
    """The first line holding a word the table relates to ``asked`` (not one of the ``picked`` sentences')."""
    from course_lib.sim.words.weights import zipf

    for other in sorted(related(asked)):
        if zipf(other) > max_zipf:
            continue
        keys = matcher.forms(other)
        if not keys or keys & question_forms:
            continue
        own = matcher.analyse(other).concepts
        if not own or not all(k.key_term for k in own):
            continue
        if any(keys <= matcher.forms(s) for s in picked):
            continue
        for x in lines:
            if not keys <= matcher.forms(x):
                continue
            # the word itself on the line, inflected at most: not a compound that holds it ("post" in
            # "Compost") nor another derivation of its stem ("adjusted" for "adjustment")
            w = next((w for w in _WORD_RE.findall(x) if other in _lemmas(w)), None)
            if w:
                return Near(asked, _POSSESSIVE_RE.sub("", w), x.strip())
    return None


def _phrasal_verbs(question: str) -> list[str]:
    """The question's two-word phrasal verbs the table keys ("gave back" -> "give back")."""
    table = _table(str(data_path(TABLE)))
    words = [w.lower() for w in _WORD_RE.findall(question)]
    out = []
    for first, second in zip(words, words[1:], strict=False):
        phrase = next((f"{x} {second}" for x in _lemmas(first) if f"{x} {second}" in table), None)
        if phrase:
            out.append(phrase)
    return out


def _reread(request: Request, matcher: Matcher, hit: Near) -> str | None:
    """The question read with the lines' words for its own (``hit``'s, then up to two more the same way: "bike
    repaired" over "We mend bicycles"): the answer, said as a reading ("(Reading 'bike' as 'bicycles'.)"),
    when the sentences found then cover every topic word and answer; else ``None``."""
    from course_lib.sim.grounded.answer_forms import unanswered_form
    from course_lib.sim.grounded.citations import with_citations

    max_zipf = _settings(*cue_file_version(DATA))[1]
    lines = [x for d in request.documents for x in getattr(d, "body", "").splitlines()[:_MAX_LINES] if x.strip()]
    question, swaps = request.search_question, []
    for _ in range(_MAX_SWAPS):
        swapped = re.sub(rf"\b{re.escape(hit.asked)}\b", hit.written, question, flags=re.IGNORECASE)
        if swapped == question:
            return None
        question = swapped
        swaps.append(hit)
        again = evidence.gather(matcher, question, request.documents)
        rest = [c.word for c in again.uncovered if c.key_term and not c.answer_type and not c.is_name]
        if not rest:
            break
        hit = _written(rest[0], lines, matcher, matcher.forms(question), max_zipf, [])
        if hit is None:
            return None
    else:
        return None
    if not again.answered or unanswered_form(question, again):
        return None
    explain.rule("extractive answer: words of the question on no line read as lines' words WordNet relates "
                 "to them (near_words)", swaps=[(h.asked, h.written) for h in swaps],
                 sentences=[s for _, s in again.picks])
    said = "; ".join(f"{h.asked!r} as {h.written!r}" for h in swaps)
    return with_citations(f"(Reading {said}.) " + evidence.compose_answer(again), request)


def limit(found: Near) -> str:
    """The stated limit: the absence of the asked word rests on the word alone."""
    return limits.state(
        "tell whether the documents answer this",
        f"no line writes {found.asked!r}, but a line writes {found.written!r}, which may mean it in other words, "
        "and it matches words, not meanings",
        f"read whether {found.written!r} in the documents means {found.asked!r} and answer from that line, "
        "or say the documents do not hold it",
        kind="documents")


def reply(request: Request, found: evidence.Evidence, matcher: Matcher, absence: str,
          beside_picks: bool = False, word: str | None = None) -> str | None:
    """Before an absence (``absence`` names the reply it replaces; ``word`` the word it names, if one): the
    stated limit, or ``None``."""
    hit = near(request, found, matcher, beside_picks, word)
    if hit is None:
        return None
    reread = _reread(request, matcher, hit)
    if reread:
        return reread
    explain.rule(f"{absence}, but a word the question needs is on no line while a word related to it is "
                 "(WordNet: near_words)", asked=hit.asked, written=hit.written, sentences=[hit.line[:120]])
    return limit(hit)
