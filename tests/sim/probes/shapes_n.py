"""My probe of the session of 2026-12-06, fix56b (issue 26): whole material shapes a learner writes
that the simulator could not read, written before any change of this task.

A role system prompt whose last sentence tells the assistant to answer from material named by any
noun ("Reply to members using the rules below:", "Answer guests from the room list:", "Use only this
FAQ:"), the material after it; a JSON Lines log handed over as material (never a response format to
fill); short English questions in text-speak ("r u open sun", "do u post abroad"); and a count of days
asked over a date span ("how many days is the bridge shut" over "from Monday 4 August to Friday 15
August"): the count worked, or a stated limit, never a partial answer that "could not find 'days'".

Oracles strict: the asked value is required; "I don't know" is right only where the material does not
hold it. ``python -W ignore -m tests.sim.probes.shapes_n [-v]``.

History (right / limit / silently wrong / false alarms): first sight on e587874e, before any change:
6 / 11 / 1 / 2 (the role prompts "Answer guests from the room list:" "can't tell what this prompt asks";
the order log's questions limits; "r u open sun" read as Dutch; the day counts limits). Then two oracles
mended, txt-sun and txt-abroad, which "I don't know" met by its "no" in "know": 6 / 11 / 1 / 1 on
e587874e. After fix56b (``pointed_material.answers_from_named``, ``words.text_speak``,
``grounded.day_counts``, Dutch pointers, ``text_speak.days_named``): 10 / 7 / 1 / 0 (club-lockers quotes the
boathouse's locking line, as on e587874e; days-zh's notice is too short to be read as material).
"""

from __future__ import annotations

import sys

from langchain_core.messages import HumanMessage, SystemMessage

from tests.sim.fresh._oracles import Case, _absent, _any, _both, _none_of, _text, _val, report

CLUB = """Membership rules of the Ashgrove Rowing Club (2035)

Adult membership costs £240 a year; junior members (under 18) pay £95.
Members may book a single scull for up to 90 minutes at a time.
Guests may row twice a season before they must join.
The boathouse is locked at 21:00; the last boat must be back on the rack by 20:30."""

CAMP_FAQ = """Q: When can we arrive?
A: Pitches are ready from 14:00 on the day you arrive.
Q: When do we have to leave?
A: Please leave your pitch by 11:00 on the day you go.
Q: Are dogs welcome?
A: Yes, up to two dogs per pitch, kept on a lead, £3 a night each.
Q: Is there a shop?
A: The site shop sells milk, bread and gas bottles, 8:00-18:00."""

ROOMS = """[single]
rate = 68
breakfast = 9
max_guests = 1

[double]
rate = 104
breakfast = 9
max_guests = 2

[family]
rate = 139
breakfast = 7
max_guests = 4"""

ORDERS = """{"order": 301, "customer": "Wenna Pask", "item": "oak shelf", "total": 58.5, "shipped": "2035-04-02"}
{"order": 302, "customer": "Idris Kell", "item": "walnut board", "total": 34.0, "shipped": "2035-04-03"}
{"order": 303, "customer": "Mara Sole", "item": "ash stool", "total": 121.0, "shipped": "2035-04-06"}"""

SHOP = """Kettle & Crumb tea room

Open Tuesday to Saturday, 9:30 to 16:30; closed Sunday and Monday.
We post loose-leaf tea anywhere in the UK for £3.50; we do not send parcels abroad.
Afternoon tea for two is £32 and must be booked a day ahead."""

BRIDGE = ("Roadworks notice. Tolley Bridge is closed to all traffic from Monday 4 August to Friday 15 August "
          "while the deck is resurfaced. A diversion runs via Marsh Lane.")
ZWEMBAD = ("Mededeling van het zwembad: het zwembad is dicht van maandag 2 juni tot en met zondag 8 juni "
           "wegens onderhoud van de filters.")
ZH_HOLIDAY = "学校通知:国庆节10月1日至7日放假,10月8日正常上课。"


def _sys(system: str, question: str):
    def run(llm):
        return llm.invoke([SystemMessage(system), HumanMessage(question)])

    return run


def _role(lead: str, material: str, question: str):
    return _sys(f"{lead}\n\n{material}", question)


_CLUB_LEAD = "You're the club's membership secretary; reply to members using the rules below:"
_CAMP_LEAD = "Act as the campsite's helpdesk. Use only this FAQ:"
_ROOM_LEAD = "You are the inn's night porter. Answer guests from the room list:"
_ORDER_LEAD = "You help customers of a woodwork shop. Our order log (JSON Lines):"
_SHOP_LEAD = "You answer messages for the tea room. Here is our page:"
_NOTICE = "Answer the question from the notice below."

CASES = [
    Case("club-junior", _role(_CLUB_LEAD, CLUB, "how much is junior membership?"), _val(95, "240")),
    Case("club-scull", _role(_CLUB_LEAD, CLUB, "how long can I take a single scull out for?"), _val(90)),
    Case("club-back", _role(_CLUB_LEAD, CLUB, "by what time must boats be back?"), _any("20:30")),
    Case("club-lockers", _role(_CLUB_LEAD, CLUB, "are there lockers in the boathouse?"),
         _absent("doesn't say", "not say", "don't know", "does not")),
    Case("camp-leave", _role(_CAMP_LEAD, CAMP_FAQ, "what time is check-out?"), _any("11:00")),
    Case("camp-dog", _role(_CAMP_LEAD, CAMP_FAQ, "how much is it per night for a dog?"), _val(3)),
    Case("camp-pool", _role(_CAMP_LEAD, CAMP_FAQ, "is there a swimming pool?"),
         _absent("doesn't say", "not say", "don't know", "does not")),
    Case("room-family", _role(_ROOM_LEAD, ROOMS, "what's the rate for the family room?"), _val(139, "104")),
    Case("room-double-guests", _role(_ROOM_LEAD, ROOMS, "how many people can stay in a double?"), _val(2)),
    Case("order-303", _role(_ORDER_LEAD, ORDERS, "what did order 303 cost?"),
         _both(_val(121), _none_of('{"order"'))),
    Case("order-who-302", _role(_ORDER_LEAD, ORDERS, "who placed order 302?"),
         _both(_any("Idris Kell"), _none_of('{"order"'))),
    Case("txt-sun", _role(_SHOP_LEAD, SHOP, "r u open sun"), _both(_any("closed", "not open"), _none_of("Czech", "Dutch", "don't know"))),
    Case("txt-abroad", _role(_SHOP_LEAD, SHOP, "do u post abroad"),
         _both(_any("not send parcels abroad", "do not"), _none_of("Czech", "Slovak", "Polish", "Dutch"))),
    Case("txt-tea", _role(_SHOP_LEAD, SHOP, "how much is afternoon tea 4 2"), _val(32)),
    Case("days-bridge", _sys(f"{_NOTICE}\n\n{BRIDGE}", "how many days is the bridge shut?"),
         _both(_any("12"), _none_of("could not find"))),
    Case("days-zwembad", _sys(f"Beantwoord de vraag met de mededeling hieronder.\n\n{ZWEMBAD}",
                              "hoeveel dagen is het zwembad dicht?"),
         _both(_any("7"), _none_of("could not find"))),
    Case("days-zh", _sys(f"根据下面的通知回答。\n\n{ZH_HOLIDAY}", "国庆一共放几天假?"), _any("7天", "7 天", "七天")),
    Case("days-guard-date", _sys(f"{_NOTICE}\n\n{BRIDGE}", "when does the bridge reopen?"),
         lambda out: "15 August" in _text(out) or "16 August" in _text(out)),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
