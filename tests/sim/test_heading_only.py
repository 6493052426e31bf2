"""A partial answer whose only words in common with the question are in heading lines glued to the
front of its sentence states a limit instead of quoting it with "I could not find anything about ..."
(``grounded.heading_only``, cue ``heading_only.minor_word``, threshold ``heading_words``; issue 26,
ports76: the feedback-loop port's report page). Invented pages and wordings."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.heading_only import glued_heading

PROMPT = ("Use the following pieces of context to answer the user's question.\nIf you don't know the answer, "
          "just say that you don't know, don't try to make up an answer.\n----------------\n{page}")

BEES = ("Keeping Bees in Small Gardens\nPart 2: Where to Put the Hive\nface the entrance away from the path.\n"
        "A colony grows crowded in late spring, and the old queen leaves with half of the workers to find a new "
        "home. Giving the bees a second box in April makes this less likely.")
KILNS = ("Firing Pottery at Home\nChapter 5: What Goes Wrong in the Kiln\nlet it cool before opening.\n"
         "Steam trapped in a pot that was not dried for long enough expands as the kiln heats and splits the "
         "clay apart. Leave new work to dry for a week.")


def _ask(page, question):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke([("system", PROMPT.format(page=page)), ("human", question)])


@pytest.mark.parametrize(("page", "question"), [
    (BEES, "What makes bees in small gardens swarm?"),
    (KILNS, "What makes pottery crack in a home kiln?"),
])
def test_a_question_met_only_in_glued_headings_states_a_limit(page, question):
    """Failed on start76: the headings and the fragment quoted, then "I could not find anything about ..."."""
    reply = _ask(page, question)
    assert reply.response_metadata.get("simulator_limit"), reply.content
    assert "could not find anything" not in reply.content


@pytest.mark.parametrize(("sentence", "text", "heading"), [
    ("Keeping Bees in Small Gardens Part 2: Where to Put the Hive face the entrance away.", BEES,
     "Keeping Bees in Small Gardens Part 2: Where to Put the Hive"),
    ("A colony grows crowded in late spring.", BEES, None),
    ("The Hive Is Heavy. Lift it with two people.", "The Hive Is Heavy. Lift it with two people.", None),
])
def test_glued_heading_table(sentence, text, heading):
    """Table of the heading reader (new code: no start76 counterpart)."""
    got = glued_heading(sentence, text)
    assert (got[0] if got else None) == heading
