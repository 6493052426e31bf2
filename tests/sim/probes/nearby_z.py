"""My probe of fix58a (issue 26): a near sentence given where the answer is elsewhere or absent;
marks and their legend, struck-out old values, key-prefix settings files, pence tariffs. Written
before any change of the task.

Material of my own: a theatre's week listing with a key of marks, a changelog and a team chat with
struck-out dates and prices, a bug thread where two people report versions, a school-bus settings
file of ``KEY := value`` lines, a Chinese library notice asked about something it never names, an
e-scooter and a car-park tariff in pence. About a third of the cases ask what the material does
not hold, near words that are in it: they must stay limits or "I don't know".

``python -W ignore -m tests.sim.probes.nearby_z [-v]``.

History (right / limit / silently wrong / false alarms): first sight on 6dcae6e6 (fix58a's base),
before any change: 10 / 4 / 13 / 0 (the theatre's key of marks never read: the key line quoted; struck
prices and days quoted beside their replacements; ``KEY := value`` lines quoted with ":=", no yes or no;
Android's version given from another reporter's line). After fix58a (``material.struck_text``,
``grounded.prefix_settings``, ``grounded.marked_rows``, ``grounded.absent_subjects``,
``grounded.unmet_modifiers``, ``grounded.start_fees``): 23 / 3 / 1 / 0 (lib-hours: 暑假 asked, 暑期
written, an honest-looking "我不知道。").
"""

from __future__ import annotations

import sys

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _both,
    _but_not,
    _denies,
    _none_of,
    _rag,
    _val,
    _yes_or,
    report,
)

THEATRE = """Riverside Playhouse - what's on, week of 9 June
Key: (BSL) = British Sign Language interpreted; (AD) = audio described; * = relaxed performance
THE PAPER CRANE (PG, 95 min) family play
  Tue 10  14:00 *
  Wed 11  19:30 (AD)
  Sat 14  11:00 (BSL)
SALT AND IRON (12A, 120 min) drama
  Thu 12  19:30
  Fri 13  19:30 (BSL)
MOONLIT MARKET (U, 70 min) puppet show with live music
  Sat 14  15:00
  Sun 15  13:00
Tickets £14, under-16s £8. The bar opens an hour before curtain up."""

CHANGELOG = """## Planner app - release notes
### 4.1.0
- Calendar sync now runs every 10 minutes.
- Release date: ~~3 March~~ 10 March (waiting on store review).
### Pricing
- Pro plan: <del>£6 a month</del> £5 a month from April.
- Team plan stays at £12 a user a month."""

CHAT = """#allotment-committee
priya (2 May): The seed swap is on ~~Saturday~~ Sunday 18 May at the church hall.
dev (2 May): I'll bring the folding tables.
priya (3 May): Plot rent goes up to £40 a year from October.
ola (4 May): Water troughs get refilled on Mondays."""

BUG = """Issue #77: map tiles go blank after zooming out
opened by kasia-b (12 Jan): Seen on version 3.4.0, Safari 17 on a Mac.
ruben (13 Jan): Same here on Android, the tiles come back after a restart.
kasia-b (14 Jan): Clearing the cache does not help.
maintainer note: the tile cache rewrite is planned for 3.5."""

BUS = """# school bus settings (Hollins Primary)
ROUTE_NORTH_STOPS := Elm Road, Quarry Lane, Bellfield
ROUTE_NORTH_DAYS := Mon Tue Wed Thu
ROUTE_SOUTH_STOPS := Station Square, Mill Green
ROUTE_SOUTH_DAYS := Mon Wed Fri
NO_BUS_DAYS := Sat Sun inset-days
PICKUP_TIME := 08:05"""

LIBRARY_ZH = """青松社区图书馆关于暑期开放时间调整的通知
一、7月1日至8月31日,开放时间调整为每天9:00-20:00。
二、少儿阅览室每周一上午闭馆清洁。
三、借书证办理请携带身份证到一楼服务台。
更正:原定7月5日的读书分享会改到7月12日下午举行。"""

SCOOTER = """Zip scooters - how pricing works
It costs £1 to unlock a scooter, then 15p a minute while you ride.
Parking outside a marked bay adds a £10 fee.
A day pass is £8 and covers unlimited 30-minute rides."""

