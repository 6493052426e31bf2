"""My probe of the session of 2026-12-06 (issue 26, task fix57a): everyday and shortened wordings
over material that answers them, written before any change of the task.

A hurried learner writes "meds", "weds", "thurs", "sat arvo", "b4", "pls", "1.15", "quarter past
seven", "12号", "来电", "礼拜天", "周四" where the material writes medication, Wednesday, Saturday
afternoon, 12:45, 12日, 恢复供电, 星期日, 星期四. A bare "I don't know" over material that holds
the hours or the value is silently wrong; a stated limit is honest. About a third of the cases ask
what the material truly lacks, beside words it does hold: those must stay "I don't know" (or say
the material does not give it); an answer from a wrong line there is the worst outcome.

Material of my own: a launderette's notice, a GP surgery's repeat-prescription page, a ferry
terminal's desk page, a Chinese 停电通知 with a 【补充】 line, a Chinese 物业通知, a sports hall's
timetable and a library's page, each through a RAG prompt (system context, human question).

``python -W ignore -m tests.sim.probes.wordings_y [-v]``.

History (right / limit / silently wrong / false alarms): first sight on 991d8e7b, before any change of
fix57a: 12 / 10 / 6 / 2 (bare "I don't know" over a lunch closure, "2 full working days", "til 7 on a
tues"; limits for "sat arvo", "12号", 礼拜天). After fix57a (``words.everyday_forms``,
``grounded.closed_hours``, Chinese corrections read by ``changed_later``): 21 / 2 / 5 / 0; left wrong:
laund-attendant ("someone there" is no attendant: the hours line says yes), gp-meds-wait ("pick up" is
not read as "collecting": a table row "pick up" -> collect made grounded_f's bike job sheet answer from a
wrong line, taken back), power-back (16:00 "changed from 17:00": the oracle, strict, takes no 17:00 at
all), the 物业 notice's Saturday parking and Sunday closing (the whole day line quoted).
"""

from __future__ import annotations

import sys

from langchain_core.messages import HumanMessage, SystemMessage

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _both,
    _denies,
    _none_of,
    _val,
    _yes_or,
    report,
)

LAUNDERETTE = """Suds & Co Launderette, 3 Quay Road
Opening hours: Monday to Friday 7:00-21:00; Saturday 8:00-20:00; Sunday 9:00-17:00.
Last wash 1 hour before closing.
Service washes (we wash, dry and fold): £12 a bag, ready the next working day.
Duvets: £15 single, £18 double.
An attendant is on site 10:00-14:00 on weekdays."""

SURGERY = """Harbourside Medical Practice - repeat prescriptions
Order your repeat medication online through the NHS App, or drop the slip in the box at reception.
Please allow 2 full working days before collecting from the practice.
Prescriptions can also be sent to your nominated pharmacy electronically.
Reception is open Mon-Fri 8:00-18:30. The phone lines close 12:30-13:30 for lunch.
Medication reviews are due every 12 months; the practice nurse will contact you."""

FERRY = """Isle Link Ferries - Portmore terminal
Ticket desk hours: weekdays 06:00-20:00, weekends 07:30-19:00.
Sailings to Carrick Isle: 07:15, 09:45, 12:30, 15:00 and 18:15 daily.
Foot passenger return £14.50; car and driver return £62.
Check-in closes 20 minutes before each sailing for cars, 10 minutes for foot passengers.
Dogs travel free on the outside deck."""

POWER = """【停电通知】
尊敬的用户:因线路检修,定于2035年6月12日(星期四)9:00至17:00对春晖花园小区停电。
停电范围:1号楼至6号楼。
恢复供电时间如有变化,另行通知。
【补充】恢复供电时间提前至当天16:00。
咨询电话:0571-8866 2233"""

ESTATE = """【物业通知】
各位业主:本周六(3月8日)上午8:30至11:30进行地下车库清洗,请提前将车辆移出。
垃圾分类投放时间:每天7:00-9:00,18:00-21:00。
快递柜位于2号门旁,24小时可取件。
物业服务中心办公时间:星期一至星期五8:30-17:30,星期六、星期日9:00-12:00。"""

HALL = """Millbrook Sports Hall - autumn timetable
Badminton courts: £9.50 per court per hour, bookable 7 days ahead.
Circuits class: Tuesdays and Thursdays 18:30-19:30, £6.
Junior football (ages 8-12): Saturdays 10:00-11:30.
The hall closes at 22:00 on weekdays and 18:00 at weekends.
Lockers in the changing rooms take a £1 coin (returned)."""

LIBRARY = """Ashgrove Library
Opening hours: Monday, Wednesday, Friday 9:30-17:00; Tuesday and Thursday 9:30-19:30; Saturday 10:00-13:00; closed Sunday.
Loans: 3 weeks, up to 15 items. DVDs: 1 week, £1.50 each.
Renew online or by phone on 01632 960455.
Rhyme time for under-5s: Wednesdays at 10:30.
Free wi-fi; printing 20p a page (black and white)."""

_EN = "Answer the customer's question using only this information.\n\n{context}"
_ZH = "请只根据下面的通知回答住户的问题。\n\n{context}"
_IDK = ("I don't know",)
_ZH_IDK = ("不知道",)


