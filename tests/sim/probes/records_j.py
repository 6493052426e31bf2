"""My probe of the session of 2026-12-06 (issue 26, task fix50b): a lookup tool's records read before
they are shown, a chat's pointer correction, a who-question over a chat with a names-only
instruction, and a follow-up whose own words name another line than the earlier turn's. Written
before any change of the round.

- ``stock``: a ``create_agent`` agent with a pottery shop's lookup tool (no search word in its name)
  returning top-level JSON fragments, one ``"key": {...}`` a line (not one JSON object); ``ferry``: a
  lookup returning YAML-like ``key: value`` lines; ``rooms``: one JSON object a line. A field that
  answers is the answer; a result shown whole ("Here is what I found:") is right only when the
  question asks for the whole record, never as a response format's answer field.
- ``ptr``: a pasted chat export (speaker + time lines) where a message opening with "^", "edit:" or
  "correction:" from the same author changes the message above; the newer value is the answer.
- ``who``: a who-question over a chat; the speaker of the line that holds the question's object,
  alone when the instruction says "name only".
- ``after``: a follow-up ("and ...") whose own content words name another line; the earlier turn's
  line is never its answer.

Oracles strict. ``python -W ignore -m tests.sim.probes.records_j [-v]``.

History (right / limit / silently wrong / false alarms): first sight on 0c0993c2, before any change: 9 / 10 / 9 / 0 of 28; four after-farm-* cases added after the first run (the follow-up shape that quotes the earlier line) measured on 0c0993c2: 9 / 10 / 13 / 0 of 32.
After fix50b (record_fragments, chat_pointers, chat_speakers, repeated_answers' own-words rule): 15 / 17 /
0 / 1 of 32 (ptr-training's "^ 6 actually" is given, with a limit that no clock time is in it).
fix62d ("Look the details up with the tool" now names the one bound tool; records the question names by their
first field's value read alone): 16 / 16 / 0 / 1 of 32 (rooms-oak-seats right: "room Oak, seats 12, hourly 18.").
"""

from __future__ import annotations

import json
import re
import sys

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _both,
    _but_not,
    _corrected,
    _denies,
    _none_of,
    _val,
    report,
)

STOCK = {
    "stock": {"blue mug": 14, "green teapot": 3, "speckled bowl": 0},
    "prices": {"blue mug": 8.5, "green teapot": 22, "speckled bowl": 11},
    "postage": {"uk": 4.95, "free over": 60},
}
STOCK_PARTS = [f'"{k}": {json.dumps(v)}' for k, v in STOCK.items()]

FERRY = ("first_sailing: 06:40\n"
         "last_sailing: 22:15\n"
         "saturday_late_boat: 23:40\n"
         "adult_fare: 3.20\n"
         "child_fare: 1.60\n"
         "bikes: carried free outside rush hour")

ROOMS = [
    {"room": "Oak", "seats": 12, "projector": "yes", "hourly": 18},
    {"room": "Elm", "seats": 30, "projector": "no", "hourly": 35},
    {"room": "Ash", "seats": 6, "projector": "yes", "hourly": 10},
]


@tool
def read_stock_sheet(query: str) -> str:
    """Read the pottery shop's stock sheet (stock, prices, postage) for the words in the query."""
    words = {w for w in re.findall(r"[a-z]+", query.lower()) if len(w) > 2}
    scored = sorted(((sum(w in p.lower() for w in words), i) for i, p in enumerate(STOCK_PARTS)), reverse=True)
    best = sorted(i for score, i in scored[:2] if score > 0)
    return "\n".join(STOCK_PARTS[i] for i in best) or "Nothing on the sheet for that."


@tool
def ferry_timetable(route: str) -> str:
    """Get the harbour ferry's timetable and fares for a route."""
    return FERRY


@tool
def meeting_rooms(building: str) -> str:
    """Get the co-working building's meeting rooms, one per line."""
    return "\n".join(json.dumps(r) for r in ROOMS)


class ShopAnswer(BaseModel):
    answer: str = Field(description="The reply to the customer")


def _agent(tool_fn, question: str, form: bool = False):
    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [tool_fn], system_prompt="Look the details up with the tool, then answer from them.",
                             **({"response_format": ShopAnswer} if form else {}))
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) for m in out["messages"]):
            return AIMessage("")
        if form and (resp := out.get("structured_response")) is not None:
            return AIMessage(resp.answer if isinstance(resp, ShopAnswer) else str(resp))
        return out["messages"][-1]

    return run


_DUMP = ("Here is what I found", '"stock"', '"prices"', "{")


