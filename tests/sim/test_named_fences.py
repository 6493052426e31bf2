"""A system prompt that names its material's fence reads the fenced text as documents (issue 26,
thirtieth set Y5 (b)'s class): "Answer only from the sheet between the lines of hashes.", "inside the
triple quotes", "between the ### lines" (``rule_fenced.named_fence``, its words ``named_fence`` in
data/sim/patterns.yaml, read by ``reading._system_as_notes``). Before, the material was not read and
every question got the knowledge limit. Invented rules sheets."""

from __future__ import annotations

import pytest

from course_lib.sim.request.rule_fenced import named_fence
from tests.sim._chat import ask_rag

SHEET = """Greenway Allotments - plot rules
Bonfires are allowed only between 1 November and 31 March, after 4pm.
Each plot may keep up to 6 hens; no cockerels.
Water butts must have lids."""


@pytest.mark.parametrize("system", [
    "You help plot holders. Answer ONLY from the rules sheet between the lines of hashes.\n"
    + "#" * 20 + "\n{context}\n" + "#" * 20,
    'You help plot holders. Answer only from the text inside the triple quotes.\n"""\n{context}\n"""',
    "You help plot holders. Use only the rules between the ### lines.\n###\n{context}\n###",
])
def test_the_fenced_text_is_read_as_documents(system):
    text, stated = ask_rag(SHEET, "how many hens can I keep?", system=system)
    assert "6 hens" in text and not stated, text


@pytest.mark.parametrize("text", [
    "Answer only from the leaflet between the lines of hashes.\nNo leaflet was attached today.",  # no fence
    "Answer from the notes between the lines of hashes.\n-----\n" + SHEET + "\n-----",  # dashes, not hashes
    "Use the text inside the triple quotes.\n### Rules\n" + SHEET,  # a markdown heading is no fence
])
def test_no_fence_of_the_named_mark_reads_nothing(text):
    assert named_fence(text) is None
