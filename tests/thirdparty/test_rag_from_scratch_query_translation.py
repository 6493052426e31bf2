# ruff: noqa: W291, W293
"""Port: "RAG From Scratch" parts 5-9, query translation (multi-query, RAG-Fusion, decomposition
answered recursively and individually, step-back with few-shot examples, HyDE).

Source: github.com/langchain-ai/rag-from-scratch, rag_from_scratch_5_to_9.ipynb
@1fdb7d0 (the repository's snapshot head).
Kept verbatim: every prompt (``prompt_perspectives``, ``prompt_rag_fusion``,
``prompt_decomposition``, the recursive ``decomposition_prompt`` with ``q_a_pairs``, the
"Here is a set of Q+A pairs" synthesis prompt, the step-back system prompt with its two
few-shot examples, ``response_prompt_template``, ``prompt_hyde`` and the "Answer the following
question based on this context" RAG prompt), the chains (``| StrOutputParser() | (lambda x:
x.split("\\n"))``, ``retriever.map()``, ``get_unique_union``, ``reciprocal_rank_fusion``,
``format_qa_pair(s)``), ``k`` defaults. Swapped: ``ChatOpenAI`` -> the simulator;
``OpenAIEmbeddings`` + Chroma -> ``get_embeddings()`` + ``LocalVectorStore``; Lilian Weng's
agent post (``WebBaseLoader``) -> the invented agent-memory post of ``_blog.py`` split with the
tutorial's ``RecursiveCharacterTextSplitter.from_tiktoken_encoder(chunk_size=300,
chunk_overlap=50)`` (its default ``gpt2`` encoding is not shipped offline: ``cl100k_base``);
``langchain.load.dumps/loads`` -> ``langchain_core.load`` (same
functions); ``hub.pull("rlm/rag-prompt")`` -> that prompt's text, written out below. The
questions are invented about the invented post (the tutorial's own question, "What is task
decomposition for LLM agents?", is kept for the question-only steps).

Oracles (written before the first run), per model call:
- multi-query / RAG-Fusion / decomposition: the newline-split output has 2+ non-empty lines,
  each on the question's subject (shares a content word with it), none the prompt's frame
  ("alternative questions", "search queries", "Output"), not all the question itself;
- step-back: one question, on subject, not the question itself, not a copy of the examples
  ("The Police", "Jan Sindel");
- HyDE: a passage of 25+ words on the subject, not the prompt echoed;
- RAG answers (multi-query, fusion, step-back, HyDE, decomposition synthesis): the post's facts
  for the question (e.g. 0.5 / 0.3 / 0.2 for the ranking weights);
- sub-question answers: no dump; either a refusal or an answer drawn from the retrieved text
  (most of its content words occur in the context) - a loose oracle, noted as such;
- anything else must state a limit.
"""

from __future__ import annotations

import re
import warnings
from operator import itemgetter

import pytest
from langchain_core.load import dumps, loads
from langchain_core.messages import AIMessage
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate, FewShotChatMessagePromptTemplate
from langchain_core.runnables import RunnableLambda

from tests.thirdparty._blog import POSTS
from tests.thirdparty._support import (
    DUMP_MARKERS,
    REFUSAL,
    LocalVectorStore,
    embeddings,
    pages,
    sim_llm,
    text_of,
)
from tests.thirdparty._verdict import contains_any, verdict

AGENT_POST = "https://mlfieldnotes.example/posts/2024-11-07-agent-memory/"
TUTORIAL_Q = "What is task decomposition for LLM agents?"
RANK_Q = "How does the Tessellate agent rank notes when it recalls from the semantic store?"
RANK_FACTS = ("0.5", "0.3", "0.2")
TIERS_Q = "What are the main components of the Tessellate agent's memory system?"
TIERS_FACTS = ("working memory", "episodic log", "semantic store")
MERGE_Q = "When does Tessellate merge two memory notes?"
MERGE_FACTS = ("0.92",)

