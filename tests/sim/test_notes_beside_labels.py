"""Notes beside a labelled section of a system prompt (issue 26; found while writing probe
``amended_m``; ``request/pointed_material.notes_beside_sections``).

"Answer from these notes only.\\n\\nThe club bar shuts at 11 pm on Fridays.\\n\\nMatch fees:\\nAdults
£6, juniors £3.": the labelled section was the prompt's only material, so the bar's line was read as
instructions and its question got a limit with a wrong reason ("the documents are in French"). Now
a paragraph of notes beside the labelled material is material too; the first paragraph, a role, an
imperative, a lead-in and words to the model are not. Prompts are invented here; the answers fail on
91badf2a, the exclusions are guards.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.pointed_material import notes_beside_sections

CLUB = ("Answer from these notes only.\n\n"
        "The club bar shuts at 11 pm on Fridays. Guests must be signed in by a member.\n\n"
        "Match fees:\nAdults £6, juniors £3.")
LIBRARY = ("Use only the information below.\n\n"
           "Late returns are charged 20p a day. Members can renew online twice.\n\n"
           "Opening hours:\nMon-Fri 9-5, Sat 9-1.\n\n"
           "Be brief.")
SURGERY = ("You help patients of Elm Row Surgery.\n\n"
           "Opening times:\nMonday to Friday 8 am - 6.30 pm.\n\n"
           "Repeat prescriptions take two working days. Blood tests are on Tuesday and Thursday mornings.\n\n"
           "Keep answers short.")


@pytest.mark.parametrize("system, question, expected", [
    (CLUB, "When does the bar shut on Fridays?", "11 pm"),
    (CLUB, "How much is a junior?", "£3"),
    (LIBRARY, "How much is a late return per day?", "20p"),
    (LIBRARY, "Who can renew online?", "Members"),
])
def test_answered_from_notes_beside_a_label(system, question, expected):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(system), HumanMessage(question)])
    assert expected in out.content
    assert not [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_which_paragraphs_are_notes():
    spans = [(SURGERY.index("Opening times:"), SURGERY.index("6.30 pm.") + 8)]
    found = [SURGERY[a:b] for a, b in notes_beside_sections(SURGERY, spans)]
    assert found == ["Repeat prescriptions take two working days. Blood tests are on Tuesday and Thursday mornings."]
