"""A web page's HTML written as the markdown the simulator's readers read (issue 26).

A tool that fetches a page, or a learner who copies a page's source, hands over HTML: paragraphs
in ``<p>``, lists in ``<ul>`` / ``<ol>``, tables in ``<table>``, entities such as ``&amp;`` and
``&nbsp;``. Every reader of the simulator is written for markdown and plain lines, so a run of
lines that is an HTML fragment (a line opening with a block element, ``looks_like_html``) is
written as markdown once, here (``plain_text`` calls it): headings as ``#`` lines, paragraphs and
``<br>`` as line ends, list items as ``- `` / ``1. `` lines (nested ones indented; an ``<ol start="4">`` counts from 4), a table as a
markdown table (its first row the header), a ``<pre>`` block's text line by line as written,
``<script>`` and ``<style>`` dropped, entities decoded. Text before and after the fragment (the
instructions, a question) stays as written; a fragment inside a fenced code block is code, left
alone.
"""

from __future__ import annotations

import re
from html import unescape
from html.parser import HTMLParser

from course_lib.sim.words.cues import patterns

_CUE = patterns("html_text")
_HEADINGS = {"h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6}
_BREAKS = frozenset({"p", "div", "section", "article", "blockquote", "header", "footer", "main", "aside", "nav",
                     "figure", "figcaption", "dl", "dt", "dd", "address", "caption", "details", "summary", "hr",
                     "form", "fieldset", "body", "html"})
_DROPPED = frozenset({"script", "style", "head", "template", "noscript"})
_MAX_LINES = 4000  # a cap on the lines of one message scanned for fragments


def looks_like_html(text: str) -> bool:
    """Whether ``text`` holds a fragment of HTML: a line opening with a block element
    (``<p>``, ``<ul>``, ``<table>``, ``<div class=...>``, ``<h2>``, ...) and a closing one."""
    return ("<" in text and _CUE.block_tag.search(text) is not None and _CUE.block_line.search(text) is not None
            and _CUE.closing_tag.search(text) is not None)


def html_as_markdown(text: str) -> str:
    """``text`` with each HTML fragment in it written as markdown (the module docstring)."""
    lines = text.split("\n")
    out: list[str] = []
    i, fenced = 0, False
    while i < len(lines) and i < _MAX_LINES:
        line = lines[i]
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        if fenced or not _CUE.block_line.match(line):
            out.append(line)
            i += 1
            continue
        j = _fragment_end(lines, i)
        out.extend(_markdown("\n".join(lines[i:j])).split("\n"))
        i = j
    return "\n".join(out + lines[i:])


def _fragment_end(lines: list[str], start: int) -> int:
    """The index after a fragment's last line: the last line, before a blank line followed by a
    line that is not markup (a blank line inside a ``<pre>`` block is part of it), that ends with a
    closing tag or ``<br>``."""
    end, open_pre = start + 1, 0
    for k in range(start, len(lines)):
        blank = lines[k].strip() == ""
        if blank and not open_pre and k + 1 < len(lines) and not lines[k + 1].lstrip().startswith("<"):
            break
        open_pre += len(_CUE.pre_open.findall(lines[k])) - len(_CUE.pre_close.findall(lines[k]))
        if _CUE.line_end_tag.search(lines[k]):
            end = k + 1
    return end


class _Writer(HTMLParser):
    """Writes the markdown of a fragment: ``blocks`` of lines, one blank line between blocks."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.blocks: list[tuple[bool, str]] = []  # (a list item?, its markdown)
        self.text: list[str] = []  # the open block's text
        self.lists: list[list] = []  # open lists: [tag, the open item's number, an item opened]
        self.dropped = 0
        self.pre = 0
        self.rows: list[list[str]] | None = None
        self.cell: list[str] | None = None
        self.head_rows = 0

    def flush(self, prefix: str = "") -> None:
        text = "".join(self.text)
        self.text = []
        lines = [" ".join(part.split()) for part in text.split("\n")]
        lines = [ln for ln in lines if ln]
        if lines:
            indent = "    " * max(len(self.lists) - 1, 0)
            if prefix:
                self.blocks.append((True, "\n".join((indent + prefix if k == 0 else indent + "  ") + ln
                                                     for k, ln in enumerate(lines))))
            else:
                self.blocks.append((False, "\n".join(lines)))

    def handle_starttag(self, tag, attrs):
        if tag in _DROPPED:
            self.dropped += 1
            return
        if self.rows is not None and tag in ("td", "th"):
            self.cell = []
            return
        if self.rows is not None and tag == "tr":
            self.rows.append([])
            return
        if tag == "br":
            (self.cell if self.cell is not None else self.text).append("\n" if self.cell is None else " ")
        elif tag == "table":
            self.flush()
            self.rows, self.head_rows = [], 0
        elif tag in ("ul", "ol"):
            self.flush(self._item_prefix(close=False))
            start = dict(attrs).get("start") or "1"
            self.lists.append([tag, int(start) - 1 if start.isdigit() and len(start) < 6 else 0, False])
        elif tag == "li":
            self.flush(self._item_prefix(close=False))
            if self.lists:
                self.lists[-1][1] += 1
                self.lists[-1][2] = True
        elif tag == "pre":
            self.flush()
            self.pre += 1
        elif tag in _HEADINGS or tag in _BREAKS:
            self.flush(self._item_prefix(close=False))

    def _item_prefix(self, close: bool) -> str:
        """The marker of the open list item whose text is being flushed ("- ", "3. "), or none."""
        if not self.lists or not self.lists[-1][2]:
            return ""
        tag, count, _ = self.lists[-1]
        return f"{count}. " if tag == "ol" else "- "

    def handle_endtag(self, tag):
        if tag in _DROPPED:
            self.dropped = max(self.dropped - 1, 0)
            return
        if self.rows is not None:
            if tag in ("td", "th") and self.cell is not None:
                if not self.rows:
                    self.rows.append([])
                self.rows[-1].append(" ".join("".join(self.cell).split()).replace("|", "\\|"))
                self.cell = None
            elif tag == "table":
                self._table()
            return
        if tag in _HEADINGS:
            self.flush("#" * _HEADINGS[tag] + " ")
        elif tag == "li":
            self.flush(self._item_prefix(close=True))
        elif tag in ("ul", "ol"):
            self.flush(self._item_prefix(close=True))
            if self.lists:
                self.lists.pop()
        elif tag == "pre":
            text = "".join(self.text).strip("\n")
            self.text = []
            self.pre = max(self.pre - 1, 0)
            if text.strip():
                self.blocks.append((False, text))
        elif tag in _BREAKS:
            self.flush(self._item_prefix(close=True))

    def handle_data(self, data):
        if self.dropped:
            return
        if self.cell is not None:
            self.cell.append(data)
        elif self.pre:
            self.text.append(data)
        else:
            self.text.append(re.sub(r"[ \t\r\n]+", " ", data))

    def _table(self) -> None:
        rows = [r for r in (self.rows or []) if r]
        self.rows = None
        if not rows:
            return
        width = max(len(r) for r in rows)
        lines = ["| " + " | ".join(r + [""] * (width - len(r))) + " |" for r in rows]
        lines.insert(1, "|" + "---|" * width)
        self.blocks.append((False, "\n".join(lines)))


def _markdown(fragment: str) -> str:
    writer = _Writer()
    try:
        writer.feed(fragment)
        writer.close()
    except (ValueError, AssertionError):  # not readable as HTML: left as it came
        return fragment
    if writer.rows is not None:  # a table left open
        writer._table()
    if writer.pre:  # a <pre> left open: its text as written
        writer.blocks.append((False, "".join(writer.text).strip("\n")))
        writer.text = []
    writer.flush(writer._item_prefix(close=True))
    out: list[str] = []
    for k, (item, block) in enumerate(writer.blocks):  # list items one a line, other blocks apart
        if out:
            out.append("\n" if item and writer.blocks[k - 1][0] else "\n\n")
        out.append(block)
    return "".join(out) or unescape(fragment)


__all__ = ["html_as_markdown", "looks_like_html"]
