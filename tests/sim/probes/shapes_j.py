"""Invented probe (2026-12-03 night, mine, branch ``shapes2`` from b08707b; oracles written and
committed before its first run): grounded lookups asked in prompt shapes that ``shapes_i`` does not
hold. Three short invented notes in three formats (a kayak-hire booking as "key: value" lines, a
pottery studio's class timetable as a markdown table with a price line, an allotment society's rules
as prose sentences), three questions each: a wh-question with its "?", one typed lower case without
it, and a bare noun phrase with no question word and no "?" ("gate code", "kiln firing price": the
asked thing is the phrase). 36 prompt shapes, each asking one question per note (so each shape asks
one bare noun phrase):

- the notes, a separator line ("---", "***", "=====", "___", "--"), then the question under a
  possessive or personal label ("My question:", "What I need to know:", "Our ask:", "Q from Sam:");
- an instruction that holds the question on line 1 and the notes from line 2, no separator, no
  label; an e-mail "Subject:" line that is the question;
- a chatty opening around the question and a lead-in to the notes at its end ("Hi there, quick
  question - ...? Here's what I have:", "Sorry to bother you - ... Notes below.");
- public templates: LangChain hub "rlm/rag-prompt" (question before context), the LangChain docs'
  QA chat prompt (system message holding the context, the human turn the question), LlamaIndex's
  default QA prompt ("Context information is below." ... "Query:");
- labels in Korean, Japanese, Spanish, German, French, Portuguese (the questions in English, so
  the notes can answer them word for word);
- the notes in an earlier human turn and the question in a later one; a system prompt with the
  notes in tags; a system instruction and two human turns;
- two questions in one prompt (the oracle wants both answers, or a stated limit).

Strict oracles (as in ``shapes_i``): a right reply holds every word of ``want`` and none of the
note's other values in ``avoid``, and does not hand most of the note back (``_grounded._dump``); a
reply with ``simulator_limit`` is a stated limit; anything else is wrong.

``python -m tests.sim.probes.shapes_j [-v] [-s]`` prints each wrong case (every case with ``-v``),
the letters per shape with ``-s``, and the totals.

History (right / limit / wrong of 108):
- first sight on 23e30db (b08707b + this file), one run: **33 / 70 / 5**. Right: the labelled
  control, the LangChain docs' QA system prompt, "<notes>/<question>" tags, partly others. Limits:
  the whole prompt taken as the question and no documents ("no tool, document or fact ... answers
  it": 57), the question swallowed into a docs block ("found no question or instruction": 7), or
  a labelled question with its notes beside it unread ("My question:", "Our ask:", "Question :"
  under "Contexte :", "Query:" in LlamaIndex's prompt). Wrong: the rag-prompt's pottery table
  quoted whole; "kiln firing price" answered with its sentence's other clause ("Clay costs 9
  pounds per bag; kiln firing is 3 pounds per piece."); two questions answered as one.
- label words beyond English and the notes beside a labelled question (7a939c4): 51 / 47 / 10;
  more lead-ins, requests, pointers after the question and bare noun phrases asked for (97bdec0):
  72 / 21 / 15; notes in an earlier human turn (7f3d8ae): 79 / 14 / 15; listed questions and an
  oracle fix (a6baac9: a two-question case no longer avoids the other question's answer, "60
  pounds" while "60" is wanted): **82 / 12 / 14**. Left: 12 of the 14 wrongs are one answering
  fault, the "kiln firing price" clause pair (the same reply under the labelled control); 11 of
  the 12 limits are one answering limit ("where do we launch from" over "Launch point: Brackenhow
  jetty": "can't find the place"), the other a bare "So, gate code" with no request before it.
- after the slow suite (the ports): the notes beside a question are no run holding an
  imperative sentence ("Use the vectorstore for ...") or a Chinese, Japanese or Korean instruction
  word, and the Korean and Japanese label words are out (a ported Korean self-RAG grader, "문서: ...
  질문: ...", lost its score): **76 / 18 / 14** (korean_labels and japanese_labels back to limits).
"""
from __future__ import annotations

import sys
import warnings

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from tests.sim.probes._grounded import _dump

