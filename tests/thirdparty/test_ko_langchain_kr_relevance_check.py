# ruff: noqa: W291, W293
"""Port: the Korean LangChain course "langchain-kr" (TeddyNote), chapter 17 LangGraph,
"관련성 체크 추가": retrieve over a PDF, check with a structured yes/no grader whether the retrieved
context is relevant to the question, answer with the course's RAG prompt (with chat history) or
retrieve again; a question the PDF does not cover loops until ``recursion_limit`` and the
program catches ``GraphRecursionError``.

Source: github.com/teddylee777/langchain-kr, 17-LangGraph/02-Structures/
03-LangGraph-Add-Groundedness-Check.ipynb @4ce7439efeeb2d9b7f7fcd2008932814e3cded02, with
``rag/pdf.py`` and ``rag/utils.py`` @c850210125a7931040a0a1824e6e693a29641270 and
``rag/prompts/rag-prompt-with-chat-history.yaml`` @748293a70fb73dd56d6aedc210b14aef81df73dc; the
grader from github.com/teddylee777/langchain-teddynote ``langchain_teddynote/evaluator.py``
(``GroundednessChecker``, target "question-retrieval", @84ae77bab4ee12f2bc46d5c7524c60b202daa5bb)
and ``messages_to_history`` from its ``messages.py``.

Kept verbatim: ``GraphState``, the nodes ``retrieve_document``, ``llm_answer``,
``relevance_check``, ``is_relevant``, the graph (retrieve -> relevance_check -> llm_answer or
retrieve, ``MemorySaver``), ``format_docs`` (``<document><content>..</content><source>..</source>
<page>..</page></document>``), the RAG prompt, ``GroundnessQuestionRetrievalScore`` and the
grader's template, ``messages_to_history``, the splitter settings (300 / 50) and k = 10, the
``recursion_limit`` 10 run with ``GraphRecursionError`` caught, the notebook's question shape.
Swapped: ``ChatOpenAI(model="gpt-4o-mini", temperature=0)`` (the grader's) and the chain's model
-> the simulator; ``PDFPlumberLoader("data/SPRI_AI_Brief_2023년12월호_F.pdf")`` -> four invented
pages of a Korean AI policy brief (invented companies and figures); the vector store -> course
embeddings + ``LocalVectorStore``. ``rag/base.py`` (the chain) is not in the index: the chain is
``prompt | llm | StrOutputParser()`` over the YAML prompt, as its variables say. Invented: the
questions (the notebook's asks who invested in Anthropic and how much; ours ask the same of the
brief's invented start-up, and two more).

Oracles (written before the first run), per model call: the relevance check gives ``score`` "yes"
when the retrieved context answers the question and "no" when it does not (a question the brief
does not cover); the answer (Korean) states the question's facts from the context; or a stated
limit. A run whose checks all say "no" ends at the recursion limit with no answer (the program's
own behaviour).
"""

from __future__ import annotations

import warnings
from typing import Annotated, TypedDict

import pytest
from langchain_core.documents import Document
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import PromptTemplate
from langgraph.checkpoint.memory import MemorySaver
from langgraph.errors import GraphRecursionError
from langgraph.graph import END, StateGraph
from langgraph.graph.message import add_messages
from pydantic import BaseModel, Field

from tests.thirdparty._support import CallLog, LocalVectorStore, embeddings, missing_facts, sim_llm
from tests.thirdparty._verdict import verdict

PDF = "data/AI_정책_브리프_2031년3월호.pdf"

