"""The question read another way when no sentence answers it as written (``extractive``): an
abbreviation the documents spell out ("ICU" for "intensive care unit",
``abbreviations_spelled_out``), a mistyped word one edit from a document's word ("platfrom",
``mistyped``), a misspelled name beside another name of the question on one line ("Felix Brant"
for "Brandt, Felix", ``misspelled_name``).
"""

from __future__ import annotations

import re

from course_lib.sim.request.reading import Request
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import one_edit

_CUE = patterns("question_rereadings")  # its cue patterns: data/sim/patterns.yaml


def abbreviations_spelled_out(request: Request) -> tuple[str, list[tuple[str, str]]] | None:
    """The question with each abbreviation that no document contains ("ICU") replaced by the
    words of the documents whose initials spell it ("intensive care unit"), and the pairs;
    ``None`` when no abbreviation of the question is spelled out there."""
    q = request.question
    letters = re.findall(r"[A-Za-z]+", q)
    if not letters or sum(w.isupper() for w in letters) > len(letters) / 2:  # a shouted question
        return None
    bodies = " ".join(f"{d.title} {d.body}" for d in request.documents)
    words = re.findall(r"[A-Za-z][\w'-]*", bodies)
    spelled = []
    for m in _CUE.abbreviation.finditer(q):
        short = m.group(0)
        core = short[:-1] if short.endswith("s") and short[:-1].isupper() else short
        if re.search(rf"\b{re.escape(core)}\b", bodies, re.IGNORECASE):
            continue  # the documents use it as it is
        n = len(core)
        for i in range(len(words) - n + 1):
            run = words[i : i + n]
            if "".join(w[0] for w in run).lower() == core.lower() and all(len(w) > 2 for w in run):
                spelled.append((short, " ".join(run)))
                break
    if not spelled:
        return None
    for short, long in spelled:
        q = re.sub(rf"\b{re.escape(short)}\b", long, q)
    return q, spelled


_HAN_RUN_RE = re.compile(r"[\u4e00-\u9fff]{3,}")
_HAN = "[\u4e00-\u9fff]"


def han_terms_shortened(request: Request) -> list[tuple[str, str]]:
    """(the question's term, the documents' longer term) for each three-character Chinese term of
    the question that no document contains and that is a document's term with characters left out
    ("保育费" for "保育教育费", "学杂费" for "学习杂项费"): its first two characters as they stand there,
    its last one at most three characters on."""
    bodies = " ".join(f"{d.title} {d.body}" for d in request.documents)
    if not _HAN_RUN_RE.search(bodies):
        return []
    out: list[tuple[str, str]] = []
    for run in _HAN_RUN_RE.findall(request.question):
        for i in range(len(run) - 2):
            short = run[i : i + 3]
            if short in bodies or any(short in a or a in short for a, _ in out):
                continue
            m = re.search(rf"{re.escape(short[:2])}{_HAN}{{1,3}}?{re.escape(short[2])}", bodies)
            if m and m.group(0) != short:
                out.append((short, m.group(0)))
    return out


_LOWER_WORD_RE = re.compile(r"(?<![\w-])[a-z]{4,}(?![\w-])")


def mistyped(request: Request) -> tuple[str, str, bool] | None:
    """``(question word, document word, the only one)`` when a lower-case word of the question is
    no word the simulator knows (Zipf 0) and is one edit (a letter added, dropped, changed, or two
    swapped) from a word of the documents: "platfrom" and "platform"; the flag says no other
    document word is one edit from it. ``None`` otherwise."""
    from course_lib.sim.words.weights import zipf

    unknown = [w for w in dict.fromkeys(_LOWER_WORD_RE.findall(request.question)) if zipf(w) == 0.0]
    if not unknown or not request.documents:
        return None
    vocabulary = set()
    for d in request.documents[:8]:
        vocabulary |= _document_words(d.body)
    for word in unknown[:6]:
        if word in vocabulary:
            continue
        near = sorted(v for v in vocabulary if abs(len(v) - len(word)) <= 1 and one_edit(word, v))
        if near:
            return word, near[0], len(near) == 1
    return None


_NAME_WORD_RE = re.compile(r"(?<![\w-])[A-Z][a-z]{3,}(?![\w-])")


def misspelled_name(request: Request) -> tuple[str, str, bool] | None:
    """``(question name, document name, True)`` when a capitalised word of the question ("Brant"),
    not its first word, is in no document, one edit from one document word only ("Brandt"), and
    a line holding that word also holds another name of the question that the documents hold
    ("Brandt, Felix" for "Felix Brant"): read as meant. ``None`` otherwise, and the usual reading
    goes on: alone, two names one letter apart are often two people or things (Mark and Mary,
    Merlin and Marlin), and an "I don't know" over them is right."""
    words = _NAME_WORD_RE.findall(request.question)
    first = re.match(r"\W*(\w+)", request.question)
    names = [w for w in dict.fromkeys(words) if not (first and first.group(1) == w)]
    if not names or not request.documents:
        return None
    bodies = [d.body for d in request.documents[:8] if hasattr(d, "body")]
    vocabulary = frozenset().union(*(_document_words(b) for b in bodies))
    for word in names[:6]:
        if word.lower() in vocabulary:
            continue
        near = sorted(v for v in vocabulary if abs(len(v) - len(word)) <= 1 and one_edit(word.lower(), v))
        if not near:
            continue
        others = [w for w in names if w != word and w.lower() in vocabulary]
        if len(near) != 1 or not others:
            continue
        found = [m.group(0) for b in bodies for m in [re.search(rf"\b{near[0]}\b", b, re.IGNORECASE)] if m]
        if any(re.search(rf"\b{near[0]}\b", line, re.IGNORECASE) and any(
                re.search(rf"\b{re.escape(o)}\b", line) for o in others) for b in bodies for line in b.split("\n")[:2000]):
            return word, (found[0] if found else near[0]), True
    return None


def _document_words(body: str) -> frozenset[str]:
    """A document's words of four letters or more, lower case (one home: ``typos.document_words``)."""
    from course_lib.sim.words.typos import document_words

    return document_words(body)
