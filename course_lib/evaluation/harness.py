"""The evaluation harness: pipelines over labelled questions, one record each (notebook 06).

``evaluate(["fixed", "agent"], questions)`` builds each pipeline once per knowledge base it
needs (see ``corpora``), runs every question through it with a fresh ``Ledger`` and returns
an ``Evaluation``: one ``QuestionRecord`` per (pipeline, question) with the answer, whether
it is correct (``grading``), the tools used against those expected, LLM calls, tokens,
latency and dollars; ``.summaries()`` condenses them per pipeline (``stats.summarize``).

A pipeline that raises on a question does not stop the run: the record keeps the error
(one line) and counts as wrong. The progress bar (tqdm) writes to stderr and is off unless
``progress=True``: the CLI turns it on, notebooks leave it off so their outputs stay clean.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from course_lib.evaluation.corpora import AUTO, corpus_for
from course_lib.evaluation.grading import is_correct, tools_match
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

    @property
    def tokens(self) -> int:
        return self.input_tokens + self.output_tokens

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


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
                   "latency_p99_s", "cost_per_1k_usd"]
        rows = self.summaries()
        return pd.DataFrame([{c: s[c] for c in columns} for s in rows.values()], index=list(rows))

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
                from course_lib.pipelines import get_pipeline

                self._built[key] = get_pipeline(name, llm=self.model(), corpus=corpus)
        return self._built[key]

    def model(self) -> Any:
        """The chat model shared by every pipeline this cache builds."""
        if self.llm is None:
            from course_lib.llm import get_chat_model

            self.llm = get_chat_model()  # one model shared by every pipeline
        return self.llm


def run_question(pipe: Any, question: Any, *, name: str, corpus: str | None = None,
                 prices: Any = None) -> QuestionRecord:
    """Run one labelled question through a built pipeline and grade it."""
    from course_lib.ledger import Ledger

    error = ""
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
        correct=not error and is_correct(answer, question.expected_keywords),
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
    )


def evaluate(
    pipelines: Sequence[str] | None = None,
    questions: Sequence[Any] | None = None,
    *,
    llm: Any = None,
    corpus: str | None = AUTO,
    builders: dict[str, Builder] | None = None,
    prices: Any = None,
    progress: bool = False,
    cache: PipelineCache | None = None,
) -> Evaluation:
    """Run ``pipelines`` (names; default: every available one) over ``questions``.

    ``questions``: labelled questions (default: all of ``data/eval/questions.jsonl``).
    ``llm``: one chat model for every pipeline (default ``get_chat_model()``).
    ``corpus``: ``"auto"`` (see ``corpora``), ``None`` (each pipeline's default) or a corpus
    name for all. ``builders``: extra pipelines by name, ``{name: build(llm, corpus)}``, for
    pipelines that are not in the registry (a router of your own, ``baselines.direct``).
    ``cache``: reuse pipelines built by an earlier call.
    """
    from course_lib.pricing import load_prices
    from course_lib.routing_eval import load_questions

    if pipelines is None:
        from course_lib.pipelines import available

        pipelines = [*available(), *(builders or {})]
    pipelines = list(pipelines)
    questions = list(questions) if questions is not None else load_questions()
    prices = prices if prices is not None else load_prices()
    cache = cache or PipelineCache(llm=llm, builders=builders)
    if builders and cache.builders is not builders:
        cache.builders.update(builders)
    records: list[QuestionRecord] = []
    bar = _progress(len(pipelines) * len(questions), enabled=progress)
    try:
        for name in pipelines:
            bar.set_description(name)
            for q in questions:
                target = corpus_for(name, q, corpus)
                pipe = cache.get(name, target)
                records.append(run_question(pipe, q, name=name, corpus=target, prices=prices))
                bar.update(1)
    finally:
        bar.close()
    return Evaluation(records=records, pipelines=pipelines, corpus_policy=corpus,
                      prices_as_of=prices.as_of)


def _progress(total: int, *, enabled: bool):
    from tqdm import tqdm

    return tqdm(total=total, disable=not enabled, file=sys.stderr, unit="q", leave=False,
                dynamic_ncols=True)


def select(questions: Iterable[Any], *, per_category: int, categories: Iterable[str] | None = None) -> list[Any]:
    """The first ``per_category`` questions of each category, in file order: a representative
    subset that keeps every category (notebook 06 uses it to stay fast)."""
    wanted = set(categories) if categories is not None else None
    taken: dict[str, int] = {}
    chosen = []
    for q in questions:
        if wanted is not None and q.category not in wanted:
            continue
        if taken.get(q.category, 0) < per_category:
            taken[q.category] = taken.get(q.category, 0) + 1
            chosen.append(q)
    return chosen