PAGES = [
    """1. 정책/법제
■ 유럽연합, 고위험 AI 시스템 인증 제도 시행 일정 확정
유럽연합 집행위원회는 고위험 AI 시스템에 대한 사전 인증 제도를 2031년 9월부터 시행한다고 발표했다.
인증을 받지 않은 시스템은 의료와 채용 분야에서 사용할 수 없으며, 위반한 기업에는 전 세계 매출의 4%까지 과징금이 부과된다.
인증 심사는 회원국마다 한 곳씩 지정된 평가 기관이 맡는다.""",
    """2. 기업/산업
■ 미국 스타트업 노바마인드, 시리즈 C에서 총 31억 달러 투자 유치
대화형 AI 스타트업 노바마인드는 시리즈 C 투자에서 총 31억 달러를 유치했다고 밝혔다.
클라우드 기업 스텔라클라우드가 20억 달러를, 반도체 기업 큐빗칩스가 8억 달러를, 투자사 블루하버캐피털이 3억 달러를 투자했다.
노바마인드는 이번 투자금으로 데이터센터 두 곳을 새로 짓고 연구 인력을 두 배로 늘릴 계획이다.""",
    """■ 국내 연구진, 한국어 특화 대형언어모델 '가람-13B' 공개
한빛AI연구소는 파라미터 130억 개 규모의 한국어 특화 언어모델 '가람-13B'를 공개했다.
가람-13B는 1조 2천억 토큰의 한국어 중심 데이터로 학습되었으며, 한국어 이해 평가 KLUE-X에서 평균 81.4점을 기록했다.
연구소는 모델 가중치를 연구 목적에 한해 무료로 공개했다.""",
    """3. 기술/연구
■ 일본 정부, AI 반도체 인재 양성에 3천억 엔 투입
일본 경제산업성은 2031년부터 5년간 AI 반도체 설계 인재 2만 명을 양성하기 위해 3천억 엔을 투입한다고 발표했다.
지원금은 대학의 반도체 설계 과정과 기업 연수 프로그램에 절반씩 배정된다.""",
]


def load_documents():
    """What ``PDFPlumberLoader(PDF).load()`` gives: one Document per page."""
    return [Document(page_content=p, metadata={"source": PDF, "page": i}) for i, p in enumerate(PAGES)]


# rag/prompts/rag-prompt-with-chat-history.yaml
RAG_TEMPLATE = """You are an AI assistant specializing in Question-Answering (QA) tasks within a Retrieval-Augmented Generation (RAG) system. 
Your primary mission is to answer questions based on provided context or chat history.
Ensure your response is concise and directly addresses the question without any additional narration.

###

You may consider the previous conversation history to answer the question.

# Here's the previous conversation history:
{chat_history}

###

Your final answer should be written concisely (but include important numerical values, technical terms, jargon, and names), followed by the source of the information.

# Steps

1. Carefully read and understand the context provided.
2. Identify the key information related to the question within the context.
3. Formulate a concise answer based on the relevant information.
4. Ensure your final answer directly addresses the question.
5. List the source of the answer in bullet points, which must be a file name (with a page number) or URL from the context. Omit if the answer is based on previous conversation or if the source cannot be found.

# Output Format:
[Your final answer here, with numerical values, technical terms, jargon, and names in their original language]

**Source**(Optional)
- (Source of the answer, must be a file name(with a page number) or URL from the context. Omit if the answer is based on previous conversation or can't find the source.)
- (list more if there are multiple sources)
- ...

###

Remember:
- It's crucial to base your answer solely on the **provided context** or **chat history**. 
- DO NOT use any external knowledge or information not present in the given materials.
- If a user asks based on the previous conversation, but if there's no previous conversation or not enough information, you should answer that you don't know.

###

# Here is the user's question:
{question}

# Here is the context that you should use to answer the question:
{context}

# Your final answer to the user's question:
"""


# rag/utils.py
def format_docs(docs):
    return "\n".join(
        [
            f"<document><content>{doc.page_content}</content><source>{doc.metadata['source']}</source><page>{int(doc.metadata['page'])+1}</page></document>"
            for doc in docs
        ]
    )


# langchain_teddynote/messages.py
def get_role_from_messages(msg):
    if isinstance(msg, HumanMessage):
        return "user"
    elif isinstance(msg, AIMessage):
        return "assistant"
    else:
        return "assistant"


