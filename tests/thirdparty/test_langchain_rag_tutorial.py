"""Port: the LangChain docs' "Build a RAG agent" tutorial: the RAG agent (``create_agent`` with a
``retrieve_context`` tool, ``response_format="content_and_artifact"``) and the two-step RAG
chain (``@dynamic_prompt`` middleware injecting context into the system prompt), plus the
"Returning source documents" variant (``RetrieveDocumentsMiddleware`` appending the context to
the user's message).

Source: github.com/langchain-ai/docs, src/oss/langchain/rag.mdx (Python tabs), commit
0ea0323fd527ced6b3365fa5298c7635b5d302e3; https://docs.langchain.com/oss/python/langchain/rag.

Kept verbatim: the splitter settings (1000/200, add_start_index), the tool (its docstring, k=2,
the "Source: {metadata}\\nContent: ..." serialisation), the agent's system prompt, the two
middlewares and their prompts, the tutorial's questions' shape (including the two-step
"Once you get the answer, look up common extensions of that method.").
Swapped: the chat model (``init_chat_model`` tabs) -> the simulator; the embeddings and vector
store tabs -> course embeddings + ``LocalVectorStore``; ``WebBaseLoader`` over the
lilianweng.github.io agent post -> the invented posts (_blog.py).
"""

from typing import Any

import pytest
from langchain_core.documents import Document

from tests.thirdparty._blog import POSTS
from tests.thirdparty._support import (
    LocalVectorStore,
    ScriptedChatModel,
    assert_answer,
    call,
    embeddings,
    pages,
    sim_llm,
    tool_calls,
)


def index():
    docs = pages(POSTS)  # loader.load()

    from langchain_text_splitters import RecursiveCharacterTextSplitter

    text_splitter = RecursiveCharacterTextSplitter(
        chunk_size=1000,  # chunk size (characters)
        chunk_overlap=200,  # chunk overlap (characters)
        add_start_index=True,  # track index in original document
    )
    all_splits = text_splitter.split_documents(docs)

    vector_store = LocalVectorStore.from_documents(all_splits, embeddings())
    return vector_store


def build_agent(model, vector_store):
    from langchain.tools import tool

    @tool(response_format="content_and_artifact")
    def retrieve_context(query: str):
        """Retrieve information to help answer a query."""
        retrieved_docs = vector_store.similarity_search(query, k=2)
        serialized = "\n\n".join(
            (f"Source: {doc.metadata}\nContent: {doc.page_content}")
            for doc in retrieved_docs
        )
        return serialized, retrieved_docs

    from langchain.agents import create_agent

    tools = [retrieve_context]
    # If desired, specify custom instructions
    prompt = (
        "You have access to a tool that retrieves context from a blog post. "
        "Use the tool to help answer user queries."
    )
    agent = create_agent(model, tools, system_prompt=prompt)
    return agent


def build_chain(model, vector_store):
    from langchain.agents import create_agent
    from langchain.agents.middleware import ModelRequest, dynamic_prompt

    @dynamic_prompt
    def prompt_with_context(request: ModelRequest) -> str:
        """Inject context into state messages."""
        last_query = request.state["messages"][-1].text
        retrieved_docs = vector_store.similarity_search(last_query)

        docs_content = "\n\n".join(doc.page_content for doc in retrieved_docs)

        system_message = (
            "You are a helpful assistant. Use the following context in your response:"
            f"\n\n{docs_content}"
        )

        return system_message

    agent = create_agent(model, tools=[], middleware=[prompt_with_context])
    return agent


def build_chain_with_sources(model, vector_store):
    from langchain.agents import create_agent
    from langchain.agents.middleware import AgentMiddleware, AgentState

    class State(AgentState):
        context: list[Document]

    class RetrieveDocumentsMiddleware(AgentMiddleware[State]):
        state_schema = State

        def before_model(self, state: AgentState) -> dict[str, Any] | None:
            last_message = state["messages"][-1]
            retrieved_docs = vector_store.similarity_search(last_message.text)

            docs_content = "\n\n".join(doc.page_content for doc in retrieved_docs)

            augmented_message_content = (
                f"{last_message.text}\n\n"
                "Use the following context to answer the query:\n"
                f"{docs_content}"
            )
            return {
                "messages": [last_message.model_copy(update={"content": augmented_message_content})],
                "context": retrieved_docs,
            }

    agent = create_agent(
        model,
        tools=[],
        middleware=[RetrieveDocumentsMiddleware()],
    )
    return agent


