"""``explain``: the notes of one reply (task, rule, evidence, limit) collected and formatted."""

from __future__ import annotations

from course_lib.sim.reports import explain


def test_collect_and_format():
    with explain.collecting() as note:
        explain.task("grounded", documents=2)
        explain.task("sub-step")
        explain.rule("first rule")
        explain.rule("last rule", coverage=0.5)
    assert note["task"] == "grounded" and note["rule"] == "last rule"  # the first task, the last rule
    assert note["evidence"]["subtasks"] == ["sub-step"] and note["evidence"]["coverage"] == 0.5
    text = explain.format_explanation(note)
    assert text.startswith("Task:     grounded\nRule:     last rule") and "Limit" not in text


def test_outside_a_reply_nothing_is_noted():
    explain.rule("no reply being made")  # no error, no note
    assert explain.explanation_of(object()) is None


def test_current_rule_is_the_last_rule_of_the_reply_being_made():
    assert explain.current_rule() is None  # outside a reply
    with explain.collecting():
        assert explain.current_rule() is None
        explain.rule("first rule")
        explain.rule("second rule")
        assert explain.current_rule() == "second rule"