# --- the program's prompts, verbatim ---------------------------------------------------------

PERSPECTIVES = """You are an AI language model assistant. Your task is to generate five 
different versions of the given user question to retrieve relevant documents from a vector 
database. By generating multiple perspectives on the user question, your goal is to help
the user overcome some of the limitations of the distance-based similarity search. 
Provide these alternative questions separated by newlines. Original question: {question}"""

RAG = """Answer the following question based on this context:

{context}

Question: {question}
"""

FUSION = """You are a helpful assistant that generates multiple search queries based on a single input query. \n
Generate multiple search queries related to: {question} \n
Output (4 queries):"""

DECOMPOSITION = """You are a helpful assistant that generates multiple sub-questions related to an input question. \n
The goal is to break down the input into a set of sub-problems / sub-questions that can be answers in isolation. \n
Generate multiple search queries related to: {question} \n
Output (3 queries):"""

RECURSIVE = """Here is the question you need to answer:

\n --- \n {question} \n --- \n

Here is any available background question + answer pairs:

\n --- \n {q_a_pairs} \n --- \n

Here is additional context relevant to the question: 

\n --- \n {context} \n --- \n

Use the above context and any background question + answer pairs to answer the question: \n {question}
"""

# hub.pull("rlm/rag-prompt"): the prompt's human message, as published on the hub
RLM_RAG = """You are an assistant for question-answering tasks. Use the following pieces of retrieved context to answer the question. If you don't know the answer, just say that you don't know. Use three sentences maximum and keep the answer concise.
Question: {question} 
Context: {context} 
Answer:"""

SYNTHESIS = """Here is a set of Q+A pairs:

{context}

Use these to synthesize an answer to the question: {question}
"""

STEP_BACK_SYSTEM = """You are an expert at world knowledge. Your task is to step back and paraphrase a question to a more generic step-back question, which is easier to answer. Here are a few examples:"""
EXAMPLES = [
    {"input": "Could the members of The Police perform lawful arrests?",
     "output": "what can the members of The Police do?"},
    {"input": "Jan Sindel’s was born in what country?",
     "output": "what is Jan Sindel’s personal history?"},
]

RESPONSE = """You are an expert of world knowledge. I am going to ask you a question. Your response should be comprehensive and not contradicted with the following context if they are relevant. Otherwise, ignore them if they are not relevant.

# {normal_context}
# {step_back_context}

# Original Question: {question}
# Answer:"""

HYDE = """Please write a scientific paper passage to answer the question
Question: {question}
Passage:"""


# --- the program's wiring ----------------------------------------------------------------------


def build_retriever():
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    blog_docs = pages({AGENT_POST: POSTS[AGENT_POST]})
    text_splitter = RecursiveCharacterTextSplitter.from_tiktoken_encoder(
        encoding_name="cl100k_base", chunk_size=300, chunk_overlap=50)
    splits = text_splitter.split_documents(blog_docs)
    return LocalVectorStore.from_documents(documents=splits, embedding=embeddings()).as_retriever()


def get_unique_union(documents: list[list]):
    """ Unique union of retrieved docs """
    flattened_docs = [dumps(doc) for sublist in documents for doc in sublist]
    unique_docs = list(set(flattened_docs))
    return [loads(doc) for doc in unique_docs]


def reciprocal_rank_fusion(results: list[list], k=60):
    fused_scores = {}
    for docs in results:
        for rank, doc in enumerate(docs):
            doc_str = dumps(doc)
            if doc_str not in fused_scores:
                fused_scores[doc_str] = 0
            fused_scores[doc_str] += 1 / (rank + k)
    return [(loads(doc), score) for doc, score in sorted(fused_scores.items(), key=lambda x: x[1], reverse=True)]


def format_qa_pair(question, answer):
    return f"Question: {question}\nAnswer: {answer}\n\n".strip()


