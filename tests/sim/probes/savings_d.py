"""A probe of the session of 2026-12-06 (fix53a; issue 26): worked figures over a learner's material
that the simulator must compute from the lines stating their operands, or state its limit.

Written before any change of the task, on material of my own: a launderette's price board, a ski-hire
leaflet, a Chinese gym's notice (健身房), an allotment society's rules, a cinema's offers, a yoga
studio's card, a pool's voicemail transcript, a dog groomer's booking note. Four kinds of question:
a discount or supplement limited to days (applied on a named day or a dated day of that weekday, not
on others; kept as a limit when the question names no day); a deadline counted back from a notice
period; a saving of a bundle or pass against the single price times the count; a later line
("UPDATE:", "Correction:", "更正") that changes an earlier value, and a guard where two values of one
thing stand with no such marker.

Oracles strict: the worked figure is required and the operand quoted as the answer is wrong.
``python -W ignore -m tests.sim.probes.savings_d [-v]``.

Counts (right / limit / silently wrong / false alarms), 21 cases: first run on 7d0ec13a, before any change,
5 / 12 / 4 / 0 (the day-limited lines and the notice rules a limit, the savings a limit or "I don't know",
the pool's voicemail quoted whole). After ``day_limits``, ``notice_deadlines``, ``count_comparisons.saving``
and the change-marked price in ``count_comparisons``: 18 / 1 / 2 / 0 (two oracles, yoga-save and
laundry-bundle, forbade the bundle's own price, which the working names beside the saving: taken out after
the first run). Left wrong: laundry-wed and laundry-fri, where the plain price read for "a service wash" is
the "Self-service wash" row (a hyphened compound's part meets the question's word; a tie the extractive
pick breaks by order); laundry-noday is the stated limit over that same row.
"""

from __future__ import annotations

import sys

from tests.sim.fresh._oracles import Case, _any, _both, _but_not, _rag, _val, report
from tests.sim.fresh._oracles import _ask as _prompt


def _notes(notes: str, question: str):
    return _prompt(f"Answer the question using only these notes.\n\nNotes:\n{notes}\n\nQuestion: {question}")


LAUNDRY = ("SPIN CITY LAUNDERETTE - PRICES\n"
           "Self-service wash (8kg) ..... £5.00\n"
           "Service wash ................ £9.00\n"
           "Duvet wash .................. £14.00\n"
           "Wednesdays: 20% off service washes\n"
           "Bundle: 6 self-service washes for £25")
SKI = ("Alpine Hire - rates per day\n"
       "Skis and boots: £32\n"
       "Helmet: £5\n"
       "Weekend supplement: +£6 per day on skis and boots.\n"
       "Cancel at least 48 hours before pick-up for a full refund.\n"
       "Correction: helmet hire is £4 a day, not £5.")
GYM_ZH = ("健身房收费须知\n"
          "单次票:40元\n"
          "每周三会员日,单次票九折。\n"
          "私教课每节300元,10节套餐2500元。\n"
          "退卡需提前7天通知前台。")
ALLOT = ("Hollybank Allotment Society - rules for plot holders\n"
         "1. Annual rent is £45 per full plot, due on 1 April.\n"
         "2. Plot holders must give 28 days' notice in writing before giving up a plot.\n"
         "3. Bonfires are not allowed between May and September.\n"
         "UPDATE: the committee has revised the annual rent to £52 per full plot.")
CINEMA = ("Regal Picturehouse offers\n"
          "Standard ticket £11. Mon-Thu: 2-for-1 on standard tickets.\n"
          "Popcorn £4.50.")
YOGA = "Lotus Yoga\nDrop-in class £12\n10-class card £95 (valid 3 months)\nMats provided free."
POOL_VM = ("Voicemail transcript (Tue 10:42): \"Hi, it's Dana from Riverside Pool returning your call. So, "
           "um, a single swim is £4.50, and the monthly pass is £30, that's unlimited swims for the month. "
           "Call us back on the usual number if you want to set it up. Bye!\"")
