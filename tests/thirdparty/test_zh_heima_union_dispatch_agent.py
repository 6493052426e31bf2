"""Port: a Chinese LangGraph course's "Tool Calling Agent" done with structured output only
(lesson test_27 of a learner's notes on the 黑马 / 木羽 LangGraph course): one
``with_structured_output(FinalResponse)`` call whose ``final_output`` is a
``Union[ConversationalResponse, SearchQuery, WeatherLoc, UserInfo]``; the program then branches
on the *type* of the object the model filled (``isinstance``): a ``ConversationalResponse`` is
the answer, the other three are the arguments of a search, a weather look-up or a database
insert, run without any further model call.

Source: github.com/liaorunnan/heima, ``LangGraph_TL/3_ipynb/test_27.py``
@734c3e0267873caa24ff81a6ec83dc885bee1035 (the notes' summary
``LangGraph_TL/3_ipynb/LangGraph学习笔记总结.md`` describes it as "3个工具 + 普通回答"). The
repository states no license; only the schemas, tool docstrings and wiring are quoted here, for
testing.

Kept verbatim: the four Pydantic schemas (names, docstrings, field descriptions, ``Optional``
fields), ``FinalResponse``, the tools' names, ``args_schema`` and docstrings, ``get_weather``'s
body, ``chat_with_model`` / ``final_answer`` / ``execute_function`` / ``generate_branch`` (the
``print`` calls left out), ``AgentState`` (``operator.add``), the graph (entry and finish
points), the program's four queries. Swapped: ``init_chat_model("deepseek-chat")`` -> the
simulator; the Serper request in ``fetch_real_time_info`` -> invented organic results (no
network); the MySQL session in ``insert_db`` -> an in-memory list (same return values); the
Mermaid PNG left out. Invented: five more queries of the same four kinds.

Oracles (written before the first run), one model call per query:
- the query asks the weather of a city: ``WeatherLoc`` whose ``location`` is that city (Chinese
  or pinyin);
- it asks to look something up (news, who won ...): ``SearchQuery`` whose ``query`` keeps the
  thing asked about (a word of it) and is not the schema's words;
- it gives the user's own details: ``UserInfo`` with the name, the age, the e-mail and the phone
  the message states (``None`` for what it does not state);
- small talk / a question to the assistant: ``ConversationalResponse`` whose ``response`` is a
  non-empty reply that is not the query echoed and not "I don't know";
- or a stated limit.

First sight (a4f7a5a0): 9 calls, 1 right / 8 stated a limit / 0 silently wrong: every request got
the union's first member (``ConversationalResponse``), with a limit sentence as its text; the one
right reply, the self-introduction, named the schema as a tool ("我可以使用这些工具：FinalResponse",
counted right by the oracle). After ports22 (``union_choice``, ``direct_replies.small_talk``):
2 / 7 / 0: Guangzhou's ``WeatherLoc``; the Chinese requests read against English descriptions
still state the cross-language limit (with a member chosen by the words shared); the introduction
names no tool.
"""

from __future__ import annotations

import json
import operator
import re
import warnings
from typing import Annotated, Optional, TypedDict, Union

import pytest
from langchain_core.messages import AnyMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph
from pydantic import BaseModel, Field

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program ---------------------------------------------------------------------------------

_SEARCH_RESULTS = [  # swap: stands in for Serper's "organic" list
    {"title": "Latest release notes", "link": "https://news.example/ai", "snippet": "Invented result."},
]
_DB: list[dict] = []  # swap: stands in for the MySQL users table


class SearchQuery(BaseModel):
    query: str = Field(description="Questions for networking queries")
@tool(args_schema = SearchQuery)
def fetch_real_time_info(query):
    """Get real-time Internet information"""
    return json.dumps(_SEARCH_RESULTS, ensure_ascii=False)  # swap: no network


class WeatherLoc(BaseModel):
    location: str = Field(description="The location name of the city")
