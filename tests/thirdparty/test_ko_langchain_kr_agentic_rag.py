# ruff: noqa: W291, W293, RUF001, RUF003
"""Port: the Korean LangChain course "langchain-kr" (TeddyNote), chapter 17 LangGraph, "Agentic
RAG": an agent (``bind_tools([retriever_tool])``) decides whether to search an AI brief; the
retrieved ``<document><context>..</context><metadata>..</metadata></document>`` text is graded
(``grade``: a ``binary_score`` yes/no, the grader reading ``messages[0]`` as the question), a
relevant result goes to the generator, an irrelevant one to a rewrite of ``messages[0]`` and back
to the agent; ``MemorySaver`` keeps the thread.

Source: github.com/teddylee777/langchain-kr, 17-LangGraph/02-Structures/06-LangGraph-Agentic-RAG.ipynb
@2f9a099fc95a39a294a2259e2c36357f5b5ef194. Licence: no LICENSE file among the repository's
stored files (not verified further). ``hub.pull("teddynote/rag-prompt")`` cannot be pulled
offline: its stand-in is the course's own ``rag-prompt.yaml`` text, imported from
``test_ko_langchain_kr_adaptive_rag`` (one copy).
Kept verbatim: ``create_retriever_tool`` with its name, English description and
``document_prompt``, ``AgentState``, ``grade`` and its description, ``grade_documents`` (its
prompt, ``messages[0]`` as the question, ``score == "yes"``), ``agent``, ``rewrite`` (its prompt),
``generate``, the graph (``tools_condition``, ``MemorySaver``), ``recursion_limit=10``, the
notebook's three questions.
Swapped: ``ChatOpenAI(model=get_model_name(LLMs.GPT4))`` -> the simulator; the ``print`` calls
left out; ``PDFRetrievalChain`` over "SPRI_AI_Brief_2023년12월호_F.pdf" -> invented Korean pages
(an AI brief: Samsung's model, a Korean search company's model, an EU law, a chip plan), split
300 / 50, k = 4, ``LocalVectorStore``. The notebook runs its three questions in one thread id;
here each gets its own thread (so ``messages[0]`` is the question asked), and one invented
scenario asks a follow-up in the first question's thread.

Oracles (written before the first run), per model call:
- the agent: a ``pdf_retriever`` call whose query names the question's subject for a question on
  the brief; for "대한민국의 수도는?" a direct answer with 서울 and no call; after a rewrite, a call
  again or an answer that says it does not know (never an invented fact);
- the grade: "yes" when the retrieved text holds the answer to the question the prompt shows,
  "no" when it shares no subject word of it, either otherwise;
- the rewrite: one question naming the subject (테디노트 / 랭체인), not the prompt's frame;
- the generation: the facts for the question it is shown (the program passes ``messages[0]``),
  in Korean; or a stated limit for any call. A run the grader keeps sending back ends at
  ``recursion_limit`` (``GraphRecursionError``, the program's own wiring).

First sight (760ce869, before any simulator change of ports23): 29 calls, 24 right / 2 stated a
limit / 3 silently wrong: "대한민국의 수도는?" searched the AI brief (a question no tool fits,
answered by a model without one), and after each rewrite the agent searched in Hangul matching
pieces ("대한 한민 민국 국의 수도 도는", "테디 디노 노트 트의 ..."). After ports23: 23 calls, 20 / 2 / 1:
the repeated search is written in the question's words, so the agent gives up at once with its
Korean-reading limit (``text.whole_hangul_words``). Left: the capital question still searches the
brief (KNOWN).
"""

from __future__ import annotations

import re
import warnings
from typing import Annotated, Literal, Sequence, TypedDict  # noqa: UP035 (verbatim)

import pytest
from langchain_core.documents import Document
from langchain_core.messages import BaseMessage, HumanMessage
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import PromptTemplate
from langchain_core.tools.retriever import create_retriever_tool
from langgraph.checkpoint.memory import MemorySaver
from langgraph.errors import GraphRecursionError
from langgraph.graph import END, START, StateGraph
from langgraph.graph.message import add_messages
from langgraph.prebuilt import ToolNode, tools_condition
from pydantic import BaseModel, Field

