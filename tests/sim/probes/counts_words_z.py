"""My probe of fix58d (issue 26): counts read from a negated status or worked from a date range,
a perimeter asked over "A by B", number words and half-hour clock phrases in other languages, and a
later "<new> not <old>" correction in a conversation. Written before any change of the task.

Cases are my own wordings over my own small documents (an allotment society's jobs list, a choir's
tour notice, a language course's flyer), never the fifty-fourth set's.
``python -W ignore -m tests.sim.probes.counts_words_z [-v]``.

History (right / limit / silently wrong / false alarms): first sight on premerge72 (b76a8ba6),
before any change: 6 / 5 / 5 / 0 (nights and days of a range not counted, "2 Sep - 23 Sep" no whole weeks, the
first side for "round the edge", Polish / Dutch not glossed and German "für halb neun" unread, "make that" and
"instead of" not applied). After fix58d: 14 / 1 / 1 / 0 (left: tour-days, "how many days is the choir away", whose
subject no line with the span names; thread-colour, a colour asked of the thread, still a limit).
"""

from __future__ import annotations

import re
import sys

from langchain_core.tools import tool

from tests.sim.fresh._oracles import (
    Case,
    _both,
    _call,
    _calls,
    _none_of,
    _num_near,
    _rag,
    _text,
    _thread,
    report,
)

JOBS = """Allotment society - spring jobs (week of 3 March)
- [x] Order the seed potatoes
- [ ] Fix the shed door hinge
- [ ] Empty the water butts before the frost
- [x] Clear the compost bays
- [ ] Repaint the gate sign
- [ ] Collect the mower from the menders
Treasurer: subs are £18 a plot."""

TOUR = """Harbury Community Choir - summer tour
Tour: Thu 7 August to Mon 11 August, staying in Bruges.
Coach from the church hall at 6am. Bring your black folder."""

COURSE = """Beginners' Italian at the library
Term runs 2 Sep - 23 Sep, Tuesday evenings 7pm.
Fee £60, books included."""


def _re(pattern: str):
    return lambda out: re.search(pattern, _text(out), re.I) is not None


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


@tool
def buy_edging(metres: float) -> str:
    """Buy lawn edging strip by total length in metres."""
    return "ok"


@tool
def zamow_taksowke(liczba: int, godzina: str) -> str:
    """Zamów taksówki: liczba taksówek i godzina odbioru HH:MM (24 godziny)."""
    return "ok"


@tool
def karten_kaufen(anzahl: int, uhrzeit: str) -> str:
    """Kinokarten kaufen: Anzahl der Karten und Uhrzeit HH:MM (24 Stunden)."""
    return "ok"


@tool
def tafel_reserveren(personen: int, tijd: str) -> str:
    """Reserveer een tafel: aantal personen en tijd HH:MM (24 uur)."""
    return "ok"


def _not_old(new: str, old: str):
    def ok(out) -> bool:
        t = _text(out)
        if not re.search(new, t, re.I):
            return False
        return all(not re.search(old, s, re.I) or re.search(r"\bnot\b|instead|chang|earlier|was\b", s, re.I)
                   for s in re.split(r"[.!?\n]", t))
    return ok


CASES = [
    Case("jobs-not-ticked", _rag(JOBS, "how many jobs are not ticked off"), _both(_re(r"(?<!\d)4(?!\d)|four"),
                                                                               _none_of("2 jobs are done"))),
    Case("jobs-still-to-do", _rag(JOBS, "how many jobs are still to do"), _re(r"(?<!\d)4(?!\d)|four")),
    Case("jobs-outstanding", _rag(JOBS, "how many jobs are outstanding"), _re(r"(?<!\d)4(?!\d)|four")),
    Case("jobs-done-guard", _rag(JOBS, "how many jobs are done"), _re(r"(?<!\d)2(?!\d)|two")),
    Case("tour-nights", _rag(TOUR, "how many nights is the tour"), _re(r"(?<!\d)4(?!\d)|four")),
    Case("tour-days", _rag(TOUR, "how many days is the choir away"), _re(r"(?<!\d)5(?!\d)|five")),
    Case("course-weeks", _rag(COURSE, "how many weeks does the term last"), _re(r"(?<!\d)3(?!\d)|three")),
    Case("edge-round", _calls([buy_edging], "lawn is 6m by 4m, need edging round the edge"),
         _call("buy_edging", metres=_num_near(20, 0.01))),
    Case("edge-perimeter", _calls([buy_edging], "edging for the perimeter of a 3.5 by 2 m bed"),
         _call("buy_edging", metres=_num_near(11, 0.01))),
    Case("taxi-pl", _calls([zamow_taksowke], "zamów dwie taksówki na wpół do dziewiątej"),
         _call("zamow_taksowke", liczba=_num_near(2), godzina=_hhmm("8:30"))),
    Case("karten-de", _calls([karten_kaufen], "bitte vier Karten für halb neun abends"),
         _call("karten_kaufen", anzahl=_num_near(4), uhrzeit=_hhmm("20:30"))),
    Case("tafel-nl", _calls([tafel_reserveren], "een tafel voor zes personen om half acht 's avonds"),
         _call("tafel_reserveren", personen=_num_near(6), tijd=_hhmm("19:30"))),
    Case("thread-train", _thread("My train gets in at platform 3.", "Thanks.", "oops, its platform 9 not 3", "OK.",
                                 "which platform does my train get in at"), _not_old(r"\b9\b", r"\b3\b")),
    Case("thread-hotel", _thread("We're staying at the Grand Hotel.", "Lovely.", "make that the Crown Inn", "Sure.",
                                 "where are we staying"), _not_old(r"crown", r"grand")),
    Case("thread-colour", _thread("The new sofa is green.", "Nice.", "blue instead of green, sorry", "OK.",
                                  "what colour is the new sofa"), _not_old(r"blue", r"green")),
    Case("thread-guard", _thread("My sister lives in Leeds.", "OK.", "where does my sister live"),
         _both(_re(r"leeds"), _none_of("don't know"))),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
