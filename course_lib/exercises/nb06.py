"""Exercises of notebook 06 (cost and latency).

q1: the p99 latency of a batch of runs, from their ledgers (per question, not per call).
q2: a token budget: a rules-only router that spends at most 70 % of always-agentic's tokens
    without answering fewer questions correctly.
q3: the costliest node of a run, in dollars rather than tokens (per-node ledger, prices).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from course_lib.exercises.blank import is_blank
from course_lib.exercises.display import short_repr, type_name
from course_lib.exercises.problem import Case, FunctionProblem, Problem
from course_lib.exercises.timebox import describe_error, run_timeboxed
from course_lib.exercises.verdict import Status, Verdict

NOTEBOOK = "06"


# --- q1: p99 from ledgers --------------------------------------------------------------------

def p99_latency(ledgers):
    """The 99th percentile of the per-question latency of a batch of runs (seconds)."""
    import numpy as np

    per_question = [ledger.latency_s for ledger in ledgers]
    return float(np.percentile(per_question, 99))


def _ledger(latencies: list[float]) -> Any:
    from course_lib.measurement.ledger import Ledger, LLMCall

    return Ledger(llm_calls=[LLMCall("model", "course-sim-1", 500, 20, s, True) for s in latencies])


def _batch(seed: int, n: int) -> list[Any]:
    """``n`` runs like an agent's: mostly 2 calls, sometimes 3 to 6 (the long tail)."""
    rng = random.Random(seed)
    runs = []
    for _ in range(n):
        calls = 2 if rng.random() < 0.8 else rng.randint(3, 6)
        runs.append(_ledger([round(rng.uniform(0.3, 0.9), 3) for _ in range(calls)]))
    return runs


def _p99_case(label: str, make) -> Case:
    def test(result: Any) -> str | None:
        expected = p99_latency(make())
        if abs(float(result) - expected) <= 1e-6:
            return None
        ledgers = make()
        per_call = [c.latency_s for ledger in ledgers for c in ledger.llm_calls]
        import numpy as np

        if abs(float(result) - float(np.percentile(per_call, 99))) <= 1e-6:
            return ("that is the p99 of single model calls; a user waits for a whole question, "
                    "so add up each ledger's calls first (ledger.latency_s).")
        if abs(float(result) - max(ledger.latency_s for ledger in ledgers)) <= 1e-6:
            return "that is the slowest question (the maximum), not the 99th percentile."
        return f"returned {float(result):.4f}, expected {expected:.4f}."

    return Case(args=lambda: (make(),), label=label, test=test)


q1 = FunctionProblem(
    id="q1",
    notebook=NOTEBOOK,
    title="p99 latency from a batch of ledgers",
    prompt=(
        "Write `p99_latency(ledgers) -> float`: `ledgers` holds one `Ledger` per question of a "
        "batch; return the 99th percentile of the *per-question* latency in seconds, "
        "interpolated linearly between ranks as `numpy.percentile` does."
    ),
    starter='''def p99_latency(ledgers):
    """The 99th percentile of the per-question latency of a batch of runs (seconds)."""
    return ____''',
    answer_name="p99_latency",
    returns=(float, int),
    cases=[
        _p99_case("5 questions", lambda: [_ledger(x) for x in ([0.4, 0.5], [0.3], [0.6, 0.6, 0.7], [0.4], [0.5, 0.2])]),
        _p99_case("200 agent runs", lambda: _batch(6, 200)),
        _p99_case("1 question", lambda: [_ledger([0.25, 0.75])]),
    ],
    reference=p99_latency,
    hints=(
        "A ledger records every model call of one question; `ledger.latency_s` is their sum, "
        "which is how long that question took (the calls ran one after another).",
        "Collect one number per ledger, then `numpy.percentile(values, 99)`.",
    ),
    explanation=(
        "Latency promises are about requests, so the unit is the question: sum each run's "
        "calls (`ledger.latency_s`), then take the percentile across questions. An agent's "
        "p99 sits far above its p50 because a few questions take many more calls; the "
        "percentile of single calls hides exactly that tail."
    ),
    wrong_answers=(
        lambda ledgers: max(ledger.latency_s for ledger in ledgers),
        lambda ledgers: sum(ledger.latency_s for ledger in ledgers) / len(ledgers),
        lambda ledgers: sorted(c.latency_s for ledger in ledgers for c in ledger.llm_calls)[-1],
    ),
)


