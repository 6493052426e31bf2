"""A query or question field written from a "question" that is one of the prompt's own guidelines
is a stated limit (course_lib.sim.task.guideline_question, issue 26, ports11): a prompt that wraps the
conversation in its instructions left the simulator reading its last numbered guideline as the
question, and the field came back as that guideline's keywords. Invented prompts (none of the
ported program's)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel
from course_lib.sim.reports.limits import SimulatorLimitWarning
from course_lib.sim.task.guideline_question import is_guideline


@pytest.mark.parametrize(("text", "expected"), [
    ("3. Language - Keep the visitor's own plant names where they gave them.", True),
    ("- Prefer the catalogue's spelling of every variety.", True),
    ("2) Be brief", True),
    ("What grows well on a dry north-facing wall?", False),
    ("1. Which of these roses flowers twice?", False),  # a numbered question is still a question
    ("Plants for a dry north-facing wall under 2 metres", False),
    ("", False),
])
def test_what_counts_as_a_guideline(text, expected):
    assert is_guideline(text) is expected


class PlantQuestion(BaseModel):
    """A question for the plant database."""

    database_question: str = Field(description="A precise question for the plant database.")


class CatalogueSearch(BaseModel):
    search_query: str = Field(description="Keywords to search the seed catalogue with.")


# A prompt's closing guidelines, the part of a long prompt the simulator read as its question
# (numbered sections with bulleted rules, nothing asked)
WRAPPED = """4. Be specific
- Phrase the request from the visitor's side and include every detail they gave.

5. Names
- If the visitor named a variety, keep that name in the request.
- For climbers, prefer the botanical name over a trade name.
"""


def _fill(schema, prompt):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema, include_raw=True).invoke([HumanMessage(prompt)])
    return out["parsed"], out["raw"], caught


@pytest.mark.parametrize(("schema", "field"), [(PlantQuestion, "database_question"), (CatalogueSearch, "search_query")])
def test_a_field_written_from_a_guideline_is_a_stated_limit(schema, field):
    parsed, raw, caught = _fill(schema, WRAPPED)
    assert getattr(parsed, field) == "", parsed
    assert raw.response_metadata.get("simulator_limit")
    assert any(issubclass(w.category, SimulatorLimitWarning) for w in caught)


def test_a_real_question_is_still_rewritten():
    parsed, raw, _ = _fill(CatalogueSearch, "Find seeds for me.\n\nQuestion: Which climbing beans grow well in a cold, wet spring?")
    assert "bean" in parsed.search_query.lower(), parsed
    assert not raw.response_metadata.get("simulator_limit")
