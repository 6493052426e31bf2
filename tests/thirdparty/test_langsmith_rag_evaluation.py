"""Port: LangSmith tutorial "Evaluate a RAG application": a ``rag_bot`` (retrieve, then answer
from the concatenated chunks under a system prompt) and the four LLM-as-judge evaluators, each a
TypedDict grade (``explanation`` then a boolean) from ``with_structured_output(...,
method="json_schema", strict=True)``: correctness against a reference (ground truth) answer,
relevance of the answer to the question, groundedness of the answer in the retrieved FACTS, and
relevance of the retrieved FACTS to the question.

Source: github.com/langchain-ai/docs, src/langsmith/evaluate-rag-tutorial.mdx
@1563bc1685d39f89ed304d03b5f96d6177c06ba7 (the "Reference code" section).
Kept verbatim: the ``rag_bot`` instructions and its ``"".join(doc.page_content ...)`` of the
chunks, ``retriever = vectorstore.as_retriever(k=6)`` (so the retriever's default k), the four
grade TypedDicts with their ``Annotated`` descriptions, the four instructions, and the four
evaluator functions with their ``QUESTION: ... / GROUND TRUTH ANSWER: ... / STUDENT ANSWER:``
and ``FACTS: ...`` user messages.
Swapped: ``ChatOpenAI(model="gpt-4.1")`` (bot and graders) -> the simulator; ``OpenAIEmbeddings``
-> ``course_lib.get_embeddings()``; ``InMemoryVectorStore`` -> ``LocalVectorStore``; the
``WebBaseLoader`` pages and the tiktoken splitter -> invented notes about a lighthouse (one chunk
each); LangSmith's ``client.evaluate`` over a hosted dataset -> the evaluator functions called
directly on an invented dataset and on fixed student answers (so each grade's right value is
known before the run).

Oracles (written before the first run), per model call:
- ``rag_bot``: the answer holds the reference fact (1871; 30 seconds; Marta Ilves) with no raw
  dump; for the question the notes do not answer (the number of steps), an honest "I don't know"
  with no invented number; or a stated limit;
- each evaluator: its boolean equals the value the grade criteria give for that fixed student
  answer (listed in ``GRADES``: a paraphrase of the reference is correct, a wrong year is not,
  more accurate information is still correct, "I don't know" is not; an answer on another
  subject is not relevant; a figure the FACTS do not hold is not grounded; FACTS about tide pools
  are unrelated to a lighthouse question), and ``explanation`` is a string; or a stated limit.
"""

from __future__ import annotations

import warnings
from typing import Annotated

import pytest
from langchain_core.documents import Document
from typing_extensions import TypedDict

from tests.thirdparty._support import (
    REFUSAL,
    CallLog,
    LocalVectorStore,
    embeddings,
    missing_facts,
    sim_llm,
)
from tests.thirdparty._verdict import verdict

# --- invented notes (the loader's pages) ---------------------------------------------------------

NOTES = [
    ("https://harbor-light.example/kestrel-point/lens",
     "Kestrel Point lighthouse was first lit in 1871. Its second-order Fresnel lens was ground in "
     "Paris and has 18 bullseye panels. The light flashes white every 7.5 seconds and can be seen "
     "22 nautical miles out to sea."),
    ("https://harbor-light.example/kestrel-point/keepers",
     "Keepers at Kestrel Point worked four-week rotations. The last resident keeper, Marta Ilves, "
     "left in 1989 when the light was automated. A diesel generator replaced the clockwork rotation "
     "mechanism in 1954."),
    ("https://harbor-light.example/kestrel-point/foghorn",
     "The foghorn at Kestrel Point is a two-tone diaphone that sounds every 30 seconds in fog. It "
     "was installed in 1923 and was restored by volunteers in 2016."),
    ("https://harbor-light.example/shore/tide-pools",
     "Tide pools on the north shore hold sea anemones, periwinkles and shore crabs. Visit at low "
     "tide and step only on bare rock so the algae are not crushed."),
    ("https://harbor-light.example/shore/birds",
     "Gannets dive for mackerel off the headland from May to September. Puffins nest on the outer "
     "stack and leave the colony by mid-August."),
]


def build_retriever():
    docs = [Document(page_content=text, metadata={"source": url}) for url, text in NOTES]
    vectorstore = LocalVectorStore.from_documents(documents=docs, embedding=embeddings())
    # With langchain we can easily turn any vector store into a retriever component:
    return vectorstore.as_retriever(k=6)