# --- q2: a router under a token budget ----------------------------------------------------------

STRATEGIES = ("direct", "fixed", "tools", "multihop")
"""What the learner's router may choose: no retrieval, one retrieval, the agent loop over all
tools, the multi-hop loop. No LLM router: the rule itself must be free."""
BASELINE = "tools"
BUDGET_SHARE = 0.70
PER_CATEGORY = 2
"""The check's own evaluation: twice the notebook's subset (``select(..., per_category=1)``)."""


def rule_router(question):
    """Send each question to 'direct', 'fixed', 'tools' or 'multihop' (rules only, no LLM)."""
    import re

    text = question.lower()
    if re.match(r"(hi|hello|hey|good (morning|afternoon|evening)|thanks|thank you|bye|goodbye"
                r"|see you|how are you|who are you|what can you do)\b", text):
        return "direct"  # small talk: no retrieval can help
    if re.search(r"\bord-\d+|\borders?\b|\d\s*[-+*/x%]\s*\d|\d%|\b(sum|total|divided|times|power"
                 r"|calculate|average)\b", text):
        return "tools"  # orders lookups and arithmetic need the agent's tools
    if re.search(r"\b(team|leads?|owns?|owner|on call|on-call|mentor|project|service behind"
                 r"|rotation)\b", text):
        return "multihop"  # company questions that chain through the wiki
    if re.search(r"\b(how do i|how can i|why|what happens|will a|is a|what does)\b", text):
        return "fixed"  # how-to and concept questions: one retrieval from the notes
    return "tools"  # unsure: pay for the agent rather than lose the answer


@lru_cache(maxsize=4)
def _strategy_evaluation(model_spec: str) -> Any:
    from course_lib.evaluation import evaluate
    from course_lib.evaluation.questions import load_questions, select

    questions = select(load_questions(), per_category=PER_CATEGORY)
    return evaluate(list(STRATEGIES), questions), questions


def strategy_evaluation() -> tuple[Any, list]:
    """The four strategies run once over the first PER_CATEGORY questions of every category
    (cached per model)."""
    from course_lib.foundation.config import settings

    return _strategy_evaluation(settings().llm)