def _q(context: str, question: str, system: str = _EN):
    return lambda llm: llm.invoke([SystemMessage(system.format(context=context)), HumanMessage(question)])


CASES = [
    # a launderette's notice
    Case("laund-sat-early", _q(LAUNDERETTE, "can i drop a duvet off at 8.15 on a sat"),
         _both(_yes_or("8:00", "20:00", "open"), _none_of(*_IDK))),
    Case("laund-attendant", _q(LAUNDERETTE, "is there someone there at 3.30 on a tues"),
         _both(_denies("14:00", "2pm", "10:00"), _none_of(*_IDK))),
    Case("laund-sun-last", _q(LAUNDERETTE, "last wash sun?"),
         _both(_any("16:00", "4pm", "1 hour before closing", "17:00"), _none_of(*_IDK))),
    Case("laund-ironing-absent", _q(LAUNDERETTE, "do u do ironing"), _absent("not mention", "doesn't say")),
    # a GP surgery's repeat-prescription page
    Case("gp-meds-wait", _q(SURGERY, "how long b4 i can pick up my meds"),
         _both(_any("2 full working days", "2 working days", "two working days"), _none_of(*_IDK))),
    Case("gp-ring-lunch", _q(SURGERY, "can i ring the surgery at 12.45 pls"),
         _both(_denies("12:30", "13:30", "lunch"), _none_of(*_IDK))),
    Case("gp-reception-thurs", _q(SURGERY, "is reception open thurs"),
         _both(_yes_or("8:00", "18:30"), _none_of(*_IDK))),
    Case("gp-visits-absent", _q(SURGERY, "do u do home visits"), _absent("not mention", "doesn't say")),
    # a ferry terminal's desk page
    Case("ferry-desk-early", _q(FERRY, "is the ticket desk open at quarter past seven on a sat"),
         _both(_denies("07:30", "7:30"), _none_of(*_IDK))),
    Case("ferry-last-boat", _q(FERRY, "whats the last boat on weds"),
         _both(_any("18:15", "6.15pm", "6:15 pm", "6:15pm"), _none_of(*_IDK))),
    Case("ferry-foot-rtn", _q(FERRY, "foot passenger rtn how much"), _val(14.5)),
    Case("ferry-bike-absent", _q(FERRY, "can i bring my bike on the ferry"), _absent("not mention", "doesn't say")),
    # a Chinese power-cut notice with a 【补充】 line
    Case("power-back", _q(POWER, "12号几点来电?", _ZH),
         _both(_any("16:00", "16点", "下午4点", "下午四点"), _none_of("17:00", *_ZH_IDK))),
    Case("power-thu", _q(POWER, "周四几点开始停电?", _ZH), _both(_any("9:00", "9点", "上午9"), _none_of(*_ZH_IDK))),
    Case("power-bld3", _q(POWER, "我住3号楼,会停电吗?", _ZH),
         _both(_any("会", "停电", "1号楼至6号楼"), _none_of("不会", *_ZH_IDK))),
    Case("power-pay-absent", _q(POWER, "停电有补偿吗?", _ZH), _absent("没有提到", "未提及", "没有说明")),
    # a Chinese estate-office notice
    Case("estate-garage-sat", _q(ESTATE, "礼拜六上午车能停在车库吗?", _ZH),
         _both(_any("8:30", "不能", "清洗", "移出"), _none_of(*_ZH_IDK))),
    Case("estate-sunday-close", _q(ESTATE, "礼拜天物业几点下班?", _ZH),
         _both(_any("12:00", "12点", "中午"), _none_of("17:30", *_ZH_IDK))),
    Case("estate-8th", _q(ESTATE, "8号车库几点开始洗?", _ZH), _both(_any("8:30", "8点半"), _none_of(*_ZH_IDK))),
    Case("estate-fee-absent", _q(ESTATE, "物业费一个月多少钱?", _ZH), _absent("没有提到", "未提及", "没有说明")),
    # a sports hall's timetable
    Case("hall-circuits-thurs", _q(HALL, "circuits on thurs what time"),
         _both(_any("18:30", "6.30", "6:30"), _none_of(*_IDK))),
    Case("hall-sun-7pm", _q(HALL, "can i get a court at 7pm sun"),
         _both(_denies("18:00", "6pm", "closes"), _none_of(*_IDK))),
    Case("hall-racket-absent", _q(HALL, "can i hire a racket"), _absent("not mention", "doesn't say")),
    # a library's page
    Case("lib-tues-7", _q(LIBRARY, "is the lib open til 7 on a tues"),
         _both(_yes_or("19:30", "7:30", "7.30"), _none_of(*_IDK))),
    Case("lib-rhyme-weds", _q(LIBRARY, "rhyme time weds what time"), _both(_any("10:30", "10.30"), _none_of(*_IDK))),
    Case("lib-sat-arvo", _q(LIBRARY, "open sat arvo?"), _both(_denies("13:00", "1pm", "closes"), _none_of(*_IDK))),
    Case("lib-colour-absent", _q(LIBRARY, "how much is colour printing"), _absent("not mention", "doesn't say", "black and white")),
    Case("lib-card-absent", _q(LIBRARY, "can i join online"), _absent("not mention", "doesn't say")),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
