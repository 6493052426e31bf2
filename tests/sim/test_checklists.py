"""A task list's boxes read as a status (issue 26, the thirty-third set's BB5; ``checklists``):
"- [ ]" rows are open, "- [x]" rows done, so a count, the earliest or latest due, or the list of the
rows in the asked status is worked from them. Before, the words "open" and "left" met no line (a
trusted "I don't know.") or a done row was quoted beside a count limit. Invented packing lists and
review lists."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import checklists
from tests.sim._chat import ask_rag

PACKING = ("Camping trip packing\n- [x] tent\n- [ ] sleeping bags\n- [x] head torches\n- [ ] stove and gas\n"
           "- [ ] first aid kit\n")
REVIEW = ("Release 4.2 review\n* [x] R1 changelog (merged 2 May)\n* [ ] R2 migration notes, due 9 May\n"
          "* [ ] R3 docs screenshots, due 6 May -> moved to 12 May\n* [ ] R4 licence check, due 11 May\n")


@pytest.mark.parametrize("question, body, start, absent", [
    ("how many things are still left to pack?", PACKING, "3 things", "tent"),
    ("what's still left to pack?", PACKING, "sleeping bags", "torches"),
    ("how many items are done?", PACKING, "2 items", "stove"),
    ("which unchecked item is due first?", REVIEW, "R2 migration notes", "R1"),
    ("which of the open ones is due last?", REVIEW, "R3 docs screenshots", "R4"),  # the moved date counts
])
def test_rows_in_the_asked_status(question, body, start, absent):
    found = checklists.answer(question, [body])
    assert isinstance(found, checklists.Checked) and found.text.startswith(start) and absent not in found.text, found


@pytest.mark.parametrize("question, body", [
    ("what goes in the car first?", PACKING),  # guard: no status asked
    ("how many open rows?", "- [ ] a\n- [ ] b\n- [ ] c\n"),  # guard: boxes all of one kind tell nothing apart
    ("what is still open?", "- [ ] a\n- [x] b\n"),  # guard: too few rows for a checklist
])
def test_no_checklist_answer(question, body):
    assert checklists.answer(question, [body]) is None


def test_undated_rows_are_a_limit_when_ordered():
    assert isinstance(checklists.answer("which open one is due first?", [PACKING]), checklists.Unworked)


def test_the_review_list_end_to_end():
    text, stated = ask_rag(REVIEW, "how many items are still open?")
    assert text.startswith("3 items") and "[x]" not in text and not stated, text
    text, stated = ask_rag(REVIEW, "which of the open ones is due first?")
    assert text.startswith("R2") and not stated, text


@pytest.mark.parametrize("question, start", [
    ("how many of these havent even been done yet?", "3 "),
    ("which items haven't been ticked?", "sleeping bags"),
    ("what is yet to be done", "sleeping bags"),
    ("what wasn't finished", "sleeping bags"),
])
def test_a_negated_done_asks_the_open_rows(question, start):
    """fix58d: "havent been done" once matched ``done_asked`` and counted the ticked rows."""
    found = checklists.answer(question, [PACKING])
    assert isinstance(found, checklists.Checked) and found.text.startswith(start) and "tent" not in found.text, found
