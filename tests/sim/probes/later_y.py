"""My probe of the session of 2026-12-07 (issue 26, task later75): a later record or instruction that
changes an earlier value, applied; where the link is ambiguous, a stated limit. Written before any change
of the task.

Material of my own, in new topics and formats: a sports hall's CSV booking sheet with an amended row, a
JSON-lines stock list with an ``"update"`` record, a JSON-lines service config with an ``"override"``
record, a YAML fixture list with an ``amendments:`` item keyed by round, a recipe card with a later
errata, a medication plan with a GP's update ("reduce to 4 tablets", "stop ... after 3 days"), a bus
route page with a diversion notice, an email thread whose later message says "Re: item 4", a Chinese
报名 notice with a 更正, a German Kursplan with a Berichtigung, threads whose later turn gives an
instruction ("from now on take two", "finish at 3 instead"); ambiguous changes (a correction naming a
word two rows share, a "stop after 5 days" over a plan of two courses); controls where a later line is
no change of the asked value (the old value is right).

Oracles strict: the NEW value is right and the old value alone (outside a sentence saying it changed)
is silently wrong; an ambiguous link must be a stated limit; a control must give the old value.
``python -W ignore -m tests.sim.probes.later_y [-v]``.

History (right / limit / silently wrong / false alarms): first sight on start75 (a28144c7), before any change:
16 / 9 / 9 / 0. Wrong: hall-netball (both CSV rows of key H2 listed), stock-teapot and (in the fifty-sixth set)
qz-mensa (a JSON-lines change record not linked to its row), email-hall ("Re: item 4 - ... £90" not read), bus-via
(the diversion line not found: "I don't know"), meds-pred, meds-stop (a GP's "reduce ... to 4 tablets", "stop ...
after 3 days" not applied), thread-finish (a later "finish at 3 instead" not applied), notes-gym ("from now on do 4
sets"), amb-vet-stop (a vet's "stop after 5 days" over two courses: a course quoted, no limit).
After later75 (``later_corrections``: a record linked to a later change record by its key, a note's instruction
applied to the figure of the asked unit or a stated limit over two; ``thread_workings.instructed_reply``; "Re:" with
an item number): 24 / 9 / 1 / 0. Left: bus-via (a retrieval miss, not a change link).
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

HALL = (
    "Source: hall-bookings.csv\n"
    "ref,club,day,start,end,court\n"
    "H1,Riverside Badminton,Monday,18:00,20:00,Court 1\n"
    "H2,Lakeside Netball,Tuesday,19:00,21:00,Court 2\n"
    "H3,Table Tennis Club,Wednesday,18:30,20:30,Court 1\n"
    "H4,Walking Football,Thursday,10:00,11:00,Court 2\n"
    "H2,Lakeside Netball,Tuesday,20:00,22:00,Court 2 (amended 3 Feb)\n"
)
STOCK = (
    '{"sku": 12, "item": "blue enamel mug", "stock": 40, "price": 8.5}\n'
    '{"sku": 14, "item": "stoneware teapot", "stock": 6, "price": 32}\n'
    '{"sku": 15, "item": "linen tea towel", "stock": 25, "price": 9}\n'
    '{"note": "Mugs and teapots are dishwasher safe."}\n'
    '{"update": "2 Feb: SKU 14 sold out at the weekend market - stock now 0."}\n'
)
CONFIG = (
    '{"service": "backup", "schedule": "02:00", "retention_days": 30}\n'
    '{"service": "mailer", "schedule": "06:00", "retention_days": 7}\n'
    '{"service": "indexer", "schedule": "04:30", "retention_days": 14}\n'
    '{"override": {"service": "backup", "retention_days": 90}}\n'
)
FIXTURES = (
    "team: Oakfield Ladies Hockey\n"
    "fixtures:\n"
    "  - round: 1\n"
    "    opponent: Harriers\n"
    "    date: 12 April\n"
    "  - round: 2\n"
    "    opponent: Kingsbridge Rovers\n"
    "    date: 19 April\n"
    "  - round: 3\n"
    "    opponent: St Albans\n"
    "    date: 3 May\n"
    "amendments:\n"
    "  - round: 2\n"
    "    date: 26 April\n"
)
RECIPE = (
    "Lemon drizzle loaf (serves 8)\n"
    "Ingredients: 175 g self-raising flour, 175 g butter, 200 g caster sugar, 3 eggs, 2 lemons.\n"
    "Bake at 180 C (160 C fan) for 45 minutes.\n"
    "Drizzle: the juice of 2 lemons with 85 g granulated sugar.\n"
    "Errata (second printing): for the lemon drizzle loaf, use 150 g caster sugar, not 200 g.\n"
)
MEDS = (
    "Medication plan for Mrs Joan Petrie (updated by the practice)\n"
    "Prednisolone 5 mg: take 6 tablets each morning with breakfast.\n"
    "Lansoprazole 15 mg: one capsule each morning before breakfast.\n"
    "Doxycycline 100 mg: one capsule daily for 7 days.\n"
    "GP update 14 May: reduce the prednisolone to 4 tablets each morning from tomorrow.\n"
)
MEDS_STOP = (
    "Discharge medicines - Mr Aled Rees\n"
    "Clarithromycin 500 mg: one tablet twice a day for 7 days.\n"
    "Paracetamol 500 mg: two tablets up to four times a day when needed.\n"
    "GP's note 9 June: the chest X-ray was clear - stop the clarithromycin after 3 days.\n"
)
MEDS_TWO = (
    "Course plan for Bella (cat), Hilltop Vets\n"
    "Antibiotic drops: one drop in each eye twice a day for 7 days.\n"
    "Anti-inflammatory liquid: 0.5 ml on food once a day for 7 days.\n"
    "Vet's note 4 March: stop after 5 days.\n"
)
MEDS_FRIDGE = (
    "Insulin plan - Tom Hale\n"
    "Long-acting insulin: 18 units each night at 10pm.\n"
    "Rapid insulin: 6 units with each main meal.\n"
    "Pharmacist's note 2 April: keep unopened pens in the fridge; the pen in use can stay at room temperature.\n"
)
BUS = (
    "Route 7 - Town Centre to Hollybank\n"
    "Route 7 runs every 20 minutes, Monday to Saturday, via the High Street.\n"
    "The first bus leaves the bus station at 6.10am.\n"
    "Day tickets cost £4.80.\n"
    "Diversion from 3 March: route 7 runs via Mill Road instead of the High Street while the bridge is closed.\n"
)
EMAIL = (
    "From: Carys (events)\n"
    "Subject: summer fair - costs\n"
    "1. Marquee hire: £450.\n"
    "2. Bouncy castle: £120.\n"
    "3. Raffle prizes: donated.\n"
    "4. Village hall hire: £150 for the day.\n\n"
    "From: Carys (events)\n"
    "Subject: Re: summer fair - costs\n"
    "Re: item 4 - the parish council has agreed a charity rate, so it is £90.\n"
)
NOTICE_ZH = (
    "青年足球训练营报名通知\n"
    "一、训练营时间为7月15日至7月20日。\n"
    "二、训练地点为市体育中心二号场。\n"
    "三、报名费为每人50元,含训练服一套。\n"
    "更正:第三条报名费应为每人80元。\n"
)
KURS_DE = (
    "Volkshochschule Nord - Kursplan Herbst\n"
    "Kurs 12: Italienisch für Anfänger, montags 18:00 Uhr, Raum 4, 89 Euro.\n"
    "Kurs 14: Aquarellmalen, mittwochs 17:30 Uhr, Raum 2, 120 Euro.\n"
    "Kurs 15: Yoga, donnerstags 19:00 Uhr, Turnhalle, 75 Euro.\n"
    "Berichtigung: Kurs 14 findet in Raum 6 statt.\n"
)
LEAGUE_AMB = (
    '{"team": "Red Kites A", "played": 8, "points": 15}\n'
    '{"team": "Red Kites B", "played": 8, "points": 9}\n'
    '{"team": "Blue Herons", "played": 8, "points": 12}\n'
    '{"correction": "Red Kites now have 6 points after a deduction."}\n'
)
PLAIN = (
    '{"room": "Oak", "seats": 12, "projector": "yes"}\n'
    '{"room": "Elm", "seats": 30, "projector": "no"}\n'
    '{"note": "Rooms are cleaned every evening."}\n'
)
NOT_GIVEN = ("don't know", "not say", "doesn't say", "not stated", "not given", "no information", "not mention",
             "does not", "doesn't", "not in", "not listed", "没有提到", "未提及", "不知道")
_CHANGE = re.compile(r"chang|no longer|\bwas\b|\bwere\b|originally|previously|instead|used to|\bnot\b|n't\b|"
                     r"moved|update|amend|correct|revis|replac|reduc|override|erratum|errata|now\b|more\b|"
                     r"更正|改|berichtig", re.I)


def _re(pattern: str):
    return lambda out: bool(re.search(pattern, _text(out), re.I))


def _n(number: str):
    return _re(rf"(?<![\d.,])[£€]?{re.escape(number)}(?:[.,]00?)?(?!\d|[.,]\d)")


def _new_not_old(new: str, old: str):
    """``new`` is given; ``old`` only in a sentence that says it changed."""
    def ok(out) -> bool:
        t = _text(out)
        if not re.search(new, t, re.I):
            return False
        for sentence in re.split(r"[!?。;;!?\n]|\.(?!\d)", t):
            if re.search(old, sentence, re.I) and not _CHANGE.search(sentence):
                return False
        return True

    return ok


CASES: list[Case] = [
    # a correcting record linked to its row by a shared key or id: the new value
    Case("hall-netball", _rag(HALL, "what time does netball start on tuesday"),
         _new_not_old(r"(?<!\d)20[:.]00|(?<!\d)8 ?pm", r"(?<!\d)19[:.]00|(?<!\d)7 ?pm")),
    Case("stock-teapot", _rag(STOCK, "how many stoneware teapots are in stock"),
         _new_not_old(r"(?<![\d.])0(?![\d.])|\bnone\b|sold out|\bzero\b|out of stock", r"(?<![\d.])6(?![\d.])")),
    Case("config-backup", _rag(CONFIG, "how many days are backups kept"),
         _new_not_old(r"(?<![\d.])90(?![\d.])", r"(?<![\d.])30(?![\d.])")),
    Case("yaml-rovers", _rag(FIXTURES, "when do we play Kingsbridge Rovers"),
         _new_not_old(r"26 april", r"19 april")),
    Case("recipe-sugar", _rag(RECIPE, "how much caster sugar goes in the lemon drizzle loaf"),
         _new_not_old(r"(?<!\d)150 ?g", r"(?<!\d)200 ?g")),
    Case("email-hall", _rag(EMAIL, "how much is the village hall hire"),
         _new_not_old(r"£?90(?!\d)", r"£150")),
    Case("zh-fee", _rag(NOTICE_ZH, "报名费是多少?"),
         _new_not_old(r"80元", r"50元")),
    Case("de-room", _rag(KURS_DE, "In welchem Raum ist der Aquarellkurs?"),
         _new_not_old(r"raum 6", r"raum 2")),
    Case("bus-via", _rag(BUS, "which road does the number 7 go along now"),
         _new_not_old(r"mill road", r"via the high street")),
    # a change stated as an instruction, applied to the value it changes
    Case("meds-pred", _rag(MEDS, "how many prednisolone tablets do I take each morning"),
         _new_not_old(r"(?<![\d.])4(?![\d.])|\bfour\b", r"(?<![\d.])6 tablets|\bsix\b")),
    Case("meds-stop", _rag(MEDS_STOP, "how many days do I take the clarithromycin for"),
         _new_not_old(r"(?<![\d.])3 days|\bthree days", r"(?<![\d.])7 days|\bseven days")),
    Case("thread-two", _thread("the doctor said one tablet at night for my hay fever", "OK, one at night.",
                               "just had a call from the surgery: from now on take two", "Noted.",
                               "how many tablets do i take at night?"),
         _new_not_old(r"(?<![\d.])2(?![\d.])|\btwo\b", r"\bone (tablet )?at night")),
    Case("thread-finish", _thread("my shift tomorrow is 9 to 5 at the garden centre", "Got it.",
                                  "manager just texted: finish at 3 instead", "OK.",
                                  "what time do i finish tomorrow?"),
         _new_not_old(r"(?<![\d.:])3(?![\d])|15[:.]00|\bthree\b", r"(?<![\d.:])5(?![\d])|17[:.]00")),
    Case("notes-gym", _notes_thread("Gym plan: 3 sets of 10 squats, Monday and Thursday.\n"
                                    "Coach's update: from now on do 4 sets of squats.",
                                    "how many sets of squats do i do?"),
         _new_not_old(r"(?<![\d.])4(?![\d.])|\bfour\b", r"(?<![\d.])3 sets")),
    # ambiguous: the change could apply to two rows: a stated limit
    Case("amb-red-kites", _rag(LEAGUE_AMB, "how many points do Red Kites B have"), _must_state),
    Case("amb-vet-stop", _rag(MEDS_TWO, "how many days do i give the anti-inflammatory liquid for"), _must_state),
    # controls: a later line that is no change of the asked value; the old value stands
    Case("hall-badminton", _rag(HALL, "what time does badminton start on monday"),
         _both(_re(r"(?<!\d)18[:.]00|(?<!\d)6 ?pm"), _none_of("20:00"))),
    Case("hall-football", _rag(HALL, "which court is walking football on"),
         _both(_re(r"court 2"), _none_of("amended"))),
    Case("stock-mug", _rag(STOCK, "how many blue enamel mugs are in stock"),
         _both(_n("40"), _none_of("sold out"))),
    Case("stock-price", _rag(STOCK, "how much is the stoneware teapot"),
         _both(_n("32"), _none_of("sold out"))),
    Case("config-mailer", _rag(CONFIG, "how many days are mailer logs kept"),
         _both(_n("7"), _none_of("90"))),
    Case("config-time", _rag(CONFIG, "what time does the backup run"),
         _both(_re(r"02[:.]00|(?<!\d)2 ?am"), _none_of("90"))),
    Case("yaml-harriers", _rag(FIXTURES, "when do we play Harriers"),
         _both(_re(r"12 april"), _none_of("26 april"))),
    Case("recipe-flour", _rag(RECIPE, "how much flour goes in the loaf"),
         _both(_re(r"175 ?g"), _none_of("150"))),
    Case("meds-lanso", _rag(MEDS, "how many lansoprazole capsules each morning"),
         _both(_re(r"\bone\b|(?<![\d.])1(?![\d.])"), _none_of("4 tablets"))),
    Case("meds-doxy", _rag(MEDS, "how many days is the doxycycline course"),
         _both(_re(r"(?<![\d.])7 days|\bseven days"), _none_of("4 tablets"))),
    Case("meds-fridge-dose", _rag(MEDS_FRIDGE, "how many units of long-acting insulin each night"),
         _both(_n("18"), _none_of("fridge"))),
    Case("bus-often", _rag(BUS, "how often does the 7 run"),
         _both(_re(r"20 min"), _none_of("mill road"))),
    Case("email-castle", _rag(EMAIL, "how much is the bouncy castle"),
         _both(_n("120"), _none_of("£90", "charity rate"))),
    Case("zh-place", _rag(NOTICE_ZH, "训练地点在哪里?"),
         _both(_re(r"体育中心"), _none_of("80元"))),
    Case("de-yoga", _rag(KURS_DE, "Wo findet der Yogakurs statt?"),
         _both(_re(r"turnhalle"), _none_of("raum 6"))),
    Case("thread-start", _thread("my shift tomorrow is 9 to 5 at the garden centre", "Got it.",
                                 "manager just texted: finish at 3 instead", "OK.",
                                 "what time do i start tomorrow?"),
         _both(_re(r"(?<![\d.:])9(?![\d])|09[:.]00|\bnine\b"), _none_of("3 instead"))),
    Case("plain-seats", _rag(PLAIN, "how many seats in the Elm room"), _n("30")),
    Case("plain-absent", _rag(PLAIN, "is there wifi in the Oak room"), _absent(*NOT_GIVEN)),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
