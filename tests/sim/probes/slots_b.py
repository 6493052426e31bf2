"""Invented probe (branch ``fix46b``, session of 2026-12-05, sixth; issue 26; oracles written and
committed before its first run, never tuned against): forms of material, tool arguments, agents and
threads.

Material and wordings are mine, none from a fresh set: a cafe's lunch menu in aligned columns with
"[1]" marks after a space, a climbing centre's price list with "(a)" / "(b)" marks, a garden
clearance quote with a "*" mark; an allotment society's WhatsApp-style chat and a band's
"Name (hh:mm):" chat pasted into the system message after an introducing line; ``create_agent`` runs
with a search tool and a ``response_format`` schema whose docstring shares words with the question
(and a system prompt that orders the search first); tools with ``post_code``, ``promo_code``,
``branch_code`` and ``currency_code`` fields, corrections of a number in words, party lists with
adjectives between the count and the people; threads where a later turn corrects a gate, a seat, a
locker or a table number after a reason clause. Plain cases that must stay right and "I don't know"
/ no-call cases that must stay so.

Classes as in the fresh sets (``tests/sim/fresh/_oracles``): ``right``, ``limit`` (a limit stated),
``wrong`` (silently), ``false alarm`` (a limit on a reply whose oracle is met).
``python -W ignore -m tests.sim.probes.slots_b [-v]`` prints the counts.

History:
- first sight on 1d73706e (oracles committed before the one run): 34 cases: **14 / 9 / 11 / 2**
  (right / stated limit / silently wrong / false alarms). Wrong: cafe-ploughman, cafe-soup,
  cafe-soup-with ("I don't know.": the "[1]" marks after a space in the aligned menu), allot-key,
  allot-manure (the chat line's stamp and sender quoted), tool-branch (``branch_code="GBP"``),
  tool-currency (``currency_code="GBP"`` for "to euros"), tool-savings-words (3.0 for "make it three
  thousand"), tool-bricks-words (600: the correction "seven hundred and fifty" not read),
  tool-party-interns (2 for "me and the two new interns"), thread-table (the first "table 6"
  quoted). Limits: allot-agm-absent, band-hall, inn-dog, inn-checkout, inn-breakfast-plain (the
  knowledge limit put in the response schema's answer), thread-locker, thread-seat-unknown (right:
  the limit), tool-party-plain and tool-no-fit (false alarms: a right call / no call beside a limit).
- after branch ``fix46b`` (each mechanism tested in tests/sim on wordings and material of my own, never
  these cases nor the forty-fourth's): **27 / 6 / 1 / 2**. A footnote mark after a space ("[1]", "(a)", "*")
  is a mark by its note (``material.footnotes``: cafe-ploughman, cafe-soup, cafe-soup-with right; the
  climbing and skip rows stay right, the note now in the row); a chat stamp and sender's label leave a
  quote, written "text (Author)." (``chat_stamps.attributed`` in ``replies._fitted``: allot-key,
  allot-manure right); a code field named for another code takes the code written after its words,
  a converter's description fixes the currency it converts from (tool-branch, tool-currency right); a
  correction's number in words is read whole (tool-savings-words, tool-bricks-words right); a party
  list beside the speaker counts N of an unknown plural (tool-party-interns right); a correction
  after a reason clause, the slot's noun picking the value (thread-table right); the response-format
  tool is no lookup and its answer field holds the agent's reply (inn-checkout, inn-breakfast-plain
  right). Left wrong: inn-dog (the probe's own search tool finds nothing for "dog" against "Dogs:";
  the agent's honest "I don't know" misses an oracle written for a hit). Left limits: allot-agm-absent,
  band-hall ("Name (hh:mm):" lines with no stops read as one run-on sentence), thread-locker ("which
  locker is mine?"), thread-seat-unknown (right: the limit), tool-party-plain, tool-no-fit (false
  alarms, as at first sight).
"""

from __future__ import annotations

import sys

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _both,
    _call,
    _calls,
    _either,
    _eq,
    _honest,
    _no_call,
    _none_of,
    _num_near,
    _rag,
    _text,
    _thread,
    _val,
    report,
    tally,
)

# --- price lists with footnote marks written after a space --------------------------------------

CAFE = """The Old Mill Cafe - lunch menu
Dish                              Price
Soup of the day [1]               £5.50
Jacket potato with beans          £7.00
Ploughman's lunch [2]             £9.25
Kids' pasta                       £4.75

[1] Served with a bread roll; gluten-free bread on request.
[2] Cheddar or Stilton, with pickle and an apple."""

CLIMB = """Rock Hall climbing centre - prices
Adult session (a)        £12.00
Student session          £9.00
Junior session (b)       £7.00
Shoe hire                £3.50

(a) £10.00 after 6 pm on weekdays.
(b) Under-16s must climb with an adult in the building."""

SKIP = """Quote no. 4471 - garden clearance, 9 Larch Close
Skip hire (8 yard) *           £260.00
Labour, 2 people, 1 day        £340.00
Green waste disposal           £85.00

* A council permit is needed if the skip stands on the road; the permit costs £45 extra."""

