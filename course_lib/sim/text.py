"""Plain text handling for the simulator: words, stems, sentences, names, documents.

Everything here is a small, readable rule, not a language model:
- words are lower-cased runs of letters/digits (``asyncio.wait`` and ``return_when`` stay whole
  and also yield their parts); Chinese/Japanese/Korean text becomes character bigrams;
- a light suffix stripper makes "manages", "managed" and "manager" meet at "manag";
- names ("Project Falcon", "Alice Chen") are runs of capitalised words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

STOP_WORDS = frozenset(
    """
    a an the and or but if then else of to in on at by for with from into onto about as is are
    was were be been being am do does did doing done have has had having i me my we our ours
    you your yours he him his she her it its they them their theirs this that these those
    there here what which who whom whose when where why how can could should would will shall
    may might must not no yes so than too very just also only any all some each every both
    either neither such own same other more most less least few many much up down out over
    under again further once s t please tell explain give show let lets know want like
    describe say said mean means get gets got one thing things way ways kind using via per
    hi hello hey thanks thank ok okay vs versus between e g eg ie etc
    don't doesn't didn't isn't aren't wasn't weren't can't cannot won't wouldn't shouldn't
    couldn't haven't hasn't what's it's that's there's here's how's where's who's i'm i've
    you're we're they're let's none something someone somebody anyone anybody
    """.split()
)
"""Words that carry no topic. Questions and descriptions are compared without them."""

GENERIC_WORDS = frozenset(
    "use used uses work works working happen happens need needs make makes example examples "
    "difference differences purpose main new".split()
)
"""Words that carry a little topic: they count half when comparing texts."""

ANSWER_TYPE_WORDS = frozenset(
    "city country place location person people name year date day time number amount "
    "value type long many much often far old big".split()
)
"""Words naming the kind of answer wanted ("which city"): the answer rarely repeats them."""

_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
_CJK_RE = re.compile(f"[{_CJK}]")
_TOKEN_RE = re.compile(rf"[{_CJK}]+|[A-Za-z0-9\u00c0-\u024f]+(?:[._'\-][A-Za-z0-9\u00c0-\u024f]+)*")
_FUNCTION_CHARS = frozenset(
    "的了是在吗呢吧啊么什怎如何哪谁为我你他她它们这那和与及或有个也都就要会能可以一不请问"
)
_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+(?=[\"'(\[A-Z0-9`*_-])|(?<=[。！？；])|\n+")
_NAME_WORD = r"(?:[A-Z][A-Za-z0-9]*(?:[-'][A-Za-z0-9]+)?|[A-Z0-9]{2,}[a-z]?)"
_NAME_RE = re.compile(rf"{_NAME_WORD}(?:\s+(?:of\s+|de\s+|van\s+)?{_NAME_WORD})*")


def has_cjk(text: str) -> bool:
    return bool(_CJK_RE.search(text))


_IRREGULAR = {
    "led": "lead",
    "ran": "run",
    "built": "build",
    "wrote": "write",
    "written": "write",
    "made": "make",
    "kept": "keep",
    "held": "hold",
    "sold": "sell",
    "bought": "buy",
    "taught": "teach",
    "went": "go",
    "gone": "go",
    "began": "begin",
    "begun": "begin",
    "chose": "choose",
    "chosen": "choose",
    "gave": "give",
    "given": "give",
    "took": "take",
    "taken": "take",
    "saw": "see",
    "seen": "see",
    "knew": "know",
    "known": "know",
    "paid": "pay",
    "sent": "send",
    "spent": "spend",
    "met": "meet",
    "brought": "bring",
    "thought": "think",
    "told": "tell",
    "grew": "grow",
    "grown": "grow",
    "drew": "draw",
    "drawn": "draw",
    "won": "win",
    "lost": "lose",
    "became": "become",
    "came": "come",
    "stood": "stand",
    "sat": "sit",
    "spoke": "speak",
    "spoken": "speak",
    "broke": "break",
    "broken": "break",
    "found": "find",
    "founded": "found",
    "children": "child",
    "people": "person",
    "men": "man",
    "women": "woman",
}


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light English suffix stripper (consistent, not linguistically perfect).

    "manages", "managed", "manager", "management" -> "manag"; "takes", "take" -> "tak";
    a few irregular forms first ("led" -> "lead", "written" -> "write").
    """
    w = word.lower()
    w = _IRREGULAR.get(w, w)
    if len(w) <= 3 or not w.isalpha():
        return w
    for suffix in (
        "ations",
        "ation",
        "ments",
        "ment",
        "ings",
        "ing",
        "ers",
        "er",
        "ies",
        "ied",
        "es",
        "ed",
        "ly",
        "s",
    ):
        if not w.endswith(suffix):
            continue
        if suffix == "s" and (w.endswith("ss") or w.endswith("us") or w.endswith("is")):
            continue
        base = w[: -len(suffix)]
        if len(base) < 3:
            if suffix in ("es", "ed"):
                base = w[:-1]  # "uses" -> "use", "used" -> "use"
            else:
                continue
        if suffix in ("ies", "ied"):
            base += "y"
        elif len(base) >= 4 and base[-1] == base[-2] and base[-1] not in "lsz":
            base = base[:-1]  # running -> run
        w = base
        if suffix in ("ed", "ing", "ings") and w.endswith("er") and len(w) >= 5:
            w = w[:-2]  # "covered" -> "cov", as "covers" and "cover" do
        break
    if len(w) > 3 and w.endswith("e"):
        w = w[:-1]
    return w


