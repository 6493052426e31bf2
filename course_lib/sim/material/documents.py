"""Documents in a prompt or a tool result, in every common shape (notebooks 01, 02, 04).

``find(text)`` returns the documents it recognises and where they stand, so the reader can
keep them apart from the instructions (a question is never taken from inside a document).
Shapes, most specific first:

- the course's own ``[source: notes/x.md] Title`` lines, each starting a document;
- ``str(list_of_Documents)``: ``Document(metadata={...}, page_content='...')`` reprs, read with
  Python's own parser (``ast``), never by eye;
- search results as JSON or Python literals (Tavily-style ``{"results": [{"url", "title",
  "content"}]}``, a list of dicts with ``page_content`` / ``content`` / ``text`` / ``snippet``);
- tags: ``<document>``, ``<doc id=...>``, ``<source>`` / ``<document_content>`` inside them;
- records: ``Source: {...}`` / ``URL: ...`` / ``Title: ...`` followed by ``Content: ...``
  (the LangChain RAG tutorial's retriever tool);
- numbered documents: ``[1] ...``, ``Document 2: ...``, ``Source [3]:``, ``Doc 3 (source: x):``, ``[片段 1]``,
  ``引用 2`` on a line of its own.

``literal_value(text)`` is a structured tool result's value, JSON or a Python literal.

``tool_documents(text, artifact)`` reads a tool result: the documents above, the tool's
artifact (LangChain ``Document`` objects, whose metadata is the truth), or else the whole
text as one unnamed document (a retriever tool's plain chunks joined by blank lines).

A document's source, and so its citation, comes only from its metadata (marker, repr,
attribute, record field), never from marker-like text inside a body.
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

# The shape of documents read from a prompt shape the reader has only lately learned (a system
# prompt's material under a label ending its first paragraph, "Source [2]:" blocks): its answers
# from them are trusted only when whole (``grounded.guarded_shapes``).
GUARDED_SHAPE = "guarded"

_SOURCE_KEYS = ("source", "url", "link", "href", "file_path", "path", "filename", "id", "doc_id")
_TITLE_KEYS = ("title", "name", "heading")
_BODY_KEYS = ("page_content", "content", "text", "snippet", "body", "raw_content", "chunk", "passage")


@dataclass(frozen=True)
class Document:
    """One document found in a prompt or a tool result."""

    source: str | None
    title: str
    body: str
    number: int  # as shown in the prompt ("Document 2"), else its position, 1-based
    shape: str = field(default="course", compare=False)  # how it was written

    @property
    def text(self) -> str:
        return f"{self.title}\n{self.body}" if self.title else self.body

    @property
    def cite(self) -> str:
        return f"[{self.source}]" if self.source else ""


# --- label lines that end a document ---------------------------------------------------------

_END_LABEL_RE = re.compile(
    r"\n[ \t]*(?:#+[ \t]*)?(?:\*\*)?(?:here is |here's |now,? |review |this is )?(?:the )?"
    r"(?:user'?s? |original |initial |main |overall |current |follow-?up |input |student |llm |"
    r"previous |last |open )?"
    r"(?:question|query|generation|answer|response|sub-?questions?|problem|task|"
    r"notes gathered so far|documents retrieved so far|问题|用户问题|回答|答案)"
    r"(?:\*\*)?[ \t]*[:：]",
    re.IGNORECASE,
)


def _cut_at_label(chunk: str) -> str:
    match = _END_LABEL_RE.search(chunk)
    return chunk[: match.start()] if match else chunk


# --- the course's markers --------------------------------------------------------------------

_MARK_RE = re.compile(
    r"(?:^|(?<=\n))[ \t]*(?:(?:document|doc|#)\s*(?P<num>\d{1,3})\s*[:.)\]-]?\s*(?:\n[ \t]*)?)?"
    r"\[source:\s*(?P<src>[^\]\n]+)\]",
    re.IGNORECASE,
)


_SOURCE_TAG_RE = re.compile(r"\[source:", re.IGNORECASE)
_PREFIX_RE = re.compile(r"[ \t]*(?:(?:document|doc|#)\s*\d{1,3}\s*[:.)\]-]?\s*)?", re.IGNORECASE)


def _course(text: str) -> list[tuple[int, int, Document]]:
    if "[source:" not in text and "[Source:" not in text and "[SOURCE:" not in text:
        return []
    marks = []
    for m in _SOURCE_TAG_RE.finditer(text):  # fast: the literal "[source:" first
        line_start = text.rfind("\n", 0, m.start()) + 1
        prefix = text[line_start : m.start()]
        if prefix.strip() and not _PREFIX_RE.fullmatch(prefix):
            continue  # a marker inside a line is text, not the start of a document
        if not prefix.strip() and line_start > 0:  # "Document 2:" on the line above
            above_start = text.rfind("\n", 0, line_start - 1) + 1
            above = text[above_start : line_start - 1]
            if _PREFIX_RE.fullmatch(above.strip() + " ") and above.strip():
                line_start = above_start
        found = _MARK_RE.match(text, line_start)
        if found and found.group("src").strip(" .…"):
            marks.append(found)
    out = []
    labels = [m.start() for m in _END_LABEL_RE.finditer(text)] if marks else []
    for i, mark in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(text)
        cut = next((p for p in labels if mark.end() <= p < end), None)  # a label ends it
        chunk = text[mark.end() : cut if cut is not None else end]
        title, _, body = chunk.partition("\n")
        number = int(mark.group("num")) if mark.group("num") else len(out) + 1
        doc = Document(mark.group("src").strip(), title.strip(), body.strip(), number, "course")
        out.append((mark.start(), mark.end() + len(chunk), doc))
    return out


# --- Document reprs --------------------------------------------------------------------------


def _balanced_end(text: str, start: int) -> int:
    """Index just past the parenthesis that closes the one at ``start`` (strings respected)."""
    depth, i, quote = 0, start, ""
    while i < len(text):
        ch = text[i]
        if quote:
            if ch == "\\":
                i += 2
                continue
            if text.startswith(quote, i):
                i += len(quote)
                quote = ""
                continue
        elif ch in "'\"":
            quote = text[i : i + 3] if text[i : i + 3] in ("'''", '"""') else ch
            i += len(quote)
            continue
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return -1