NOTES = {
    "kayak": (
        "Booking confirmation - Tarn Kayak Hire\n"
        "Booking ref: KX-4471\n"
        "Date: Saturday 14 June\n"
        "Launch point: Brackenhow jetty\n"
        "Boats: two double kayaks\n"
        "Deposit paid: 25 pounds\n"
        "Balance due on arrival: 60 pounds\n"
        "Guide: Rhiannon Tews"
    ),
    "pottery": (
        "| Class | Day | Time | Tutor |\n"
        "|---|---|---|---|\n"
        "| Wheel throwing | Tuesday | 18:30 | Ines Varga |\n"
        "| Hand building | Thursday | 10:00 | Tomasz Bell |\n"
        "| Glazing | Saturday | 14:00 | Ines Varga |\n"
        "\n"
        "Clay costs 9 pounds per bag; kiln firing is 3 pounds per piece."
    ),
    "allotment": (
        "Greenfold Allotment Society - rules for plot holders\n"
        "The annual rent is 42 pounds, due on 1 April.\n"
        "Bonfires are allowed only in November, before 10 am.\n"
        "Water butts are provided; hosepipes are not allowed.\n"
        "The site gate code changes every quarter and is currently 5128.\n"
        "Contact the secretary, Priya Lall, about vacant plots."
    ),
}

# (question as typed, words the reply must hold (all), words that make it wrong)
QUESTIONS = {
    "kayak": [
        ("Who is our guide?", ("Rhiannon",), ("Brackenhow", "KX-4471")),
        ("where do we launch from", ("Brackenhow",), ("Rhiannon", "KX-4471", "60 pounds")),
        ("balance due on arrival", ("60",), ("25 pounds",)),
    ],
    "pottery": [
        ("What time is the hand building class?", ("10:00",), ("18:30", "14:00")),
        ("who teaches glazing", ("Ines Varga",), ("Tomasz",)),
        ("kiln firing price", ("3 pounds",), ("9 pounds",)),
    ],
    "allotment": [
        ("When are bonfires allowed?", ("November",), ("1 April", "5128")),
        ("who do I contact about vacant plots", ("Priya Lall",), ("5128", "42 pounds")),
        ("gate code", ("5128",), ("42 pounds", "1 April")),
    ],
}

_RAG_PROMPT = (
    "You are an assistant for question-answering tasks. Use the following pieces of retrieved "
    "context to answer the question. If you don't know the answer, just say that you don't know. "
    "Use three sentences maximum and keep the answer concise.\nQuestion: {question} \nContext: {notes} \nAnswer:"
)
_DOCS_QA_SYSTEM = (
    "You are an assistant for question-answering tasks. Use the following pieces of retrieved "
    "context to answer the question. If you don't know the answer, say that you don't know. Use "
    "three sentences maximum and keep the answer concise.\n\n{notes}"
)
_LLAMA_QA = (
    "Context information is below.\n---------------------\n{notes}\n---------------------\n"
    "Given the context information and not prior knowledge, answer the query.\nQuery: {question}\nAnswer: "
)

