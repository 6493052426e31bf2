"""Port: a multilingual FAQ chatbot for an eVisa service, as its author committed it: LangChain
``create_agent`` with one retriever tool, ``retrieve_context`` (``response_format=
"content_and_artifact"``, k=6), over the service's FAQ PDF split in 500-character chunks.

Source: github.com/ChrisDanAsh/LLM-Chatbot, ``llm-chatbot/src/agent/agent_builder.py`` (the
system prompt and ``create_agent`` call), ``tools.py`` (``retrieve_context``) and
``vectorstore.py`` (loader, splitter 500/50, ``InMemoryVectorStore``), commit 7d0a7932 (HEAD
d23a2937). The repository states no license; only the wiring and prompt are kept here, quoted
for testing, and the FAQ itself is not copied.

Kept verbatim: the system prompt, the tool's name, docstring, body (k=6, the chunks joined by
blank lines, the documents as the artifact), the splitter settings, ``create_agent(model=...,
tools=..., system_prompt=...)``. Swapped: ``init_chat_model("google_genai:gemini-2.5-flash-
lite")`` -> the simulator; ``HuggingFaceEmbeddings`` / ``InMemoryVectorStore`` ->
``course_lib.get_embeddings()`` / ``LocalVectorStore``; ``PyPDFLoader("data/TT_Visa_FAQ.pdf")``
-> an invented FAQ of the same kind (an island state's eVisa: fees, validity, processing,
documents, minors, refunds), one Document per page as the PDF loader gives; the translation
wrapper (``multilingual_agent_stream``) -> none (English questions only).

Oracles (written before the first run), per model call:
- the first call for an FAQ question calls ``retrieve_context`` with a non-empty query; a
  greeting is answered without the tool;
- the answer after the tool's result states the FAQ's fact (a regex per question), with no
  chunk dump; for the question the FAQ does not answer (a neighbouring country's visa), says it
  does not know / the FAQ does not say, and names no fee or period;
- a further tool call after a result is right when its query is on the question's subject;
- or a stated limit.

First sight (70d05f8f, before any simulator change): see the README, "Twenty-first batch".
"""

from __future__ import annotations

import re
import warnings

import pytest
from langchain_core.documents import Document

from tests.thirdparty._support import CallLog, LocalVectorStore, embeddings, sim_llm
from tests.thirdparty._verdict import verdict

# --- the invented FAQ (stands in for data/TT_Visa_FAQ.pdf) ---------------------------------------

FAQ_PAGES = [
    """Coral Isles eVisa - Frequently Asked Questions

What is the eVisa?
The eVisa is an electronic travel authorisation for visitors to the Coral Isles. It replaces the paper visa that was issued at the consulates, and it is linked to the passport used in the application.

Who needs an eVisa?
Nationals of the countries on the visa-required list must hold an eVisa before boarding. Citizens of the regional economic community are exempt.""",
    """How much does the eVisa cost?
The application fee is USD 55 for a single-entry eVisa and USD 95 for a multiple-entry eVisa. The fee is paid online by card when the application is submitted.

Is the fee refunded if my application is refused?
No. The application fee is not refundable, whether the eVisa is granted, refused or withdrawn.""",
    """How long is the eVisa valid?
A single-entry eVisa is valid for 90 days from the date of issue, and the visitor may stay up to 30 days per entry. A multiple-entry eVisa is valid for one year.

How long does processing take?
Applications are normally decided within five working days. During the carnival season, allow ten working days.""",
    """What documents must I upload?
A scan of the passport's photo page (valid for at least six months after arrival), a recent passport photograph, a return ticket, and proof of accommodation such as a hotel booking or an invitation letter.

Can I apply on behalf of my children?
Yes. A parent or legal guardian may submit applications for minors from their own account; a copy of the birth certificate must be attached.""",
    """What should I do if my details are wrong?
Contact the immigration helpdesk at evisa-help@coralisles.example before travelling. An eVisa with an incorrect passport number is not valid and a new application is needed.""",
]

# --- the program: vectorstore.py, tools.py, agent_builder.py -------------------------------------


def build_vectorstore(pages: list[str]):
    docs = [Document(page_content=p, metadata={"source": "data/TT_Visa_FAQ.pdf", "page": i}) for i, p in enumerate(pages)]

    from langchain_text_splitters import RecursiveCharacterTextSplitter

    text_splitter = RecursiveCharacterTextSplitter(
        chunk_size=500,  # chunk size (characters)
        chunk_overlap=50,  # chunk overlap (characters)
        add_start_index=True,  # track index in original document
    )
    all_splits = text_splitter.split_documents(docs)
    return LocalVectorStore.from_documents(all_splits, embeddings())  # swap: InMemoryVectorStore(HF embeddings)


def make_tool(vectorstore):
    from langchain.tools import tool

    @tool(response_format="content_and_artifact")
    def retrieve_context(query: str):
        """Retrieve information from vectorstore to help answer a query."""

        retrieved_docs = vectorstore.similarity_search(query, k=6)

        serialized = "\n\n".join(doc.page_content for doc in retrieved_docs)
        return serialized, retrieved_docs

    return retrieve_context


