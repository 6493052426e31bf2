"""Invented probe (2026-12-03, branch ``fix25C``, mine, not a held-out set: I tune against it).
Oracles written and committed before its first run. Shapes of the twenty-fifth set's T3 / T5
classes and of chat copies, on material of my own in shapes the twenty-fifth does not use: a
train timetable with day codes over its columns ("MX", "SO", "FO") and "|" for a station not
called at; a ferry timetable turned the other way (one row per sailing, a header of ports) with
footnote symbols after its times; a youth football fixtures list with footnote marks; an
``iptables -L`` listing with the office network named by its CIDR in a note; an AWS security
group table pasted with tabs; a Slack channel copied as text ("Name  9:14 AM" over the message
lines). Questions: a journey's time at a stop by its departure, the first / last run on a day a
footnote restricts, a span along one column, "does the X call at Y", a footnote's rule for one row,
"is ssh / mysql open from <network>", a count of accepting rules, "who did X" over a chat, how long
it took someone. ``python -m tests.sim.probes.grids_i [-v]`` prints right / limit / wrong.

History (right / limit / wrong of 22):
- first sight on 8f3af48 (the branch point; oracles committed first in 95e4ba4), one run: **4 / 3 / 15**.
  Wrong: every train case (rows quoted whole: no column followed, no day code read), the ferry's
  last Sunday sailing and crossing time (rows as "header: cell" records), the fixtures' minibus
  (the footnote quoted under the Holme Park row it does not mark), the iptables count (rule 1
  quoted), the security group's yes/no (rows quoted, no "yes"), all three Slack cases (the
  headers dropped by ``plain_text``: no author, no span). Lucky right: ipt-ssh-home ("Notes for the
  build box..." passes ``_says_no`` by its opening "No" of "Notes"). Right: the ferry's 10:45 to
  Eilean Mor, two fixtures cells.
- fix25C (``time_grids``, ``firewall_rules``, ``chat_records.who`` / ``with_headers``):
  **21 / 0 / 1**. Still wrong: fixtures-holme-minibus (a footnote mark on some rows of a table
  that is no timetable: not read).
"""

from __future__ import annotations

import sys

from tests.sim.fresh._oracles import (
    Case,
    _any,
    _both,
    _but_not,
    _none_of,
    _rag,
    _says_no,
    _starts,
    _word,
    report,
)

TRAIN = ("Northvale Line: Ashby to Dunmore Parkway (Mondays to Saturdays, until 12 December 2031)\n"
         "\n"
         "                     MX       SO                         FO\n"
         "Ashby               06:02    07:15    08:40    17:05    18:30\n"
         "Brinklow            06:11    07:24    08:49    17:14      |\n"
         "Coldharbour         06:20      |      08:58    17:23    18:44\n"
         "Dunmore Parkway     06:34    07:45    09:12    17:37    18:58\n"
         "\n"
         "MX  Not on Mondays.\n"
         "SO  Saturdays only.\n"
         "FO  Fridays only.\n"
         "|   Train does not stop at this station.\n")

FERRY = ("Skerry Sound ferry - summer sailings\n"
         "\n"
         "Leaves Portnahaven\tArrives Eilean Mor\tLeaves Eilean Mor\tArrives Portnahaven\n"
         "07:30\t08:05\t08:20\t08:55\n"
         "10:45*\t11:20\t11:40\t12:15\n"
         "14:00\t14:35\t15:10\t15:45\n"
         "18:15\u2020\t18:50\t19:05\t19:40\n"
         "\n"
         "* Sundays only\n"
         "\u2020 Not on Sundays\n")

FIXTURES = ("Ashgrove Juniors U11 - spring fixtures\n"
            "\n"
            "Date       Opponent            Venue   Kick-off\n"
            "Sat 15/3   Linton Rovers       Home    10:00\n"
            "Sat 22/3   Ferrybridge Utd     Away    09:30 *\n"
            "Sat 29/3   Holme Park          Home    10:00\n"
            "Sat 5/4    St Brides           Away    11:00 \u2020\n"
            "\n"
            "* Meet at the clubhouse at 08:15 for the minibus.\n"
            "\u2020 Cup tie: extra time and penalties if level.\n")

IPTABLES = ("Notes for the build box. The office network is 172.16.0.0/16; everything else is the internet.\n"
            "\n"
            "# iptables -L INPUT -n --line-numbers\n"
            "Chain INPUT (policy DROP)\n"
            "num  target     prot opt source               destination\n"
            "1    ACCEPT     all  --  0.0.0.0/0            0.0.0.0/0            state RELATED,ESTABLISHED\n"
            "2    ACCEPT     tcp  --  172.16.0.0/16        0.0.0.0/0            tcp dpt:22\n"
            "3    ACCEPT     tcp  --  0.0.0.0/0            0.0.0.0/0            tcp dpt:443\n"
            "4    DROP       tcp  --  0.0.0.0/0            0.0.0.0/0            tcp dpt:3306\n"
            "5    ACCEPT     udp  --  172.16.0.0/16        0.0.0.0/0            udp dpt:53\n")

SECURITY_GROUP = ("Inbound rules (4)\n"
                  "Type\tProtocol\tPort range\tSource\tDescription\n"
                  "SSH\tTCP\t22\t81.2.69.0/28\tLeeds office\n"
                  "HTTP\tTCP\t80\t0.0.0.0/0\t-\n"
                  "Custom TCP\tTCP\t8080\t10.0.0.0/16\tinternal API\n"
                  "PostgreSQL\tTCP\t5432\tsg-0a1b2c3d (app-servers)\t-\n")

