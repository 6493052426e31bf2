"""A reply never says the documents lack a word they write (issue 26, ``composed_quotes.written_elsewhere``).

A partial answer used to end "I could not find anything about 'total' in the documents" while a
line the reader does not take as a sentence said "GRAND TOTAL 372.00" (a right-aligned block read
as code, a fenced block, a fixed-width line). That claim is false, and it looks as sure as a right
answer. Now such a reply quotes what it read and states a documents limit instead. Notes and
wordings are invented for this test; each behaviour case fails on the code before the change,
the last is a guard (a word the documents truly lack is still reported missing, with no limit).
"""

from __future__ import annotations

import pytest

from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_ORDER = """Order summary for Kestrel Labs.
Shipped to 4 Mill Lane, Leeds on 3 May.

                                        SUBTOTAL     310.00
                                        VAT           62.00
                                        GRAND TOTAL  372.00
"""
_TICKET = """Ticket #4411 was opened by Marta Kowal about the login page.

```
resolution: cleared the session cache
```
"""
_FERRY = """Harbour ferry, winter service.
Boats leave from Pier 2 on the hour.

    FARES   adult 4.50   child 2.00
"""


@pytest.mark.parametrize(
    ("notes", "question", "word"),
    [
        (_ORDER, "What is the grand total for the Kestrel Labs order?", "total"),
        (_TICKET, "What resolution did Marta Kowal's ticket get?", "resolution"),
        (_FERRY, "What are the fares on the harbour ferry?", "fares"),
    ],
)
def test_a_word_the_documents_write_is_never_said_missing(llm, notes, question, word):  # noqa: F811
    text, stated = _rag(llm, notes, question)
    assert "could not find anything about" not in text, text
    assert stated and word in stated[0], (text, stated)


def test_a_word_the_documents_lack_is_still_reported_missing(llm):  # noqa: F811  guard: passed before too
    notes = "Harbour ferry, winter service.\nBoats leave from Pier 2 on the hour.\n"
    text, stated = _rag(llm, notes, "What are the fares on the harbour ferry?")
    assert "could not find anything about 'fares'" in text and not stated, (text, stated)
