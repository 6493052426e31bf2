"""Invented probe (2026-12-03, mine, written on e314a9b before any of this session's branches was
merged, oracles committed before its first run, never tuned against): the same six plain lookups
over three short invented notes, asked in 24 prompt shapes a learner or a public program might
write instead of the course's "Context: ... Question: ..." (unlabelled notes then the question,
the question first, lead-ins such as "Given the following notes,", chat labels such as "User:" or
"Q: ... A:", fences, triple quotes, headings without colons, a system prompt holding the notes).
The questions are typed lower case without "?". A control row asks each question in the course's
own shape first: the probe measures reading the prompt's shape, not answering.
A reply is right when it holds the answer and quotes less than most of its note, a stated limit
when it states one, wrong otherwise. ``python -m tests.sim.probes.templates_i [-v]``.

History (right / limit / wrong of 144 = 24 shapes x 6; the control row apart):
- first sight on 2aed589 (= e314a9b plus this file), one run: **4 / 133 / 7**; control row 2 / 0 / 4.
  Of the 24 shapes only two were read at all ("{q}\n\nNotes:\n{n}" and "### Notes ... ### Ask"),
  and answered like the control; the other 22 stated a limit on every question (no question
  found, or the notes not taken as documents). The control's wrongs are the content's, not the
  shape's: the gym note's lines (no full stops) were quoted whole as one sentence, and the car
  note's first line came with each answer (two of its three lines: most of the note).
- mine, read (the control's two content faults, general: lines of one shape kept one a unit; a
  record's whole-sentence first line no head): control 6 / 0 / 0, shapes 11 / 133 / 0.
- blind moves (this session's branches, none of which saw this probe), after each merge: answers,
  fix25C, fix25B, fix25A, ports16: none; **shapes** (a reader of prompts without known labels,
  built on its own 36-shape probe after the merger described the class in words and a handful of
  examples of the kinds, not this file): **92 / 50 / 2**. Still limits: "My question:" after a
  "---" rule, "Look at these notes and <q>" before the notes, a system prompt "You answer from
  these notes:", "Hi! Quick one - <q>? This is what I have:", and the fragment "rear tyre
  pressure" in most shapes (no question form). Wrong: "who teaches yoga" in two shapes (a
  triple-quoted and a NOTES/QUESTION prompt).
- mine, read (after the blind figure above): a label whose instruction ends in the material it
  introduces ("You answer from these notes:") heads documents, not a reply slot: **98 / 44 / 2**
  (the system-prompt shape read; tests/sim/test_material_labels.py).
- blind moves, session of 2026-12-03 late (design, ports17, shapes2, arith, fix26A, fix26B; none
  saw this probe), after each merge: only shapes2 (more prompt shapes: label words, notes beside a
  labelled question, lead-ins, pointer sentences) moved it, **98 / 44 / 2 -> 117 / 23 / 4**; the
  merger's own changes after them (worked absence, measure counts, verdict instructions, table
  cells) left it at 117 / 23 / 4.
- blind moves, session of 2026-12-04 (design2, ports18, fix27A, fit, shapes3, fix27B; none saw
  this probe), after each merge: none, 117 / 23 / 4 (shapes3, a third prompt-shape reader, moved
  templates_j, not this one).
"""
from __future__ import annotations

import re
import sys
import warnings

from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from tests.sim.probes._grounded import _dump

NOTES = {
"library": """Eastfield Library
Open Monday to Friday 9:00-18:00 and Saturday 10:00-13:00; closed on Sundays.
Late returns cost 20p per item per day, up to £3 an item.
The community room can be booked by emailing rooms@eastfield-lib.org.
""",
"gym": """Spin - Tuesday 07:00, Studio 2, instructor Keisha
Yoga - Wednesday 18:30, Studio 1, instructor Ben
HIIT - Friday 12:15, Studio 2, instructor Keisha
Bring a towel to every class; mats are provided.
""",
"car": """Your Fiesta's next service is due at 42,000 miles or on 3 May 2031, whichever comes first.
Engine oil: 5W-20 fully synthetic.
Tyre pressures: 32 psi front, 30 psi rear.
""",
}

