"""My probe of operand74 (issue 26): a worked figure not worked - the question states a quantity of its
own (a count of people, things, nights, hours, kilos, sessions) and the material prices or times ONE
unit ("£9 per hour", "95p each", "每人30元", "8 € pro Tag"); the reply must give the worked figure, or
state its limit, never the bare per-unit operand. And its opposite: a number in the question that is
incidental (an age that is a condition, a room or table number, a clock time, a year, "my 2 kids love
...") where the plain line is the right answer and a limit is a false alarm.

Material in shapes of my own: a lake's boat-hire board, a campsite's tariff, a bakery's counter list,
a language school's fees, a multi-storey car park's sign, a Chinese swimming-pool notice, a small
museum's admissions, a laundrette's price card, a German bike-hire sign; and a learner's tools
(a taxi booking, a tile order, a table booking).

Oracles strict on the worked half (the worked figure in the reply, ``_val``); the incidental half
wants the plain value (a limit there is a false alarm).
``python -W ignore -m tests.sim.probes.operand_x [-v]``.

History (right / limit / silently wrong / false alarms): written and committed before its first run on
start74 (b88b9d23); first run there: 8 / 19 / 6 / 2 (laundry-time: "One wash cycle takes 40 minutes." for 3
cycles, the count taken for a missing word; tool-tiles: boxes=1 from "one box covers 1.5 square metres";
bakery-crois "570 p (6 × 95p)", which is right: the oracle was too strict and now also takes 570, so start74
reads 9 / 19 / 5 / 2; pool-zh-3 "我不知道。", boat-jackets and camp-showers, none of them an operand given).
After operand74 (``grounded.unused_quantities``, ``values.covered_amounts``): 10 / 20 / 3 / 2 (laundry-time a
stated limit, tool-tiles boxes=6). The two false alarms (school-8, school-days) are start74's own.
"""

from __future__ import annotations

import sys

from langchain_core.tools import tool

from tests.sim.fresh._oracles import (
    Case,
    _any,
    _both,
    _call,
    _calls,
    _either,
    _none_of,
    _num_near,
    _rag,
    _val,
    report,
)

BOATS = """\
Millwater Lake - boat hire (summer season)

Rowing boats: £9 per hour (up to 4 people).
Pedalos: £7 per half hour.
Canadian canoes: £14 per hour, buoyancy aids included.
Life jackets are free for every passenger.
Last boats go out at 5.30pm; the hut opens at 10am."""

CAMP = """\
Hazelbrook Farm Campsite - tariff 2027

Tent or caravan pitch: £18 per night (2 adults included).
Extra adult: £6 per night.
Dogs: £3 per dog per night, on leads at all times.
Electric hook-up: £4.50 per night.
Hot showers are free. Quiet time from 10.30pm."""

BAKERY = """\
Crumb & Co. - counter prices

Croissants: 95p each
Cinnamon buns: £2.20 each
Sourdough loaf: £3.80
Bagels: £4.50 for a bag of six
Orders for the weekend must be in by Thursday 4pm."""

SCHOOL = """\
Lingua Hub - Spanish evening classes

Group lessons: £22 per lesson (90 minutes).
Private lessons: £40 per hour.
Registration fee: £15, paid once.
Learners under 16 must be accompanied to the first lesson.
Classes run on Tuesdays and Thursdays from 7pm."""

PARKING = """\
Station Road multi-storey car park

Tariff: £1.60 an hour, maximum stay 6 hours.
Overnight (6pm-8am): flat £3.
Blue badge holders park free on every level.
Height limit 2.1 metres. Pay at the machines on levels 1 and 3."""

POOL_ZH = """\
东湖游泳馆收费标准
成人票:每人30元。
儿童票(1.2米以下):每人15元。
开放时间:每天上午9点至晚上9点。
泳帽必须佩戴,馆内有售。"""

MUSEUM = """\
Weavers' Cottage Museum - admissions

Adults: £12 per person.
Children (5-16): £6 per child. Under 5s go free.
Audio guide: £3 each.
Open Wednesday to Sunday, 10am-4pm; last entry 3.15pm."""

LAUNDRY = """\
Bubbles Laundrette - price card

Self-service wash: £4.20 a load.
Service wash (we wash, dry and fold): £2.50 per kg.
Dryers: £1 for 15 minutes.
One wash cycle takes 40 minutes.
Attended 8am-6pm; the Wi-Fi password is on the till."""

BIKES_DE = """\
Fahrradverleih am Hafen

City-Rad: 12 € pro Tag.
E-Bike: 25 € pro Tag.
Kindersitz: 3 € pro Tag.
Helme gibt es kostenlos dazu.
Geöffnet täglich 9-18 Uhr."""


@tool
def book_taxi(passengers: int, pickup: str) -> str:
    """Book a taxi for a number of passengers from a pickup address."""
    return "booked"


