"""The simulator on Chinese requests it has never seen (issue 14, classes 1, 4, 5, 6, 7, 9).

Everything here is invented for this file: three Chinese markdown notes (a community library's
lending rules with a table, an aquarium routine as a numbered list with hard-wrapped lines, a
pottery kiln schedule as a table), prompts phrased the way Chinese tutorials phrase them (the
Chinese translation of ``rlm/rag-prompt``, the "已知信息" prompt of Langchain-Chatchat's
template style, a grader, a router, a rewriter and a decomposer), Chinese small talk, tool
descriptions written in Chinese ("适用于……", "……不要调用"), and questions that mix Chinese with
English terms. The metamorphic property: a Chinese request gets the behaviour an English one
gets, in Chinese.
"""

from __future__ import annotations

import json
from typing import Literal

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.metamorphic._checks import assert_answer, assert_prose, assert_refusal, sim, text_of

LIBRARY = """---
title: 社区图书馆借阅规则
tags: [图书馆, 借阅]
---

# 社区图书馆借阅规则

本馆位于青桐街道文化中心二楼，周一闭馆。持读者证即可借书，
办证需要带身份证到一楼服务台。

## 借阅数量与期限

| 读者类型 | 可借册数 | 借期 |
| --- | --- | --- |
| 成人读者 | 8 册 | 30 天 |
| 少儿读者 | 5 册 | 21 天 |

- 每本书可以续借一次，续借期为 14 天。
- 逾期归还每册每天收取 0.2 元滞纳金。
- 在 OPAC 系统里输入 ISBN 就能查到馆藏位置。
"""

AQUARIUM = """# 客厅鱼缸养护步骤

1. 每周换水一次，每次换掉总水量的四分之一，新水要提前晾晒
   两天去除余氯。
2. 水温保持在 26 ℃ 左右，冬天打开加热棒。
3. pH 值控制在 6.8 到 7.2 之间，每月用试纸测一次。
4. 过滤棉每两个月清洗一次，只能用缸里换出来的旧水冲洗。

喂食每天两次，每次的量以三分钟内吃完为准。
"""

KILN = """# 陶艺工作室烧窑记录

我们的电窑放在工作室后院，烧窑前要确认排风扇已经打开。

| 阶段 | 温度 | 时长 |
| --- | --- | --- |
| 素烧 | 850 ℃ | 8 小时 |
| 釉烧 | 1230 ℃ | 11 小时 |

开窑要等窑内温度降到 100 ℃ 以下，否则作品会因为温差开裂。
"""

NOTES = {"library": LIBRARY, "aquarium": AQUARIUM, "kiln": KILN}

QUESTIONS = [
    ("library", "图书馆哪天闭馆？", ["周一"]),
    ("library", "办读者证要带什么证件？", ["身份证"]),
    ("library", "成人读者一次最多能借几册书？", ["8"]),
    ("library", "续借的期限是多少天？", ["14"]),
    ("library", "书逾期了怎么收费？", ["0.2"]),
    ("aquarium", "鱼缸多久换一次水？", ["每周"]),
    ("aquarium", "鱼缸的水温要保持在多少度？", ["26"]),
    ("aquarium", "过滤棉应该怎么清洗？", ["旧水"]),
    ("kiln", "釉烧的温度是多少？", ["1230"]),
    ("kiln", "什么时候才能开窑？", ["100"]),
]
QUESTION_IDS = [f"{n}-{i}" for i, (n, _, _) in enumerate(QUESTIONS)]

# Mixed Chinese-English questions: the English term is in the note too.
MIXED = [
    ("library", "在哪个系统里用 ISBN 查馆藏位置？", ["OPAC"]),
    ("aquarium", "鱼缸的 pH 值范围是多少？", ["6.8", "7.2"]),
    ("library", "OPAC 系统里输入什么能查到书在哪？", ["ISBN"]),
]

