"""Instructor check: every problem is correct on its reference solution and on every recorded
alternative answer, "not attempted" on its untouched starter and incorrect on every recorded
wrong answer. Nothing is recorded in
the learner's progress (verify judges with ``evaluate``, which never records).

With a real model (``COURSE_LLM`` other than ``sim``) a check may answer "model failed": the
reference solution then counts as passed and a wrong answer as caught only if the model
really could not tell; the table shows which verdict each got."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field

from course_lib.exercises.problem import Lazy, Problem
from course_lib.exercises.timebox import describe_error
from course_lib.exercises.verdict import Status, Verdict

NOT_APPLICABLE = "n/a"


@dataclass
class VerifyRow:
    notebook: str
    id: str
    kind: str
    solution: str
    starter: str
    wrong: str
    ok: bool
    details: list[str] = field(default_factory=list)


def _judge(problem: Problem, make, what: str, details: list[str], *, reference: bool = False) -> str:
    try:
        answer = make()
    except Exception as exc:
        details.append(f"{what}: could not be built ({describe_error(exc)})")
        return "error"
    verdict: Verdict = problem.evaluate(answer, reference=reference)
    details.append(f"{what}: {verdict.status.value}: {verdict.message.splitlines()[0]}")
    return verdict.status.value


def verify_problem(problem: Problem) -> VerifyRow:
    """Judge one problem's reference solution, alternatives, starter and recorded wrong answers."""
    if problem.kind == "thought":
        return VerifyRow(problem.notebook, problem.id, problem.kind, NOT_APPLICABLE,
                         NOT_APPLICABLE, NOT_APPLICABLE, ok=bool(problem.explanation))
    details: list[str] = []
    solution = _judge(problem, problem.reference_answer, "solution", details, reference=True)
    starter = _judge(problem, problem.starter_answer, "starter", details)
    alternative_verdicts = [
        _judge(problem, a.make if isinstance(a, Lazy) else (lambda a=a: a), f"alternative {i}", details)
        for i, a in enumerate(problem.alternatives, 1)
    ]
    wrong_verdicts = [
        _judge(problem, w.make if isinstance(w, Lazy) else (lambda w=w: w), f"wrong answer {i}", details)
        for i, w in enumerate(problem.wrong_answers, 1)
    ]
    from course_lib.exercises.model_watch import model_in_play

    passed, caught = {Status.CORRECT.value}, {Status.INCORRECT.value}
    if model_in_play():  # a real model may fail a check: reported as such, never as "incorrect"
        passed.add(Status.MODEL_FAILED.value)
        caught.add(Status.MODEL_FAILED.value)
    if not wrong_verdicts:
        wrong = "missing"
    else:  # the first verdict that lets a wrong answer through, else the usual one
        wrong = next((v for v in wrong_verdicts if v not in caught),
                     Status.INCORRECT.value if Status.INCORRECT.value in wrong_verdicts else wrong_verdicts[0])
    if alternative := next((v for v in alternative_verdicts if v not in passed), None):
        solution = f"{alternative} (an alternative)"  # a right answer the check turns away
    ok = solution in passed and starter == Status.NOT_ATTEMPTED.value and wrong in caught
    return VerifyRow(problem.notebook, problem.id, problem.kind, solution, starter, wrong, ok, details)


def verify(notebook: str | int | None = None) -> list[VerifyRow]:
    """Verify every registered problem (or one notebook's)."""
    from course_lib.exercises.registry import problems

    return [verify_problem(p) for p in problems(notebook)]


def render_table(rows: list[VerifyRow]) -> str:
    """A plain-text table, with the details of any problem that failed."""
    header = ("notebook", "id", "kind", "solution", "starter", "wrong", "ok")
    lines = [header] + [
        (r.notebook, r.id, r.kind, r.solution, r.starter, r.wrong, "yes" if r.ok else "NO") for r in rows
    ]
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    out = ["  ".join(c.ljust(w) for c, w in zip(line, widths, strict=True)).rstrip() for line in lines]
    for r in rows:
        if not r.ok:
            out.append(f"\n{r.notebook} {r.id} failed:")
            out.extend(f"  {d}" for d in r.details)
    failed = sum(not r.ok for r in rows)
    out.append(f"\n{len(rows) - failed} of {len(rows)} problems verified." if rows else "No problems registered.")
    return "\n".join(out)


def render_json(rows: list[VerifyRow]) -> str:
    """JSON: a list of {notebook, id, solution, starter, wrong, ok}."""
    keys = ("notebook", "id", "solution", "starter", "wrong", "ok")
    return json.dumps([{k: asdict(r)[k] for k in keys} for r in rows], indent=2)
