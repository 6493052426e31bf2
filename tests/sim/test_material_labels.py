"""A system prompt whose instruction ends in the material it introduces ("Answer the user's
questions based on the below context:", "You answer from these notes:") heads documents, not a
reply slot: before, its answering word made the label a "generation" slot, the notes under it
were lost and every question met "no task it knows" (LangChain's chat-history tutorial writes its
system prompt this way; the merger's templates_i showed it). A noun's "answer" ("Student answer:")
and a bare "Answer:" still head replies. Notes invented (issue 26)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.reading import label_kind

NOTES = ("Bell-ringing practice is on Thursdays from 19:30 in St Oswin's tower.\n"
         "Beginners are taught by Morag on the tenor bell.\n"
         "The tower is closed in August for repairs to the frame.\n")


@pytest.mark.parametrize("label", [
    "Answer the user's questions based on the below context",
    "You answer from these notes",
    "Reply to the customer using the following information",
    "Respond only with the facts given in the documents provided",
])
def test_an_instruction_ending_in_its_material_heads_documents(label):
    assert label_kind(label) == "docs"


@pytest.mark.parametrize(("label", "kind"), [
    ("Student answer", "generation"),
    ("Answer", "generation"),
    ("Final answer in one word", "generation"),
    ("User question", "question"),
])
def test_other_labels_keep_their_kind(label, kind):
    assert label_kind(label) == kind


@pytest.mark.parametrize("system", [
    "Answer the user's questions based on the below context:\n\n{notes}",
    "You answer from these notes:\n{notes}",
])
def test_the_question_is_answered_from_the_system_prompts_notes(system):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(system.format(notes=NOTES)),
                                           HumanMessage("who teaches the beginners")])
    assert "Morag" in out.content
    assert not out.response_metadata.get("simulator_limit")
