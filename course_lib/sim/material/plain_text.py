"""Text as it arrives from other machines, made plain before anything reads it (issue 26).

Learners paste notes from web pages, spreadsheets, phones and Windows files; every reader of the
simulator is written for the plain forms. So each message's text is made plain once, here:

- a typographic apostrophe inside a word ("I’m", "don’t") is the plain one; quotation marks
  (‘like this’) stay;
- Windows and old Mac line ends are "\\n";
- an HTML fragment (a web page's source, a page a tool fetched) is the markdown it shows
  (``html_text``: paragraphs, lists, tables, entities such as "&amp;" decoded);
- no-break spaces ("10 km", "€ 5" from a web page) are spaces;
- accents written as a letter and a combining mark (macOS file names, some PDFs) are composed
  (Unicode NFC);
- typographic double quotes inside a braced example ('{“city”: “...”}', a JSON example typed on a
  phone) are plain ones, and so are those of a line where they delimit code (a key before ":" or
  "=", a value after "=", ":", "[", "(" or a comma: '“target”: “ES2022”,', 'host = “0.0.0.0”',
  'Whitby,“14 Harbour Lane”,01947', as a web page or a word processor "smartens" a pasted file);
  elsewhere they are quotation marks and stay;
- a word broken across a line end with a hyphen, as text copied out of a PDF arrives
  ("docu-\nment": a lower-case letter on both sides), is one word again, the rest of its line
  joined to it; a page header or footer line ("Page 2 of 3", "- 4 -") is left out;
- a document that arrives inside an e-mail loses the e-mail's tail: the signature under a "--"
  line and an earlier message quoted under "On ... wrote:" (no part of the document; before, a
  quoted "Could you forward the latest version?" answered "Which versions ...?"); in a text with
  an e-mail header line ("From:", "Subject:"), also an earlier message under an Outlook divider
  ("-----Original Message-----") or under its own "From: ... Sent: ..." block after the body, and
  lines led by ">", are kept as their statements only (their questions, the asker's own, are
  no statement of the document);
- characters no reader sees as text are gone: soft hyphens, zero-width spaces, word joiners and
  byte-order marks (Word's optional hyphens and breaks, a web page's); a ligature of a scan's or a
  PDF's text layer ("ﬁ", "ﬂ") is its letters;
- a list item's marker as Word copies it, "1)" or "a." or "i." then a tab, is markdown's ("1. ",
  "- "), so the item is not read as a row of tab-separated cells;
- a chat copied out of Slack or Teams loses the header line over each message ("Priya Raman  10:42
  AM": before, read as the start of the message's first sentence, or quoted as an answer), its
  "(edited)" marks and emoji shortcodes (":+1:", ":white_check_mark:"); who wrote a message is then
  not known (a question about it gets no answer rather than a header's words);
- a footnote whose mark ("¹", "*", "†", "[1]") a sentence carries is written into that sentence as
  a clause of it, and its own line left out (``footnotes``); a reference mark after a sentence's end
  (".[1]", as Word or a wiki page copies it) with no note line is left out;
- a bullet character opening a line ("• Bring water", "▪ Room 4", "– Skate hire", as word
  processors and web pages paste lists) is markdown's "- ", so the lines read as the list items
  they are;
- a markdown table's delimiter row typed with another number of cells than its header
  ("|--|---|" under four headings) gets one cell per heading, so the table reads as a table;
- an AsciiDoc table (a ``|===`` block, each cell opened by "|") is the markdown pipe table it
  shows (``asciidoc_tables``), so its rows read as a table's;
- a BEGIN:X ... END:X record file (an iCalendar text's events, a vCard address book) is one line
  per record, its fields read together (``record_frames``): never a ``SUMMARY:`` label or cue;
- blocks of "Key: value" lines with the same keys, one block per record and blank lines between
  (what LangChain's ``CSVLoader`` writes per row), are the markdown pipe table they are
  (``keyed_stanzas``), so a question is answered from one record's row;
- a file of level-numbered records ("0 @I1@ INDI", "1 NAME ...", "1 BIRT", "2 DATE ..."; a GEDCOM
  family tree) is the sentences it means (``level_records``);
- a block of tab-separated lines (cells pasted from a spreadsheet) is written as aligned columns,
  two spaces or more between cells, as the fixed-width table reader reads them; a lone line's
  tabs between words are two spaces. Leading tabs (indentation) stay.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from course_lib.sim.material import footnotes
from course_lib.sim.material.asciidoc_tables import pipe_tables
from course_lib.sim.material.html_text import html_as_markdown, looks_like_html
from course_lib.sim.material.keyed_stanzas import stanzas_as_table
from course_lib.sim.material.level_records import level_records_as_text
from course_lib.sim.material.quoted_replies import unquoted
from course_lib.sim.material.record_frames import frames_as_text
from course_lib.sim.material.struck_text import has_struck, without_struck
from course_lib.sim.words.cues import patterns

_CURLY_APOSTROPHE_RE = re.compile(r"(?<=\w)[’‘](?=\w)")
_NO_BREAK = str.maketrans({"\u00a0": " ", "\u202f": " ", "\u2007": " "})
# characters no reader sees as text, gone (a soft hyphen, a zero-width space or word joiner, a
# byte-order mark: Word's optional hyphens and breaks, a web page's <wbr>), and a ligature of a
# PDF's or a scan's text layer ("ﬁ", "ﬂ") as its letters (a table of its own: str.translate is
# fast only over one-for-one tables)
_UNSEEN = str.maketrans({"\u00ad": None, "\u200b": None, "\u2060": None, "\ufeff": None, "\ufb00": "ff",
                         "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi", "\ufb04": "ffl", "\ufb05": "st",
                         "\ufb06": "st"})
_UNSEEN_RE = re.compile("[\u00ad\u200b\u2060\ufeff\ufb00-\ufb06]")
_BRACED_RE = re.compile(r"\{[^{}\n]{0,400}\}")
# a line whose typographic double quotes delimit code: a key before ":" / "=", a value after one
_CODE_QUOTES_RE = re.compile(r"^.*(?:[“”][ \t]*[:=]|[=:\[(,][ \t]*“).*$", re.MULTILINE)
_HYPHEN_BREAK_RE = re.compile(r"(?<=[^\W\d_])-[ \t]*\n[ \t]*(?=[^\W\d_])")
_CUE = patterns("plain_text")
_INNER_TAB_RE = re.compile(r"\S\t")
# what the mail header and footnote mark cues need (their patterns tried at every line or character of a
# long message otherwise): a header's key with its colon, a mark's "[" and digit
_MAIL_KEYS = ("From:", "To:", "Cc:", "Subject:", "Sent:", "Date:")
_MARK_OPEN_RE = re.compile(r"\[\d")
_BULLET_RE = re.compile(r"^([ \t]*)[•◦▪‣●○■►▸–—]\s+(?=\S)", re.MULTILINE)
_BULLETS = "•◦▪‣●○■►▸–—"
_DELIMITER_ROW_RE = re.compile(r"^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$")
_MAX_TAB_LINES = 400  # a cap on the lines of one tab-separated block that are aligned


@lru_cache(maxsize=64)  # a reply reads each message twice (the request, the rendered prompt)
def plain_text(text: str) -> str:
    """``text`` with the forms of the module docstring made plain."""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if has_struck(text):
        text = without_struck(text)
    if "<" in text and looks_like_html(text):
        text = html_as_markdown(text)
    if "===" in text:
        text = pipe_tables(text)
    if "@" in text and "\n" in text:
        text = level_records_as_text(text)
    if "BEGIN:" in text:
        text = frames_as_text(text)
    if ":" in text and "\n" in text:
        text = stanzas_as_table(text)
    if "\t" in text:
        text = _CUE.word_number.sub(_list_marker, text)
        text = _aligned_tabs(text)
    if "-\n" in text or "- \n" in text:
        text = _HYPHEN_BREAK_RE.sub(_unbroken, text)
    if "\n" in text and _CUE.page_line.search("\n" + text):
        text = _CUE.page_line.sub("", "\n" + text)[1:]
    if "|-" in text or "| -" in text or "|:" in text:
        text = _delimiters_fitted(text)
    if ">" in text:
        text = unquoted(text)
    if "\n" in text and any(key in text for key in _MAIL_KEYS) and _CUE.mail_header.search(text):
        text = _mail_body(text)
    if "\n--" in text:
        text = _CUE.mail_signature.sub("", text)
    if ":" in text and "\n" in text and ("  " in text or "\t" in text) and _CUE.chat_header.search(text):
        text = _chat_lines(text)
    if "\n" in text:
        text = footnotes.joined(text)
    if "]" in text and _MARK_OPEN_RE.search(text) and _CUE.footnote_mark.search(text):
        text = _CUE.footnote_mark.sub(r"\g<end>", text)
    if "(edited)" in text:
        text = _CUE.edited_mark.sub("", text)
    if ":" in text and _CUE.emoji_code.search(text):
        text = _without_emoji_codes(text)
    if text.isascii():
        return text
    if "’" in text or "‘" in text:
        text = _CURLY_APOSTROPHE_RE.sub("'", text)
    if "“" in text or "”" in text:
        text = _BRACED_RE.sub(_plain_quotes, text)
        text = _CODE_QUOTES_RE.sub(_plain_quotes, text)
    text = text.translate(_NO_BREAK)
    if _UNSEEN_RE.search(text):
        text = text.translate(_UNSEEN)
    if any(b in text for b in _BULLETS):
        text = _BULLET_RE.sub(r"\1- ", text)
    return unicodedata.normalize("NFC", text)


def _mail_body(text: str) -> str:
    """An e-mail's text with the earlier messages it quotes reduced to their statements: what
    follows an Outlook divider ("-----Original Message-----"), a second header block ("From: ...
    Sent: ...") after body text, and runs of lines led by ">" lose their header lines, their
    quote marks and every sentence that asks (the asker's own quoted questions: no statement of
    the document, they must not make a question covered nor be quoted as its answer)."""
    text = _CUE.mail_original.sub(lambda m: _statements(m.group(0)), text)
    first = _CUE.mail_header.search(text)
    for m in _CUE.mail_header_block.finditer(text) if first else ():
        before = [line for line in text[first.start(): m.start()].split("\n") if line.strip()]
        if m.start() > first.start() and any(not _CUE.mail_header.match(line) for line in before):
            # (body text between the e-mail's own header and this block)
            text = text[: m.start()] + _statements(m.group(0))
            break
    if ">" in text:
        text = _CUE.quoted_run.sub(lambda m: _statements(_CUE.quote_marks.sub("", m.group(0))), text)
    return text


def _statements(quoted: str) -> str:
    """A quoted message's statements, one paragraph per paragraph: its header and divider lines
    and its questions left out."""
    paragraphs = []
    for block in re.split(r"\n[ \t]*\n", quoted):
        lines = [line for line in block.split("\n")
                 if line.strip() and not _CUE.mail_header.match(line) and not _CUE.mail_original.match(line)
                 and not re.fullmatch(r"[ \t]*[-_]{3,}.*", line)]
        said = [s for s in _CUE.sentence_end.split(" ".join(x.strip() for x in lines)) if s and not s.endswith("?")]
        if said:
            paragraphs.append(" ".join(said))
    return "\n\n".join(paragraphs) + ("\n" if paragraphs else "")


def _list_marker(found: re.Match[str]) -> str:
    """A list item's marker as Word copies it ("1)" or "a." then a tab) as markdown's: "1. " for a
    figure, "- " for a letter, a roman numeral or a symbol bullet; the indentation kept."""
    indent, number = found.group("indent"), found.group("number")
    return indent + (f"{number}. " if number else "- ")


def _without_emoji_codes(text: str) -> str:
    """``text`` without its emoji shortcodes (":+1:") that stand as words of their own (after a
    space or at a line's start; "x[:n:]" stays), with the spaces before them."""
    out: list[str] = []
    last = 0
    for found in _CUE.emoji_code.finditer(text):
        start = found.start()
        if start > 0 and text[start - 1] not in " \t\n":
            continue
        out.append(text[last:start].rstrip(" \t"))
        last = found.end()
    return "".join(out) + text[last:] if out else text


def _chat_lines(text: str) -> str:
    """A chat copied out of Slack or Teams without its message header lines ("Priya Raman  10:42
    AM" over each message): a header is read as neither part of the message's first sentence nor
    a sentence of its own. Only a chat's: two such lines or more (or one with "AM" / "PM"), each over
    a line of text that is no row of aligned columns (a timetable's "Last Car  16:30" rows stay);
    in a chat so found whose headers write "AM" / "PM", every header line written so."""
    lines = text.split("\n")
    headers = [k for k, line in enumerate(lines) if _CUE.chat_header.fullmatch(line) and k + 1 < len(lines)
               and lines[k + 1].strip() and not _CUE.aligned_cells.search(lines[k + 1])
               and not _CUE.chat_header.fullmatch(lines[k + 1])]
    if not headers or (len(headers) == 1 and not _CUE.clock_mark.search(lines[headers[0]])):
        return text
    dropped = set(headers)
    if any(_CUE.clock_mark.search(lines[k]) for k in headers):  # a chat's other headers in its style
        dropped |= {k for k, line in enumerate(lines) if _CUE.chat_header.fullmatch(line) and _CUE.clock_mark.search(line)}
    return "\n".join(line for k, line in enumerate(lines) if k not in dropped)


def _cells(row: str) -> int:
    return len(row.strip().strip("|").split("|"))


def _delimiters_fitted(text: str) -> str:
    """A markdown table's delimiter row with fewer or more cells than its header ("|--|---|" under
    four headings, as people type them) rewritten with one cell per heading: markdown reads a table
    only when they agree, and otherwise the whole table is one paragraph."""
    lines = text.split("\n")
    for i in range(1, len(lines)):
        head = lines[i - 1]
        if "|" in head and _DELIMITER_ROW_RE.match(lines[i]) and "-" in lines[i]:
            n = _cells(head)
            if n >= 2 and _cells(lines[i]) != n:
                lines[i] = "|" + "---|" * n
    return "\n".join(lines)


def _plain_quotes(found: re.Match[str]) -> str:
    return found.group(0).replace("“", '"').replace("”", '"')


def _unbroken(found: re.Match[str]) -> str:
    """A hyphen at a line end between two lower-case letters ("docu-\nment"): nothing, the word
    whole again; any other (a hyphenated name or code, "Jean-\nPaul", "x-\n1") stays."""
    text, start, end = found.string, found.start(), found.end()
    return "" if text[start - 1].islower() and text[end].islower() else found.group(0)


def _aligned_tabs(text: str) -> str:
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        if not _INNER_TAB_RE.search(lines[i]):
            out.append(lines[i])
            i += 1
            continue
        j = i
        while j < len(lines) and j - i < _MAX_TAB_LINES and _INNER_TAB_RE.search(lines[j]):
            j += 1
        out.extend(_aligned(lines[i:j]))
        i = j
    return "\n".join(out)


def _aligned(block: list[str]) -> list[str]:
    """Tab-separated lines as aligned columns (a lone line: its inner tabs as two spaces)."""
    rows = []
    for line in block:
        indent = line[: len(line) - len(line.lstrip())]
        rows.append((indent, [c.strip() for c in line.strip().split("\t")]))
    if len(rows) == 1:
        indent, cells = rows[0]
        return [indent + "  ".join(c for c in cells if c)]
    width = max(len(cells) for _, cells in rows)
    sizes = [max((len(cells[k]) for _, cells in rows if k < len(cells)), default=0) for k in range(width)]
    out = []
    for indent, cells in rows:
        padded = [c.ljust(sizes[k]) for k, c in enumerate(cells)]
        out.append((indent + "  ".join(padded)).rstrip())
    return out


__all__ = ["plain_text"]