def _str_reprs(text: str, taken: list[tuple[int, int]]) -> list[tuple[int, int, Document]]:
    """``str(Document)``: ``page_content='<text as is>' metadata={...}`` (the text is not
    escaped, so each runs to the next ``page_content=`` or the end), outside ``Document(...)``."""
    starts = [
        m for m in re.finditer(r"(?<![\w(,])page_content=(['\"])", text)
        if not any(a <= m.start() < b for a, b in taken)
    ]
    out = []
    for i, m in enumerate(starts):
        stop = starts[i + 1].start() if i + 1 < len(starts) else len(text)
        for a, _b in taken:
            if m.end() <= a < stop:
                stop = a
        q = re.escape(m.group(1))
        close = re.search(
            rf"{q}(?=[ \t]*(?:metadata=\{{|\n[ \t]*\n|\n?\Z|,?\s*(?:page_content=|\])))", text[m.end() : stop]
        )
        if close:
            tail = re.match(r"[ \t]*metadata=\{", text[m.end() + close.end() : stop])
            meta_end = _balanced_end(text, m.end() + close.end() + tail.end() - 1) if tail else -1
            stop = meta_end if meta_end > 0 else m.end() + close.end()
        segment = text[m.end() : stop].rstrip().rstrip(",]").rstrip()
        meta: dict = {}
        cut = segment.rfind(" metadata={")
        if cut >= 0:
            open_at = cut + len(" metadata=")
            close = _balanced_end(segment, open_at)
            if close > 0:
                try:
                    parsed = ast.literal_eval(segment[open_at:close])
                    meta = parsed if isinstance(parsed, dict) else {}
                    segment = segment[:cut]
                except (ValueError, SyntaxError):
                    pass
        body = segment[:-1] if segment.endswith(m.group(1)) else segment
        if body.strip():
            out.append((m.start(), stop, _from_mapping({**meta, "page_content": body}, 0, "repr")))
    return out


def _reprs(text: str) -> list[tuple[int, int, Document]]:
    found = _call_reprs(text)
    more = _str_reprs(text, [(a, b) for a, b, _ in found])
    if not more:
        return found
    merged = sorted(found + more, key=lambda t: t[0])
    return [(a, b, replace(d, number=i + 1)) for i, (a, b, d) in enumerate(merged)]


