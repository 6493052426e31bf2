"""A yes/no about a name over a listing of names (K4 of the sixteenth set's classes): a name no
entry holds is a "no" read from the whole listing, never "I don't know."; anything less clear is
left to the other readers."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib import SimulatorLimitWarning
from course_lib.sim import listings
from course_lib.sim.model import SimulatedChatModel

NPM = """$ npm ls --depth=0
express@4.19.2
lodash@4.17.21
morgan@1.10.0
zod@3.23.8
"""

PANTRY = """Pantry stock
rice: 2 kg
lentils: 1 kg
oats: 500 g
honey: 1 jar
"""

GEMS = """rails==7.1.3
puma==6.4.2
sidekiq==7.2.1
"""

SYSTEM = ("Answer the question using only the context below. If the context does not contain the answer, "
          "say you don't know.\n\nContext:\n{context}")


def _ask(context, question):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(SYSTEM.format(context=context)), HumanMessage(question)])
    return out.content, [w for w in caught if issubclass(w.category, SimulatorLimitWarning)]


@pytest.mark.parametrize(("context", "question", "name"), [
    (NPM, "Is react installed?", "react"),
    (PANTRY, "Is there any flour?", "flour"),
    (GEMS, "Is devise listed?", "devise"),
])
def test_a_name_no_entry_holds_is_a_no(context, question, name):
    reply, limits = _ask(context, question)
    assert reply.startswith("No") and name in reply and not limits


@pytest.mark.parametrize(("context", "question"), [
    (NPM, "Is express installed?"),  # an entry holds it
    (NPM, "Is react pinned to a major version?"),  # another word picks something
    (PANTRY, "Is there flour or sugar?"),  # two names
    ("Notes from the call. We use express and zod.\nNothing else decided.", "Is react installed?"),  # no listing
])
def test_anything_less_clear_is_no_absence(context, question):
    assert listings.absent(question, [context]) is None
