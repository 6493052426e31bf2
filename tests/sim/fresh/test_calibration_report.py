"""The calibration report's table logic (``tests/sim/fresh/calibration_report.py``), on rows and
probes invented here: counts per path, the order of paths and of evidence buckets, and how a
probe's (document, question, accepted) triples become cases. All fail before the report existed
(no module)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from langchain_core.messages import AIMessage

from tests.sim.fresh import calibration_report as cr
from tests.sim.fresh._oracles import Case


def _rows():
    return [
        cr.Row("a", "1", "answer: quote", "right", evidence={"prose": 0.9, "on_subject": True}),
        cr.Row("a", "2", "answer: quote", "wrong", evidence={"prose": 0.1, "on_subject": True}),
        cr.Row("b", "3", "answer: idk", "wrong", evidence={"prose": 0.1, "on_subject": False}),
        cr.Row("b", "4", "answer: idk", "wrong", evidence={"prose": 0.2, "on_subject": True}),
        cr.Row("b", "5", "answer: idk", "right", evidence={"prose": 0.8, "on_subject": True}),
        cr.Row("c", "6", "chat: limit", "limit", alarm=True),
        cr.Row("c", "7", "chat: limit", "limit"),
    ]


def test_tabulate_counts_each_path_and_puts_the_most_silent_wrongs_first():
    table = cr.tabulate(_rows())
    assert [path for path, _ in table] == ["answer: idk", "answer: quote", "chat: limit"]
    assert table[0][1] == {"right": 1, "limit": 0, "wrong": 2, "false_alarm": 0}
    assert table[2][1] == {"right": 0, "limit": 2, "wrong": 0, "false_alarm": 1}


def test_tabulate_breaks_ties_by_size_then_name():
    rows = [cr.Row("s", "1", "b", "right"), cr.Row("s", "2", "a", "right"), cr.Row("s", "3", "c", "right"),
            cr.Row("s", "4", "c", "limit")]
    assert [p for p, _ in cr.tabulate(rows)] == ["c", "a", "b"]


@pytest.mark.parametrize(
    ("value", "bucket"),
    [(None, "-"), ("", "-"), (True, "yes"), (False, "no"), (0, "0"), (1, "1"), (5, "2+"),
     (0.1, "<.25"), (0.25, ".25-.5"), (0.5, ".5-.75"), (0.75, ">=.75"), (1.0, ">=.75"), ("money", "money")],
)
def test_bucket(value, bucket):
    assert cr.bucket(value) == bucket


def test_separation_puts_buckets_of_only_wrongs_first():
    sep = cr.separation(_rows(), "answer: idk")
    assert sep[0] == ("prose", "<.25", {"right": 0, "limit": 0, "wrong": 2})
    assert ("on_subject", "no", {"right": 0, "limit": 0, "wrong": 1}) in sep
    assert sep[-1][2]["right"] >= 1  # the buckets that hold the right reply come last
    assert all(name in ("prose", "on_subject") for name, _, _ in sep)  # only that path's rows


def test_render_lists_paths_and_the_silent_wrongs_of_a_path():
    text = cr.render(_rows(), top=2)
    assert text.splitlines()[0] == "7 replies: right 2, limit 2, wrong 3, false alarms 1"
    assert "chat: limit" not in text  # beyond the top 2
    assert "== answer: idk" in text and "silently wrong: b:3, b:4" in text
    assert "== answer: quote" not in cr.render(_rows(), top=2, only="idk")


def test_a_probe_of_triples_becomes_cases_with_its_template_and_lenient_oracles():
    probe = SimpleNamespace(DOCS={"d": "Gate code 4471."}, TEMPLATE="N: {notes} Q: {question}",
                            CASES=[("d", "What is the gate code?", ["4471"]), ("d", "Where is the key?", None),
                                   ("d", "Is it 44?", lambda t: t.startswith("No"))])
    cases = cr.probe_cases(probe)
    assert [c.id for c in cases] == ["d-0", "d-1", "d-2"]
    prompts = []
    cases[0].run(SimpleNamespace(invoke=prompts.append))
    assert prompts == ["N: Gate code 4471. Q: What is the gate code?"]
    assert cases[0].right(AIMessage("It is 4471.")) and not cases[0].right(AIMessage("I don't know."))
    assert cases[1].right(AIMessage("I don't know.")) and not cases[1].right(AIMessage("Under the mat."))
    assert cases[2].right(AIMessage("No, 4471.")) and not cases[2].right(AIMessage("Yes."))


def test_probes_of_other_shapes_are_left_out_and_case_lists_kept():
    case = Case("x", lambda llm: None, lambda out: True)
    assert cr.probe_cases(SimpleNamespace(CASES=[case])) == [case]
    assert cr.probe_cases(SimpleNamespace(CASES=[("a", "b")])) == []
    assert cr.probe_cases(SimpleNamespace(DOCS={"d": ("text", 40)}, CASES=[("d", "q", None)])) == []


def test_the_held_out_sets_are_never_read():
    names = [name for name, _ in cr.readable_sources()]
    assert not set(names) & cr.HELD_OUT
    assert "second_set" in names and "trust_h" in names