from tests.thirdparty._support import CallLog, LocalVectorStore, embeddings, missing_facts, sim_llm
from tests.thirdparty._verdict import verdict
from tests.thirdparty.test_ko_langchain_kr_adaptive_rag import RAG_PROMPT

PDF = "data/AI_동향_브리프_2024년3월호.pdf"

PAGES = [
    """■ 삼성전자, 생성형 AI 모델 '삼성 가우스' 공개
삼성전자가 개발한 생성형 AI 모델의 이름은 '삼성 가우스'이다. 삼성 가우스는 언어 모델, 코드 모델,
이미지 모델의 세 가지로 구성된다. 삼성전자는 이 모델을 갤럭시 스마트폰에 단계적으로 탑재할 예정이다.""",
    """■ 네이버, 초대규모 언어모델 '하이퍼클로바X' 출시
네이버는 한국어 데이터를 대량으로 학습한 '하이퍼클로바X'를 출시했다. 하이퍼클로바X는 검색 서비스
'큐:'와 쇼핑 추천에 먼저 적용되며, 기업 고객에게는 클라우드를 통해 제공된다.""",
    """■ 유럽연합, AI 법(AI Act) 최종 합의
유럽연합 이사회와 의회는 AI 법에 최종 합의했다. 위험도가 높은 AI 시스템은 출시 전에 적합성 평가를
받아야 하며, 위반 기업에는 전 세계 매출의 최대 7%에 해당하는 과징금이 부과된다.""",
    """■ 정부, AI 반도체 육성에 2030년까지 8,262억 원 투입
과학기술정보통신부는 국산 AI 반도체를 데이터센터에 적용하는 사업에 2030년까지 8,262억 원을
투입한다고 밝혔다. 1단계 사업은 2025년에 완료된다.""",
]


# --- the program --------------------------------------------------------------------------------


