"""course_lib.evaluation.questions: the one question loader, its categories and subsets."""

from __future__ import annotations

import json

import pytest

from course_lib.evaluation.questions import (
    CATEGORIES,
    NOTES_ASSISTANT_CATEGORIES,
    load_questions,
    select,
    split_questions,
)
from course_lib.foundation.errors import CourseError


def test_categories_are_the_files_categories_in_order():
    seen = list(dict.fromkeys(q.category for q in load_questions()))
    assert seen == list(CATEGORIES)
    assert all(c.description and c.strategy for c in CATEGORIES.values())


def test_lesson_tables_name_only_known_categories():
    from course_lib.evaluation.tool_choice import EXPECTED_ROUTES
    from course_lib.evaluation.tradeoff import STRATEGY_FOR_CATEGORY
    from course_lib.exercises.nb01 import PREROUTER_CATEGORIES
    from course_lib.rag.pipelines import REGISTRY
    from course_lib.rag.schemas import COMPLEXITY_DESCRIPTIONS, ROUTE_DESCRIPTIONS

    assert set(STRATEGY_FOR_CATEGORY) == set(CATEGORIES) and set(STRATEGY_FOR_CATEGORY.values()) <= set(REGISTRY)
    assert set(EXPECTED_ROUTES) <= set(CATEGORIES)
    for route, complexity in EXPECTED_ROUTES.values():
        assert route in ROUTE_DESCRIPTIONS and complexity in (None, *COMPLEXITY_DESCRIPTIONS)
    assert set(PREROUTER_CATEGORIES) <= set(CATEGORIES)
    assert set(NOTES_ASSISTANT_CATEGORIES) == set(CATEGORIES) - {"web"}


def _write(path, rows):
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n\n", encoding="utf-8")
    return path


def test_a_question_file_of_ones_own(tmp_path):
    file = _write(tmp_path / "mine.jsonl", [
        {"id": "a1", "question": "Wie spät ist es?", "category": "small"},
        {"id": "b1", "question": "Quelle heure est-il ?", "category": "small", "hops": 1},
        {"id": "a1", "question": "a repeated id is read once", "category": "small"},
        {"id": "c1", "question": "Sum 2 and 3", "category": "maths", "expected_tools": ["calc"],
         "expected_keywords": ["5"]},
    ])
    questions = load_questions(path=file)
    assert [q.id for q in questions] == ["a1", "b1", "c1"]
    assert questions[2].expected_tools == ("calc",) and questions[2].expected_keywords == ("5",)
    assert [q.id for q in load_questions(path=file, categories=["maths"])] == ["c1"]
    assert [q.id for q in select(questions, per_category=1)] == ["a1", "c1"]


def test_unknown_category_and_missing_file_are_one_sentence(tmp_path):
    with pytest.raises(CourseError, match="category 'multihop'"):
        load_questions(categories=["multihop"])
    with pytest.raises(CourseError, match="No question file"):
        load_questions(path=tmp_path / "absent.jsonl")


def test_split_is_by_id_and_stable():
    questions = load_questions()
    dev, held = split_questions(questions)
    assert len(dev) + len(held) == len(questions) and not {q.id for q in dev} & {q.id for q in held}
    dev2, held2 = split_questions(list(reversed(questions)))
    assert {q.id for q in held2} == {q.id for q in held}


def test_every_alternative_is_stated_in_the_notes():
    """An alternative keyword set is the same fact in the notes' own other words: each keyword of
    each alternative occurs in one note, and that note also holds the expected keywords."""
    from course_lib.evaluation.grading import normalise
    from course_lib.foundation.config import data_dir

    notes = {p.name: normalise(p.read_text(encoding="utf-8")) for p in (data_dir() / "notes").glob("*.md")}
    with_alternatives = [q for q in load_questions() if q.alternatives]
    assert len(with_alternatives) >= 4
    for q in with_alternatives:
        for keywords in q.alternatives:
            holding = [name for name, text in notes.items()
                       if all(normalise(k) in text for k in (*keywords, *q.expected_keywords))]
            assert holding, f"{q.id}: no note states {keywords} beside {q.expected_keywords}"


def test_an_answer_in_other_words_is_correct():
    from course_lib.evaluation.grading import is_correct

    keywords, alternatives = ("weak references", "garbage collected"), (("nothing else references", "garbage collected"),)
    said_otherwise = "A task that nothing else references can be garbage collected before it finishes."
    assert not is_correct(said_otherwise, keywords)
    assert is_correct(said_otherwise, keywords, alternatives)
    assert is_correct("The loop keeps weak references, so it can be garbage collected.", keywords, alternatives)
    assert not is_correct("It can be garbage collected.", keywords, alternatives)  # half of each set
    assert not is_correct("", keywords, alternatives)


def test_alternatives_are_read_from_the_file(tmp_path):
    path = tmp_path / "q.jsonl"
    path.write_text('{"id": "k-1", "question": "Why does my kiln crack pots?", "category": "notes", '
                    '"expected_keywords": ["thermal shock"], "alternatives": [["cools too fast"]]}\n',
                    encoding="utf-8")
    (q,) = load_questions(path=path)
    assert q.alternatives == (("cools too fast",),)


def test_stratified_sample_keeps_every_category_in_its_share_and_is_reproducible():
    from collections import Counter

    from course_lib.evaluation.questions import load_questions, stratified_sample

    labelled = load_questions()
    sample = stratified_sample(labelled, fraction=1 / 4, seed=6)
    assert sample == stratified_sample(labelled, fraction=1 / 4, seed=6)  # the same on every run
    assert sample != stratified_sample(labelled, fraction=1 / 4, seed=7)  # drawn, not the first few
    whole, kept = Counter(q.category for q in labelled), Counter(q.category for q in sample)
    assert set(kept) == set(whole)
    assert all(kept[c] == min(whole[c], max(2, -(-whole[c] // 4))) for c in whole)
    order = [q.id for q in labelled]
    assert [order.index(q.id) for q in sample] == sorted(order.index(q.id) for q in sample)  # file order
    assert stratified_sample(labelled, fraction=1, seed=0) == labelled
    with pytest.raises(CourseError, match="fraction"):
        stratified_sample(labelled, fraction=0, seed=0)
