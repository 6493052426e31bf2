# ruff: noqa: W291, W293, RUF001, RUF003, UP006, UP035
"""Port: the Korean LangChain course "langchain-kr" (TeddyNote), chapter 17 LangGraph, "Adaptive
RAG": a router (``RouteQuery``: vectorstore or web_search, its system prompt naming what the
vectorstore holds) sends a Korean question to the PDF of an AI brief or to web search; PDF chunks
are graded (``GradeDocuments``), the answer generated, checked for hallucination and for answering
the question (``GradeHallucinations``, ``GradeAnswer``), the question rewritten when nothing fits.

Source: github.com/teddylee777/langchain-kr, 17-LangGraph/02-Structures/07-LangGraph-Adaptive-RAG.ipynb
@2f9a099fc95a39a294a2259e2c36357f5b5ef194. ``hub.pull("teddynote/rag-prompt")`` cannot be pulled
offline: its stand-in is the same course's ``17-LangGraph/02-Structures/rag/prompts/rag-prompt.yaml``
(same commit), the prompt the course's own chain loads.
Kept verbatim: the four Pydantic models and their descriptions, the router, grader, hallucination,
answer-grader and re-writer prompts, ``format_docs``, the nodes (``generate`` passes the list of
Documents itself as the context), ``route_question``, ``decide_to_generate``,
``hallucination_check``, the graph and ``recursion_limit`` 20, the notebook's four questions.
Swapped: ``ChatOpenAI(get_model_name(LLMs.GPT4))`` -> the simulator; ``PDFRetrievalChain`` over
"SPRI_AI_Brief_2023년12월호_F.pdf" -> invented Korean pages on the topics the router prompt names
(Samsung's generative AI, an Anthropic investment), split 300 / 50, k = 10, ``LocalVectorStore``;
``TavilySearch(max_results=3)`` -> ``FakeWebSearch`` over invented Korean results (dicts with
``url`` and ``content``). Invented: one more question on the brief.

Oracles (written before the first run), per model call:
- the router: vectorstore for a question on the brief's topics, web_search otherwise;
- a grade: "yes" for a chunk that holds the answer, "no" for a chunk that does not name the
  question's subject, either for the rest (after first sight: "no" only for a chunk that shares no
  word of the question, as the prompt grades a keyword in common as relevant: "It does not need to
  be a stringent test");
- the generation: the facts (Korean), from the brief or the web results;
- the hallucination grade: "yes" for a generation drawn from the documents;
- the answer grade: "yes" for a generation that has the facts, "no" for one that does not;
- the rewrite: names the question's subject, no prompt frame; or a stated limit for any call.
A run the graders keep sending back ends at ``recursion_limit`` (``GraphRecursionError``, the
program's own wiring; the run's calls are judged one by one).
"""

from __future__ import annotations

import warnings
from typing import List, Literal

import pytest
from langchain_core.documents import Document
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate, PromptTemplate
from langgraph.checkpoint.memory import MemorySaver
from langgraph.errors import GraphRecursionError
from langgraph.graph import END, START, StateGraph
from pydantic import BaseModel, Field
from typing_extensions import Annotated, TypedDict

from tests.thirdparty._support import (
    CallLog,
    FakeWebSearch,
    LocalVectorStore,
    embeddings,
    missing_facts,
    sim_llm,
)
from tests.thirdparty._verdict import verdict

PDF = "data/AI_브리프_2023년12월호.pdf"

