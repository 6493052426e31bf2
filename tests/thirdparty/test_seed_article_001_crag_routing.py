"""Port: the code of seed article 001 (Chinese, LangGraph TypeScript), "四种 Agentic RAG 模式":
the CRAG graph (section 03: retrieve -> grade relevant/irrelevant/none -> rewrite, MAX_RETRY=2),
the routing RAG tools (section 04: search_docs, query_database, web_search bound to the model)
and the adaptive router (section 05: vectorstore / web_search / direct_answer).

Source: /work/shared/reference/001_1608f37847f8d4bf.txt (the article's text; no repository).
Ported from TypeScript to Python one to one: the zod schemas become pydantic models with the
same fields and enums, ``Annotation.Root`` becomes a TypedDict with the same reducers
(``documents`` appends, ``retry_count`` replaces), the nodes, prompts and edges are the same.
The scraped article lost some punctuation and operators; restored: the colons and commas of the
Chinese prompts, "===" and ">=" in ``routeAfterGrading`` (``retry_count >= MAX_RETRY``), and
the "\\n\\n---\\n\\n" document separator.
Swapped: ``ChatOpenAI({model: "gpt-4o-mini"})`` -> the simulator; ``vectorStore`` -> course
embeddings + ``LocalVectorStore`` over invented Chinese product documents; the tools' backends
(``db.query``, ``tavilySearch``) -> small fakes over invented rows and results.
"""

import json
import operator
from typing import Annotated, Literal

import pytest
from langchain_core.documents import Document

from tests.thirdparty._support import (
    LocalVectorStore,
    ScriptedChatModel,
    assert_answer,
    assert_refusal,
    embeddings,
    run_graph,
    sim_llm,
)

DOCS = [
    ("docs/rate-limit.md", "# 云栈 API 限流\n\n每个 API 密钥每分钟最多 600 次请求，超出后返回 HTTP 429，响应头 Retry-After 给出需要等待的秒数。"),
    ("docs/auth.md", "# 鉴权\n\n调用云栈 API 时在请求头 X-Yunzhan-Key 中携带密钥。密钥可以在控制台的“访问凭证”页面轮换，旧密钥在 24 小时后失效。"),
    ("docs/webhook.md", "# Webhook 重试\n\n推送失败时，云栈会在 1 分钟、5 分钟和 30 分钟后各重试一次，三次都失败后在控制台标记为失败。"),
    ("docs/spec.md", "# 产品规格\n\n单个实例最大支持 20000 个并发连接，单条消息最大 256 KB，消息默认保留 7 天。"),
    ("docs/sdk.md", "# SDK\n\n官方 SDK 支持 Python、Go 和 Java。Python SDK 需要 3.9 及以上版本，通过 pip install yunzhan 安装。"),
    ("docs/regions.md", "# 可用区域\n\n云栈目前在华东（上海）、华北（北京）和华南（深圳）三个区域提供服务，跨区域复制延迟通常低于 2 秒。"),
]


def vector_store():
    return LocalVectorStore.from_documents(
        [Document(page_content=text, metadata={"source": src}) for src, text in DOCS], embeddings())


