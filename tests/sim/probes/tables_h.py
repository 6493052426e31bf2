"""Invented probe (2026-12-03, branch ``leftovers``, mine, not a held-out set: I tune against it).
Oracles written and committed before its first run. Shapes of the twenty-second set's leftover
classes on material of my own: a bake-off judges' sheet pasted from a spreadsheet (tabs), a
shops' monthly takings as a markdown table, an air-quality forecast with level words (low /
moderate / high / very high) as a CSV, a blog's ``justfile`` (a default recipe, dependencies, a
default argument), a lido's notice of "X only" rules, and extraction texts with two numeric
fields ("a 2-bed flat at £1,275 a month") and invariant plurals ("4 salmon", "12 sheep").
Questions: a named row's cell, the lowest / worst as a rank, two rows summed, the runner-up, a
level compared and ranked, a justfile's default and dependencies, a yes/no against an "only"
rule. ``python -m tests.sim.probes.tables_h [-v]`` prints right / limit / wrong.

History (right / limit / wrong of 29):
- first sight on fd1edf3 (the branch point), one run: **11 / 13 / 5**. Wrong: two rows listed, not
  added (bake-two-total, shops-two-jan), "I don't know." for "Who came second?" and for the bare
  ``just``, the "card only" line quoted for "Can I pay by card?" (no yes). Lenient right:
  bake-cell-lower (every row's Technical listed, the oracle meets Tomasz's 9).
- read moves (mine, branch ``leftovers``): tab-separated sheets and "worst"/"best" (96e022e), rank
  positions and row sums (5c57b90), recipe files (711f6b7), two numeric fields and invariant
  plurals (852f247), "only" rules (d9deb8e), level words and a rank reply naming only its row
  (1788a7d): **29 / 0 / 0**.
"""

from __future__ import annotations

import sys

from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _both,
    _but_not,
    _parsed,
    _rag,
    _says_no,
    _starts,
    _structured,
    _word,
    report,
)

BAKE = ("Baker\tTaste\tPresentation\tTechnical\tTotal\n"
        "Priya\t9\t7\t8\t24\n"
        "Tomasz\t6\t8\t9\t23\n"
        "Elin\t8\t9\t5\t22\n"
        "Daniel\t7\t6\t7\t20\n")

SHOPS = """Takings by branch, first quarter (in pounds)

| Branch | January | February | March |
|---|---|---|---|
| Harbour Street | 4200 | 3900 | 5100 |
| Mill Lane | 3600 | 4400 | 4700 |
| Station Road | 2800 | 3100 | 2500 |
| Castle Gate | 3300 | 2900 | 3800 |
"""

AIR = """area,air quality tomorrow,wind
Riverside,Moderate,light
Old Town,High,calm
Hillcrest,Low,breezy
The Docks,Very high,calm
"""

JUST = """# justfile for the blog
default: build

build:
    hugo --minify

preview: build
    hugo server -D

deploy target="prod": build check
    rsync -av public/ {{target}}:/var/www/blog

check:
    htmltest
"""

LIDO = """Riverside Lido - notices
Open daily 6:30-20:00.
Lane 1: members only.
Sauna: adults only (18+).
Cafe: card payments only.
No diving in the shallow end.
"""


class Flat(BaseModel):
    bedrooms: int = Field(description="number of bedrooms")
    rent_gbp: float = Field(description="monthly rent in pounds")


class Boat(BaseModel):
    berths: int = Field(description="how many people it sleeps")
    price_gbp: float = Field(description="price per week in pounds")


class MaybeFlat(BaseModel):
    bedrooms: int | None = Field(default=None, description="number of bedrooms, if stated")
    rent_gbp: float = Field(description="monthly rent in pounds")


class Sighting(BaseModel):
    animal: str
    count: int = Field(description="how many were seen")


def _fields(**want):
    """Each named field of the parsed object equals its value (numbers within a penny)."""
    def ok(obj) -> bool:
        for k, v in want.items():
            got = getattr(obj, k, None)
            if isinstance(v, int | float) and not isinstance(v, bool):
                try:
                    if abs(float(got) - v) > 0.01:
                        return False
                except (TypeError, ValueError):
                    return False
            elif v is None:
                if got is not None:
                    return False
            elif str(got).strip().lower() != str(v).lower():
                return False
        return True

    return _parsed(ok)


