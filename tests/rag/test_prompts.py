"""course_lib.rag.prompts and course_lib.rag.schemas: every prompt defined once, routes described once."""

from __future__ import annotations

import ast
import typing
from pathlib import Path

import pytest

from course_lib.rag import prompts, schemas

LIBRARY = Path(prompts.__file__).resolve().parents[1]


def test_router_prompt_and_schema_describe_the_same_routes():
    route = schemas.RouteDecision.model_fields["route"]
    complexity = schemas.RouteDecision.model_fields["complexity"]
    assert set(typing.get_args(route.annotation)) == set(schemas.ROUTE_DESCRIPTIONS)
    assert set(typing.get_args(complexity.annotation)) == set(schemas.COMPLEXITY_DESCRIPTIONS)
    for name, text in {**schemas.ROUTE_DESCRIPTIONS, **schemas.COMPLEXITY_DESCRIPTIONS}.items():
        assert f"- {name}: {text}." in prompts.ROUTER_SYSTEM
        assert f"{name}: {text}" in (route.description + complexity.description)


def test_chat_prompt_builds_a_system_and_a_human_message():
    template = prompts.chat_prompt("Be brief.", "Q: {question}")
    messages = template.invoke({"question": "Why?"}).to_messages()
    assert [m.type for m in messages] == ["system", "human"] and messages[1].content == "Q: Why?"


@pytest.mark.slow
def test_no_prompt_is_defined_outside_prompts_py():
    """Chat prompt templates are built in prompts.py only (documents.py's document template, the
    simulator, which reads prompts, and exercise solutions, written as a learner would, aside)."""
    offenders = []
    for path in LIBRARY.rglob("*.py"):
        rel = path.relative_to(LIBRARY).as_posix()
        if rel in ("rag/prompts.py", "retrieval/documents.py") or rel.startswith(("sim/", "exercises/nb")):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr in ("from_messages", "from_template"):
                offenders.append(f"{rel}:{node.lineno}")
    assert not offenders, f"prompts defined outside course_lib/rag/prompts.py: {offenders}"
