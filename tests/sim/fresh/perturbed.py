"""The invented sets as real material arrives (issue 26): every message's text changed the way
other machines write it, and the cases whose verdict changes. A reader written for the sets'
own plain text must read the same material pasted from a phone, a web page, a spreadsheet or a
Windows file the same way (``course_lib.sim.plain_text`` makes it plain once).

``python -W ignore -m tests.sim.fresh.perturbed MODE [set ...]`` prints each case whose verdict
changes under ``MODE`` (one of ``MODES`` or ``HUMAN_MODES``) and the counts both ways; ``test_perturbed.py`` holds
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


MODES: dict[str, Callable[[str], str]] = {
    "curly": lambda t: re.sub(r"(?<=\w)'(?=\w)", "\u2019", t),  # apostrophes as phones type them
    "crlf": lambda t: t.replace("\r\n", "\n").replace("\n", "\r\n"),  # a Windows file
    "nbsp": lambda t: re.sub(r"(?<=\d) (?=[A-Za-z%€£$])|(?<=[€£$]) (?=\d)", "\u00a0", t),  # a web page
    "nfd": lambda t: unicodedata.normalize("NFD", t),  # accents as macOS file names write them
    "tabs": lambda t: re.sub(r"(?<=\S) {2,}(?=\S)", "\t", t),  # columns pasted from a spreadsheet
    "wrap": lambda t: "\n".join(map(_wrapped_prose, t.split("\n"))),  # an e-mail, a PDF copy
}
# Modes that change only what a person types (a human message under 300 characters: a question,
# never a pasted document): "lower", all of it in lower case, as learners type.
HUMAN_MODES: dict[str, Callable[[str], str]] = {
    "lower": lambda t: t.lower() if len(t) < 300 else t,
}


@contextmanager
def perturbed(mode: str):
    """Every message's text changed by ``MODES[mode]`` (each human message's by
    ``HUMAN_MODES[mode]``) before the simulator reads it."""
    from langchain_core.messages import HumanMessage

    import course_lib.sim.reading as reading

    change, original = MODES.get(mode) or HUMAN_MODES[mode], reading.message_text

    def read(message):
        if isinstance(message.content, str) and (mode in MODES or isinstance(message, HumanMessage)):
            message = message.model_copy(update={"content": change(message.content)})
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
