"""Issue 26's leftover failure spots (branch calib9), each checked on invented variants in no
set: documents, tools and wordings of their own, so no fix is keyed to a case's strings. Each
test fails on the code before calib9 unless it says it is a guard.

- "In which town / village / county ...?": the asked kind of place is read from a lexicon
  (``answer_types``), and the one hop to a second note may go through any name the first note
  states, not only the first one ("every Tuesday ... the Old Anchor").
"""

from __future__ import annotations

import warnings

import pytest


def _rag(llm, context, question):
    from langchain_core.messages import HumanMessage, SystemMessage

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = llm.invoke([SystemMessage("Only use the notes below.\n\nNotes:\n" + context),
                          HumanMessage(question)])
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out.content, limits


# --- "In which town ...?": the asked kind, and the hop through any name -----------------------

_CHESS = """[1] clubs/chess.md
The chess club meets every Tuesday in the back room of the Old Anchor.

[2] venues/old-anchor.md
The Old Anchor is a pub on Mill Lane in Thornbury. It opens at noon.
"""
_KILN = """[1] pottery/firing.md
Glaze firings happen on the first Saturday of each month at Brackenfold Studio.

[2] places/brackenfold.md
Brackenfold Studio is a converted barn near Oakham in Rutland.
"""


@pytest.mark.parametrize("context,question,want", [
    (_CHESS, "In which town does the chess club meet?", "Thornbury"),
    (_CHESS, "Which village does the chess club meet in?", "Thornbury"),
    (_CHESS, "In which city does the chess club meet?", "Thornbury"),  # "city" was known; the hop was not
    (_KILN, "In which county do the glaze firings happen?", "Rutland"),
])
def test_a_question_for_a_kind_of_place_is_answered_through_the_note_on_the_venue(llm, context, question,
                                                                                   want):
    reply, limits = _rag(llm, context, question)
    assert want in reply and not limits, (reply, limits)


def test_a_place_noun_that_is_the_topic_is_no_asked_kind_guard(llm):
    # guard: "the town hall" is what is asked about; the note on the town hall answers alone
    notes = "The town hall opens at 9:00 on weekdays and is closed on Sundays.\n"
    reply, limits = _rag(llm, notes, "When does the town hall open?")
    assert "9:00" in reply and not limits, (reply, limits)
