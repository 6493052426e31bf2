"""My probe of the session of 2026-12-07 (issue 26, task change74): a later change line linked to the
line it changes only on the subject the question asks about. Written before any change of the task.

Material of my own: a library's notice with an "Update (March):" line, a dental practice's price list
with "Changed for 2026:", a junior football club's page whose training moves place, a residents'
committee whose treasurer changes hands, a swimming school's two documents (a price list and a
later letter), threads whose later turn changes a time, a Chinese school notice with a 更正, a German
Sprechstunde with an ÄNDERUNG, a Spanish gym page with a "Cambio:", a garden centre's FAQ whose
update touches another subject, a cinema whose update names one kind of ticket, a rota with a swap
note; and controls with no change line at all.

Oracles strict: a change line whose subject is the asked one answers (the old value alone is wrong);
a change line that shares only an incidental word must not replace the asked line; where the link is
undecidable (an update of "tickets" over two ticket lines) only a stated limit is right.
``python -W ignore -m tests.sim.probes.changes_x [-v]``.

History (right / limit / silently wrong / false alarms): first sight on start74 (b88b9d23), before
any change: 24 / 2 / 6 / 1 (the very first run read 16 / 2 / 14 / 1: the probe's own ``_n`` oracle refused a
"£" before the figure; mended before any code change). Wrong: dent-checkup ("check up" vs "Check-up": the change
line not linked), fc-where (a place change not applied), ten-lights (a dated letter's "has risen to" not read as a
change), rc-secretary, thread-sister (a later turn's "dinner is now at 8.30" swapped into the landing time),
cin-child-amb (an update of "tickets" over two ticket lines: the old line quoted, no limit).
After change74 (change labels and verbs as data: "Changed for", "Letter of", "From <date>", "moves to", "has risen
to", "now costs", "is now on"; ``later_corrections.undecided`` a stated limit; a thread's "<thing> is now ..." turn
corrects only a statement naming the thing): 28 / 3 / 1 / 1. Left: rc-secretary (the whole committee list quoted,
not a change link) and the false alarm lib-rooms (a count limit over "six study rooms"), neither of this family.
"""

from __future__ import annotations

import re
import sys

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _both,
    _must_state,
    _none_of,
    _notes_thread,
    _rag,
    _text,
    _thread,
    report,
)

