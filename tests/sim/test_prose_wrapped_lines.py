"""Hard-wrapped prose is re-joined before any line reader sees it (``prose._rejoined``): a wrapped
line holding a colon is no "Key: value" field, a line wrapped before a figure is no list line, a
message's header fields over a wrapped paragraph stay fields; a record's own lines stay one a
line. Invented notes, each read as written on long lines and hard-wrapped at 50-64 columns."""

import textwrap

import pytest

from course_lib.sim.material.prose import units


def _wrapped(text: str, width: int) -> str:
    return "\n".join(textwrap.fill(x, width) if len(x) > width else x for x in text.split("\n"))


def _texts(text: str) -> list[str]:
    return [u.text for u in units(text)]


NOTES = [
    # header fields over a wrapped paragraph (an e-mail pasted with its headers)
    """From: reception@hollins.example
Subject: Flu clinic moved
Date: 12 September
The Saturday flu clinic for patients over 65 will be held in the church hall next door instead of in the surgery itself, because the waiting room is being rewired. Bring your NHS number if you have it to hand.""",
    # fields over a sentence wrapped just before a time (a line that then looks like a list line)
    """Acara: Rapat warga RT 04
Tempat: Balai warga
Rapat akan dimulai pada hari Minggu tanggal 9 November dari pukul 19.30 sampai 21.00 dan semua kepala keluarga diharap hadir.""",
    # a sentence whose wrapped line holds a colon after a full stop ("... Bring one thing: ...")
    """To: beach volunteers
Re: Sunday clean
Our beach clean on Sunday starts at the lifeboat station. We end by the pier. Bring this one: gloves of your own, since the council only lends out grabbers and bags this year.""",
    # a glossary whose entries wrap (term, then its definition on long lines)
    """Sailing words
Leeward The side of a boat or of an island that is turned away from the wind, so sheltered from it.
Windward The side that faces the wind, where spray and waves hit first.""",
]


@pytest.mark.parametrize("width", [50, 60, 64])
@pytest.mark.parametrize("note", NOTES, ids=["headers", "lone-figure-line", "colon-in-sentence", "glossary"])
def test_a_hard_wrapped_note_reads_as_it_does_on_long_lines(note, width):
    assert _texts(_wrapped(note, width)) == _texts(note)


_TAIL = ("Please check these details against your own copy and tell us straight away if anything in them "
         "is not what you expected to see.")


@pytest.mark.parametrize("record", [
    "Flight: TP 2210 Porto (OPO) - Geneva (GVA), 3 March 2027\nScheduled arrival 11:05, actual 14:50\n"
    "Passengers on this booking: 3\nReason given: late inbound aircraft\nRefund to card ending 4410",
], ids=["fields-and-facts"])
def test_a_records_lines_stay_one_a_line_over_a_wrapped_note(record):
    """The record's lines are units as they were; the wrapped note under them reads whole."""
    note = f"{record}\n{_TAIL}"
    assert _texts(_wrapped(note, 60)) == _texts(note)
    assert _TAIL in _texts(_wrapped(note, 60))


def test_a_wrapped_field_value_continues_only_on_a_lower_case_line():
    from course_lib.sim.material.prose import _rejoined

    lines = ["Status: submitted on 2 March and the landlord must answer within",
             "fourteen days of the date on the letter",
             "Deposit held by the scheme named in the tenancy agreement"]
    joined, indents, _ = _rejoined(lines, [0, 0, 0], frozenset())
    assert joined == [f"{lines[0]} {lines[1]}", lines[2]] and indents == [0, 0]