QUESTIONS = [
    ("library", "when does the library close on saturday", lambda t: "13:00" in t and "18:00" not in t),
    ("library", "how do i book the community room", lambda t: "rooms@eastfield-lib.org" in t),
    ("gym", "who teaches yoga", lambda t: "Ben" in t and "Keisha" not in t),
    ("gym", "what studio is hiit in", lambda t: bool(re.search(r"studio 2", t.lower())) and "Studio 1" not in t),
    ("car", "what oil does it take", lambda t: "5W-20" in t),
    ("car", "rear tyre pressure", lambda t: bool(re.search(r"(?<!\d)30 psi", t))),
]

CONTROL = ("Context:\n{n}\nQuestion: {q}?", None)

# (human template, system template or None)
SHAPES = [
    ("Context:\n{n}\n\nUser: {q}", None),
    ("{n}\n\n{q}", None),
    ("Given the following notes, {q}\n\n{n}", None),
    ("Read this and tell me {q}\n\n{n}", None),
    ("Notes:\n{n}\nQ: {q}\nA:", None),
    ("{n}\n---\nMy question: {q}", None),
    ("Here's some info:\n{n}\nCan you help: {q}", None),
    ("{n}\n\nbased on the text above {q}", None),
    ("Info:\n{n}\n\nQuery - {q}", None),
    ('Use this to reply.\n"""\n{n}"""\n{q}', None),
    ("Reference material:\n{n}\n\nTask: {q}", None),
    ("Look at these notes and {q}\n{n}", None),
    ("Answer from the notes only.\nNOTES\n{n}\nQUESTION\n{q}", None),
    ("{n}\nQ. {q}", None),
    ("Using the notes below, please answer {q}\n\n{n}", None),
    ("I want to know {q}. Here are the notes:\n{n}", None),
    ("{q}", "You answer from these notes:\n{n}"),
    ("{q}\n\nNotes:\n{n}", None),
    ("{q}\n\n{n}", None),
    ("Notes\n=====\n{n}\nQuestion\n========\n{q}", None),
    ("### Notes\n{n}\n### Ask\n{q}", None),
    ("[NOTES]\n{n}[/NOTES]\n{q}", None),
    ("```\n{n}```\n{q}", None),
    ("Hi! Quick one - {q}? This is what I have:\n\n{n}", None),
]


def ask(human: str, system: str | None) -> tuple[str, str | None]:
    messages = ([SystemMessage(system)] if system else []) + [HumanMessage(human)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(messages)
    return out.content, out.response_metadata.get("simulator_limit")


def judge(shape, doc: str, question: str, right) -> str:
    human, system = shape
    text, limit = ask(human.format(n=NOTES[doc], q=question), system.format(n=NOTES[doc], q=question) if system else None)
    if limit:
        return "limit"
    if _dump(text, NOTES[doc]) or not right(text):
        return "wrong"
    return "right"


def counts(verbose: bool = False) -> dict[str, int]:
    control = {"right": 0, "limit": 0, "wrong": 0}
    for doc, question, right in QUESTIONS:
        control[judge(CONTROL, doc, question, right)] += 1
    total = {"right": 0, "limit": 0, "wrong": 0}
    for shape in SHAPES:
        row = [judge(shape, doc, question, right) for doc, question, right in QUESTIONS]
        for k in row:
            total[k] += 1
        if verbose:
            print(f"{' '.join(k[0].upper() for k in row)}  {shape[0][:60]!r}" + (" (+system)" if shape[1] else ""))
    print("control (the course's own shape):", control)
    print(total)
    return total


if __name__ == "__main__":
    counts("-v" in sys.argv)
