"""Where a thing was moved, asked in other words than the document's (course_lib.sim.grounded.moved_places,
issue 26)."""

from __future__ import annotations

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.moved_places import Moved, Unnamed, moved
from tests.sim.test_grounded_calibration import _rag

_OFFICE = """Office move, Friday
The old printer was carried down to the basement store.
Plants have been put in the meeting room until the painters finish.
Nadia's desk stays where it is.
"""
_LOG = """[08:10] Ruth: the kayaks are being shifted to the lower rack
[08:40] Ola: paddles stored in the blue container
[09:05] Ruth: done
"""


@pytest.mark.parametrize(
    ("doc", "question", "clause"),
    [
        (_OFFICE, "where did the printer end up", "basement store"),  # "end up" ~ "carried down to"
        (_OFFICE, "where have the plants gone", "meeting room"),  # "gone" ~ "put in"
        (_LOG, "where did the paddles get put", "blue container"),  # a chat's message, its time left out
        (_LOG, "where did the kayaks go", "lower rack"),
    ],
)
def test_moved(doc, question, clause):
    found = moved(question, [doc])
    assert isinstance(found, Moved) and clause in found.clause and "[" not in found.clause


@pytest.mark.parametrize(
    ("doc", "question", "kind"),
    [
        (_OFFICE, "where did the filing cabinets end up", Unnamed),  # nothing names them: a limit
        (_OFFICE, "where did nadia's desk end up", type(None)),  # named, but moved by no clause
        (_OFFICE, "where is the printer", type(None)),  # no movement asked: the usual reading
        ("The fete is on the green. Teas in the hall.\n", "where did the bunting go", type(None)),  # nothing moved
    ],
)
def test_not_moved(doc, question, kind):
    assert isinstance(moved(question, [doc]), kind)


def test_the_reply_quotes_the_moving_clause_alone():
    text, limits = _rag(SimulatedChatModel(), _OFFICE, "where did the plants end up")
    assert not limits and "meeting room" in text and "printer" not in text


def test_a_thing_no_line_names_is_a_stated_limit():
    _, limits = _rag(SimulatedChatModel(), _OFFICE, "where did the filing cabinets end up")
    assert limits and "filing cabinets" in limits[0]
