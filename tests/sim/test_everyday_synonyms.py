"""A question's everyday word meets the document's synonym (issue 26; fourteenth I2, SAME as
eleventh D1 / twelfth G5 / thirteenth H4).

"How many vacation days do I get?" over an offer that says "28 days' holiday" met no line
("vacation" in none), so the reply quoted a line about something else or "I don't know." was
trusted. Now "holiday" and "vacation" are one concept (``data/sim/aliases.yaml``, the one home
of synonyms, read by ``matching``). Documents and wordings are invented for this test; each
behaviour case fails on the code before the change.
"""

from __future__ import annotations

import pytest

from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_OFFER = """Offer of employment - Junior Designer
Start date: 2 March 2027
Hours: 37.5 per week, Monday to Friday
Holiday: 28 days a year including bank holidays
Probation: 6 months
"""

_HANDBOOK = """Staff handbook - time off
Sick days must be reported to your manager by 9:00.
Holiday requests need 4 weeks' notice and your manager's sign-off.
Unused holiday of up to 5 days carries over to the next year.
"""

_CAMPSITE = """Pinewood Campsite - season notes
Pitches open from 1 April to 31 October.
School holiday weeks are booked a year ahead.
Dogs are welcome on a lead.
"""


@pytest.mark.parametrize(("doc", "question", "right"), [
    (_OFFER, "How much vacation do I get a year?", "28 days"),
    (_HANDBOOK, "How many vacation days carry over?", "5 days"),
    (_OFFER, "How many days of vacation are there a year?", "28 days"),
])
def test_the_synonym_holds_the_answer(llm, doc, question, right):  # noqa: F811
    text, stated = _rag(llm, doc, question)
    assert right in text and "don't know" not in text and not stated, (text, stated)


@pytest.mark.parametrize(("doc", "question", "right"), [
    (_HANDBOOK, "How much notice do I need to give for vacation requests?", "4 weeks"),
    (_CAMPSITE, "When are school vacation weeks booked?", "a year ahead"),
])
def test_other_words_already_held_the_answer(llm, doc, question, right):  # noqa: F811 - guard: right before too
    text, stated = _rag(llm, doc, question)
    assert right in text and "don't know" not in text and not stated, (text, stated)