def _call_reprs(text: str) -> list[tuple[int, int, Document]]:
    out = []
    for match in re.finditer(r"\bDocument\(", text):
        end = _balanced_end(text, match.end() - 1)
        if end < 0:
            continue
        try:
            call = ast.parse(text[match.start() : end], mode="eval").body
        except SyntaxError:
            continue
        if not isinstance(call, ast.Call):
            continue
        fields: dict[str, Any] = {}
        for kw in call.keywords:
            try:
                fields[kw.arg or ""] = ast.literal_eval(kw.value)
            except (ValueError, SyntaxError):
                continue
        body = fields.get("page_content")
        if not isinstance(body, str):
            continue
        meta = fields.get("metadata") if isinstance(fields.get("metadata"), dict) else {}
        out.append((match.start(), end, _from_mapping({**meta, "page_content": body}, len(out) + 1, "repr")))
    return out


# --- JSON / literals -------------------------------------------------------------------------


def _from_mapping(item: dict, number: int, shape: str) -> Document:
    meta = item.get("metadata") if isinstance(item.get("metadata"), dict) else {}
    merged = {**meta, **{k: v for k, v in item.items() if k != "metadata"}}
    source = next((str(merged[k]) for k in _SOURCE_KEYS if merged.get(k) not in (None, "")), None)
    title = next((str(merged[k]) for k in _TITLE_KEYS if merged.get(k) not in (None, "")), "")
    body = next((str(merged[k]) for k in _BODY_KEYS if isinstance(merged.get(k), str) and merged[k].strip()), "")
    raw = merged.get("raw_content")
    if isinstance(raw, str) and len(raw.strip()) > len(body):  # Tavily's include_raw_content: the page itself
        body = raw.strip() if body[:60] in raw else f"{body}\n\n{raw.strip()}"
    if source and title == source:
        title = ""
    return Document(source, title.strip(), body.strip(), number, shape)


def _doc_items(value: Any) -> list[dict]:
    if isinstance(value, dict):
        for key in ("results", "documents", "docs", "items", "hits", "data", "context", "sources"):
            if isinstance(value.get(key), list):
                return _doc_items(value[key])
        if any(isinstance(value.get(k), str) for k in _BODY_KEYS):
            return [value]
        if value and all(isinstance(v, str) for v in value.values()) and (
            all(re.search(r"\d\s*$", str(k)) for k in value) or all(len(v.strip()) >= 40 for v in value.values())
        ):  # {"已知内容 1": "...", "已知内容 2": "..."}: numbered (or passage-long) passages by label
            return [{"title": str(k), "content": v} for k, v in value.items() if v.strip()]
        return []
    if isinstance(value, list):
        if value and all(isinstance(v, str) for v in value) and any(len(v.split()) >= 3 for v in value):
            # ["- first point", "- second point"]: a list of passages (or of refined key points)
            return [{"content": v} for v in value if v.strip()]
        items = [v for v in value if isinstance(v, dict)]
        return [v for v in items if any(isinstance(v.get(k), str) for k in _BODY_KEYS)]
    return []


MAX_LITERAL_CHARS = 200_000  # a Python literal longer than this is not parsed (ast's cost grows with it)


def literal_value(text: str) -> Any:
    """A tool result's structured value: JSON, or the Python literal ``str(dict)`` / ``str(list)``
    gives (single quotes, ``True``, ``None``: a learner's tool that returns ``str(record)``), for a
    text that starts with ``{`` or ``[``; ``None`` for anything else. One home for every reader of
    a structured result (records, listings, nested records)."""
    stripped = text.strip()
    if not stripped.startswith(("{", "[")):
        return None
    try:
        return json.loads(stripped)
    except ValueError:
        pass
    if len(stripped) > MAX_LITERAL_CHARS:
        return None
    try:
        value = ast.literal_eval(stripped)
    except (ValueError, SyntaxError, MemoryError, RecursionError, TypeError):
        return None
    return value if isinstance(value, dict | list) else None


