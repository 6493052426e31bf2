"""``capped_counts``: a most-how-many question ("max number of guest passes a year?", "how many tickets can I buy?")
over a cap ("up to 4 packs a year", "a maximum of 8 tickets") is the cap in the question's own units, worked
through the pack's count ("packs of 5 passes": 4 x 5); a cap of packs with no pack count is the limit; two caps,
no cap or no most asked: ``None`` (issue 26, the fifty-ninth set's XW3 b, regress78). Invented documents; the cues
are data (``data/sim/capped_counts.yaml``, the cap phrases ``ordinal_caps.yaml``'s)."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.grounded.capped_counts import Capped, Uncounted, capped

GYM = """Guest passes
Packs of 5 guest passes: £10 a pack. Members may buy up to 4 packs a year.
Update: packs are now £12."""

THEATRE = """Box office
Tickets £22, concessions £18. A maximum of 8 tickets per booking."""

ZOO = """Zoo membership
Members may buy up to 3 bundles a year. Bundles: £40 each."""

TWO = """Limits
Up to 4 packs a year for members; up to 2 packs a year for associates."""


@pytest.mark.parametrize(("question", "doc", "count", "worked"), [
    ("max number of guest passes we can get in a year?", GYM, 20, True),
    ("how many guest passes a year max?", GYM, 20, True),
    ("how many tickets can I buy in one booking", THEATRE, 8, False),
    ("maximum number of tickets per booking", THEATRE, 8, False),
], ids=["max-number-packs", "how-many-max", "how-many-can", "maximum-number"])
def test_the_cap_in_the_questions_units(question, doc, count, worked):
    found = capped(question, [doc])
    assert isinstance(found, Capped) and found.count == count and bool(found.working) == worked
    assert found.answer().startswith(str(count)) and found.rule in found.answer()


def test_a_cap_of_packs_without_a_pack_count_is_the_limit():
    found = capped("max number of zoo tickets we can get in a year", [ZOO.replace("Bundles: £40 each.",
                                                                               "Bundles of tickets: £40 each.")])
    assert isinstance(found, Uncounted) and found.unit == "bundle"


@pytest.mark.parametrize(("question", "doc"), [
    ("how many guest passes are in a pack?", GYM),  # no most asked
    ("max number of guest passes?", TWO),  # two caps that differ
    ("how much is a pack of guest passes?", GYM),  # a price asked
    ("how many seats can I book?", "Seats £5 each."),  # no cap
], ids=["no-most", "two-caps", "price", "no-cap"])
def test_no_reading_where_no_cap_settles_it(question, doc):
    assert capped(question, [doc]) is None


def test_the_chat_model_works_the_count():
    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(f"Answer only from the context.\n\nContext:\n{GYM}"),
                                           HumanMessage("max number of guest passes we can get in a year?")])
    assert out.content.startswith("20") and "up to 4 packs" in out.content


def test_a_cap_a_later_line_changes_is_left_to_the_change():
    doc = ("Hall hire terms\n4. The hirer may bring up to 40 seated guests.\n"
           "Amendment A2: clause 4: the number of seated guests is raised to 60.")
    assert capped("how many guests can I have at most?", [doc]) is None
    found = capped("how many guests can I have at most?", [doc.split("\nAmendment")[0]])
    assert isinstance(found, Capped) and found.count == 40  # the adjective before the noun ("seated") is no unit
