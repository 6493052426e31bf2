"""A confirmation's "Ref:" line answers a question for its reference (``record_key_words`` in
``data/sim/lexicons.yaml``: ref -> reference). Without it, "whats the booking reference", once its
typo was read as meant (twentyfirstfixA's ``typos``), was answered by the title line with
"I could not find anything about 'reference'" (the nineteenth set's karaoke-ref-typo)."""

from __future__ import annotations

import pytest

from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_NOTES = [
    ("FERRY TICKET - Islay crossing, 14 May\nRef: FX-55120      Passenger: Aled Rhys\nVehicle: car, under 5 m",
     "what's the ticket reference?", "FX-55120"),
    ("TABLE BOOKING - The Gannet, Harbour Row\nRef: GN/0412        Name: Sorcha Byrne\nGuests: 4, 19:30",
     "What is my reference?", "GN/0412"),
    ("Repair receipt - Cycle Hub\nRef: CH-2290\nItem: rear wheel truing\nReady: Friday",
     "whats the reference number", "CH-2290"),
]


@pytest.mark.parametrize("notes, question, ref", _NOTES)
def test_a_ref_line_answers_the_reference(llm, notes, question, ref):  # noqa: F811
    reply, stated = _rag(llm, notes, question)
    assert ref in reply and not stated, (reply, stated)
