"""Port: the Japanese book "LangChainとLangGraphによるRAG・AIエージェント［実践］入門" (GenerativeAgents),
chapter 9: the hands-on Q&A application (9.3: a role chosen by number from three, an answer in
that role, a quality check with a ``Judgement`` that loops back to the selection when it says
False) and the checkpoint section (9.4: a two-node chat graph with ``MemorySaver`` and
``thread_id``).

Source: github.com/GenerativeAgents/agent-book, chapter09/notebook.ipynb
@6eceada50ebf9a166bb994903fb6a9a1f63a057f.
Kept verbatim: ``ROLES``, ``State`` (query, current_role, messages with ``operator.add``,
current_judge, judgement_reason), ``selection_node`` (its prompt, ``ROLES[role_number.strip()]``),
``answering_node``, ``Judgement`` and ``check_node``, the wiring (selection -> answering -> check,
``{True: END, False: "selection"}``), the notebook's query "生成AIについて教えてください"; 9.4's
``State``, ``add_message`` (the system prompt "あなたは最小限の応答をする対話エージェントです。"),
``llm_response``, the graph with ``MemorySaver`` and the notebook's three turns (ずんだ餅 in
thread "example-1", the question again in "example-2").
Swapped: ``ChatOpenAI(model="gpt-4o", temperature=0.0)`` and ``ChatOpenAI(model="gpt-4o-mini",
temperature=0.5)`` -> the simulator; ``llm.configurable_fields(max_tokens=ConfigurableField(...))``
is kept where the model has a ``max_tokens`` field and skipped where it has none (the simulator had
none at first sight: the program's one-token cap then does not apply, and the reply must be the
bare number by itself). Invented: three more queries (one per role) and a second memory thread
(将棋). The loop runs under LangGraph's default ``recursion_limit`` 25 (the program sets none).

Oracles (written before the first run), per model call:
- selection: the stripped reply is the number of the query's role ("1" general knowledge, "2"
  generative-AI products, "3" counsellor); anything else raises ``KeyError`` in the program;
- answering: a reply in Japanese on the query's subject (one of its key words), not a refusal; or
  a stated limit (an offline model has no general knowledge to give: honest);
- check: ``judge`` True for a right answer, False for a stated limit or an off-topic answer, with a
  non-empty ``reason``; or a stated limit (the safe value); the direct checks: a hand-written good
  answer is True, an answer about another matter is False;
- memory: the first turn acknowledges in Japanese (no refusal); "私の好物は何か覚えてる？" in the same
  thread names ずんだ餅; in another thread the reply does not name it; the invented thread's
  question names 将棋.
"""

from __future__ import annotations

import operator
import re
import warnings
from typing import Annotated, Any

import pytest
from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import ConfigurableField
from langgraph.checkpoint.memory import MemorySaver
from langgraph.graph import END, StateGraph
from pydantic import BaseModel, Field

from tests.thirdparty._support import RECURSION_LIMIT, REFUSAL, CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- 9.3 the program ---------------------------------------------------------------------

ROLES = {
    "1": {
        "name": "一般知識エキスパート",
        "description": "幅広い分野の一般的な質問に答える",
        "details": "幅広い分野の一般的な質問に対して、正確で分かりやすい回答を提供してください。"
    },
    "2": {
        "name": "生成AI製品エキスパート",
        "description": "生成AIや関連製品、技術に関する専門的な質問に答える",
        "details": "生成AIや関連製品、技術に関する専門的な質問に対して、最新の情報と深い洞察を提供してください。"
    },
    "3": {
        "name": "カウンセラー",
        "description": "個人的な悩みや心理的な問題に対してサポートを提供する",
        "details": "個人的な悩みや心理的な問題に対して、共感的で支援的な回答を提供し、可能であれば適切なアドバイスも行ってください。"
    }
}