def _parse_literal(stripped: str) -> Any:
    """A JSON value or Python literal; JSON may be followed by one short label line
    ("[{...}]\nKey points:", as a template leaves it)."""
    try:
        return json.loads(stripped)
    except ValueError:
        pass
    try:
        value, end = json.JSONDecoder().raw_decode(stripped)
        rest = stripped[end:].strip()
        if "\n" not in rest and len(rest) <= 60:
            return value
    except ValueError:
        pass
    try:
        return ast.literal_eval(stripped)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return None


def _literal(text: str) -> list[tuple[int, int, Document]]:
    stripped = text.strip()
    if not stripped or stripped[0] not in "[{":
        return []
    value = _parse_literal(stripped)
    if value is None:
        return []
    items = _doc_items(value)
    start = text.find(stripped[0])
    docs = [_from_mapping(item, i, "json") for i, item in enumerate(items, start=1)]
    docs = [d for d in docs if d.body]
    return [(start, len(text), d) for d in docs]


_LITERAL_START_RE = re.compile(r"(?:^|(?<=\n)|(?<=[:：]))[ \t]*(?=[\[{])")
_MAX_LITERALS = 8  # candidate literals tried per text
_MIN_LITERAL_CHARS = 20  # characters of each document's body at least


def _embedded_literal(text: str) -> list[tuple[int, int, Document]]:
    """A list (or a mapping of results) of document objects inside a prompt, at the start of a line
    or after a label's colon ("Answer using these documents.\n[{"page_content": ..., "metadata":
    {...}}]\n\nQuestion: ..."): read with ``json`` / ``ast`` like a whole-text literal. Only
    objects with a body of a few words (``_MIN_LITERAL_CHARS``), and a source, metadata or a second object beside them
    (not a one-key example of a reply's JSON)."""
    out: list[tuple[int, int, Document]] = []
    done = 0
    for n, m in enumerate(_LITERAL_START_RE.finditer(text)):
        if n >= _MAX_LITERALS:
            break
        start = m.end()
        if start < done:
            continue
        end = _balanced_end(text, start)
        if end < 0:
            continue
        value = _parse_literal(text[start:end])
        if not isinstance(value, (list, dict)) or (isinstance(value, list) and not all(isinstance(v, dict) for v in value)):
            continue
        items = _doc_items(value)
        docs = [_from_mapping(item, len(out) + i, "json") for i, item in enumerate(items, start=1)]
        if not docs or any(len(d.body) < _MIN_LITERAL_CHARS for d in docs):
            continue
        if len(docs) == 1 and not (docs[0].source or isinstance(items[0].get("metadata"), dict)):
            continue
        out.extend((start, end, d) for d in docs)
        done = end
    return out


# --- tags ------------------------------------------------------------------------------------

_TAG_RE = re.compile(
    r"<(?P<tag>document|doc|passage|search_result|result|article|snippet)\b(?P<attrs>[^>]*)>"
    r"(?P<inner>.*?)</(?P=tag)\s*>",
    re.IGNORECASE | re.DOTALL,
)
_ATTR_RE = re.compile(r"([\w:-]+)\s*=\s*(?:\"([^\"]*)\"|'([^']*)'|([^\s>]+))")
_INNER_RE = re.compile(r"<(?P<tag>[\w_]+)[^>]*>(?P<val>.*?)</(?P=tag)\s*>", re.DOTALL)


def _repr_escapes(inner: str) -> str:
    """A tag's text as written inside a Python list repr (``str(["<Document ...>\\n...</Document>"])``,
    LangChain Academy's ``{context}`` filled with the list itself): its escaped newlines and quotes
    read as the characters they stand for. Text with real newlines is left as it is."""
    if "\\n" not in inner or "\n" in inner:
        return inner
    return inner.replace("\\n", "\n").replace("\\t", " ").replace("\\'", "'").replace('\\"', '"')