PAGES = [
    """1. 정책/법제
■ 미국, 안전하고 신뢰할 수 있는 AI 개발과 사용에 관한 행정명령 발표
미국 대통령은 AI 모델의 안전성 시험 결과를 정부와 공유하도록 하는 행정명령에 서명했다.
행정명령은 국가 안보에 영향을 줄 수 있는 대규모 모델 개발 기업에 사전 보고 의무를 부과한다.""",
    """2. 기업/산업
■ 삼성전자, 자체 개발 생성 AI '삼성 가우스' 공개
삼성전자는 삼성 AI 포럼에서 자체 개발한 생성 AI 모델 '삼성 가우스'를 공개했다.
삼성 가우스는 언어, 코드, 이미지의 3개 모델로 구성되며, 온디바이스에서 작동하도록 설계되었다.
회사는 삼성 가우스를 사내 업무에 먼저 적용한 뒤 스마트폰과 가전 제품에 탑재할 계획이다.""",
    """■ 구글, 앤스로픽에 20억 달러 투자로 생성 AI 협력 강화
구글은 AI 스타트업 앤스로픽에 최대 20억 달러를 투자하기로 합의했다.
구글은 먼저 5억 달러를 투자하고 향후 15억 달러를 추가로 투자할 계획이다.
앤스로픽은 구글 클라우드의 AI 반도체를 사용해 모델을 학습한다.""",
    """3. 기술/연구
■ 영국 AI 안전성 정상회의, 참가국 공동 선언문 채택
영국에서 열린 AI 안전성 정상회의에서 28개국이 AI 위험에 공동 대응하는 선언문에 서명했다.""",
]

WEB_RESULTS = [
    {"url": "https://news.example.kr/nobel-2024", "title": "2024년 노벨 문학상 수상자 한강",
     "content": "스웨덴 한림원은 2024년 노벨 문학상 수상자로 한국의 소설가 한강을 선정했다고 발표했다."},
    {"url": "https://food.example.kr/pangyo-dimsum", "title": "판교 딤섬 맛집",
     "content": "판교역 근처 딤섬 전문점 '홍콩하우스'는 하가우와 샤오롱바오가 인기 메뉴다."},
]

RAG_PROMPT = """You are an AI assistant specializing in Question-Answering (QA) tasks within a Retrieval-Augmented Generation (RAG) system. 
Your primary mission is to answer questions based on provided context or chat history.
Ensure your response is concise and directly addresses the question without any additional narration.

###

Your final answer should be written concisely (but include important numerical values, technical terms, jargon, and names), followed by the source of the information.

# Steps

1. Carefully read and understand the context provided.
2. Identify the key information related to the question within the context.
3. Formulate a concise answer based on the relevant information.
4. Ensure your final answer directly addresses the question.
5. List the source of the answer in bullet points, which must be a file name (with a page number) or URL from the context. Omit if the source cannot be found.

# Output Format:
[Your final answer here, with numerical values, technical terms, jargon, and names in their original language]

**Source**(Optional)
- (Source of the answer, must be a file name(with a page number) or URL from the context. Omit if you can't find the source of the answer.)
- (list more if there are multiple sources)
- ...

###

Remember:
- It's crucial to base your answer solely on the **PROVIDED CONTEXT**. 
- DO NOT use any external knowledge or information not present in the given materials.
- If you can't find the source of the answer, you should answer that you don't know.

###

# Here is the user's QUESTION that you should answer:
{question}

# Here is the CONTEXT that you should use to answer the question:
{context}

# Your final ANSWER to the user's QUESTION:
"""


# --- the program --------------------------------------------------------------------------------

class RouteQuery(BaseModel):
    """Route a user query to the most relevant datasource."""

    # 데이터 소스 선택을 위한 리터럴 타입 필드
    datasource: Literal["vectorstore", "web_search"] = Field(
        ...,
        description="Given a user question choose to route it to web search or a vectorstore.",
    )


ROUTE_SYSTEM = """You are an expert at routing a user question to a vectorstore or web search.
The vectorstore contains documents related to DEC 2023 AI Brief Report(SPRI) with Samsung Gause, Anthropic, etc.
Use the vectorstore for questions on these topics. Otherwise, use web-search."""


class GradeDocuments(BaseModel):
    """Binary score for relevance check on retrieved documents."""

    binary_score: str = Field(
        description="Documents are relevant to the question, 'yes' or 'no'"
    )


GRADE_SYSTEM = """You are a grader assessing relevance of a retrieved document to a user question. \n 
    If the document contains keyword(s) or semantic meaning related to the user question, grade it as relevant. \n
    It does not need to be a stringent test. The goal is to filter out erroneous retrievals. \n
    Give a binary score 'yes' or 'no' score to indicate whether the document is relevant to the question."""


class GradeHallucinations(BaseModel):
    """Binary score for hallucination present in generation answer."""

    binary_score: str = Field(
        description="Answer is grounded in the facts, 'yes' or 'no'"
    )