@tool
def order_tiles(boxes: int) -> str:
    """Order floor tiles by the box."""
    return "ordered"


@tool
def reserve_table(people: int, time: str) -> str:
    """Reserve a restaurant table for a number of people at a 24-hour HH:MM time."""
    return "reserved"


WORKED = [
    Case("boat-3h", _rag(BOATS, "we'd like a rowing boat for 3 hours, how much will that be?"), _val(27)),
    Case("boat-canoe-2h", _rag(BOATS, "canoe for two hours - what's the cost?"), _val(28)),
    Case("camp-5n", _rag(CAMP, "how much is a pitch for 5 nights"), _val(90)),
    Case("camp-dogs", _rag(CAMP, "we're coming for 4 nights with our two dogs. what will the dogs cost us?"), _val(24)),
    Case("bakery-crois", _rag(BAKERY, "I need 6 croissants for a brunch, what's that going to come to?"), _either(_val(5.70), _val(570))),
    Case("bakery-buns", _rag(BAKERY, "price for three cinnamon buns?"), _val(6.60)),
    Case("school-8", _rag(SCHOOL, "how much would 8 group lessons be in total?"), _val(176)),
    Case("school-priv", _rag(SCHOOL, "I want 3 hours of private lessons, total cost?"), _val(120)),
    Case("park-4h", _rag(PARKING, "what do I pay for parking 4 hours?"), _val(6.40)),
    Case("pool-zh-3", _rag(POOL_ZH, "我们三个大人去游泳,一共多少钱?"), _val(90)),
    Case("museum-group", _rag(MUSEUM, "me and 3 friends want adult tickets, what's the total?"), _val(48)),
    Case("museum-guides", _rag(MUSEUM, "how much for audio guides for the five of us?"), _val(15)),
    Case("laundry-kg", _rag(LAUNDRY, "I've got 6 kg for the service wash, how much?"), _val(15)),
    Case("laundry-time", _rag(LAUNDRY, "I have 3 wash cycles to run one after another, how long will that take?"),
         _any("120 minutes", "2 hours", "two hours")),
    Case("bikes-de", _rag(BIKES_DE, "Wir möchten drei City-Räder für einen Tag, was kostet das?"), _val(36)),
    Case("tool-taxi", _calls([book_taxi], "get a cab for me and my two colleagues from 14 Mill Lane"),
         _call("book_taxi", passengers=_num_near(3))),
    Case("tool-tiles", _calls([order_tiles], "the bathroom floor is 9 square metres and one box covers 1.5 square "
                                             "metres, order the boxes"),
         _call("order_tiles", boxes=_num_near(6))),
]

INCIDENTAL = [
    Case("boat-open", _rag(BOATS, "my 2 kids love boats - what time does the hut open?"), _any("10am", "10 am")),
    Case("boat-jackets", _rag(BOATS, "there will be 4 of us in the boat, do we have to pay for life jackets?"),
         _both(_any("free"), _none_of("£9"))),
    Case("camp-night", _rag(CAMP, "what's the price of a pitch per night?"), _val(18)),
    Case("camp-showers", _rag(CAMP, "we arrive around 3pm on the 14th, are the showers free?"), _any("free")),
    Case("bakery-loaf", _rag(BAKERY, "what does a sourdough loaf cost? I'll pick it up at 9"), _val(3.80)),
    Case("school-reg", _rag(SCHOOL, "my son is 17, how much is the registration fee?"), _val(15)),
    Case("school-days", _rag(SCHOOL, "I'm 45 and a beginner, which days are the classes on?"),
         _any("Tuesday", "Thursday")),
    Case("park-badge", _rag(PARKING, "I'll be on level 2 with my blue badge - do I pay?"), _any("free")),
    Case("park-rate", _rag(PARKING, "how much is it an hour to park in 2027?"), _val(1.60)),
    Case("pool-zh-kid", _rag(POOL_ZH, "我女儿8岁,儿童票多少钱?"), _val(15)),
    Case("museum-child", _rag(MUSEUM, "my daughter is 9, how much is her ticket?"), _val(6)),
    Case("museum-one", _rag(MUSEUM, "how much is one adult ticket?"), _val(12)),
    Case("laundry-load", _rag(LAUNDRY, "I'm at machine 7, what does a self-service wash cost?"), _val(4.20)),
    Case("laundry-cycle", _rag(LAUNDRY, "how long is one wash cycle?"), _val(40)),
    Case("bikes-de-ebike", _rag(BIKES_DE, "Was kostet ein E-Bike pro Tag?"), _val(25)),
    Case("tool-table", _calls([reserve_table], "table for 4 at 19:30 please, we're at number 12 Elm Road"),
         _call("reserve_table", people=_num_near(4))),
]

CASES = [*WORKED, *INCIDENTAL]

if __name__ == "__main__":
    report(CASES, sys.argv)