def _tags(text: str) -> list[tuple[int, int, Document]]:
    out = []
    for match in _TAG_RE.finditer(text):
        attrs = {m.group(1).lower(): m.group(2) or m.group(3) or m.group(4) for m in _ATTR_RE.finditer(match.group("attrs"))}
        inner = _repr_escapes(match.group("inner"))
        fields = {m.group("tag").lower(): m.group("val").strip() for m in _INNER_RE.finditer(inner)}
        body = next(
            (fields[k] for k in ("document_content", "content", "page_content", "text", "body", "snippet") if fields.get(k)),
            None,
        )
        if body is None:
            body = _INNER_RE.sub(lambda m: "" if m.group("tag").lower() in ("source", "title", "url", "id") else m.group(0), inner)
            body = re.sub(r"<[^>]+>", " ", body)
        item = {**attrs, **{k: v for k, v in fields.items() if k in _SOURCE_KEYS + _TITLE_KEYS}, "content": body}
        number = int(attrs["index"]) if str(attrs.get("index", "")).isdigit() else len(out) + 1
        doc = _from_mapping(item, number, "tag")
        if doc.source == str(number) and "id" in attrs and not any(k in attrs for k in ("source", "url")):
            doc = Document(None, doc.title, doc.body, number, "tag")  # <doc id=1>: a number, no source
        out.append((match.start(), match.end(), doc))
    return out


# --- records ("Source: ...\nContent: ...") ---------------------------------------------------

# Field names of a record, English and Chinese ("标题：", "URL:", "摘要：", "发布时间：").
# A label may carry one qualifying word ("Article Title:", "Article Snippet:"), and a record may
# open with its id ("Source ID: 3"), which is then the number the prompt shows for it.
# LangChain's Wikipedia tool writes "Page: <title>\nSummary: <text>": a page named by words is
# the record's title (a page given as a number, "Page: 12", stays a page number), and a summary
# is its body.
_REC_QUAL = r"(?:[a-z]+[ \t]+)?"
_REC_ID = r"(?:source|doc(?:ument)?|article|passage|chunk)[ _]id"
_REC_HEAD = rf"{_REC_ID}|{_REC_QUAL}(?:source|url|link|title|metadata|page)|标题|名称|来源|链接|网址|出处"
_REC_META = (rf"{_REC_ID}|{_REC_QUAL}(?:source|url|link|title|metadata|date|score|author|page)|"
             r"标题|名称|来源|链接|网址|出处|日期|时间|发布时间|作者|章节|得分|分数")
_REC_BODY = rf"{_REC_QUAL}(?:content|text|page[ _]content|snippet|body|excerpt|summary)|内容|正文|摘要|文本|片段"
_REC_KEYS = ("content", "text", "snippet", "body", "excerpt", "summary", "source", "url", "link", "title",
             "metadata", "date", "score", "author", "page")
_RECORD_START_RE = re.compile(
    rf"(?:^|(?<=\n))[ \t]*(?:{_REC_HEAD}|章节)[ \t]*[:：][^\n]*\n"
    rf"(?:[ \t]*(?:{_REC_META})[ \t]*[:：][^\n]*\n){{0,3}}"
    rf"[ \t]*(?:{_REC_BODY})[ \t]*[:：]",
    re.IGNORECASE,
)
_FIELD_RE = re.compile(rf"^[ \t]*({_REC_META}|{_REC_BODY})[ \t]*[:：][ \t]*(.*)$", re.IGNORECASE | re.MULTILINE)
_FIELD_KEYS = {"标题": "title", "名称": "title", "来源": "source", "链接": "url", "网址": "url", "出处": "source",
               "日期": "date", "时间": "date", "发布时间": "date", "作者": "author", "章节": "chapter",
               "得分": "score", "分数": "score", "内容": "content", "正文": "content", "摘要": "content",
               "文本": "content", "片段": "content"}


def _records(text: str) -> list[tuple[int, int, Document]]:
    starts = [m.start() for m in _RECORD_START_RE.finditer(text)]
    out = []
    for i, start in enumerate(starts):
        end = starts[i + 1] if i + 1 < len(starts) else len(text)
        chunk = _cut_at_label(text[start:end])
        item: dict[str, Any] = {}
        content_at = None
        for m in _FIELD_RE.finditer(chunk):
            key = re.sub(r"[ \t]+", "_", m.group(1).lower())
            key = _FIELD_KEYS.get(key, key)
            if re.fullmatch(_REC_ID.replace("[ _]", "_"), key):
                key = "record_id"
            elif key != "page_content" and key.rpartition("_")[2] in _REC_KEYS:
                key = key.rpartition("_")[2]  # "article_title" -> "title"
            if key in ("content", "text", "page_content", "snippet", "body", "excerpt", "summary"):
                content_at = m.start(2)
                break
            value = m.group(2).strip()
            if key == "page" and not value.isdigit():
                key = "title"  # "Page: Eiffel Tower": the page's title
            if key in ("source", "metadata") and value.startswith("{"):
                try:
                    parsed = ast.literal_eval(value)
                    if isinstance(parsed, dict):
                        item.update(parsed)
                        continue
                except (ValueError, SyntaxError):
                    pass
            item[key] = value
        if content_at is None:
            continue
        item["content"] = chunk[content_at:].strip()
        shown = str(item.pop("record_id", "")).strip()
        number = int(shown) if shown.isdigit() else len(out) + 1
        if shown and not shown.isdigit():
            item.setdefault("id", shown)
        out.append((start, start + len(chunk), _from_mapping(item, number, "record")))
    return out


