"""``subject_lines``: a line naming everything a question asks about makes "I don't know." a doubt."""

from __future__ import annotations

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.subject_lines import held_subject, subject_terms

_NOTES = (
    "Allotment society - plot rules\n"
    "Bonfires allowed Oct-Mar only, after 4pm.\n"
    "Gate code changes every quarter; ask the secretary.\n"
    "Hose pipe ban 1st June - 31st August.\n"
    "Annual rent is due on 25 March.\n"
)


@pytest.mark.parametrize(
    ("question", "held"),
    [
        ("how long is the hose pipe ban", "Hose pipe ban 1st June - 31st August."),  # two terms, a span
        ("when can we have bonfires", "Bonfires allowed Oct-Mar only, after 4pm."),  # one term, a time
        ("which gate code changes", "Gate code changes every quarter; ask the secretary."),  # two terms, no form
        ("what is the rent", None),  # one term, no form asked: the documents' topic alone is no evidence
        ("how much does the rent cost", None),  # one term, an amount asked, none in its line
        ("how long is the waiting list", None),  # 'waiting', 'list' nowhere
        ("when is the pond cleaned", None),  # 'pond' nowhere
    ],
)
def test_held_subject(question, held):
    assert held_subject(question, [_NOTES]) == held


def test_form_words_are_not_subject():
    assert subject_terms("how long are the quiet hours") == {"quiet", "hour"}
    assert subject_terms("what time does it start") == {"start"}


def test_a_trusted_absence_doubted_when_a_line_names_the_subject():
    """Behaviour: "I don't know." was trusted over a line stating the span; now a stated limit."""
    llm = SimulatedChatModel()
    notes = "Site rules\nQuiet hours 11pm-7am: the cabins are close together.\nBarbecues on the gravel only.\n"
    out = llm.invoke(f"Context:\n{notes}\nQuestion: how long are the quiet hours")
    assert out.response_metadata.get("simulator_limit"), out.content
    absent = llm.invoke(f"Context:\n{notes}\nQuestion: how long is the pool open")
    assert not absent.response_metadata.get("simulator_limit"), absent.content  # nothing of it named: absent
