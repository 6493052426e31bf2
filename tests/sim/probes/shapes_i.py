"""Invented probe (2026-12-03 evening, mine, branch ``shapes`` from e314a9b; oracles written and
committed before its first run): the same grounded questions asked in the many shapes learners and
public programs give a RAG prompt. Three short invented notes (a hive inspection log, a climbing
centre's notice, a school trip letter), four questions each (one the notes do not answer), and 36
prompt shapes: the notes unlabelled with the question last or first; notes between triple quotes,
a fence, "---" or "====" lines, "<<< >>>", "[NOTES] [/NOTES]", "> " quoting, bullets; headings
without colons; a docs label whose block runs into the question line or a chat label ("User:",
"Q: ... A:", "Q."); lead-ins ("Given the following notes, ...", "I want to know ...", "Can you
help: ...", "Query - ...", "Task: ...", "Read this and tell me ...", "Using the notes below, please
answer ..."); German and Spanish labels; system + human splits (notes in the system prompt, the
question alone; an instruction in the system prompt, notes and question pasted by the user). Each
shape asks three questions, one per note, half of them typed lower case without "?".

Strict oracles: a right reply holds the answer (every word of ``want``) and none of the note's
other values that would make it wrong (``avoid``), and does not hand most of the note back
(``_grounded._dump``); for the question the notes do not answer, "I don't know" / "could not find"
/ "does not mention". A reply with ``simulator_limit`` is a stated limit.

``python -m tests.sim.probes.shapes_i [-v]`` prints each wrong case (every case with ``-v``), the
counts per shape with ``-s``, and the totals.

History (right / limit / wrong of 108):
- first sight on 3361695 (e314a9b + this file), one run: **11 / 94 / 3**. Only the labelled control
  read right; every other shape a stated limit (the whole prompt taken as the question and no
  documents: "no tool, document or fact ... answers it"; or the question swallowed into a docs
  block: "found no question or instruction"); wrong: the question with its lead-in answered by a
  quoted chunk with the wrong figure beside the right one, "I don't know." for "who should the
  money be paid to".
- after ``unlabelled_prompt`` (8ea5ce0): 86 / 6 / 16; with a system prompt of bare notes and "##
  Source" headings read as notes: **90 / 0 / 18**. Every wrong is one of two questions the
  simulator answers wrongly under the labelled control too ("what was the varroa count on hive 2":
  the next log line with "14 kg" quoted beside the right one; "who should the money be paid to":
  "I don't know." over "payable to Mr Okafor"): answering faults, not reading ones, left alone.
"""
from __future__ import annotations

import sys
import warnings

from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from tests.sim.probes._grounded import _ABSENT, _dump

NOTES = {
    "hive": (
        "Hive inspection log, Orchard apiary\n"
        "12 May: hive 2 queen seen, eggs present; added a second brood box.\n"
        "19 May: hive 4 showed queen cells; split made by Oona into the spare nuc.\n"
        "26 May: varroa count on hive 2 was 3 mites per day, below the treatment level of 10.\n"
        "2 June: 14 kg of honey taken from hive 1 and jarred by Felix."
    ),
    "climb": (
        "Crux Climbing Centre - members' notice\n"
        "From 1 October the bouldering room opens at 07:00 on weekdays.\n"
        "Children under 14 must be supervised by an adult with a belay card.\n"
        "Chalk balls only: loose chalk is banned on all walls.\n"
        "Shoe hire costs 4 pounds; harness hire is free for members."
    ),
    "trip": (
        "Dear parents,\n"
        "Year 5 will visit the Harbour Science Museum on Friday 9 March.\n"
        "The coach leaves school at 08:45 and returns by 15:30.\n"
        "Please send a packed lunch and a waterproof coat; no fizzy drinks.\n"
        "The trip costs 11 pounds, payable to Mr Okafor in the office by 2 March.\n"
        "Ms Lindqvist, class teacher"
    ),
}

# (question, words the reply must hold (all), words that make it wrong); want None: not in the notes
QUESTIONS = {
    "hive": [
        ("Who made the split?", ("Oona",), ("Felix",)),
        ("How much honey was taken from hive 1?", ("14 kg",), ("3 mites",)),
        ("What was the varroa count on hive 2?", ("3 mites",), ("14 kg",)),
        ("What breed are the bees?", None, ()),
    ],
    "climb": [
        ("What time does the bouldering room open on weekdays?", ("07:00",), ("4 pounds",)),
        ("How much does shoe hire cost?", ("4 pounds",), ("07:00", "under 14")),
        ("What kind of chalk is allowed?", ("chalk balls",), ("4 pounds", "07:00")),
        ("What is the monthly membership fee?", None, ()),
    ],
    "trip": [
        ("What time does the coach leave?", ("08:45",), ("11 pounds",)),
        ("Who should the money be paid to?", ("Okafor",), ("08:45", "Harbour")),
        ("Which museum is the class visiting?", ("Harbour Science Museum",), ("08:45", "Okafor")),
        ("How many children are going on the trip?", None, ()),
    ],
}