def format_qa_pairs(questions, answers):
    formatted_string = ""
    for i, (question, answer) in enumerate(zip(questions, answers, strict=False), start=1):
        formatted_string += f"Question {i}: {question}\nAnswer {i}: {answer}\n\n"
    return formatted_string.strip()


def step_back_prompt():
    example_prompt = ChatPromptTemplate.from_messages([("human", "{input}"), ("ai", "{output}")])
    few_shot_prompt = FewShotChatMessagePromptTemplate(example_prompt=example_prompt, examples=EXAMPLES)
    return ChatPromptTemplate.from_messages([("system", STEP_BACK_SYSTEM), few_shot_prompt, ("user", "{question}")])


# --- recording each model call -----------------------------------------------------------------


class Recorder:
    """Wraps the model so each reply (an AIMessage) is kept, in order, for the verdicts."""

    def __init__(self, model):
        self.model = model
        self.replies: list[AIMessage] = []

    def runnable(self):
        def call(prompt_value):
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                reply = self.model.invoke(prompt_value)
            self.replies.append(reply)
            return reply

        return RunnableLambda(call)


_WORD = re.compile(r"[a-z0-9][a-z0-9.\-]*", re.I)
_STOP = set("what which when where how does did the and for are was were with from that this these those into "
            "about there their them your when llm".split())


def content_words(text: str) -> set[str]:
    return {w.lower().strip(".") for w in _WORD.findall(text) if len(w) > 3 and w.lower() not in _STOP}


FRAME = ("alternative questions", "search queries", "output (", "different versions", "vector database",
         "sub-problems", "original question")


def lines_ok(text: str, question: str) -> bool:
    lines = [ln.strip() for ln in text.split("\n") if ln.strip()]
    subject = content_words(question)
    return (len(lines) >= 2 and all(content_words(ln) & subject for ln in lines)
            and not any(contains_any(ln, FRAME) for ln in lines)
            and not all(ln.strip(" ?.").lower() == question.strip(" ?.").lower() for ln in lines))


def has_facts(text: str, facts) -> bool:
    low = text.lower()
    return all(f.lower() in low for f in facts) and not any(m in text for m in DUMP_MARKERS)


def grounded_or_refusal(text: str, context: str) -> bool:
    if any(m in text for m in DUMP_MARKERS) or not text.strip():
        return False
    if REFUSAL.search(text):
        return True
    words = content_words(text)
    ctx = content_words(context)
    return bool(words) and len(words & ctx) >= 0.6 * len(words)


# --- scenarios -----------------------------------------------------------------------------------


def s_multi_query(model, question=RANK_Q, facts=RANK_FACTS):
    rec = Recorder(model)
    retriever = build_retriever()
    prompt_perspectives = ChatPromptTemplate.from_template(PERSPECTIVES)
    generate_queries = prompt_perspectives | rec.runnable() | StrOutputParser() | (lambda x: x.split("\n"))
    retrieval_chain = generate_queries | retriever.map() | get_unique_union
    final_rag_chain = ({"context": retrieval_chain, "question": itemgetter("question")}
                       | ChatPromptTemplate.from_template(RAG) | rec.runnable() | StrOutputParser())
    answer = final_rag_chain.invoke({"question": question})
    q, a = rec.replies
    return [(f"multi-query: queries for {question!r}", verdict(q, lines_ok(text_of(q), question)), text_of(q)),
            ("multi-query: answer", verdict(a, has_facts(answer, facts)), answer)]


def s_multi_query_tutorial(model):
    rec = Recorder(model)
    prompt_perspectives = ChatPromptTemplate.from_template(PERSPECTIVES)
    (prompt_perspectives | rec.runnable() | StrOutputParser() | (lambda x: x.split("\n"))).invoke(
        {"question": TUTORIAL_Q})
    q = rec.replies[0]
    return [(f"multi-query: queries for {TUTORIAL_Q!r}", verdict(q, lines_ok(text_of(q), TUTORIAL_Q)), text_of(q))]


