"""Measuring pipelines: the one evaluation path, its grading, summaries and plots (notebooks 01-06).

- ``harness``: ``evaluate(pipelines, questions)`` -> ``Evaluation`` (one ``QuestionRecord``
  per pipeline and question; views ``table``, ``summary_by``, ``summaries``, ``to_frame``);
- ``grading``: keyword grading, honest refusals for out-of-scope questions;
- ``corpora``: which knowledge base each pipeline searches for each question;
- ``stats``: ``percentile`` and ``summarize`` (accuracy by category, mean/p50/p99
  latency, tokens, cost per 1,000 questions);
- ``report``: ``totals`` of a run table and the text table that ``python -m course_lib eval``
  prints (the command itself is in :mod:`course_lib.app.cli`);
- ``tool_choice``: which tools a model calls and which route a router picks, against the
  labels (accuracy, wasted and missed calls, confusion tables; notebooks 02, 03);
- ``relevance``: how often a relevance grader says yes (notebook 04);
- ``tradeoff``: routing strategies composed from measured records on one quality-against-cost
  curve: always-X, a classifier pre-router, the oracle (notebook 06);
- ``plots``: quality against cost, latency distributions with p50/p99, the trade-off curve.

The labelled questions come from :mod:`course_lib.evaluation.questions`. Importing this package is
cheap: pandas, matplotlib and LangChain load when a function needs them.
"""

from __future__ import annotations

from course_lib.evaluation.grading import is_correct, is_refusal
from course_lib.evaluation.harness import (
           Evaluation,
           PipelineCache,
           QuestionRecord,
           evaluate,
           run_question,
)
from course_lib.evaluation.report import format_summaries, totals
from course_lib.evaluation.stats import percentile, summarize

__all__ = ["Evaluation", "PipelineCache", "QuestionRecord", "evaluate", "format_summaries", "is_correct",
           "is_refusal", "percentile", "run_question", "summarize", "totals"]
