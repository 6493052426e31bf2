"""course_lib.evaluation.budget: samples, concurrency and estimates only with a real model."""

from __future__ import annotations

import pytest

from course_lib.evaluation.budget import (
    TYPICAL_CALLS,
    announce,
    concurrency,
    estimate,
    for_measurement,
    is_real_model,
    sample_size,
)
from course_lib.evaluation.questions import load_questions, select
from course_lib.models.chaos import chaos
from course_lib.models.testing import scripted
from course_lib.sim import SimulatedChatModel


def test_who_counts_as_a_real_model(monkeypatch):
    assert not is_real_model(SimulatedChatModel()) and not is_real_model(scripted())
    assert is_real_model(chaos("chatty")) and is_real_model("openai:gpt-4o-mini")
    monkeypatch.setenv("COURSE_LLM", "sim")
    assert not is_real_model(None)
    monkeypatch.setenv("COURSE_LLM", "python:course_lib.models.chaos:slow")
    assert is_real_model(None)


def test_the_simulator_measures_everything_a_real_model_a_sample(capsys, monkeypatch):
    questions = select(load_questions(), per_category=6)
    assert for_measurement(questions, llm=SimulatedChatModel()) == questions
    assert "all of them with the simulator" in capsys.readouterr().out
    monkeypatch.delenv("COURSE_SAMPLE_SIZE", raising=False)
    kept = for_measurement(questions, llm=chaos("chatty"))
    assert "a sample for a real model: 2 per category" in capsys.readouterr().out
    assert {q.category for q in kept} == {q.category for q in questions}
    for category in {q.category for q in questions}:
        mine = [q for q in kept if q.category == category]
        assert 1 <= len(mine) <= 4 and mine == [q for q in questions if q in mine]  # order kept
    monkeypatch.setenv("COURSE_SAMPLE_SIZE", "all")
    assert sample_size() is None and for_measurement(questions, llm=chaos("chatty"), quiet=True) == questions
    monkeypatch.setenv("COURSE_SAMPLE_SIZE", "1")
    assert len(for_measurement(questions, llm=chaos("chatty"), quiet=True)) < len(kept)


def test_a_cell_may_ask_for_a_smaller_sample_spread_over_the_categories(capsys, monkeypatch):
    questions = select(load_questions(), per_category=6)
    categories = list(dict.fromkeys(q.category for q in questions))
    assert for_measurement(questions, llm=SimulatedChatModel(), per_category=1, at_most=4) == questions
    monkeypatch.delenv("COURSE_SAMPLE_SIZE", raising=False)
    one_each = for_measurement(questions, llm=chaos("chatty"), per_category=1, quiet=True)
    assert [q.category for q in one_each] == categories
    spread = for_measurement(questions, llm=chaos("chatty"), per_category=1, at_most=4)
    assert "1 per category, at most 4" in capsys.readouterr().out
    assert len(spread) == 4 and spread[0] == one_each[0] and spread[-1].category in categories[len(categories) // 2:]
    monkeypatch.setenv("COURSE_SAMPLE_SIZE", "3")  # the learner's setting wins over the cell's
    assert len(for_measurement(questions, llm=chaos("chatty"), per_category=1, quiet=True)) == 3 * len(categories)
    monkeypatch.setenv("COURSE_SAMPLE_SIZE", "all")
    assert for_measurement(questions, llm=chaos("chatty"), per_category=1, at_most=4, quiet=True) == questions


def test_concurrency_setting(monkeypatch):
    assert concurrency(SimulatedChatModel()) == 1
    monkeypatch.delenv("COURSE_CONCURRENCY", raising=False)
    assert concurrency(chaos()) == 16  # a hosted model's default (a local endpoint's: tests/models/test_call_slots.py)
    monkeypatch.setenv("COURSE_CONCURRENCY", "2")
    assert concurrency(chaos()) == 2


def test_estimate_counts_calls_time_and_money(monkeypatch, capsys):
    monkeypatch.delenv("COURSE_CONCURRENCY", raising=False)
    monkeypatch.delenv("COURSE_SECONDS_PER_CALL", raising=False)
    e = estimate({"crag": 10, "fixed": 10}, llm="openai:gpt-4o-mini")
    assert round(e.calls) == round(10 * TYPICAL_CALLS["crag"][0] + 10)
    assert e.seconds == e.calls * 1.5 / 16 and e.dollars is not None and e.dollars > 0
    assert "model calls" in e.describe() and "gpt-4o-mini" in e.describe()
    assert announce({"crag": 10}, llm=SimulatedChatModel()) is None and capsys.readouterr().out == ""
    announce({"crag": 10}, llm="openai:gpt-4o-mini")
    assert capsys.readouterr().out.startswith("this cell makes about 108 model calls")


@pytest.mark.slow
def test_typical_calls_match_the_simulator_on_a_subset():
    """The table is the simulator's mean over the whole set; a one-per-category subset agrees
    within a factor of two (the estimate is a guide, not a promise)."""
    from course_lib.evaluation import evaluate

    questions = select(load_questions(), per_category=1)
    summaries = evaluate(list(TYPICAL_CALLS), questions).summaries()
    for name, (calls, _) in TYPICAL_CALLS.items():
        assert calls / 2 <= summaries[name]["mean_llm_calls"] <= calls * 2, name


def test_map_in_order_starts_the_costliest_items_first_and_keeps_their_order():
    import threading

    from course_lib.evaluation.budget import map_in_order

    started: list[int] = []
    both_running = threading.Barrier(2, timeout=10)  # the third item can start only when one of the first two ends

    def run(x: int) -> int:
        started.append(x)
        if len(started) <= 2:
            both_running.wait()
        return x * 10

    items = [1, 5, 2, 4, 3]
    assert map_in_order(run, items, workers=2, cost=lambda x: x) == [10, 50, 20, 40, 30]
    assert set(started[:2]) == {5, 4}, started  # the two longest first, not the first two listed
    started.clear()
    assert map_in_order(lambda x: started.append(x) or x, items, workers=1, cost=lambda x: x) == items
    assert started == items  # one at a time (the simulator): the items' own order, whatever the cost
