"""Refusals and fabrications in the evaluation harness (notebook 07)."""

from __future__ import annotations

import pytest
from langchain_core.documents import Document

from course_lib.evaluation import evaluate
from course_lib.evaluation.groundedness import is_grounded, support_grader
from course_lib.evaluation.questions import LabelledQuestion
from course_lib.evaluation.stats import summarize
from course_lib.measurement.ledger import Ledger
from course_lib.models.testing import StaticRetriever, scripted
from course_lib.rag.graphs.fixed_rag import make_fixed_rag_graph
from course_lib.rag.pipelines import Pipeline

BRIDGE = [
    Document("The Harlow Bridge was opened in 1931 by the engineer Nadia Okoro. It carries two rail "
             "tracks over the Venn river.", metadata={"source": "notes/harlow-bridge.md", "title": "Harlow Bridge"}),
    Document("Maintenance of the Harlow Bridge is done every spring; the last full repainting took 14 months.",
             metadata={"source": "notes/harlow-maintenance.md", "title": "Maintenance"}),
]
QUESTION = LabelledQuestion(id="b1", question="Who opened the Harlow Bridge?", category="notes",
                            expected_tools=("search_notes",), expected_keywords=("nadia okoro",))


def fixed(answer: str, docs=BRIDGE) -> Pipeline:
    return Pipeline(name="fixed", graph=make_fixed_rag_graph(llm=scripted(text=answer),
                                                             retriever=StaticRetriever(docs=list(docs))))


@pytest.mark.parametrize(("answer", "grade", "refused", "fabricated"), [
    ("Nadia Okoro opened it in 1931 [notes/harlow-bridge.md].", "yes", False, False),
    ("The mayor Tomas Brandt opened it.", "no", False, True),
    ("I don't know: the notes do not say.", "no", True, False),  # a refusal is never graded
])
def test_records_tell_refusals_and_fabrications_apart(answer, grade, refused, fabricated):
    grader = scripted(SupportGrade={"binary_score": grade, "reason": "scripted"})
    evaluation = evaluate([fixed(answer)], [QUESTION], groundedness=grader)
    (record,) = evaluation.records
    assert record.refused is refused and record.fabricated is fabricated
    assert ("SupportGrade" in grader.calls) is (not refused)
    summary = evaluation.summaries()["fixed"]
    assert summary["refusals"] == int(refused) and summary["fabrications"] == int(fabricated)
    assert record.llm_calls == 1  # the grader's call is not the pipeline's cost


def test_without_grading_fabrications_are_unknown_and_refusals_still_counted():
    evaluation = evaluate([fixed("I do not know.")], [QUESTION])
    (record,) = evaluation.records
    assert record.grounded is None and record.fabricated is None and record.refused
    assert summarize(evaluation.records)["fabrications"] is None
    assert summarize(evaluation.records)["refusals"] == 1


def test_an_answer_with_nothing_retrieved_is_unsupported_and_a_failed_run_is_not_graded():
    grader = scripted(SupportGrade={"binary_score": "yes", "reason": "scripted"})
    (record,) = evaluate([fixed("It was Nadia Okoro.", docs=[])], [QUESTION], groundedness=grader).records
    assert record.grounded is False and record.fabricated and "SupportGrade" not in grader.calls

    class Broken:
        name, embeddings = "broken", None

        def run(self, question):
            raise RuntimeError("the endpoint is down")

    (record,) = evaluate([Broken()], [QUESTION], groundedness=grader).records
    assert record.error and record.grounded is None and record.fabricated is None


def test_the_ledger_keeps_what_each_retrieval_returned_once_per_document():
    ledger = Ledger()
    retriever = StaticRetriever(docs=BRIDGE)
    for _ in range(2):
        retriever.invoke("harlow", config={"callbacks": [ledger]})
    assert len(ledger.retrievals) == 2 and len(ledger.retrievals[0].documents) == 2
    assert [d.metadata["source"] for d in ledger.documents()] == ["notes/harlow-bridge.md",
                                                                  "notes/harlow-maintenance.md"]


# --- the simulator as a grader, on invented material --------------------------------------------

@pytest.fixture(scope="module")
def grader():
    from course_lib.models.llm import get_chat_model

    return support_grader(get_chat_model("sim"))


@pytest.mark.parametrize("answer", [
    "The Harlow Bridge was opened in 1931 by Nadia Okoro [notes/harlow-bridge.md].",
    "Nadia Okoro, an engineer, opened the Harlow Bridge in 1931.",  # reordered
    "The bridge carries two rail tracks, and its last repainting took 14 months.",  # two documents
    "I don't know: the documents do not say.",
])
def test_the_simulator_accepts_supported_answers_and_refusals(grader, answer):
    assert is_grounded(answer, BRIDGE, grader=grader)


@pytest.mark.parametrize("answer", [
    "The Harlow Bridge was opened in 1931 by the mayor Tomas Brandt.",
    "Tomas Brandt, the mayor, opened the bridge.",
])
def test_the_simulator_rejects_an_invented_person(grader, answer):
    assert not is_grounded(answer, BRIDGE, grader=grader)