HALLUCINATION_SYSTEM = """You are a grader assessing whether an LLM generation is grounded in / supported by a set of retrieved facts. \n 
    Give a binary score 'yes' or 'no'. 'Yes' means that the answer is grounded in / supported by the set of facts."""


class GradeAnswer(BaseModel):
    """Binary scoring to evaluate the appropriateness of answers to questions"""

    binary_score: str = Field(
        description="Indicate 'yes' or 'no' whether the answer solves the question"
    )


ANSWER_SYSTEM = """You are a grader assessing whether an answer addresses / resolves a question \n 
     Give a binary score 'yes' or 'no'. Yes' means that the answer resolves the question."""

REWRITE_SYSTEM = """You a question re-writer that converts an input question to a better version that is optimized \n 
for vectorstore retrieval. Look at the input and try to reason about the underlying semantic intent / meaning."""


def format_docs(docs):
    return "\n\n".join(
        [
            f'<document><content>{doc.page_content}</content><source>{doc.metadata["source"]}</source><page>{doc.metadata["page"]+1}</page></document>'
            for doc in docs
        ]
    )


class GraphState(TypedDict):
    question: Annotated[str, "User question"]
    generation: Annotated[str, "LLM generated answer"]
    documents: Annotated[List[str], "List of documents"]


def chains(llm):
    question_router = ChatPromptTemplate.from_messages([("system", ROUTE_SYSTEM), ("human", "{question}")]) | llm.with_structured_output(RouteQuery)
    retrieval_grader = ChatPromptTemplate.from_messages(
        [("system", GRADE_SYSTEM), ("human", "Retrieved document: \n\n {document} \n\n User question: {question}")]
    ) | llm.with_structured_output(GradeDocuments)
    rag_chain = PromptTemplate.from_template(RAG_PROMPT) | llm | StrOutputParser()
    hallucination_grader = ChatPromptTemplate.from_messages(
        [("system", HALLUCINATION_SYSTEM), ("human", "Set of facts: \n\n {documents} \n\n LLM generation: {generation}")]
    ) | llm.with_structured_output(GradeHallucinations)
    answer_grader = ChatPromptTemplate.from_messages(
        [("system", ANSWER_SYSTEM), ("human", "User question: \n\n {question} \n\n LLM generation: {generation}")]
    ) | llm.with_structured_output(GradeAnswer)
    question_rewriter = ChatPromptTemplate.from_messages(
        [("system", REWRITE_SYSTEM), ("human", "Here is the initial question: \n\n {question} \n Formulate an improved question.")]
    ) | llm | StrOutputParser()
    return question_router, retrieval_grader, rag_chain, hallucination_grader, answer_grader, question_rewriter