def messages_to_history(messages):
    return "\n".join(
        [f"{get_role_from_messages(msg)}: {msg.content}" for msg in messages]
    )


# langchain_teddynote/evaluator.py
class GroundnessQuestionRetrievalScore(BaseModel):
    """Binary scores for relevance checks"""

    score: str = Field(
        description="relevant or not relevant. Answer 'yes' if the question is relevant to the retrieved document else answer 'no'"
    )


class GroundednessChecker:
    def __init__(self, llm, target="retrieval-answer"):
        self.llm = llm
        self.target = target

    def create(self):
        # only the "question-retrieval" target is used by the chapter
        llm = self.llm.with_structured_output(GroundnessQuestionRetrievalScore)
        template = """You are a grader assessing whether a retrieved document is relevant to the given question. \n
                Here is the question: \n\n {question} \n\n
                Here is the retrieved document: \n\n {context} \n
                If the document contains information that could help answer the question, grade it as relevant. \n
                Consider both semantic meaning and potential usefulness for answering the question. \n
                
                Give a binary score 'yes' or 'no' score to indicate whether the retrieved document is relevant to the question."""
        input_vars = ["question", "context"]
        prompt = PromptTemplate(
            template=template,
            input_variables=input_vars,
        )

        chain = prompt | llm
        return chain


# GraphState 상태 정의
class GraphState(TypedDict):
    question: Annotated[str, "Question"]  # 질문
    context: Annotated[str, "Context"]  # 문서의 검색 결과
    answer: Annotated[str, "Answer"]  # 답변
    messages: Annotated[list, add_messages]  # 메시지(누적되는 list)
    relevance: Annotated[str, "Relevance"]  # 관련성


def build(llm):
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    # PDFRetrievalChain([...]).create_chain(): load, split (300 / 50), embed, k = 10
    split_documents = RecursiveCharacterTextSplitter(chunk_size=300, chunk_overlap=50).split_documents(load_documents())
    pdf_retriever = LocalVectorStore.from_documents(split_documents, embeddings()).as_retriever(search_kwargs={"k": 10})
    pdf_chain = PromptTemplate.from_template(RAG_TEMPLATE) | llm | StrOutputParser()

    # 문서 검색 노드
    def retrieve_document(state: GraphState) -> GraphState:
        latest_question = state["question"]
        retrieved_docs = pdf_retriever.invoke(latest_question)
        retrieved_docs = format_docs(retrieved_docs)
        return GraphState(context=retrieved_docs)

    # 답변 생성 노드
    def llm_answer(state: GraphState) -> GraphState:
        latest_question = state["question"]
        context = state["context"]
        response = pdf_chain.invoke(
            {
                "question": latest_question,
                "context": context,
                "chat_history": messages_to_history(state["messages"]),
            }
        )
        return {
            "answer": response,
            "messages": [("user", latest_question), ("assistant", response)],
        }

    # 관련성 체크 노드
    def relevance_check(state: GraphState) -> GraphState:
        question_retrieval_relevant = GroundednessChecker(
            llm=llm, target="question-retrieval"
        ).create()
        response = question_retrieval_relevant.invoke(
            {"question": state["question"], "context": state["context"]}
        )
        print("==== [RELEVANCE CHECK] ====")
        print(response.score)
        return {"relevance": response.score}

    def is_relevant(state: GraphState) -> GraphState:
        if state["relevance"] == "yes":
            return "relevant"
        else:
            return "not relevant"

    workflow = StateGraph(GraphState)
    workflow.add_node("retrieve", retrieve_document)
    workflow.add_node("relevance_check", relevance_check)
    workflow.add_node("llm_answer", llm_answer)
    workflow.add_edge("retrieve", "relevance_check")
    workflow.add_conditional_edges(
        "relevance_check",
        is_relevant,
        {
            "relevant": "llm_answer",
            "not relevant": "retrieve",
        },
    )
    workflow.add_edge("llm_answer", END)
    workflow.set_entry_point("retrieve")
    memory = MemorySaver()
    return workflow.compile(checkpointer=memory)