CARPARK = """Harbour Street car park
Up to 1 hour: 90p. Each extra 30 minutes: 45p. Overnight (6pm-8am): £2.50 flat.
Blue badge holders park free for the first 3 hours."""

CASES = [
    # legend of marks
    Case("th-bsl-crane", _rag(THEATRE, "any signed performances of the paper crane?"),
         _both(_any("Sat 14", "11:00"), _none_of("Fri 13", "SALT AND IRON"))),
    Case("th-ad-salt", _rag(THEATRE, "is there an audio described showing of salt and iron"),
         _both(_denies("no audio", "not audio", "none", "doesn't", "does not"), _none_of("Wed 11"))),
    Case("th-relaxed", _rag(THEATRE, "which show has a relaxed performance"), _any("paper crane")),
    Case("th-bsl-salt", _rag(THEATRE, "when is salt and iron signed?"), _both(_any("Fri 13"), _none_of("Sat 14"))),
    Case("th-parking", _rag(THEATRE, "is there parking at the playhouse?"), _absent("doesn't say", "does not say", "not mention")),
    # struck-out old values
    Case("cl-release", _rag(CHANGELOG, "when does 4.1.0 come out?"), _both(_any("10 March"), _none_of("3 March"))),
    Case("cl-pro", _rag(CHANGELOG, "how much will pro cost from april"), _but_not(_val(5), "£6")),
    Case("chat-swap-day", _rag(CHAT, "what day is the seed swap"), _both(_any("Sunday"), _none_of("Saturday"))),
    Case("chat-tables", _rag(CHAT, "who's bringing the tables?"), _any("dev")),
    Case("chat-swap-time", _rag(CHAT, "what time does the seed swap start"), _absent("doesn't say", "does not say", "not mention")),
    # two reporters, an asked modifier met by another's value
    Case("bug-android-ver", _rag(BUG, "which android version was ruben on?"), _absent("doesn't say", "does not say", "not say", "not mention")),
    Case("bug-safari", _rag(BUG, "what safari version did kasia use"), _val(17)),
    Case("bug-app-ver", _rag(BUG, "what app version is the bug seen on"), _any("3.4.0")),
    Case("bug-fix-date", _rag(BUG, "what date will the fix be released"), _absent("doesn't say", "does not say", "not mention")),
    # settings file with key prefixes
    Case("bus-quarry-fri", _rag(BUS, "does the bus stop at quarry lane on a friday?"),
         _both(_denies("only", "not on fri", "mon tue wed thu", "mon, tue"), _none_of(":="))),
    Case("bus-mill-wed", _rag(BUS, "is there a bus from mill green on wednesday"),
         _both(_yes_or("mon wed fri"), _none_of(":="))),
    Case("bus-saturday", _rag(BUS, "can my kid get the bus on saturday"), _both(_denies("no bus"), _none_of(":="))),
    Case("bus-pickup", _rag(BUS, "what time is pickup"), _both(_any("08:05", "8:05"), _none_of(":="))),
    Case("bus-price", _rag(BUS, "how much is a bus pass"), _absent("doesn't say", "does not say", "not mention")),
    # a Chinese notice asked about what it never names
    Case("lib-wifi", _rag(LIBRARY_ZH, "图书馆有无线网络吗?"), _absent("没有提到", "没有说明", "未提及")),
    Case("lib-fine", _rag(LIBRARY_ZH, "逾期还书罚款多少?"), _absent("没有提到", "没有说明", "未提及")),
    Case("lib-share", _rag(LIBRARY_ZH, "读书分享会哪天举行?"), _both(_any("7月12日"), _none_of("7月5日举行"))),
    Case("lib-hours", _rag(LIBRARY_ZH, "暑假几点关门?"), _any("20:00", "晚上8")),
    # pence tariffs
    Case("sc-20min", _rag(SCOOTER, "20 minute ride, what will it cost?"), _val(4)),
    Case("sc-helmet", _rag(SCOOTER, "do you hand out helmets with the scooters?"), _absent("doesn't say", "does not say", "not mention")),
    Case("cp-extra", _rag(CARPARK, "how much is each extra half hour"), _any("45p")),
    Case("cp-weekly", _rag(CARPARK, "is there a weekly ticket?"), _absent("doesn't say", "does not say", "not mention")),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