# Chinese translation of LangChain hub's rlm/rag-prompt, as Chinese tutorials print it.
RAG_ZH = ("你是一个问答助手。使用下面检索到的上下文来回答问题。如果你不知道答案，就说你不知道。"
          "最多使用三句话，保持答案简洁。\n问题：{question}\n上下文：{context}\n答案：")
# The "已知信息" template style of Chinese knowledge-base projects.
KNOWN_INFO = ("<指令>根据已知信息，简洁和专业地回答问题。如果无法从中得到答案，请说“根据已知信息无法回答该问题”，"
              "答案请使用中文。</指令>\n<已知信息>{context}</已知信息>\n<问题>{question}</问题>")


def ask_rag_zh(llm, question: str, context: str):
    return llm.invoke([HumanMessage(RAG_ZH.format(question=question, context=context))])


def ask_known_info(llm, question: str, context: str):
    return llm.invoke([HumanMessage(KNOWN_INFO.format(question=question, context=context))])


def ask_system_zh(llm, question: str, context: str):
    system = f"你是一个乐于助人的助手。请只根据下面的资料回答用户的问题，资料里没有的就直说不知道。\n\n资料：\n{context}"
    return llm.invoke([SystemMessage(system), HumanMessage(question)])


PROMPTS = {"rag-zh": ask_rag_zh, "known-info": ask_known_info, "system-zh": ask_system_zh}


@pytest.fixture(scope="module")
def llm():
    return sim()


# --- answers from Chinese notes ------------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("prompt", list(PROMPTS))
@pytest.mark.parametrize(("note", "question", "facts"), QUESTIONS, ids=QUESTION_IDS)
def test_chinese_question_on_a_chinese_note(llm, prompt, note, question, facts):
    reply = PROMPTS[prompt](llm, question, NOTES[note])
    assert_answer(reply, facts, chinese=True)
    assert_prose(reply)


@pytest.mark.parametrize(("note", "question", "facts"), MIXED, ids=[f"mixed-{i}" for i in range(len(MIXED))])
def test_mixed_chinese_english_question(llm, note, question, facts):
    reply = ask_rag_zh(llm, question, NOTES[note])
    assert_answer(reply, facts, chinese=True)


@pytest.mark.parametrize(("note", "question", "facts"), QUESTIONS[::3], ids=QUESTION_IDS[::3])
def test_every_note_together_answers_from_the_right_one(llm, note, question, facts):
    context = "\n\n".join(NOTES.values())
    reply = ask_known_info(llm, question, context)
    assert_answer(reply, facts, chinese=True)


@pytest.mark.parametrize("question", ["图书馆的 Wi-Fi 密码是多少？", "鱼缸里适合养几条金鱼？"])
def test_what_the_notes_lack_is_refused_in_chinese(llm, question):
    reply = ask_rag_zh(llm, question, "\n\n".join(NOTES.values()))
    assert_refusal(reply)
    assert any("\u4e00" <= ch <= "\u9fff" for ch in text_of(reply))


# --- graders, routers, rewriters, decomposers in Chinese ----------------------------------------

class GradeDocuments(BaseModel):
    """对检索到的文档做相关性二元评分。"""

    binary_score: str = Field(description="文档与问题相关为 'yes'，否则为 'no'")


GRADER_ZH = ("你是一个评分员，负责评估检索到的文档与用户问题的相关性。如果文档包含与用户问题相关的关键词或语义，"
             "就评为相关。目标是过滤掉错误的检索结果。给出二元评分 'yes' 或 'no'，表示文档是否与问题相关。")


@pytest.mark.parametrize(("note", "question", "facts"), QUESTIONS[::2], ids=QUESTION_IDS[::2])
def test_chinese_grader_keeps_the_right_note_and_drops_the_others(llm, note, question, facts):
    grader = llm.with_structured_output(GradeDocuments)
    for other, text in NOTES.items():
        out = grader.invoke([SystemMessage(GRADER_ZH),
                             HumanMessage(f"检索到的文档：\n\n{text}\n\n用户问题：{question}")])
        assert out.binary_score == ("yes" if other == note else "no"), (other, out)


