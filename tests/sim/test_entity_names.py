"""entity_names: a prompt asking for a text's entities as one list gets the text's capitalised
names, without days, months and figures, a camel-cased sentence opener kept ("DeepMind"), and the
comma-separated form when asked. Invented texts and wordings."""

from __future__ import annotations

import pytest

from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.responders import entity_names
from tests.sim._chat import reply_and_limit

TEXTS = [
    ("On Friday, Dr Nadia Osei of the Halvorsen Trust opened the new clinic in Brask.",
     ["Nadia Osei", "Halvorsen Trust", "Brask"], ["Friday"]),
    ("DeepMind and the Ostrava Climate Lab will share data from March. Their first report covers 2024.",
     ["DeepMind", "Ostrava Climate Lab"], ["March", "2024", "Their"]),
    ("Yesterday the ferry from Kilvaig to Port Tamsin was cancelled by Westwater Shipping.",
     ["Kilvaig", "Port Tamsin", "Westwater Shipping"], ["Yesterday"]),
]


@pytest.mark.parametrize(("text", "expected", "left_out"), TEXTS)
def test_the_names_of_the_text_are_listed(text, expected, left_out):
    got = entity_names.listed(text)
    assert all(any(e in g for g in got) for e in expected), got
    assert not set(left_out) & set(got), got


ASKED = [
    ("Extract all the entities (Person, Organization, Location) from the following text.", True),
    ("List the named entities in this note.", True),
    ("Identify the people, organisations and places mentioned below.", True),
    ("Extract the key points of the following text.", False),
]


@pytest.mark.parametrize(("instructions", "asked"), ASKED)
def test_an_entity_list_is_recognised(instructions, asked):
    assert entity_names.asked(instructions) is asked


def test_a_prompt_gets_the_comma_separated_names():
    prompt = ("Extract all the named entities from the note below, separated by commas.\n\nNote: On Friday, Dr Nadia Osei "
              "of the Halvorsen Trust opened the new clinic in Brask.\n\nEntities:")
    reply, limit = reply_and_limit(SimulatedChatModel(), prompt)
    assert not limit
    items = [i.strip() for i in reply.split(",")]
    assert any("Nadia Osei" in i for i in items) and "Halvorsen Trust" in items and "Brask" in items, reply
    assert "Friday" not in items
