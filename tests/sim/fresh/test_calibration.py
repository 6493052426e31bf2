"""Right, or it says it cannot (issue 26): the simulator on invented material.

The cases (``calibration_cases``) are new notes, tools, schemas, label prompts, JSON-by-example
prompts and follow-ups written for this file in formats the course's data does not use. None may
be silently wrong (a wrong reply without a stated limit) unless listed in ``KNOWN`` with a reason
(strict xfail: when it is fixed the list must shrink); the right answers must stay right, with
no limit stated on them; and every stated limit must reach the learner the same way: one plain
sentence, a ``SimulatorLimitWarning``, ``response_metadata["simulator_limit"]``, ``explain``.

Counts: ``python -m tests.sim.fresh.calibration_cases`` (before this work, on main: right 25,
stated limit 0, silently wrong 23 of 48; after issue 26's first pass: right 27, stated limit 20, silently wrong 1; after the
second set's fixes: right 31, stated limit 17, silently wrong 0; calib9: right 32, stated limit 16,
silently wrong 0, tool-invoice-no-id a question back without a limit; toolsfix2: right 34, stated
limit 14, silently wrong 0, schema-expense and schema-expense-meals right by the spending-category
synonyms).
"""

from __future__ import annotations

import io
import json
import warnings
from contextlib import redirect_stdout

import pytest
from langchain_core.messages import AIMessage

from tests.sim.fresh._oracles import classify
from tests.sim.fresh.calibration_cases import CASES

# Cases still silently wrong, each with why (strict: a fix turns the xfail into a failure).
KNOWN: dict[str, str] = {}
# Right on main and right now, with no limit stated: these must stay so.
RIGHT = {
    "readme-python-version", "readme-in-place", "minutes-launch-date", "minutes-owner", "faq-return-window",
    "faq-iceland", "letter-warehouse", "table-team-seats", "zh-leave-days", "zh-wifi-password",
    "readme-maintainer-absent", "faq-absent", "tool-eur-to-usd", "tool-yen-to-gbp", "tool-invoice-id",
    "tool-zh-parcel", "schema-contact", "schema-order-absent", "json-city-country", "thread-pronoun",
    "direct-percent", "direct-thanks",
    # wrong on main, right now (percent and date-pair arguments by type; facts stated earlier)
    "tool-tip", "tool-days-between", "thread-name", "thread-colour", "thread-zh-name",
    # a name-like string argument ("room", "recipient") read as the name the question gives;
    # numbers by the noun they count; unit conversions read with pint
    "tool-book-room", "tool-dice", "tool-miles-to-km", "tool-pounds-to-kg",
    # calib9: no call and a question back, no limit: the question writes no figure, so holds no id
    "tool-invoice-no-id",
    # toolsfix2: a spending category named by what was bought (lexicons.yaml option_synonyms)
    "schema-expense", "schema-expense-meals",
}


def _params():
    for case in CASES:
        marks = [pytest.mark.xfail(reason=KNOWN[case.id], strict=True)] if case.id in KNOWN else []
        yield pytest.param(case, id=case.id, marks=marks)


@pytest.mark.parametrize("case", list(_params()))
def test_never_silently_wrong(case, llm):
    kind, out, limits = classify(case, llm)
    assert kind != "wrong", f"{case.id}: silently wrong: {getattr(out, 'content', out)!r}"
    if case.id in RIGHT:
        assert kind == "right", f"{case.id}: a right answer now {kind}: {limits}"


def test_there_are_enough_cases_and_the_lists_name_real_ones():
    ids = {c.id for c in CASES}
    assert len(ids) == len(CASES) >= 40
    assert KNOWN.keys() <= ids and RIGHT <= ids and not (KNOWN.keys() & RIGHT)


def _stated(llm, run):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = run(llm)
    from course_lib import SimulatorLimitWarning

    return out, [w for w in caught if issubclass(w.category, SimulatorLimitWarning)]


def test_a_stated_limit_reaches_the_learner_every_way(llm):
    from course_lib import SimulatorLimitWarning
    from course_lib.sim.reports.explain import explain

    assert issubclass(SimulatorLimitWarning, UserWarning)
    case = next(c for c in CASES if c.id == "direct-haiku")
    out, caught = _stated(llm, case.run)
    sentence = out.response_metadata["simulator_limit"]
    assert [str(w.message) for w in caught] == [sentence]
    assert sentence.startswith("The offline simulator can't ") and "; a real model would " in sentence
    assert sentence.count(". ") == 0 and sentence.endswith(".")  # one sentence
    assert out.content == sentence  # a text reply says it in plain words
    printed = io.StringIO()
    with redirect_stdout(printed):
        explain(llm)
    assert f"Limit:    {sentence}" in printed.getvalue()


def test_structured_output_gets_the_safe_value_and_the_sentence(llm):
    from tests.sim.fresh.calibration_cases import invoice_status

    # a required id the question lacks, with the call forced: the safe value and the sentence
    # (calib9: with the choice left to the model, no call and a question back, no limit, since
    # a question that writes no figure certainly holds no invoice id: tool-invoice-no-id right)
    out, caught = _stated(llm, lambda m: m.bind_tools([invoice_status], tool_choice="invoice_status")
                          .invoke("Has my last invoice been paid?"))
    assert caught and out.response_metadata["simulator_limit"] == str(caught[0].message)
    assert out.tool_calls
    for call in out.tool_calls:  # never an id made of the question's words
        assert call["args"].get("invoice_id", "") == ""


def test_a_right_reply_states_no_limit(llm):
    for case in CASES:
        if case.id in RIGHT:
            out, caught = _stated(llm, case.run)
            raw = out.get("raw") if isinstance(out, dict) else out
            assert not caught and "simulator_limit" not in raw.response_metadata, case.id


def test_the_cli_lists_the_runs_limits(tmp_path, monkeypatch):
    from course_lib.app import cli

    monkeypatch.setattr("sys.argv", ["course_lib"])
    printed = io.StringIO()
    with redirect_stdout(printed):
        cli.main(["ask", "Write a haiku about autumn leaves.", "--pipeline", "direct", "--json"])
    data = json.loads(printed.getvalue())
    assert data["simulator_limits"] and all(s.startswith("The offline simulator can't") for s in data["simulator_limits"])
    printed = io.StringIO()
    with redirect_stdout(printed):
        cli.main(["ask", "Hello there!", "--pipeline", "direct", "--json"])
    assert json.loads(printed.getvalue())["simulator_limits"] == []


def test_each_sentence_is_shown_once_unless_every_one_is_asked_for(llm):
    from course_lib.sim.reports import limits

    case = next(c for c in CASES if c.id == "direct-tcp-udp")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("default")
        case.run(llm)
        case.run(llm)
    assert len([w for w in caught if issubclass(w.category, limits.SimulatorLimitWarning)]) <= 1
    assert isinstance(case.run(llm), AIMessage)