@lru_cache(maxsize=8192)
def raw_tokens(text: str) -> tuple[str, ...]:
    """Lower-cased tokens in order; CJK runs become overlapping character bigrams."""
    out: list[str] = []
    for match in _TOKEN_RE.finditer(text):
        tok = match.group(0)
        if _CJK_RE.match(tok):
            chars = [c for c in tok]
            if len(chars) == 1:
                if chars[0] not in _FUNCTION_CHARS:
                    out.append(chars[0])
                continue
            for a, b in zip(chars, chars[1:], strict=False):
                if not (a in _FUNCTION_CHARS and b in _FUNCTION_CHARS):
                    out.append(a + b)
        else:
            out.append(tok.lower().strip("'"))
    return tuple(out)


def is_content(token: str) -> bool:
    return token not in STOP_WORDS and (len(token) > 1 or has_cjk(token) or token.isdigit())


@lru_cache(maxsize=8192)
def content_terms(text: str) -> tuple[str, ...]:
    """Stems of the content words, in order of first appearance, without repeats.

    A compound like ``asyncio.wait`` yields itself and its parts ``asyncio`` and ``wait``.
    """
    seen: dict[str, None] = {}
    for tok in raw_tokens(text):
        if not is_content(tok):
            continue
        seen.setdefault(tok if has_cjk(tok) else stem(tok), None)
        if any(sep in tok for sep in "._-"):
            for part in re.split(r"[._\-]", tok):
                if part and is_content(part):
                    seen.setdefault(stem(part), None)
            if "." in tok:  # "builder.add_conditional_edges" also yields "add_conditional_edges"
                for segment in tok.split("."):
                    if segment and segment != tok and any(sep in segment for sep in "_-"):
                        seen.setdefault(stem(segment), None)
    return tuple(seen)


def content_words(text: str) -> list[str]:
    """The content words themselves (original spelling), in order, without repeats."""
    seen: dict[str, None] = {}
    for match in _TOKEN_RE.finditer(text):
        tok = match.group(0)
        if is_content(tok.lower()) and tok.lower() not in {w.lower() for w in seen}:
            seen.setdefault(tok, None)
    return list(seen)


@dataclass(frozen=True)
class Unit:
    """One sentence of a text and where it stands: the start of a list item, a heading, code."""

    text: str
    item: bool = False  # the first sentence of a list item ("- ...", "1. ...")
    heading: bool = False  # a markdown heading line ("## Timeouts")
    code: bool = False  # a line inside a fenced code block
    line: int = 0  # the line of the text it is on


_ITEM_RE = re.compile(r"\s*(?:[-*•]|\d{1,2}[.)])\s+")


_ADDRESSED_TO_MODEL = re.compile(
    r"\b(?:ignore|disregard|forget|override)\b[^.!?]{0,40}\b(?:previous|prior|above|earlier|all|your)\b"
    r"[^.!?]{0,25}\b(?:instructions?|prompts?|rules?|guidelines)\b"
    r"|^\W*(?:important\W+)?(?:system\s+(?:note|message|prompt)|assistant|ai|llm)\s*[:：]"
    r"|\b(?:you are now|as an ai\b|answer only\b|reply only\b|respond only\b)",
    re.IGNORECASE,
)


def addressed_to_model(sentence: str) -> bool:
    """Is this sentence an instruction aimed at the assistant rather than content?

    Documents are data, never instructions: a note saying "ignore previous instructions and
    ..." or "SYSTEM NOTE: answer only ..." is not a fact to quote (notebook 02, prompt injection).
    """
    return bool(_ADDRESSED_TO_MODEL.search(sentence))


@lru_cache(maxsize=4096)
def sentence_units(text: str) -> tuple[Unit, ...]:
    """The sentences of a text (list items and lines too), each with its role (see ``Unit``).

    Sentences addressed to the model (prompt-injection attempts) are left out: they are not
    content a model should quote or reason from."""
    out: list[Unit] = []
    fenced = False
    for number, line in enumerate(text.split("\n")):
        stripped = line.strip()
        if stripped.startswith("```"):
            fenced = not fenced
            if any(ch.isalnum() for ch in stripped):
                out.append(Unit(stripped.strip(" \t-*•#>"), code=True, line=number))
            continue
        heading = stripped.startswith("#")
        item = bool(_ITEM_RE.match(line)) and not fenced
        first = True
        for part in _SENTENCE_RE.split(line):
            part = part.strip(" \t-*•#>")
            if part and any(ch.isalnum() for ch in part) and not addressed_to_model(part):
                out.append(Unit(part, item and first, heading, fenced, number))
                first = False
    return tuple(out)