def s_fusion(model, question=MERGE_Q, facts=MERGE_FACTS):
    rec = Recorder(model)
    retriever = build_retriever()
    generate_queries = (ChatPromptTemplate.from_template(FUSION) | rec.runnable() | StrOutputParser()
                        | (lambda x: x.split("\n")))
    retrieval_chain_rag_fusion = generate_queries | retriever.map() | reciprocal_rank_fusion
    final_rag_chain = ({"context": retrieval_chain_rag_fusion, "question": itemgetter("question")}
                       | ChatPromptTemplate.from_template(RAG) | rec.runnable() | StrOutputParser())
    answer = final_rag_chain.invoke({"question": question})
    q, a = rec.replies
    return [(f"fusion: queries for {question!r}", verdict(q, lines_ok(text_of(q), question)), text_of(q)),
            ("fusion: answer", verdict(a, has_facts(answer, facts)), answer)]


def s_decomposition_recursive(model, question=TIERS_Q, facts=TIERS_FACTS):
    rec = Recorder(model)
    retriever = build_retriever()
    generate_queries_decomposition = (ChatPromptTemplate.from_template(DECOMPOSITION) | rec.runnable()
                                      | StrOutputParser() | (lambda x: x.split("\n")))
    questions = generate_queries_decomposition.invoke({"question": question})
    out = [(f"decomposition: sub-questions of {question!r}",
            verdict(rec.replies[0], lines_ok(text_of(rec.replies[0]), question)), text_of(rec.replies[0]))]
    decomposition_prompt = ChatPromptTemplate.from_template(RECURSIVE)
    q_a_pairs = ""
    answer = ""
    for q in questions[:5]:
        contexts: list[str] = []
        keep = RunnableLambda(lambda d, _c=contexts: _c.append(str(d)) or d)
        rag_chain = ({"context": itemgetter("question") | retriever | keep,
                      "question": itemgetter("question"), "q_a_pairs": itemgetter("q_a_pairs")}
                     | decomposition_prompt | rec.runnable() | StrOutputParser())
        answer = rag_chain.invoke({"question": q, "q_a_pairs": q_a_pairs})
        q_a_pairs = q_a_pairs + "\n---\n" + format_qa_pair(q, answer)
        out.append((f"decomposition: recursive answer to {q!r}",
                    verdict(rec.replies[-1], grounded_or_refusal(answer, contexts[0] + q_a_pairs)), answer))
    return out


def s_decomposition_individual(model, question=TIERS_Q, facts=TIERS_FACTS):
    rec = Recorder(model)
    retriever = build_retriever()
    generate_queries_decomposition = (ChatPromptTemplate.from_template(DECOMPOSITION) | rec.runnable()
                                      | StrOutputParser() | (lambda x: x.split("\n")))
    prompt_rag = ChatPromptTemplate.from_messages([("human", RLM_RAG)])
    sub_questions = generate_queries_decomposition.invoke({"question": question})
    out = [(f"individual: sub-questions of {question!r}",
            verdict(rec.replies[0], lines_ok(text_of(rec.replies[0]), question)), text_of(rec.replies[0]))]
    rag_results = []
    for sub_question in sub_questions[:5]:
        retrieved_docs = retriever.invoke(sub_question)
        answer = (prompt_rag | rec.runnable() | StrOutputParser()).invoke({"context": retrieved_docs,
                                                                         "question": sub_question})
        rag_results.append(answer)
        out.append((f"individual: answer to {sub_question!r}",
                    verdict(rec.replies[-1], grounded_or_refusal(answer, str(retrieved_docs))), answer))
    context = format_qa_pairs(sub_questions, rag_results)
    final = (ChatPromptTemplate.from_template(SYNTHESIS) | rec.runnable() | StrOutputParser()).invoke(
        {"context": context, "question": question})
    out.append(("individual: synthesis", verdict(rec.replies[-1], has_facts(final, facts)), final))
    return out