# --- the program (verbatim but for the swaps) ----------------------------------------------------


def make_rag_bot(llm, retriever):
    def rag_bot(question: str, config=None) -> dict:
        # langchain Retriever will be automatically traced
        docs = retriever.invoke(question)
        docs_string = "".join(doc.page_content for doc in docs)
        instructions = f"""You are a helpful assistant who is good at analyzing source information and answering questions.
       Use the following source documents to answer the user's questions.
       If you don't know the answer, just say that you don't know.
       Use three sentences maximum and keep the answer concise.

Documents:
{docs_string}"""
        # langchain ChatModel will be automatically traced
        ai_msg = llm.invoke([
                {"role": "system", "content": instructions},
                {"role": "user", "content": question},
            ],
            config,
        )
        return {"answer": ai_msg.content, "documents": docs}

    return rag_bot


# Grade output schema
class CorrectnessGrade(TypedDict):
    # Note that the order in the fields are defined is the order in which the model will generate them.
    # It is useful to put explanations before responses because it forces the model to think through
    # its final response before generating it:
    explanation: Annotated[str, ..., "Explain your reasoning for the score"]
    correct: Annotated[bool, ..., "True if the answer is correct, False otherwise."]


# Grade prompt
correctness_instructions = """You are a teacher grading a quiz. You will be given a QUESTION, the GROUND TRUTH (correct) ANSWER, and the STUDENT ANSWER. Here is the grade criteria to follow:
(1) Grade the student answers based ONLY on their factual accuracy relative to the ground truth answer. (2) Ensure that the student answer does not contain any conflicting statements.
(3) It is OK if the student answer contains more information than the ground truth answer, as long as it is factually accurate relative to the  ground truth answer.

Correctness:
A correctness value of True means that the student's answer meets all of the criteria.
A correctness value of False means that the student's answer does not meet all of the criteria.

Explain your reasoning in a step-by-step manner to ensure your reasoning and conclusion are correct. Avoid simply stating the correct answer at the outset."""


# Grade output schema
class RelevanceGrade(TypedDict):
    explanation: Annotated[str, ..., "Explain your reasoning for the score"]
    relevant: Annotated[
        bool, ..., "Provide the score on whether the answer addresses the question"
    ]


# Grade prompt
relevance_instructions = """You are a teacher grading a quiz. You will be given a QUESTION and a STUDENT ANSWER. Here is the grade criteria to follow:
(1) Ensure the STUDENT ANSWER is concise and relevant to the QUESTION
(2) Ensure the STUDENT ANSWER helps to answer the QUESTION

Relevance:
A relevance value of True means that the student's answer meets all of the criteria.
A relevance value of False means that the student's answer does not meet all of the criteria.

Explain your reasoning in a step-by-step manner to ensure your reasoning and conclusion are correct. Avoid simply stating the correct answer at the outset."""


# Grade output schema
class GroundedGrade(TypedDict):
    explanation: Annotated[str, ..., "Explain your reasoning for the score"]
    grounded: Annotated[
        bool, ..., "Provide the score on if the answer hallucinates from the documents"
    ]


# Grade prompt
grounded_instructions = """You are a teacher grading a quiz. You will be given FACTS and a STUDENT ANSWER. Here is the grade criteria to follow:
(1) Ensure the STUDENT ANSWER is grounded in the FACTS. (2) Ensure the STUDENT ANSWER does not contain "hallucinated" information outside the scope of the FACTS.

Grounded:
A grounded value of True means that the student's answer meets all of the criteria.
A grounded value of False means that the student's answer does not meet all of the criteria.

Explain your reasoning in a step-by-step manner to ensure your reasoning and conclusion are correct. Avoid simply stating the correct answer at the outset."""


# Grade output schema
class RetrievalRelevanceGrade(TypedDict):
    explanation: Annotated[str, ..., "Explain your reasoning for the score"]
    relevant: Annotated[
        bool,
        ...,
        "True if the retrieved documents are relevant to the question, False otherwise",
    ]


# Grade prompt
retrieval_relevance_instructions = """You are a teacher grading a quiz. You will be given a QUESTION and a set of FACTS provided by the student. Here is the grade criteria to follow:
(1) You goal is to identify FACTS that are completely unrelated to the QUESTION
(2) If the facts contain ANY keywords or semantic meaning related to the question, consider them relevant
(3) It is OK if the facts have SOME information that is unrelated to the question as long as (2) is met

Relevance:
A relevance value of True means that the FACTS contain ANY keywords or semantic meaning related to the QUESTION and are therefore relevant.
A relevance value of False means that the FACTS are completely unrelated to the QUESTION.

Explain your reasoning in a step-by-step manner to ensure your reasoning and conclusion are correct. Avoid simply stating the correct answer at the outset."""


