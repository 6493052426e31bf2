"""Port: the code of seed article 000, "AI Agent 开发（17）：Agentic RAG" (Chinese): the retriever
wrapped as a tool (section 2), the minimal agentic RAG with create_agent (section 3), three tools
side by side (section 4: search_notes, calc with numexpr, query_orders) and the self-correcting
retrieval loop (section 5: retrieve -> grade -> rewrite -> retrieve, generate).

Source: /work/shared/reference/000_3e36a1258c5450f7.txt (the seed article's text; no repository).

Kept verbatim: the tool names and Chinese descriptions, the system prompts, ``calc`` and
``query_orders`` (with the article's own demo orders, which are the program's data), CragState,
GradeDocuments, GRADE_PROMPT, REWRITE_PROMPT, GEN_PROMPT, the four nodes, ``decide`` and the
graph. The article notes that the loop has no cap of its own: recursion_limit (25) is its limit.
Swapped:
- ``init_chat_model("openai:gpt-5")`` -> the simulator;
- ``Chroma(persist_directory="./kb", embedding=init_embeddings(...))`` -> course embeddings +
  ``LocalVectorStore`` over invented Chinese notes (_zh_notes.py), ``search_kwargs={"k": 4}`` kept;
- ``from langchain.tools.retriever import create_retriever_tool`` -> ``langchain_core.tools``
  (where LangChain 1.x keeps it).
"""

from typing import Literal

import pytest
from langgraph.errors import GraphRecursionError

from tests.thirdparty._support import (
    LocalVectorStore,
    ScriptedChatModel,
    assert_answer,
    call,
    embeddings,
    run_graph,
    sim_llm,
    tool_calls,
)
from tests.thirdparty._zh_notes import documents


def make_retriever():
    vectorstore = LocalVectorStore.from_documents(documents(), embeddings())  # Chroma(collection_name="my_notes", ...)
    return vectorstore.as_retriever(search_kwargs={"k": 4})


def make_search_notes(retriever):
    from langchain_core.tools import create_retriever_tool

    search_notes = create_retriever_tool(
        retriever,
        name="search_notes",                             # 唯一、无空格、≤64 字符
        description=(
            "在个人技术笔记知识库中检索，返回相关片段。"
            "问题涉及笔记里的技术细节、配置、代码用法时调用；"
            "闲聊、翻译、常识问题不要调用。"
        ),
    )
    return search_notes


def build_agent(llm, search_notes):
    from langchain.agents import create_agent

    agent = create_agent(
        llm,
        tools=[search_notes],
        system_prompt=(
            "你是技术笔记助手：问题可能涉及笔记内容时，"
            "先调用 search_notes 检索再回答；笔记里没有的直说不知道。"
        ),
    )
    return agent


def build_kb_agent(llm, search_notes):
    import numexpr  # uv add numexpr
    from langchain.agents import create_agent
    from langchain_core.tools import tool

    @tool
    def calc(expression: str) -> str:
        """计算算术表达式，支持 + - * / 与括号，如 '880+1299'。"""
        return str(numexpr.evaluate(expression))        # 安全求值，不用 eval

    @tool
    def query_orders(status: str) -> str:
        """按状态查询订单，返回订单号、客户与金额列表。"""
        data = {                                        # 演示数据，生产换 SQL
            "待支付": "ORD-1042 张三 880 元；ORD-1055 李四 1299 元",
            "已发货": "ORD-1038 王五 640 元",
        }
        return data.get(status, f"未知状态：{status}")

    kb_agent = create_agent(
        llm,
        tools=[search_notes, calc, query_orders],
        system_prompt=(
            "你是团队内部助手：笔记相关查 search_notes，"
            "计算用 calc，查订单用 query_orders。"
        ),
    )
    return kb_agent


