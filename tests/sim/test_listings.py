"""A yes/no about a name over a listing of names (K4 of the sixteenth set's classes): a name no
entry holds is a "no" read from the whole listing, never "I don't know."; anything less clear is
left to the other readers."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import listings
from tests.sim._chat import ask_rag as _ask

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