class RouteQuery(BaseModel):
    """把用户问题路由到最相关的数据源。"""

    datasource: Literal["vectorstore", "web_search"] = Field(description="根据用户问题选择 vectorstore 或 web_search")


ROUTER_ZH = ("你是一个擅长把用户问题路由到向量库或网络搜索的专家。向量库里有关于社区图书馆借阅、客厅鱼缸养护和陶艺烧窑的文档。"
             "这些主题的问题使用向量库，其他问题使用网络搜索。")


@pytest.mark.parametrize(("question", "route"), [
    ("少儿读者的借期是几天？", "vectorstore"),
    ("鱼缸过滤棉多久洗一次？", "vectorstore"),
    ("素烧要烧多长时间？", "vectorstore"),
    ("明天上海会下雨吗？", "web_search"),
    ("最新一届世界杯冠军是哪个国家？", "web_search"),
    ("今天黄金价格是多少？", "web_search"),
], ids=["loan", "filter", "bisque", "weather", "worldcup", "gold"])
def test_chinese_router(llm, question, route):
    out = llm.with_structured_output(RouteQuery).invoke([SystemMessage(ROUTER_ZH), HumanMessage(question)])
    assert out.datasource == route, out


class Strategy(BaseModel):
    strategy: Literal["direct", "retrieve"]
    reason: str = Field(description="简短理由")


STRATEGY_PROMPT = """请判断回答下面的问题是否需要查阅工作室的资料。
规则：
- direct：打招呼、闲聊、简单算术，不需要任何资料。
- retrieve：问到工作室、烧窑、鱼缸或借阅规则的具体细节。

用户问题：{q}"""


@pytest.mark.parametrize(("question", "route"), [
    ("你好呀！", "direct"), ("3 加 5 等于几？", "direct"),
    ("釉烧要多少度？", "retrieve"), ("图书馆周几不开门？", "retrieve"),
], ids=["hello", "sum", "glaze", "closed"])
def test_chinese_strategy_by_the_options_own_rules(llm, question, route):
    out = llm.with_structured_output(Strategy).invoke(STRATEGY_PROMPT.format(q=question))
    assert out.strategy == route, out


@pytest.mark.parametrize(("question", "subject"), [
    ("那个烧陶的炉子要烧到几度啊？", "温度"), ("鱼缸换水有啥讲究", "换水"), ("借的书到期了还能再借吗", "续借"),
], ids=["kiln", "water", "renew"])
def test_chinese_rewriter_returns_a_query_not_an_answer(llm, question, subject):
    prompt = ("你是一个问题改写器，把输入的问题改写成更适合向量检索的版本。请理解问题背后的语义意图。\n\n"
              f"原始问题：{question}\n改写后的问题：")
    out = text_of(llm.invoke(prompt)).strip()
    assert out and "\n" not in out and len(out) < 120, out
    assert "改写" not in out and "不知道" not in out, out
    kept = [w for w in ("烧", "炉", "鱼缸", "换水", "借", "书", "到期") if w in question]
    assert any(w in out for w in kept), out


class SubQuestions(BaseModel):
    sub_questions: list[str] = Field(description="按顺序排列、可以独立检索的子问题")


@pytest.mark.parametrize("question", [
    "成人读者能借几册书？借期是多少天？",
    "素烧温度是多少？釉烧又要烧多久？",
], ids=["library", "kiln"])
def test_chinese_decomposer_gives_one_sub_question_per_ask(llm, question):
    out = llm.with_structured_output(SubQuestions).invoke(
        f"把用户的问题拆解成若干个可以单独检索的子问题。\n\n用户问题：{question}")
    assert len(out.sub_questions) == 2, out.sub_questions
    assert all(s.endswith(("？", "?")) for s in out.sub_questions), out.sub_questions