def build_crag(llm, vectorStore):
    from langgraph.graph import END, StateGraph
    from pydantic import BaseModel
    from typing_extensions import TypedDict

    # 定义 Graph 状态
    class AgenticRAGState(TypedDict):
        question: str
        documents: Annotated[list[str], operator.add]   # reducer: (prev, next) => [...prev, ...next]
        generation: str
        retrieval_grade: Literal["relevant", "irrelevant", "none"]
        retry_count: int                                 # reducer: (prev, next) => next, default 0

    # 检索节点
    def retrieveNode(state):
        results = vectorStore.similarity_search(state["question"], 5)
        return {"documents": [d.page_content for d in results]}

    # 评分节点
    class GradeSchema(BaseModel):
        score: Literal["relevant", "irrelevant", "none"]
        reason: str

    def gradeDocumentsNode(state):
        structuredLLM = llm.with_structured_output(GradeSchema)
        joined = "\n\n---\n\n".join(state["documents"])
        prompt = f"""你是一个检索结果评分器。
用户问题：{state["question"]}
检索到的文档：
{joined}
评估这些文档是否能回答用户问题：
- relevant：高度相关，可以据此生成可靠答案
- irrelevant：关联性很弱，但还有一些信息
- none：完全无关或为空
给出评分和原因。"""
        result = structuredLLM.invoke(prompt)
        return {"retrieval_grade": result.score}

    # Query 改写节点——检索质量差时优化问题表述
    def rewriteQueryNode(state):
        prompt = f"""原始问题：{state["question"]}
向量检索结果质量不佳。请重写问题，包含更多关键词、拆解更具体、去除歧义。
只输出改写后的问题，不要任何解释。"""
        response = llm.invoke(prompt)
        return {
            "question": response.content,
            "documents": [],  # 清空旧结果，准备重新检索
            "retry_count": state.get("retry_count", 0) + 1,
        }

    # 生成节点
    def generateNode(state):
        context = "\n\n".join(state["documents"])
        prompt = f"""基于以下文档回答问题。
文档：{context}
问题：{state["question"]}
给出准确、有据可查的回答。如果文档不足以完整回答，请明确说明。"""
        response = llm.invoke(prompt)
        return {"generation": response.content}

    # 条件路由——核心决策逻辑
    MAX_RETRY = 2

    def routeAfterGrading(state) -> str:
        if state["retrieval_grade"] == "relevant":
            return "generate"
        if state.get("retry_count", 0) >= MAX_RETRY:
            print("⚠️ 超过重试上限，降级生成")
            return "generate"
        if state["retrieval_grade"] == "none":
            return "rewrite_query"
        return "generate"  # irrelevant 但有一些信息，接受并生成

    # 组装 Graph
    workflow = (
        StateGraph(AgenticRAGState)
    )
    workflow.add_node("retrieve", retrieveNode)
    workflow.add_node("grade_documents", gradeDocumentsNode)
    workflow.add_node("rewrite_query", rewriteQueryNode)
    workflow.add_node("generate", generateNode)
    workflow.add_edge("__start__", "retrieve")
    workflow.add_edge("retrieve", "grade_documents")
    workflow.add_conditional_edges("grade_documents", routeAfterGrading, {
        "generate": "generate",
        "rewrite_query": "rewrite_query",
    })
    workflow.add_edge("rewrite_query", "retrieve")  # 改写后重新检索
    workflow.add_edge("generate", END)

    app = workflow.compile()
    return app


def build_routing_tools(llm, vectorStore):
    from langchain_core.tools import tool
    from pydantic import BaseModel, Field

    ROWS = {"2024-Q3": "营收 8200 万元", "2024-Q4": "营收 9100 万元"}

    class SearchDocsArgs(BaseModel):
        query: str

    class QueryDatabaseArgs(BaseModel):
        sql: str = Field(description="只读 SQL 查询语句")

    class WebSearchArgs(BaseModel):
        query: str

    # 工具1：向量库搜索（文档、FAQ）
    @tool("search_docs", args_schema=SearchDocsArgs,
          description="搜索产品文档、技术规格、使用指南。适用于功能介绍、操作步骤类问题。")
    def searchDocsTool(query: str) -> str:
        results = vectorStore.similarity_search(query, 5)
        return "\n\n".join(d.page_content for d in results)

    # 工具2：SQL 数据库（结构化数据）
    @tool("query_database", args_schema=QueryDatabaseArgs,
          description="查询业务数据库。适用于营收、用户量、留存率等量化指标问题。只支持 SELECT 语句。")
    def queryDatabaseTool(sql: str) -> str:
        return json.dumps([{"quarter": k, "value": v} for k, v in ROWS.items()], ensure_ascii=False)

    # 工具3：网页搜索（实时信息）
    @tool("web_search", args_schema=WebSearchArgs,
          description="搜索互联网获取最新信息。适用于当前事件、最新版本、外部市场数据。")
    def webSearchTool(query: str) -> str:
        return "今日收盘价 132.40 美元。"

    # 绑定工具，让 Agent 自主路由
    agentWithTools = llm.bind_tools([
        searchDocsTool,
        queryDatabaseTool,
        webSearchTool,
    ])
    return agentWithTools


def build_router(llm):
    from pydantic import BaseModel

    class RouteSchema(BaseModel):
        datasource: Literal["vectorstore", "web_search", "direct_answer"]
        reason: str

    def routeQuestion(state):
        structuredLLM = llm.with_structured_output(RouteSchema)
        prompt = f"""你是一个问题路由器，决定如何最高效地回答用户问题。
问题：{state["question"]}
选择路由策略：
- direct_answer：通用知识或对话上下文已覆盖，不需要检索
- vectorstore：关于特定文档、产品内部知识
- web_search：需要实时信息或外部知识
选择最合适的一个，给出原因。"""
        return structuredLLM.invoke(prompt)

    return routeQuestion


