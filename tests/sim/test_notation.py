"""``notation``: the share of a document's terms that are codes, figures or unknown letter strings
(a serial console dump, a coded report), and whether a reader already takes the document by its
keys. Invented texts."""

from __future__ import annotations

import pytest

from course_lib.sim.material.notation import NOTATION_SHARE, notation_share, unread_notation

CODED = "Serial 7XQ-4471 ttyUSB0 baud=115200 fw v2.8.1b crc 0x3FA9 rev C2 pkt=512"
PROSE = "The ferry to the island leaves the harbour twice a day in summer."
TABLE = "| Pump | Flow |\n|---|---|\n| P1 | 40 |\n| P2 | 55 |\n"


@pytest.mark.parametrize(
    ("text", "coded"),
    [
        (CODED, True),  # codes, figures and identifiers: a notation
        (PROSE, False),  # everyday words
        ("ok", False),  # under four terms: no share measured
        ("冷却泵每周检查一次 P1 P2 P3 P4", False),  # Chinese is read by characters: never a notation
    ],
)
def test_notation_share(text, coded):
    assert (notation_share(text) >= NOTATION_SHARE) is coded


def test_a_document_read_by_its_keys_is_no_unread_notation():
    assert unread_notation(TABLE) == 0.0  # a table's rows are records it reads
    assert unread_notation(CODED) == notation_share(CODED) >= NOTATION_SHARE
