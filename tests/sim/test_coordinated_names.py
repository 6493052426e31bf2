"""A list of distinct search queries for a question about two named subjects at once gets one
query per name, not the whole question once (issue 26, ports26: the multiple-queries port's
"where did Harrison and ankush Work" gave one query). ``request/coordinated_names.py`` (from the
structured list-of-queries field), cue ``coordinated_names.joint`` in ``data/sim/patterns.yaml``,
threshold ``rare_name_zipf``. Invented wordings and topics."""

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel


class Lookup(BaseModel):
    """Look things up in the club's member notes."""

    queries: list[str] = Field(..., description="Distinct search queries to run")


SYSTEM = "You can run several searches over the member notes if the question needs more than one."

CASES = [  # (question, the names each query must hold, one per query)
    ("Which instruments do Mirela and Jonas play?", ["Mirela", "Jonas"]),
    ("When did Farida or zdenka renew their membership?", ["Farida", "zdenka"]),
]


def _queries(question):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(Lookup).invoke(
            [("system", SYSTEM), ("human", question)])
    return out.queries


@pytest.mark.parametrize(("question", "per_name"), CASES)
def test_one_query_per_name(question, per_name):
    queries = _queries(question)
    assert len(queries) == 2, queries
    for query, name in zip(queries, per_name, strict=True):
        assert name in query and [n for n in per_name if n != name][0] not in query, queries


@pytest.mark.parametrize("question", [
    "Where did Aiko and Bruno meet?",          # together: one question
    "How do flour and yeast differ?",           # no names
    "Which instruments does Mirela play?",      # one name
])
def test_guard_one_question_stays_one(question):
    """Guards (pass on the old code): nothing to split."""
    assert len(_queries(question)) == 1


@pytest.mark.parametrize(("question", "expected"), [
    ("where did Harrison and ankush Work", ["where did Harrison Work", "where did ankush Work"]),
    ("What did Ada and Omar study?", ["What did Ada study?", "What did Omar study?"]),
    ("How do salt and sugar differ?", None),
    ("Where do Romeo and Juliet meet?", None),
    ("Did Lena and Sam and Priya sign?", None),
])
def test_split_table(question, expected):
    from course_lib.sim.request import coordinated_names

    assert coordinated_names.split(question) == expected
