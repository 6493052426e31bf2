"""Port: a Chinese LangGraph course, chapter 06 "RAG 工作流实现 - 打造会检索的智能客服 Agent"
(LangGraph-RAG Tutorial Team, 2025-01-16): ``build_rag_graph`` (agent + ToolNode +
tools_condition + MemorySaver) over a bank's product knowledge base, asked in one thread
"房贷利率是多少？", then "首付比例呢？", then "二套房呢？".

Source: a public Markdown course chapter in the code index (its repository is not named there;
index file id 48697023544, "第06章：RAG 工作流实现"); no licence is stated in the chapter. Only the
program's code is kept (build_rag_graph, the knowledge-base tool's contract from the chapter's
section 7.2: ``KBQuery(query)`` and a JSON reply ``{"已知内容 1": ...}`` or
"未找到相关信息，请尝试换个问法或联系人工客服。"), not its prose.
Swapped: ``LLMClient(settings).llm`` (gpt-4o-mini) -> the simulator; ``Chroma`` ->
``LocalVectorStore`` over invented product documents (below; the chapter's ch05 tool loads its
own); the tool's name is the one the chapter's trace shows; its description (written in ch05,
not public here) is ours.
"""

import json

import pytest
from langchain_core.documents import Document
from langchain_core.tools import StructuredTool
from pydantic import BaseModel, Field

from tests.thirdparty._support import (
    LocalVectorStore,
    assert_answer,
    call,
    embeddings,
    queued,
    sim_llm,
    stated_limit,
)

PRODUCT_DOCS = [
    "个人住房贷款（首套房）：执行利率为LPR+0.4%，当前5年期LPR为3.45%，实际年利率为3.85%。贷款期限最长30年。",
    "首套房首付比例：商业贷款与公积金贷款的首付比例最低均为25%。",
    "二套房政策：首付比例最低为35%，贷款利率为LPR+0.9%，即实际年利率4.35%。",
    "信用卡年费：金卡首年免年费，当年刷卡满6次可免次年年费；白金卡年费为980元。",
    "提前还款：贷款满一年后可申请提前还款，需提前15个工作日预约，不收违约金。",
]


class KBQuery(BaseModel):
    query: str = Field(description="查询字符串")


def get_naive_rag_tool(name: str) -> StructuredTool:
    vectorstore = LocalVectorStore.from_documents(
        [Document(page_content=t, metadata={"source": f"{name}/{i}.md"}) for i, t in enumerate(PRODUCT_DOCS)],
        embeddings(),
    )
    retriever = vectorstore.as_retriever(search_kwargs={"k": 2})

    def _kb_func(query: str) -> str:
        docs = retriever.invoke(query)
        if not docs:
            return "未找到相关信息，请尝试换个问法或联系人工客服。"
        payload = {f"已知内容 {i+1}": doc.page_content for i, doc in enumerate(docs)}
        return json.dumps(payload, ensure_ascii=False)

    return StructuredTool(
        name=f"{name}_knowledge_base_tool",
        description=f"查询{name}知识库：本行金融产品的利率、首付、年费、还款等规定",
        args_schema=KBQuery,
        func=_kb_func,
    )


def build_rag_graph(tools, llm):
    """构建并编译 RAG 工作流图，返回可调用的应用。"""
    from langgraph.checkpoint.memory import MemorySaver
    from langgraph.graph import MessagesState, StateGraph
    from langgraph.prebuilt import ToolNode, tools_condition

    # 第1步：创建工具节点
    tool_node = ToolNode(tools)

    # 第2步：定义 Agent 节点
    def call_model(state):
        """代理节点：绑定工具并生成回复"""
        llm_with_tools = llm.bind_tools(tools)
        return {"messages": [llm_with_tools.invoke(state["messages"])]}

    # 第3步：构建状态图
    workflow = StateGraph(MessagesState)
    workflow.add_node("agent", call_model)
    workflow.add_node("tools", tool_node)

    # 第4步：添加边
    workflow.add_conditional_edges("agent", tools_condition)
    workflow.add_edge("tools", "agent")
    workflow.set_entry_point("agent")

    # 第5步：编译并启用检查点
    return workflow.compile(checkpointer=MemorySaver())


TURNS = [("房贷利率是多少？", ["3.85%"]), ("首付比例呢？", ["25%"]), ("二套房呢？", ["35%"])]


def converse(agent, turns):
    config = {"configurable": {"thread_id": "session_001"}, "recursion_limit": 25}
    answers = []
    for text, _ in turns:
        response = agent.invoke({"messages": [{"role": "user", "content": text}]}, config=config)
        answers.append(response["messages"][-1].content)
    return answers


def _right_or_limit(answer, facts):
    assert not answer.lstrip().startswith("{") and "已知内容" not in answer, f"the tool's JSON dumped: {answer[:200]!r}"
    if not stated_limit(answer):
        assert_answer(answer, facts, chinese=True)


def test_follow_ups_in_one_thread():
    agent = build_rag_graph([get_naive_rag_tool("financial_products")], sim_llm())
    answers = converse(agent, TURNS)
    for (_, facts), answer in list(zip(TURNS, answers, strict=True))[1:]:
        _right_or_limit(answer, facts)


def test_first_turn():
    # Was a strict xfail (jieba keeps 房贷利率 as one word, which 住房贷款…利率 does not contain, so the
    # simulator said it did not know). Since ports21 the results of the search made for the
    # question share no word with it, and the simulator states that limit (``unshared_results``).
    agent = build_rag_graph([get_naive_rag_tool("financial_products")], sim_llm())
    [answer] = converse(agent, TURNS[:1])
    _right_or_limit(answer, TURNS[0][1])


@pytest.mark.xfail(strict=True, reason="known: 利率 alone is covered, so the 二套房 rate answers a question about 车贷")
def test_a_product_the_knowledge_base_does_not_have():
    agent = build_rag_graph([get_naive_rag_tool("financial_products")], sim_llm())
    [answer] = converse(agent, [("车贷利率是多少？", [])])
    assert "%" not in answer or stated_limit(answer), answer


def test_wiring_with_an_ideal_model():
    llm = queued(call("financial_products_knowledge_base_tool", query="房贷利率"), "首套房贷款实际年利率为3.85%。",
                 call("financial_products_knowledge_base_tool", query="首付比例"), "首套房首付比例最低为25%。",
                 call("financial_products_knowledge_base_tool", query="二套房 首付 利率"), "二套房首付比例最低为35%。")
    agent = build_rag_graph([get_naive_rag_tool("financial_products")], llm)
    for (_text, facts), answer in zip(TURNS, converse(agent, TURNS), strict=True):
        assert_answer(answer, facts, chinese=True)