class Sufficiency(BaseModel):
    enough: bool = Field(description="上下文是否足以回答问题")
    missing: list[str] = Field(description="缺少的信息点")


@pytest.mark.parametrize(("question", "enough"), [
    ("少儿读者可以借几册？", True), ("逾期一天罚多少钱？", True),
    ("图书馆的停车场在哪里？", False),
], ids=["kids", "fine", "parking"])
def test_chinese_sufficiency(llm, question, enough):
    out = llm.with_structured_output(Sufficiency).invoke(
        f"判断下面的资料是否足以回答问题。\n\n问题：{question}\n\n资料（来自图书馆规章）：\n{LIBRARY}")
    assert out.enough is enough, out
    assert (out.missing == []) is enough, out


def test_chinese_json_reply_with_the_keys_the_prompt_names(llm):
    prompt = ("根据资料回答问题，并以 JSON 格式输出，包含 \"answer\" 和 \"source\" 两个键。\n\n"
              f"资料：\n{KILN}\n\n问题：素烧要多长时间？")
    data = json.loads(text_of(llm.invoke(prompt, response_format={"type": "json_object"})))
    assert set(data) >= {"answer", "source"}, data
    assert "8" in data["answer"], data


# --- tools described in Chinese -------------------------------------------------------------------

@tool
def search_library_rules(query: str) -> str:
    """检索社区图书馆的借阅规则。适用于借书、续借、逾期、办证等问题；闲聊和翻译不要调用。"""
    return LIBRARY


@tool
def query_loans(status: str) -> str:
    """按状态查询借阅记录，返回书名和读者。"""
    data = {"已逾期": "《海边的灯塔》 读者 陈静；《山居笔记》 读者 吴涛", "已归还": "《星空图鉴》 读者 周敏"}
    return data.get(status, f"没有状态为{status}的记录")


@tool
def get_weather(city: str) -> str:
    """查询城市的实时天气。只适用于天气问题。"""
    return "晴，22 ℃"


TOOLS = [search_library_rules, query_loans, get_weather]


@pytest.mark.parametrize(("question", "expected", "facts"), [
    ("续借一次能延长多少天？", ["search_library_rules"], ["14"]),
    ("现在有哪些已逾期的借阅？", ["query_loans"], ["海边的灯塔"]),
    ("已归还的书有哪些？", ["query_loans"], ["星空图鉴"]),
], ids=["renew", "overdue", "returned"])
@pytest.mark.slow
def test_chinese_tool_descriptions_route_the_question(llm, question, expected, facts):
    from langchain.agents import create_agent

    agent = create_agent(llm, tools=TOOLS, system_prompt="你是图书馆助手，根据问题选择合适的工具。")
    result = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 12})
    called = [c["name"] for m in result["messages"] for c in getattr(m, "tool_calls", [])]
    assert called == expected, called
    assert_answer(result["messages"][-1], facts, chinese=True)


# --- Chinese small talk ----------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["哈喽，在吗？", "谢谢啦，今天就到这儿吧", "辛苦了！", "好的，明白了", "你好呀，最近忙吗？",
                                  "晚上好！"])
def test_chinese_small_talk_calls_no_tool_and_answers_in_chinese(llm, text):
    reply = llm.bind_tools(TOOLS).invoke([HumanMessage(text)])
    assert reply.tool_calls == [], reply.tool_calls
    out = text_of(reply)
    assert out.strip() and any("\u4e00" <= ch <= "\u9fff" for ch in out), out
    assert "不知道" not in out and "没有找到" not in out, out


def test_greeting_then_a_real_request_answers_the_request(llm):
    reply = ask_rag_zh(llm, "你好！请问釉烧需要多长时间？", KILN)
    assert_answer(reply, ["11"], chinese=True)