@tool(args_schema = WeatherLoc)
def get_weather(location):
    """Call to get the current weather."""
    if location.lower() in ["beijing","北京"]:
        return "北京的温度是16度，天气晴朗。"
    elif location.lower() in ["shanghai","上海"]:
        return "上海的温度是20度，部分多云。"
    else:
        return "不好意思，并未查询到具体的天气信息。"


class UserInfo(BaseModel):
    """Extracted user information, such as name, age, email, and phone number, if relevant."""
    name: str = Field(description="The name of the user")
    age: Optional[int] = Field(description="The age of the user")  # noqa: UP045 (verbatim)
    email: str = Field(description="The email address of the user")
    phone: Optional[str] = Field(description="The phone number of the user")  # noqa: UP045 (verbatim)
@tool(args_schema = UserInfo)
def insert_db(name, age, email, phone):
    """Insert user information into the database, The required parameters are name, age, email, phone"""
    _DB.append({"name": name, "age": age, "email": email, "phone": phone})  # swap: no MySQL
    return {"messages": ["数据已成功存储至Mysql数据库。"]}


# 定义正常生成模型回复的模型
class ConversationalResponse(BaseModel):
    """Respond to the user's query in a conversational manner. Be kind and helpful."""
    response: str = Field(description="A conversational response to the user's query")

# 定义最终响应模型，可以是用户信息或一般响应
class FinalResponse(BaseModel):
    final_output: Union[ConversationalResponse, SearchQuery, WeatherLoc, UserInfo]  # noqa: UP007 (verbatim)


class AgentState(TypedDict):
    messages: Annotated[list[AnyMessage], operator.add]


def build(llm):
    def chat_with_model(state):
        """generate structured output"""
        messages = state['messages']
        structured_llm = llm.with_structured_output(FinalResponse)
        response = structured_llm.invoke(messages)
        return {"messages": [response]}

    def final_answer(state):
        """generate natural language responses"""
        messages = state['messages'][-1]
        response = messages.final_output.response
        return {"messages": [response]}

    def execute_function(state):
        """Execute the appropriate tool based on structured output"""
        # 获取结构化输出
        final_output = state['messages'][-1].final_output

        # 根据类型直接调用对应的工具
        if isinstance(final_output, SearchQuery):
            result = fetch_real_time_info.invoke({"query": final_output.query})
            return {"messages": [result]}

        elif isinstance(final_output, WeatherLoc):
            result = get_weather.invoke({"location": final_output.location})
            return {"messages": [result]}

        elif isinstance(final_output, UserInfo):
            result = insert_db.invoke({
                "name": final_output.name,
                "age": final_output.age,
                "email": final_output.email,
                "phone": final_output.phone
            })
            return result  # insert_db 已经返回 {"messages": [...]}

        else:
            return {"messages": ["未知的操作类型"]}

    def generate_branch(state: AgentState):
        result = state['messages'][-1]
        output = result.final_output

        if isinstance(output, ConversationalResponse):
            return False
        else:
            return True

    graph = StateGraph(AgentState)

    # 添加三个节点
    graph.add_node("chat_with_model", chat_with_model)
    graph.add_node("final_answer", final_answer)
    graph.add_node("execute_function", execute_function)

    # 设置图的启动节点
    graph.set_entry_point("chat_with_model")

    # 设置条件边
    graph.add_conditional_edges(
        "chat_with_model",
        generate_branch,
        {True: "execute_function", False: "final_answer"}
        )

    # 设置终止节点
    graph.set_finish_point("final_answer")
    graph.set_finish_point("execute_function")

    # 编译图
    return graph.compile()


# --- the queries and the judge -------------------------------------------------------------------

