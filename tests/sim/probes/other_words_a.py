"""My probe of near76 (issue 26 point 1): a question naming a thing in other words than the material
("late" for "overdue", "drop off" for "bring", "kids" for "juniors", "vet" for "veterinary surgeon") must
not get "I don't know" / "not mentioned" as if the material lacked it: the right reply is the value, a
stated limit is honest, an absence is silently wrong. The other half asks things the material truly never
holds, with unrelated words of the same field around (a price list that never names the asked service):
the reply must say so (an "I don't know", a "does not mention", or a stated limit), never a made-up value.

Material in shapes of my own: a village library's loan rules, a recycling centre's notice, a vet's price
list (Markdown table), a cinema's ticket board in capitals, a hotel's guest card and a garden centre's
delivery terms.

Oracles: the absent half ``_silent`` (an absence, no borrowed value); the named-otherwise half the value.
``python -W ignore -m tests.sim.probes.other_words_a [-v]``.

History (right / limit / silently wrong / false alarms): written and committed before its first run on
start76 (0ade7ef2, the probe commit on branch near76); first run there: 17 / 7 / 6 / 1. After near76
(``grounded.near_words``, WordNet synonyms): 17 / 9 / 4 / 1 (rec-tires "tire"/"Tyres" and hotel-bags
"baggage"/"Luggage" stated limits). Left: lib-films ("film" for "DVDs": a hyponym, not a synonym),
rec-dropoff ("drop off" for "bring": a phrasal verb), cin-snacks ("snacks" for "popcorn and drinks":
hyponyms), lib-ebooks (a list quoted for a yes/no). Hypernyms/hyponyms, measured, flagged true absences.
"""

from __future__ import annotations

import sys

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _both,
    _no_leading,
    _none_of,
    _rag,
    _val,
    report,
)

LIBRARY = """\
Ashby Parva Village Library - loan rules

Books may be borrowed for three weeks and renewed twice.
Overdue books are fined 15p per day, up to £3 per book.
Audiobooks and DVDs are lent for one week only.
Juniors (under 14) pay no fines.
Lost cards are replaced for £1.50.
Opening: Monday and Thursday 2-7pm, Saturday 10am-1pm."""

RECYCLING = """\
Westfield Household Recycling Centre

Residents may bring garden waste, cardboard, glass and small electricals free of charge.
Tyres are accepted at £4 each, at most four per visit.
Plasterboard: £6 per bag.
Vans and trailers need a permit, booked online 48 hours ahead.
Open daily 8am-6pm in summer and 8am-4pm from October to March."""

VET = """\
# Meadow Lane Veterinary Surgery - prices

| Treatment                 | Price  |
|---------------------------|--------|
| Consultation              | £48    |
| Booster vaccination (dog) | £55    |
| Neutering (cat)           | £95    |
| Microchipping             | £20    |
| Nail clipping             | £12    |

Out-of-hours calls are charged £150 on top."""

CINEMA = """\
ROXY PICTURE HOUSE - TICKETS

ADULT: £9.50. CONCESSIONS (STUDENTS, OVER-60S): £7.
CHILD UNDER 15: £6.
TUESDAY SCREENINGS: £5 FOR EVERYONE.
POPCORN AND DRINKS FROM THE KIOSK IN THE FOYER.
FILMS START 10 MINUTES AFTER THE TIME SHOWN."""

HOTEL = """\
Welcome to the Harbour View Hotel

Breakfast is served in the Garden Room from 7 to 10am.
Check-out is by 11am; late check-out until 1pm costs £20.
Luggage can be left with reception on your last day.
The sauna on the top floor is open 4-9pm.
Dial 0 for reception, 9 for an outside line."""

GARDEN = """\
Hollybush Garden Centre - delivery terms

We deliver within 15 miles for a flat £8.
Orders over £75 are delivered free.
Large trees and sheds are delivered on Wednesdays only.
Compost is sold in 50-litre sacks at £6.99 or three for £18.
Returns of unwanted plants are accepted within 14 days with a receipt."""

