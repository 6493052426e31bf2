"""Invented probe (2026-12-04, branch ``fix30t``, mine; oracles written and committed before its
first run, never tuned against). Tool, label, grader, schema and thread requests in topics and
wordings of my own: a storeroom, a print shop, a florist, a bulb catalogue, an office's supplies,
a help desk, a workshop's sign-up, a hotel review, a bakery order, a depot, a library, a climbing
wall, a car wash. Ids with a closing letter group after a label word ("ART 33-719-K", "ticket no.
8812-ZT"), counts in groups ("half a dozen", "a gross", "a score") beside a count of what is left,
two ids in one request, glossed letter scales (either direction), glossed priority codes, refusal
idioms, lists of the people coming beside the one who is not.

Strict oracles: tool oracles want the call with exactly the right values (no call with a limit
counts as a limit); an information question wants no call; schema oracles want the parsed object
right; graders want exactly the verdict word, letter or code; threads want the value.
``python -W ignore -m tests.sim.probes.requests_o [-v]``.

History (right / limit / wrong of the cases below):
- first sight on 61f3cd93 (fix30t after its thirtieth fixes Y6 (b), Y7, Y8; committed in df9a7219
  before the run), one run: **16 / 6 / 5** (false alarms 0); on 70d05f8f (before fix30t): 4 / 9 / 14.
  Wrong: agent-restock-half-dozen (check_item picked: "storeroom" in its description over the
  request's verb "restock"), schema-signup-apologies ("Thursday's" taken for a person),
  schema-bakery-dozens (quantity 2, item "dozen bagels"), grade-letter-summary-wrong ("I don't
  know.": a summary judged against its source not read as a grader), grade-letter-reversed ("right",
  a gloss's word, for the letter C). Lenient: agent-what-is-wholesaler right by ``_no_call`` while
  it asked back for restock_item's arguments.
- fix30t (mine, each built on other wordings in tests/sim): action verbs restock / retire, ids closed
  by a letter group no subtraction, counted things in groups, a reference grader's glossed letters,
  possessive days: **20 / 6 / 1** (false alarm 1: agent-what-is-wholesaler, now no call with the
  information limit, the right reply's shape here). Left: grade-letter-summary-wrong (a summary
  graded against a "Source:" is read as a question about the text, even with yes / no).
"""
import sys
from typing import Literal

from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _agent,
    _ask,
    _call,
    _calls,
    _no_call,
    _num_near,
    _only,
    _parsed,
    _structured,
    _thread,
    _word,
    report,
    tally,
)

# --- tools ----------------------------------------------------------------------------------------


@tool
def restock_item(item_code: str, quantity: int) -> str:
    """Order more of a stock item from the wholesaler by its item code."""
    return "ok"


@tool
def check_item(item_code: str) -> str:
    """Look up how many of a stock item are in the storeroom."""
    return "3"


@tool
def retire_item(item_code: str) -> str:
    """Remove an item from the catalogue for good."""
    return "ok"


@tool
def print_copies(file_name: str, copies: int, colour: bool) -> str:
    """Send a file to the print shop's printer for a number of copies, in colour or black and white."""
    return "ok"


@tool
def order_flowers(recipient: str, stems: int) -> str:
    """Order a bouquet with a number of stems for a recipient."""
    return "ok"


@tool
def order_bulbs(variety: str, count: int) -> str:
    """Order flower bulbs of a variety from the bulb catalogue."""
    return "ok"


@tool
def order_supplies(item: str, quantity: int) -> str:
    """Order office supplies for the office."""
    return "ok"


@tool
def update_ticket(ticket_id: str, status: Literal["open", "closed"]) -> str:
    """Change a help desk ticket's status."""
    return "ok"


_STORE = [restock_item, check_item, retire_item]


def _same(want: str):
    return lambda v: str(v).strip() == want


def _both_retired(out) -> bool:
    calls = [(c["name"], c["args"].get("item_code")) for c in out.tool_calls]
    return sorted(calls) == [("retire_item", "61-200-A"), ("retire_item", "61-201-A")]


TOOL_CASES = [
    Case("agent-restock-half-dozen", _agent(_STORE, "the storeroom has just two of ART 33-719-K left, "
                                                    "restock half a dozen"),
         _call("restock_item", item_code=_same("33-719-K"), quantity=_num_near(6))),
    Case("tool-restock-gross", _calls(_STORE, "restock a gross of item 5120-MX"),
         _call("restock_item", item_code=_same("5120-MX"), quantity=_num_near(144))),
    Case("tool-restock-last-four", _calls(_STORE, "we're down to our last 4 of 208-33-Q, please restock 3 dozen"),
         _call("restock_item", item_code=_same("208-33-Q"), quantity=_num_near(36))),
    Case("tool-check-lettered-id", _calls(_STORE, "how many of 71-4410-BB are in the storeroom?"),
         _call("check_item", item_code=_same("71-4410-BB"))),
    Case("tool-retire-two-ids", _calls(_STORE, "retire 61-200-A and 61-201-A from the catalogue"), _both_retired),
    Case("agent-what-is-wholesaler", _agent(_STORE, "what's the difference between a wholesaler and a retailer"),
         _no_call),
    Case("tool-print-two-dozen", _calls([print_copies], "print poster_final.pdf, two dozen copies, black and white"),
         _call("print_copies", file_name=_same("poster_final.pdf"), copies=_num_near(24),
               colour=lambda v: v is False)),
    Case("tool-flowers-dozen", _calls([order_flowers], "send Mum a bouquet of a dozen roses"),
         _call("order_flowers", recipient=lambda v: str(v).strip().lower() == "mum", stems=_num_near(12))),
    Case("tool-bulbs-score", _calls([order_bulbs], "order a score of tulip bulbs"),
         _call("order_bulbs", variety=lambda v: "tulip" in str(v).lower(), count=_num_near(20))),
    Case("tool-supplies-one-left", _calls([order_supplies], "only 1 toner cartridge left for the office printer, "
                                                            "order 5"),
         _call("order_supplies", item=lambda v: "toner" in str(v).lower(), quantity=_num_near(5))),
    Case("tool-ticket-no-id", _calls([update_ticket], "close ticket no. 8812-ZT, the customer is sorted"),
         _call("update_ticket", ticket_id=_same("8812-ZT"), status=_same("closed"))),
]


