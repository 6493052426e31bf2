"""course_lib.evaluation.tool_choice: routing accuracy, wasted and missed calls (notebooks 02, 03)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from course_lib.evaluation.questions import LabelledQuestion, load_questions, split_questions
from course_lib.evaluation.tool_choice import compare_reports, evaluate_routing


def q(qid: str, category: str, tools: tuple[str, ...] = ()) -> LabelledQuestion:
    return LabelledQuestion(id=qid, question=f"question {qid}", category=category, expected_tools=tools)


def test_load_questions_all_and_by_category():
    questions = load_questions()
    assert len(questions) >= 100
    assert len({x.id for x in questions}) == len(questions)
    notes = load_questions(categories=["notes"])
    assert notes and all(x.category == "notes" and x.expected_tools == ("search_notes",) for x in notes)


def test_load_questions_from_a_file(tmp_path):
    path = tmp_path / "q.jsonl"
    rows = [{"id": "a", "question": "Hi?", "category": "chitchat", "expected_tools": []},
            {"id": "a", "question": "dup", "category": "chitchat"}]
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n\n")
    assert [x.question for x in load_questions(path=path)] == ["Hi?"]


def test_split_is_stratified_disjoint_and_stable():
    questions = load_questions()
    dev, held = split_questions(questions)
    assert not {x.id for x in dev} & {x.id for x in held}
    assert len(dev) + len(held) == len(questions)
    per_category = Counter(x.category for x in questions)
    held_per_category = Counter(x.category for x in held)
    for category, n in per_category.items():
        assert 0 < held_per_category[category] < n
    again_dev, again_held = split_questions(list(reversed(questions)))
    assert {x.id for x in again_held} == {x.id for x in held}
    assert split_questions([q("only", "x")]) == ([q("only", "x")], [])


def test_scoring_with_a_decide_function():
    questions = [q("1", "notes", ("search_notes",)), q("2", "chitchat"), q("3", "orders", ("lookup_order",)),
                 q("4", "notes", ("search_notes",))]
    chosen = {"question 1": ["search_notes"], "question 2": ["search_notes"], "question 3": [],
              "question 4": []}
    report = evaluate_routing(questions, decide=lambda text: chosen[text], tool_names=["search_notes"])
    # lookup_order is not on offer: question 3 expects no call and makes none.
    assert [r.correct for r in report.rows] == [True, False, True, False]
    assert (report.wasted, report.missed, report.accuracy) == (1, 1, 0.5)
    assert report.summary() == {"questions": 4, "accuracy": 0.5, "wasted": 1, "missed": 1}
    cats = report.by_category()
    assert cats.loc["notes", "missed"] == 1 and cats.loc["chitchat", "wasted"] == 1
    assert len(report.mistakes()) == 2 and len(report.table()) == 4


def test_routing_per_source_puts_orders_beside_notes_and_web():
    # Invented tools and wording: a ledger database and an intranet, with one mapped to a source.
    questions = [q("1", "ledger", ("lookup_ledger",)), q("2", "ledger", ("lookup_ledger", "calc")),
                 q("3", "ledger", ("lookup_ledger",)), q("4", "intranet", ("search_intranet",)),
                 q("5", "intranet", ("search_intranet",)), q("6", "small talk"),
                 q("8", "intranet", ("search_intranet",)), q("9", "intranet", ("search_intranet",))]
    chosen = {"question 1": ["lookup_ledger"], "question 2": ["lookup_ledger"], "question 3": ["search_intranet"],
              "question 4": ["search_intranet", "calc"], "question 5": ["lookup_ledger"], "question 6": ["calc"],
              "question 8": [], "question 9": []}
    report = evaluate_routing(questions, decide=lambda text: chosen[text],
                              tool_names=["lookup_ledger", "search_intranet", "calc"])
    table = report.by_source({"lookup_ledger": "ledger database", "calc": "calculator"})
    assert list(table.index) == ["ledger database", "search_intranet", "none (direct answer)"]
    assert table["questions"].tolist() == [3, 4, 1]
    # question 2 reached the ledger but missed calc: reached, not exact
    assert table.loc["ledger database", "reached"] == round(2 / 3, 3)
    assert table.loc["ledger database", "accuracy"] == round(1 / 3, 3)
    assert table.loc["ledger database", "went instead"] == "search_intranet (1)"
    assert (table.loc["search_intranet", "reached"], table.loc["search_intranet", "accuracy"]) == (0.25, 0.0)
    # most first, whatever came first
    assert table.loc["search_intranet", "went instead"] == "none (direct answer) (2), ledger database (1)"
    assert table.loc["none (direct answer)", "went instead"] == "calculator (1)"
    # the course's own mapping: the orders lookup and the SQL tool are one source
    assert report.by_source().index[0] == "lookup_ledger"
    sql = evaluate_routing([q("7", "orders", ("query_orders",))], decide=lambda text: ["run_sql"],
                           tool_names=["query_orders", "run_sql"])
    assert sql.by_source().loc["orders database", "reached"] == 1.0


def test_needs_tools_or_decide():
    with pytest.raises(ValueError):
        evaluate_routing([q("1", "x")])
    with pytest.raises(ValueError):
        evaluate_routing([q("1", "x")], decide=lambda text: [])


@pytest.mark.slow
def test_two_sided_description_routes_better_than_a_vague_one(notes_kb):
    from course_lib.evaluation.questions import NOTES_ASSISTANT_CATEGORIES
    from course_lib.models.llm import get_chat_model
    from course_lib.rag.tools.retrieval import make_search_tool

    llm = get_chat_model()
    dev, _ = split_questions(load_questions(categories=NOTES_ASSISTANT_CATEGORIES))
    retriever = notes_kb.as_retriever(k=4)
    good = evaluate_routing(dev, llm=llm, tools=[make_search_tool(retriever)], label="two-sided")
    vague = evaluate_routing(dev, llm=llm, tools=[make_search_tool(retriever, description="Search documents.")],
                             label="vague")
    assert good.accuracy >= 0.85 > vague.accuracy
    assert good.wasted < vague.wasted
    assert good.missed == 0
    assert list(compare_reports([good, vague])["description"]) == ["two-sided", "vague"]