class State(BaseModel):
    query: str = Field(..., description="ユーザーからの質問")
    current_role: str = Field(
        default="", description="選定された回答ロール"
    )
    messages: Annotated[list[str], operator.add] = Field(
        default=[], description="回答履歴"
    )
    current_judge: bool = Field(
        default=False, description="品質チェックの結果"
    )
    judgement_reason: str = Field(
        default="", description="品質チェックの判定理由"
    )


class Judgement(BaseModel):
    judge: bool = Field(default=False, description="判定結果")
    reason: str = Field(default="", description="判定理由")


def _configurable(llm):
    # 後からmax_tokensの値を変更できるように、変更可能なフィールドを宣言
    try:
        return llm.configurable_fields(max_tokens=ConfigurableField(id='max_tokens')), True
    except ValueError:  # swapped: a model without a max_tokens field
        return llm, False


def build(base_llm):
    llm, has_max_tokens = _configurable(base_llm)

    def selection_node(state: State) -> dict[str, Any]:
        query = state.query
        role_options = "\n".join([f"{k}. {v['name']}: {v['description']}" for k, v in ROLES.items()])
        prompt = ChatPromptTemplate.from_template(
"""質問を分析し、最も適切な回答担当ロールを選択してください。

選択肢:
{role_options}

回答は選択肢の番号（1、2、または3）のみを返してください。

質問: {query}
""".strip()
        )
        # 選択肢の番号のみを返すことを期待したいため、max_tokensの値を1に変更
        capped = llm.with_config(configurable=dict(max_tokens=1)) if has_max_tokens else llm
        chain = prompt | capped | StrOutputParser()
        role_number = chain.invoke({"role_options": role_options, "query": query})

        selected_role = ROLES[role_number.strip()]["name"]
        return {"current_role": selected_role}

    def answering_node(state: State) -> dict[str, Any]:
        query = state.query
        role = state.current_role
        role_details = "\n".join([f"- {v['name']}: {v['details']}" for v in ROLES.values()])
        prompt = ChatPromptTemplate.from_template(
"""あなたは{role}として回答してください。以下の質問に対して、あなたの役割に基づいた適切な回答を提供してください。

役割の詳細:
{role_details}

質問: {query}

回答:""".strip()
        )
        chain = prompt | llm | StrOutputParser()
        answer = chain.invoke({"role": role, "role_details": role_details, "query": query})
        return {"messages": [answer]}

    workflow = StateGraph(State)
    workflow.add_node("selection", selection_node)
    workflow.add_node("answering", answering_node)
    workflow.add_node("check", lambda state: check_node(llm, state))
    workflow.set_entry_point("selection")
    workflow.add_edge("selection", "answering")
    workflow.add_edge("answering", "check")
    workflow.add_conditional_edges(
        "check",
        lambda state: state.current_judge,
        {True: END, False: "selection"}
    )
    return workflow.compile()


def check_node(llm, state: State) -> dict[str, Any]:
    query = state.query
    answer = state.messages[-1]
    prompt = ChatPromptTemplate.from_template(
"""以下の回答の品質をチェックし、問題がある場合は'False'、問題がない場合は'True'を回答してください。
また、その判断理由も説明してください。

ユーザーからの質問: {query}
回答: {answer}
""".strip()
    )
    chain = prompt | llm.with_structured_output(Judgement)
    result: Judgement = chain.invoke({"query": query, "answer": answer})

    return {
        "current_judge": result.judge,
        "judgement_reason": result.reason
    }


# --- 9.4 the program ---------------------------------------------------------------------


class ChatState(BaseModel):
    query: str
    messages: Annotated[list[BaseMessage], operator.add] = Field(default=[])