LIBRARY = (
    "Elmfield Community Library\n"
    "Opening hours: Monday to Friday 9am to 6pm, Saturday 10am to 1pm.\n"
    "There are six study rooms on the first floor, bookable online.\n"
    "A replacement library card costs £3.\n"
    "Laptops can be borrowed for up to 3 hours at a time.\n"
    "Update (March): on weekdays the library now closes at 5pm.\n"
)
DENTIST = (
    "Meadow Lane Dental - private fees\n"
    "Check-up: £27.\n"
    "Scale and polish: £45.\n"
    "White filling: from £95.\n"
    "The practice is open on Saturday mornings, 8.30 to 12.30.\n"
    "Changed for 2026: a check-up now costs £32.\n"
)
FOOTBALL = (
    "Hollins Juniors FC - under 11s\n"
    "Training is on Thursdays at 5.30pm at Green Street school field.\n"
    "Subs are £4 a week, paid to the coach.\n"
    "Match kit is washed by a different parent each week.\n"
    "Coach: Ravi Mehta, 07700 900123.\n"
    "Note from Ravi (1 Oct): from next week training moves to Abbey Park.\n"
)
COMMITTEE = (
    "Larch Court Residents' Association - committee\n"
    "Chair: Helen Boyd.\n"
    "Secretary: Tom Whitley.\n"
    "Treasurer: Dan Price.\n"
    "Meetings are held on the first Monday of the month in the community room.\n"
    "Update 4 May: Anita Shaw has taken over as treasurer.\n"
)
SWIM = (
    "Source: prices.txt\n"
    "Otter Swim School\n"
    "Group lessons: £8 per child per session.\n"
    "Private lessons: £22 for 30 minutes.\n"
    "Lessons run on Saturday mornings at Kingsmead pool.\n\n"
    "Source: letter-june.txt\n"
    "Dear parents,\n"
    "Price change: from 1 September group lessons will be £9.50 per session.\n"
    "Thank you for your support.\n"
)
NOTICE_ZH = (
    "实验小学三月通知\n"
    "一、家长会定于3月20日(周五)晚上7点在学校礼堂举行。\n"
    "二、春季运动会定于3月28日(周六)上午在操场举行。\n"
    "三、图书室每周二、周四下午开放,借书期限为两周。\n"
    "更正:春季运动会改到4月11日(周六)举行。\n"
)
PRAXIS_DE = (
    "Praxis Dr. Lindner - Hinweise\n"
    "Die offene Sprechstunde ist dienstags von 14 bis 16 Uhr.\n"
    "Ein Parkausweis für den Hof kostet 20 Euro im Jahr.\n"
    "Rezepte können telefonisch bestellt werden.\n"
    "ÄNDERUNG ab 1. März: Die offene Sprechstunde ist jetzt donnerstags von 14 bis 16 Uhr.\n"
)
GYM_ES = (
    "Gimnasio Sol - información\n"
    "La clase de yoga es los miércoles a las 19:00.\n"
    "La matrícula cuesta 25 euros.\n"
    "Las taquillas se pagan aparte: 2 euros al día.\n"
    "Cambio: la clase de yoga empieza ahora a las 19:30.\n"
)
GARDEN = (
    "Birchwood Garden Centre - FAQ\n"
    "Multipurpose compost: £6 a bag, or 3 bags for £15.\n"
    "Delivery is free on orders over £50.\n"
    "Trolleys are by the main entrance.\n"
    "Update: the garden centre café now opens at 9am on Sundays.\n"
)
CINEMA = (
    "Regal Picturehouse - tickets\n"
    "Adult ticket: £12.\n"
    "Child ticket (under 14): £7.\n"
    "Popcorn and drinks are sold in the foyer.\n"
    "Update: tickets are now £14.\n"
)
CINEMA_ADULT = CINEMA.replace("Update: tickets are now £14.", "Update: adult tickets are now £14.")
ROTA = (
    "Shop rota, week of 10 March\n"
    "Till: Maya on Monday, Owen on Tuesday, Keira on Wednesday.\n"
    "Stockroom: Owen on Monday, Maya on Tuesday.\n"
    "The shop is closed on Thursday for a stocktake.\n"
    "Change: Keira is now on the till on Tuesday and Owen on Wednesday.\n"
)
PLAIN = (
    "Foxglove Allotments\n"
    "A full plot costs £60 a year; a half plot £35.\n"
    "The gates are locked at dusk.\n"
    "Water troughs are filled from April to October.\n"
)
MEMBERSHIP = (
    "Dear Ms Okafor,\n"
    "Your annual membership of the Riverside Tennis Club is £240, payable in January.\n"
    "Court booking opens seven days ahead.\n"
    "Floodlights cost £4 an hour.\n\n"
    "Letter of 12 February: we regret that the floodlight charge has risen to £5 an hour.\n"
)
NOT_GIVEN = ("don't know", "not say", "doesn't say", "not stated", "not given", "no information", "not mention",
             "does not", "doesn't", "not in", "not listed", "没有提到", "未提及", "不知道")


def _re(pattern: str):
    return lambda out: bool(re.search(pattern, _text(out), re.I))


def _n(number: str):
    return _re(rf"(?<![\d.,])[£€]?{re.escape(number)}(?:[.,]00?)?(?!\d|[.,]\d)")


