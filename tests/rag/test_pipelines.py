"""course_lib.rag.pipelines: one registry that the CLI, Studio and the harness read."""

from __future__ import annotations

import importlib

import pytest

from course_lib.foundation.errors import CourseError
from course_lib.rag.pipelines import REGISTRY, available, get_pipeline


def test_every_registered_pipeline_has_a_graph_module_and_a_builder():
    from course_lib.rag.assembly import BUILDERS

    assert available() == list(REGISTRY)
    assert list(BUILDERS) == list(REGISTRY), "rag.assembly has a builder per spec, in the specs' order"
    for name, module in REGISTRY.items():
        assert module.startswith("course_lib.rag.graphs."), name
        assert not hasattr(importlib.import_module(module), "pipeline"), (
            f"{module} builds its own pipeline: the wiring belongs in course_lib.rag.assembly")


def test_the_builders_wire_the_specs_default_corpus():
    from course_lib.models.testing import scripted
    from course_lib.rag.pipelines import DEFAULT_CORPUS

    for name in ("fixed", "agent", "crag", "multihop"):
        assert get_pipeline(name, llm=scripted(text="ok")).corpus == DEFAULT_CORPUS[name], name
    assert get_pipeline("fixed", llm=scripted(text="ok"), corpus="wiki").corpus == "wiki"


def test_the_cli_offers_exactly_the_registry():
    from course_lib.app.cli import build_parser

    ask = build_parser()._subparsers._group_actions[0].choices["ask"]
    choices = next(a.choices for a in ask._actions if a.dest == "pipeline")
    assert list(choices) == list(REGISTRY)


def test_unknown_pipeline_is_one_sentence():
    with pytest.raises(CourseError, match="Unknown pipeline 'nope'"):
        get_pipeline("nope", llm=object())


def test_the_direct_pipeline_answers_without_retrieval():
    from course_lib.models.testing import scripted

    result = get_pipeline("direct", llm=scripted(text="Hello to you too.")).run("Hello!")
    assert result.answer == "Hello to you too."
    assert result.ledger.summary()["retrievals"] == 0 and len(result.ledger.llm_calls) == 1
