"""Port: the agentic-RAG notebook of an O'Reilly live training "Getting Started with LangGraph"
(agent -> ``tools_condition`` -> ``ToolNode([retriever_tool])`` -> ``grade_documents`` ->
``generate`` or ``rewrite`` -> agent), the older LangGraph agentic-RAG example updated to
``MessagesState``: its ``rewrite`` node appends the model's reply (an AI message) to the
messages, and the agent, with the retriever bound, is called again on them.

Source: github.com/hli8nova/oreilly-langgraph,
``notebooks/rag-agent-with-grading-relevance-of-documents.py`` @d152da6 (HEAD a2ace05; the
author says it is "almost entirely based on" langchain-ai/langgraph
``examples/rag/langgraph_agentic_rag.ipynb``, MIT). The repository states no license of its own.

Kept verbatim: the retriever tool (name and description, author swapped), the ``grade`` schema
(``binary_score: str``) and grader prompt, the agent, rewrite and generate nodes (``question =
messages[0].content``, ``docs = last_message.content``), the graph. Swapped: ``ChatOpenAI``
(gpt-4-turbo, gpt-4-0125-preview, gpt-3.5-turbo) -> the simulator; ``hub.pull("rlm/rag-prompt")``
-> its text as a one-message ``ChatPromptTemplate`` (no network); ``WebBaseLoader`` over three
lilianweng.github.io posts -> the invented posts of ``_blog.py`` ("Lilian Weng" reads "Mira
Okonkwo"); Chroma + ``OpenAIEmbeddings`` -> ``LocalVectorStore`` + ``course_lib.get_embeddings()``
(the retriever's default k=4); the splitter's tiktoken encoding -> ``cl100k_base`` (offline).
The prints stay out. The program has no retry cap: ``recursion_limit`` 25 is its limit.

Oracles (written before the first run), per model call:
- agent: a question on the posts calls ``retrieve_blog_posts`` with a query holding a word of the
  question's subject; a greeting is answered without the tool; after a rewrite (the last message
  an AI message) a call on the subject again, or an answer judged as ``generate``'s;
- ``grade``: "yes" when the retrieved text states the question's fact; either when it does not;
- ``rewrite``: one question on the same subject (a word of the original's subject), not the
  prompt's words ("semantic intent", "Formulate");
- ``generate``: the fact (a regex per question), no chunk dump; for the question the posts do not
  answer, "don't know" and no figure;
- or a stated limit.
"""


import re
import warnings

import pytest

from tests.thirdparty._blog import POSTS
from tests.thirdparty._support import CallLog, LocalVectorStore, embeddings, pages, sim_llm
from tests.thirdparty._verdict import verdict

RAG_PROMPT = (  # hub.pull("rlm/rag-prompt")
    "You are an assistant for question-answering tasks. Use the following pieces of retrieved "
    "context to answer the question. If you don't know the answer, just say that you don't know. "
    "Use three sentences maximum and keep the answer concise.\nQuestion: {question} \nContext: "
    "{context} \nAnswer:"
)


