"""My probe of absent75 (issue 26): a confident absence. "The documents do not mention 'chemist'" over a
label that says "Pharmacy", "No." to a yes/no question the material is silent on. Half the cases ask a
thing the material truly never holds (a specific service, a price, a fact it does not give): the reply
must say so (an "I don't know", a "does not mention", or a stated limit), never a made-up value and, for a
yes/no question, never a bare "No" or "Yes". The other half ask a thing the material holds under another
everyday name (a flat tyre for a puncture, a bus for a coach, kids for pupils, a conference room for a
meeting room, pills for capsules): the right reply is the value; a stated limit is honest; "not
mentioned" is silently wrong.

Material in shapes of my own: a bike shop's workshop price list, a dentist's patient leaflet, a sailing
club's membership grid (Markdown), a primary school's trip letter, a coworking space's notice in capitals
and a pharmacy's dispensing label.

Oracles: the absent half ``_absent`` (and no "yes"/"no" opening for a yes/no); the named-otherwise half
the value (``_val`` / ``_any``).
``python -W ignore -m tests.sim.probes.absence_x [-v]``.

History (right / limit / silently wrong / false alarms): written and committed before its first run on
start75 (a28144c7); first run there: 19 / 4 / 9 / 1. Silently wrong: dent-filling and sail-student (the
absence is said, "I could not find anything about 'filling'", but beside a quoted price of another thing,
which these oracles do not take), sail-junior ("could not find 'junior'" beside the grid's "Cadet (8-17)"
row), label-chemist ("could not find 'chemist'" on a label headed "Greenway Pharmacy"), loom-internet
("No, not by myself": the abilities small talk), and four plain "I don't know."s over another everyday
name (bikes-flat, bikes-ebike, trip-deadline, label-tablets). The false alarm (sail-bar) is start75's own.
After absent75 (``grounded.weak_absences``, ``smalltalk.asks_of_material``): 19 / 6 / 7 / 1 (sail-junior
and loom-internet stated limits). label-chemist is left: the reading that would doubt it (an everyday
asked head unmet while the chosen line meets a specific word of the subject) fired on four set cases, and
three of them were right absences.
After near76 (``grounded.near_words``: a WordNet synonym of the missing word on a line, "fix" / "repair"):
19 / 7 / 6 / 1 (bikes-flat a stated limit).
"""

from __future__ import annotations

import sys

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _both,
    _either,
    _no_leading,
    _none_of,
    _rag,
    _val,
    report,
)

BIKES = """\
Spokes & Sprockets - workshop price list

Basic service: £45 (gears and brakes adjusted, chain oiled).
Full overhaul: £120, about five working days.
Puncture repair: £12 while you wait.
Wheel truing: £18.
E-bike diagnostics: £30.
Open Tuesday to Saturday, 9am-5.30pm. Closed on bank holidays."""

DENTIST = """\
Riverside Dental Practice - information for patients

Check-up: £28.50 for NHS patients, £55 private.
Scale and polish with the hygienist: £65.
Emergency appointments are kept free every morning from 8.30am; phone before 10am.
Missed appointments without 24 hours' notice are charged £20.
Patients under 18 are seen free on the NHS.
Parking: use the pay-and-display behind the library."""

SAILING = """\
# Clayhithe Sailing Club - membership 2027

| Membership   | Annual fee | Notes                           |
|--------------|------------|---------------------------------|
| Full adult   | £240       | voting rights, one boat space   |
| Cadet (8-17) | £60        | must sail with a parent member  |
| Family       | £380       | two adults and their children   |
| Crew         | £95        | no boat space                   |

Boat park spaces beyond the first: £110 a year.
Club racing every Sunday from April to October."""

TRIP = """\
Dear parents and carers,

Year 5 will visit the Natural History Museum in London on Friday 14 May. The coach leaves school at
8.15am and will be back by 4.30pm. The cost is £18 per pupil, payable on ParentPay by 30 April.
Pupils should bring a packed lunch, a drink in a plastic bottle and a waterproof coat.
School uniform must be worn. Please tell the office about any medical needs by 7 May.

Mrs A. Okafor, Year 5 lead"""

LOOM = """\
THE LOOM - COWORKING ON DALE STREET

HOT DESK: £15 A DAY OR £150 A MONTH.
FIXED DESK: £220 A MONTH, WITH A LOCKABLE DRAWER.
MEETING ROOM: £25 AN HOUR, SEATS 8. BOOK AT THE FRONT DESK.
MEMBERS GET UNLIMITED TEA AND COFFEE, FAST WI-FI AND PRINTING UP TO 100 PAGES A MONTH.
DOORS OPEN 7AM-10PM ON WEEKDAYS; MEMBERS' FOBS WORK 24/7."""

