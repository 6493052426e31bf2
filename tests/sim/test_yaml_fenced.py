"""A YAML file in a ```yaml fence, with quoted keys ("'404':"), path keys ("/plants/{id}:") and list items
named by their first key ("- name: season"), is read as one "keys: value" line per value
(``data_records.yaml_leaves``); a partial answer that only repeats the question's word as a record's
value states a limit (``partial_answers._echoed_values``). Material of my own."""
from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.material.data_records import yaml_leaves

SPEC = """openapi: 3.1.0
info:
  title: Petal Plants API
paths:
  /plants:
    get:
      parameters:
        - name: season
          in: query
          schema:
            type: string
            default: spring
      responses:
        '200':
          description: Plants for the season
  /plants/{id}:
    get:
      responses:
        '404':
          description: No plant has that id
"""


def test_fenced_yaml_is_read_leaf_by_leaf():
    title, leaves = yaml_leaves(f"```yaml\n{SPEC}```")
    assert "/plants/{id} get responses 404 description: No plant has that id" in leaves
    assert any(line.endswith("season schema default: spring") for line in leaves)
    assert "/plants get responses 200 description: Plants for the season" in leaves


@pytest.mark.parametrize("text", [
    "```yaml\njust: one\nflat: file\n```",  # not nested: prose reads it
    "```python\nprint('hi')\n```",
])
def test_not_a_nested_yaml_file(text):
    assert yaml_leaves(text) is None


def _ask(question: str):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([
            SystemMessage(f"Answer questions about the API using the spec below.\n\n```yaml\n{SPEC}```"), HumanMessage(question)])
    return out.content, [w for w in caught if w.category.__name__ == "SimulatorLimitWarning"]


def test_a_status_code_is_answered_from_its_description():
    text, stated = _ask("what does a 404 from the plant endpoint mean?")
    assert "No plant has that id" in text and not stated


def test_a_line_that_only_names_the_asked_word_is_no_answer():
    text, stated = _ask("if I leave season out, which plants come back?")
    assert stated or "spring" in text


def test_a_line_whose_key_holds_the_answer_is_not_an_echo():
    from course_lib.sim.grounded.partial_answers import _RECORD_LINE_RE

    assert _RECORD_LINE_RE.match("7月9日(周三): 3号楼") is None  # the key is the date asked
    assert _RECORD_LINE_RE.match("paths /plants get parameters name: season") is not None


def test_a_yes_no_question_is_not_read_for_echoes():
    from course_lib.sim.words.question_form import asks_wh

    assert asks_wh("if I leave season out, which plants come back?")
    assert not asks_wh("Is Rufus neutered?")
