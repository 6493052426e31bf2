"""Invented probe (branch ``fix45a``, session of 2026-12-05, fifth; issue 26; oracles written and
committed before its first run, never tuned against): the FORMS of material.

Material and wordings are mine, none from a fresh set: a choir's e-mail thread with replies quoted
at three depths under "On ... wrote:" lines, a cycling forum post quoting an earlier post, a
README's Markdown blockquote notes, a Chinese e-mail quoting its earlier message under "发件人:";
a Chinese 物业 notice, a Japanese 規約 with 第N条 lines and a Korean notice with 가. 나. items, all
without full stops at line ends, and an English allotment rule list without full stops; a noodle
bar's menu with "*" and "†" marks, a village hall bill with "[1]" notes, a hotel's extras with "**"
marks on items followed by ":"; a kennel's booking terms with a "Correction to 3(b)" line and an
update line about something else; a gym leaflet with no e-mail address, a course page with no
date, a plumber's card with no phone number. Questions ask values from quoted and enumerated
lines, values a newer message changed, yes/no questions a note answers, values a correction
changes; plain values that must stay right, and absent answers that must stay "I don't know".

Classes as in the fresh sets (``tests/sim/fresh/_oracles``): ``right``, ``limit`` (a limit stated),
``wrong`` (silently), ``false alarm`` (a limit on a reply whose oracle is met).
``python -W ignore -m tests.sim.probes.forms_z [-v]`` prints the counts.

History:
- first sight on bdeb6502 (oracles committed before the one run): 38 cases: **20 / 6 / 12 / 0**
  (right / stated limit / silently wrong / false alarms). Wrong: choir-tickets, choir-stands,
  choir-hall ("I don't know.": the quoted messages under "On ... wrote:" are dropped), choir-dress
  (the e-mail's header lines quoted), forum-km (the "Quote from:" line and the whole quote),
  zh-mail-place (the subject line), zh-water-end, zh-garage, zh-why (the whole 物业 notice as one
  sentence: no line ends with "。"), ja-quit (the whole 規約 as one sentence), noodle-peanut,
  noodle-vegan (the menu's lines run together, the notes not joined to the marked dishes). Limits:
  choir-concert-time, ja-fee, ko-time, allot-shed, kennel-refund-10 (the "Correction to 3(b)" line
  not applied: the threshold limit), course-date-absent (the start-date limit).
- after branch ``fix45a`` (each mechanism tested in tests/sim on wordings and material of my own,
  never these cases nor the forty-third's): **27 / 7 / 4 / 0**. A thread's quoted messages are
  material, oldest first (``material.quoted_replies``: choir-stands, zh-mail-place right; choir-tickets,
  choir-hall limits; forum-price and zh-mail-fee stay right); a line opening with an enumerator
  starts a sentence (``prose._enumerated``: zh-garage, zh-why, ja-quit right); a footnote mark before
  a colon joins its note (noodle-peanut, noodle-vegan right). Left wrong: choir-dress (the e-mail's
  header lines quoted for "what should singers wear"), choir-concert-time (the right sentence and
  the next message's: a limit at first sight, the one case that moved to wrong), forum-km ("Thanks Jo." beside the quoted post's first sentence), zh-water-end
  (two clauses quoted, the asked one among them). Left limits: choir-tickets, choir-hall,
  ja-fee, ko-time, allot-shed, kennel-refund-10 (a threshold read before the "Correction to 3(b)"
  line), course-date-absent.
"""

from __future__ import annotations

import sys

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _both,
    _but_not,
    _none_of,
    _rag,
    _val,
    report,
    tally,
)

# --- e-mail threads, forum posts and blockquotes with quoted lines -----------------------------

CHOIR = """From: Rosa Lindqvist <rosa@fellside-singers.example>
To: Fellside Singers
Subject: Re: Re: Spring concert arrangements
Date: Wed, 9 Apr 2031 08:40

Hello everyone,

Small change: the dress rehearsal now starts at 18:45 instead of 18:30, as the
church has a meeting until half past six. Also, the hall hire has gone up
to GBP 55, so we will ask each singer for GBP 3 towards it.

Rosa

> On Mon, 7 Apr 2031, Tom Baptiste wrote:
> Thanks Rosa. After the concert, please leave the music stands in the
> vestry cupboard, not in the porch.
>
>> On Sun, 6 Apr 2031, Aisha Okafor wrote:
>> Is there any parking at St Cuthbert's? And who is bringing the
>> keyboard?
>>
>>> On Sat, 5 Apr 2031, Rosa Lindqvist wrote:
>>> The spring concert is on Saturday 19 April at St Cuthbert's Church.
>>> The dress rehearsal is on Friday 18 April from 18:30. Tickets are
>>> GBP 9, or GBP 6 for students. The hall hire for the interval teas
>>> is GBP 40. Dress is black tops with black trousers or skirts.
>>> Doors open at 19:00 and the concert begins at 19:30."""

FORUM = """Re: Brake pads squealing after wet rides

Quote from: gritroad_jo on 12 March
> I tried the sintered pads from the shop on Mill Lane. They last about
> 1,500 km for me and cost 18 euros a pair. The organic ones were quieter
> but wore out after 600 km.

Thanks Jo. I went with the sintered ones in the end and the squeal has stopped
since I cleaned the rotors with isopropyl alcohol."""