def make_evaluators(llm, config=None):
    grader_llm = llm.with_structured_output(CorrectnessGrade, method="json_schema", strict=True)
    relevance_llm = llm.with_structured_output(RelevanceGrade, method="json_schema", strict=True)
    grounded_llm = llm.with_structured_output(GroundedGrade, method="json_schema", strict=True)
    retrieval_relevance_llm = llm.with_structured_output(RetrievalRelevanceGrade, method="json_schema", strict=True)

    def correctness(inputs: dict, outputs: dict, reference_outputs: dict):
        """An evaluator for RAG answer accuracy"""
        answers = f"""\
QUESTION: {inputs['question']}
GROUND TRUTH ANSWER: {reference_outputs['answer']}
STUDENT ANSWER: {outputs['answer']}"""
        # Run evaluator
        grade = grader_llm.invoke([
                {"role": "system", "content": correctness_instructions},
                {"role": "user", "content": answers},
            ],
            config,
        )
        return grade

    def relevance(inputs: dict, outputs: dict):
        """A simple evaluator for RAG answer helpfulness."""
        answer = f"QUESTION: {inputs['question']}\nSTUDENT ANSWER: {outputs['answer']}"
        grade = relevance_llm.invoke([
                {"role": "system", "content": relevance_instructions},
                {"role": "user", "content": answer},
            ],
            config,
        )
        return grade

    def groundedness(inputs: dict, outputs: dict):
        """A simple evaluator for RAG answer groundedness."""
        doc_string = "\n\n".join(doc.page_content for doc in outputs["documents"])
        answer = f"FACTS: {doc_string}\nSTUDENT ANSWER: {outputs['answer']}"
        grade = grounded_llm.invoke([
                {"role": "system", "content": grounded_instructions},
                {"role": "user", "content": answer},
            ],
            config,
        )
        return grade

    def retrieval_relevance(inputs: dict, outputs: dict):
        """An evaluator for document relevance"""
        doc_string = "\n\n".join(doc.page_content for doc in outputs["documents"])
        answer = f"FACTS: {doc_string}\nQUESTION: {inputs['question']}"
        # Run evaluator
        grade = retrieval_relevance_llm.invoke([
                {"role": "system", "content": retrieval_relevance_instructions},
                {"role": "user", "content": answer},
            ],
            config,
        )
        return grade

    return {"correctness": (correctness, "correct"), "relevance": (relevance, "relevant"),
            "groundedness": (groundedness, "grounded"),
            "retrieval_relevance": (retrieval_relevance, "relevant")}


# --- the invented dataset and the fixed student answers (oracles) ---------------------------------

EXAMPLES = [
    {"inputs": {"question": "When was the Kestrel Point lighthouse first lit?"},
     "outputs": {"answer": "It was first lit in 1871."}, "fact": "1871"},
    {"inputs": {"question": "How often does the Kestrel Point foghorn sound in fog?"},
     "outputs": {"answer": "Every 30 seconds."}, "fact": ("30 seconds", "30-second", "thirty seconds")},
    {"inputs": {"question": "Who was the last resident keeper at Kestrel Point?"},
     "outputs": {"answer": "Marta Ilves, who left in 1989 when the light was automated."}, "fact": "Marta Ilves"},
]
UNANSWERED = "How many steps lead up to the lantern room at Kestrel Point?"

Q1, Q2, Q3 = (e["inputs"]["question"] for e in EXAMPLES)
REF = {e["inputs"]["question"]: e["outputs"]["answer"] for e in EXAMPLES}

# (evaluator, question, student answer, documents: "retrieve" | "tide" | None, expected boolean)
GRADES = [
    ("correctness", Q1, "The lighthouse was first lit in 1871.", None, True),
    ("correctness", Q1, "It was first lit in 1917.", None, False),
    ("correctness", Q2, "The foghorn sounds every 30 seconds in fog; it is a two-tone diaphone installed in 1923.",
     None, True),
    ("correctness", Q3, "I don't know.", None, False),
    ("correctness", Q3, "Marta Ilves was the last resident keeper.", None, True),
    ("relevance", Q2, "It sounds every 30 seconds when there is fog.", None, True),
    ("relevance", Q2, "Gannets dive for mackerel off the headland from May to September.", None, False),
    ("groundedness", Q1, "The light flashes white every 7.5 seconds and can be seen 22 nautical miles out.",
     "retrieve", True),
    ("groundedness", Q1, "The light flashes red every 5 seconds and the tower was designed by Gustave Eiffel.",
     "retrieve", False),
    ("retrieval_relevance", Q1, "", "retrieve", True),
    ("retrieval_relevance", Q1, "", "tide", False),
]