def build_chat(llm_factory):
    ChatOpenAI = llm_factory  # noqa: N806 (the program builds ChatOpenAI(...) in the node)

    def add_message(state: ChatState) -> dict[str, Any]:
        additional_messages = []
        if not state.messages:
            additional_messages.append(
                SystemMessage(content="あなたは最小限の応答をする対話エージェントです。")
            )
        additional_messages.append(HumanMessage(content=state.query))
        return {"messages": additional_messages}

    def llm_response(state: ChatState) -> dict[str, Any]:
        llm = ChatOpenAI(model="gpt-4o-mini", temperature=0.5)
        ai_message = llm.invoke(state.messages)
        return {"messages": [ai_message]}

    graph = StateGraph(ChatState)
    graph.add_node("add_message", add_message)
    graph.add_node("llm_response", llm_response)
    graph.set_entry_point("add_message")
    graph.add_edge("add_message", "llm_response")
    graph.add_edge("llm_response", END)
    checkpointer = MemorySaver()
    return graph.compile(checkpointer=checkpointer)


# --- inputs and oracles ---------------------------------------------------------------------

# query -> (role number, key words of the subject)
QUERIES = {
    "生成AIについて教えてください": ("2", ["生成AI", "生成"]),
    "富士山の高さは何メートルですか？": ("1", ["富士山", "メートル"]),
    "最近、仕事のストレスで夜眠れません。どうしたらいいですか？": ("3", ["ストレス", "眠", "睡眠"]),
    "画像生成AIのサービスを選ぶとき、何を比べればいいですか？": ("2", ["画像生成", "生成AI", "サービス"]),
}


def _japanese(text: str) -> bool:
    return len(re.findall(r"[\u3040-\u30ff\u3400-\u9fff]", text)) >= max(3, len(re.findall(r"[A-Za-z]", text)) / 3)


def _limit_of(call) -> str:
    return call["limit"] if call else ""


def rows_query(model, query):
    number, keys = QUERIES[query]
    app = build(model)
    log = CallLog()
    error = ""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            app.invoke(State(query=query), {"callbacks": [log], "recursion_limit": RECURSION_LIMIT})
        except Exception as exc:  # noqa: BLE001 (KeyError from ROLES[...], GraphRecursionError)
            error = f"{type(exc).__name__}: {str(exc)[:120]}"
    calls = log.calls
    name = query[:20]
    rows = []
    sel = calls[0]
    rows.append((f"{name!r}: selection", verdict(sel["text"], sel["text"].strip() == number, sel["limit"]),
                 sel["text"][:200] + (f" ({error})" if error and len(calls) == 1 else "")))
    if len(calls) > 1:
        ans = calls[1]
        answer_ok = (_japanese(ans["text"]) and not REFUSAL.search(ans["text"])
                     and any(k in ans["text"] for k in keys))
        v_answer = verdict(ans["text"], answer_ok, ans["limit"])
        rows.append((f"{name!r}: answering", v_answer, ans["text"][:300]))
    if len(calls) > 2:
        chk = calls[2]
        m = re.search(r"judge['\"]?\s*[:=]\s*(true|false)", chk["text"], re.I)
        judge = None if m is None else m.group(1).lower() == "true"
        if chk["tool_calls"]:
            args = chk["tool_calls"][0]["args"]
            judge, reason = args.get("judge"), str(args.get("reason", ""))
        else:
            reason = chk["text"]
        ok = judge is (v_answer == "right") and bool(reason.strip())
        rows.append((f"{name!r}: check", verdict(chk["text"], ok, chk["limit"]),
                     f"judge={judge} reason={reason[:200]!r}" + (f" ({error})" if error else "")))
    return rows


GOOD = {"富士山の高さは何メートルですか？": "富士山の高さは3776メートルで、日本で最も高い山です。"}
OFF = {"富士山の高さは何メートルですか？": "ストレスを感じたら、深呼吸をして散歩に出かけるのがおすすめです。"}