README = """# tidewatch

A small command-line tool that prints tide times for a harbour.

> **Note:** the free API key expires after 90 days; renew it on the
> provider's dashboard.

> **Warning:** tidewatch caches results for 6 hours, so a change in the
> forecast can take that long to show.

Install with `pip install tidewatch` and run `tidewatch --harbour Whitby`."""

ZH_MAIL = """主题:回复:春游安排

各位家长好,

更正一下:集合时间改为早上7:50,不是8:10。其他安排不变。

王老师

> 发件人:王老师
> 发送时间:4月2日
> 春游定在4月12日(星期六),地点是植物园。
> 早上8:10在学校南门集合,下午3点回到学校。
> 每位学生交费45元,包括门票和午餐。
> 请带水壶和帽子。"""

QUOTED = [
    Case("choir-tickets", _rag(CHOIR, "How much are the concert tickets?"),
         _both(_val(9), _none_of("vestry", "Hello everyone"))),
    Case("choir-stands", _rag(CHOIR, "Where should the music stands go after the concert?"),
         _both(_any("vestry"), _none_of("Hello everyone"))),
    Case("choir-dress", _rag(CHOIR, "What should singers wear for the concert?"),
         _both(_any("black"), _none_of("vestry"))),
    Case("choir-rehearsal", _rag(CHOIR, "What time does the dress rehearsal start?"),
         _but_not(_any("18:45", "6:45", "quarter to seven"), "starts at 18:30", "from 18:30")),
    Case("choir-hall", _rag(CHOIR, "How much is the hall hire for the interval teas?"),
         _but_not(_val(55), "GBP 40", "£40")),
    Case("choir-concert-time", _rag(CHOIR, "What time does the concert begin?"),
         _both(_any("19:30", "7:30"), _none_of("vestry"))),
    Case("choir-parking-absent", _rag(CHOIR, "Is there parking at St Cuthbert's?"),
         _absent("doesn't say", "does not say", "not say")),
    Case("forum-km", _rag(FORUM, "How long did the sintered pads last for Jo?"),
         _both(_any("1,500", "1500"), _none_of("600 km."))),
    Case("forum-price", _rag(FORUM, "How much do the sintered pads cost?"), _val(18)),
    Case("forum-fix", _rag(FORUM, "What stopped the squeal?"), _any("isopropyl", "cleaned the rotors")),
    Case("readme-key", _rag(README, "When does the free API key expire?"),
         _both(_any("90 days"), _none_of("6 hours"))),
    Case("readme-cache", _rag(README, "How long are results cached for?"),
         _both(_any("6 hours", "six hours"), _none_of("90 days"))),
    Case("zh-mail-fee", _rag(ZH_MAIL, "春游每人交多少钱?"), _both(_val(45), _none_of("水壶"))),
    Case("zh-mail-meet", _rag(ZH_MAIL, "几点在学校集合?"), _but_not(_any("7:50"), "8:10在")),
    Case("zh-mail-place", _rag(ZH_MAIL, "春游去哪里?"), _both(_any("植物园"), _none_of("水壶", "45元"))),
]


# --- enumerated lines without full stops ------------------------------------------------------

ZH_NOTICE = """物业通知
一、停水时间:6月3日上午8:00至下午6:00
二、停水原因:更换小区主水管
三、地下车库清洗:6月5日全天,请提前把车开出车库
四、如有疑问请联系物业服务中心
五、给大家带来不便,敬请谅解"""

JA_RULES = """テニスクラブ規約
第1条 会費は月額3000円とする
第2条 入会金は5000円とする
第3条 退会する場合は30日前までに届け出ること
第4条 コートの予約は1回2時間までとする"""

KO_NOTICE = """엘리베이터 점검 안내
가. 점검 일시: 5월 14일 오전 9시부터 12시까지
나. 점검 중에는 엘리베이터를 사용할 수 없습니다
다. 문의: 관리사무소"""

ALLOTMENT = """Hollins Lane allotment rules
1. Plot rent is £35 a year, due on 1 March
2. No hosepipes in July and August
3. Bonfires only after 4pm on Sundays
4. Dogs must be on a lead at all times
a) paths between plots must be kept clear
b) sheds no taller than 2 metres"""

