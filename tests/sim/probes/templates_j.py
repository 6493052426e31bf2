"""Invented probe (2026-12-04, mine, written on 6a402f3 before any of this session's branches was
merged, oracles committed before its first run, never tuned against): six plain lookups over
three short invented notes, asked in 24 prompt shapes none of the course's data uses and
templates_i does not hold: notes as data structures (a JSON list of page_content records, a
careless ``str(docs)`` of Document objects, an XML documents block, numbered sources), the
LlamaIndex and other published RAG templates, markdown headings, labels in Italian, Dutch,
Polish, Turkish and Indonesian, the question first over a shell's ``cat``, a forwarded message,
notes sent in an earlier turn, instructions on the answer's form. The questions are typed lower
case without "?", one of them a bare noun phrase. A control row asks each question in the course's
own shape first: the probe measures reading the prompt's shape, not answering.
A reply is right when it holds the answer, no competing value, and quotes less than most of its
note; a stated limit when it states one; wrong otherwise. ``python -m tests.sim.probes.templates_j [-v]``.

Held out: the helpers of 2026-12-04 (a third prompt-shape reader among them, told the kinds in
words, not these wordings) do not see this file; it measures their moves blind.

History (right / limit / wrong of 144 = 24 shapes x 6; the control row apart):
- first sight on 6a402f3 (plus this file), one run: **67 / 57 / 20**; control row 5 / 0 / 1 (the
  fare line "foot passenger return £8.20, car and driver return £41." quoted whole for "foot
  passenger return fare": two competing amounts, a clause-choice fault of content, not shape).
  Read: the five new languages' labels, "Reply with just the answer", a system prompt of
  "retrieved context", a forwarded question and "Answer in at most ten words" stated limits on
  every question; numbered sources ("[1] ...") and ``str(docs)`` a trusted "I don't know." on
  most (silently wrong); the fare's clause fault in most read shapes.
- blind moves, session of 2026-12-04 (design2, ports18, fix27A, fit, shapes3, fix27B; none saw
  this probe), after each merge: only shapes3 (a third prompt-shape reader, told the kinds
  in words) moved it, **67 / 57 / 20 -> 85 / 37 / 22** (the five languages' labels, JSON and
  ``str(docs)`` records, the shell's ``cat``, "UNKNOWN"; still limits: Dutch "Achtergrond", "Reply
  with just the answer", a system prompt of "retrieved context" over a rule, a forwarded question,
  "Answer in at most ten words"; wrongs: the fare's clause in 16 shapes, numbered sources).
- mine, read (after the blind figure above): material after an instruction's rule line in a system
  prompt is its documents (LangChain's RetrievalQA chat prompt), two labelled amounts are a list:
  106 / 32 / 6 (control 6 / 0 / 0); a "Q:" line under an instruction below the notes is the
  question: 111 / 32 / 1; an instruction on the answer's form before the question on its line
  ("Reply with just the answer, nothing else. <q>") is a lead-in: **115 / 28 / 1**.
"""
from __future__ import annotations

import json
import re
import sys
import warnings

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from tests.sim.probes._grounded import _dump

NOTES = {
"plumber": """Quote Q-2207 from R. Dalton Plumbing
Replace both basin taps: £145
Fit a new thermostatic shower valve: £320
Weekend call-out adds £60 to any job.
This quote is valid for 30 days from 12 March 2032.
""",
"allotment": """Hillcrest Allotments - notes for plot holders
The water troughs are switched off from 1 November until 1 March.
Bonfires are allowed on Wednesdays before 10am only.
The tool shed's key code is 4471; tell the secretary, Priya Nair, if it stops working.
""",
"ferry": """Portavel to Inchmor ferry
Sailings leave Portavel at 07:15, 10:40, 14:05 and 17:30.
The crossing takes 50 minutes.
Fares: foot passenger return £8.20, car and driver return £41.
""",
}

QUESTIONS = [
    ("plumber", "how much is it to fit the new shower valve",
     lambda t: "£320" in t and "£145" not in t),
    ("plumber", "how long is the quote valid for", lambda t: bool(re.search(r"30 days", t))),
    ("allotment", "what's the code for the tool shed",
     lambda t: "4471" in t),
    ("allotment", "who is the secretary", lambda t: "Priya Nair" in t),
    ("ferry", "how long does the crossing take",
     lambda t: bool(re.search(r"50 min", t)) and "07:15" not in t),
    ("ferry", "foot passenger return fare", lambda t: "£8.20" in t and "£41" not in t),
]

CONTROL = "Context:\n{n}\nQuestion: {q}?"


def _json_docs(n: str) -> str:
    return json.dumps([{"page_content": n, "metadata": {"source": "notes.txt", "page": 1}}], indent=2)


def _repr_docs(n: str) -> str:
    return f"[Document(metadata={{'source': 'notes.txt'}}, page_content={n!r})]"


