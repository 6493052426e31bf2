"""Invented probe (2026-12-04, branch ``fix29t``, mine; oracles written and committed before its
first run, never tuned against). The twenty-ninth set's request classes X6-X9 and the
twenty-eighth's W3 / W7-W10, in topics and wordings of my own: a leisure pool, a passport office,
a courier, a bank transfer, a lost card, a ferry, a kayak hire, a bookshop, a zoo, a museum, a
vet, a flat hunt, a window cleaner, a party, a bakery, an observatory. Information questions with
tools bound (no call), ids in groups (tracking codes, IBANs, card numbers, from this turn or an
earlier one), bools from a negated need ("won't be needing", "we'll skip", "no need for"), people
counted in family words, "Name's" / an ``Optional`` the text declines, an ``Enum`` option named only
in an exception clause, graders over durations in other units, a glossed digit scale, a changed
weekday, a grader prompt with a "Question:" label, "the other one" after the user's own choice,
and a later message that revises a value.

Strict oracles: tool oracles want the call with exactly the right values (no call with a limit
counts as a limit); an information question wants no call; schema oracles want the parsed object
right; graders want exactly the verdict word or digit; threads want the value in force.
``python -W ignore -m tests.sim.probes.requests_n [-v]``.

History (right / limit / wrong of the cases below):
- first sight on ba25ef72 (the branch point of fix29t), one run: **12 / 7 / 10** (false alarms 3:
  the two information questions under create_agent answered with no call and a tool's limit, the
  Enum "walk ... except when it snows" right with a can't-choose limit). Wrong: a tracking code in
  groups cut at its first space (this turn and an earlier one), the ferry's cabin True for "won't be
  needing a cabin", zoo tickets for "me, my wife and our three kids" asked back, "Name's" read as a
  first name, a plain middle name filled with the whole name, both glossed digit scales answered
  yes / no, a changed weekday judged supported, "change of plan, it's Friday now" not applied.
  Lenient: tool-passport-how-long is right by ``_no_call`` while it asks back for the number.
- fix29t (mine, mechanisms built on other wordings of my own, each step measured here): negated
  needs 13 / 7 / 9; codes in groups 15 / 7 / 7; "Name's", middle names, declined fields 17 / 7 / 5;
  information questions 16 / 8 / 5 (false alarms 4: tool-passport-how-long's ask-back, right by the
  lenient oracle, is now the information limit); glossed digit scales 18 / 8 / 3; revised values
  19 / 8 / 2; family words 20 / 8 / 1; changed weekdays 21 / 8 / 0; durations across units 23 / 6 /
  0; exception clauses 24 / 5 / 0; "the other one" after the user's choice **25 / 4 / 0** (false
  alarms 3: the two create_agent information questions and the passport one, each no call with the
  knowledge limit, which is the right reply's shape here).
"""
# ruff: noqa: UP045  (learners write typing.Optional; the probe keeps their spelling)
import sys
from enum import Enum
from typing import Optional

from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _agent,
    _ask,
    _but_not,
    _call,
    _calls,
    _corrected,
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


def _tool_thread(tools: list, *turns: str):
    """A bound model over a thread (human / AI turns alternating, the last a human turn)."""

    def run(llm):
        msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
        return llm.bind_tools(tools).invoke(msgs)

    return run


def _spaced(want: str):
    """An id argument equal to ``want`` (spaces and case ignored)."""
    return lambda v: str(v).replace(" ", "").upper() == want.replace(" ", "").upper()


# --- tools ----------------------------------------------------------------------------------------

@tool
def book_swim_lane(pool: str, time: str) -> str:
    """Book a lane at a leisure centre pool for a time slot."""
    return "ok"


@tool
def buy_swim_pass(pool: str, months: int) -> str:
    """Buy a monthly swimming pass for a pool."""
    return "ok"


@tool
def renew_passport(passport_number: str) -> str:
    """Start a passport renewal for an existing passport number."""
    return "ok"


@tool
def track_shipment(tracking_code: str) -> str:
    """Look up where a courier shipment is by its tracking code."""
    return "in transit"


@tool
def send_transfer(iban: str, amount: float) -> str:
    """Send a bank transfer in euros to an account by its IBAN."""
    return "ok"


@tool
def block_card(card_number: str) -> str:
    """Block a lost or stolen bank card by its card number."""
    return "ok"