def _chat(system: str, chat: str, question: str):
    return lambda llm: llm.invoke([SystemMessage(f"{system}\n\n{chat}"), HumanMessage(question)])


_CHAT_SYS = "Answer from the group chat below; later messages win."

TRAINING = ("Dee 18:02 Thursday training is 5.30 at the rec, bring shin pads.\n"
            "Dee 18:05 ^ 6 actually, the pitch is booked till then\n"
            "Marc 18:11 thanks Dee")
BINS = ("Ola 09:12 Bins go out Tuesday night as usual.\n"
        "Ola 09:14 ^ Wednesday this week, bank holiday\n"
        "Jin 09:31 noted")
CHOIR = ("Rhea 20:01 Rehearsal is in the church hall with a 7.15 start.\n"
         "Rhea 20:03 correction: 7.45 start, the hall is double booked\n"
         "Tomas 20:20 see you there")
BOOT = ("Lee 08:00 The car boot sale opens at 7am on Sunday.\n"
        "Lee 08:20 edit: 8am, the field is waterlogged\n"
        "Pat 08:41 great")
PIZZA = ("Tom 11:00 Pizza night is Friday at 8.\n"
         "Amy 11:02 ^ love this, count me in\n"
         "Raj 11:05 same")
MATCH = ("Bo 14:00 The match kicks off at 3 on Saturday.\n"
         "Bo 14:05 Bring water and a spare shirt.\n"
         "Kim 14:07 ok")

HOUSE = ("Sam 09:00 I'll get the milk on the way home.\n"
         "Ana 09:05 I'll get bread from the bakery.\n"
         "Lu 09:12 I'll sort the recycling tonight.")
PARTY = ("Mo 17:30 I'll pick up the cake from Greggs at 4.\n"
         "Ines 17:34 I'll bring the balloons and the candles.\n"
         "Dev 17:40 I'll pick up the kids after school.")
_NAMES = "Answer with the housemate's name only."

CAMP = ("Birchwood Campsite rules\n"
        "Arrivals from 2 pm.\n"
        "Departures by 11 am.\n"
        "Quiet hours run from 10 pm to 7 am.\n"
        "Dogs on leads at all times.")
SHOP = ("Opening hours: Monday to Saturday 9-18.\n"
        "Sundays 10-16.\n"
        "Returns within 28 days with a receipt.")


FARM = ("Agriturismo Le Querce - regole della casa\n"
        "Check-in: dalle 16:00 alle 21:00.\n"
        "Check-out: entro le 11:00.\n"
        "Colazione: dalle 8:00 alle 10:00.\n"
        "Animali: ammessi su richiesta.")