def build(llm_factory):
    ChatOpenAI = llm_factory  # noqa: N806 (the program builds ChatOpenAI(...) in each node)
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    pages = [Document(page_content=p, metadata={"source": PDF, "page": i}) for i, p in enumerate(PAGES)]
    split_documents = RecursiveCharacterTextSplitter(chunk_size=300, chunk_overlap=50).split_documents(pages)
    pdf_retriever = LocalVectorStore.from_documents(split_documents, embeddings()).as_retriever(search_kwargs={"k": 4})

    # PDF 문서를 기반으로 검색 도구 생성
    retriever_tool = create_retriever_tool(
        pdf_retriever,
        "pdf_retriever",
        "Search and return information about SPRI AI Brief PDF file. It contains useful information on recent AI trends. The document is published on Dec 2023.",
        document_prompt=PromptTemplate.from_template(
            "<document><context>{page_content}</context><metadata><source>{source}</source><page>{page}</page></metadata></document>"
        ),
    )

    # 생성된 검색 도구를 도구 리스트에 추가하여 에이전트에서 사용 가능하도록 설정
    tools = [retriever_tool]

    # 에이전트 상태를 정의하는 타입 딕셔너리, 메시지 시퀀스를 관리하고 추가 동작 정의
    class AgentState(TypedDict):
        # add_messages reducer 함수를 사용하여 메시지 시퀀스를 관리
        messages: Annotated[Sequence[BaseMessage], add_messages]

    # 데이터 모델 정의
    class grade(BaseModel):  # noqa: N801 (verbatim)
        """A binary score for relevance checks"""

        binary_score: str = Field(
            description="Response 'yes' if the document is relevant to the question or 'no' if it is not."
        )

    def grade_documents(state) -> Literal["generate", "rewrite"]:
        # LLM 모델 초기화
        model = ChatOpenAI()

        # 구조화된 출력을 위한 LLM 설정
        llm_with_tool = model.with_structured_output(grade)

        # 프롬프트 템플릿 정의
        prompt = PromptTemplate(
            template="""You are a grader assessing relevance of a retrieved document to a user question. \n 
            Here is the retrieved document: \n\n {context} \n\n
            Here is the user question: {question} \n
            If the document contains keyword(s) or semantic meaning related to the user question, grade it as relevant. \n
            Give a binary score 'yes' or 'no' score to indicate whether the document is relevant to the question.""",
            input_variables=["context", "question"],
        )

        # llm + tool 바인딩 체인 생성
        chain = prompt | llm_with_tool

        # 현재 상태에서 메시지 추출
        messages = state["messages"]

        # 가장 마지막 메시지 추출
        last_message = messages[-1]

        # 원래 질문 추출
        question = messages[0].content

        # 검색된 문서 추출
        retrieved_docs = last_message.content

        # 관련성 평가 실행
        scored_result = chain.invoke({"question": question, "context": retrieved_docs})

        # 관련성 여부 추출
        score = scored_result.binary_score

        # 관련성 여부에 따른 결정
        if score == "yes":
            return "generate"

        else:
            return "rewrite"

    def agent(state):
        # 현재 상태에서 메시지 추출
        messages = state["messages"]

        # LLM 모델 초기화
        model = ChatOpenAI()

        # retriever tool 바인딩
        model = model.bind_tools(tools)

        # 에이전트 응답 생성
        response = model.invoke(messages)

        # 기존 리스트에 추가되므로 리스트 형태로 반환
        return {"messages": [response]}

    def rewrite(state):
        # 현재 상태에서 메시지 추출
        messages = state["messages"]
        # 원래 질문 추출
        question = messages[0].content

        # 질문 개선을 위한 프롬프트 구성
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

        # LLM 모델로 질문 개선
        model = ChatOpenAI()
        # Query-Transform 체인 실행
        response = model.invoke(msg)

        # 재작성된 질문 반환
        return {"messages": [response]}

    def generate(state):
        # 현재 상태에서 메시지 추출
        messages = state["messages"]

        # 원래 질문 추출
        question = messages[0].content

        # 가장 마지막 메시지 추출
        docs = messages[-1].content

        # RAG 프롬프트 템플릿 가져오기
        prompt = PromptTemplate.from_template(RAG_PROMPT)

        # LLM 모델 초기화
        llm = ChatOpenAI()

        # RAG 체인 구성
        rag_chain = prompt | llm | StrOutputParser()

        # 답변 생성 실행
        response = rag_chain.invoke({"context": docs, "question": question})
        return {"messages": [response]}

    # AgentState 기반 상태 그래프 워크플로우 초기화
    workflow = StateGraph(AgentState)

    # 노드 정의
    workflow.add_node("agent", agent)  # 에이전트 노드
    retrieve = ToolNode([retriever_tool])
    workflow.add_node("retrieve", retrieve)  # 검색 노드
    workflow.add_node("rewrite", rewrite)  # 질문 재작성 노드
    workflow.add_node("generate", generate)  # 관련 문서 확인 후 응답 생성 노드

    # 엣지 연결
    workflow.add_edge(START, "agent")

    # 검색 여부 결정을 위한 조건부 엣지 추가
    workflow.add_conditional_edges(
        "agent",
        # 에이전트 결정 평가
        tools_condition,
        {
            # 조건 출력을 그래프 노드에 매핑
            "tools": "retrieve",
            END: END,
        },
    )

    # 액션 노드 실행 후 처리될 엣지 정의
    workflow.add_conditional_edges(
        "retrieve",
        # 문서 품질 평가
        grade_documents,
    )
    workflow.add_edge("generate", END)
    workflow.add_edge("rewrite", "agent")

    # 그래프 컴파일
    return workflow.compile(checkpointer=MemorySaver())


# --- inputs and oracles -------------------------------------------------------------------------