def get_agent(model, vectorstore):
    from langchain.agents import create_agent

    tools = [make_tool(vectorstore)]

    system_prompt = (
        "You are a helpful FAQ assistant for Trinidad and Tobago eVisa services. "
        "You have access to a tool that retrieves information from the official FAQ documentation. "
        "Use this tool when necessary to answer user questions accurately. "
        "\n"
        "IMPORTANT INSTRUCTIONS:\n"
        "- Extract ONLY the most relevant information from the retrieved context.\n"
        "- Provide a SHORT, direct answer (2-3 sentences maximum).\n"
        "- DO NOT repeat or include unnecessary details from the source documents.\n"
        "- DO NOT include document metadata, dates, or filenames.\n"
        "- If the answer requires a list, format it as bullet points.\n"
        "- Be concise and to the point."
    )

    agent = create_agent(
        model=model,
        tools=tools,
        system_prompt=system_prompt,
    )

    return agent


# --- the questions and the judge ------------------------------------------------------------------

_DONT_KNOW = re.compile(r"don't know|do not know|not (?:in|covered|mentioned|stated)|no information|couldn't find|could not find|does not say|doesn't say|not able", re.I)
_FIGURE = re.compile(r"USD|\d")

# name -> (question, the answer's fact (None: not in the FAQ, or small talk), uses the tool)
QUESTIONS = {
    "fee": ("How much does the eVisa cost?", re.compile(r"USD 55"), True),
    "validity": ("How long is the eVisa valid?", re.compile(r"90 days"), True),
    "refund": ("Will I get my money back if I'm turned down?", re.compile(r"not refundable|no\b", re.I), True),
    "processing": ("How many days until I hear whether I've been approved?", re.compile(r"five working days|5 working days"), True),
    "children": ("Can I apply for my kids from my own account?", re.compile(r"parent|guardian|birth certificate", re.I), True),
    "uploads": ("What do I need to upload with the application?", re.compile(r"passport", re.I), True),
    "other_country": ("Do I need a visa to visit Barbados?", None, True),
    "greeting": ("Hello!", None, False),
}


def rows_question(model, name, store=None):
    question, fact, uses_tool = QUESTIONS[name]
    agent = get_agent(model, store or build_vectorstore(FAQ_PAGES))
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = agent.invoke({"messages": [{"role": "user", "content": question}]},
                           {"callbacks": [log], "recursion_limit": 25})
    rows = []
    subject = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", question)}
    for i, call in enumerate(log.calls):
        last = i == len(log.calls) - 1
        if call["tool_calls"]:
            if not uses_tool:
                ok = False
            elif i == 0:
                ok = all(c["name"] == "retrieve_context" and str(c["args"].get("query", "")).strip() for c in call["tool_calls"])
            else:  # a further search: on the question's subject
                ok = all(c["name"] == "retrieve_context" and (subject & {w.lower() for w in re.findall(r"[A-Za-z]{4,}", str(c["args"]))} or not subject)
                         for c in call["tool_calls"])
            rows.append((f"{name} call {i} search", verdict(str(call["tool_calls"]), ok, call["limit"]), str(call["tool_calls"])[:200]))
            continue
        text = call["text"]
        if not uses_tool:
            ok = bool(text.strip()) and not _DONT_KNOW.search(text)
        elif fact is None:
            ok = bool(_DONT_KNOW.search(text)) and not _FIGURE.search(text)
        else:
            ok = bool(fact.search(text)) and "Frequently Asked Questions" not in text and len(text) < 700
        ok = ok and last
        rows.append((f"{name} call {i} answer", verdict(text, ok, call["limit"]), text[:200]))
    if out["messages"][-1].tool_calls:
        rows.append((f"{name} ended on a tool call", "wrong", ""))
    return rows


SCENARIOS = {f"question_{n}": (lambda m, n=n: rows_question(m, n)) for n in QUESTIONS}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


_IDEAL = {
    "How much does the eVisa cost?": "A single-entry eVisa costs USD 55 (USD 95 for multiple entries).",
    "How long is the eVisa valid?": "A single-entry eVisa is valid for 90 days from the date of issue.",
    "Will I get my money back if I'm turned down?": "No: the application fee is not refundable, even if the eVisa is refused.",
    "How many days until I hear whether I've been approved?": "Applications are normally decided within five working days.",
    "Can I apply for my kids from my own account?": "Yes, a parent or legal guardian may apply for minors from their own account, attaching the birth certificate.",
    "What do I need to upload with the application?": "- Passport photo page\n- A recent photograph\n- A return ticket\n- Proof of accommodation",
    "Do I need a visa to visit Barbados?": "I don't know: the FAQ only covers the Coral Isles eVisa.",
}


def _ideal_script(prompt_text, schema, tools):
    from langchain_core.messages import AIMessage

    text = str(prompt_text)
    question = text.split("\nhuman: ", 1)[-1].split("\n", 1)[0].strip()
    if question == "Hello!":
        return "Hello! How can I help you with your eVisa?"
    if "\ntool: " not in text:
        return AIMessage("", tool_calls=[{"name": "retrieve_context", "args": {"query": question}, "id": "c1"}])
    return _IDEAL[question]


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    rows = scenarios(ScriptedChatModel(script=_ideal_script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