# --- structured output ----------------------------------------------------------------------------

class Signup(BaseModel):
    attendees: list[str] = Field(description="who is coming to the workshop")


class Review(BaseModel):
    sentiment: Literal["positive", "negative", "neutral"]


class BakeryOrder(BaseModel):
    item: str
    quantity: int


class PartRequest(BaseModel):
    part_number: str = Field(description="the part number")
    quantity: int


SCHEMA_CASES = [
    Case("schema-signup-apologies", _structured(Signup, "Confirmed for Thursday's workshop: Ama, Bruno and Chen. "
                                                        "Dolores sends her apologies."),
         _parsed(lambda s: s.attendees == ["Ama", "Bruno", "Chen"])),
    Case("schema-signup-except", _structured(Signup, "Everyone on the rota except Femi is coming in June: "
                                                     "Femi, Gus and Hana."),
         _parsed(lambda s: s.attendees == ["Gus", "Hana"])),
    Case("schema-signup-weekday-first", _structured(Signup, "Sunday session: Oma, Pieter and Kees are in; "
                                                            "Sanne isn't coming."),
         _parsed(lambda s: s.attendees == ["Oma", "Pieter", "Kees"])),
    Case("schema-review-not-again", _structured(Review, "The receptionist was friendly enough. Would not book "
                                                        "this hotel again."),
         _parsed(lambda r: r.sentiment == "negative")),
    Case("schema-review-not-worth", _structured(Review, "Not worth the money, honestly."),
         _parsed(lambda r: r.sentiment == "negative")),
    Case("schema-review-going-back", _structured(Review, "Lovely staff, but I won't be going back."),
         _parsed(lambda r: r.sentiment == "negative")),
    Case("schema-review-plain-good", _structured(Review, "Spotless room and a superb breakfast."),
         _parsed(lambda r: r.sentiment == "positive")),
    Case("schema-bakery-dozens", _structured(BakeryOrder, "Put me down for two dozen bagels."),
         _parsed(lambda o: "bagel" in o.item.lower() and o.quantity == 24)),
    Case("schema-part-label", _structured(PartRequest, "Please send 3 of part no. 4471-QX to the Leeds depot."),
         _parsed(lambda p: p.part_number == "4471-QX" and p.quantity == 3)),
]


# --- graders and labels ---------------------------------------------------------------------------

_LETTERS = ("How relevant is the passage? A = directly relevant, B = somewhat relevant, C = not relevant. "
            "Answer with the letter.\nQuestion: how much is a day pass at the climbing wall?\nPassage: {p}")

GRADER_CASES = [
    Case("grade-letter-summary-wrong", _ask("Grade the summary's accuracy: A (accurate), B (partly accurate), "
                                            "C (inaccurate). Reply with one letter.\n"
                                            "Source: The library opens at 9:00 and closes at 17:00 on weekdays.\n"
                                            "Summary: The library closes at 20:00 on weekdays."),
         _only("C")),
    Case("grade-letter-direct", _ask(_LETTERS.format(p="A day pass at the climbing wall costs £14, shoe hire £4.")),
         _only("A")),
    Case("grade-letter-unrelated", _ask(_LETTERS.format(p="The car wash on Dock Road closes at 19:00.")),
         _only("C")),
    Case("grade-letter-reversed", _ask("Rate the student's answer against the reference: A = wrong, B = partly "
                                       "right, C = right. Letter only.\nReference: 100 °C\n"
                                       "Student: 100 degrees Celsius"),
         _only("C")),
    Case("label-priority-glossed", _ask("Classify the ticket: P1 (site down), P2 (feature broken), P3 (question). "
                                        "Reply with the code only.\nTicket: The whole website is down, every "
                                        "page shows an error."),
         _only("P1")),
    Case("grade-yes-no-guard", _ask("Does the passage answer the question? yes or no.\nQuestion: when does the "
                                    "car wash close?\nPassage: The car wash closes at 19:00 daily."),
         _only("yes")),
]


# --- threads --------------------------------------------------------------------------------------

THREAD_CASES = [
    Case("thread-cupcakes-dozens", _thread("We'll need four dozen cupcakes for the fair.", "Noted.",
                                           "how many cupcakes is that in total"),
         _word("48")),
]

CASES: list[Case] = [*TOOL_CASES, *SCHEMA_CASES, *GRADER_CASES, *THREAD_CASES]


def counts(verbose: bool = False) -> dict[str, int]:
    """This probe's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