SLACK = ("#facilities\n"
         "Hannah Okafor  9:14 AM\n"
         "The printer on the 2nd floor is jammed again\n"
         "Ravi Menon  9:20 AM\n"
         "on my way to look at the printer\n"
         "Jo Park  9:35 AM\n"
         "Has anyone booked the van for Friday?\n"
         "Ravi Menon  9:41 AM\n"
         "printer fixed - a label was stuck in the fuser\n"
         "Hannah Okafor  10:05 AM\n"
         "yes, I booked the van yesterday, pick-up 8am\n"
         "Jo Park  10:07 AM\n"
         "thanks!\n")

CASES = [
    # a train timetable: columns, day codes, "|" for no stop
    Case("train-0840-dunmore", _rag(TRAIN, "what time does the 8:40 get into dunmore parkway"),
         _but_not(_any("09:12", "9:12"), "06:34", "07:45", "17:37", "18:58")),
    Case("train-1705-span", _rag(TRAIN, "how many minutes does the 17:05 take from ashby to coldharbour"),
         _both(_word("18", "eighteen"), _none_of("06:20", "08:58", "18:44"))),
    Case("train-0715-coldharbour", _rag(TRAIN, "does the 07:15 stop at coldharbour"),
         _both(_says_no("doesn't stop", "does not stop", "doesn't call", "does not call", "not stop", "not call"),
               _none_of("08:58", "18:44"))),
    Case("train-first-monday", _rag(TRAIN, "what's the first train from ashby on a monday"),
         _but_not(_any("08:40", "8:40"), "06:02", "07:15")),
    Case("train-last-monday", _rag(TRAIN, "last train out of ashby on a monday?"),
         _but_not(_any("17:05", "5:05"), "18:30")),
    Case("train-1830-brinklow", _rag(TRAIN, "does the 18:30 call at brinklow"),
         _both(_says_no("doesn't stop", "does not stop", "doesn't call", "does not call", "not stop", "not call"),
               _none_of("17:14", "06:11"))),
    # a ferry timetable, one row per sailing, symbols after times
    Case("ferry-1045-arrive", _rag(FERRY, "when does the 10:45 from portnahaven get to eilean mor"),
         _but_not(_any("11:20"), "08:05", "14:35", "18:50")),
    Case("ferry-last-sunday", _rag(FERRY, "what's the last sailing from portnahaven on a sunday"),
         _but_not(_any("14:00"), "18:15")),
    Case("ferry-crossing-time", _rag(FERRY, "how long is the crossing on the 14:00"),
         _both(_word("35", "thirty-five"), _none_of("15:10", "15:45"))),
    # a fixtures list with footnote marks
    Case("fixtures-ferrybridge-meet", _rag(FIXTURES, "what time do we meet for the ferrybridge game"),
         _but_not(_any("08:15", "8:15"), "10:00", "11:00")),
    Case("fixtures-brides-kickoff", _rag(FIXTURES, "what time is kick off at st brides"),
         _but_not(_any("11:00"), "09:30", "10:00")),
    Case("fixtures-holme-minibus", _rag(FIXTURES, "is there a minibus for the holme park game"),
         _says_no("only for the ferrybridge", "only for ferrybridge", "home game", "at home")),
    # iptables with the office network named in a note
    Case("ipt-ssh-home", _rag(IPTABLES, "can i ssh into the build box from home"),
         _both(_says_no("only from 172.16.0.0/16", "office network only", "only from the office"),
               _none_of("3306", "dpt:53"))),
    Case("ipt-ssh-office", _rag(IPTABLES, "can i ssh in from the office"),
         _both(_starts("yes"), _none_of("3306", "dpt:53"))),
    Case("ipt-mysql-outside", _rag(IPTABLES, "is mysql reachable from the internet"),
         _both(_says_no("dropped", "blocked", "drop"), _none_of("dpt:53"))),
    Case("ipt-accept-count", _rag(IPTABLES, "how many rules accept traffic"),
         _both(_word("4", "four"), _none_of("3306", "DROP       tcp"))),
    # an AWS security group pasted with tabs
    Case("sg-postgres-home", _rag(SECURITY_GROUP, "can i connect to postgres from my laptop at home"),
         _both(_says_no("only from the app-servers", "only from sg-0a1b2c3d", "app-servers only",
                        "only the app-servers"), _none_of("8080", "81.2.69.0"))),
    Case("sg-ssh-leeds", _rag(SECURITY_GROUP, "is ssh allowed from the leeds office"),
         _both(_starts("yes"), _none_of("8080", "5432"))),
    Case("sg-http-anywhere", _rag(SECURITY_GROUP, "is port 80 open to everyone"),
         _both(_starts("yes"), _none_of("8080", "5432", "81.2.69.0"))),
    # a Slack channel copied as text
    Case("slack-who-fixed", _rag(SLACK, "who fixed the printer"), _but_not(_any("Ravi"), "Hannah", "Jo Park")),
    Case("slack-who-van", _rag(SLACK, "who booked the van"), _but_not(_any("Hannah"), "Ravi", "Jo Park")),
    Case("slack-printer-span", _rag(SLACK, "how long did it take ravi to fix the printer"),
         _both(_word("21", "twenty-one"), _none_of("9:14", "10:05"))),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