CASES: list[Case] = [
    # a change line whose subject is the asked one: it answers (a time, a price, a place, a who)
    Case("lib-close", _rag(LIBRARY, "what time does the library shut on a weekday"),
         _both(_re(r"(?<!\d)5 ?pm|17:00"), _none_of("6pm"))),
    Case("dent-checkup", _rag(DENTIST, "how much is a check up"),
         _both(_n("32"), _none_of("£27."))),
    Case("fc-where", _rag(FOOTBALL, "where is training now"),
         _both(_re(r"abbey park"), _none_of("green street school field."))),
    Case("rc-treasurer", _rag(COMMITTEE, "who's the treasurer"),
         _both(_re(r"anita"), _none_of("dan price."))),
    Case("swim-group-2doc", _rag(SWIM, "how much are group lessons from september"),
         _both(_re(r"9[.,]50"), _none_of("£8 per child"))),
    Case("zh-sports", _rag(NOTICE_ZH, "运动会什么时候举行?"),
         _both(_re(r"4月11日"), _none_of("3月28日(周六)上午在操场举行。"))),
    Case("de-sprech", _rag(PRAXIS_DE, "An welchem Tag ist die offene Sprechstunde?"),
         _both(_re(r"donnerstag"), _none_of("ist dienstags"))),
    Case("es-yoga", _rag(GYM_ES, "¿A qué hora es la clase de yoga?"),
         _both(_re(r"19:30"), _none_of("a las 19:00."))),
    Case("ten-lights", _rag(MEMBERSHIP, "how much are the floodlights per hour"),
         _both(_n("5"), _none_of("£4 an hour."))),
    Case("thread-plumber", _thread("the plumber is coming on tuesday at 10am", "OK, noted.",
                                   "update: the plumber is now coming at 2pm instead", "Got it.",
                                   "what time is the plumber coming?"),
         _both(_re(r"(?<!\d)2 ?pm|14:00"), _none_of("at 10am."))),
    Case("notes-venue", _notes_thread("Book club: meets at the Crown, 7pm, first Wednesday.\n"
                                      "Change: from April we meet at the Old Bakery café.",
                                      "where does book club meet from april?"),
         _both(_re(r"old bakery"), _none_of("meets at the crown, 7pm"))),
    # a change line sharing only an incidental word: the asked line stands
    Case("lib-rooms", _rag(LIBRARY, "how many study rooms does the library have"),
         _both(_re(r"\bsix\b|(?<!\d)6(?!\d)"), _none_of("5pm"))),
    Case("lib-card", _rag(LIBRARY, "how much is a new library card"),
         _both(_n("3"), _none_of("5pm"))),
    Case("dent-scale", _rag(DENTIST, "how much is a scale and polish"),
         _both(_n("45"), _none_of("32"))),
    Case("dent-sat", _rag(DENTIST, "what time does the practice open on saturday"),
         _both(_re(r"8[.:]30"), _none_of("32"))),
    Case("fc-subs", _rag(FOOTBALL, "how much are subs"),
         _both(_n("4"), _none_of("abbey park"))),
    Case("rc-secretary", _rag(COMMITTEE, "who is the secretary"),
         _both(_re(r"tom whitley"), _none_of("anita"))),
    Case("swim-private", _rag(SWIM, "how much is a private lesson"),
         _both(_n("22"), _none_of("9.50"))),
    Case("zh-parents", _rag(NOTICE_ZH, "家长会什么时候开?"),
         _both(_re(r"3月20日"), _none_of("4月11日"))),
    Case("de-park", _rag(PRAXIS_DE, "Wie viel kostet ein Parkausweis?"),
         _both(_n("20"), _none_of("donnerstag"))),
    Case("es-matricula", _rag(GYM_ES, "¿Cuánto cuesta la matrícula?"),
         _both(_n("25"), _none_of("19:30"))),
    Case("garden-compost", _rag(GARDEN, "how much is a bag of compost"),
         _both(_n("6"), _none_of("9am"))),
    Case("garden-delivery", _rag(GARDEN, "is delivery free"),
         _both(_re(r"£?50"), _none_of("9am"))),
    Case("ten-member", _rag(MEMBERSHIP, "how much is the annual membership"),
         _both(_n("240"), _none_of("£5 an hour"))),
    Case("thread-sister", _thread("my sister lands at 7pm on friday", "OK.",
                                  "change of plan: dinner is now at 8.30", "Noted.",
                                  "what time does my sister land?"),
         _both(_re(r"(?<!\d)7 ?pm|19:00"), _none_of("8.30"))),
    Case("cin-adult-child", _rag(CINEMA_ADULT, "how much is a child ticket"),
         _both(_n("7"), _none_of("14."))),
    # a change of another attribute of the same subject, or an undecidable link: the old value or a limit
    Case("fc-time", _rag(FOOTBALL, "what time does training start"),
         _both(_re(r"5[.:]30"), _none_of("i don't know"))),
    Case("cin-child-amb", _rag(CINEMA, "how much is a child ticket"), _must_state),
    Case("rota-tue-till", _rag(ROTA, "who is on the till on tuesday"),
         _both(_re(r"keira"), _none_of("owen on tuesday,"))),
    # controls: no change line at all
    Case("plain-half", _rag(PLAIN, "how much is a half plot"), _n("35")),
    Case("plain-water", _rag(PLAIN, "when are the water troughs filled"), _re(r"april")),
    Case("plain-absent", _rag(PLAIN, "is there a toilet on site"),
         _absent(*NOT_GIVEN)),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