def s_step_back(model, question=RANK_Q, facts=RANK_FACTS):
    rec = Recorder(model)
    retriever = build_retriever()
    generate_queries_step_back = step_back_prompt() | rec.runnable() | StrOutputParser()
    chain = ({"normal_context": RunnableLambda(lambda x: x["question"]) | retriever,
              "step_back_context": generate_queries_step_back | retriever,
              "question": lambda x: x["question"]}
             | ChatPromptTemplate.from_template(RESPONSE) | rec.runnable() | StrOutputParser())
    answer = chain.invoke({"question": question})
    sb, a = rec.replies
    t = text_of(sb).strip()
    ok = (bool(t) and "\n" not in t.strip() and bool(content_words(t) & content_words(question))
          and t.strip(" ?.").lower() != question.strip(" ?.").lower()
          and not contains_any(t, ("The Police", "Jan Sindel")))
    return [(f"step-back: {question!r}", verdict(sb, ok), t), ("step-back: answer", verdict(a, has_facts(answer, facts)), answer)]


def s_step_back_tutorial(model):
    rec = Recorder(model)
    (step_back_prompt() | rec.runnable() | StrOutputParser()).invoke({"question": TUTORIAL_Q})
    sb = rec.replies[0]
    t = text_of(sb).strip()
    ok = (bool(t) and "\n" not in t and bool(content_words(t) & content_words(TUTORIAL_Q))
          and t.strip(" ?.").lower() != TUTORIAL_Q.strip(" ?.").lower()
          and not contains_any(t, ("The Police", "Jan Sindel")))
    return [(f"step-back: {TUTORIAL_Q!r}", verdict(sb, ok), t)]


def s_hyde(model, question=MERGE_Q, facts=MERGE_FACTS):
    rec = Recorder(model)
    retriever = build_retriever()
    generate_docs_for_retrieval = ChatPromptTemplate.from_template(HYDE) | rec.runnable() | StrOutputParser()
    retrieval_chain = generate_docs_for_retrieval | retriever
    retrieved_docs = retrieval_chain.invoke({"question": question})
    answer = (ChatPromptTemplate.from_template(RAG) | rec.runnable() | StrOutputParser()).invoke(
        {"context": retrieved_docs, "question": question})
    h, a = rec.replies
    passage = text_of(h)
    ok = (len(passage.split()) >= 25 and bool(content_words(passage) & content_words(question))
          and "scientific paper passage" not in passage.lower())
    return [(f"hyde: passage for {question!r}", verdict(h, ok), passage),
            ("hyde: answer", verdict(a, has_facts(answer, facts)), answer)]


SCENARIOS = {"multi_query": s_multi_query, "multi_query_tutorial": s_multi_query_tutorial, "fusion": s_fusion,
             "decomposition_recursive": s_decomposition_recursive,
             "decomposition_individual": s_decomposition_individual, "step_back": s_step_back,
             "step_back_tutorial": s_step_back_tutorial, "hyde": s_hyde}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


def _params():
    return [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n
            for n in SCENARIOS]


@pytest.mark.parametrize("name", _params())
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import queued

    model = queued(
        "How are Tessellate's notes ranked at recall?\nWhich weights does the Tessellate agent use for notes?",
        "Tessellate ranks each note by a weighted sum: relevance 0.5, recency 0.3 and importance 0.2.",
    )
    rows = s_multi_query(model)
    assert [v for _, v, _ in rows] == ["right", "right"], rows
    model = queued("What is Tessellate's working memory?\nWhat is the Tessellate episodic log?",
                   "Working memory holds the last 12 turns verbatim inside the prompt.",
                   "The episodic log is a SQLite table.",
                   "Tessellate's memory has a working memory, an episodic log and a semantic store.")
    rows = s_decomposition_individual(model)
    assert [v for _, v, _ in rows] == ["right"] * 4, rows