@pytest.fixture(scope="module")
def store():
    return vector_store()


# --- CRAG ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("question", "facts"), [
    ("云栈 API 的限流是多少？", ["600"]),
    ("Webhook 推送失败后会怎么重试？", ["1", "5", "30"]),
    ("单条消息最大能有多大？", ["256"]),
], ids=["rate-limit", "webhook", "message-size"])
def test_crag_relevant_documents_generate_directly(store, question, facts):
    final, path = run_graph(build_crag(sim_llm(), store), {"question": question, "retry_count": 0})
    assert path == ["retrieve", "grade_documents", "generate"], path
    assert final["retrieval_grade"] == "relevant"
    assert_answer(final["generation"], facts, chinese=True)


def test_crag_nothing_relevant_retries_twice_then_says_what_is_missing(store):
    final, path = run_graph(build_crag(sim_llm(), store), {"question": "火星的大气主要由什么组成？", "retry_count": 0})
    assert path == ["retrieve", "grade_documents", "rewrite_query"] * 2 + ["retrieve", "grade_documents", "generate"], path
    assert final["retry_count"] == 2
    assert "火星" in final["question"], final["question"]
    assert_refusal(final["generation"])


# --- routing tools -----------------------------------------------------------------------------

@pytest.mark.parametrize(("question", "tool"), [
    ("2024 年第三季度的营收是多少？", "query_database"),
    ("产品规格里单实例最大并发连接数是多少？", "search_docs"),
    ("Python SDK 怎么安装？", "search_docs"),
    ("英伟达今天的最新股价是多少？", "web_search"),
], ids=["revenue", "spec", "sdk", "stock"])
def test_tools_are_chosen_by_their_descriptions(store, question, tool):
    reply = build_routing_tools(sim_llm(), store).invoke(question)
    assert [c["name"] for c in reply.tool_calls] == [tool], reply.tool_calls
    args = reply.tool_calls[0]["args"]
    if tool == "query_database":
        assert args["sql"].strip().upper().startswith("SELECT"), args
    else:
        assert args["query"].strip(), args


def test_greeting_calls_no_tool(store):
    reply = build_routing_tools(sim_llm(), store).invoke("你好！")
    assert reply.tool_calls == [] and reply.content.strip()


# --- adaptive router ---------------------------------------------------------------------------

@pytest.mark.parametrize(("question", "route"), [
    ("你好，帮我写一段 Python 冒泡排序代码", "direct_answer"),
    ("我们的 API 文档里 rate limit 是多少？", "vectorstore"),
    ("今天最新的美元兑人民币汇率是多少？", "web_search"),
    ("1 加 1 等于几？", "direct_answer"),
    ("云栈在哪些区域提供服务？", "vectorstore"),
], ids=["code", "api-doc", "exchange-rate", "arithmetic", "regions"])
def test_adaptive_router(question, route):
    decision = build_router(sim_llm())({"question": question})
    assert decision.datasource == route, decision
    assert decision.reason.strip()


# --- wiring ----------------------------------------------------------------------------------

def _ideal(prompt: str, schema, tools):
    if schema is not None:
        if schema.__name__ == "GradeSchema":
            q = prompt.split("用户问题：")[1].split("\n")[0]
            hit = "限流" in q and "600" in prompt
            return {"score": "relevant" if hit else "none", "reason": "…"}
        return {"datasource": "vectorstore", "reason": "产品文档"}
    if "改写" in prompt:
        return "火星大气的主要成分有哪些？"
    if "限流" in prompt.split("问题：")[-1]:
        return "每个 API 密钥每分钟最多 600 次请求。"
    return "文档不足以回答：资料里没有火星大气的内容。"


def test_wiring_with_an_ideal_model(store):
    model = ScriptedChatModel(script=_ideal)
    final, path = run_graph(build_crag(model, store), {"question": "云栈 API 的限流是多少？", "retry_count": 0})
    assert path == ["retrieve", "grade_documents", "generate"]
    assert_answer(final["generation"], ["600"], chinese=True)
    final, path = run_graph(build_crag(model, store), {"question": "火星的大气主要由什么组成？", "retry_count": 0})
    assert path == ["retrieve", "grade_documents", "rewrite_query"] * 2 + ["retrieve", "grade_documents", "generate"]
    assert len(final["documents"]) == 15  # the article's reducer appends: rewrite's [] clears nothing
    assert_refusal(final["generation"])
    assert build_router(model)({"question": "云栈在哪些区域提供服务？"}).datasource == "vectorstore"