GROOMER = ("Muddy Paws grooming: bookings for a full groom must be made by the Monday of the week before "
           "the appointment. Full groom £48, nail clip £10.")
HELMETS = ("Alpine Hire price list\nSkis and boots £32 per day\nHelmet hire £5 per day\n"
           "Goggles £3 per day\nHelmets: £6 per day")
GYM_FEE_ZH = "会员年费600元,可分两期支付。\n前台开放时间:9:00-21:00。\n更正:会员年费为680元。"

CASES = [
    # 1. discounts and supplements limited to days
    Case("laundry-wed", _notes(LAUNDRY, "How much is a service wash on a Wednesday?"), _val(7.2)),
    Case("laundry-fri", _notes(LAUNDRY, "What does a service wash cost on Friday?"), _but_not(_val(9), "7.2")),
    Case("laundry-noday", _notes(LAUNDRY, "How much is a service wash?"), _both(_val(9), _any("wednesday"))),
    Case("ski-dated-sat", _rag(SKI, "What will skis and boots cost me for a day on Saturday 14 February 2026?"),
         _val(38)),
    Case("ski-tue", _rag(SKI, "How much are skis and boots for one day on a Tuesday?"), _but_not(_val(32), "38")),
    Case("gym-wed-zh", _notes(GYM_ZH, "周三去健身房,单次票多少钱?"), _val(36)),
    Case("cinema-tue", _notes(CINEMA, "How much for two standard tickets on Tuesday?"), _but_not(_val(11), "22")),
    Case("cinema-sat", _notes(CINEMA, "How much do two standard tickets cost on Saturday?"), _val(22)),
    # 2. deadlines counted back from a notice period
    Case("allot-notice", _notes(ALLOT, "I want to give up my plot on 30 June 2026. By when must I tell the society?"),
         _any("2 June", "June 2", "2nd June")),
    Case("ski-cancel", _rag(SKI, "My pick-up is at 9am on Friday 6 February 2026. What is the latest I can cancel and "
                             "still get a full refund?"), _both(_any("4 February", "February 4", "4th February"),
                                                                _any("9am", "9:00", "09:00", "9 am"))),
    Case("groomer-book", _notes(GROOMER, "My dog's full groom is on Thursday 19 March 2026. When do I have to book it by?"),
         _any("9 March", "March 9", "9th March")),
    Case("gym-quit-zh", _notes(GYM_ZH, "我想在2026年10月15日退卡,最晚哪天要通知前台?"), _any("10月8日", "10-08", "8 October")),
    # 3. worked savings
    Case("yoga-save", _notes(YOGA, "How much do I save with the 10-class card compared with paying for 10 drop-ins?"),
         _val(25)),
    Case("pool-cheaper", _rag(POOL_VM, "If I swim 10 times in a month, how much cheaper is the monthly pass?"),
         _val(15)),
    Case("laundry-bundle", _notes(LAUNDRY, "How much cheaper is the bundle than six single self-service washes?"),
         _val(5)),
    Case("gym-pt-zh", _notes(GYM_ZH, "买10节私教套餐比单买10节省多少钱?"), _val(500)),
    # 4. later lines that change an earlier value
    Case("allot-rent", _notes(ALLOT, "What is the annual rent for a full plot?"), _but_not(_val(52), "£45")),
    Case("ski-helmet", _rag(SKI, "How much is helmet hire per day?"), _but_not(_val(4), "£5 a day.")),
    Case("gym-fee-zh", _notes(GYM_FEE_ZH, "会员年费是多少?"), _but_not(_val(680), "600元,")),
    # guards: two values of one thing with no marker stay a limit (or both are said)
    Case("helmets-guard", _notes(HELMETS, "How much is helmet hire per day?"), _both(_val(5), _val(6))),
    Case("groomer-price", _notes(GROOMER, "How much is a full groom?"), _val(48)),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