@tool
def book_ferry(route: str, cabin: bool) -> str:
    """Book a ferry crossing on a route, with or without a cabin."""
    return "ok"


@tool
def hire_kayak(hours: int, insurance: bool) -> str:
    """Hire a kayak for a number of hours, optionally with damage insurance."""
    return "ok"


@tool
def order_book(title: str, gift_wrap: bool) -> str:
    """Order a book from the bookshop, gift wrapped or not."""
    return "ok"


@tool
def book_zoo_tickets(adults: int, children: int) -> str:
    """Book zoo entry tickets for a number of adults and children."""
    return "ok"


@tool
def book_vet_visit(pet_name: str, date: str) -> str:
    """Book an appointment at the vet for a pet on a date."""
    return "ok"


@tool
def order_pet_food(brand: str, kilos: float) -> str:
    """Order a bag of pet food by brand and weight in kilos."""
    return "ok"


TOOL_CASES = [
    Case("agent-pool-closing", _agent([book_swim_lane, buy_swim_pass],
                                      "what time does the pool at Hillside close on sundays"), _no_call),
    Case("tool-passport-how-long", _calls([renew_passport], "how long does a passport renewal usually take"),
         _no_call),
    Case("agent-vet-bank-holiday", _agent([book_vet_visit, order_pet_food],
                                          "are vets usually open on bank holidays"), _no_call),
    Case("tool-track-grouped", _calls([track_shipment], "where is my parcel, the tracking code is ZK4471 2290 5581 DE"),
         _call("track_shipment", tracking_code=_spaced("ZK4471 2290 5581 DE"))),
    Case("tool-iban-groups", _calls([send_transfer], "send 250 euros to DE44 5001 0517 5407 3249 31 please"),
         _call("send_transfer", iban=_spaced("DE44 5001 0517 5407 3249 31"), amount=_num_near(250))),
    Case("tool-card-groups", _calls([block_card], "my card 5500 0000 0000 0004 was stolen, block it now"),
         _call("block_card", card_number=_spaced("5500 0000 0000 0004"))),
    Case("tool-track-earlier-turn", _tool_thread([track_shipment], "the code on the receipt for the new lamp is "
                                                 "QP2210 8841 0076 FR", "Thanks, I've noted it.",
                                                 "has it shipped yet?"),
         _call("track_shipment", tracking_code=_spaced("QP2210 8841 0076 FR"))),
    Case("tool-ferry-no-cabin", _calls([book_ferry], "a ferry from oban to mull tomorrow, we won't be needing a cabin"),
         _call("book_ferry", cabin=lambda v: v is False)),
    Case("tool-kayak-skip-insurance", _calls([hire_kayak], "a kayak for 3 hours, we'll skip the insurance"),
         _call("hire_kayak", hours=_num_near(3), insurance=lambda v: v is False)),
    Case("tool-book-no-need-wrap", _calls([order_book], "order 'The Salt Path' for me, no need for gift wrap"),
         _call("order_book", gift_wrap=lambda v: v is False)),
    Case("tool-book-wrap-yes", _calls([order_book], "order 'Wolf Hall' and gift wrap it please"),
         _call("order_book", gift_wrap=lambda v: v is True)),
    Case("tool-zoo-family-words", _calls([book_zoo_tickets], "zoo tickets for me, my wife and our three kids"),
         _call("book_zoo_tickets", adults=_num_near(2), children=_num_near(3))),
    Case("tool-zoo-digits", _calls([book_zoo_tickets], "zoo tickets for 2 adults and 1 child please"),
         _call("book_zoo_tickets", adults=_num_near(2), children=_num_near(1))),
]


# --- structured output ----------------------------------------------------------------------------

class Member(BaseModel):
    first_name: str
    middle_name: Optional[str] = Field(default=None, description="middle name, if any")
    last_name: str


class Contact(BaseModel):
    name: str
    email: Optional[str] = Field(default=None, description="the person's email address")


class Guest(BaseModel):
    name: str
    landline: Optional[str] = Field(default=None, description="home landline number")


class Mode(Enum):
    WALK = "walk"
    CAR = "car"
    TRAIN = "train"


class Travel(BaseModel):
    mode: Mode = Field(description="how the person usually gets to work")