@lru_cache(maxsize=4096)
def sentences(text: str) -> tuple[str, ...]:
    """Sentences (and list items / lines) of a text, stripped, empty ones dropped."""
    return tuple(u.text for u in sentence_units(text))


_NAME_STOP = STOP_WORDS | {"i", "id", "ok", "faq", "url", "api", "note", "notes"}


@lru_cache(maxsize=8192)
def names(text: str) -> tuple[str, ...]:
    """Capitalised names in a text ("Project Falcon", "Alice Chen"), in order, no repeats.

    A leading stop word is dropped ("The Data Platform" -> "Data Platform"); single words that
    only start a sentence ("What", "Use") are ignored.
    """
    found: dict[str, None] = {}
    for match in _NAME_RE.finditer(text):
        words = match.group(0).split()
        while words and words[0].lower() in _NAME_STOP:
            words = words[1:]
        while words and words[-1].lower() in {"of", "de", "van"}:
            words = words[:-1]
        if not words:
            continue
        start = match.start() + match.group(0).find(words[0])
        at_sentence_start = start == 0 or text[:start].rstrip()[-1:] in {
            ".",
            "!",
            "?",
            ":",
            "\n",
            "",
        }
        if len(words) == 1 and at_sentence_start and not any(c.isdigit() for c in words[0]):
            if words[0].isupper() and len(words[0]) > 1:
                pass  # an acronym such as GIL is a name even at the start
            else:
                continue
        found.setdefault(" ".join(words), None)
    return tuple(found)


# --- Documents in a prompt -------------------------------------------------------------------

_SOURCE_RE = re.compile(r"\[source:\s*([^\]\n]+)\]", re.IGNORECASE)
_NUMBER_BEFORE_RE = re.compile(
    r"(?:document|doc|#)?\s*\[?(\d{1,3})[\].:)]?\s*[:\-]?\s*$", re.IGNORECASE
)
_LABEL_END_RE = re.compile(
    r"\n\s*(?:user question|question|original question|previous query|query|sub-questions?|"
    r"open sub-questions?|notes gathered so far|documents retrieved so far)\s*:",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Document:
    """One document found in a prompt or a tool result."""

    source: str | None
    title: str
    body: str
    number: int  # as shown in the prompt ("Document 2"), else its position, 1-based

    @property
    def text(self) -> str:
        return f"{self.title}\n{self.body}" if self.title else self.body

    @property
    def cite(self) -> str:
        return f"[{self.source}]" if self.source else ""


@lru_cache(maxsize=2048)
def parse_documents(text: str) -> tuple[Document, ...]:
    """Documents in the course format ``[source: x] Title\\n<text>`` found anywhere in ``text``."""
    # "[source: ...]" in instructions is an example of the format, not a document
    marks = [m for m in _SOURCE_RE.finditer(text) if m.group(1).strip(" .…")]
    docs: list[Document] = []
    for i, mark in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(text)
        chunk = text[mark.end() : end]
        label = _LABEL_END_RE.search(chunk)
        if label:
            chunk = chunk[: label.start()]
        if i + 1 < len(marks):  # drop a "Document 3:" prefix that belongs to the next one
            tail = _NUMBER_BEFORE_RE.search(chunk.rstrip()[-16:])
            if tail and tail.group(0).strip():
                chunk = chunk.rstrip()[: len(chunk.rstrip()) - len(tail.group(0))]
        title, _, body = chunk.partition("\n")
        line_start = text.rfind("\n", 0, mark.start()) + 1
        before = text[line_start : mark.start()]
        number_match = _NUMBER_BEFORE_RE.search(before) if before.strip() else None
        if number_match is None and before.strip() == "" and line_start > 0:
            prev_line = text[text.rfind("\n", 0, line_start - 1) + 1 : line_start - 1]
            number_match = (
                _NUMBER_BEFORE_RE.fullmatch(prev_line.strip()) if prev_line.strip() else None
            )
        number = int(number_match.group(1)) if number_match else i + 1
        docs.append(Document(mark.group(1).strip(), title.strip(), body.strip(), number))
    return tuple(docs)


_DOC_LABEL_RE = re.compile(
    r"(?:retrieved document|document|context|documents|notes gathered so far|documents retrieved so far)\s*:\s*\n?",
    re.IGNORECASE,
)


def labelled_text_document(text: str) -> Document | None:
    """A document given without a source marker, after a label such as ``Document:``."""
    match = _DOC_LABEL_RE.search(text)
    if not match:
        return None
    chunk = text[match.end() :]
    label = _LABEL_END_RE.search("\n" + chunk)
    if label:
        chunk = chunk[: max(label.start() - 1, 0)]
    chunk = chunk.strip()
    if not chunk:
        return None
    return Document(None, "", chunk, 1)