def build(llm, web_search_tool):
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    pages = [Document(page_content=p, metadata={"source": PDF, "page": i}) for i, p in enumerate(PAGES)]
    split_documents = RecursiveCharacterTextSplitter(chunk_size=300, chunk_overlap=50).split_documents(pages)
    pdf_retriever = LocalVectorStore.from_documents(split_documents, embeddings()).as_retriever(search_kwargs={"k": 10})
    question_router, retrieval_grader, rag_chain, hallucination_grader, answer_grader, question_rewriter = chains(llm)

    def retrieve(state):
        question = state["question"]
        documents = pdf_retriever.invoke(question)
        return {"documents": documents}

    def generate(state):
        question = state["question"]
        documents = state["documents"]
        generation = rag_chain.invoke({"context": documents, "question": question})
        return {"generation": generation}

    def grade_documents(state):
        question = state["question"]
        documents = state["documents"]
        filtered_docs = []
        for d in documents:
            score = retrieval_grader.invoke(
                {"question": question, "document": d.page_content}
            )
            grade = score.binary_score
            if grade == "yes":
                filtered_docs.append(d)
            else:
                continue
        return {"documents": filtered_docs}

    def transform_query(state):
        question = state["question"]
        better_question = question_rewriter.invoke({"question": question})
        return {"question": better_question}

    def web_search(state):
        question = state["question"]
        web_results = web_search_tool.invoke({"query": question})
        web_results_docs = [
            Document(
                page_content=web_result["content"],
                metadata={"source": web_result["url"]},
            )
            for web_result in web_results
        ]
        return {"documents": web_results_docs}

    def route_question(state):
        question = state["question"]
        source = question_router.invoke({"question": question})
        if source.datasource == "web_search":
            return "web_search"
        elif source.datasource == "vectorstore":
            return "vectorstore"

    def decide_to_generate(state):
        filtered_documents = state["documents"]
        if not filtered_documents:
            return "transform_query"
        else:
            return "generate"

    def hallucination_check(state):
        question = state["question"]
        documents = state["documents"]
        generation = state["generation"]
        score = hallucination_grader.invoke(
            {"documents": documents, "generation": generation}
        )
        grade = score.binary_score
        if grade == "yes":
            score = answer_grader.invoke({"question": question, "generation": generation})
            grade = score.binary_score
            if grade == "yes":
                return "relevant"
            else:
                return "not relevant"
        else:
            return "hallucination"

    workflow = StateGraph(GraphState)
    workflow.add_node("web_search", web_search)  # 웹 검색
    workflow.add_node("retrieve", retrieve)  # 문서 검색
    workflow.add_node("grade_documents", grade_documents)  # 문서 평가
    workflow.add_node("generate", generate)  # 답변 생성
    workflow.add_node("transform_query", transform_query)  # 쿼리 변환
    workflow.add_conditional_edges(
        START,
        route_question,
        {
            "web_search": "web_search",
            "vectorstore": "retrieve",
        },
    )
    workflow.add_edge("web_search", "generate")
    workflow.add_edge("retrieve", "grade_documents")
    workflow.add_conditional_edges(
        "grade_documents",
        decide_to_generate,
        {
            "transform_query": "transform_query",
            "generate": "generate",
        },
    )
    workflow.add_edge("transform_query", "retrieve")
    workflow.add_conditional_edges(
        "generate",
        hallucination_check,
        {
            "hallucination": "generate",
            "relevant": END,
            "not relevant": "transform_query",
        },
    )
    return workflow.compile(checkpointer=MemorySaver())


# --- inputs and oracles (invented where not the notebook's) ------------------------------------

ROUTES = {
    "AI Brief 에서 삼성전자가 만든 생성형 AI 의 이름은?": "vectorstore",
    "판교에서 가장 맛있는 딤섬집 찾아줘": "web_search",
    "삼성전자가 개발한 생성형 AI 의 이름은?": "vectorstore",
    "2024년 노벨 문학상 수상자는 누구인가요?": "web_search",
    "구글이 앤스로픽에 투자한 금액은?": "vectorstore",
}
# question -> (subject words, facts)
RUNS = {
    "삼성전자가 개발한 생성형 AI 의 이름은?": (["삼성"], ["삼성 가우스"]),
    "2024년 노벨 문학상 수상자는 누구인가요?": (["노벨"], ["한강"]),
    "구글이 앤스로픽에 투자한 금액은?": (["앤스로픽"], ["20억"]),
}


def _limit(log) -> str:
    return log.calls[-1]["limit"] if log.calls else ""


def rows_router(llm):
    question_router = chains(llm)[0]
    rows = []
    for question, route in ROUTES.items():
        log = CallLog()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            source = question_router.invoke({"question": question}, {"callbacks": [log]})
        rows.append((f"route {question}", verdict(source.datasource, source.datasource == route, _limit(log)), source.datasource))
    return rows


def rows_run(llm, question):
    """Every model call of one graph run, judged by the calls' own prompts (read back from the log
    in order: the graph makes them one at a time)."""
    subject, facts = RUNS[question]
    web = FakeWebSearch(results=WEB_RESULTS, k=3, min_overlap=1)
    app = build(llm, web)
    log = CallLog()
    config = {"recursion_limit": 20, "configurable": {"thread_id": "1"}, "callbacks": [log]}
    rows: list = []
    state: dict = {"question": question}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            for update in app.stream({"question": question}, config, stream_mode="updates"):
                node, value = next(iter(update.items()))
                state.update(value or {})
                if node == "generate":
                    text = value["generation"]
                    rows.append((f"generate {question}", verdict(text, not missing_facts(text, facts), _limit(log)), text[:200]))
                elif node == "transform_query":
                    text = value["question"]
                    ok = any(s in text for s in subject) and "improved question" not in text.lower()
                    rows.append((f"rewrite {question}", verdict(text, ok, _limit(log)), text[:200]))
        except GraphRecursionError:  # the program's own loop (no model call): the rows above hold each call
            pass
    return rows