LABEL = """\
Greenway Pharmacy, 4 High Street
Amoxicillin 500mg capsules
Take ONE capsule THREE times a day until all taken.
Space the doses evenly through the day.
Keep out of the reach and sight of children.
Dispensed 02/03/2027. Qty: 21"""

_GONE = ("not mention", "does not say", "do not say", "doesn't say", "not give", "not state", "don't know")


def _silent(*avoid: str):
    """The material does not hold it: an absence, never one of ``avoid`` (a made-up value or a verdict)."""
    return _both(_absent(*_GONE), _none_of(*avoid)) if avoid else _absent(*_GONE)


def _unjudged():
    """A yes/no the material is silent on: an absence, never opening with "yes" or "no"."""
    return _both(_absent(*_GONE), _no_leading("yes", "no"))


ABSENT = [
    Case("bikes-hire", _rag(BIKES, "how much do you charge for bike hire?"), _silent("£45", "£12", "£18")),
    Case("bikes-helmets", _rag(BIKES, "do you sell helmets?"), _unjudged()),
    Case("bikes-saddle", _rag(BIKES, "what's the price of a saddle fitting?"), _silent("£45", "£18", "£30")),
    Case("dent-whiten", _rag(DENTIST, "how much is teeth whitening?"), _silent("£65", "£55", "£28")),
    Case("dent-filling", _rag(DENTIST, "what does a filling cost?"), _silent("£65", "£55", "£28", "£20")),
    Case("dent-wheelchair", _rag(DENTIST, "is there wheelchair access at the practice?"), _unjudged()),
    Case("dent-phone", _rag(DENTIST, "what's the practice's phone number?"), _silent()),
    Case("sail-student", _rag(SAILING, "how much is a student membership?"), _silent("£240", "£95", "£60")),
    Case("sail-lessons", _rag(SAILING, "how much are sailing lessons for beginners?"), _silent("£240", "£95")),
    Case("sail-bar", _rag(SAILING, "does the club have a bar?"), _unjudged()),
    Case("trip-teachers", _rag(TRIP, "how many teachers are going on the trip?"), _silent()),
    Case("trip-money", _rag(TRIP, "how much spending money should my son take?"), _silent("£18")),
    Case("loom-office", _rag(LOOM, "how much is a private office per month?"), _silent("£150", "£220")),
    Case("loom-showers", _rag(LOOM, "are there showers for people who cycle in?"), _unjudged()),
    Case("label-alcohol", _rag(LABEL, "is it ok to drink alcohol while taking these?"), _unjudged()),
    Case("label-pharmacist", _rag(LABEL, "what is the pharmacist's name?"), _silent("Greenway")),
]

OTHERWISE = [
    Case("bikes-flat", _rag(BIKES, "how much to fix a flat tyre?"), _val(12)),
    Case("bikes-ebike", _rag(BIKES, "what do you charge to check over an electric bike?"), _val(30)),
    Case("dent-exam", _rag(DENTIST, "how much is a dental examination on the NHS?"), _val(28.50)),
    Case("dent-cleaning", _rag(DENTIST, "how much does a teeth cleaning with the hygienist cost?"), _val(65)),
    Case("dent-noshow", _rag(DENTIST, "what's the fee if I miss my appointment?"), _val(20)),
    Case("dent-car", _rag(DENTIST, "where can I park the car?"), _any("pay-and-display", "library")),
    Case("sail-junior", _rag(SAILING, "how much is junior membership?"), _val(60)),
    Case("sail-dinghy", _rag(SAILING, "how much is a space for a second boat in the boat park?"), _val(110)),
    Case("trip-bus", _rag(TRIP, "what time does the bus leave school?"), _any("8.15", "8:15")),
    Case("trip-kid", _rag(TRIP, "how much does the trip cost for each child?"), _val(18)),
    Case("trip-deadline", _rag(TRIP, "what's the deadline to pay?"), _any("30 April")),
    Case("loom-conf", _rag(LOOM, "what is the hourly rate for the conference room?"), _val(25)),
    Case("loom-internet", _rag(LOOM, "do members get internet access?"), _either(_any("wi-fi", "wifi"), _any("yes"))),
    Case("label-pills", _rag(LABEL, "how many pills should I take a day?"), _any("three", "3")),
    Case("label-chemist", _rag(LABEL, "which chemist dispensed this?"), _any("Greenway")),
    Case("label-tablets", _rag(LABEL, "how many tablets were in the pack?"), _val(21)),
]

CASES = [*ABSENT, *OTHERWISE]

if __name__ == "__main__":
    report(CASES, sys.argv)
