"""The evaluation harness: pipelines over labelled questions, one record each (notebooks 01, 03-06).

The one way the course compares pipelines. ``evaluate(pipelines, questions)`` takes
pipelines by registry name (``["fixed", "agent"]``: each is built once per knowledge base it
needs, see ``corpora``), as ``Pipeline`` objects built in a notebook, or as a mapping from a
label to either. It runs every question through every pipeline with a fresh ``Ledger`` and
returns an ``Evaluation``: one ``QuestionRecord`` per (pipeline, question) with the answer,
whether it is correct (``grading``) or a refusal, the tools called against those expected, LLM
calls, tokens, latency and dollars, and the run itself (``record.run``, for
``hops.record_run``). ``groundedness=True`` also grades every answer against the documents its
run retrieved (``groundedness``): ``record.grounded``, ``record.fabricated``.
Its views: ``table()`` (one row per run), ``summary_by("pipeline", "category")`` (means per
group), ``summaries()`` and ``summary_frame()`` (headline figures per pipeline,
``stats.summarize``), ``to_frame()`` (every field); ``report.totals`` sums a table.

A pipeline that raises on a question does not stop the run: the record keeps the error
(one line) and counts as wrong. Errors are never hidden: ``summary_frame()`` always has an
``errors`` column (and a ``defaults`` column when structured-output calls fell back to their
safe defaults, ``course_lib.models.structured``), and ``evaluate`` warns (``EvaluationWarning``) when
either is non-zero. With a real model, questions run concurrently (``budget.concurrency``,
results in a fixed order) and an estimate of the calls is printed first (``budget.announce``).
The progress bar (tqdm) writes to stderr and is off unless
``progress=True``: the CLI turns it on, notebooks leave it off so their outputs stay clean.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from course_lib.evaluation.corpora import AUTO, corpus_for
from course_lib.evaluation.grading import is_correct, is_refusal, tools_match
from course_lib.evaluation.stats import summarize

Builder = Callable[[Any, str | None], Any]
"""``build(llm, corpus) -> Pipeline``: how the harness makes a pipeline for one corpus."""


@dataclass
class QuestionRecord:
    """One question through one pipeline: what came out and what it cost."""

    pipeline: str
    id: str
    category: str
    question: str
    answer: str
    correct: bool
    expected_keywords: list[str]
    tools_used: list[str]
    expected_tools: list[str]
    tools_match: bool
    llm_calls: int
    input_tokens: int
    output_tokens: int
    latency_s: float
    retrievals: int
    embedding_calls: int
    cost_usd: float
    corpus: str | None = None
    calls_per_node: dict[str, int] = field(default_factory=dict)
    error: str = ""
    tool_calls: list[str] = field(default_factory=list)  # every call in order, repeats kept
    hops: int = 0  # the retrievals the question's chain needs (its label)
    refused: bool = False  # the answer says it does not know or cannot answer
    grounded: bool | None = None  # supported by the run's documents (None: not graded)
    structured_defaults: int = 0  # structured-output calls that fell back to their safe default
    cached_calls: int = 0  # model calls answered by the LLM cache
    keywords_only: bool = False  # correct by the expected keywords alone (no alternatives)
    run: Any = field(default=None, repr=False, compare=False)  # the RunResult (not in to_dict)

    @property
    def tokens(self) -> int:
        return self.input_tokens + self.output_tokens

    @property
    def fabricated(self) -> bool | None:
        """An answer that is not a refusal and that no retrieved document supports (None:
        not graded, see ``evaluate(..., groundedness=True)``)."""
        if self.grounded is None:
            return None
        return not self.grounded and not self.refused

    def to_dict(self) -> dict[str, Any]:
        """Every field but ``run``, JSON-ready."""
        out = {}
        for f in fields(self):
            if f.name != "run":
                value = getattr(self, f.name)
                out[f.name] = list(value) if isinstance(value, list) else dict(value) if isinstance(value, dict) else value
        return out


@dataclass
class Evaluation:
    """Every record of a run of the harness, with summaries per pipeline."""

    records: list[QuestionRecord]
    pipelines: list[str]
    corpus_policy: str | None = AUTO
    prices_as_of: str = ""

    def for_pipeline(self, name: str) -> list[QuestionRecord]:
        return [r for r in self.records if r.pipeline == name]

    def summaries(self) -> dict[str, dict[str, Any]]:
        """``{pipeline: summary}`` in the order the pipelines were given."""
        return {name: summarize(self.for_pipeline(name), pipeline=name) for name in self.pipelines}

    def to_frame(self):
        """The records as a pandas DataFrame (one row per pipeline and question)."""
        import pandas as pd

        frame = pd.DataFrame([r.to_dict() for r in self.records])
        if not frame.empty:
            frame["tokens"] = frame["input_tokens"] + frame["output_tokens"]
        return frame

    def summary_frame(self):
        """The summaries as a pandas DataFrame indexed by pipeline (headline columns)."""
        import pandas as pd

        columns = ["accuracy", "mean_llm_calls", "mean_tokens", "latency_mean_s", "latency_p50_s",
                   "latency_p99_s", "cost_per_1k_usd", "errors"]
        rows = self.summaries()
        if any(s.get("structured_defaults") for s in rows.values()):
            columns.append("structured_defaults")
        frame = pd.DataFrame([{c: s.get(c, 0) for c in columns} for s in rows.values()], index=list(rows))
        return frame.rename(columns={"structured_defaults": "defaults"})

    def problems(self) -> list[str]:
        """One sentence per kind of failure in this evaluation (empty when there was none)."""
        out = []
        failed = [r for r in self.records if r.error]
        if failed:
            out.append(f"{len(failed)} of {len(self.records)} runs raised an error and count as wrong "
                       f"(first: {failed[0].pipeline} on {failed[0].id}: {failed[0].error})")
        defaults = sum(r.structured_defaults for r in self.records)
        if defaults:
            hit = sum(1 for r in self.records if r.structured_defaults)
            out.append(f"{defaults} structured-output replies in {hit} runs did not fit their schema even "
                       "after a retry and used the safe default (the model did not follow the schema)")
        return out

    def table(self, *, width: int = 70):
        """One row per run (pandas DataFrame): what it cost, the tools it called (``-`` for
        none), the answer shortened to ``width`` characters and whether it is correct (``ok``)."""
        import pandas as pd

        from course_lib.evaluation.report import shorten

        return pd.DataFrame([{
            "id": r.id, "category": r.category, "question": r.question, "pipeline": r.pipeline,
            "tools": ", ".join(r.tool_calls) or "-", "llm_calls": r.llm_calls, "retrievals": r.retrievals,
            "input_tokens": r.input_tokens, "output_tokens": r.output_tokens, "latency_s": r.latency_s,
            "answer": shorten(r.answer, width), "ok": r.correct,
        } for r in self.records])

    def summary_by(self, *keys: str):
        """Means per group of records, e.g. ``summary_by("pipeline", "category")`` (pandas
        DataFrame indexed by ``keys``, groups in the order they first appear): questions,
        accuracy, LLM calls, retrievals and tokens per question."""
        frame = self.to_frame()
        keys = keys or ("pipeline",)
        grouped = frame.groupby(list(keys), sort=False)
        table = grouped.agg(questions=("id", "size"), accuracy=("correct", "mean"),
                            llm_calls=("llm_calls", "mean"), retrievals=("retrievals", "mean"),
                            tokens=("tokens", "mean"))
        table[["accuracy", "llm_calls", "retrievals"]] = table[["accuracy", "llm_calls", "retrievals"]].round(2)
        table["tokens"] = table["tokens"].round().astype(int)
        return table

    def to_json(self, *, records: bool = False) -> dict[str, Any]:
        """One summary per pipeline (and every record if ``records``), JSON-ready."""
        out: dict[str, Any] = {
            "questions": len({r.id for r in self.records}),
            "corpus_policy": self.corpus_policy,
            "prices_as_of": self.prices_as_of,
            "summaries": self.summaries(),
        }
        if records:
            out["records"] = [r.to_dict() for r in self.records]
        return out


class PipelineCache:
    """Builds each (pipeline, corpus) once and hands the same object back afterwards."""

    def __init__(self, *, llm: Any = None, builders: dict[str, Builder] | None = None) -> None:
        self.llm = llm
        self.builders = dict(builders or {})
        self._built: dict[tuple[str, str | None], Any] = {}

    def get(self, name: str, corpus: str | None) -> Any:
        key = (name, corpus)
        if key not in self._built:
            if name in self.builders:
                self._built[key] = self.builders[name](self.model(), corpus)
            else:
                from course_lib.rag.pipelines import get_pipeline

                self._built[key] = get_pipeline(name, llm=self.model(), corpus=corpus)
        return self._built[key]

    def model(self) -> Any:
        """The chat model shared by every pipeline this cache builds."""
        if self.llm is None:
            from course_lib.models.llm import get_chat_model

            self.llm = get_chat_model()  # one model shared by every pipeline
        return self.llm


def run_question(pipe: Any, question: Any, *, name: str, corpus: str | None = None,
                 prices: Any = None) -> QuestionRecord:
    """Run one labelled question through a built pipeline and grade it."""
    from course_lib.measurement.ledger import Ledger

    error, result = "", None
    try:
        result = pipe.run(question.question)
        ledger, answer = result.ledger, result.answer or ""
    except Exception as exc:  # a failing question is a wrong answer, not a crashed evaluation
        ledger, answer = Ledger(), ""
        error = f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}".strip()
    if not ledger.embedding_model:
        ledger.embedding_model = str(getattr(getattr(pipe, "embeddings", None), "model", "") or "")
    used = list(dict.fromkeys(t.name for t in ledger.tool_calls))
    expected_tools = list(question.expected_tools)
    return QuestionRecord(
        pipeline=name,
        id=question.id,
        category=question.category,
        question=question.question,
        answer=answer,
        correct=not error and is_correct(answer, question.expected_keywords,
                                         getattr(question, "alternatives", ())),
        keywords_only=not error and is_correct(answer, question.expected_keywords),
        expected_keywords=list(question.expected_keywords),
        tools_used=used,
        expected_tools=expected_tools,
        tools_match=tools_match(used, expected_tools),
        llm_calls=len(ledger.llm_calls),
        input_tokens=ledger.input_tokens,
        output_tokens=ledger.output_tokens,
        latency_s=ledger.latency_s,
        retrievals=len(ledger.retrievals),
        embedding_calls=ledger.embedding_calls,
        cost_usd=ledger.cost(prices)["total_usd"],
        corpus=corpus,
        calls_per_node=ledger.calls_per_node(),
        error=error,
        tool_calls=[t.name for t in ledger.tool_calls],
        hops=int(getattr(question, "hops", 0) or 0),
        refused=bool(answer) and is_refusal(answer),
        structured_defaults=ledger.structured_defaults,
        cached_calls=sum(c.cached for c in ledger.llm_calls),
        run=result,
    )


Pipelines = Sequence[Any] | Mapping[str, Any]
"""Registry names and/or ``Pipeline`` objects, or ``{label: name or Pipeline}``."""


def evaluate(
    pipelines: Pipelines | None = None,
    questions: Sequence[Any] | None = None,
    *,
    llm: Any = None,
    corpus: str | None = AUTO,
    builders: dict[str, Builder] | None = None,
    prices: Any = None,
    progress: bool = False,
    cache: PipelineCache | None = None,
    groundedness: Any = False,
    max_concurrency: int | None = None,
) -> Evaluation:
    """Run ``pipelines`` (default: every pipeline of the registry) over ``questions``.

    ``pipelines``: registry names (built here), ``Pipeline`` objects (run as they are,
    labelled by their ``name``), or a mapping ``{label: name or Pipeline}`` to label them.
    ``questions``: labelled questions (default: all of ``data/eval/questions.jsonl``).
    ``llm``: one chat model for every pipeline built here (default ``get_chat_model()``).
    ``corpus``: ``"auto"`` (see ``corpora``), ``None`` (each pipeline's default) or a corpus
    name for all, for pipelines built here. ``builders``: extra pipelines by name,
    ``{name: build(llm, corpus)}``, for ones that are not in the registry (a router of your
    own). ``cache``: reuse pipelines built by an earlier call. ``groundedness``: ``True`` (the
    harness's chat model) or a chat model grades every answer against the documents its run
    retrieved, for refusals and fabrications (``course_lib.evaluation.groundedness``).
    ``max_concurrency``: questions run at once (default ``budget.concurrency(llm)``: 1 with the
    simulator, ``COURSE_CONCURRENCY`` with a real model: 16 hosted, 1 local); the records come back in the same
    order either way.
    """
    from course_lib.evaluation import budget
    from course_lib.evaluation.questions import load_questions
    from course_lib.models.pricing import load_prices

    if pipelines is None:
        from course_lib.rag.pipelines import available

        pipelines = [*available(), *(builders or {})]
    entries = _entries(pipelines)
    questions = list(questions) if questions is not None else load_questions()
    prices = prices if prices is not None else load_prices()
    cache = cache or PipelineCache(llm=llm, builders=builders)
    if builders and cache.builders is not builders:
        cache.builders.update(builders)
    model = llm if llm is not None else _model_of(entries, cache)
    budget.announce({(s if isinstance(s, str) else getattr(s, "name", label)): len(questions)
                     for label, s in entries}, llm=model)
    workers = max_concurrency or budget.concurrency(model)
    jobs = []  # (label, pipeline, question, corpus), built in order before anything runs
    for label, source in entries:
        for q in questions:
            if isinstance(source, str):
                target = corpus_for(source, q, corpus)
                jobs.append((label, cache.get(source, target), q, target))
            else:
                jobs.append((label, source, q, None))
    grader = None
    if groundedness is not False and groundedness is not None:
        from course_lib.evaluation.groundedness import grade_record, support_grader

        grader = support_grader(cache.model() if groundedness is True else groundedness)
    bar = _progress(len(jobs), enabled=progress)

    def expected_calls(job: tuple) -> float:  # the slow pipelines' questions start first
        name = job[1].name if hasattr(job[1], "name") else job[0]
        return budget.TYPICAL_CALLS.get(name, budget.TYPICAL_CALLS.get(job[0], budget.UNKNOWN_PIPELINE))[0]

    def run(job: tuple) -> QuestionRecord:
        label, pipe, q, target = job
        bar.set_description(label)
        record = run_question(pipe, q, name=label, corpus=target, prices=prices)
        if grader is not None:
            grade_record(record, grader=grader)
        bar.update(1)
        return record

    try:
        records = budget.map_in_order(run, jobs, workers=workers, cost=expected_calls)
    finally:
        bar.close()
    evaluation = Evaluation(records=records, pipelines=[label for label, _ in entries], corpus_policy=corpus,
                            prices_as_of=prices.as_of)
    _warn(evaluation.problems())
    return evaluation


class EvaluationWarning(UserWarning):
    """Some runs of an evaluation raised, or fell back to structured-output defaults."""


def _warn(problems: list[str]) -> None:
    import warnings

    if problems:
        with warnings.catch_warnings():
            warnings.simplefilter("always", EvaluationWarning)
            warnings.warn("; ".join(problems), EvaluationWarning, stacklevel=3)


def _model_of(entries: list[tuple[str, Any]], cache: PipelineCache) -> Any:
    """The model the runs will use: the cache's, or (for built pipelines) the settings'."""
    if all(isinstance(source, str) for _, source in entries):
        return cache.model()
    return cache.llm


def _entries(pipelines: Pipelines) -> list[tuple[str, Any]]:
    """``(label, name or Pipeline)`` pairs, labels unique."""
    if isinstance(pipelines, Mapping):
        entries = list(pipelines.items())
    else:
        entries = [(p if isinstance(p, str) else p.name, p) for p in pipelines]
    labels = [label for label, _ in entries]
    if len(set(labels)) != len(labels):
        raise ValueError(f"two pipelines are labelled alike ({', '.join(labels)}): pass a mapping "
                         "{label: pipeline} to tell them apart")
    return entries


def _progress(total: int, *, enabled: bool):
    from tqdm import tqdm

    return tqdm(total=total, disable=not enabled, file=sys.stderr, unit="q", leave=False,
                dynamic_ncols=True)