def build(llm):
    from typing import Literal

    from langchain_core.messages import HumanMessage
    from langchain_core.output_parsers import StrOutputParser
    from langchain_core.prompts import ChatPromptTemplate, PromptTemplate
    from langchain_core.tools import create_retriever_tool
    from langchain_text_splitters import RecursiveCharacterTextSplitter
    from langgraph.graph import END, START, MessagesState, StateGraph
    from langgraph.prebuilt import ToolNode, tools_condition
    from pydantic import BaseModel, Field

    docs = [pages({url: text}) for url, text in POSTS.items()]  # WebBaseLoader(url).load()
    docs_list = [item for sublist in docs for item in sublist]
    text_splitter = RecursiveCharacterTextSplitter.from_tiktoken_encoder(
        chunk_size=100, chunk_overlap=50, encoding_name="cl100k_base"  # swap: offline encoding
    )
    doc_splits = text_splitter.split_documents(docs_list)
    vectorstore = LocalVectorStore.from_documents(documents=doc_splits, embedding=embeddings())  # Chroma
    retriever = vectorstore.as_retriever()

    retriever_tool = create_retriever_tool(
        retriever,
        "retrieve_blog_posts",
        "Search and return information about Mira Okonkwo blog posts on LLM agents, prompt engineering, and adversarial attacks on LLMs.",
    )

    tools = [retriever_tool]

    ### Edges

    def grade_documents(state: MessagesState) -> Literal["generate", "rewrite"]:
        """
        Determines whether the retrieved documents are relevant to the question.
        """

        # Data model
        class grade(BaseModel):
            """Binary score for relevance check."""

            binary_score: str = Field(description="Relevance score 'yes' or 'no'")

        # LLM
        model = llm  # ChatOpenAI(temperature=0, model="gpt-4-0125-preview", streaming=True)

        # LLM with tool and validation
        llm_with_tool = model.with_structured_output(grade)

        # Prompt
        prompt = PromptTemplate(
            template="""You are a grader assessing relevance of a retrieved document to a user question. \n 
        Here is the retrieved document: \n\n {context} \n\n
        Here is the user question: {question} \n
        If the document contains keyword(s) or semantic meaning related to the user question, grade it as relevant. \n
        Give a binary score 'yes' or 'no' score to indicate whether the document is relevant to the question.""",
            input_variables=["context", "question"],
        )

        # Chain
        chain = prompt | llm_with_tool

        messages = state["messages"]
        last_message = messages[-1]

        question = messages[0].content
        docs = last_message.content

        scored_result = chain.invoke({"question": question, "context": docs})

        score = scored_result.binary_score

        if score == "yes":
            return "generate"

        else:
            return "rewrite"

    ### Nodes

    def agent(state: MessagesState) -> MessagesState:
        messages = state["messages"]
        model = llm  # ChatOpenAI(temperature=0, streaming=True, model="gpt-4-turbo")
        model = model.bind_tools(tools)
        response = model.invoke(messages)
        # We return a list, because this will get added to the existing list
        return {"messages": [response]}

    def rewrite(state: MessagesState) -> MessagesState:
        messages = state["messages"]
        question = messages[0].content

        msg = [
            HumanMessage(
                content=f""" \n 
    Look at the input and try to reason about the underlying semantic intent / meaning. \n 
    Here is the initial question:
    \n ------- \n
    {question} 
    \n ------- \n
    Formulate an improved question: """,
            )
        ]

        # Grader
        model = llm  # ChatOpenAI(temperature=0, model="gpt-4-0125-preview", streaming=True)
        response = model.invoke(msg)
        return {"messages": [response]}

    def generate(state: MessagesState) -> MessagesState:
        messages = state["messages"]
        question = messages[0].content
        last_message = messages[-1]

        docs = last_message.content

        # Prompt
        prompt = ChatPromptTemplate.from_messages([("human", RAG_PROMPT)])  # hub.pull("rlm/rag-prompt")

        # LLM
        llm_ = llm  # ChatOpenAI(model_name="gpt-3.5-turbo", temperature=0, streaming=True)

        # Chain
        rag_chain = prompt | llm_ | StrOutputParser()

        # Run
        response = rag_chain.invoke({"context": docs, "question": question})
        return {"messages": [response]}

    # Define a new graph
    workflow = StateGraph(MessagesState)

    # Define the nodes we will cycle between
    workflow.add_node("agent", agent)  # agent
    retrieve = ToolNode([retriever_tool])
    workflow.add_node("retrieve", retrieve)  # retrieval
    workflow.add_node("rewrite", rewrite)  # Re-writing the question
    workflow.add_node(
        "generate", generate
    )  # Generating a response after we know the documents are relevant
    # Call agent node to decide to retrieve or not
    workflow.add_edge(START, "agent")

    # Decide whether to retrieve
    workflow.add_conditional_edges(
        "agent",
        # Assess agent decision
        tools_condition,
        {
            # Translate the condition outputs to nodes in our graph
            "tools": "retrieve",
            END: END,
        },
    )

    # Edges taken after the `action` node is called.
    workflow.add_conditional_edges(
        "retrieve",
        # Assess agent decision
        grade_documents,
    )
    workflow.add_edge("generate", END)
    workflow.add_edge("rewrite", "agent")

    # Compile
    graph = workflow.compile()
    return graph


# --- the questions and the judge -----------------------------------------------------------------

_DONT_KNOW = re.compile(r"don't know|do not know|not (?:in|mentioned|stated)|no information|couldn't find|could not find|does not say", re.I)
_FRAME = re.compile(r"semantic intent|Formulate|initial question|improved question", re.I)

# name -> (question, the fact (None: the posts do not say; "greet": small talk), subject words)
QUESTIONS = {
    "notebook_memory": ("What does Mira Okonkwo say about the types of agent memory?",
                        re.compile(r"working memory.*episodic|episodic.*working memory", re.I | re.S), {"memory", "agent", "types", "okonkwo"}),
    "draft_tokens": ("How many tokens does the draft model propose per step?", re.compile(r"\bfour\b|\b4\b", re.I), {"draft", "tokens", "propose", "step"}),
    "tokenizer": ("Why does the draft model need the same tokenizer as the target model?",
                  re.compile(r"verif|token by token", re.I), {"tokenizer", "draft", "target"}),
    "energy": ("How many kilowatt-hours did training Quokka-7B consume?", None, {"kilowatt", "quokka", "training", "consume"}),
    "greeting": ("hello!", "greet", set()),
}


