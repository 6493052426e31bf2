"""The chaos models themselves: each habit does what it says, deterministically."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage

from course_lib.models.chaos import ChaosChatModel, chaos
from course_lib.models.llm import get_chat_model
from course_lib.models.structured import clean_query, structured_output
from course_lib.rag.prompts import GRADE_DOCUMENT_STRICT_PROMPT, REWRITE_QUERY_PROMPT
from course_lib.rag.schemas import SAFE_DEFAULTS, GradeDocument, RouteDecision
from course_lib.rag.tools import calc

PAIR = {"question": "How does asyncio schedule coroutines?",
        "document": "[source: notes/asyncio.md] The asyncio event loop schedules coroutines one at a time."}


def raw_grade(model):
    return model.with_structured_output(GradeDocument, include_raw=True).invoke(
        GRADE_DOCUMENT_STRICT_PROMPT.invoke(PAIR))


def test_every_habit_is_a_factory_through_the_spec(monkeypatch):
    monkeypatch.setenv("COURSE_LLM_CACHE", "off")
    for habit in ("chatty", "flaky", "eager", "lazy", "sloppy", "enums", "slow", "mixed"):
        model = get_chat_model(f"python:course_lib.models.chaos:{habit}")
        assert isinstance(model, ChaosChatModel) and model.model_name.startswith("chaos-")


def test_no_simulated_latency_and_a_real_looking_name():
    reply = chaos("chatty").invoke("Hello!")
    assert "simulated_latency_s" not in reply.response_metadata
    assert reply.response_metadata["model_name"] == "chaos-chatty"


def test_chatty_wraps_text_and_structured_output_in_prose():
    model = chaos("chatty")
    out = raw_grade(model)
    assert out["parsed"] is None and "```json" in out["raw"].content and '"Yes."' in out["raw"].content
    rewrite = model.invoke(REWRITE_QUERY_PROMPT.invoke({"question": "What is a green thread in Python?",
                                                         "query": "green thread"}))
    assert rewrite.content != clean_query(rewrite.content)  # there was a preamble to strip
    plain = (REWRITE_QUERY_PROMPT | chaos()).invoke({"question": "What is a green thread in Python?",
                                                      "query": "green thread"})
    assert clean_query(rewrite.content) == plain.content.strip()


def test_enums_change_case_and_sloppy_renames_keys():
    args = raw_grade(chaos("enums"))["raw"].tool_calls[0]["args"]
    assert args["binary_score"] in ("YES", "Yes")
    args = raw_grade(chaos("sloppy"))["raw"].tool_calls[0]["args"]
    assert "binaryScore" in args


def test_flaky_breaks_about_a_fifth_of_structured_outputs():
    model = chaos("flaky")
    broken = 0
    for i in range(60):
        out = model.with_structured_output(GradeDocument, include_raw=True).invoke(
            GRADE_DOCUMENT_STRICT_PROMPT.invoke({**PAIR, "question": f"Question number {i} about asyncio?"}))
        broken += out["parsed"] is None
    assert 5 <= broken <= 20  # about 20 % of 60
    again = model.with_structured_output(GradeDocument, include_raw=True).invoke(
        GRADE_DOCUMENT_STRICT_PROMPT.invoke(PAIR))
    first = model.with_structured_output(GradeDocument, include_raw=True).invoke(
        GRADE_DOCUMENT_STRICT_PROMPT.invoke(PAIR))
    assert again["raw"].content == first["raw"].content  # deterministic


def test_eager_adds_a_parallel_call_and_lazy_calls_none():
    from course_lib.models.testing import StaticRetriever
    from course_lib.rag.tools.retrieval import make_search_tool

    search = make_search_tool(StaticRetriever(docs=[]))
    question = [HumanMessage("What is 15% of 2,400?")]
    plain = chaos().bind_tools([calc, search]).invoke(question)
    eager = chaos("eager").bind_tools([calc, search]).invoke(question)
    assert len(eager.tool_calls) == len(plain.tool_calls) + 1
    assert chaos("lazy").bind_tools([calc, search]).invoke(question).tool_calls == []


def test_slow_really_waits():
    import time

    started = time.perf_counter()
    chaos("slow", delay_s=0.3).invoke("Hi")
    assert time.perf_counter() - started >= 0.3


def test_the_helper_survives_every_habit():
    for habits in (("chatty",), ("enums",), ("sloppy",), ("flaky",), ("chatty", "flaky", "enums", "sloppy")):
        grader = GRADE_DOCUMENT_STRICT_PROMPT | structured_output(chaos(*habits), GradeDocument,
                                                                  default=SAFE_DEFAULTS[GradeDocument])
        assert grader.invoke(PAIR).binary_score == "yes", habits
        router = structured_output(chaos(*habits), RouteDecision, default=SAFE_DEFAULTS[RouteDecision])
        assert router.invoke("Hello there!").route in ("direct", "knowledge_base")


def test_unknown_habit_is_refused():
    with pytest.raises(ValueError, match="unknown chaos habits"):
        ChaosChatModel(habits=("grumpy",))


def test_slow_keeps_at_most_the_setting_in_flight(monkeypatch):
    """Like a real endpoint (the deadline transport's slots), the slow model waits for one of
    ``COURSE_CONCURRENCY`` slots: six calls at once with 2 slots never have more than two waits
    in flight."""
    import threading
    import time
    import types
    from concurrent.futures import ThreadPoolExecutor

    import course_lib.models.chaos as chaos_module

    lock, now, most = threading.Lock(), [0], [0]

    def counted_sleep(seconds):
        with lock:
            now[0] += 1
            most[0] = max(most[0], now[0])
        time.sleep(seconds)
        with lock:
            now[0] -= 1

    monkeypatch.setattr(chaos_module, "time", types.SimpleNamespace(sleep=counted_sleep))
    monkeypatch.setenv("COURSE_CONCURRENCY", "2")
    model = chaos("slow", delay_s=0.5, model_name="chaos-slow-slots-test")
    with ThreadPoolExecutor(max_workers=6) as pool:
        list(pool.map(model.invoke, [f"Hello number {i}!" for i in range(6)]))
    assert most[0] == 2


def test_slow_call_lasts_the_delay_with_the_simulators_work_inside(monkeypatch):
    """A real endpoint's 1.5 s include its own compute: the slow model waits only what is left of
    ``delay_s`` after the simulator composed the reply (nothing if that took longer). A fake clock
    makes the simulator's work take 0.3 s or 0.8 s; the model then sleeps 0.2 s, then 0 s."""
    import types

    import course_lib.models.chaos as chaos_module

    now, slept = [0.0], []
    for work_s, expected_sleep in ((0.3, 0.2), (0.8, 0.0)):
        original = ChaosChatModel._inner

        def slow_inner(self, *args, _work=work_s, _original=original, **kwargs):
            now[0] += _work
            return _original(self, *args, **kwargs)

        monkeypatch.setattr(ChaosChatModel, "_inner", slow_inner)
        monkeypatch.setattr(chaos_module, "_clock", lambda: now[0], raising=False)
        monkeypatch.setattr(chaos_module, "time", types.SimpleNamespace(sleep=slept.append, perf_counter=lambda: now[0]))
        slept.clear()
        chaos("slow", delay_s=0.5, model_name="chaos-slow-clock-test").invoke(f"Hello after {work_s} s of work")
        assert slept == [pytest.approx(expected_sleep)], work_s
        monkeypatch.undo()