# --- scenarios -----------------------------------------------------------------------------------


def s_rag_bot(llm):
    retriever = build_retriever()
    rows = []
    for example in EXAMPLES + [{"inputs": {"question": UNANSWERED}, "fact": None}]:
        log = CallLog()
        bot = make_rag_bot(llm, retriever)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            out = bot(example["inputs"]["question"], {"callbacks": [log]})
        answer = str(out["answer"])
        c = log.calls[-1] if log.calls else {"text": answer, "limit": ""}
        if example["fact"] is None:
            ok = bool(REFUSAL.search(answer)) and not any(ch.isdigit() for ch in answer)
        else:
            ok = not missing_facts(answer, [example["fact"]]) and "page_content" not in answer
        rows.append((f"rag_bot: {example['inputs']['question']}", verdict(c["text"], ok, c["limit"]), answer[:200]))
    return rows


def s_evaluators(llm):
    retriever = build_retriever()
    tide = [Document(page_content=NOTES[3][1], metadata={"source": NOTES[3][0]})]
    rows = []
    for name, question, student, docs, expected in GRADES:
        log = CallLog()
        evaluators = make_evaluators(llm, {"callbacks": [log]})
        fn, key = evaluators[name]
        inputs = {"question": question}
        outputs = {"answer": student}
        if docs == "retrieve":
            outputs["documents"] = retriever.invoke(question)
        elif docs == "tide":
            outputs["documents"] = tide
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                grade = (fn(inputs, outputs, {"answer": REF[question]}) if name == "correctness"
                         else fn(inputs, outputs))
            except Exception as exc:  # noqa: BLE001 (a parse error: the program's crash, judged below)
                grade = exc
        ok = (isinstance(grade, dict) and grade.get(key) is expected
              and isinstance(grade.get("explanation"), str))
        c = log.calls[-1] if log.calls else {"text": "", "limit": ""}
        label = f"{name}: {question[:40]} / {student[:50] or docs} -> {expected}"
        rows.append((label, verdict(c["text"], ok, c["limit"]), f"{grade!r}"[:200]))
    return rows


SCENARIOS = {"rag_bot": s_rag_bot, "evaluators": s_evaluators}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {
    "rag_bot": "the question the notes do not answer ('How many steps lead up to the lantern room?') is "
               "answered with the sentences that meet its other words ('first lit in 1871', 'step only on "
               "bare rock'), no limit: a guard that makes such an uncounted answer a limit also turned right "
               "answers into limits in seven of the fifteen invented sets, so it was dropped (README, tenth batch)",
}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    from langchain_core.messages import AIMessage

    from tests.thirdparty._support import ScriptedChatModel, call

    def script(prompt_text, schema, _tools):
        text = str(prompt_text)
        if schema is None:  # the rag bot
            question = text.rsplit("human: ", 1)[-1].strip()
            for e in EXAMPLES:
                if e["inputs"]["question"] == question:
                    fact = e["fact"] if isinstance(e["fact"], str) else e["fact"][0]
                    return AIMessage(f"The notes say: {fact}.")
            return AIMessage("I don't know: the documents do not say.")
        user = text.rsplit("human: ", 1)[-1]
        names = {"correctness": "CorrectnessGrade", "relevance": "RelevanceGrade",
                 "groundedness": "GroundedGrade", "retrieval_relevance": "RetrievalRelevanceGrade"}
        keys = {"correctness": "correct", "relevance": "relevant", "groundedness": "grounded",
                "retrieval_relevance": "relevant"}
        for name, question, student, docs, expected in GRADES:
            if schema["name"] != names[name] or (name != "groundedness" and question not in user):
                continue
            if student and f"STUDENT ANSWER: {student}" not in user:
                continue
            if name == "retrieval_relevance" and (docs == "tide") != ("Kestrel" not in user.split("QUESTION:")[0]):
                continue
            return call(schema["name"], explanation="Step by step: compared.", **{keys[name]: expected})
        raise AssertionError(f"no scripted grade for {user[:200]!r}")

    rows = scenarios(ScriptedChatModel(script=script, tool_calling=True))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), rows
