# ruff: noqa: E501
"""Port: the chains of a radiation-safety RAG assistant (IAEA standards and Danish law): a
step-by-step context-sufficiency grader (``GradeSufficiency``: ``needed``, ``found``, then a
``binary_score`` bool, with a jurisdiction rule and one worked example in the system prompt), a
"missing information" query writer (one short search phrase for what the context lacks), the
generation prompt (context, chat history, then ``User: ... / Assistant:``) and a single grader with
two booleans (``GradeGeneration``: ``grounded`` and ``answers_question``).

Source: github.com/eikrad/Radiationsafety, graph/chains/context_sufficiency_grader.py
@1ffa18b7c6ba7ce29ba76a18e5b93e00f3659451, graph/chains/missing_query_chain.py
@405c0db174ebe329ed1abf31f0ae35f4d2b0dcbc, graph/chains/generation.py
@096e05db7c929a4cfc2ca5ab5583243d6cb33c75, graph/chains/generation_grader.py
@d1fa37c62526f9a65c7a7ce8207dd9ac04c6d9b8.
Kept verbatim: the four prompts and the two schemas (field names, defaults, descriptions),
``invoke_missing_query_chain`` (strip, 150 characters, the question when empty), the chains'
wiring (``prompt | model.with_structured_output(...)``, ``prompt | llm | StrOutputParser()``).
Swapped: ``get_llm()`` -> the simulator; the project's ``LenientText`` (a str that tolerates
lists) -> ``str``; the retrieved chunks -> invented ones in the project's
``[Source: ... (Danish law | IAEA | web)]`` form, with invented values (not the real rules).

Oracles (written before the first run), per model call:
- sufficiency: ``binary_score`` true when a chunk of the governing jurisdiction states the asked
  fact, false when the context holds only the other jurisdiction's value or nothing on it;
- missing query: one short phrase (at most 10 words... 12 allowed) on the question's subject,
  never the prompt's own examples, never an answer;
- generation: the asked fact from the context, or "cannot find" when the context lacks it;
- generation grader: ``grounded`` true and ``answers_question`` true for an answer drawn from the
  facts; ``grounded`` false for an answer whose figure the facts do not hold; ``answers_question``
  false for an answer on another matter;
- or a stated limit.
"""

from __future__ import annotations

import re
import warnings

import pytest
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate
from pydantic import BaseModel, Field

from tests.thirdparty._support import REFUSAL, CallLog, sim_llm
from tests.thirdparty._verdict import verdict

LenientText = str  # swapped: graph.llm_factory.LenientText

# --- the program: context_sufficiency_grader.py --------------------------------------------------


class GradeSufficiency(BaseModel):
    """Step-by-step sufficiency verdict; the steps come first so the verdict rests on them."""

    needed: LenientText = Field(
        default="",
        description="What a complete answer needs: the specific facts, and which "
        "jurisdiction's rule applies (Danish law, the IAEA standards, or either)",
    )
    found: LenientText = Field(
        default="",
        description="Where the context states each needed fact (source and a few "
        "words of the passage), or 'not found'",
    )
    binary_score: bool = Field(
        description="The context is sufficient to fully and correctly answer the question, 'yes' or 'no'"
    )


system = """You are a grader deciding whether the retrieved context is SUFFICIENT to answer the user's question fully and correctly. Each context chunk starts with [Source: ... (Danish law | IAEA | web)].

Work in three steps and reply with one JSON object with the fields needed, found and binary_score:
1. needed: the specific facts a complete answer needs (values, conditions, obligations, the paragraph or annex), and which rule governs: Danish law when the question is about Denmark or Danish rules, the IAEA standards when it names the IAEA, otherwise either.
2. found: for each needed fact, the chunk that states it, or 'not found'.
3. binary_score: true only if every needed fact is stated in the context by a source of the governing jurisdiction, otherwise false.

Rules:
- A value from the IAEA standards does NOT answer a question about Danish rules, even when it is plausible. Danish values, deadlines and conditions can differ, so the Danish rule itself must be in the context.
- Judge the context, not your own knowledge: a fact you know but the context does not state is 'not found'.
- A chunk that is on the topic but does not state the needed value or condition does not count.

Example question: Under Danish rules, how long must records of a worker's doses be kept?
Example context: [Source: GSR Part 3 (IAEA)] ... records of occupational exposure ... shall be retained until the worker attains or would have attained the age of 75 years ...
Example reply: {{"needed": "the Danish retention period for dose records (Danish law governs)", "found": "not found: only the IAEA rule is in the context", "binary_score": false}}"""

sufficiency_prompt = ChatPromptTemplate.from_messages(
    [
        ("system", system),
        ("human", "User question: {question}\n\nRetrieved context:\n\n{context}"),
    ]
)


def get_context_sufficiency_grader(llm):
    return sufficiency_prompt | llm.with_structured_output(GradeSufficiency)


# --- missing_query_chain.py ------------------------------------------------------------------------