@dataclass(eq=False, kw_only=True)
class RouterBudgetProblem(Problem):
    """The learner's ``route(question) -> strategy``, composed from the strategies' records."""

    kind = "function"

    def _premise_fails(self, evaluation: Any, questions: list, base: dict) -> Verdict | None:
        """The check assumes the agent beats the cheap strategies (its tools answer what they
        cannot). A model that never calls a tool breaks that, and any cheap router would then
        pass: that is the model's failure, not a verdict on the router."""
        from course_lib.evaluation import summarize
        from course_lib.evaluation.tradeoff import always, compose
        from course_lib.exercises.model_watch import model_in_play

        if not model_in_play():
            return None
        cheap = max(summarize(compose(evaluation.records, questions, always(s), name=s))["correct"]
                    for s in ("direct", "fixed"))
        if base["correct"] > cheap:
            return None
        return self._model_failed(
            evaluation.records[0].run.ledger.models()[0] if evaluation.records and evaluation.records[0].run
            and evaluation.records[0].run.ledger.models() else "the model",
            f"with it the tool agent answers no more questions ({base['correct']}) than a strategy without "
            f"tools ({cheap}), so any cheap router would pass")

    def _judge(self, fn: Any) -> Verdict:
        from course_lib.evaluation import summarize
        from course_lib.evaluation.tradeoff import always, compose

        if not callable(fn):
            return self.verdict(Status.INCORRECT,
                                f"Pass your function itself, like {self.check_call}, not a {type_name(fn)}.")
        probe = run_timeboxed(fn, "Hello!", timeout=2.0)
        if isinstance(probe.error, NotImplementedError) or (probe.error is None and is_blank(probe.value)):
            return self.verdict(Status.NOT_ATTEMPTED, "Your router still returns ____: write the rules.")
        evaluation, questions = strategy_evaluation()
        routes: dict[str, str] = {}
        for q in questions:
            outcome = run_timeboxed(fn, q.question, timeout=2.0)
            call = f"{self.answer_name}({q.question!r})"
            if outcome.timed_out:
                return self.verdict(Status.INCORRECT, f"{call} took more than 2 seconds: a router must be cheap.")
            if outcome.error is not None:
                return self.verdict(Status.INCORRECT, f"{call} raised {describe_error(outcome.error)}.")
            if is_blank(outcome.value):
                return self.verdict(Status.NOT_ATTEMPTED, "Your router still returns ____: write the rules.")
            if outcome.value not in STRATEGIES:
                return self.verdict(Status.INCORRECT, f"{call} returned {short_repr(outcome.value)}; return one "
                                    f"of {', '.join(map(repr, STRATEGIES))}.")
            routes[q.question] = outcome.value
        base = summarize(compose(evaluation.records, questions, always(BASELINE), name=BASELINE))
        if (problem := self._premise_fails(evaluation, questions, base)) is not None:
            return problem
        mine = summarize(compose(evaluation.records, questions, lambda q: routes[q.question], name="yours"))
        budget = BUDGET_SHARE * base["mean_tokens"]
        figures = (f"your router: {mine['accuracy']:.0%} correct, {mine['mean_tokens']:,.0f} tokens per question; "
                   f"always-agentic: {base['accuracy']:.0%}, {base['mean_tokens']:,.0f} (budget {budget:,.0f})")
        if mine["correct"] < base["correct"]:
            lost = [c for c, (right, _, _) in mine["accuracy_by_category"].items()
                    if right < base["accuracy_by_category"][c][0]]
            return self.verdict(Status.INCORRECT, f"Accuracy dropped: {figures}. Categories that lost answers: "
                                f"{', '.join(lost)}.")
        if mine["mean_tokens"] > budget:
            return self.verdict(Status.INCORRECT, f"Over budget: {figures}. Find a kind of question the agent "
                                "answers no better than a cheaper strategy.")
        return self.verdict(Status.CORRECT, f"Within budget at equal or better accuracy: {figures}.")


q2 = RouterBudgetProblem(
    id="q2",
    notebook=NOTEBOOK,
    title="A router under a token budget",
    prompt=(
        "Write `route(question) -> str` returning one of 'direct', 'fixed', 'tools' or "
        "'multihop' for each question, using rules only (no model call). The check composes "
        "your router from the four strategies' records, measured on the first "
        f"{PER_CATEGORY} questions of every category (a rule must fit every category, not a "
        "few questions). It passes when your router "
        f"spends at most {BUDGET_SHARE:.0%} of always-agentic's "
        "('tools') mean tokens and answers at least as many questions correctly."
    ),
    starter='''def route(question: str) -> str:
    """Return 'direct', 'fixed', 'tools' or 'multihop' for this question."""
    return ____''',
    answer_name="route",
    reference=rule_router,
    hints=(
        "Read the accuracy-by-category table: for which kinds of question does a cheaper "
        "strategy answer as well as the agent? Small talk needs no retrieval at all.",
        "Recognise those kinds by their form: greetings and thanks; order ids and arithmetic "
        "(keep those on 'tools'); questions about teams, owners and projects ('multihop'); "
        "how-to and why questions about programming ('fixed').",
        "When unsure, return 'tools': it costs tokens, but a wrong route costs an answer.",
    ),
    explanation=(
        "Each rule moves one kind of question to the cheapest strategy that answers it as well "
        "as the agent; everything unrecognised stays on the agent, so accuracy cannot fall "
        "below always-agentic on the kinds the rules miss. The oracle row of the trade-off "
        "table shows how much further a perfect category router could go."
    ),
    wrong_answers=(
        lambda question: "tools",  # always-agentic: no saving
        lambda question: "direct",  # cheapest, but loses most answers
        lambda question: "fixed",  # loses the orders, arithmetic and web answers
    ),
    timeout=300.0,
)


