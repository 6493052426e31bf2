"""A lesson's claims: strict with the simulator, a report with any other model."""

from __future__ import annotations

import pytest

from course_lib.evaluation.claims import ClaimFailed, claims, strict


def test_simulator_claims_that_hold_print_a_line_each(monkeypatch, capsys):
    monkeypatch.setenv("COURSE_LLM", "sim")
    monkeypatch.delenv("COURSE_CLAIMS", raising=False)
    assert claims(("two is more than one", 2 > 1), ("a list is empty", lambda: [] == [], "0 items")) is None
    assert capsys.readouterr().out.splitlines() == ["✓ two is more than one", "✓ a list is empty (0 items)"]


def test_simulator_claim_that_fails_raises_after_printing_every_line(monkeypatch, capsys):
    monkeypatch.setenv("COURSE_LLM", "sim")
    monkeypatch.delenv("COURSE_CLAIMS", raising=False)
    with pytest.raises(ClaimFailed, match="the router is cheaper") as info:
        claims(("the router is cheaper", 3 < 2), ("this one holds", True))
    assert isinstance(info.value, AssertionError)
    out = capsys.readouterr().out
    assert "✗ the router is cheaper  <- DOES NOT HOLD" in out and "✓ this one holds" in out


def test_real_model_claim_that_fails_is_reported_and_the_cell_goes_on(monkeypatch, capsys):
    monkeypatch.setenv("COURSE_LLM", "python:course_lib.models.chaos:mixed")
    monkeypatch.delenv("COURSE_CLAIMS", raising=False)
    claims(("the router is cheaper", 3 < 2, "3 against 2"), ("this one holds", True))
    lines = capsys.readouterr().out.splitlines()
    assert lines == ["the lesson's claims on your model: 1 of 2 held",
                     "✗ the router is cheaper (3 against 2)  <- did not hold on your model",
                     "✓ this one holds"]


def test_a_check_that_raises_is_reported_with_a_real_model_and_fails_with_the_simulator(monkeypatch, capsys):
    rows = {"notes": 2}
    monkeypatch.setenv("COURSE_CLAIMS", "report")
    claims(("the wiki row has two calls", lambda: rows["wiki"] == 2))
    assert "? the wiki row has two calls  <- could not be checked on your run (KeyError: 'wiki')" in capsys.readouterr().out
    monkeypatch.setenv("COURSE_CLAIMS", "strict")
    with pytest.raises(ClaimFailed):
        claims(("the wiki row has two calls", lambda: rows["wiki"] == 2))


def test_strict_follows_the_model_and_the_setting(monkeypatch):
    monkeypatch.delenv("COURSE_CLAIMS", raising=False)
    assert strict("sim") and not strict("openai:gpt-4o-mini")
    monkeypatch.setenv("COURSE_CLAIMS", "strict")
    assert strict("openai:gpt-4o-mini")
    monkeypatch.setenv("COURSE_CLAIMS", "sometimes")
    with pytest.raises(ValueError, match="COURSE_CLAIMS"):
        strict("sim")


@pytest.mark.parametrize("bad", [(), ("no value",), ("a", True, "b", "c"), [("a list", True)], (1, True)])
def test_malformed_claims_are_refused(bad, monkeypatch):
    monkeypatch.setenv("COURSE_CLAIMS", "strict")
    with pytest.raises((TypeError, ValueError)):
        claims(*([bad] if bad else []))