FOOTNOTES = [
    Case("cafe-ploughman", _rag(CAFE, "How much is the ploughman's lunch?"), _val(9.25)),
    Case("cafe-soup", _rag(CAFE, "What does the soup of the day cost?"), _val(5.5, "9.25")),
    Case("cafe-soup-with", _rag(CAFE, "What comes with the soup?"), _any("bread roll")),
    Case("cafe-vegan-absent", _rag(CAFE, "Do you have a vegan burger?"), _absent("doesn't", "does not")),
    Case("climb-junior", _rag(CLIMB, "How much is a junior session?"), _val(7, "12")),
    Case("climb-shoes", _rag(CLIMB, "How much is shoe hire?"), _val(3.5)),
    Case("climb-under16", _rag(CLIMB, "Can under-16s climb on their own?"),
         _both(_any("adult"), _none_of("Shoe hire", "£12.00"))),
    Case("skip-cost", _rag(SKIP, "What does the skip hire cost?"), _val(260)),
    Case("skip-permit", _rag(SKIP, "Do I need a permit for the skip?"), _any("permit", "road")),
    Case("skip-green", _rag(SKIP, "How much is green waste disposal?"), _val(85)),
]


# --- chats pasted into the system message after an introducing line ------------------------------

ALLOTMENT_CHAT = """[12/04/2041, 08:15] Marge Holt: Water trough by plot 7 is leaking again
[12/04/2041, 08:40] Dev Rana: I'll bring a new washer on Thursday
[12/04/2041, 09:02] Ana Silva: Shed key is now in the green box by the gate, code 3391
[12/04/2041, 09:10] Marge Holt: Thanks Ana
[12/04/2041, 18:30] Colin Webb: Manure delivery is Saturday morning, bring a wheelbarrow"""

BAND_CHAT = """Jo (19:02): rehearsal moved to the church hall this week
Sam (19:05): what time?
Jo (19:06): 7.30 start, doors open at 7
Priya (19:20): I'll bring the spare snare stand"""


def _chat_system(intro: str, chat: str, question: str):
    return lambda llm: llm.invoke([SystemMessage(f"{intro}\n\n{chat}"), HumanMessage(question)])


_STAMPS = ("[12/04", "08:15", "09:02", "Marge Holt:", "Ana Silva:", "Dev Rana:", "Jo (", "19:0")

CHATS = [
    Case("allot-key", _chat_system("You help the allotment society's members. Their group chat, exported:",
                                   ALLOTMENT_CHAT, "Where is the shed key kept now?"),
         _both(_any("green box"), _none_of(*_STAMPS))),
    Case("allot-washer-who", _chat_system("You help the allotment society's members. Their group chat, exported:",
                                          ALLOTMENT_CHAT, "Who is bringing the new washer?"),
         _any("Dev")),
    Case("allot-manure", _chat_system("You help the allotment society's members. Their group chat, exported:",
                                      ALLOTMENT_CHAT, "When is the manure being delivered?"),
         _both(_any("Saturday"), _none_of(*_STAMPS))),
    Case("allot-agm-absent", _chat_system("You help the allotment society's members. Their group chat, exported:",
                                          ALLOTMENT_CHAT, "What time is the AGM?"),
         _absent("doesn't say", "does not say", "not mentioned")),
    Case("band-hall", _chat_system("You answer for the band. The thread below:", BAND_CHAT,
                                   "Where is rehearsal this week?"),
         _both(_any("church hall"), _none_of(*_STAMPS))),
]


# --- agents with a response_format schema beside a search tool ------------------------------------

INN_NOTES = ["Dogs: well-behaved dogs are welcome in the two garden rooms, £15 per night.",
             "Check-out: rooms must be vacated by 11 am; late check-out until 1 pm costs £20.",
             "Breakfast: served 7.30 to 9.30 in the snug."]


class GuestAnswer(BaseModel):
    """A booking answer for a guest of the inn."""

    answer: str = Field(description="the answer to the guest's question")


class Reply(BaseModel):
    """The reply."""

    answer: str = Field(description="the answer")


def _inn_agent(schema: type, question: str, prompt: str):
    @tool
    def search_inn_notes(query: str) -> str:
        """Search the inn's house notes for guests."""
        words = {w.strip("?.,!").lower() for w in query.split() if len(w) > 2}
        hits = [n for n in INN_NOTES if words & {w.strip(":;,.").lower() for w in n.split()}]
        return "\n".join(hits) or "Nothing found."

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [search_inn_notes], system_prompt=prompt, response_format=schema)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) and m.name == "search_inn_notes" for m in out["messages"]):
            return AIMessage("")
        if (resp := out.get("structured_response")) is not None:
            return AIMessage(getattr(resp, "answer", None) or str(resp))
        return AIMessage(_text(out["messages"][-1]))

    return run


_SEARCH_FIRST = "You answer guests' questions for the inn. Always search the house notes first."

