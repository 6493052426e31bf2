"""A who-question's later "correction" must name someone new (issue 26; ``later_corrections``): "Update
2 June: the organiser has booked a buffet" names no one, so "Who is organising it?" keeps the
organiser's line, not the update with "(This corrects what an earlier line says.)". Invented
material. The organiser row fails on e764df6c; the kennel row (another path kept it there) and the guard
hold on both.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import later_corrections
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_SOCIAL = ("Choir social, 20 June.\nOrganiser: Pat Llewellyn.\nVenue: the Mason Arms back room.\n"
           "Update 2 June: the organiser has booked a buffet for 30 people.\n")
_KENNEL = ("Boarding record, kennel 4.\nOwner: Mr D. Faraday.\nDog: Juno, a lurcher.\n"
           "Note added 9 May: owner asked for an extra walk each evening.\n")


@pytest.mark.parametrize(("doc", "question", "picked", "said"), [
    (_SOCIAL, "Who is organising it?", "Organiser: Pat Llewellyn.", "Llewellyn"),
    (_KENNEL, "Who is the owner?", "Owner: Mr D. Faraday.", "Faraday"),
])
def test_a_later_line_naming_no_one_is_no_correction(llm, doc, question, picked, said):  # noqa: F811
    assert later_corrections.correcting(question, [picked], [doc]) is None
    reply, _ = _rag(llm, doc, question)
    assert said in reply and "corrects" not in reply, reply


def test_a_later_line_naming_someone_new_still_corrects():  # guard
    doc = "Choir social.\nOrganiser: Pat Llewellyn.\nUpdate 2 June: the organiser is now Siân Hughes.\n"
    found = later_corrections.correcting("Who is organising it?", ["Organiser: Pat Llewellyn."], [doc])
    assert found is not None and "Hughes" in found.line