def test_a_full_set_claim_on_a_sample_is_not_applicable_and_never_checked(monkeypatch, capsys):
    from course_lib.evaluation.claims import on_full_set

    monkeypatch.setenv("COURSE_CLAIMS", "report")
    figures = {"accuracy": 0.5}
    claims(("the router is cheaper", True),
           *on_full_set(["q1", "q2"], 47, ("the figures the text quotes", lambda: figures["tokens"] == 5861, "5,861")))
    lines = capsys.readouterr().out.splitlines()
    assert lines == ["the lesson's claims on your model: 1 of 1 held, 1 not applicable to a sample",
                     "✓ the router is cheaper",
                     "– the figures the text quotes, on the full set of 47 questions  <- not applicable: "
                     "your run measured a sample of 2 questions (COURSE_SAMPLE_SIZE=all measures them all)"]
    monkeypatch.setenv("COURSE_CLAIMS", "strict")  # strict too: a sample cannot break a full-set claim
    claims(*on_full_set(2, ["a"] * 47, ("the figures the text quotes", False)))
    assert "not applicable" in capsys.readouterr().out


def test_a_full_set_claim_on_the_full_set_is_an_ordinary_claim(monkeypatch, capsys):
    from course_lib.evaluation.claims import on_full_set

    monkeypatch.setenv("COURSE_CLAIMS", "strict")
    claims(*on_full_set([1, 2, 3], [1, 2, 3], ("three questions", True, "3")))
    assert capsys.readouterr().out.splitlines() == ["✓ three questions, on the full set of 3 questions (3)"]
    with pytest.raises(ClaimFailed, match="on the full set of 3 questions"):
        claims(*on_full_set(3, 3, ("two questions", False)))
    monkeypatch.setenv("COURSE_CLAIMS", "report")
    claims(*on_full_set(3, 3, ("two questions", False)))
    assert capsys.readouterr().out.splitlines()[-2:] == [
        "the lesson's claims on your model: 0 of 1 held",
        "✗ two questions, on the full set of 3 questions  <- did not hold on your model"]


@pytest.mark.parametrize("sample, full", [(5, 3), (-1, 3), ("many", 3), (None, 3)])
def test_on_full_set_refuses_a_sample_that_does_not_fit(sample, full):
    from course_lib.evaluation.claims import on_full_set

    with pytest.raises((TypeError, ValueError), match="on_full_set"):
        on_full_set(sample, full, ("a claim", True))


def test_on_full_set_needs_a_claim_and_a_well_formed_one():
    from course_lib.evaluation.claims import on_full_set

    with pytest.raises(ValueError):
        on_full_set(1, 2)
    with pytest.raises(TypeError):
        on_full_set(1, 2, ("only a sentence",))


def test_the_simulators_own_figures_are_not_applicable_to_another_model(monkeypatch, capsys):
    from course_lib.evaluation.claims import on_full_set, on_simulator

    monkeypatch.setenv("COURSE_LLM", "python:course_lib.models.chaos:mixed")
    monkeypatch.setenv("COURSE_CLAIMS", "strict")  # even strict: another model cannot show the simulator's figures
    claims(*on_simulator(("the figures the text quotes", lambda: 1 / 0, "5,861")))
    assert capsys.readouterr().out.splitlines() == [
        "– the figures the text quotes (the simulator's own figures)  <- not applicable: "
        "your model's figures differ from the simulator's by nature"]
    monkeypatch.setenv("COURSE_CLAIMS", "report")
    claims(*on_full_set(47, 47, *on_simulator(("the figures", False))))  # the full set, but another model
    assert "– the figures (the simulator's own figures), on the full set of 47 questions  <- not applicable: your model" \
        in capsys.readouterr().out


def test_the_simulators_own_figures_are_checked_with_the_simulator(monkeypatch, capsys):
    from course_lib.evaluation.claims import on_full_set, on_simulator

    monkeypatch.setenv("COURSE_LLM", "sim")
    monkeypatch.delenv("COURSE_CLAIMS", raising=False)
    claims(*on_simulator(("the figures", True)))
    assert capsys.readouterr().out.splitlines() == ["✓ the figures (the simulator's own figures)"]
    with pytest.raises(ClaimFailed):
        claims(*on_full_set(3, 3, *on_simulator(("the figures", False))))
    with pytest.raises(ValueError):
        on_simulator()