# --- inputs and oracles (invented) ------------------------------------------------------------

ANSWERABLE = {
    "노바마인드에 투자한 기업과 투자금액을 알려주세요.":
        ["스텔라클라우드", "20억", "큐빗칩스", "8억", "블루하버캐피털", "3억"],
    "가람-13B는 몇 개의 토큰으로 학습되었나요?": [("1조 2천억", "1.2조")],
    "유럽연합의 고위험 AI 인증 제도는 언제부터 시행되나요?": ["2031년 9월"],
}
UNANSWERABLE = ["테디노트의 랭체인 튜토리얼에 대한 정보를 알려주세요.", "중국의 AI 반도체 수출 규제는 어떻게 바뀌었나요?"]


def _run(llm, question, limit, thread):
    """Run the graph; return (the relevance of each check, the answer, the log)."""
    app = build(llm)
    log = CallLog()
    config = {"recursion_limit": limit, "configurable": {"thread_id": thread}, "callbacks": [log]}
    grades = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            for update in app.stream(GraphState(question=question), config, stream_mode="updates"):
                if "relevance_check" in update:
                    grades.append(update["relevance_check"]["relevance"])
        except GraphRecursionError:  # the notebook catches it
            pass
    return grades, app.get_state(config).values.get("answer", ""), log


def rows_answerable(llm, question):
    facts = ANSWERABLE[question]
    grades, answer, log = _run(llm, question, 20, "t1")
    rows = []
    for i, grade in enumerate(grades):
        call = log.calls[i] if i < len(log.calls) else {"limit": ""}
        rows.append((f"check {i + 1}: {question}", verdict(str(grade), grade == "yes", call["limit"]), repr(grade)))
    if answer:
        call = log.calls[-1] if log.calls else {"limit": ""}
        rows.append((f"answer: {question}", verdict(answer, not missing_facts(answer, facts), call["limit"]), answer[:300]))
    return rows


def rows_unanswerable(llm, question):
    grades, answer, log = _run(llm, question, 10, "t2")
    rows = []
    for i, grade in enumerate(grades):
        call = log.calls[i] if i < len(log.calls) else {"limit": ""}
        rows.append((f"check {i + 1}: {question}", verdict(str(grade), grade != "yes", call["limit"]), repr(grade)))
    if answer:
        call = log.calls[-1] if log.calls else {"limit": ""}
        rows.append((f"answer: {question}", verdict(answer, False, call["limit"]), answer[:300]))
    return rows


SCENARIOS = {
    **{f"answerable{i}": (lambda m, q=q: rows_answerable(m, q)) for i, q in enumerate(ANSWERABLE)},
    **{f"unanswerable{i}": (lambda m, q=q: rows_unanswerable(m, q)) for i, q in enumerate(UNANSWERABLE)},
}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_format_docs_is_the_courses():
    text = format_docs(load_documents()[:1])
    assert text.startswith("<document><content>1. 정책/법제") and text.endswith(f"<source>{PDF}</source><page>1</page></document>")


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    answers = {q: ", ".join(f if isinstance(f, str) else f[0] for f in facts) for q, facts in ANSWERABLE.items()}

    def script(prompt_text, schema, _tools):
        text = str(prompt_text)
        if schema is not None:
            question = text.split("Here is the question:")[1].split("Here is the retrieved document:")[0]
            return {"score": "yes" if any(q in question for q in ANSWERABLE) else "no"}
        for q, a in answers.items():
            if q in text:
                return AIMessage(content=f"{a}\n\n**Source**\n- {PDF} (page 2)")
        return AIMessage(content="모르겠습니다.")

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