ENUMERATED = [
    Case("zh-water-end", _rag(ZH_NOTICE, "停水到几点?"),
         _both(_any("6:00", "下午6", "18:00"), _none_of("车库", "主水管"))),
    Case("zh-garage", _rag(ZH_NOTICE, "车库什么时候清洗?"),
         _both(_any("6月5日"), _none_of("主水管", "8:00"))),
    Case("zh-why", _rag(ZH_NOTICE, "为什么停水?"), _both(_any("主水管"), _none_of("车库"))),
    Case("ja-fee", _rag(JA_RULES, "会費はいくらですか?"), _both(_val(3000), _none_of("30日", "2時間"))),
    Case("ja-quit", _rag(JA_RULES, "退会は何日前までに届け出ますか?"),
         _both(_val(30), _none_of("3000円", "2時間"))),
    Case("ko-time", _rag(KO_NOTICE, "점검 일시가 언제예요?"), _both(_any("9시"), _none_of("관리사무소"))),
    Case("allot-rent-due", _rag(ALLOTMENT, "When is the plot rent due?"),
         _both(_any("1 March"), _none_of("hosepipe", "Bonfire"))),
    Case("allot-bonfire", _rag(ALLOTMENT, "When can I have a bonfire?"),
         _both(_any("4pm", "4 pm"), _none_of("hosepipe", "lead", "£35"))),
    Case("allot-shed", _rag(ALLOTMENT, "How tall can a shed be?"), _both(_val(2), _none_of("Bonfire", "£35"))),
    Case("allot-water-absent", _rag(ALLOTMENT, "Is there a water tap on each plot?"),
         _absent("doesn't say", "does not say", "not say")),
]


# --- footnotes ---------------------------------------------------------------------------------

NOODLES = """Lotus Noodle Bar - mains
Dan dan noodles*: 9.50
Tofu laksa†: 10.00
Beef pho: 11.50

* contains peanuts
† vegan"""

HALL = """Brampton Village Hall - invoice 0417
Main hall, 4 hours: £48.00
Kitchen use[1]: £12.00
Cleaning fee: £15.00

[1] Waived for members of the village society."""

HOTEL = """Harbourview Hotel - extras
Late checkout (until 2pm)**: £20
Parking per night: £8
Breakfast: £14 per person

** Free for Gold card holders."""

FOOTNOTED = [
    Case("noodle-peanut", _rag(NOODLES, "Do the dan dan noodles contain peanuts?"),
         _both(_any("yes", "contains peanuts", "contain peanuts"), _none_of("vegan"))),
    Case("noodle-vegan", _rag(NOODLES, "Is the tofu laksa vegan?"),
         _both(_any("yes", "vegan"), _none_of("peanut"))),
    Case("noodle-pho-price", _rag(NOODLES, "How much is the beef pho?"), _val(11.5)),
    Case("hall-kitchen-member", _rag(HALL, "I'm a member of the village society - do I pay for kitchen use?"),
         _both(_any("waived", "no", "not"), _none_of("Cleaning"))),
    Case("hall-cleaning", _rag(HALL, "What is the cleaning fee?"), _val(15)),
    Case("hotel-late-gold", _rag(HOTEL, "Do Gold card holders pay for late checkout?"),
         _both(_any("free", "no"), _none_of("Parking", "Breakfast"))),
]


# --- corrections to sub-items, asked kinds ----------------------------------------------------

KENNEL = """Woodside Kennels - booking terms
1. Bookings
a. A deposit of £30 secures a booking.
b. The balance is due on arrival.
2. Vaccinations
a. Dogs must be vaccinated at least 14 days before their stay.
3. Cancellations
a. More than 14 days before the stay: full refund of the deposit.
b. Between 7 and 14 days before: half the deposit is refunded.
c. Less than 7 days before: no refund.

Correction to 3(b): between 7 and 14 days, £20 of the deposit is refunded, not half.
Update (3 June): the kennels are closed for a staff day on Monday 16 June."""

GYM = """Riverside Gym - membership
Monthly membership: £32. Students: £24.
Opening hours: 6am to 10pm on weekdays, 8am to 8pm at weekends.
To join, ask at the front desk or use the form on our website."""

COURSE = """Beginners' pottery course
Six Tuesday evenings, 7pm to 9pm, in the studio behind the library.
The fee is £120, clay and firing included. Places are limited to eight."""

PLUMBER = """Dave Kerr Plumbing
Boiler servicing from £70. Emergency call-outs 24 hours a day.
Gas Safe registered. Covering Lancaster, Morecambe and Carnforth."""

CORRECTED = [
    Case("kennel-refund-10", _rag(KENNEL, "If I cancel 10 days before the stay, how much of the deposit do I get back?"),
         _but_not(_val(20), "half the deposit is refunded.")),
    Case("kennel-refund-3", _rag(KENNEL, "Do I get a refund if I cancel 3 days before?"),
         _both(_any("no refund", "no"), _none_of("staff day", "16 June"))),
    Case("kennel-deposit", _rag(KENNEL, "How much is the deposit?"), _both(_val(30), _none_of("staff day"))),
    Case("gym-email-absent", _rag(GYM, "What is the gym's email address?"),
         _absent("doesn't say", "does not say", "not say", "doesn't give", "does not give")),
    Case("course-date-absent", _rag(COURSE, "What date does the pottery course start?"),
         _absent("doesn't say", "does not say", "not say", "doesn't give", "does not give")),
    Case("plumber-phone-absent", _rag(PLUMBER, "What's the phone number for Dave Kerr Plumbing?"),
         _absent("doesn't say", "does not say", "not say", "doesn't give", "does not give")),
    Case("course-fee", _rag(COURSE, "How much is the pottery course?"), _val(120)),
]

CASES: list[Case] = [*QUOTED, *ENUMERATED, *FOOTNOTED, *CORRECTED]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
