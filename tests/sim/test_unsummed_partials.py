"""A question about a sum or an average over records ("in total", "altogether", "on average")
is not answered by one record that shares its subject (issue 26, ``unworked_answers.unsummed``): before,
the record was quoted as a partial answer ("could not find 'total'") with no limit, though the
asked figure is the records added up. Notes and wordings invented for this test."""

from __future__ import annotations

import pytest

_CARD = ("Date,Shop,Amount\n01/10/2026,Bakery Nord,4.20\n03/10/2026,Petrol Express,58.10\n"
         "09/10/2026,Bakery Nord,6.75\n12/10/2026,Cinema One,19.00\n")
_RUNS = ("Run log\n\nMonday: ran 5.2 km along the canal.\nWednesday: ran 7.8 km in the park.\n"
         "Saturday: ran 12 km with the club.\n")
_TOTALLED = "Invoice 88\n\nLabour: 120.00\nParts: 45.50\nTotal: 165.50\n"


@pytest.mark.parametrize(("notes", "question"), [
    (_CARD, "How much did I spend at Bakery Nord in total?"),
    (_RUNS, "How far did I run altogether this week?"),
    (_CARD, "What did I spend on average at Bakery Nord?"),
])
def test_one_record_is_no_total(notes, question):
    from course_lib.sim import SimulatedChatModel
    from tests.sim.test_written_elsewhere import _rag

    text, stated = _rag(SimulatedChatModel(), notes, question)
    assert stated and "add up" in stated[0], (text, stated)


@pytest.mark.parametrize(("notes", "question", "needle"), [
    (_TOTALLED, "What is the total of invoice 88?", "165.50"),  # the document states the total
    (_CARD, "How much did I pay at Cinema One?", "19.00"),  # one record asked for
])
def test_a_stated_total_or_one_record_is_still_answered(notes, question, needle):  # guards: passed before too
    from course_lib.sim import SimulatedChatModel
    from tests.sim.test_written_elsewhere import _rag

    text, stated = _rag(SimulatedChatModel(), notes, question)
    assert needle in text and not any("add up" in s for s in stated), (text, stated)
