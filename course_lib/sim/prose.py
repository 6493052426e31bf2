"""A document's text as a reader sees it: markdown blocks, then sentences (notebook 00).

``units(text)`` parses the text as markdown with markdown-it-py (CommonMark plus tables) and
returns its sentences, each with the role of the block it stands in (see ``Unit``):

- paragraphs hard-wrapped at any width are re-joined before they are split into sentences,
  so a note wrapped at 60 or 100 columns reads exactly like one written on long lines;
- list items are units of their own (``item``), headings too (``heading``);
- a table row becomes one fact in "column: value" form ("Service: Quasar cache; Owner: Atlas
  team"), so a row answers a question the way a sentence does (``table``);
- fenced and indented code (YAML too) is kept apart (``code``): never quoted as prose, never
  read as a label such as "question:";
- YAML front matter is dropped; inline markup (emphasis, links, `code`) becomes plain text;
- a paragraph whose lines are "Label: value" pairs (a record: "Name: ...", "Email: ...")
  keeps one unit per line, since those lines are facts, not a wrapped sentence.

Sentences are found by pysbd (Python Sentence Boundary Disambiguation), which knows
abbreviations ("Dr.", "e.g.", "approx."), decimals and quotations; Chinese text by its own
punctuation (pysbd's Chinese rules). Measured on invented notes (see the report of issue 14):
pysbd split every test case right where syntok missed "!" boundaries and blingfire split
"Dr. Smith"; blingfire also costs 0.5 s to import. pysbd is the slowest of the three
(about 60,000 characters a second), so each paragraph is segmented once per process (cached)
and a paragraph with no inner sentence mark skips it.

Sentences addressed to the model (prompt injection, ``injection.addressed_to_model``) are
left out: a document is data, never instructions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.injection import addressed_to_model

_CJK_RE = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]")
_FRONT_MATTER_RE = re.compile(r"\A\ufeff?---[ \t]*\n.*?\n(?:---|\.\.\.)[ \t]*(?:\n|\Z)", re.DOTALL)
_INNER_MARK_RE = re.compile(r"[.!?。！？；][\s\"')\]]*\S")
_RECORD_LINE_RE = re.compile(r"^\s*[\w\u4e00-\u9fff][\w\u4e00-\u9fff ()/&'.-]{0,40}[:：]\s*\S")


@dataclass(frozen=True)
class Unit:
    """One sentence of a text and the block it stands in."""

    text: str
    item: bool = False  # the first sentence of a list item
    heading: bool = False  # a heading ("## Timeouts")
    code: bool = False  # a code block (never prose)
    table: bool = False  # a table row as "column: value" facts
    block: int = 0  # index of its block (paragraph, item, row) in the text
    record_head: str = ""  # for a "Label: value" line of a record, the record's first line

    @property
    def line(self) -> int:  # kept for readers that speak of lines
        return self.block


@lru_cache(maxsize=1)
def _markdown():
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark", {"html": True}).enable("table")


@lru_cache(maxsize=4)
def _segmenter(language: str):
    import pysbd

    return pysbd.Segmenter(language=language, clean=False)


@lru_cache(maxsize=32768)
def split_sentences(paragraph: str) -> tuple[str, ...]:
    """The sentences of one paragraph (pysbd; a paragraph with no inner sentence mark is one)."""
    paragraph = " ".join(paragraph.split())
    if not paragraph:
        return ()
    if not _INNER_MARK_RE.search(paragraph):
        return (paragraph,)
    language = "zh" if _CJK_RE.search(paragraph) else "en"
    parts = [p.strip() for p in _segmenter(language).segment(paragraph)]
    return tuple(p for p in parts if p)


_CODE_MARK = "\u2e28{}\u2e29"  # ⸨n⸩ holds an inline code span's place while sentences are cut
_CODE_MARK_RE = re.compile("\u2e28(\\d+)\u2e29")


def _inline_text(token, codes: list[str]) -> str:
    """Plain text of an inline token: markup dropped, soft breaks as spaces; code spans are
    replaced by marks (``codes`` keeps them) so "source .venv/bin/activate" is not cut at a dot."""
    out: list[str] = []
    for child in token.children or []:
        kind = child.type
        if kind == "code_inline":
            codes.append(child.content)
            out.append(_CODE_MARK.format(len(codes) - 1))
        elif kind == "text":
            out.append(child.content)
        elif kind == "softbreak":
            out.append("\n")
        elif kind == "hardbreak":
            out.append("\n")
        elif kind == "image":
            out.append(child.content or "")
        elif kind == "html_inline":
            continue
    return "".join(out)


def _is_record(lines: list[str]) -> bool:
    return len(lines) >= 2 and sum(bool(_RECORD_LINE_RE.match(x)) for x in lines) >= max(
        2, len(lines) - 1
    )


def _restore(text: str, codes: list[str]) -> str:
    if not codes or "\u2e28" not in text:
        return text
    return _CODE_MARK_RE.sub(lambda m: codes[int(m.group(1))] if int(m.group(1)) < len(codes) else "", text)


def _paragraph_units(text: str, block: int, item: bool, codes: list[str] | None = None) -> list[Unit]:
    lines = [x.strip() for x in text.split("\n") if x.strip()]
    record = _is_record(lines)
    out: list[Unit] = []
    if not record and len(lines) >= 2 and _is_cjk_title(lines[0], lines[1]):
        # "第十二章 青石剑谱" above its text: a title line, not the start of the first sentence
        out.append(Unit(lines[0], heading=True, block=block))
        lines = lines[1:]
    pieces = lines if record else [_join_lines(lines)]
    first = True
    head = ""
    for n, piece in enumerate(pieces):
        for sentence in split_sentences(piece):
            clean = _restore(sentence, codes or []).strip(" \t-*•>")
            if clean and any(ch.isalnum() for ch in clean) and not addressed_to_model(clean):
                if record and n == 0 and not head:
                    head = clean
                    out.append(Unit(clean, item=item and first, block=block))
                else:
                    out.append(Unit(clean, item=item and first, block=block, record_head=head if record else ""))
                first = False
    return out


_HAN_RE = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff，。、；：！？（）“”]")  # no Korean: it spaces words
_CJK_PUNCT_RE = re.compile(r"[。！？，；：、,.!?;:]")


def _is_cjk_title(first: str, second: str) -> bool:
    """A short Chinese line with no punctuation over a line of text is a title."""
    return (
        len(first) <= 30
        and bool(_CJK_RE.search(first))
        and not _CJK_PUNCT_RE.search(first)
        and bool(_CJK_PUNCT_RE.search(second))
    )


def _join_lines(lines: list[str]) -> str:
    """Hard-wrapped lines re-joined: with a space, except between two Chinese characters."""
    out = ""
    for line in lines:
        if out and not (_HAN_RE.match(out[-1]) and _HAN_RE.match(line[0])):
            out += " "
        out += line
    return out


_TAG_RE = re.compile(r"<[^>]+>")


@lru_cache(maxsize=8192)
def units(text: str) -> tuple[Unit, ...]:
    """The sentences of ``text`` read as markdown (see the module docstring)."""
    if not text or not text.strip():
        return ()
    text = _FRONT_MATTER_RE.sub("", text, count=1)
    tokens = _markdown().parse(text)
    out: list[Unit] = []
    block = 0
    in_item = 0
    item_start = False
    headers: list[str] = []
    row: list[str] = []
    in_head = False
    for i, tok in enumerate(tokens):
        kind = tok.type
        previous = tokens[i - 1].type if i else ""
        if kind == "list_item_open":
            in_item += 1
            item_start = True
        elif kind == "list_item_close":
            in_item -= 1
        elif kind == "thead_open":
            in_head, headers = True, []
        elif kind == "thead_close":
            in_head = False
        elif kind == "tr_open":
            row = []
        elif kind == "tr_close":
            if not in_head and row:
                block += 1
                out.extend(_table_row(headers, row, block))
        elif kind == "inline":
            codes: list[str] = []
            content = _inline_text(tok, codes)
            if previous in ("th_open", "td_open"):
                (headers if in_head else row).append(" ".join(_restore(content, codes).split()))
                continue
            block += 1
            if previous == "heading_open":
                clean = " ".join(_restore(content, codes).split()).strip()
                if clean and not addressed_to_model(clean):
                    out.append(Unit(clean, heading=True, block=block))
                continue
            out.extend(_paragraph_units(content, block, bool(in_item) and item_start, codes))
            item_start = False
        elif kind in ("fence", "code_block"):
            block += 1
            code = tok.content.strip("\n")
            if code.strip():
                out.append(Unit(code, code=True, block=block))
        elif kind == "html_block":
            inner = _TAG_RE.sub(" ", tok.content)
            if inner.strip():
                block += 1
                out.extend(_paragraph_units(inner, block, False))
    return tuple(out)


def _table_row(headers: list[str], cells: list[str], block: int) -> list[Unit]:
    pairs = []
    for i, cell in enumerate(cells):
        if not cell:
            continue
        head = headers[i] if i < len(headers) and headers[i] else ""
        pairs.append(f"{head}: {cell}" if head else cell)
    if not pairs:
        return []
    if _CJK_RE.search(" ".join(pairs)):  # a Chinese table reads with Chinese punctuation
        fact = "；".join(p.replace(": ", "：", 1) for p in pairs)
        end = "" if fact.endswith("。") else "。"
    else:
        fact = "; ".join(pairs)
        end = "" if fact.endswith(".") else "."
    if addressed_to_model(fact):
        return []
    return [Unit(fact + end, table=True, block=block)]


def sentences(text: str) -> tuple[str, ...]:
    """The prose sentences of ``text`` (list items, table facts and headings too; no code)."""
    return tuple(u.text for u in units(text) if not u.code)


def plain(text: str) -> str:
    """``text`` with its markdown markup removed, blocks joined as prose."""
    return " ".join(u.text for u in units(text) if not u.code and not u.heading)
