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
