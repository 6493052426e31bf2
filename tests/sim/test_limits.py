"""``limits``: the sentence of a stated limit, and its note on the reply being made."""

from __future__ import annotations

import warnings

from course_lib.sim.reports import explain
from course_lib.sim.reports.limits import sentence, state


def test_the_sentence():
    assert sentence("count the rows", "the table has no rows", "count them by hand") == (
        "The offline simulator can't count the rows: the table has no rows; a real model would count them by hand.")


def test_state_notes_the_limit():
    with warnings.catch_warnings(), explain.collecting() as note:
        warnings.simplefilter("ignore")
        text = state("count the rows", "the table has no rows", "count them by hand", kind="documents")
    assert note["limit"] == text and note["limit_kind"] == "documents"
    with explain.collecting() as quiet:
        pass
    assert quiet["limit"] is None  # nothing stated, nothing noted
