"""My probe of the session of 2026-12-07 (issue 26, task fix60b): a later change line linked only on
the asked subject; a count times an "each" price; a running sum over chat turns; post-noun negations
in schema fields. Written before any change of the task.

Material of my own: a seaside guest house's page with a "Changed from May" line, a climbing wall's
price list with "each" / "per person" lines, chats that keep a tally of costs over turns, and
``with_structured_output`` over sentences that deny a thing after naming it.

Oracles strict: the asked figure is required; a reply built from the unchanged line when a later
line changes the asked subject is wrong, and so is one that swaps in a change line about another
subject. ``python -W ignore -m tests.sim.probes.linked_w [-v]``.

History (right / limit / silently wrong / false alarms): first sight on 31dc593c (premerge73),
before any change: 9 / 3 / 4 / 0 (wall-cafe's "Update" line given with "could not find"; a product limit for "3
of us" beside "£4 each"; two running totals stated as limits; three schemas reading "X isn't included" True).
After fix60b (``flag_scope.denied_after``, ``dialogue.running_totals`` (now ``thread_workings.running_total``),
``workings``' party count times an "each" price, ``later_corrections``' asked subject): 15 / 0 / 1 / 0 (wall-cafe left).
"""

from __future__ import annotations

import re
import sys
from typing import Annotated, TypedDict

from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _both,
    _none_of,
    _parsed,
    _rag,
    _structured,
    _text,
    _thread,
    report,
)

GUEST_HOUSE = (
    "Heron Lodge B&B - guest information\n"
    "Breakfast is served in the conservatory from 8 to 9.30am.\n"
    "Parking: two spaces behind the house, £5 a night, first come first served.\n"
    "The conservatory has twelve tables and a sea view.\n"
    "Bikes can be stored in the garden shed.\n"
    "Changed from May: breakfast is now 7.30 to 10am.\n"
)
WALL = (
    "Crag Shed Climbing Wall\n"
    "Adult session: £11.\n"
    "Shoe hire £4 each.\n"
    "Induction for new climbers: £15 per person, booked in advance.\n"
    "Chalk bags are on sale at the desk.\n"
    "Update: the café now closes at 6pm.\n"
)
NOT_GIVEN = ("don't know", "not say", "doesn't say", "not stated", "not given", "no information", "not mention",
             "does not", "doesn't", "isn't", "not in", "not listed", "only")


def _re(pattern: str):
    return lambda out: bool(re.search(pattern, _text(out), re.I))


def _n(number: str):
    return _re(rf"(?<![\d.,£]){number}(?:[.,]00?)?(?!\d|[.,]\d)|£{number}(?:[.,]00?)?(?!\d|[.,]\d)")


class Stay(TypedDict):
    pets_allowed: Annotated[bool, ..., "whether pets are allowed"]
    parking_included: Annotated[bool, ..., "whether parking is included"]


class Flat(BaseModel):
    furnished: bool = Field(description="whether the flat is furnished")
    bills_included: bool = Field(description="whether bills are included in the rent")


class Venue(BaseModel):
    wifi_available: bool = Field(description="whether wifi is available")
    dogs_permitted: bool = Field(description="whether dogs are permitted")


CASES: list[Case] = [
    # a later change line: links only on the asked subject
    Case("gh-breakfast", _rag(GUEST_HOUSE, "what time is breakfast"),
         _both(_re(r"7[.:]30"), _none_of("8 to 9.30"))),
    Case("gh-parking", _rag(GUEST_HOUSE, "how much is parking"),
         _both(_n("5"), _none_of("7.30", "10am"))),
    Case("gh-tables", _rag(GUEST_HOUSE, "how many tables in the conservatory"),
         _both(_re(r"\btwelve\b|(?<!\d)12(?!\d)"), _none_of("7.30"))),
    Case("wall-cafe", _rag(WALL, "what time does the cafe close"),
         _both(_re(r"(?<!\d)6 ?pm|18:00"), _none_of("don't know"))),
    Case("wall-adult", _rag(WALL, "how much is an adult session"),
         _both(_n("11"), _none_of("6pm"))),
    Case("gh-pool-absent", _rag(GUEST_HOUSE, "is there a swimming pool"),
         _both(_re("|".join(re.escape(p) for p in NOT_GIVEN) + r"|\bno\b"), _none_of("7.30", "yes,"))),
    # a count times an "each" / "per person" price
    Case("wall-shoes-3", _rag(WALL, "3 of us need shoes, what's the cost"),
         _both(_n("12"), _none_of("could not find"))),
    Case("wall-induction-2", _rag(WALL, "induction for 2 people, how much"),
         _both(_n("30"), _none_of("could not find"))),
    Case("wall-shoe-1", _rag(WALL, "how much is shoe hire"),
         _n("4")),
    # a running sum over the user's turns
    Case("tally-two", _thread("paid 20 for petrol", "OK.", "and 6.50 for the car wash", "Got it.",
                              "what's that come to"),
         _both(_re(r"(?<![\d.])26[.,]50(?!\d)"), _none_of("don't know"))),
    Case("tally-three", _thread("i spent 7.20 on the train", "Noted.", "then 4.10 on a sandwich", "OK.",
                                "and 2.30 on a paper", "Sure.", "how much have i spent so far"),
         _both(_re(r"(?<![\d.])13[.,]60?(?!\d)"), _none_of("don't know"))),
    Case("tally-one", _thread("spent 9.99 on a phone case", "OK.", "how much have i spent"),
         _re(r"(?<![\d.])9[.,]99(?!\d)")),
    # post-noun negations in schema fields
    Case("schema-stay", _structured(Stay, "Pets are not allowed, parking is included."),
         _parsed(lambda s: isinstance(s, dict) and (s.get("pets_allowed"), s.get("parking_included")) == (False, True))),
    Case("schema-flat", _structured(Flat, "The flat is furnished but bills aren't included."),
         _parsed(lambda f: (f.furnished, f.bills_included) == (True, False))),
    Case("schema-venue", _structured(Venue, "Wifi isn't available in the hall and dogs are not permitted."),
         _parsed(lambda v: (v.wifi_available, v.dogs_permitted) == (False, False))),
    Case("schema-venue-yes", _structured(Venue, "Wifi is available everywhere and dogs are permitted on leads."),
         _parsed(lambda v: (v.wifi_available, v.dogs_permitted) == (True, True))),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