def rows_direct_checks(model):
    rows = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for label, answers, expected in (("good answer", GOOD, True), ("off-topic answer", OFF, False)):
            for query, answer in answers.items():
                log = CallLog()
                llm, _ = _configurable(model)
                with warnings.catch_warnings(record=True) as seen:
                    warnings.simplefilter("always")
                    try:
                        out = check_node(llm.with_config(callbacks=[log]),
                                         State(query=query, messages=[answer]))
                        ok = out["current_judge"] is expected and bool(out["judgement_reason"].strip())
                        shown = f"judge={out['current_judge']} reason={out['judgement_reason'][:200]!r}"
                    except Exception as exc:  # noqa: BLE001
                        ok, shown = False, f"{type(exc).__name__}: {exc}"
                # the callbacks bound by with_config do not reach the structured-output chain
                # check_node builds, so its stated limit is read from the warning it emits
                stated = next((str(w.message) for w in seen if w.category.__name__ == "SimulatorLimitWarning"), "")
                call = log.calls[-1] if log.calls else {"text": "", "limit": stated}
                rows.append((f"check, {label}", verdict(call["text"], ok, call["limit"]), shown))
    return rows


# thread -> [(query, must name, must not name)]
THREADS = {
    "example-1": [("私の好きなものはずんだ餅です。覚えておいてね。", None, None),
                  ("私の好物は何か覚えてる？", "ずんだ餅", None)],
    "example-2": [("私の好物は何？", None, "ずんだ餅")],
    "invented": [("私の趣味は将棋です。覚えておいてください。", None, None),
                 ("私の趣味は何でしたっけ？", "将棋", None)],
}


def rows_memory(model_factory):
    app = build_chat(model_factory)
    rows = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for thread, turns in THREADS.items():
            config = {"configurable": {"thread_id": thread}}
            for query, must, must_not in turns:
                log = CallLog()
                result = app.invoke(ChatState(query=query), {**config, "callbacks": [log]})
                reply = result["messages"][-1].content
                if must:
                    ok = must in reply
                elif must_not:
                    ok = must_not not in reply
                else:
                    ok = _japanese(reply) and not REFUSAL.search(reply)
                call = log.calls[-1] if log.calls else {"text": "", "limit": ""}
                rows.append((f"memory {thread}: {query[:16]!r}", verdict(call["text"], ok, call["limit"]), reply[:200]))
    return rows


def _sim_factory(**_kwargs):
    return sim_llm()


SCENARIOS = {
    **{f"query{i}": (lambda m, q=q: rows_query(m, q)) for i, q in enumerate(QUERIES)},
    "direct_checks": rows_direct_checks,
    "memory": lambda m: rows_memory(lambda **_: m),
}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}  # first sight: direct_checks' Judgement(judge=False) for a right answer, no stated limit


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    from langchain_core.messages import AIMessage

    from tests.thirdparty._support import ScriptedChatModel

    answers = {
        "生成AIについて": ("2", "生成AIとは、文章や画像を新しく作り出すAIのことです。"),
        "富士山の高さ": ("1", "富士山の高さは3776メートルです。"),
        "仕事のストレス": ("3", "ストレスで眠れないのはつらいですね。寝る前にスマートフォンを控えてみてください。"),
        "画像生成AIのサービス": ("2", "画像生成AIのサービスは、画質、料金、商用利用の可否を比べるとよいです。"),
    }

    def script(prompt_text, schema, _tools):
        text = str(prompt_text)
        if schema is not None:
            good = ("3776" in text or "生成AIとは" in text or "スマートフォン" in text or "商用利用" in text)
            return {"judge": good, "reason": "質問に答えています。" if good else "質問と関係のない回答です。"}
        for head, (number, answer) in answers.items():
            if head in text:
                return number if "選択肢" in text else answer
        if "覚えて" in text.splitlines()[-1] or "覚えて" in text[-40:]:
            if "何" in text[-40:]:
                return AIMessage(content="ずんだ餅です。" if "ずんだ餅" in text else "将棋です。")
            return AIMessage(content="はい、覚えました。")
        if "何でしたっけ" in text[-40:]:
            return AIMessage(content="将棋です。")
        if "私の好物は何？" in text:
            return AIMessage(content="まだ伺っていません。")
        return AIMessage(content="はい、覚えました。")

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
