"""Invented probe (2026-12-04 night, mine, branch ``shapes3`` from 6a402f3; oracles written and
committed before its first run): grounded lookups, and the rewriting prompts of a RAG program, asked
in prompt shapes that ``shapes_i`` and ``shapes_j`` do not hold. Three short invented notes in three
formats of their own (a choir's term notice as prose sentences, a boiler service record as "- Key:
value" bullets, a ferry timetable as bare CSV), three questions each: a wh-question with its "?",
one typed lower case without it, and a bare noun phrase ("concert date", "part replaced",
"Portmell-Skerra arrival time"). 39 prompt shapes, one question per note each:

- the question first, then pasted output that starts with a shell prompt or a command line ("$ cat",
  "PS C:\\...>", "mysql>", a log line);
- the notes as data structures: a JSON list of ``{"page_content", "metadata"}`` objects, the
  ``str()`` of a list of LangChain ``Document`` objects, "[1] ... [2] ..." numbered sources,
  "Source 1 (file.pdf, p. 3):" headers, Anthropic's ``<documents><document index=..>`` XML;
- markdown headings ("### Context", "## Question" first, "**Question:**"), LlamaIndex's chat QA
  prompt (system + user) and its refine prompt, DSPy's "Follow the following format." prompt with
  "«...»" passages and a "Reasoning: Let's think step by step" slot, Haystack's rendered prompt
  (documents as indented blocks);
- instructions on the answer's form: as few words as possible, the answer only, "Answer in French"
  (a stated limit, or a reply of the bare value, is right: an English sentence is not), cite the
  source id, "if you don't know, say UNKNOWN" (asked a question the notes do not answer: the
  prompt's word is right; and asked one they do answer: the answer, without the word);
- a question inside a forwarded message ("> can you check ..."), an e-mail with the notes in the
  "-----Original Message-----", a chat history block before the question (answered), a Slack-like
  "@bot" message with the notes fenced, a question quoted from someone else;
- prompts whose reply is not an answer: LangChain's condense-question prompt (the notes in the chat
  history; right: a standalone question that keeps the question's words and quotes no value),
  MultiQueryRetriever's "generate 3 different versions" (right: two lines or more, the question's
  words kept, no value), HyDE's "write a passage" (no notes; right: a passage on the question's
  words), a step-back prompt (right: a question, no value). A stated limit is a limit there too;
- labels in Italian, Dutch, Polish, Turkish, Vietnamese and Indonesian (the questions in English, so
  the notes answer them word for word).

Strict oracles (as in ``shapes_j``): a right reply holds every word of ``want`` and none of the
note's other values in ``avoid``, and does not hand most of the note back (``_grounded._dump``); a
reply with ``simulator_limit`` is a stated limit; anything else is wrong.

``python -m tests.sim.probes.shapes_k [-v] [-s]`` prints each wrong case (every case with ``-v``),
the letters per shape with ``-s``, and the totals.

History (right / limit / wrong of 117):
- first sight on d7164ae (6a402f3 + this file), one run: **38 / 48 / 31**. Read right: the
  labelled control, markdown headings, the question first under "## Question" or "**Question:**",
  LlamaIndex's chat QA prompt, the condense-question and step-back prompts (the question kept, no
  value), a forwarded "> can you check ..." quote, Italian labels. Limits: labels in Polish, Turkish,
  Vietnamese, Indonesian (the whole prompt taken as the question); "[1] ... [2] ..." and "Source 1
  (x.pdf, p. 3):" documents with the question after them swallowed ("found no question"); a bare
  phrase before "$ cat" / "PS C:\\...>" / "mysql>" / a fence; LlamaIndex's refine prompt (its
  context read as the draft answer); Haystack's indented documents; "Answer in French" (honest);
  multi-query and HyDE prompts (honest). Wrong: mostly the control's own answering faults ("Where
  do we rehearse?" -> "I don't know."; a CSV row quoted whole with the other times beside the asked
  one), a JSON list of page_content objects split at its "chunk": keys and quoted raw, "I don't
  know." where the prompt asked for UNKNOWN, few-words / answer-only replies longer than asked,
  the source id not cited.
- branch shapes3 (43e3a72 .. c894f33): label words of four more languages, the question after
  numbered documents, JSON document objects inside a prompt, paste marks (command lines, fences,
  an e-mail header), UNKNOWN as the prompt's own word, rule-fenced context in a draft's block,
  indented docs blocks, CSV notes beside a question: **61 / 18 / 38**. Left: 28 of the 38 wrongs
  are three answering faults the labelled control has too ("Where do we rehearse?" -> "I don't
  know." over "Rehearsals are ... in St Brendan's hall": 10; a CSV row quoted whole, the other
  times beside the asked one: 18); a headerless CSV chunk answered from the wrong row (3), bullets
  flattened onto one "[2]" line quoted whole (1), few-words / answer-only replies longer than
  asked (3), the source id not cited (3);
  limits: "Answer in French" (3, honest), multi-query (3) and HyDE (3) prompts, a quoted ask, an
  e-mail whose notes the reader flattens (``plain_text`` keeps an "-----Original Message-----"'s
  statements only), one time the answerer cannot place.
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
    "choir": (
        "Harbourside Community Choir - spring term\n"
        "Rehearsals are on Wednesdays at 19:45 in St Brendan's hall.\n"
        "The summer concert is on 17 May at the Corn Exchange.\n"
        "Term subs are 35 pounds, payable to the treasurer, Dilys Marr.\n"
        "Our musical director is Oskar Lindqvist.\n"
        "Borrowed sheet music must be returned by 24 May."
    ),
    "boiler": (
        "Boiler service record - 14 Larch Close\n"
        "- Engineer: Farid Osei\n"
        "- Visit date: 9 March\n"
        "- Model: Ardent Combi 30\n"
        "- Pressure after service: 1.4 bar\n"
        "- Parts replaced: ignition electrode\n"
        "- Next service due: March next year"
    ),
    "ferry": (
        "route,departs,arrives,fare\n"
        "Portmell-Skerra,08:15,09:05,12.50\n"
        "Skerra-Inchlow,10:40,11:10,7.00\n"
        "Inchlow-Portmell,16:20,17:35,15.00"
    ),
}

# (question as typed, words the reply must hold (all), words that make it wrong)
QUESTIONS = {
    "choir": [
        ("Where do we rehearse?", ("Brendan",), ("Corn Exchange", "Dilys")),
        ("who is the musical director", ("Oskar Lindqvist",), ("Dilys",)),
        ("concert date", ("17 May",), ("24 May",)),
    ],
    "boiler": [
        ("Which engineer did the service?", ("Farid Osei",), ("1.4",)),
        ("what pressure was it left at", ("1.4 bar",), ("Farid",)),
        ("part replaced", ("ignition electrode",), ("1.4 bar", "Farid")),
    ],
    "ferry": [
        ("When does the Skerra to Inchlow ferry leave?", ("10:40",), ("08:15", "16:20", "11:10")),
        ("what is the fare from inchlow to portmell", ("15",), ("12.50", "7.00")),
        ("Portmell-Skerra arrival time", ("09:05",), ("11:10", "17:35", "08:15")),
    ],
}

# A question each note does not answer (the "say UNKNOWN" shape), and every value of each note
# (a reply to a rewriting prompt that holds one answered instead of rewriting).
ABSENT = {
    "choir": "Who plays the piano at rehearsals?",
    "boiler": "how much did the visit cost",
    "ferry": "Is there a bicycle fare?",
}
VALUES = {
    "choir": ("19:45", "Brendan", "17 May", "Corn Exchange", "35 pounds", "Dilys", "Oskar", "24 May"),
    "boiler": ("Farid", "9 March", "Ardent", "1.4 bar", "electrode"),
    "ferry": ("08:15", "09:05", "10:40", "11:10", "16:20", "17:35", "12.50", "7.00", "15.00"),
}

_LLAMA_SYSTEM = (
    "You are an expert Q&A system that is trusted around the world.\nAlways answer the query using "
    "the provided context information, and not prior knowledge.\nSome rules to follow:\n1. Never "
    "directly reference the given context in your answer.\n2. Avoid statements like 'Based on the "
    "context, ...' or 'The context information ...' or anything along those lines."
)
_LLAMA_USER = (
    "Context information is below.\n---------------------\n{notes}\n---------------------\nGiven the "
    "context information and not prior knowledge, answer the query.\nQuery: {question}\nAnswer: "
)
_LLAMA_REFINE = (
    "The original query is as follows: {question}\nWe have provided an existing answer: The first "
    "document does not say.\nWe have the opportunity to refine the existing answer (only if needed) "
    "with some more context below.\n------------\n{notes}\n------------\nGiven the new context, refine "
    "the original answer to better answer the query. If the context isn't useful, return the original "
    "answer.\nRefined Answer: "
)
_DSPY = (
    "Answer questions with short factoid answers.\n\n---\n\nFollow the following format.\n\nContext: "
    "may contain relevant facts\n\nQuestion: ${{question}}\n\nReasoning: Let's think step by step in "
    "order to ${{produce the answer}}. We ...\n\nAnswer: often between 1 and 5 words\n\n---\n\n"
    "Context:\n[1] «{half1}»\n[2] «{half2}»\n\nQuestion: {question}\n\nReasoning: Let's think step by "
    "step in order to"
)
_HAYSTACK = (
    "Given the following information, answer the question.\n\nContext:\n\n    {half1_indented}\n\n"
    "    {half2_indented}\n\nQuestion: {question}\nAnswer:"
)
_CONDENSE = (
    "Given the following conversation and a follow up question, rephrase the follow up question to be "
    "a standalone question, in its original language.\n\nChat History:\nHuman: Here are the notes I "
    "have:\n{notes}\nAssistant: Thanks, I have read them.\nFollow Up Input: {question}\nStandalone "
    "question:"
)
_MULTI_QUERY = (
    "You are an AI language model assistant. Your task is to generate 3 different versions of the "
    "given user question to retrieve relevant documents from a vector database. By generating "
    "multiple perspectives on the user question, your goal is to help the user overcome some of the "
    "limitations of the distance-based similarity search. Provide these alternative questions "
    "separated by newlines.\nOriginal question: {question}"
)
_HYDE = "Please write a passage to answer the question\nQuestion: {question}\nPassage:"
_STEP_BACK = (
    "You are an expert at world knowledge. Your task is to step back and paraphrase a question to a "
    "more generic step-back question, which is easier to answer.\n\nOriginal Question: {question}\n"
    "Stepback Question:"
)

# Each shape: (name, oracle, template). Oracle: "answer" (the note's value), "short" (the value in
# eight words or fewer), "french" (a limit or the bare value), "cite" (the value and the source id
# "{note}-notes"), "unknown" (the note's ABSENT question asked: the reply is UNKNOWN), "unknown_ok"
# (answered, without UNKNOWN), "rewrite" (a standalone question), "versions" (two lines or more),
# "passage" (text on the question's words), "stepback" (a question). A template is a string (one
# human message) or a list of (role, text) turns.
SHAPES: list[tuple[str, str, object]] = [
    ("control_labels", "answer", "Context:\n{notes}\n\nQuestion: {question}"),
    ("shell_cat_after_q", "answer", "{question}\n\n$ cat {note}-notes.txt\n{notes}"),
    ("powershell_after_q", "answer", "{question}\nPS C:\\Users\\sam> Get-Content .\\{note}-notes.txt\n{notes}"),
    ("mysql_after_q", "answer", "{question}\n\nmysql> SELECT body FROM notes WHERE name = '{note}';\n{notes}"),
    ("log_line_after_q", "answer", "{question}\n2026-03-09 10:02:11 INFO loaded {note}-notes.txt\n{notes}"),
    ("json_page_content", "answer", "Answer using these documents.\n{json_docs}\n\nQuestion: {question}"),
    ("document_repr", "answer", "Here are the retrieved docs: {doc_repr}\n\nQuestion: {question}\nAnswer:"),
    ("numbered_sources", "answer", "Sources:\n[1] {half1_flat}\n[2] {half2_flat}\n\nUsing the sources, {lead}"),
    ("source_headers", "answer", "Source 1 ({note}.pdf, p. 3):\n{half1}\n\nSource 2 ({note}.pdf, p. 4):\n{half2}\n\n{question}"),
    ("xml_documents", "answer", "<documents>\n<document index=\"1\">\n<source>{note}.txt</source>\n<document_content>\n{notes}\n</document_content>\n</document>\n</documents>\n\n{question}"),
    ("md_h3_context", "answer", "### Context\n{notes}\n\n### Question\n{question}"),
    ("md_h2_question_first", "answer", "## Question\n{question}\n\n## Context\n{notes}"),
    ("bold_question_first", "answer", "**Question:** {question}\n\n**Context:**\n{notes}"),
    ("llama_chat_qa", "answer", [("system", _LLAMA_SYSTEM), ("human", _LLAMA_USER)]),
    ("llama_refine", "answer", _LLAMA_REFINE),
    ("dspy_format", "answer", _DSPY),
    ("haystack_indented", "answer", _HAYSTACK),
    ("few_words", "short", "Context:\n{notes}\n\nQuestion: {question}\nAnswer in as few words as possible."),
    ("answer_only", "short", "Reply with the answer only, no explanation.\n\n{notes}\n\n{question}"),
    ("answer_in_french", "french", "Answer in French.\n\nContext:\n{notes}\n\nQuestion: {question}"),
    ("cite_source_id", "cite", "Answer the question and cite the source id in brackets.\n\n[{note}-notes]\n{notes}\n\nQuestion: {question}"),
    ("unknown_word_absent", "unknown", "Answer from the context. If you don't know, say UNKNOWN.\n\nContext:\n{notes}\n\nQuestion: {absent}"),
    ("unknown_word_present", "unknown_ok", "Answer from the context. If you don't know, say UNKNOWN.\n\nContext:\n{notes}\n\nQuestion: {question}"),
    ("forwarded_quote", "answer", "Can you help with this one from Maria?\n\n> Hi, can you check {lead}\n> Thanks, M\n\nHere's the doc:\n{notes}"),
    ("email_original_message", "answer", "From: Jo Pike\nSubject: quick one\n\n{question}\n\n-----Original Message-----\n{notes}"),
    ("chat_history_answer", "answer", "Use the context to answer the latest user message.\n\nContext:\n{notes}\n\nConversation:\nUser: hi there\nAssistant: Hello! What can I help with?\nUser: {question}"),
    ("slack_fenced", "answer", "@notesbot {question}\n```\n{notes}\n```"),
    ("quoted_ask", "answer", "My manager asked me \"{question}\" and the answer should be in here somewhere:\n\n{notes}"),
    ("condense_question", "rewrite", _CONDENSE),
    ("multi_query", "versions", _MULTI_QUERY),
    ("hyde_passage", "passage", _HYDE),
    ("step_back", "stepback", _STEP_BACK),
    ("italian_labels", "answer", "Rispondi usando il contesto.\n\nContesto:\n{notes}\n\nDomanda: {question}\nRisposta:"),
    ("dutch_labels", "answer", "Gebruik de volgende context om de vraag te beantwoorden.\n\nContext:\n{notes}\n\nVraag: {question}"),
    ("polish_labels", "answer", "Kontekst:\n{notes}\n\nPytanie: {question}\nOdpowiedź:"),
    ("turkish_labels", "answer", "Bağlam:\n{notes}\n\nSoru: {question}\nCevap:"),
    ("vietnamese_labels", "answer", "Ngữ cảnh:\n{notes}\n\nCâu hỏi: {question}\nTrả lời:"),
    ("indonesian_labels", "answer", "Pertanyaan: {question}\n\nKonteks:\n{notes}"),
    ("system_docs_json_human", "answer", [("system", "Answer only from the documents.\nDocuments: {json_docs}"), ("human", "{question}")]),
]

_ROLES = {"system": SystemMessage, "human": HumanMessage, "ai": AIMessage}


def _halves(notes: str) -> tuple[str, str]:
    lines = notes.split("\n")
    cut = (len(lines) + 1) // 2
    return "\n".join(lines[:cut]), "\n".join(lines[cut:])


def _fill(template: str, note: str, question: str) -> str:
    notes = NOTES[note]
    half1, half2 = _halves(notes)
    docs = [{"page_content": half, "metadata": {"source": f"{note}.md", "chunk": i}} for i, half in enumerate((half1, half2))]
    doc_repr = "[" + ", ".join(f"Document(metadata={d['metadata']!r}, page_content={d['page_content']!r})" for d in docs) + "]"
    return template.format(
        notes=notes,
        note=note,
        question=question,
        lead=question[:1].lower() + question[1:],
        absent=ABSENT[note],
        half1=half1,
        half2=half2,
        half1_flat=" ".join(half1.split("\n")),
        half2_flat=" ".join(half2.split("\n")),
        half1_indented=half1.replace("\n", "\n    "),
        half2_indented=half2.replace("\n", "\n    "),
        json_docs=json.dumps(docs, indent=2),
        doc_repr=doc_repr,
    )


def messages(template, note: str, question: str):
    if isinstance(template, str):
        return [HumanMessage(_fill(template, note, question))]
    return [_ROLES[role](_fill(text, note, question)) for role, text in template]


def _content_words(question: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]{4,}", question.lower())} - {"what", "when", "where", "which", "does", "from", "with", "your"}


def judge(oracle: str, text: str, limit: str | None, note: str, question: str, want, avoid) -> str:
    low = text.lower()
    if limit:
        return "limit"
    if _dump(text, NOTES[note]):
        return "wrong"
    holds = all(w.lower() in low for w in want) and not any(a.lower() in low for a in avoid)
    if oracle == "answer":
        return "right" if holds else "wrong"
    if oracle == "short":
        return "right" if holds and len(text.split()) <= 8 else "wrong"
    if oracle == "french":
        return "right" if holds and len(text.split()) <= 4 else "wrong"
    if oracle == "cite":
        return "right" if holds and f"{note}-notes" in low else "wrong"
    if oracle == "unknown":
        return "right" if "UNKNOWN" in text and not any(v.lower() in low for v in VALUES[note]) else "wrong"
    if oracle == "unknown_ok":
        return "right" if holds and "UNKNOWN" not in text else "wrong"
    # the rewriting prompts: no value of the notes, the question's words kept
    if any(v.lower() in low for v in VALUES[note]):
        return "wrong"
    kept = _content_words(question) & _content_words(text)
    if not kept:
        return "wrong"
    if oracle in ("rewrite", "stepback"):
        return "right" if text.strip().endswith("?") else "wrong"
    if oracle == "versions":
        return "right" if len([line for line in text.split("\n") if line.strip()]) >= 2 else "wrong"
    return "right"  # passage


def cases():
    """(shape, oracle, note, question as asked, want, avoid, messages) of every case."""
    names = list(NOTES)
    for i, (shape, oracle, template) in enumerate(SHAPES):
        for k, note in enumerate(names):
            question, want, avoid = QUESTIONS[note][(i + k) % 3]
            asked = ABSENT[note] if oracle == "unknown" else question
            yield shape, oracle, note, asked, want, avoid, messages(template, note, question)


def run(argv: list[str]) -> dict[str, int]:
    counts = {"right": 0, "limit": 0, "wrong": 0}
    per_shape: dict[str, list[str]] = {}
    llm = SimulatedChatModel()
    for shape, oracle, note, asked, want, avoid, msgs in cases():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            out = llm.invoke(msgs)
        limit = out.response_metadata.get("simulator_limit")
        k = judge(oracle, out.content, limit, note, asked, want, avoid)
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