missing_system = """You are helping to search a document database for radiation safety (IAEA and Danish legislation). The user asked a question but the current context does not fully answer it. Output a short search query (a few keywords or one short phrase) that would find the MISSING information in such a database.
- Focus on the specific fact or entity that is missing (e.g. "designated facility radioactive waste Denmark", "Danish company authorized disposal").
- Include location or scope if the question asks for it (e.g. Denmark, Danish).
- Output only the search query, no explanation. One short phrase or up to 10 words."""

missing_prompt = ChatPromptTemplate.from_messages(
    [
        ("system", missing_system),
        (
            "human",
            "User question: {question}\n\nContext we already have:\n{context}",
        ),
    ]
)


def invoke_missing_query_chain(question, context, llm, config=None) -> str:
    chain = missing_prompt | llm
    cfg = config or {}
    out = chain.invoke(
        {"question": question, "context": context or "None."}, config=cfg
    )
    if hasattr(out, "content"):
        q = out.content
    else:
        q = str(out).strip()
    q = q.strip()[:150] or question
    return q


# --- generation.py -----------------------------------------------------------------------------------

RAG_SYSTEM = """You are an assistant for IAEA and Danish radiation safety documents. Use the following retrieved context to answer the question. If you cannot find the answer in the context, say so. Be concise and cite the source when relevant."""

RAG_TEMPLATE = """{context}

{chat_history}

User: {question}
Assistant:"""

gen_prompt = ChatPromptTemplate.from_messages(
    [
        ("system", RAG_SYSTEM),
        ("human", RAG_TEMPLATE),
    ]
)


def generation_chain(llm):
    return gen_prompt | llm | StrOutputParser()


# --- generation_grader.py ----------------------------------------------------------------------------


class GradeGeneration(BaseModel):
    """Scores for grounding and for answering the question."""

    grounded: bool = Field(description="The answer is grounded in the documents, 'yes' or 'no'")
    answers_question: bool = Field(description="The answer addresses the question, 'yes' or 'no'")


grader_system = """You are a grader. Assess the LLM generation on two criteria:
1) Is it grounded in / supported by the set of facts (no hallucination)?
2) Does it address / resolve the user question?
Reply with two binary scores: grounded (yes/no) and answers_question (yes/no)."""

grader_prompt = ChatPromptTemplate.from_messages(
    [
        ("system", grader_system),
        (
            "human",
            "Facts:\n\n{documents}\n\nQuestion: {question}\n\nGeneration: {generation}",
        ),
    ]
)


def get_generation_grader(llm):
    return grader_prompt | llm.with_structured_output(GradeGeneration)


# --- invented chunks (invented values, not the real rules) ------------------------------------------

DK_DOSE = "[Source: Order on Ionising Radiation §21 (Danish law)] The effective dose limit for occupationally exposed workers is 20 mSv in a calendar year. Apprentices and students aged 16 to 18 may receive at most 6 mSv in a calendar year."
IAEA_RECORDS = "[Source: GSR Part 3 (IAEA)] Records of occupational exposure shall be retained until the worker attains or would have attained the age of 75 years, and for not less than 30 years after the cessation of work."
DK_SOURCES = "[Source: Order on Sealed Sources §9 (Danish law)] A holder of a high-activity sealed source shall check its tightness at least once every 12 months and shall report a lost source to the authority within 24 hours."
IAEA_TRANSPORT = "[Source: SSR-6 (IAEA)] The transport index of a package is the maximum radiation level at 1 metre from its surface, in mSv/h, multiplied by 100."
WEB_PAGE = "[Source: radiation-news.example (web)] Several countries are reviewing their dose limits for apprentices after a 2029 survey of training hospitals."

CONTEXT_ALL = "\n\n".join([DK_DOSE, IAEA_RECORDS, DK_SOURCES, IAEA_TRANSPORT])

# question, context, sufficient?
SUFFICIENCY = [
    ("What is the annual dose limit for occupationally exposed workers in Denmark?", CONTEXT_ALL, True),
    ("Under Danish rules, how long must records of a worker's doses be kept?", CONTEXT_ALL, False),
    ("How often must a high-activity sealed source be checked for tightness under Danish law?", "\n\n".join([DK_SOURCES, WEB_PAGE]), True),
    ("What is the Danish dose limit for the lens of the eye?", "\n\n".join([DK_DOSE, WEB_PAGE]), False),
    ("According to the IAEA, how is the transport index of a package defined?", CONTEXT_ALL, True),
]

# question, context, words of which the query must hold one (the missing subject)
MISSING = [
    ("Under Danish rules, how long must records of a worker's doses be kept?", IAEA_RECORDS, ["record", "dose"]),
    ("What is the Danish dose limit for the lens of the eye?", DK_DOSE, ["lens", "eye"]),
    ("Who collects disused sealed sources in Denmark?", DK_SOURCES, ["sealed", "source", "disused", "collect"]),
]
_EXAMPLE_QUERIES = ("designated facility radioactive waste", "danish company authorized disposal")

