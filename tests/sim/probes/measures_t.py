"""My probe of round 68 (issue 26), written BEFORE any change it may lead to and committed before
its first run: an age asked against a price table whose columns are age bands (a climbing wall, a
lido), quantities in one unit handed to a tool or a schema field named for another (US and
imperial gallons, miles, stone, Fahrenheit), booleans stated by a joined negation ("non-", "-free"),
two measures in one sentence (Chinese and English), and a pronoun asked back about another's
relative. None of it is the course's data or any set's.

Oracles strict, as the sets'. ``python -W ignore -m tests.sim.probes.measures_t [-v]``.
"""

from __future__ import annotations

import sys

from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _both,
    _call,
    _calls,
    _has,
    _no_or,
    _none_of,
    _num,
    _parsed,
    _rag,
    _structured,
    _thread,
    _val,
    _yes_or,
    report,
)

WALL = """Harbourside Climbing Wall - prices from 1 March

| Activity          | Under 8s | Youth (8-17) | Adult (18+) |
|-------------------|----------|--------------|-------------|
| Bouldering        | £5       | £8           | £11         |
| Auto-belay zone   | -        | £9           | £12         |
| Lead climbing     | -        | -            | £14         |
| Taster session    | £12      | £15          | £20         |

Shoe hire £3 for everyone. Under 8s must be with a paying adult at all times.
Lead climbers must show a lead card at the desk.
"""

LIDO = """Eastfield Lido - summer 2031

Ticket            Under 5s   Juniors 5-15   Adults 16+
Swim              free       £3.20          £5.80
Swim + sauna      n/a        n/a            £9.50
Swim + slide      £1.00      £4.00          £6.60

Open 7am to 7pm daily from the late May bank holiday until 7 September.
"""


@tool
def record_volume(litres: float) -> str:
    """Record a volume of liquid, in litres."""
    return "ok"


@tool
def log_run(km: float) -> str:
    """Log a run's distance in kilometres."""
    return "ok"


@tool
def set_oven(celsius: float) -> str:
    """Set the oven temperature in degrees Celsius."""
    return "ok"


@tool
def weigh_in(kg: float) -> str:
    """Record a body weight in kilograms."""
    return "ok"


class Ticket(BaseModel):
    refundable: bool = Field(description="whether the ticket can be refunded")
    seats: int = Field(description="number of seats")


class Flat(BaseModel):
    pets_allowed: bool = Field(description="whether pets are allowed")
    furnished: bool = Field(description="whether the flat is furnished")


class Party(BaseModel):
    alcohol_served: bool = Field(description="whether alcohol will be served")
    guests: int = Field(description="number of guests")


class Cake(BaseModel):
    gluten_free: bool = Field(description="whether the cake is gluten-free")
    tiers: int = Field(description="number of tiers")


class Pub(BaseModel):
    smoking_area: bool = Field(description="whether there is a smoking area")
    dogs_welcome: bool = Field(description="whether dogs are welcome")


class Parcel(BaseModel):
    length_cm: float = Field(description="长,厘米")
    width_cm: float = Field(description="宽,厘米")


class Child(BaseModel):
    age: int = Field(description="age in years")
    height_cm: float = Field(description="height in centimetres")


class Patient(BaseModel):
    height_cm: float = Field(description="身高,厘米")
    weight_kg: float = Field(description="体重,公斤")


class Plank(BaseModel):
    length_m: float = Field(description="length in metres")
    thickness_mm: float = Field(description="thickness in millimetres")


def _near(value: float, tol: float = 0.05):
    return lambda v: _num(v) is not None and abs(_num(v) - value) <= tol


_WALL_DUMP = ("Shoe hire", "lead card")
_LIDO_DUMP = ("late May bank holiday", "7am to 7pm")