def _words(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[A-Za-z0-9-]+", text)}


def rows_question(model, name, graph=None):
    from langgraph.errors import GraphRecursionError

    question, fact, subject = QUESTIONS[name]
    graph = graph or build(model)
    log = CallLog()
    updates: list = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            for chunk in graph.stream({"messages": [("user", question)]},
                                      {"callbacks": [log], "recursion_limit": 25}, stream_mode="updates"):
                updates.extend(chunk.items())
        except GraphRecursionError:
            updates.append(("recursion_limit", None))
    # pair each model call with the node that made it, in order (the grader runs on the edge after "retrieve")
    last_tool = ""
    rows = []
    pending = list(log.calls)

    def _next_call(structured: bool):
        """The next logged call if it is of the kind asked (the ideal model's structured replies
        are not logged)."""
        if not pending:
            return None
        looks = bool(pending[0]["tool_calls"] and pending[0]["tool_calls"][0]["name"] == "grade") or "binary_score" in pending[0]["text"]
        return pending.pop(0) if looks == structured else None

    for k, (node, upd) in enumerate(updates):
        if node == "retrieve":
            last_tool = upd["messages"][-1].content
            call = _next_call(True)  # the grader's structured call
            if call is None:
                continue
            said = ""
            nxt = next((n for n, _ in updates[k + 1:]), "")
            said = "yes" if nxt == "generate" else "no" if nxt == "rewrite" else said
            ok = fact in (None, "greet") or said == "yes" or not fact.search(last_tool)
            rows.append((f"{name} grade", verdict(said, ok, call["limit"]), f"{said} over {last_tool[:120]!r}"))
            continue
        if node not in ("agent", "rewrite", "generate"):
            continue
        call = _next_call(False)
        if call is None:
            continue
        text = call["text"]
        if node == "agent" and call["tool_calls"]:
            ok = fact != "greet" and all(c["name"] == "retrieve_blog_posts" and subject & _words(str(c["args"]))
                                         for c in call["tool_calls"])
            rows.append((f"{name} agent call", verdict(str(call["tool_calls"]), ok, call["limit"]), str(call["tool_calls"])[:200]))
        elif node == "rewrite":
            ok = bool(subject & _words(text)) and not _FRAME.search(text) and text.count("?") <= 2
            rows.append((f"{name} rewrite", verdict(text, ok, call["limit"]), text[:200]))
        else:  # generate, or the agent answering without the tool
            if fact == "greet":
                ok = bool(text.strip()) and not _DONT_KNOW.search(text)
            elif fact is None:
                ok = bool(_DONT_KNOW.search(text)) and not re.search(r"\d+(?:\.\d+)?\s*(?:kWh|kilowatt|MWh)", text, re.I)
            else:
                ok = bool(fact.search(text)) and "page_content" not in text
            rows.append((f"{name} {node} answer", verdict(text, ok, call["limit"]), text[:200]))
    return rows


SCENARIOS = {n: (lambda m, n=n: rows_question(m, n)) for n in QUESTIONS}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {
    'notebook_memory': "known at first sight (70d05f8f): the answer to the notebook's own question quotes the post's opening sentence on memory, not the tiers",
}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


_IDEAL = {
    "What does Mira Okonkwo say about the types of agent memory?": ("agent memory types", "Tessellate has three memory tiers: working memory, an episodic log and a semantic store."),
    "How many tokens does the draft model propose per step?": ("draft model tokens per step", "The draft model proposes four tokens per step."),
    "Why does the draft model need the same tokenizer as the target model?": ("draft model tokenizer target", "Otherwise its proposals cannot be verified token by token."),
    "How many kilowatt-hours did training Quokka-7B consume?": ("Quokka-7B training energy kilowatt-hours", "I don't know."),
}


def _ideal_script(prompt_text, schema, tools):
    from langchain_core.messages import AIMessage

    text = str(prompt_text)
    if schema is not None:
        return {"binary_score": "yes" if "energy" not in text and "kilowatt" not in text else "no"}
    if "Formulate an improved question" in text:
        return "How much energy, in kilowatt-hours, did training the Quokka-7B model use?"
    question = next((q for q in _IDEAL if q in text), "")
    if tools:
        if not question:
            return "Hello! How can I help?"
        if "\ntool: " in text:
            return _IDEAL[question][1]
        return AIMessage("", tool_calls=[{"name": "retrieve_blog_posts", "args": {"query": _IDEAL[question][0]}, "id": "c1"}])
    return _IDEAL[question][1]


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    rows = scenarios(ScriptedChatModel(script=_ideal_script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