# name -> (query, expected type, what the fields must hold)
QUERIES = {
    # the program's own four
    "intro": ("你好，请你介绍一下你自己", ConversationalResponse, None),
    "news": ("帮我查一下Cloud3.5的最新新闻", SearchQuery, ("cloud3.5", "cloud", "新闻")),
    "beijing": ("北京的天气怎么样？", WeatherLoc, ("北京", "beijing")),
    "tianling": ("我是田灵，今年19，电话号是138292133，邮箱是873@qq.com", UserInfo,
                 {"name": "田灵", "age": 19, "email": "873@qq.com", "phone": "138292133"}),
    # invented
    "shanghai": ("上海今天下雨吗？天气如何", WeatherLoc, ("上海", "shanghai")),
    "nobel": ("帮我搜索一下今年诺贝尔化学奖的得主是谁", SearchQuery, ("诺贝尔", "化学奖", "nobel")),
    "wang": ("我叫王小明，邮箱是wxm2024@example.com，今年35岁", UserInfo,
             {"name": "王小明", "age": 35, "email": "wxm2024@example.com", "phone": None}),
    "thanks": ("谢谢你，今天帮了我大忙！", ConversationalResponse, None),
    "guangzhou": ("What's the weather like in Guangzhou right now?", WeatherLoc, ("guangzhou", "广州")),
}

_DONT_KNOW = re.compile(r"don't know|do not know|不知道|无法回答", re.I)
_SCHEMA_WORDS = re.compile(r"networking queries|location name|conversational manner", re.I)


def _ok(output, expected_type, expected, query: str) -> bool:
    if not isinstance(output, expected_type):
        return False
    if expected_type is ConversationalResponse:
        text = output.response.strip()
        return bool(text) and text != query and not _DONT_KNOW.search(text) and not _SCHEMA_WORDS.search(text)
    if expected_type is WeatherLoc:
        return output.location.strip().lower() in expected
    if expected_type is SearchQuery:
        low = output.query.lower()
        return any(w in low for w in expected) and not _SCHEMA_WORDS.search(low)
    return all(getattr(output, k) == v for k, v in expected.items())


def rows_query(model, name):
    query, expected_type, expected = QUERIES[name]
    log = CallLog()
    graph = build(model)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        result = graph.invoke({"messages": [HumanMessage(content=query)]}, {"callbacks": [log]})
    structured = result["messages"][1]
    call = log.calls[0] if log.calls else {"text": "", "limit": ""}
    output = getattr(structured, "final_output", None)
    ok = _ok(output, expected_type, expected, query)
    shown = f"{type(output).__name__}: {output!r}"[:200]
    return [(f"{name} chat_with_model", verdict(call["text"], ok, call["limit"]), shown)]


SCENARIOS = {n: (lambda m, n=n: rows_query(m, n)) for n in QUERIES}


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
    "你好，请你介绍一下你自己": ConversationalResponse(response="你好！我是一个AI助手，可以帮你查天气、搜索信息和保存用户资料。"),
    "帮我查一下Cloud3.5的最新新闻": SearchQuery(query="Cloud3.5 最新新闻"),
    "北京的天气怎么样？": WeatherLoc(location="北京"),
    "我是田灵，今年19，电话号是138292133，邮箱是873@qq.com": UserInfo(name="田灵", age=19, email="873@qq.com", phone="138292133"),
    "上海今天下雨吗？天气如何": WeatherLoc(location="上海"),
    "帮我搜索一下今年诺贝尔化学奖的得主是谁": SearchQuery(query="今年诺贝尔化学奖得主"),
    "我叫王小明，邮箱是wxm2024@example.com，今年35岁": UserInfo(name="王小明", age=35, email="wxm2024@example.com", phone=None),
    "谢谢你，今天帮了我大忙！": ConversationalResponse(response="不客气！很高兴能帮到你。"),
    "What's the weather like in Guangzhou right now?": WeatherLoc(location="Guangzhou"),
}


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, _schema, _tools):
        query = next(q for q in _IDEAL if q in str(prompt_text))
        return FinalResponse(final_output=_IDEAL[query])

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