# question, context, facts (any one) or None for "cannot find"
GENERATION = [
    ("What is the annual dose limit for occupationally exposed workers in Denmark?", CONTEXT_ALL, ["20 mSv"]),
    ("How quickly must a lost high-activity sealed source be reported in Denmark?", CONTEXT_ALL, ["24 hours"]),
    ("What is the Danish dose limit for the lens of the eye?", "\n\n".join([DK_DOSE, WEB_PAGE]), None),
]

# question, facts, generation, grounded?, answers?
GRADES = [
    ("What is the annual dose limit for occupationally exposed workers in Denmark?", CONTEXT_ALL,
     "The annual dose limit for occupationally exposed workers in Denmark is 20 mSv (Order on Ionising Radiation §21).", True, True),
    ("What is the annual dose limit for occupationally exposed workers in Denmark?", CONTEXT_ALL,
     "The annual dose limit for occupationally exposed workers in Denmark is 50 mSv.", False, True),
    ("How often must a high-activity sealed source be checked for tightness under Danish law?", CONTEXT_ALL,
     "The transport index of a package is the radiation level at 1 metre multiplied by 100.", True, False),
    ("How quickly must a lost high-activity sealed source be reported in Denmark?", CONTEXT_ALL,
     "A lost high-activity sealed source must be reported within 72 hours, by letter.", False, True),
]


def _limit(log) -> str:
    return log.calls[-1]["limit"] if log.calls else ""


def rows_sufficiency(model, i):
    question, context, sufficient = SUFFICIENCY[i]
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = get_context_sufficiency_grader(model).invoke({"question": question, "context": context}, {"callbacks": [log]})
    ok = out.binary_score is sufficient
    return [(f"sufficiency {question[:45]!r}", verdict(str(out.binary_score), ok, _limit(log)),
             f"{out.binary_score!r} needed={out.needed[:80]!r} found={out.found[:80]!r}")]


def rows_missing(model, i):
    question, context, words = MISSING[i]
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        q = invoke_missing_query_chain(question, context, model, {"callbacks": [log]})
    low = q.lower()
    ok = (len(q.split()) <= 12 and any(w in low for w in words)
          and not any(e in low for e in _EXAMPLE_QUERIES) and "\n" not in q.strip())
    return [(f"missing {question[:45]!r}", verdict(q, ok, _limit(log)), q[:200])]


def rows_generation(model, i):
    question, context, facts = GENERATION[i]
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        answer = generation_chain(model).invoke({"context": context, "chat_history": "", "question": question}, {"callbacks": [log]})
    if facts is None:
        ok = bool(REFUSAL.search(answer)) or bool(re.search(r"(cannot|can't|could not|couldn't|does not|doesn't) (find|contain|state|say)", answer, re.I))
    else:
        ok = any(f.lower() in answer.lower() for f in facts)
    return [(f"generate {question[:45]!r}", verdict(answer, ok, _limit(log)), answer[:200])]


def rows_grade(model, i):
    question, facts, generation, grounded, answers = GRADES[i]
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = get_generation_grader(model).invoke({"documents": facts, "question": question, "generation": generation}, {"callbacks": [log]})
    ok = out.grounded is grounded and out.answers_question is answers
    return [(f"grade {i} {generation[:40]!r}", verdict(str(out), ok, _limit(log)),
             f"grounded={out.grounded} answers_question={out.answers_question}")]


SCENARIOS = {
    **{f"sufficiency{i}": (lambda m, i=i: rows_sufficiency(m, i)) for i in range(len(SUFFICIENCY))},
    **{f"missing{i}": (lambda m, i=i: rows_missing(m, i)) for i in range(len(MISSING))},
    **{f"generate{i}": (lambda m, i=i: rows_generation(m, i)) for i in range(len(GENERATION))},
    **{f"grade{i}": (lambda m, i=i: rows_grade(m, i)) for i in range(len(GRADES))},
}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {
    "sufficiency3": "first sight: binary_score true for a Danish question whose asked value (lens of the eye) no chunk states",
    "sufficiency4": "first sight: binary_score false for an IAEA definition the context states",
}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def _ideal_script(prompt_text, schema, _tools):
    text = str(prompt_text)
    if schema is GradeSufficiency:
        for q, _c, sufficient in SUFFICIENCY:
            if f"User question: {q}" in text:
                return {"needed": "the asked value", "found": "see context" if sufficient else "not found", "binary_score": sufficient}
    if schema is GradeGeneration:
        for q, _f, g, grounded, answers in GRADES:
            if q in text and g in text:
                return {"grounded": grounded, "answers_question": answers}
    if "MISSING information" in text:
        for q, _c, words in MISSING:
            if q in text:
                return f"Danish {words[0]} {words[-1]}"
    for q, _c, facts in GENERATION:
        if f"User: {q}" in text:
            return f"It is {facts[0]}." if facts else "I cannot find this in the context."
    raise AssertionError(text[:200])


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    rows = scenarios(ScriptedChatModel(script=_ideal_script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
