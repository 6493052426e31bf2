"""A correction written as a later SENTENCE of a prose paragraph (issue 26; the sixty-second's YW1).

A clinic's prices as one paragraph ending "... Please note (amended 10 February): custom insoles are now £260 a
pair." gave the old £240: the later-correction reader (``later_corrections.correcting``) read the lines after the
picked one, never the later sentences of its own line. Now a paragraph's later sentences are read as its later
lines are (``later_corrections`` reads a line's sentences with ``material.prose.units``), so a marked sentence
("Note (updated 3 May): ...", "Correction (2 June): ...") changes the picked sentence it names; a later sentence
changing another item, or telling history ("Until 2024 ... was"), changes nothing. Paragraphs, prompts and
questions are invented; each case fails on read80 unless marked a guard.
"""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded import later_corrections

_PIANO = ("Harlow Piano Services. A standard tuning is £85 and takes about an hour. Pitch raising costs £40 extra. "
          "We cover the whole county. Note (updated 3 May): a standard tuning now costs £90.")
_GROOM = ("Paws & Claws grooming: a full groom for a medium dog is £45, a bath and brush is £25 and nail clipping is "
          "£8. We are open Tuesday to Saturday. {last}")


@pytest.fixture(scope="module")
def llm():
    return SimulatedChatModel()


def _ask(llm, system: str, question: str) -> str:
    return llm.invoke([SystemMessage(system), HumanMessage(question)]).content


@pytest.mark.parametrize(("doc", "question", "new", "old"), [
    (_PIANO, "how much is a standard tuning", "£90", "£85"),
    (_GROOM.format(last="Correction (2 June): a full groom for a medium dog is now £48."),
     "how much is a full groom for a medium dog", "£48", None),
])
def test_later_sentence_applied(llm, doc, question, new, old):
    """The paragraph's later marked sentence gives the value in force (read80: the old value quoted)."""
    out = _ask(llm, f"Answer from the notes below.\n\n{doc}", question)
    assert new in out and "corrects" in out, out


def test_correcting_reads_a_later_sentence():
    """``correcting`` over one paragraph: its later sentence is the correction of the picked one."""
    got = later_corrections.correcting("how much is a standard tuning",
                                       ["A standard tuning is £85 and takes about an hour."], [_PIANO])
    assert got is not None and "£90" in got.line and "£85" not in got.line


@pytest.mark.parametrize("last", [
    "Correction (2 June): nail clipping is now £10.",  # another item changed
    "Until 2024 a full groom for a medium dog was £40.",  # history, no change
])
def test_other_later_sentences_change_nothing(llm, last):
    """Guard (passes on read80 too): a later sentence that changes another item or tells history leaves the
    picked value."""
    out = _ask(llm, f"Use the text below to answer.\n\n{_GROOM.format(last=last)}",
               "how much is a full groom for a medium dog")
    assert "£45" in out and "corrects" not in out