def rows_grades(llm, question):
    """The grader over each retrieved chunk, and both answer graders over a right and an off-topic
    generation."""
    subject, facts = RUNS[question]
    _, retrieval_grader, _, hallucination_grader, answer_grader, _ = chains(llm)
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    pages = [Document(page_content=p, metadata={"source": PDF, "page": i}) for i, p in enumerate(PAGES)]
    chunks = RecursiveCharacterTextSplitter(chunk_size=300, chunk_overlap=50).split_documents(pages)
    rows = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for i, d in enumerate(chunks):
            log = CallLog()
            grade = retrieval_grader.invoke({"question": question, "document": d.page_content}, {"callbacks": [log]}).binary_score
            if all(f in d.page_content for f in facts):
                ok = grade == "yes"
            elif not any(w in d.page_content for w in question.split() if len(w) >= 2):
                ok = grade == "no"  # shares no word of the question: no keyword to be lenient about
            else:
                ok = grade in ("yes", "no")
            rows.append((f"grade {question} chunk {i + 1}", verdict(grade, ok, _limit(log)), f"{grade!r} <- {d.page_content[:40]!r}"))
        good = f"{facts[0]}입니다.\n\n**Source**\n- {PDF} (page 2)"
        off = "판교역 근처 딤섬 전문점은 하가우가 인기 메뉴입니다."
        docs = [d for d in chunks if all(f in d.page_content for f in facts)] or chunks
        for label, generation, want in (("grounded right", good, "yes"), ("grounded off-topic", off, "no")):
            log = CallLog()
            grade = hallucination_grader.invoke({"documents": docs, "generation": generation}, {"callbacks": [log]}).binary_score
            rows.append((f"hallucination {label} {question}", verdict(grade, grade == want, _limit(log)), repr(grade)))
        for label, generation, want in (("answers", good, "yes"), ("off-topic", off, "no")):
            log = CallLog()
            grade = answer_grader.invoke({"question": question, "generation": generation}, {"callbacks": [log]}).binary_score
            rows.append((f"answer-grade {label} {question}", verdict(grade, grade == want, _limit(log)), repr(grade)))
    return rows


SCENARIOS = {
    "router": rows_router,
    **{f"run{i}": (lambda m, q=q: rows_run(m, q)) for i, q in enumerate(RUNS)},
    **{f"grades{i}": (lambda m, q=q: rows_grades(m, q)) for i, q in enumerate(RUNS) if ROUTES[q] == "vectorstore"},
}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {
    "grades2": "'no' from the answer grader for '20억입니다': a bare figure sharing no word with the question, so no limit either (the hallucination grader's 'no' is a stated limit since word_for_word)",
}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_format_docs_is_the_notebooks():
    doc = Document(page_content="가", metadata={"source": PDF, "page": 0})
    assert format_docs([doc]) == f"<document><content>가</content><source>{PDF}</source><page>1</page></document>"


def _ideal_script(prompt_text, schema, _tools):
    from langchain_core.messages import AIMessage

    text = str(prompt_text)
    name = getattr(schema, "__name__", "")
    if name == "RouteQuery":
        question = text.rsplit("human:", 1)[1].strip()
        return {"datasource": ROUTES[question]}
    if name == "GradeDocuments":
        doc = text.split("Retrieved document:")[1].split("User question:")[0]
        question = text.split("User question:")[1].strip()
        subject, facts = RUNS[question]
        return {"binary_score": "yes" if any(s in doc for s in subject) else "no"}
    if name in ("GradeHallucinations", "GradeAnswer"):
        return {"binary_score": "no" if "딤섬" in text.rsplit("LLM generation:", 1)[1] else "yes"}
    if "Formulate an improved question" in text:
        return text.split("Here is the initial question:")[1].split("Formulate")[0].strip()
    question = text.split("# Here is the user's QUESTION that you should answer:")[1].split("#")[0].strip()
    _, facts = RUNS[question]
    return AIMessage(content=f"{facts[0]}입니다.\n\n**Source**\n- {PDF}")


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    rows = scenarios(ScriptedChatModel(script=_ideal_script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