# --- q3: the costliest node ------------------------------------------------------------------

def costliest_node(ledger):
    """The name of the graph node that spent the most dollars in this run."""
    rows = ledger.per_node()
    return max(rows, key=lambda node: rows[node]["cost_usd"])


def _mixed_ledger(calls: list[tuple[str, str, int, int]]) -> Any:
    from course_lib.measurement.ledger import Ledger, LLMCall

    return Ledger(llm_calls=[LLMCall(node, model, i, o, 0.5, True) for node, model, i, o in calls])


_Q3_LEDGERS = {
    "grader on a small model, writer on a large one": [
        ("grade", "gpt-4o-mini", 900, 5), ("grade", "gpt-4o-mini", 900, 5), ("grade", "gpt-4o-mini", 900, 5),
        ("generate", "gpt-4o", 700, 120)],
    "everything on the simulator": [
        ("route_question", "course-sim-1", 300, 20), ("research", "course-sim-1", 2400, 60),
        ("generate", "course-sim-1", 1200, 80)],
    "an output-heavy planner": [
        ("plan", "gpt-4.1-mini", 200, 600), ("answer", "gpt-4.1-mini", 1500, 40)],
}


def _node_case(label: str, calls: list[tuple[str, str, int, int]]) -> Case:
    def test(result: Any) -> str | None:
        ledger = _mixed_ledger(calls)
        expected = costliest_node(ledger)
        if result == expected:
            return None
        rows = ledger.per_node()
        most_tokens = max(rows, key=lambda n: rows[n]["input_tokens"] + rows[n]["output_tokens"])
        if result == most_tokens:
            return (f"{result!r} uses the most tokens, but tokens on different models (and input vs "
                    "output) have different prices: compare cost_usd.")
        return f"returned {result!r}; look at each node's cost_usd in ledger.per_node()."

    return Case(args=lambda: (_mixed_ledger(calls),), label=label, test=test)


q3 = FunctionProblem(
    id="q3",
    notebook=NOTEBOOK,
    title="The costliest node",
    prompt=(
        "Write `costliest_node(ledger) -> str`: the name of the graph node that spent the most "
        "dollars in the run the ledger recorded (prices from `data/prices.yaml`)."
    ),
    starter='''def costliest_node(ledger):
    """The name of the graph node that spent the most dollars in this run."""
    return ____''',
    answer_name="costliest_node",
    returns=str,
    cases=[_node_case(label, calls) for label, calls in _Q3_LEDGERS.items()],
    reference=costliest_node,
    hints=(
        "`ledger.per_node()` returns `{node: {...}}` with `llm_calls`, `input_tokens`, "
        "`output_tokens`, `latency_s` and `cost_usd` for each node.",
        "`max(rows, key=...)` over the node names, keyed by their `cost_usd`.",
    ),
    explanation=(
        "Tokens are not dollars: output tokens cost several times input tokens, and a large "
        "model costs many times a small one. Three grading calls on a small model can cost "
        "less than one answer on a large one, which is why graders and routers are the first "
        "calls to move to a cheaper model."
    ),
    wrong_answers=(
        lambda ledger: max(ledger.per_node().items(),
                           key=lambda kv: kv[1]["input_tokens"] + kv[1]["output_tokens"])[0],
        lambda ledger: max(ledger.calls_per_node().items(), key=lambda kv: kv[1])[0],
        lambda ledger: ledger.llm_calls[-1].node,
    ),
)


PROBLEMS = [q1, q2, q3]