CASES = [
    # an age against column bands: the asked row's cell in the band's column
    Case("wall-autobelay-6", _rag(WALL, "Can my 6-year-old have a go on the auto-belay?"),
         _both(_no_or("not for under"), _none_of(*_WALL_DUMP))),
    Case("wall-lead-15", _rag(WALL, "Is lead climbing open to my son? He's 15."),
         _both(_no_or("adults only", "only for adults"), _none_of(*_WALL_DUMP))),
    Case("wall-taster-7", _rag(WALL, "Can a 7-year-old book a taster session?"),
         _both(_yes_or("£12"), _none_of(*_WALL_DUMP))),
    Case("wall-boulder-12", _rag(WALL, "How much is bouldering for a 12-year-old?"),
         _both(_val(8, "£11"), _none_of(*_WALL_DUMP))),
    Case("lido-sauna-10", _rag(LIDO, "Can my 10-year-old use the sauna?"),
         _both(_no_or("adults only", "not available"), _none_of(*_LIDO_DUMP))),
    Case("lido-slide-4", _rag(LIDO, "What does swim + slide cost for a four-year-old?"),
         _both(_val(1, "£4.00", "£6.60"), _none_of(*_LIDO_DUMP))),
    Case("lido-swim-40", _rag(LIDO, "How much is a swim for me? I'm 40."),
         _both(_val(5.8, "£3.20"), _none_of(*_LIDO_DUMP))),
    # a quantity in another unit than the argument's name
    Case("vol-us-gal", _calls([record_volume], "log 5 US gallons of rainwater from the butt"),
         _call("record_volume", litres=_near(18.93))),
    Case("vol-imp-gal", _calls([record_volume], "we collected 3 imperial gallons of apple juice"),
         _call("record_volume", litres=_near(13.64))),
    Case("vol-ml", _calls([record_volume], "record 750 ml of stock"), _call("record_volume", litres=_near(0.75))),
    Case("run-miles", _calls([log_run], "log my 10 mile run from this morning"), _call("log_run", km=_near(16.09))),
    Case("run-km", _calls([log_run], "just did 8.5k round the park"), _call("log_run", km=_near(8.5))),
    Case("oven-f", _calls([set_oven], "preheat the oven to 350 degrees Fahrenheit"),
         _call("set_oven", celsius=_near(176.67, 0.5))),
    Case("weigh-stone", _calls([weigh_in], "weigh-in today: 12 stone exactly"), _call("weigh_in", kg=_near(76.2, 0.1))),
    # a joined negation in a boolean field; the field's own "-free" word stays a yes
    Case("ticket-nonref", _structured(Ticket, "Two seats in row F. Please note this ticket is non-refundable."),
         _parsed(lambda p: p.refundable is False and p.seats == 2)),
    Case("flat-petfree", _structured(Flat, "Fully furnished one-bed. It's a strictly pet-free building."),
         _parsed(lambda p: p.pets_allowed is False and p.furnished is True)),
    Case("party-dry", _structured(Party, "An alcohol-free evening for 30 guests, soft drinks and mocktails only."),
         _parsed(lambda p: p.alcohol_served is False and p.guests == 30)),
    Case("cake-gf", _structured(Cake, "Three tiers, lemon and elderflower, and it has to be gluten-free."),
         _parsed(lambda p: p.gluten_free is True and p.tiers == 3)),
    Case("pub-smoke", _structured(Pub, "There's a covered smoking shelter out the back and dogs are welcome in the bar."),
         _parsed(lambda p: p.smoking_area is True and p.dogs_welcome is True)),
    # two measures in one sentence: each field takes the figure its own word introduces
    Case("parcel-zh", _structured(Parcel, "箱子长一米二,宽八十公分。"),
         _parsed(lambda p: abs(p.length_cm - 120) < 0.01 and abs(p.width_cm - 80) < 0.01)),
    Case("child-en", _structured(Child, "She's seven and 1.2 m tall."),
         _parsed(lambda p: p.age == 7 and abs(p.height_cm - 120) < 0.01)),
    Case("patient-zh", _structured(Patient, "身高一米六八,体重五十五公斤。"),
         _parsed(lambda p: abs(p.height_cm - 168) < 0.01 and abs(p.weight_kg - 55) < 0.01)),
    Case("plank-en", _structured(Plank, "An oak board 2.4 m long and 18 mm thick."),
         _parsed(lambda p: abs(p.length_m - 2.4) < 0.01 and abs(p.thickness_mm - 18) < 0.01)),
    # a pronoun asked back about someone else's relative
    Case("thread-she", _thread("My brother Tomas is 41 and his wife Ines is 38.", "Noted.", "How old is she?"),
         _both(_has("38"), _none_of("your wife"))),
    Case("thread-his", _thread("My neighbour Priya has a son called Dev, he's 12.", "Got it.", "How old is her son?"),
         _both(_has("12"), _none_of("your son"))),
    # a share by the headcount in the notes
    Case("bills-share", _rag("Flat 3 bills, spring quarter\nWater: £148 for the quarter, split between the 4 of us.\n"
                             "Broadband: £32 a month, paid by Sam.", "What's my share of the water bill?"),
         _both(_val(37), _none_of("Broadband"))),
    Case("bills-absent", _rag("Flat 3 bills, spring quarter\nWater: £148 for the quarter, split between the 4 of us.\n"
                              "Broadband: £32 a month, paid by Sam.", "How much is the TV licence?"),
         _absent("does not say", "do not say", "not mention")),
    Case("wall-shoes", _rag(WALL, "Do I have to pay for shoes?"), _any("£3")),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