def build_crag(llm, retriever):
    from pydantic import BaseModel, Field
    from typing_extensions import TypedDict

    class CragState(TypedDict):
        question: str     # 用户原始问题
        query: str        # 当前查询词，可能被改写过
        documents: list   # 检索回的 Document 列表
        answer: str       # 最终回答

    class GradeDocuments(BaseModel):
        """对单篇文档与问题的相关性打分。"""
        binary_score: str = Field(description="相关为 'yes'，不相关为 'no'")

    grader = llm.with_structured_output(GradeDocuments)   # 第 4 篇

    GRADE_PROMPT = "你是相关性评审，判断文档对回答问题是否有用，只回 yes 或 no。"

    def grade_documents(state: CragState) -> dict:
        keep = []
        for doc in state["documents"]:
            verdict = grader.invoke([
                {"role": "system", "content": GRADE_PROMPT},
                {"role": "user", "content":
                    f"问题：{state['question']}\n\n文档：{doc.page_content}"},
            ])
            if verdict.binary_score == "yes":
                keep.append(doc)
        return {"documents": keep}                # 只留相关的，覆盖式更新

    def retrieve(state: CragState) -> dict:
        query = state.get("query") or state["question"]   # 首轮用原问题
        return {"documents": retriever.invoke(query), "query": query}

    REWRITE_PROMPT = ("把问题改写成更适合向量检索的查询："
                      "口语与别名换成通用术语，保留原意，只输出查询本身。")

    def rewrite_query(state: CragState) -> dict:
        resp = llm.invoke([
            {"role": "system", "content": REWRITE_PROMPT},
            {"role": "user", "content": state["question"]},
        ])
        return {"query": resp.text}

    GEN_PROMPT = "依据资料回答问题；资料里没有的直说不知道。\n\n资料：\n{context}"

    def generate(state: CragState) -> dict:
        context = "\n\n".join(d.page_content for d in state["documents"])
        resp = llm.invoke([
            {"role": "system", "content": GEN_PROMPT.format(context=context)},
            {"role": "user", "content": state["question"]},
        ])
        return {"answer": resp.text}

    from langgraph.graph import START, StateGraph

    def decide(state: CragState) -> Literal["generate", "rewrite"]:
        if state["documents"]:         # 还有相关文档 → 生成
            return "generate"
        return "rewrite"               # 全不相关 → 改写重查

    builder = StateGraph(CragState)
    builder.add_node("retrieve", retrieve)
    builder.add_node("grade", grade_documents)
    builder.add_node("rewrite", rewrite_query)
    builder.add_node("generate", generate)
    builder.add_edge(START, "retrieve")
    builder.add_edge("retrieve", "grade")
    builder.add_conditional_edges("grade", decide, ["generate", "rewrite"])
    builder.add_edge("rewrite", "retrieve")       # 条件回边：退回去重查
    builder.add_edge("generate", "__end__")
    crag = builder.compile()
    return crag


@pytest.fixture(scope="module")
def retriever():
    return make_retriever()


@pytest.fixture(scope="module")
def search_notes(retriever):
    return make_search_notes(retriever)


def ask(agent, q: str) -> dict:
    return agent.invoke({"messages": [{"role": "user", "content": q}]}, {"recursion_limit": 25})


def calls(result) -> list[str]:
    return [c["name"] for c in tool_calls(result["messages"])]


# Section 3: create_agent with the notes tool.

@pytest.mark.parametrize(("q", "facts"), [
    ("Redis 的过期键是怎么删除的？", ["惰性删除", "定期删除"]),
    ("crontab 里每 15 分钟执行一次怎么写？", ["*/15 * * * *"]),
    ("authorized_keys 文件的权限应该设成多少？", ["600"]),
], ids=["redis", "cron", "ssh"])
def test_agent_searches_notes_then_answers(search_notes, q, facts):
    result = ask(build_agent(sim_llm(), search_notes), q)
    assert calls(result) == ["search_notes"], calls(result)
    assert_answer(result["messages"][-1], facts, chinese=True)


def test_agent_translates_without_the_tool(search_notes):
    result = ask(build_agent(sim_llm(), search_notes), '把"检索增强生成"翻译成英文')
    assert calls(result) == []
    assert_answer(result["messages"][-1], [("retrieval-augmented generation", "retrieval augmented generation")])


def test_agent_says_it_does_not_know_what_the_notes_lack(search_notes):
    from tests.thirdparty._support import assert_refusal

    result = ask(build_agent(sim_llm(), search_notes), "Kafka 的分区怎么扩容？")
    assert calls(result) and calls(result)[0] == "search_notes"
    assert_refusal(result["messages"][-1])


# Section 4: three tools side by side.

KB_CASES = [
    ("待支付订单一共多少钱", ["query_orders", "calc"], ["2179"]),
    ("已发货的订单金额是多少？", ["query_orders"], ["640"]),
    ("把'协程'翻译成英文", [], [("coroutine",)]),
    ("Nginx 缓存目录设在哪里？", ["search_notes"], ["/var/cache/nginx"]),
]