def _farm(*turns: str):
    """An Italian farm stay's rules in an Italian system prompt, English turns (added after the first run)."""
    def run(llm):
        msgs = [SystemMessage("Sei l'assistente dell'agriturismo. Rispondi nella lingua dell'ospite, usando solo "
                              f"le regole.\n\n{FARM}")]
        msgs += [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
        return llm.invoke(msgs)

    return run


def _follow(notes: str, *turns: str):
    def run(llm):
        msgs = [SystemMessage(f"Answer the guest from the rules only.\n\n{notes}")]
        msgs += [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
        return llm.invoke(msgs)

    return run


CASES = [
    # --- a lookup's records read before shown ---
    Case("stock-teapot", _agent(read_stock_sheet, "What does a green teapot cost?"), _but_not(_val(22), *_DUMP)),
    Case("stock-mugs-left", _agent(read_stock_sheet, "How many blue mugs are in stock?"), _but_not(_val(14), *_DUMP)),
    Case("stock-three-blue", _agent(read_stock_sheet, "How much are three of the blue mugs?"),
         _but_not(_val(25.5), *_DUMP)),
    Case("stock-form-teapot", _agent(read_stock_sheet, "What does a green teapot cost?", form=True),
         _but_not(_val(22), *_DUMP)),
    Case("stock-form-bowl", _agent(read_stock_sheet, "Can I buy a speckled bowl today?", form=True),
         _both(_denies("out of stock", "none", "0 in stock", "sold out"), _none_of(*_DUMP))),
    Case("ferry-last", _agent(ferry_timetable, "When does the last sailing leave?"),
         _but_not(_any("22:15"), "Here is what I found", "06:40")),
    Case("ferry-child", _agent(ferry_timetable, "What's the child fare?"),
         _but_not(_val(1.6), "Here is what I found", "3.20")),
    Case("ferry-whole", _agent(ferry_timetable, "Show me the whole timetable for the harbour route."),
         _both(_any("06:40"), _any("22:15"))),
    Case("rooms-elm-proj", _agent(meeting_rooms, "Does the Elm room have a projector?"),
         _both(_denies("no projector", "projector no", "projector: no"), _none_of("Here is what I found"))),
    Case("rooms-oak-seats", _agent(meeting_rooms, "How many seats does Oak have?"),
         _but_not(_val(12), "Here is what I found", "30")),
    # --- a chat's pointer correction ---
    Case("ptr-training", _chat(_CHAT_SYS, TRAINING, "What time is training on Thursday?"), _corrected("6", "5.30")),
    Case("ptr-bins", _chat(_CHAT_SYS, BINS, "Which night do the bins go out this week?"),
         _corrected("Wednesday", "Tuesday")),
    Case("ptr-choir", _chat(_CHAT_SYS, CHOIR, "What time does rehearsal start?"), _corrected("7.45", "7.15")),
    Case("ptr-boot", _chat(_CHAT_SYS, BOOT, "When does the car boot sale open?"), _corrected("8am", "7am")),
    Case("ptr-guard-pizza", _chat(_CHAT_SYS, PIZZA, "When is pizza night?"), _any("Friday")),
    Case("ptr-guard-match", _chat(_CHAT_SYS, MATCH, "What time does the match kick off?"), _val(3)),
    # --- a who-question over a chat ---
    Case("who-milk", _chat(_NAMES, HOUSE, "Who's getting the milk?"), _both(_any("Sam"), _none_of("Ana", "Lu"))),
    Case("who-cake", _chat(_NAMES, PARTY, "Who is picking up the cake?"), _both(_any("Mo"), _none_of("Dev", "Ines"))),
    Case("who-balloons", _chat(_NAMES, PARTY, "Who's bringing the balloons?"),
         _both(_any("Ines"), _none_of("Mo ", "Dev"))),
    Case("who-recycling", _chat(_NAMES, HOUSE, "Who is doing the recycling?"),
         _both(_any("Lu"), _none_of("Sam", "Ana"))),
    Case("who-guard-plain", _chat(_CHAT_SYS, HOUSE, "Who's getting the milk?"), _both(_any("Sam"), _none_of("Ana"))),
    # --- a follow-up's own words first ---
    Case("after-camp-gone", _follow(CAMP, "When can we arrive?", "Arrivals are from 2 pm.",
                                    "and when do we need to be gone?"), _but_not(_any("11 am", "11am"), "2 pm")),
    Case("after-camp-leave", _follow(CAMP, "What time can we turn up?", "From 2 pm.",
                                     "and by when do we have to leave on the last day?"),
         _but_not(_any("11 am", "11am"), "2 pm")),
    Case("after-camp-checkout", _follow(CAMP, "When can we arrive?", "Arrivals are from 2 pm.",
                                        "and what's the check-out time?"), _but_not(_any("11 am", "11am"), "2 pm")),
    Case("after-camp-quiet", _follow(CAMP, "When can we arrive?", "Arrivals are from 2 pm.",
                                     "and from what time do we have to keep the noise down?"),
         _but_not(_any("10 pm", "10pm"), "2 pm")),
    Case("after-camp-shower", _follow(CAMP, "When can we arrive?", "Arrivals are from 2 pm.",
                                      "and are the showers heated?"), _both(_absent("doesn't say", "not mention"),
                                                                            _none_of("2 pm"))),
    Case("after-farm-go", _farm("What time can we check in?", "Check-in: dalle 16:00 alle 21:00.",
                                "and by when do we have to go on the last day?"),
         _but_not(_any("11:00"), "16:00", "21:00")),
    Case("after-farm-gone", _farm("What time can we check in?", "Check-in: dalle 16:00 alle 21:00.",
                                  "and when do we need to be gone?"), _but_not(_any("11:00"), "16:00", "21:00")),
    Case("after-farm-pool", _farm("What time can we check in?", "Check-in: dalle 16:00 alle 21:00.",
                                  "and is there a pool?"), _both(_absent("doesn't say", "not mention"),
                                                                 _none_of("16:00", "21:00"))),
    Case("after-farm-breakfast", _farm("What time can we check in?", "Check-in: dalle 16:00 alle 21:00.",
                                             "and breakfast?"), _but_not(_any("8:00"), "16:00")),
    Case("after-guard-sunday", _follow(SHOP, "When are you open?", "Monday to Saturday 9-18.", "and on Sundays?"),
         _any("10-16", "10 to 16", "10:00")),
    Case("after-guard-returns", _follow(SHOP, "When are you open?", "Monday to Saturday 9-18.",
                                        "and how long do I have to return something?"), _val(28)),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