# question -> (subject words, facts, direct-answer facts or None)
QUESTIONS = {
    # the notebook's three
    "삼성전자가 개발한 생성형 AI 의 이름은?": (["삼성"], ["삼성 가우스"], None),
    "대한민국의 수도는?": (["수도"], [], ["서울"]),
    "테디노트의 랭체인 튜토리얼에 대해서 알려줘": (["테디노트", "랭체인"], [], None),
    # invented
    "유럽연합 AI 법을 위반하면 과징금은 얼마나 돼?": (["과징금", "AI 법", "유럽연합"], ["7%"], None),
    "네이버 하이퍼클로바X는 어떤 서비스에 먼저 적용돼?": (["하이퍼클로바X", "네이버"], ["큐:"], None),
}
FOLLOW_UP = ("삼성전자가 개발한 생성형 AI 의 이름은?", "그 모델은 몇 가지 모델로 구성돼 있어?")

_FRAME = re.compile(r"improved question|initial question|semantic intent|-------", re.I)
_REFUSE = re.compile(r"모르|찾을 수 없|알 수 없|없습니다|don'?t know|not (?:in|found)", re.I)


def _question_of(prompt_text: str) -> str:
    """The question a grader prompt shows (for the ideal model's script)."""
    m = re.search(r"Here is the user question: (.*?) \n", prompt_text, re.S)
    return m.group(1).strip() if m else ""


def _facts_for(question: str) -> tuple[list, list]:
    for q, (subject, facts, _) in QUESTIONS.items():
        if q == question:
            return subject, facts
    return [], []


def run(llm_factory, inputs_list, thread="1"):
    """Run the questions in one thread; return the nodes in the order they ran, each with its
    update, and the model calls in order (the graph makes them one at a time: one per agent,
    rewrite and generate update, one grader call after each retrieve)."""
    app = build(llm_factory)
    log = CallLog()
    config = {"recursion_limit": 10, "configurable": {"thread_id": thread}, "callbacks": [log]}
    events = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for text in inputs_list:
            events.append(("user", text))
            try:
                for update in app.stream({"messages": [("user", text)]}, config, stream_mode="updates"):
                    node, value = next(iter(update.items()))
                    events.append((node, value))
            except GraphRecursionError:
                events.append(("recursion_limit", None))
    return events, log.calls


def judge(events, calls, thread_first: str) -> list:
    """One row per model call. The grader and the generator are judged against the question
    their prompts show (``messages[0]``: the thread's first question)."""
    rows = []
    k = 0
    asked = ""
    rewritten = False
    s_subj, s_facts, _ = QUESTIONS[thread_first]
    for n, (node, value) in enumerate(events):
        if node == "user":
            asked, rewritten = value, False
            continue
        if node in ("agent", "rewrite", "generate"):
            call = calls[k]
            k += 1
            m = value["messages"][0]
            text = m if isinstance(m, str) else m.content
            subject, facts, direct = QUESTIONS.get(asked, (s_subj, s_facts, None))
            if node == "agent" and getattr(m, "tool_calls", None):
                query = str(m.tool_calls[0]["args"].get("query", ""))
                ok = direct is None and m.tool_calls[0]["name"] == "pdf_retriever" and any(
                    s in query for s in subject + facts + (["가우스", "모델"] if asked not in QUESTIONS else []))
                rows.append((f"agent call ({asked[:24]})", verdict(m, ok, call["limit"]), f"pdf_retriever({query!r})"))
            elif node == "agent":
                if direct:
                    ok = not missing_facts(text, direct)
                elif rewritten or not facts:
                    ok = bool(_REFUSE.search(text))  # nothing to find: no invented fact
                else:
                    ok = False  # a question on the brief answered without searching it
                rows.append((f"agent answer ({asked[:24]})", verdict(m, ok, call["limit"]), text[:200]))
            elif node == "rewrite":
                rewritten = True
                ok = any(s in text for s in s_subj) and not _FRAME.search(text)
                rows.append((f"rewrite ({thread_first[:24]})", verdict(text, ok, call["limit"]), text[:200]))
            else:
                ok = bool(text.strip()) and (not missing_facts(text, s_facts) if s_facts else bool(_REFUSE.search(text)))
                rows.append((f"generate ({thread_first[:24]})", verdict(text, ok, call["limit"]), text[:200]))
        elif node == "retrieve":
            call = {"text": "", "limit": ""}
            if k < len(calls) and (any(c["name"] == "grade" for c in calls[k]["tool_calls"]) or "binary_score" in calls[k]["text"]
                                   or calls[k]["limit"]):
                call = calls[k]  # (the judge's scripted model reports no structured call)
                k += 1
            retrieved = value["messages"][0].content
            went = events[n + 1][0] if n + 1 < len(events) else "end"
            holds = bool(s_facts) and not missing_facts(retrieved, s_facts)
            shares = any(s in retrieved for s in s_subj)
            ok = (went == "generate") if holds else ((went == "rewrite") if not shares else True)
            rows.append((f"grade ({thread_first[:24]})", verdict(call["text"], ok, call["limit"]), f"-> {went} | {retrieved[:100]!r}"))
    return rows


