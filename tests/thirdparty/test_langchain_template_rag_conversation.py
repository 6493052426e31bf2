"""Port: the LangChain template "rag-conversation" (condense a follow-up with the chat history
into a standalone question, retrieve with it, answer from the context with the history).

Source: github.com/langchain-ai/langchain, templates/rag-conversation/rag_conversation/chain.py at
commit 2a79fd83f302e0915c8bf4b9a86c06be08afe8d5 (MIT licence).

Kept verbatim: the condense prompt, the answer prompt, _combine_documents, _format_chat_history,
ChatHistory, the RunnableBranch and the chain; its ingest (one lilianweng.github.io post, split
500/0). Swapped: ``ChatOpenAI`` (two) -> the simulator; ``Pinecone`` + ``OpenAIEmbeddings`` ->
``LocalVectorStore`` + ``course_lib.get_embeddings()``; the post -> the invented agent-memory
post (_blog.py); ``langchain.*`` imports -> ``langchain_core`` / ``langchain_text_splitters``.
"""

from operator import itemgetter
from typing import List, Tuple  # noqa: UP035

from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import (
    ChatPromptTemplate,
    MessagesPlaceholder,
    PromptTemplate,
    format_document,
)
from langchain_core.runnables import (
    RunnableBranch,
    RunnableLambda,
    RunnableMap,
    RunnablePassthrough,
)
from pydantic import BaseModel

from tests.thirdparty._blog import POSTS
from tests.thirdparty._support import (
    CallLog,
    LocalVectorStore,
    assert_answer,
    embeddings,
    pages,
    queued,
    sim_llm,
    stated_limit,
)

POST = "https://mlfieldnotes.example/posts/2024-11-07-agent-memory/"

# Condense a chat history and follow-up question into a standalone question
_template = """Given the following conversation and a follow up question, rephrase the follow up question to be a standalone question, in its original language.
Chat History:
{chat_history}
Follow Up Input: {question}
Standalone question:"""
CONDENSE_QUESTION_PROMPT = PromptTemplate.from_template(_template)

# RAG answer synthesis prompt
template = """Answer the question based only on the following context:
<context>
{context}
</context>"""
ANSWER_PROMPT = ChatPromptTemplate.from_messages([
    ("system", template),
    MessagesPlaceholder(variable_name="chat_history"),
    ("user", "{question}")
])

# Conversational Retrieval Chain
DEFAULT_DOCUMENT_PROMPT = PromptTemplate.from_template(template="{page_content}")


def _combine_documents(docs, document_prompt=DEFAULT_DOCUMENT_PROMPT, document_separator="\n\n"):
    doc_strings = [format_document(doc, document_prompt) for doc in docs]
    return document_separator.join(doc_strings)


def _format_chat_history(chat_history: List[Tuple[str, str]]) -> List:  # noqa: UP006
    buffer = []
    for human, ai in chat_history:
        buffer.append(HumanMessage(content=human))
        buffer.append(AIMessage(content=ai))
    return buffer


# User input
class ChatHistory(BaseModel):
    chat_history: List[Tuple[str, str]]  # noqa: UP006
    question: str


def build(condense_llm, answer_llm):
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    data = pages({POST: POSTS[POST]})
    text_splitter = RecursiveCharacterTextSplitter(chunk_size=500, chunk_overlap=0)
    all_splits = text_splitter.split_documents(data)
    vectorstore = LocalVectorStore.from_documents(documents=all_splits, embedding=embeddings())
    retriever = vectorstore.as_retriever()

    _search_query = RunnableBranch(
        # If input includes chat_history, we condense it with the follow-up question
        (
            RunnableLambda(lambda x: bool(x.get("chat_history"))).with_config(
                run_name="HasChatHistoryCheck"
            ),  # Condense follow-up question and chat into a standalone_question
            RunnablePassthrough.assign(
                chat_history=lambda x: _format_chat_history(x['chat_history'])
            ) | CONDENSE_QUESTION_PROMPT | condense_llm | StrOutputParser(),
        ),
        # Else, we have no chat history, so just pass through the question
        RunnableLambda(itemgetter("question"))
    )

    _inputs = RunnableMap({
        "question": lambda x: x["question"],
        "chat_history": lambda x: _format_chat_history(x['chat_history']),
        "context": _search_query | retriever | _combine_documents
    }).with_types(input_type=ChatHistory)

    chain = _inputs | ANSWER_PROMPT | answer_llm | StrOutputParser()
    return chain, _search_query


HISTORY = [("How many turns does Tessellate keep in working memory?",
            "Tessellate's working memory holds the last 12 turns verbatim inside the prompt.")]


def _standalone(text, subject_words):
    if stated_limit(text):
        return "limit"
    low = text.lower()
    assert any(w in low for w in subject_words), f"the standalone question lost the subject: {text!r}"
    assert "chat history" not in low and "follow up input" not in low, f"the prompt's frame copied: {text!r}"
    return "right"


def test_first_question_without_history():
    chain, _ = build(sim_llm(), sim_llm())
    answer = chain.invoke({"chat_history": [], "question": "How are notes in the semantic store ranked?"})
    assert_answer(answer, ["relevance", "0.5", "recency", "0.3", "importance", "0.2"])


def test_follow_up_is_condensed_then_answered():
    chain, search_query = build(sim_llm(), sim_llm())
    log = CallLog()
    question = "And how often does it write a summary to the episodic log?"
    standalone = search_query.invoke({"chat_history": HISTORY, "question": question}, {"callbacks": [log]})
    _standalone(standalone, ["tessellate"])
    answer = chain.invoke({"chat_history": HISTORY, "question": question})
    assert stated_limit(answer) or "20 turns" in answer, answer


def test_follow_up_with_a_pronoun():
    chain, search_query = build(sim_llm(), sim_llm())
    question = "When does it merge two notes?"
    standalone = search_query.invoke({"chat_history": HISTORY, "question": question})
    _standalone(standalone, ["tessellate"])
    answer = chain.invoke({"chat_history": HISTORY, "question": question})
    assert stated_limit(answer) or "0.92" in answer, answer


def test_a_follow_up_the_post_does_not_answer():
    chain, _ = build(sim_llm(), sim_llm())
    answer = chain.invoke({"chat_history": HISTORY, "question": "Which company sells it?"})
    assert stated_limit(answer) or "not" in answer.lower() or "don't know" in answer.lower(), answer


def test_wiring_with_an_ideal_model():
    condense = queued(AIMessage("How often does Tessellate write a summary to its episodic log?"))
    answer = queued(AIMessage("Every 20 turns."))
    chain, search_query = build(condense, answer)
    q = "And how often does it write a summary to the episodic log?"
    assert _standalone(search_query.invoke({"chat_history": HISTORY, "question": q}), ["tessellate"]) == "right"
    assert "20 turns" in chain.invoke({"chat_history": HISTORY, "question": q})