SCHEMA_CASES = [
    Case("schema-names-no-middle", _structured(Member, "Name's Tobias Brandt, and I've no middle name."),
         _parsed(lambda m: m.first_name == "Tobias" and m.last_name == "Brandt" and m.middle_name is None)),
    Case("schema-middle-given", _structured(Member, "My name is Clara Jane Hughes."),
         _parsed(lambda m: m.first_name == "Clara" and m.middle_name == "Jane" and m.last_name == "Hughes")),
    Case("schema-email-declined", _structured(Contact, "This is Declan, I don't have an email, ring me on "
                                                       "07700 900123 instead."),
         _parsed(lambda c: c.name == "Declan" and c.email is None)),
    Case("schema-landline-declined", _structured(Guest, "Marta here - we haven't got a landline, my mobile is "
                                                        "07700 900456."),
         _parsed(lambda g: g.name == "Marta" and g.landline is None)),
    Case("schema-walk-except-snow", _structured(Travel, "I walk to the office, except when it snows - then I "
                                                        "take the train."),
         _parsed(lambda t: t.mode == Mode.WALK)),
    Case("schema-drive-plain", _structured(Travel, "I drive in every morning, it's forty minutes."),
         _parsed(lambda t: t.mode == Mode.CAR)),
]


# --- graders --------------------------------------------------------------------------------------

GRADER_CASES = [
    Case("grade-duration-units", _ask("Compare the student's answer with the reference. Reply CORRECT or "
                                      "INCORRECT.\nReference: 2 hours 30 minutes\nStudent: 150 minutes"),
         _only("CORRECT")),
    Case("grade-duration-differs", _ask("Compare the student's answer with the reference. Reply CORRECT or "
                                        "INCORRECT.\nReference: 90 minutes\nStudent: 1 h 45 min"),
         _only("INCORRECT")),
    Case("grade-scale-direct", _ask("Rate how relevant the document is to the question. 0 = unrelated, 1 = "
                                    "partly related, 2 = answers it directly. Output only the number.\n"
                                    "Question: when does the ferry to Mull leave\n"
                                    "Document: The Mull ferry leaves Oban at 07:30 and 11:00 daily."),
         _only("2")),
    Case("grade-scale-unrelated", _ask("Rate how relevant the document is to the question. 1 = off topic, 2 = "
                                       "related, 3 = answers it. Output only the number.\n"
                                       "Question: when does the ferry to Mull leave\n"
                                       "Document: Kayak hire includes a buoyancy aid and a paddle."),
         _only("1")),
    Case("grade-weekday-changed", _ask("Is the answer supported by the source? Answer yes or no.\n"
                                       "Source: The bakery on Mill Lane is closed on Tuesdays.\n"
                                       "Answer: The bakery on Mill Lane is closed on Thursdays."),
         _only("no")),
    Case("grade-weekday-same", _ask("Is the answer supported by the source? Answer yes or no.\n"
                                    "Source: The bakery on Mill Lane is closed on Tuesdays.\n"
                                    "Answer: It is closed on Tuesdays."),
         _only("yes")),
    Case("grade-answerable-label", _ask("Can the question be answered from the passage? Reply YES or NO.\n"
                                        "Passage: The observatory opens its dome at 21:00 on clear nights.\n"
                                        "Question: what time does the observatory dome open"),
         _only("YES")),
]


# --- threads --------------------------------------------------------------------------------------

THREAD_CASES = [
    Case("thread-other-flat-rent", _thread("Two flats are free: the loft is £950 a month and the basement £780.",
                                           "OK.", "the loft feels brighter to me", "It does.",
                                           "and what was the rent on the other one"),
         _but_not(_word("780", "£780"), "950")),
    Case("thread-revised-day", _thread("The window cleaner is coming on Tuesday.", "Noted.",
                                       "change of plan, it's Friday now", "OK.",
                                       "which day is the window cleaner coming"),
         _corrected("Friday", "Tuesday")),
    Case("thread-revised-count", _thread("We need 12 chairs for the party.", "Noted.",
                                         "update: make that 15 chairs", "OK.",
                                         "how many chairs do we need"),
         _corrected("15", "12")),
]

CASES: list[Case] = [*TOOL_CASES, *SCHEMA_CASES, *GRADER_CASES, *THREAD_CASES]


def counts(verbose: bool = False) -> dict[str, int]:
    """This probe's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