_GONE = ("not mention", "does not say", "do not say", "doesn't say", "not give", "not state", "don't know",
         "not list", "could not find")


def _silent(*avoid: str):
    """The material does not hold it: an absence, never one of ``avoid``."""
    return _both(_absent(*_GONE), _none_of(*avoid)) if avoid else _absent(*_GONE)


def _unjudged():
    return _both(_absent(*_GONE), _no_leading("yes", "no"))


ABSENT = [
    Case("lib-ebooks", _rag(LIBRARY, "can I borrow e-readers from the library?"), _unjudged()),
    Case("lib-printing", _rag(LIBRARY, "how much does photocopying cost?"), _silent("£1.50", "15p", "£3")),
    Case("lib-wifi", _rag(LIBRARY, "what's the wifi password?"), _silent()),
    Case("rec-asbestos", _rag(RECYCLING, "how much to get rid of asbestos?"), _silent("£4", "£6")),
    Case("rec-sunday", _rag(RECYCLING, "is there a car park for cyclists?"), _unjudged()),
    Case("vet-dental", _rag(VET, "how much is a dental scale for my dog?"), _silent("£48", "£55", "£12")),
    Case("vet-rabbit", _rag(VET, "what do you charge for rabbit insurance?"), _silent("£48", "£55", "£95")),
    Case("cin-3d", _rag(CINEMA, "how much extra are 3D glasses?"), _silent("£9.50", "£7", "£5")),
    Case("cin-parking", _rag(CINEMA, "where can I leave my bicycle?"), _silent()),
    Case("hotel-pool", _rag(HOTEL, "what time does the swimming pool close?"), _silent("9pm", "10am", "1pm")),
    Case("hotel-dogs", _rag(HOTEL, "are pets allowed in the rooms?"), _unjudged()),
    Case("gard-paving", _rag(GARDEN, "how much is a pallet of paving slabs?"), _silent("£6.99", "£18", "£8")),
    Case("gard-sunday", _rag(GARDEN, "do you do gift vouchers?"), _unjudged()),
]

OTHERWISE = [
    Case("lib-late", _rag(LIBRARY, "what's the fine for a late book?"), _any("15p")),
    Case("lib-kids", _rag(LIBRARY, "do kids have to pay fines?"), _any("no fine", "pay no", "no,")),
    Case("lib-films", _rag(LIBRARY, "how long can I keep a film?"), _any("one week", "1 week")),
    Case("lib-card", _rag(LIBRARY, "what does a new library card cost if I mislay mine?"), _val(1.50)),
    Case("rec-dropoff", _rag(RECYCLING, "can I drop off an old toaster for free?"), _any("free", "yes")),
    Case("rec-tires", _rag(RECYCLING, "how much to dispose of a car tire?"), _val(4)),
    Case("rec-winter", _rag(RECYCLING, "when does the centre shut in January?"), _any("4pm", "4 pm")),
    Case("vet-jab", _rag(VET, "how much is a dog's jab?"), _val(55)),
    Case("vet-spay", _rag(VET, "what's the cost of castration for a cat?"), _val(95)),
    Case("vet-claws", _rag(VET, "how much to trim my dog's claws?"), _val(12)),
    Case("cin-pensioner", _rag(CINEMA, "how much is a ticket for a senior citizen?"), _val(7)),
    Case("cin-snacks", _rag(CINEMA, "where do I buy snacks?"), _any("kiosk")),
    Case("hotel-bags", _rag(HOTEL, "can I store my baggage after I check out?"), _any("reception")),
    Case("hotel-morning", _rag(HOTEL, "until when is the morning meal?"), _any("10am", "10 am")),
    Case("gard-fee", _rag(GARDEN, "what is the delivery fee?"), _val(8)),
    Case("gard-refund", _rag(GARDEN, "how long do I have to send back a plant?"), _any("14 days")),
    Case("gard-bags", _rag(GARDEN, "how much is one bag of compost?"), _val(6.99)),
]

CASES = [*ABSENT, *OTHERWISE]

if __name__ == "__main__":
    report(CASES, sys.argv)