# Each shape: (name, template). A template is a string with {notes} and {question}, or a pair
# (system, human) of such strings. ``{lead}`` instead of ``{question}``: the question follows a
# lead-in, its first letter lower case.
SHAPES: list[tuple[str, str | tuple[str, str]]] = [
    ("control_labels", "Context:\n{notes}\n\nQuestion: {question}"),
    ("unlabelled_question_last", "{notes}\n\n{question}"),
    ("unlabelled_question_first", "{question}\n\n{notes}"),
    ("triple_quotes", '"""\n{notes}\n"""\n\n{question}'),
    ("fence", "```\n{notes}\n```\n{question}"),
    ("dashes", "---\n{notes}\n---\n{question}"),
    ("equals_rule", "{notes}\n\n==========\n{question}"),
    ("headings_no_colon", "NOTES\n{notes}\n\nQUESTION\n{question}"),
    ("docs_label_runs_into_question", "Notes:\n{notes}\n{question}"),
    ("context_then_user", "Context:\n{notes}\n\nUser: {question}"),
    ("context_then_q_a", "Context:\n{notes}\n\nQ: {question}\nA:"),
    ("q_dot_first", "Q. {question}\n\nText:\n{notes}"),
    ("given_following", "Given the following notes, {lead}\n\n{notes}"),
    ("based_on_above", "{notes}\n\nBased on the text above, {lead}"),
    ("i_want_to_know", "I want to know {lead}\n\n{notes}"),
    ("can_you_help", "Can you help: {question}\n\n{notes}"),
    ("query_dash", "Query - {question}\n\nReference:\n{notes}"),
    ("task_label", "Task: {question}\n\nMaterial:\n{notes}"),
    ("read_and_tell", "Read this and tell me {lead}\n\n{notes}"),
    ("look_and_find", "Look at these notes and find out {lead}\n\n{notes}"),
    ("using_below_answer", "Using the notes below, please answer {lead}\n\n{notes}"),
    ("system_instr_human_both", ("Answer from the notes the user pastes. Be brief.", "{notes}\n\n{question}")),
    ("system_notes_human_q", ("{notes}", "{question}")),
    ("system_helpful_notes", ("You are a helpful assistant. Here are the notes:\n{notes}", "{question}")),
    ("bracket_tags", "[NOTES]\n{notes}\n[/NOTES]\n\n{question}"),
    ("angle_markers", "<<<\n{notes}\n>>>\n{question}"),
    ("german_labels", "Frage: {question}\n\nKontext:\n{notes}"),
    ("spanish_labels", "Contexto:\n{notes}\n\nPregunta: {question}"),
    ("hey_quick_one", "Hey, quick one - {lead}\nHere are my notes:\n{notes}\nThanks!"),
    ("email_quoted", "My notes (pasted from an email):\n{quoted}\n\n{question}"),
    ("bullets", "{bulleted}\n\n{question}"),
    ("my_question_is", "Please help me with this.\n\n{notes}\n\nMy question is {lead}"),
    ("see_notes_below", "{question} (see notes below)\n\n{notes}"),
    ("what_i_need", "Here is some text:\n\n{notes}\n\nwhat i need: {question}"),
    ("markdown_source_ask", "### Source\n{notes}\n\n### Ask\n{question}"),
    ("question_dash_after_doc", "Answer the question using the document.\nDocument:\n{notes}\nQuestion - {question}"),
]


def _lowered(question: str) -> str:
    return question.lower().rstrip("?").strip()


def _fill(template: str, notes: str, question: str) -> str:
    lead = question[:1].lower() + question[1:]
    return template.format(
        notes=notes,
        question=question,
        lead=lead,
        quoted="\n".join(f"> {line}" for line in notes.split("\n")),
        bulleted="\n".join(f"- {line}" for line in notes.split("\n")),
    )


def messages(template: str | tuple[str, str], notes: str, question: str):
    if isinstance(template, tuple):
        return [SystemMessage(_fill(template[0], notes, question)), HumanMessage(_fill(template[1], notes, question))]
    return [HumanMessage(_fill(template, notes, question))]


def judge(text: str, limit: str | None, notes: str, want, avoid) -> str:
    low = text.lower()
    if limit:
        return "limit"
    if _dump(text, notes):
        return "wrong"
    if want is None:
        return "right" if any(a in low for a in _ABSENT) else "wrong"
    if all(w.lower() in low for w in want) and not any(a.lower() in low for a in avoid):
        return "right"
    return "wrong"


def cases():
    """(shape, note, question as asked, want, avoid, messages) of every case."""
    names = list(NOTES)
    for i, (shape, template) in enumerate(SHAPES):
        for k, note in enumerate(names):
            question, want, avoid = QUESTIONS[note][(i + k) % 4]
            asked = _lowered(question) if (i + k) % 2 else question
            yield shape, note, asked, want, avoid, messages(template, NOTES[note], asked)


def run(argv: list[str]) -> dict[str, int]:
    counts = {"right": 0, "limit": 0, "wrong": 0}
    per_shape: dict[str, list[str]] = {}
    llm = SimulatedChatModel()
    for shape, note, asked, want, avoid, msgs in cases():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            out = llm.invoke(msgs)
        limit = out.response_metadata.get("simulator_limit")
        k = judge(out.content, limit, NOTES[note], want, avoid)
        counts[k] += 1
        per_shape.setdefault(shape, []).append(k[0])
        if "-v" in argv or k == "wrong":
            print(f"[{k}] {shape} / {note}: {asked!r}\n    -> {out.content[:200]!r}"
                  + (f"\n    LIMIT {limit[:150]}" if limit else ""))
    if "-s" in argv:
        for shape, ks in per_shape.items():
            print(f"  {shape:32s} {''.join(ks)}")
    print(f"{sum(counts.values())} cases: {counts}")
    return counts


if __name__ == "__main__":
    run(sys.argv[1:])