@pytest.fixture(scope="module")
def store():
    return index()


@pytest.fixture(scope="module")
def agent(store):
    return build_agent(sim_llm(), store)


def ask(agent, text: str) -> dict:
    return agent.invoke({"messages": [{"role": "user", "content": text}]}, {"recursion_limit": 25})


SINGLE = [
    ("How many memory tiers does the Tessellate agent have?", [("three", "3")]),
    ("What acceptance rate did speculative decoding reach on Quokka-7B?", ["71"]),
    ("What KL penalty coefficient kept the policy close to the reference model?", ["0.05"]),
]


@pytest.mark.parametrize(("question", "facts"), SINGLE, ids=["tiers", "acceptance", "kl"])
def test_agent_retrieves_then_answers(agent, question, facts):
    result = ask(agent, question)
    calls = tool_calls(result["messages"])
    assert calls and all(c["name"] == "retrieve_context" for c in calls), calls
    assert len(calls) <= 3
    assert_answer(result["messages"][-1], facts)


def test_agent_two_step_query_searches_twice(agent):
    # The tutorial's own shape of question: the second search depends on the first answer.
    query = (
        "What is the standard method for speeding up decoding described in the blog?\n\n"
        "Once you get the answer, look up common extensions of that method."
    )
    result = ask(agent, query)
    calls = tool_calls(result["messages"])
    assert len(calls) >= 2, calls
    assert calls[0]["args"]["query"] != calls[1]["args"]["query"], calls
    assert_answer(result["messages"][-1], ["speculative decoding", "Banyan"])


@pytest.mark.parametrize("text", ["Hi there!", "Thanks, that's all I needed.", "你好！"])
def test_agent_small_talk_needs_no_tool(agent, text):
    result = ask(agent, text)
    assert tool_calls(result["messages"]) == []
    reply = result["messages"][-1].content
    assert reply.strip() and "don't know" not in reply.lower()


@pytest.mark.parametrize(("question", "facts"), [
    ("What is speculative decoding?", ["draft", "target"]),
    ("What are the three types of reward hacking?", ["length exploitation", "format gaming", "evaluator flattery"]),
    ("How are memories scored when Tessellate recalls from the semantic store?", ["0.5", "0.3", "0.2"]),
], ids=["what-is", "types", "scoring"])
@pytest.mark.parametrize("variant", ["dynamic_prompt", "RetrieveDocumentsMiddleware"])
def test_two_step_chain(store, variant, question, facts):
    builder = build_chain if variant == "dynamic_prompt" else build_chain_with_sources
    chain = builder(sim_llm(), store)
    result = ask(chain, question)
    assert len([m for m in result["messages"] if m.type == "ai"]) == 1
    assert_answer(result["messages"][-1], facts)
    if variant == "RetrieveDocumentsMiddleware":
        assert result["context"], "the middleware keeps the retrieved documents"


# --- wiring ----------------------------------------------------------------------------------

def _ideal(prompt: str, schema, tools):
    lines = prompt.strip().splitlines()
    if tools:
        humans = [ln for ln in lines if ln.startswith("human: ")]
        tools_done = prompt.count("tool: Source:")
        if humans and "Hi there" in humans[-1]:
            return "Hello! What would you like to know about the blog?"
        if tools_done == 0:
            return call("retrieve_context", query="Tessellate memory tiers")
        return "Tessellate has three memory tiers."
    return "Speculative decoding pairs a small draft model with a large target model."


def test_wiring_with_an_ideal_model(store):
    model = ScriptedChatModel(script=_ideal)
    agent = build_agent(model, store)
    result = ask(agent, SINGLE[0][0])
    assert [c["name"] for c in tool_calls(result["messages"])] == ["retrieve_context"]
    assert "Source: {'source'" in result["messages"][2].content  # the tutorial's serialisation
    assert_answer(result["messages"][-1], SINGLE[0][1])
    assert tool_calls(ask(agent, "Hi there!")["messages"]) == []
    for builder in (build_chain, build_chain_with_sources):
        result = ask(builder(model, store), "What is speculative decoding?")
        assert_answer(result["messages"][-1], ["draft", "target"])
    assert any("Use the following context" in p for _, p in model.prompts)