# --- numbered documents ----------------------------------------------------------------------

_DOC_WORDS = r"document|doc|passage|result|source|chunk|snippet|excerpt|文档|资料|片段|段落|引用|来源|结果|参考资料"
_NUMBERED_RE = re.compile(
    r"(?:^|(?<=\n))[ \t]*(?:\[(?P<a>\d{1,3})\]|"
    rf"[\[【](?:{_DOC_WORDS})\s*#?\s*(?P<c>\d{{1,3}})[\]】][ \t]*[:：]?|"
    rf"(?:{_DOC_WORDS})\s*[\[【]\s*(?P<d>\d{{1,3}})\s*[\]】][ \t]*[:：.-]?|"
    rf"(?:{_DOC_WORDS})\s*#?\s*(?P<b>\d{{1,3}})"
    r"\s*(?:\((?P<meta>[^)\n]*)\))?\s*(?:[:：.)\]-]|(?=[ \t]*\n)))[ \t]*",
    re.IGNORECASE,
)
_META_SOURCE_RE = re.compile(r"(?:source|url|from|file)\s*[:=]\s*([^\s,;)]+)", re.IGNORECASE)


def _numbered(text: str) -> list[tuple[int, int, Document]]:
    marks = list(_NUMBERED_RE.finditer(text))
    if not marks or (len(marks) == 1 and marks[0].group("a")):
        # one "[1]" alone is more likely a footnote than a list of documents
        if not marks or marks[0].start() > 0:
            return []
    out = []
    for i, mark in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(text)
        chunk = _cut_at_label(text[mark.end() : end])
        number = int(mark.group("a") or mark.group("b") or mark.group("c") or mark.group("d"))
        meta = mark.group("meta") or ""
        found = _META_SOURCE_RE.search(meta)
        source = found.group(1) if found else None
        span_end = mark.end() + len(chunk)
        first, _, rest = chunk.partition("\n")
        found = _META_SOURCE_RE.match(first.strip("() "))
        if source is None and found and rest.strip():
            source, chunk = found.group(1), rest
        record = _records(chunk.strip()) if _RECORD_START_RE.match(chunk.strip()) else []
        if len(record) == 1:  # "[1]\nTitle: ...\nURL: ...\nContent: ...", "引用 1\n标题：...\n摘要：..."
            doc = record[0][2]
            out.append((mark.start(), span_end, Document(source or doc.source, doc.title, doc.body, number, "numbered")))
            continue
        shape = GUARDED_SHAPE if mark.group("d") else "numbered"  # "Source [2]:", lately learned
        out.append((mark.start(), span_end, Document(source, "", chunk.strip(), number, shape)))
    return [item for item in out if item[2].body]


_CONTAINER_RE = re.compile(
    r"<(?P<tag>context|documents|docs|retrieved_context|retrieved_documents|search_results|"
    r"knowledge|information|sources|facts|reference|references)\b[^>]*>(?P<inner>.*?)</(?P=tag)\s*>",
    re.IGNORECASE | re.DOTALL,
)


def _containers(text: str) -> list[tuple[int, int, Document]]:
    """``<context>...</context>`` and the like: the documents inside, in any shape, else the
    whole inside as one document."""
    out = []
    for m in _CONTAINER_RE.finditer(text):
        inner = m.group("inner")
        spans, docs = find(inner)
        if not docs and inner.strip():
            docs = (Document(None, "", inner.strip(), len(out) + 1, "container"),)
        for d in docs:
            out.append((m.start(), m.end(), d))
    return out