def rows_question(llm_factory, question):
    events, calls = run(llm_factory, [question])
    return judge(events, calls, question)


def rows_follow_up(llm_factory):
    """The follow-up in the first question's thread: the program's grader and generator read
    ``messages[0]`` (the first question), so they are judged against it."""
    events, calls = run(llm_factory, list(FOLLOW_UP))
    rows = judge(events, calls, FOLLOW_UP[0])
    return [(f"follow-up {label}", v, t) for label, v, t in rows]


SCENARIOS = {f"q{i}": (lambda f, q=q: rows_question(f, q)) for i, q in enumerate(QUESTIONS)}
SCENARIOS["follow_up"] = rows_follow_up


def _factory(model):
    return lambda *a, **k: model


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(_factory(model))]


KNOWN: dict[str, str] = {
    "q1": ("'대한민국의 수도는?' (the notebook's question no document answers) calls pdf_retriever, whose "
           "description is about AI trends: the simulator calls the one bound retriever for a question it "
           "cannot tell apart from the tool's topic (Korean question, English description), where a model "
           "answers from what it knows (서울)"),
}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](_factory(sim_llm())) if v == "wrong"]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel, call

    answers = {"삼성": "삼성전자가 개발한 생성형 AI의 이름은 '삼성 가우스'입니다.\n\n**Source**\n- data/AI_동향_브리프_2024년3월호.pdf",
               "유럽연합": "전 세계 매출의 최대 7%에 해당하는 과징금이 부과됩니다.",
               "네이버": "검색 서비스 '큐:'와 쇼핑 추천에 먼저 적용됩니다."}

    def script(prompt_text, schema, tools):
        text = str(prompt_text)
        if schema is not None:
            q = _question_of(text)
            _, facts = _facts_for(q)
            doc = text.split("Here is the retrieved document:")[1].split("Here is the user question:")[0]
            return {"binary_score": "yes" if facts and not missing_facts(doc, facts) else "no"}
        if "Formulate an improved question" in text:
            return "테디노트가 만든 랭체인 튜토리얼의 내용은 무엇인가요?"
        if "CONTEXT that you should use" in text:
            q = text.split("QUESTION that you should answer:")[1].split("# Here is the CONTEXT")[0]
            return next(a for k, a in answers.items() if k in q)
        if tools:
            if "수도" in text.splitlines()[-1] or text.rstrip().endswith("대한민국의 수도는?"):
                return "대한민국의 수도는 서울입니다."
            if text.count("테디노트") >= 2:
                return "AI 브리프에는 테디노트의 랭체인 튜토리얼에 대한 내용이 없어 알 수 없습니다."
            last = [ln for ln in text.splitlines() if ln.strip()][-1]
            for key in ("삼성", "유럽연합", "네이버", "테디노트"):
                if key in last:
                    return call("pdf_retriever", query=last.strip()[-40:])
            if "몇 가지" in last:
                return call("pdf_retriever", query="삼성 가우스 모델 구성")
        return "모르겠습니다."

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