CASES = [
    # a named row's cell
    Case("bake-cell", _rag(BAKE, "What was Elin's presentation score?"), _but_not(_word("9"), "22", "8", "5")),
    Case("bake-cell-lower", _rag(BAKE, "technical mark for tomasz"), _but_not(_word("9"), "23", "6 ")),
    Case("shops-cell", _rag(SHOPS, "How much did Mill Lane take in February?"),
         _but_not(_word("4400", "4,400", "£4,400"), "3600", "4700")),
    # lowest / worst as a rank
    Case("bake-lowest-technical", _rag(BAKE, "Who scored lowest on technical?"),
         _but_not(_word("Elin"), "Priya", "Tomasz", "Daniel")),
    Case("shops-worst-march", _rag(SHOPS, "Which branch did worst in March?"),
         _but_not(_word("Station Road"), "Harbour Street", "Mill Lane", "Castle Gate")),
    Case("shops-best-feb", _rag(SHOPS, "Which branch took the most in February?"),
         _but_not(_word("Mill Lane"), "Harbour Street", "Station Road", "Castle Gate")),
    # two rows summed
    Case("bake-two-total", _rag(BAKE, "What did Priya and Daniel score in total?"), _word("44")),
    Case("shops-two-jan", _rag(SHOPS, "What did Harbour Street and Castle Gate take together in January?"),
         _word("7500", "7,500", "£7,500")),
    # the runner-up
    Case("bake-second", _rag(BAKE, "Who came second?"), _but_not(_word("Tomasz"), "Priya came", "Elin", "Daniel")),
    Case("shops-runner-up-march", _rag(SHOPS, "Which branch was runner-up in March?"),
         _but_not(_word("Mill Lane"), "Harbour Street", "Station Road", "Castle Gate")),
    # level words compared and ranked
    Case("air-worst", _rag(AIR, "Where will the air be worst tomorrow?"),
         _but_not(_word("The Docks", "Docks"), "Riverside", "Old Town", "Hillcrest")),
    Case("air-cleanest", _rag(AIR, "which area has the lowest air pollution"),
         _but_not(_word("Hillcrest"), "Riverside", "Old Town", "Docks")),
    Case("air-compare", _rag(AIR, "Is the air quality higher in Riverside or Old Town?"),
         _but_not(_word("Old Town"), "Riverside is higher", "Riverside (Moderate) is higher")),
    Case("air-yesno", _rag(AIR, "is it high in hillcrest"), _says_no("low", "Low")),
    # a justfile
    Case("just-bare", _rag(JUST, "What happens if I run just with no arguments?"),
         _but_not(_word("build", "hugo --minify"), "rsync", "htmltest")),
    Case("just-deps", _rag(JUST, "Which recipes run before deploy?"), _both(_word("build"), _word("check"))),
    Case("just-target", _rag(JUST, "What target does deploy use by default?"), _word("prod")),
    # an "only" rule met or not
    Case("lido-cash", _rag(LIDO, "Can I pay cash in the cafe?"),
         _says_no("card only", "card payments only", "only card", "only by card")),
    Case("lido-sauna-kid", _rag(LIDO, "can my 12 year old go in the sauna"),
         _says_no("adults only", "18+", "over 18")),
    Case("lido-card", _rag(LIDO, "Can I pay by card at the cafe?"), _starts("yes", "you can")),
    Case("lido-hours", _rag(LIDO, "What time does the lido open?"), _but_not(_any("6:30"), "members only")),
    Case("lido-absent", _rag(LIDO, "Is there parking?"), _absent("doesn't mention", "does not mention")),
    # two numeric fields, short forms
    Case("flat-2bed", _structured(Flat, "Lovely 2-bed flat near the station, £1,275 a month, available now."),
         _fields(bedrooms=2, rent_gbp=1275)),
    Case("flat-words", _structured(Flat, "Three bedroom house to let at £1,650 per month"),
         _fields(bedrooms=3, rent_gbp=1650)),
    Case("boat", _structured(Boat, "A 6-berth narrowboat for £1,890 a week in August."),
         _fields(berths=6, price_gbp=1890)),
    Case("flat-no-beds", _structured(MaybeFlat, "Studio above the bakery, £850 a month."),
         _fields(bedrooms=None, rent_gbp=850)),
    # invariant plurals
    Case("salmon", _structured(Sighting, "We watched 4 salmon leaping at the weir."),
         _fields(animal="salmon", count=4)),
    Case("sheep", _structured(Sighting, "12 sheep wandered onto the lane by the farm."),
         _fields(animal="sheep", count=12)),
    Case("deer", _structured(Sighting, "Saw three deer at the edge of the wood"), _fields(animal="deer", count=3)),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
