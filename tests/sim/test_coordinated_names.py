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


# ports80: a list of three or more names, and a question that compares two named subjects


LIST_CASES = [  # (question, the names, one per query)
    ("Which rooms did Odile, Kasper and Ngozi book?", ["Odile", "Kasper", "Ngozi"]),
    ("When did Farida, Mirela or Jonas last renew?", ["Farida", "Mirela", "Jonas"]),
    ("Did Mirela and Jonas join in the same year?", ["Mirela", "Jonas"]),
    ("Do Farida and Odile both play the cello?", ["Farida", "Odile"]),
]


@pytest.mark.parametrize(("question", "per_name"), LIST_CASES)
def test_one_query_per_listed_or_compared_name(question, per_name):
    """ports80: a list of three names was split into pairs that kept its first name in both
    ("where did Ankush, Tomasz work"), and a comparison ("the same year", "both") was one query."""
    queries = _queries(question)
    assert len(queries) == len(per_name), queries
    for query, name in zip(queries, per_name, strict=True):
        assert name in query and not [n for n in per_name if n != name and n in query], queries


@pytest.mark.parametrize(("question", "expected"), [
    ("Where do Ines, Bruno and Kai live?", ["Where do Ines live?", "Where do Bruno live?", "Where do Kai live?"]),
    ("Did Ada and Omar study at the same college?",
     ["Did Ada study at the same college?", "Did Omar study at the same college?"]),
    ("How much did Ada and Omar each pay?", ["How much did Ada pay?", "How much did Omar pay?"]),
    ("Do Ines and Kai both cycle to work?", ["Do Ines cycle to work?", "Do Kai cycle to work?"]),
    ("Did Ada and Omar meet at the same college?", None),  # meeting is one joint thing
    ("Which of salt, sugar and flour is cheapest?", None),  # no names
])
def test_split_lists_and_comparisons_table(question, expected):
    """ports80: the first four rows fail on start80; the last two (a joint "meet", no names) are
    guards that pass before too."""
    from course_lib.sim.request import coordinated_names

    assert coordinated_names.split(question) == expected
