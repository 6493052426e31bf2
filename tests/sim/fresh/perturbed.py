"""The invented sets as real material arrives (issue 26): every message's text changed the way
other machines write it, and the cases whose verdict changes. A reader written for the sets'
own plain text must read the same material pasted from a phone, a web page, a spreadsheet or a
Windows file the same way (``course_lib.sim.plain_text`` makes it plain once).

``python -W ignore -m tests.sim.fresh.perturbed MODE [set ...]`` prints each case whose verdict
changes under ``MODE`` (one of ``MODES``, ``HUMAN_MODES`` or ``DOCUMENT_MODES``) and the counts both ways; ``test_perturbed.py`` holds
chosen sets to no change. Before (at 5782ee8, the session's main before ``plain_text``), over the nineteen sets: apostrophes changed 4 cases, CRLF
changed 12 cases, no-break spaces 3 (right -> wrong), decomposed accents 15, tabs for runs of
spaces 56 more wrong; typographic double quotes everywhere (also inside JSON and TOML files, which
no one writes) 23 more wrong, 8 still (code files with typographic quotes are left alone).
Human messages typed in lower case ("lower"; at d14e50e): right 667 -> 600, silently wrong
32 -> 68 over the nineteen sets; after lowerfix's readers (aa3043b) 627 and 42.
Hard-wrapped prose (``wrap``, lines of prose over 70 characters wrapped at 60 columns) at 7ae341b:
8 cases changed in fifth, seventh and eleventh sets (4 right -> wrong or limit); after
``prose._rejoined`` 5, none of them prose read wrong: log lines and a Slack export wrapped as
no one wraps them, a hospital notice and a label now stating a limit.
At 2dd664f (perturbfix2's branch point), over the nineteen sets (669 right, 32 silently wrong as
written): ``lower`` 628 right, 42 wrong; ``wrap`` 659 / 41; ``noq`` (no question mark) 664 / 33;
``bullet`` 669 / 35 (three ``.gitattributes`` lines whose "* " glob became a bullet: no one writes
a glob so); ``smartq`` 661 / 36 (a tsconfig, a TOML, a CSV and a docstring with typographic
quotes); ``pdf`` (new: wrapped with hyphenated breaks "docu-\nment", a "Page 1 of 3" footer between
paragraphs) 658 / 42; ``email`` (new: the document inside an e-mail, a header, a "--" signature and
an earlier message quoted under "On ... wrote:") 653 / 68, the quoted "Could you forward the
latest version?" read as the notes. After ``plain_text`` made quotes that delimit code plain,
PDF line breaks whole and dropped page lines, an e-mail's signature and quoted message: ``smartq``
and ``email`` change no case, ``pdf`` 660 / 41, only the cases ``wrap`` changes (log, JIRA,
Slack and pytest lines wrapped as no one wraps them; an RST paragraph, a definition list and a
re-wrapped notice, left to ``prose._rejoined``). After a question typed without its mark is still
the question (``tool_choice.focused_scores``): ``noq`` 665 / 32 (four right -> limit); after a
language typed in lower case asks a translation: ``lower`` 629 / 41.
"""

from __future__ import annotations

import importlib
import re
import sys
import textwrap
import unicodedata
from collections.abc import Callable
from contextlib import contextmanager

from tests.sim.fresh._oracles import Case, classify


def _wrapped_prose(line: str) -> str:
    """A line of prose longer than 70 characters hard-wrapped at 60 columns, as a mail client or a
    PDF copy hands it over; a table row, aligned columns or code (a pipe, a run of spaces, a
    brace) left as written, since no one wraps those."""
    if len(line) <= 70 or "|" in line or "  " in line.strip() or "{" in line or "}" in line:
        return line
    return textwrap.fill(line, 60)


def _hyphen_wrapped(line: str) -> str:
    """A prose line wrapped at 60 columns as a PDF copy hands it over: a long word (eight letters
    or more) that opens a wrapped line is broken across the break with a hyphen ("docu-\nment")."""
    wrapped = _wrapped_prose(line).split("\n")
    for k in range(1, len(wrapped)):
        head, _, rest = wrapped[k].partition(" ")
        if len(head) >= 8 and head.isalpha():
            cut = len(head) // 2
            wrapped[k - 1] += " " + head[:cut] + "-"
            wrapped[k] = head[cut:] + (" " + rest if rest else "")
    return "\n".join(wrapped)


def _pdf(text: str) -> str:
    """Prose hard-wrapped with hyphenated breaks, and a page footer ("Page 1 of 3") between every
    second and third paragraph of a text of three paragraphs or more (a PDF copied page by page)."""
    paragraphs = [("\n".join(map(_hyphen_wrapped, p.split("\n")))) for p in text.split("\n\n")]
    if len(paragraphs) < 3:
        return "\n\n".join(paragraphs)
    pages = (len(paragraphs) + 1) // 2
    out = []
    for k, paragraph in enumerate(paragraphs):
        out.append(paragraph)
        if k % 2 == 1 and k < len(paragraphs) - 1:
            out.append(f"Page {k // 2 + 1} of {pages}")
    return "\n\n".join(out)