# Each shape: a function of (notes, question) returning the messages.
SHAPES = [
    ("json records", lambda n, q: [HumanMessage(f"Answer using these documents:\n{_json_docs(n)}\n\n{q}")]),
    ("str(docs)", lambda n, q: [HumanMessage(f"{_repr_docs(n)}\n\nGiven the docs above, {q}")]),
    ("numbered sources", lambda n, q: [HumanMessage(
        f"Sources:\n[1] {n}\nAnswer the question and cite the source number.\nQ: {q}")]),
    ("xml documents", lambda n, q: [HumanMessage(
        f'<documents>\n<document index="1">\n<source>notes.txt</source>\n<document_content>\n{n}'
        f"</document_content>\n</document>\n</documents>\n\n{q}")]),
    ("llamaindex", lambda n, q: [HumanMessage(
        f"Context information is below.\n---------------------\n{n}---------------------\n"
        f"Given the context information and not prior knowledge, answer the query.\nQuery: {q}\nAnswer: ")]),
    ("markdown headings", lambda n, q: [HumanMessage(f"## Context\n{n}\n## Question\n{q}")]),
    ("bold labels", lambda n, q: [HumanMessage(f"**Context:**\n{n}\n**Question:** {q}")]),
    ("question over cat", lambda n, q: [HumanMessage(f"{q}\n\n$ cat notes.txt\n{n}")]),
    ("italian", lambda n, q: [HumanMessage(f"Contesto:\n{n}\nDomanda: {q}")]),
    ("dutch", lambda n, q: [HumanMessage(f"Achtergrond:\n{n}\nVraag: {q}")]),
    ("polish", lambda n, q: [HumanMessage(f"Kontekst:\n{n}\nPytanie: {q}")]),
    ("turkish", lambda n, q: [HumanMessage(f"Bağlam:\n{n}\nSoru: {q}")]),
    ("indonesian", lambda n, q: [HumanMessage(f"Konteks:\n{n}\nPertanyaan: {q}")]),
    ("just the answer", lambda n, q: [HumanMessage(f"{n}\nReply with just the answer, nothing else. {q}")]),
    ("pinecone", lambda n, q: [HumanMessage(
        "Answer the question based on the context below. If the question cannot be answered using the "
        f'information provided answer with "I don\'t know".\n\nContext: {n}\nQuestion: {q}\n\nAnswer:')]),
    ("system retrieved", lambda n, q: [SystemMessage(
        "You are a helpful assistant. Use the following pieces of retrieved context to answer the "
        f"user's question.\n----------------\n{n}"), HumanMessage(q)]),
    ("forwarded", lambda n, q: [HumanMessage(
        f"---------- Forwarded message ----------\nFrom: Sam\n\n> {q}\n\n"
        f"Can you answer Sam's question from this?\n\n{n}")]),
    ("delimited", lambda n, q: [HumanMessage(f"Please read:\n<<<\n{n}>>>\nthen answer: {q}")]),
    ("earlier turn", lambda n, q: [HumanMessage(f"here are my notes\n\n{n}"), AIMessage("Got it."),
                                   HumanMessage(q)]),
    ("document instructions", lambda n, q: [HumanMessage(
        f"DOCUMENT:\n{n}\nQUESTION:\n{q}\n\nINSTRUCTIONS:\nAnswer the QUESTION using the DOCUMENT "
        "text above. Keep your answer grounded in the facts of the DOCUMENT.")]),
    ("see below", lambda n, q: [HumanMessage(f"{q} (see notes below)\n\n{n}")]),
    ("system paste", lambda n, q: [SystemMessage("Answer questions about the text the user pastes."),
                                   HumanMessage(f"{n}\n\n{q}")]),
    ("backticks ten words", lambda n, q: [HumanMessage(
        f"Here is the retrieved text, delimited by triple backticks.\n```{n}```\n"
        f"Answer in at most ten words: {q}")]),
    ("unknown word", lambda n, q: [HumanMessage(
        f"If the notes don't say, reply UNKNOWN.\n\nnotes:\n{n}\nquestion: {q}")]),
]


def ask(messages) -> tuple[str, str | None]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(messages)
    return out.content, out.response_metadata.get("simulator_limit")


def judge(messages, doc: str, right) -> str:
    text, limit = ask(messages)
    if limit:
        return "limit"
    if _dump(text, NOTES[doc]) or not right(text):
        return "wrong"
    return "right"


def counts(verbose: bool = False) -> dict[str, int]:
    control = {"right": 0, "limit": 0, "wrong": 0}
    for doc, question, right in QUESTIONS:
        control[judge([HumanMessage(CONTROL.format(n=NOTES[doc], q=question))], doc, right)] += 1
    total = {"right": 0, "limit": 0, "wrong": 0}
    for name, shape in SHAPES:
        row = [judge(shape(NOTES[doc], question), doc, right) for doc, question, right in QUESTIONS]
        for k in row:
            total[k] += 1
        if verbose:
            print(f"{' '.join(k[0].upper() for k in row)}  {name}")
    print("control (the course's own shape):", control)
    print(total)
    return total


if __name__ == "__main__":
    counts("-v" in sys.argv)
