"""An untouched starter is judged without the warm-up (a whole reference run in the kernel, seconds
per check in Run All); anything else, however close to the starter, is warmed up as before.
Invented problems, not the course's."""

from __future__ import annotations

import pytest

from course_lib.exercises import Case, FunctionProblem, Status, ValueProblem, ____, isolation
from course_lib.exercises import problem as problem_module


@pytest.fixture(autouse=True)
def scratch_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path / "cache"))


REFERENCE_RUNS: list[int] = []  # calls of the reference in this process (the fork's are not seen)


def tide_height(hour, base=1.0):
    REFERENCE_RUNS.append(hour)
    return base + hour % 12


STARTER = '''def tide_height(hour, base=1.0):
    """Metres of water at the harbour wall at this hour."""
    return ____
'''

TIDE = FunctionProblem(
    id="q4", notebook="98", title="Tide", prompt="Write tide_height(hour).",
    starter=STARTER, answer_name="tide_height", returns=float,
    cases=[Case(args=(3,), label="3"), Case(args=(14,), label="14")],
    reference=tide_height, timeout=2.0,
)

BERTHS = ValueProblem(
    id="q5", notebook="98", title="Berths", prompt="Map each ferry to its berth.",
    starter="berths = {'Skylark': ____, 'Puffin': ____}\n", answer_name="berths", value_type=dict,
    expected={"Skylark": 2, "Puffin": 5},
)


def _defined(source: str, name: str, **names):
    namespace = {"____": ____, **names}
    exec(compile(source, "<learner cell>", "exec"), namespace)
    return namespace[name]


def _other_blank():
    return "a different blank"


CASES = [  # (label, answer, untouched?)
    ("the starter as a learner's cell defines it", lambda: _defined(STARTER, "tide_height"), True),
    ("the starter as the problem defines it", lambda: TIDE.starter_answer(), True),
    ("a written body", lambda: _defined(STARTER.replace("return ____", "return base + hour % 12"),
                                         "tide_height"), False),
    ("another default", lambda: _defined(STARTER.replace("base=1.0", "base=2.0"), "tide_height"), False),
    ("the same text with ____ rebound", lambda: _defined(STARTER, "tide_height", ____=_other_blank), False),
    ("another docstring only", lambda: _defined(STARTER.replace("Metres", "Feet"), "tide_height"), False),
    ("the reference", lambda: tide_height, False),
    ("a lambda", lambda: (lambda hour, base=1.0: ____), False),
    ("not a function", lambda: 3.5, False),
]


@pytest.mark.parametrize("label, make, untouched", CASES, ids=[c[0] for c in CASES])
def test_untouched_starter_is_recognised_by_what_it_does(label, make, untouched):
    assert TIDE.is_untouched_starter(make()) is untouched


@pytest.mark.parametrize("answer, untouched", [
    ({"Skylark": ____, "Puffin": ____}, True),
    ({"Skylark": 2, "Puffin": ____}, False),
    ({"Skylark": ____}, False),
    ([("Skylark", ____), ("Puffin", ____)], False),
])
def test_untouched_starter_values(answer, untouched):
    assert BERTHS.is_untouched_starter(answer) is untouched


def test_a_broken_eq_is_not_the_starter():
    class Sly(dict):
        def __eq__(self, other):
            raise RuntimeError("no")

    assert BERTHS.is_untouched_starter(Sly()) is False


@pytest.mark.skipif(not isolation.isolation_available(), reason="no fork here: no warm-up either")
@pytest.mark.parametrize("label, make, warmed", [
    ("untouched starter", lambda: _defined(STARTER, "tide_height"), False),
    ("written answer", lambda: _defined(STARTER.replace("return ____", "return base + hour % 12"),
                                        "tide_height"), True),
])
def test_warm_up_only_for_answers_that_are_not_the_starter(monkeypatch, label, make, warmed):
    # The warm-up judges the reference in this process; the judgement itself runs in a fork,
    # so the reference runs here only if the warm-up ran. (Patching _warm_up would be undone
    # by the checker's own tamper guard.)
    monkeypatch.setattr(problem_module, "_WARMED", set())
    REFERENCE_RUNS.clear()
    verdict = TIDE.evaluate(make())
    assert bool(REFERENCE_RUNS) is warmed, label
    assert verdict.status is (Status.NOT_ATTEMPTED if not warmed else Status.CORRECT)