def _chunk_table(text: str) -> list[tuple[int, int, Document]]:
    """A markdown table of retrieved chunks ("| # | score | chunk |"): a row a document (``chunk_tables``)."""
    from course_lib.sim.material import (  # (at call time: importing documents loads nothing of the sim)
        chunk_tables,
    )

    return [(start, end, Document(c.source, c.title, c.body, c.number, "chunk table"))
            for start, end, c in chunk_tables.rows(text)]


_SHAPES = (_course, _reprs, _literal, _embedded_literal, _containers, _tags, _records, _numbered, _chunk_table)


@lru_cache(maxsize=2048)
def find(text: str) -> tuple[tuple[tuple[int, int], ...], tuple[Document, ...]]:
    """``(spans, documents)`` of the documents in ``text`` (the first shape that has any)."""
    if not text:
        return (), ()
    for shape in _SHAPES:
        found = shape(text)
        if found:
            found.sort(key=lambda t: t[0])
            spans = tuple((s, e) for s, e, _ in found)
            return spans, tuple(d for _, _, d in found)
    return (), ()


def parse_documents(text: str) -> tuple[Document, ...]:
    """The documents in ``text`` in any shape ``find`` knows (none: an empty tuple)."""
    return find(text)[1]


def tool_documents(text: str, artifact: Any = None) -> tuple[Document, ...]:
    """The documents of a tool result: its artifact's metadata first, then its text's shape,
    else the whole text as one unnamed document."""
    from_artifact = _artifact_documents(artifact, text)
    if from_artifact:
        return from_artifact
    docs = parse_documents(text)
    if docs:
        return docs
    body = text.strip()
    return (Document(None, "", body, 1, "plain"),) if body else ()


def _artifact_documents(artifact: Any, text: str) -> tuple[Document, ...]:
    if not isinstance(artifact, list | tuple) or not artifact:
        return ()
    out = []
    for i, item in enumerate(artifact, start=1):
        content = getattr(item, "page_content", None)
        meta = getattr(item, "metadata", None)
        if isinstance(item, dict):
            content, meta = item.get("page_content") or item.get("content"), item.get("metadata") or item
        if not isinstance(content, str):
            return ()
        out.append(_from_mapping({**(meta or {}), "page_content": content}, i, "artifact"))
    shown = parse_documents(text)
    if shown and len(shown) == len(out):  # what the model saw, with the artifact's sources
        return tuple(Document(a.source or s.source, s.title or a.title, s.body, s.number, "artifact") for a, s in zip(out, shown, strict=True))
    return tuple(out)


# a block fenced whole with no language, or one that names plain text or a program's output
_PLAIN_FENCE_RE = re.compile(r"\A\s*(```|~~~)[ \t]*(?:text|txt|plain|plaintext|log|logs|output|console|shell-session)?[ \t]*\n"
                             r"(?P<body>.*?)\n[ \t]*\1[ \t]*\Z", re.DOTALL | re.IGNORECASE)


def labelled_document(body: str, number: int = 1) -> tuple[Document, ...]:
    """The documents of a labelled block ("Context:", "Set of facts:"): its shapes, else one. A block
    fenced whole as plain text or output ("Log excerpt:\n```\n<a log>\n```") is the text inside the
    fence: the fence only sets the lines apart, they are material to read, not code."""
    docs = parse_documents(body)
    if docs:
        return docs
    fenced = _PLAIN_FENCE_RE.match(body)
    if fenced:
        body = fenced.group("body")
    body = body.strip()
    return (Document(None, "", body, number, "labelled"),) if body else ()



def loose_documents(body: str, number: int = 1) -> tuple[Document, ...]:
    """Documents pasted without a label: their shapes, else one per top-level "# Title" note."""
    docs = parse_documents(body)
    if docs:
        return docs
    parts = [p for p in re.split(r"(?m)^(?=#[ \t]+\S)", body) if p.strip()]
    out = []
    for i, part in enumerate(parts or [body]):
        first, _, rest = part.strip().partition("\n")
        if first.startswith("# ") and rest.strip():
            out.append(Document(None, first[2:].strip(), rest.strip(), number + i, "loose"))
        else:
            out.append(Document(None, "", part.strip(), number + i, "loose"))
    return tuple(out)