AGENTS = [
    Case("inn-dog", _inn_agent(GuestAnswer, "Can a guest bring a dog?", _SEARCH_FIRST),
         _both(_any("welcome", "garden room", "15"), _none_of("no tool"))),
    Case("inn-checkout", _inn_agent(GuestAnswer, "What time is check-out for a guest?", _SEARCH_FIRST),
         _any("11")),
    Case("inn-breakfast-plain", _inn_agent(Reply, "When is breakfast served?", _SEARCH_FIRST),
         _any("7.30", "7:30")),
]


# --- tool arguments: code fields, corrections in words, party lists --------------------------------

@tool
def book_courier(post_code: str, weight_kg: float) -> str:
    """Book a courier collection and pay for the postage."""
    return "booked"


@tool
def pay_invoice(amount_gbp: float, promo_code: str) -> str:
    """Pay a bill in pounds, with an optional promotion code."""
    return "paid"


@tool
def transfer_funds(amount_gbp: float, branch_code: str, account_number: str) -> str:
    """Transfer money from the current account to another bank account."""
    return "sent"


@tool
def convert_money(amount: float, currency_code: str) -> str:
    """Convert an amount of pounds into another currency."""
    return "converted"


@tool
def move_to_savings(amount_gbp: float) -> str:
    """Move money from the current account into savings."""
    return "moved"


@tool
def order_bricks(quantity: int) -> str:
    """Order bricks from the builders' merchant."""
    return "ordered"


@tool
def book_table(people: int, time: str) -> str:
    """Book a restaurant table."""
    return "booked"


TOOLS = [
    Case("tool-postcode", _calls([book_courier], "book a courier for a 3 kg box from post code LS6 2QT"),
         _call("book_courier", post_code=lambda v: "LS6 2QT" in str(v).upper(), weight_kg=_num_near(3))),
    Case("tool-promo", _calls([pay_invoice], "pay the 45 pound invoice with promo code SPRING10"),
         _call("pay_invoice", promo_code=lambda v: str(v).upper() == "SPRING10", amount_gbp=_num_near(45))),
    Case("tool-branch", _calls([transfer_funds], "transfer £300 to branch code 20-45-77, account 11223344"),
         _call("transfer_funds", branch_code=lambda v: str(v).replace(" ", "") == "20-45-77",
               amount_gbp=_num_near(300))),
    Case("tool-currency", _calls([convert_money], "convert 200 pounds to euros"),
         _call("convert_money", currency_code=_eq("EUR"), amount=_num_near(200))),
    Case("tool-savings-words", _calls([move_to_savings],
                                      "move 5,000 into savings - no wait, make it three thousand"),
         _call("move_to_savings", amount_gbp=_num_near(3000))),
    Case("tool-bricks-words", _calls([order_bricks], "order 600 bricks, actually no, seven hundred and fifty"),
         _call("order_bricks", quantity=_num_near(750))),
    Case("tool-party-interns", _calls([book_table], "book a table at 7pm for me and the two new interns"),
         _call("book_table", people=_num_near(3))),
    Case("tool-party-friends", _calls([book_table], "book a table at 8pm for my three old school friends and me"),
         _call("book_table", people=_num_near(4))),
    Case("tool-party-plain", _calls([book_table], "book a table for 6 people at 7.30pm"),
         _call("book_table", people=_num_near(6))),
    Case("tool-no-fit", _calls([book_table, order_bricks], "what is the capital of Peru?"), _no_call),
]


# --- threads: the latest value of a slot wins ---------------------------------------------------

THREADS = [
    Case("thread-gate", _thread("My gate is B12.", "Got it.",
                                "Hang on, I looked at the wrong flight - it's gate B21.", "OK.",
                                "which gate am I at?"),
         _both(_any("B21"), _none_of("B12"))),
    Case("thread-seat", _thread("I'm in seat 23C on the train.", "Noted.",
                                "Sorry, I misread my ticket; it's seat 32C.", "Fine.", "what seat am I in?"),
         _both(_any("32C"), _none_of("23C"))),
    Case("thread-locker", _thread("My locker is number 58.", "OK.",
                                  "Actually, the key tag was upside down, it's locker 85.", "Right.",
                                  "which locker is mine?"),
         _both(_any("85"), _none_of("58"))),
    Case("thread-table", _thread("We're at table 6 tonight.", "Lovely.",
                                 "Oh wait - they moved us to the window, table 9.", "Enjoy!",
                                 "what table are we at?"),
         _both(_any("9"), _none_of("table 6"))),
    Case("thread-room-plain", _thread("My room is 214.", "Noted.", "what room am I in?"), _any("214")),
    Case("thread-seat-unknown", _thread("My gate is B12.", "Got it.", "what seat am I in?"),
         _either(_honest, _any("didn't mention", "did not mention", "not sure", "don't know"))),
]

CASES: list[Case] = [*FOOTNOTES, *CHATS, *AGENTS, *TOOLS, *THREADS]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