def _email(text: str) -> str:
    """A document as it arrives inside an e-mail: a header (From / Sent / To / Subject), the text,
    a signature after "--" and an earlier message quoted with "> "."""
    return (
        "From: Dana Whitfield <dana.whitfield@example.org>\n"
        "Sent: Tuesday, 4 March 2025 09:12\n"
        "To: team@example.org\n"
        "Subject: FW: the notes\n\n"
        f"{text}\n\n"
        "--\nDana Whitfield\nOperations coordinator\n+44 20 7946 0000\n\n"
        "On Mon, 3 Mar 2025 at 17:40, Sam Ortiz <sam.ortiz@example.org> wrote:\n"
        "> Could you forward the latest version when you have a minute?\n"
        "> Thanks, Sam"
    )


MODES: dict[str, Callable[[str], str]] = {
    "curly": lambda t: re.sub(r"(?<=\w)'(?=\w)", "\u2019", t),  # apostrophes as phones type them
    "crlf": lambda t: t.replace("\r\n", "\n").replace("\n", "\r\n"),  # a Windows file
    "nbsp": lambda t: re.sub(r"(?<=\d) (?=[A-Za-z%€£$])|(?<=[€£$]) (?=\d)", "\u00a0", t),  # a web page
    "nfd": lambda t: unicodedata.normalize("NFD", t),  # accents as macOS file names write them
    "tabs": lambda t: re.sub(r"(?<=\S) {2,}(?=\S)", "\t", t),  # columns pasted from a spreadsheet
    "wrap": lambda t: "\n".join(map(_wrapped_prose, t.split("\n"))),  # an e-mail, a PDF copy
    "smartq": lambda t: re.sub(r'"([^"\n]{1,80})"', "\u201c\\1\u201d", t),  # Word's double quotes
    "bullet": lambda t: re.sub(r"(?m)^(\s*)[-*] ", "\\1\u2022 ", t),  # a list pasted from Word
    "pdf": _pdf,  # text copied out of a PDF: hyphenated breaks, page footers
}
# Modes that change only what a person types (a human message under 300 characters: a question,
# never a pasted document): "lower", all of it in lower case, as learners type.
HUMAN_MODES: dict[str, Callable[[str], str]] = {
    "lower": lambda t: t.lower() if len(t) < 300 else t,
    "noq": lambda t: re.sub(r"\?\s*$", "", t) if len(t) < 300 else t,  # no question mark
}
# Modes that change only a document: one a person pastes or a tool returns (a human or tool message
# of 300 characters or more), or the part of a system message after its first paragraph (the
# instructions stay as written).
DOCUMENT_MODES: dict[str, Callable[[str], str]] = {
    "email": _email,
}


@contextmanager
def perturbed(mode: str):
    """Every message's text changed by ``MODES[mode]`` (each human message's by
    ``HUMAN_MODES[mode]``, each document's by ``DOCUMENT_MODES[mode]``) before the simulator reads
    it."""
    from langchain_core.messages import HumanMessage, SystemMessage, ToolMessage

    import course_lib.sim.reading as reading

    change = MODES.get(mode) or HUMAN_MODES.get(mode) or DOCUMENT_MODES[mode]
    original = reading.message_text

    def changed_text(message) -> str:
        text = message.content
        if mode in MODES:
            return change(text)
        if mode in HUMAN_MODES:
            return change(text) if isinstance(message, HumanMessage) else text
        if isinstance(message, SystemMessage):  # the instructions, then the document
            head, blank, document = text.partition("\n\n")
            return head + blank + change(document) if len(document) >= 100 else text
        long = isinstance(message, (HumanMessage, ToolMessage)) and len(text) >= 300
        return change(text) if long else text

    def read(message):
        if isinstance(message.content, str):
            message = message.model_copy(update={"content": changed_text(message)})
        return original(message)

    reading.message_text = read
    try:
        yield
    finally:
        reading.message_text = original


def changed(cases: list[Case], mode: str) -> list[tuple[str, str, str]]:
    """(case id, verdict as written, verdict perturbed) of each case whose verdict changes."""
    from course_lib.sim import SimulatedChatModel

    llm = SimulatedChatModel()
    written = {c.id: classify(c, llm)[0] for c in cases}
    with perturbed(mode):
        now = {c.id: classify(c, llm)[0] for c in cases}
    return [(c.id, written[c.id], now[c.id]) for c in cases if written[c.id] != now[c.id]]


if __name__ == "__main__":
    mode, names = sys.argv[1], sys.argv[2:] or ["sixteenth_set", "seventeenth_set"]
    for name in names:
        for row in changed(importlib.import_module(f"tests.sim.fresh.{name}").CASES, mode):
            print(name, *row)
