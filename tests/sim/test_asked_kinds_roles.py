"""A length of time asked in one role answered by one of another role (``grounded.asked_kinds._other_role``,
``duration_roles`` in data/sim/asked_kinds.yaml; issue 26, the sixty-first set's ZW4): "how long does the
pass last" over "allow 2 hours" is no answer. Wordings and material are my own (branch fix66c): a ski lift's
ticket office, a council's visa-style letter, a bike-share scheme. The flagging rows fail on read79 (no such
check there); the rows marked guard pass there too."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded import asked_kinds

SKI = ("Snowpeak lift office. Group passes must be ordered at least 2 days in advance. Lockers: 3 euros. "
       "Helmets are compulsory for under-12s.")
SKI_VALID = SKI + " Season passes are valid for 5 months from opening day."
LETTER = "Residents' letters. A residence letter is valid for 6 months. Bring photo ID to the front desk."

ROWS = [  # (question, reply, documents, the kind flagged or None, whether the absence is said)
    ("how long does a group pass last?", "Group passes must be ordered at least 2 days in advance.", SKI,
     "length of time (validity)", True),
    ("how long is the group pass good for", "Group passes must be ordered at least 2 days in advance.", SKI_VALID,
     "length of time (validity)", False),  # a validity elsewhere in the documents: the limit, not the absence
    ("how long does it take to get a residence letter?", "A residence letter is valid for 6 months.", LETTER,
     "length of time (lead)", True),
    # guards (pass on read79 too): the asked role met, or a length of time with no role word
    ("how long does a season pass last?", "Season passes are valid for 5 months from opening day.", SKI_VALID,
     None, False),
    ("how long does the group pass last?", "Group passes: 3 days.", SKI, None, False),
]


@pytest.mark.parametrize(("question", "reply", "docs", "kind", "absent"), ROWS)
def test_the_role_of_a_length_of_time(question, reply, docs, kind, absent):
    found = asked_kinds.unmet(question, reply, [docs])
    if kind is None:
        assert found is None or not found.asked.startswith("length of time (")
        return
    assert found is not None and found.asked == kind
    assert bool(found.absent) is absent


def test_the_model_says_the_validity_is_not_given():
    reply = SimulatedChatModel().invoke([SystemMessage(f"Answer from the notice.\n\n{SKI}"),
                                         HumanMessage("how long does a group pass last?")]).content
    assert "don't say" in reply and "valid" in reply and not reply.lower().startswith("group passes")


def test_the_roles_data_is_well_formed():
    roles = asked_kinds._duration_roles()
    assert {r for r, *_ in roles} >= {"validity", "lead"}
    assert all("{duration}" in absent for *_, absent in roles)
    assert [d for d, _ in asked_kinds._durations("allow 3 working days; valid for two weeks")] == [
        "3 working days", "two weeks"]


TOUR = "Castle tours. Allow 90 minutes for the full tour. Tours take 50 minutes on Mondays. Tickets: 12 euros."


@pytest.mark.parametrize("question", ["how long does the full tour last?", "how long does the tour take on Mondays?"])
def test_an_events_own_length_is_no_other_role(question):  # guard: passes on read79 too (no role check there)
    for line in ("Allow 90 minutes for the full tour.", "Tours take 50 minutes on Mondays."):
        found = asked_kinds.unmet(question, line, [TOUR])
        assert found is None or not found.asked.startswith("length of time (")
