"""Where someone works or lives, asked of a person the user placed earlier (issue 26, build item
2: a follow-up's pronoun resolved from the previous turns; facts the user stated): "where does
she work?" after "My sister Ines is a vet in Porto." reads the statement that places her, though
it never says "work" (``location_verbs`` in ``data/sim/lexicons.yaml``). A person never placed
keeps the limit. Invented threads."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue.thread_notes import question_about


def _thread(*turns: str):
    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(msgs)
    return out.content, out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize("turns, place", [
    (("My sister Ines is a vet in Porto.", "Nice.", "where does she work?"), "Porto"),
    (("My uncle Bram is a baker in Ghent.", "Lovely.", "which town does he live in?"), "Ghent"),
    (("My cousin Aiko is a student in Sapporo.", "Cool.", "where is she based?"), "Sapporo"),
])
def test_a_placed_person_is_where_they_work_or_live(turns, place):
    text, limit = _thread(*turns)
    assert place in text and not limit, (text, limit)


def test_a_statement_using_the_verb_is_read_as_asked():
    said = ["My sister Ines works at a bakery and lives in Porto."]
    assert question_about("where does Ines work?", said) == "where does Ines work?"


def test_a_person_never_placed_keeps_the_limit():
    text, limit = _thread("My friend Tomas is a chef.", "Nice.", "which city does he live in?")
    assert limit and "Tomas" not in text