# Each shape: (name, template). A template is a string (one human message) or a list of
# (role, text) turns, role one of "system", "human", "ai". Fields: {notes}, {question} (as typed),
# {lead} (first letter lower case), {bare} (without its "?"), {question2} (the note's next question,
# for the two-question shapes: the oracle then wants both answers).
SHAPES: list[tuple[str, object]] = [
    ("control_labels", "Context:\n{notes}\n\nQuestion: {question}"),
    ("dashes_my_question", "{notes}\n---\nMy question: {question}"),
    ("stars_what_i_need", "{notes}\n\n***\n\nWhat I need to know: {question}"),
    ("equals_our_ask", "{notes}\n=====\nOur ask: {question}"),
    ("underscores_wondering", "{notes}\n___\nThe thing I'm wondering about: {question}"),
    ("double_dash_q_from", "{notes}\n\n--\nQ from Sam: {question}"),
    ("go_through_let_know", "Go through the text below and let me know {lead}\n{notes}"),
    ("check_notes_tell", "Check these notes and tell me {lead}\n{notes}"),
    ("from_this_find", "From this booking info, find {lead}\n{notes}"),
    ("subject_line", "Subject: {bare}\n\n{notes}"),
    ("hi_quick_heres_what", "Hi there, quick question - {bare}? Here's what I have:\n{notes}"),
    ("sorry_notes_below", "Sorry to bother you - {bare}. Notes below.\n\n{notes}"),
    ("morning_the_info", "Morning! Could you check something for me: {question}\nThe info:\n{notes}\nCheers"),
    ("stuck_reading", "ok so I've been reading this and I'm stuck on {lead}\n\n{notes}"),
    ("rlm_rag_prompt", _RAG_PROMPT),
    ("docs_qa_system", [("system", _DOCS_QA_SYSTEM), ("human", "{question}")]),
    ("llamaindex_qa", _LLAMA_QA),
    ("korean_labels", "다음 문맥을 참고하여 질문에 답하세요.\n\n문맥:\n{notes}\n\n질문: {question}"),
    ("japanese_labels", "以下の文脈に基づいて質問に答えてください。\n\n文脈：\n{notes}\n\n質問：{question}"),
    ("spanish_instruction", "Usa el siguiente contexto para responder.\n{notes}\n\nPregunta: {question}"),
    ("german_answer_slot", "Kontext:\n{notes}\n\nFrage: {question}\nAntwort:"),
    ("french_labels", "Contexte :\n{notes}\n\nQuestion : {question}\nRéponse :"),
    ("portuguese_first", "Pergunta: {question}\n\nContexto:\n{notes}"),
    ("turns_notes_then_q", [("human", "Here are my notes:\n{notes}"), ("ai", "Got it."), ("human", "{question}")]),
    ("turns_bare_notes", [("human", "{notes}"), ("ai", "Thanks. What would you like to know?"), ("human", "{question}")]),
    ("system_tagged_notes", [("system", "<context>\n{notes}\n</context>\nAnswer using only the context."), ("human", "{question}")]),
    ("system_two_humans", [("system", "You answer questions about documents the user shares."), ("human", "{notes}"), ("human", "{question}")]),
    ("two_questions_lines", "{notes}\n\nTwo things:\n1. {bare}\n2. {question2}"),
    ("two_questions_and", "Context:\n{notes}\n\nQuestion: {bare}, and {question2}"),
    ("xml_tags", "<notes>\n{notes}\n</notes>\n<question>{question}</question>"),
    ("bold_headings", "**Notes**\n{notes}\n\n**Question**\n{question}"),
    ("setext_headings", "Notes\n=====\n{notes}\n\nQuestion\n--------\n{question}"),
    ("parenthesised_after", "{notes}\n\n(What I'd like to know: {bare})"),
    ("so_after_info", "Here's the info:\n{notes}\nSo, {lead}"),
    ("arrow_after", "Based on this:\n{notes}\n\n-> {question}"),
    ("system_ref_human_label", [("system", "Use the reference text to answer."), ("human", "Reference text:\n{notes}\n\nWhat I want to find out: {question}")]),
]

_ROLES = {"system": SystemMessage, "human": HumanMessage, "ai": AIMessage}


def _fill(template: str, notes: str, question: str, question2: str) -> str:
    bare = question.rstrip("?").strip()
    return template.format(
        notes=notes,
        question=question,
        lead=question[:1].lower() + question[1:],
        bare=bare,
        question2=question2,
    )


def messages(template, notes: str, question: str, question2: str):
    if isinstance(template, str):
        return [HumanMessage(_fill(template, notes, question, question2))]
    return [_ROLES[role](_fill(text, notes, question, question2)) for role, text in template]


def judge(text: str, limit: str | None, notes: str, want, avoid) -> str:
    low = text.lower()
    if limit:
        return "limit"
    if _dump(text, notes):
        return "wrong"
    if all(w.lower() in low for w in want) and not any(a.lower() in low for a in avoid):
        return "right"
    return "wrong"


def cases():
    """(shape, note, question as asked, want, avoid, messages) of every case."""
    names = list(NOTES)
    for i, (shape, template) in enumerate(SHAPES):
        two = "{question2}" in (template if isinstance(template, str) else "".join(t for _, t in template))
        for k, note in enumerate(names):
            j = (i + k) % 3
            question, want, avoid = QUESTIONS[note][j]
            question2, want2, avoid2 = QUESTIONS[note][(j + 1) % 3]
            if two:
                want = want + want2
                # (an avoided value that holds a wanted one is the other question's answer)
                avoid = tuple(a for a in avoid + avoid2 if not any(w.lower() in a.lower() for w in want))
                asked = f"{question} + {question2}"
            else:
                asked = question
            yield shape, note, asked, want, avoid, messages(template, NOTES[note], question, question2)


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
