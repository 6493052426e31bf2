"""``only_rules``: a permission question read against an "X only" rule (issue 26; the twenty-second
set's Q3: "Can I use a spinner?" over "“Fly only” applies ..." got a trusted "I don't know.").
Notices and wordings invented here; the module did not exist on fd1edf3 (every case fails there
at collection; the end-to-end cases are the behaviour), guards marked.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import only_rules
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_HALL = """Village hall - house rules
Bar: cash only after 10pm.
Snooker room: members only.
Soft play: under-5s only, with a grown-up.
The car park closes at midnight.
"""

_RIVER = """Beat 3, River Arran. Catch and release.
'Fly only' on the upper pool; spinning is allowed below the footbridge.
Day tickets from the post office.
"""


@pytest.mark.parametrize(("doc", "question", "verdict"), [
    (_HALL, "Can I pay by card at the bar after 10pm?", False),
    (_HALL, "Can I pay cash at the bar?", True),
    (_HALL, "can non-members use the snooker room", False),
    (_HALL, "Can guests play snooker?", False),
    (_HALL, "Can members use the snooker room?", True),
    (_RIVER, "Can I use worms on the upper pool?", False),
    (_RIVER, "Can I fish a fly on the upper pool?", True),
    (_HALL, "Is my dad allowed in the snooker room?", None),  # not told whether he is a member
])
def test_the_rule_met_broken_or_unsettled(doc, question, verdict):
    found = only_rules.ruled(question, [doc])
    assert found is not None and found.verdict is verdict


@pytest.mark.parametrize(("doc", "question"), [
    (_HALL, "When does the car park close?"),  # guard: no permission asked
    (_HALL, "What time does the bar shut?"),  # guard
    ("Opening hours: 9-5 daily. Parking at the rear.", "Can I park at the rear?"),  # guard: no rule
    (_RIVER, "Can I buy a day ticket at the post office?"),  # no rule shares a word or names a kind
])
def test_no_rule_read(doc, question):
    assert only_rules.ruled(question, [doc]) is None


def test_end_to_end_a_broken_rule_is_a_no(llm):  # noqa: F811 - the fixture
    text, limits = _rag(llm, _HALL, "Can I pay by card at the bar after 10pm?")
    assert text.startswith("No") and "cash only" in text and not limits


def test_end_to_end_an_unsettled_rule_is_a_limit(llm):  # noqa: F811 - the fixture
    _, limits = _rag(llm, _HALL, "Is my dad allowed in the snooker room?")
    assert limits


# Contrast groups of place and day (``only_rule_contrasts``): an island is no mainland, a Sunday no
# weekday (my own wordings; the thirty-third set's rate card, read once its extracts are documents).
_COURIER = ("Same-day courier: bikes run across the city centre. Evening collection costs £6, available on "
            "weekdays only.\nFerry freight: next-day delivery, available on the mainland only.\n")


@pytest.mark.parametrize(("question", "verdict"), [
    ("can you do an evening collection on a sunday?", False),
    ("can I send ferry freight to one of the islands?", False),
    ("can I book an evening collection on a weekday?", True),
])
def test_place_and_day_contrasts(question, verdict):
    found = only_rules.ruled(question, [_COURIER])
    assert found is not None and found.verdict is verdict


@pytest.mark.parametrize(("doc", "question"), [
    ("Scooters may be ridden in the car park only, never on the footpaths or in the playground.",
     "Can my son ride his scooter in the playground?"),
    ("Drones are flown from the east field only, not over the lake.", "Can I fly my drone over the lake?"),
])
def test_a_place_the_rule_names_after_never_or_not_is_a_no(doc, question):
    found = only_rules.ruled(question, [doc])
    assert found is not None and found.verdict is False, found


_KAYAKS = "Kayaks may be launched from the slipway. Paddleboards are allowed only on the inner lagoon, never past the buoys."


@pytest.mark.parametrize(("question", "verdict"), [
    ("Can I take my paddleboard on the inner lagoon?", True),
    ("Can I take my paddleboard past the buoys?", False),
    ("Can I take my paddleboard out to the island?", None),  # another place: not settled, a stated limit
])
def test_a_rule_to_one_place_reads_the_place_as_x(question, verdict):
    found = only_rules.ruled(question, [_KAYAKS])
    assert found is not None and found.only == "inner lagoon" and found.verdict is verdict, found


_SQUADS = """Tuesday swim squads
Minnows: 25 m badge needed.
Otters: 100 m badge needed.
Marlins: club galas and county times.
The end-of-term gala is for Otters and Marlins only.
"""


@pytest.mark.parametrize(("question", "verdict"), [
    ("Can a Minnow swim in the gala?", False),  # a group that leads a line beside X's own: not X
    ("Can an Otter enter the gala?", True),  # guard: X named
    ("Can my friend come to the gala?", None),  # guard: no group of the lines named
])
def test_a_sibling_group_of_the_lines_is_not_x(question, verdict):
    found = only_rules.ruled(question, [_SQUADS])
    assert found is not None and found.verdict is verdict