@pytest.mark.parametrize(("q", "expected_tools", "facts"), KB_CASES, ids=["pending-total", "shipped", "translate", "nginx"])
def test_kb_agent_routes_by_description(search_notes, q, expected_tools, facts):
    result = ask(build_kb_agent(sim_llm(), search_notes), q)
    assert calls(result) == expected_tools, calls(result)
    assert_answer(result["messages"][-1], facts)
    if "query_orders" in expected_tools:
        args = tool_calls(result["messages"])[0]["args"]
        assert args == {"status": "待支付" if "待支付" in q else "已发货"}, args


# Section 5: the self-correcting loop.

def test_crag_direct_hit_generates(retriever):
    final, path = run_graph(build_crag(sim_llm(), retriever), {"question": "PostgreSQL 大表的 autovacuum 比例该怎么设？"})
    assert path == ["retrieve", "grade", "generate"], path
    assert [d.metadata["source"] for d in final["documents"]] == ["notes/postgres-vacuum.md"]
    assert_answer(final["answer"], ["0.05"], chinese=True)


def test_crag_alias_question_is_rewritten_then_found(retriever):
    # The notes never say "OOM": the first retrieval brings four unrelated notes, the grader
    # rejects them, the rewrite turns the colloquial alias into the notes' term (内存溢出 /
    # OutOfMemoryError), and the second retrieval finds the JVM note.
    final, path = run_graph(build_crag(sim_llm(), retriever), {"question": "服务老是 OOM 崩掉，怎么排查？"})
    assert path == ["retrieve", "grade", "rewrite", "retrieve", "grade", "generate"], path
    assert "notes/jvm-heap.md" in [d.metadata["source"] for d in final["documents"]]
    assert_answer(final["answer"], [("HeapDumpOnOutOfMemoryError", "堆转储")], chinese=True)


def test_crag_without_an_answer_loops_to_its_only_limit_and_stays_on_subject(retriever):
    updates: list = []
    with pytest.raises(GraphRecursionError):
        run_graph(build_crag(sim_llm(), retriever), {"question": "Kafka 的分区怎么扩容？"},
                  recursion_limit=13, updates=updates)
    rewrites = [u["query"] for n, u in updates if n == "rewrite"]
    assert rewrites and all("kafka" in r.lower() for r in rewrites), rewrites
    assert not any(n == "generate" for n, _ in updates)


# --- wiring ----------------------------------------------------------------------------------

def _ideal(prompt: str, schema, tools):
    if schema is not None:
        q, doc = prompt.split("问题：")[1].split("文档：")
        hit = ("OutOfMemory" in doc and ("OOM" in q or "内存溢出" in q)) or ("autovacuum" in q and "autovacuum" in doc)
        return {"binary_score": "yes" if hit else "no"}
    if "改写" in prompt:
        return "Java 内存溢出 OutOfMemoryError 定位"
    if tools:
        if "tool: " in prompt:
            return "惰性删除和定期删除。" if "惰性" in prompt else "共 2179 元。"
        if "Redis" in prompt:
            return call("search_notes", query="Redis 过期键 删除")
        return "Retrieval-Augmented Generation"
    if "OutOfMemory" in prompt:
        return "先加 -XX:+HeapDumpOnOutOfMemoryError 导出堆转储，再用 MAT 分析。"
    return "把 autovacuum_vacuum_scale_factor 调到 0.05。"


def test_wiring_with_an_ideal_model(retriever, search_notes):
    model = ScriptedChatModel(script=_ideal)
    final, path = run_graph(build_crag(model, retriever), {"question": "服务老是 OOM 崩掉，怎么排查？"})
    assert path == ["retrieve", "grade", "rewrite", "retrieve", "grade", "generate"], path
    assert_answer(final["answer"], [("HeapDumpOnOutOfMemoryError", "堆转储")], chinese=True)
    final, path = run_graph(build_crag(model, retriever), {"question": "PostgreSQL 大表的 autovacuum 比例该怎么设？"})
    assert path == ["retrieve", "grade", "generate"], path
    result = ask(build_agent(model, search_notes), "Redis 的过期键是怎么删除的？")
    assert calls(result) == ["search_notes"]
    assert_answer(result["messages"][-1], ["惰性删除"], chinese=True)
