"""A twenty-seventh invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-03 (branch ``twentyseventh``) while other engineers changed the simulator on
their own branches; none of them has seen it. It is a yardstick for their work: no simulator
change is to be made for its cases (a fix for one of its classes must be a general mechanism
tested on other wordings, and the set measured again). Committed with its oracles before it was
first run.

Topics and formats none of the earlier sets nor the course's data uses: an airline boarding pass
copied from an app (a gate that closes a stated number of minutes before departure, a bag
allowance, local times in two time zones), ``ps aux`` output sorted by memory (gunicorn master and
workers, a training run, ``STAT`` codes), a shared house's expenses list from a notes app ("paid
by", one row split three ways "not Deji"), a TV listing for tonight on two invented channels (a
film's running time, programmes that run across an hour), a README's installation section with a
markdown table of platforms and commands (a Python floor, an extra in brackets, an OS version
rule), a sleep tracker's week as a fixed-width table (bedtimes either side of midnight, "6h 58m"
cells, a score) and an Icelandic hot-water notice. The grounded questions come in the prompt
shapes learners and public programs write, not only the course's system "Context:": a system
prompt holding the notes with the question as the human turn, the notes pasted after "here's what
I have:", the question first then the notes, the LangChain hub's ``rlm/rag-prompt`` and the
docs' "Answer the question based only on the following context" templates filled in, notes in
``<doc>`` tags, the notes first with "^" and the question under them, lead-ins like "quick one -";
questions as people type them (lower case, no "?", a typo, commands), yes/no, an end time from a
start and a length, a rule applied to a time (gate closing), a limit applied to a weight and a
version, a sum of one person's rows, a share of a row split three ways, a superlative over a
column ("hogging the cpu", "slept worst"), a count of rows by a word, a sum of two rows' memory, a
lookup of what runs at a time between two start times, a span across midnight, a command composed
from a table and a note, answers absent with a near miss present (gas where electricity and water
are listed; wake-ups where only sleep stages are); a learner's tools (look-alike council bin tools
through ``create_agent``, a question no bin tool answers, an ``Enum`` by "never done it before",
a value stated only in the system message, look-alike converters, a missing day, an amount in
words with pence, a bool negated by "X's fine", ``Optional`` arguments left out with a lower-case
place, "next tuesday" with today stated, a list argument, a question nothing bound answers);
``with_structured_output`` (a nested customer with an ``Optional`` email declined and a list of
lines with quantities, an ``Optional`` room "not decided yet", a ``Literal`` by urgency described,
an ``Enum`` by "on foot", a bool negated by "can't make it", "ten days from today" with today
stated, an amount in words with pence, adults and children counted from "two families of four");
labels (a "sort this into one of" list with slashes, a "tag ... with exactly one of these ->"
list with pipes); a learner's own graders (a 1-5 faithfulness scale, RELEVANT / IRRELEVANT,
CORRECT / INCORRECT across a time's forms, ANSWERED / DODGED, CONSISTENT / CONTRADICTS, KEEP /
DROP); JSON by example (three keys filled from a sentence) and in words (clock times in words, a
product in pence); threads (a locker number after a topic change, "she" for a grandmother, a
correction "my mistake, it's X not Y", "the other one" after a choice, "the last one" over
numbered steps, a three-way split of three stated costs, a span between two stated times, a
yearly sum paid over ten months); small talk in Shona and Samoan, a question about browsing the
web; arithmetic (a percentage), a weekday of a date; a thing nothing offline could know.

Oracles as in the earlier sets, and strict: a reply that quotes most of its document, or quotes
the operands instead of doing the arithmetic asked, is wrong (the result is required, and
``_but_not`` / ``_none_of`` reject the other rows' values a whole-document quote holds).
``_honest`` / ``_absent`` (the notes do not hold it: "I don't know" is right), ``_must_state``
(only a stated limit is not wrong) or ``_no_call``. Classes: ``right``, ``limit`` (a limit was
stated, whatever the reply), ``wrong`` (silently wrong); a ``limit`` on a reply that was right
anyway is a false alarm, counted apart.

FIRST SIGHT on main at b08707b (the branch point of ``twentyseventh``; oracles committed first in
46767fa, one run with ``-v``), 70 cases: **right 15, stated limit 38, silently wrong 17, false
alarms 4** (pinned; no oracle changed after the run). None of the four false alarms is a plain
one: tool-no-fit makes no call with a knowledge limit (what a right reply is for a question no
bound tool answers); schema-on-foot-enum and schema-rsvp-cant are right by the Enum's first value
and by the safe value given with a "can't choose / decide" limit; about-browse's knowledge limit
("The offline simulator can't answer this ...") passes the oracle through its phrase "offline",
meant for the reply's own "I'm offline". Classes, code paths and proposed mechanisms:
``TWENTYSEVENTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.twentyseventh_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import re
import sys
from datetime import date
from enum import Enum
from typing import Literal

from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _agent,
    _any,
    _ask,
    _both,
    _but_not,
    _call,
    _call_args,
    _calls,
    _corrected,
    _eq,
    _json,
    _must_state,
    _no_call,
    _none_of,
    _notes_thread,
    _num_near,
    _one_of,
    _only,
    _parsed,
    _rag,
    _structured,
    _text,
    _thread,
    _word,
    report,
    tally,
)

# --- prompt shapes learners and public programs write ---------------------------------------------


def _sys_notes(notes: str, question: str):
    """A system prompt holding the notes; the question is the human turn."""
    system = ("You are Pip, the helpful assistant for our shared house. Answer the housemates' questions "
              "using the information below.\n\n" + notes)
    return lambda llm: llm.invoke([SystemMessage(system), HumanMessage(question)])


def _pasted(notes: str, question: str):
    """One human message: the question, then the notes after "here's what I have:"."""
    return lambda llm: llm.invoke(f"{question}\n\nhere's what I have:\n{notes}")


def _q_first(question: str, notes: str):
    """One human message: the question first, the notes under it, no label."""
    return lambda llm: llm.invoke(f"{question}\n\n{notes}")


def _hub_rag(notes: str, question: str):
    """The LangChain hub's ``rlm/rag-prompt`` filled in, sent as one human message."""
    prompt = ("You are an assistant for question-answering tasks. Use the following pieces of retrieved context "
              "to answer the question. If you don't know the answer, just say that you don't know. Use three "
              f"sentences maximum and keep the answer concise.\nQuestion: {question} \nContext: {notes} \nAnswer:")
    return lambda llm: llm.invoke([HumanMessage(prompt)])


def _only_context(notes: str, question: str):
    """The LangChain docs' template: "Answer the question based only on the following context"."""
    prompt = f"Answer the question based only on the following context:\n{notes}\n\nQuestion: {question}\n"
    return lambda llm: llm.invoke(prompt)


def _doc_tags(notes: str, question: str):
    """The notes in ``<doc>`` tags, the question after them, in one human turn."""
    return lambda llm: llm.invoke([HumanMessage(f"<doc>\n{notes}\n</doc>\n\n{question}")])


def _caret(notes: str, question: str):
    """The notes first, then "^" and the question under them."""
    return lambda llm: llm.invoke(f"{notes}\n\n^ {question}")


# --- grounded answers over notes in new formats -------------------------------------------------

BOARDING = ("BOARDING PASS\n"
            "NORDVIK AIR                                    Booking ref  QX7P2M\n"
            "Passenger      MS HALVORSEN/INGRID\n"
            "Flight         NV 614\n"
            "From           Bergen (BGO)  Terminal 1\n"
            "To             Edinburgh (EDI)\n"
            "Date           Fri 17 Oct 2031\n"
            "Departs        13:05 (local time)\n"
            "Arrives        13:50 (local time)\n"
            "Boarding       12:25            Gate  C21*\n"
            "Gate closes 20 minutes before departure.\n"
            "Seat           14F              Zone 3\n"
            "Bags           1 x cabin bag 8 kg, 1 x hold bag 23 kg\n"
            "Fast Track     No\n"
            "*Gate subject to change \u2013 check the screens.\n")

PS_AUX = ("$ ps aux --sort=-%mem | head -9\n"
          "USER         PID %CPU %MEM     VSZ    RSS TTY      STAT START   TIME COMMAND\n"
          "postgres    1187  0.4 12.6 1184320 515880 ?        Ss   Oct02   4:12 /usr/lib/postgresql/16/bin/postgres "
          "-D /var/lib/postgresql/16/main\n"
          "mira       48210 38.7  9.8 2871044 401532 pts/1    Rl+  09:14  21:37 python train.py --epochs 40 "
          "--batch-size 64\n"
          "www-data    2291  1.2  4.1  912440 168204 ?        S    Oct02  11:05 gunicorn: worker [shopfront]\n"
          "www-data    2290  1.1  4.0  912440 163988 ?        S    Oct02  10:51 gunicorn: worker [shopfront]\n"
          "redis        954  0.6  1.9  187212  77816 ?        Ssl  Oct02   9:40 /usr/bin/redis-server 127.0.0.1:6379\n"
          "mira       48377  0.0  0.7  301556  28660 pts/2    S+   10:02   0:00 vim notes/results.md\n"
          "root         812  0.1  0.5  118904  20480 ?        Ss   Oct02   1:02 /usr/sbin/sshd -D\n"
          "www-data    2288  0.0  0.4   98720  16384 ?        S    Oct02   0:14 gunicorn: master [shopfront]\n")

LEDGER = ("14 Elm Row \u2013 house expenses, November 2031\n"
          "(split equally between the four of us unless it says otherwise)\n"
          "\n"
          "03/11  Broadband (Nov)             \u00a332.00   paid by Tomasz\n"
          "05/11  Cleaning stuff + bin bags   \u00a318.40   paid by Aoife\n"
          "09/11  Electricity (Oct)           \u00a396.80   paid by Deji\n"
          "12/11  Big Tesco shop              \u00a374.20   paid by Aoife\n"
          "18/11  Window cleaner              \u00a312.00   paid by Rosa\n"
          "22/11  Deji's birthday cake        \u00a327.60   paid by Tomasz \u2013 split 3 ways, not Deji\n"
          "27/11  Water (Nov)                 \u00a341.00   paid by Rosa\n"
          "\n"
          "Settle up on 1 December.\n")

TV = ("TONIGHT \u2013 Saturday 8 November\n"
      "\n"
      "ARC ONE\n"
      "19:00  Hedgerow Year\n"
      "20:00  Dateline Arctic (documentary, 1 of 3)\n"
      "21:00  FILM: The Long Crossing (2029) \u2605\u2605\u2605\u2605 12A, 2h 10m\n"
      "23:10  Weekend Papers\n"
      "\n"
      "NORTHFIELD TV\n"
      "19:30  Build It Back: Orkney\n"
      "20:30  Kiln Masters \u2013 Semi-final\n"
      "22:00  FILM: Night Shift Diaries (2030) \u2605\u2605\u2605 15, 1h 50m\n"
      "23:50  Late Lounge\n")

README = ("## Installation\n"
          "\n"
          "`lanternfish` needs Python 3.10 or newer. The desktop app needs Qt 6.\n"
          "\n"
          "| Platform        | Command                                  | Notes                             |\n"
          "|-----------------|------------------------------------------|-----------------------------------|\n"
          "| macOS           | `brew install lanternfish`               | Apple silicon and Intel           |\n"
          "| Debian / Ubuntu | `sudo apt install lanternfish`           | Ubuntu 24.04 or later; older: use pipx |\n"
          "| Windows         | `winget install Harbourlight.Lanternfish` | Windows 10 21H2 or later         |\n"
          "| Any (Python)    | `pipx install lanternfish`               | add the `[gui]` extra for the desktop app |\n"
          "\n"
          "To upgrade, use the same tool's upgrade command (`brew upgrade lanternfish`, `pipx upgrade lanternfish`, "
          "...). Uninstalling does not remove your saved stations in `~/.config/lanternfish/`.\n")

SLEEP = ("Sleep \u2013 week of 3 Nov 2031 (from the watch app)\n"
         "Night   In bed   Woke    Asleep   Deep     REM      Score\n"
         "Mon     23:12    06:45   6h 58m   1h 04m   1h 31m   78\n"
         "Tue     00:41    06:45   5h 37m   0h 52m   1h 02m   61\n"
         "Wed     22:55    07:02   7h 41m   1h 20m   1h 49m   86\n"
         "Thu     23:30    06:45   6h 49m   1h 11m   1h 22m   75\n"
         "Fri     01:15    09:20   7h 30m   1h 02m   1h 58m   80\n"
         "Avg                      6h 55m\n")

IS_NOTICE = ("TILKYNNING TIL \u00cdB\u00daA\n"
             "Vegna vi\u00f0ger\u00f0ar \u00e1 hital\u00f6gn ver\u00f0ur loka\u00f0 fyrir heitt vatn \u00ed "
             "Hraunb\u00e6 42 \u00feri\u00f0judaginn 14. okt\u00f3ber fr\u00e1 kl. 9:00 til kl. 15:30. "
             "Vinsamlegast skr\u00fafi\u00f0 ekki fr\u00e1 heitu vatni \u00e1 me\u00f0an. "
             "Kostna\u00f0ur vi\u00f0 vi\u00f0ger\u00f0ina, 186.000 kr., skiptist jafnt \u00e1 milli 6 "
             "\u00edb\u00fa\u00f0a. N\u00e1nari uppl\u00fdsingar veitir Gu\u00f0r\u00fan J\u00f3nsd\u00f3ttir "
             "h\u00fasv\u00f6r\u00f0ur \u00ed s\u00edma 862 4417.\n"
             "H\u00fasf\u00e9lagi\u00f0\n")

IS_WHEN_BACK = "Hven\u00e6r kemur heita vatni\u00f0 aftur \u00e1?"

_NOT_SAID = ("doesn't mention", "does not mention", "don't mention", "do not mention", "no mention", "not mentioned",
             "doesn't say", "does not say", "not stated", "doesn't state", "does not state", "nothing about",
             "not included", "isn't included", "doesn't include", "does not include", "not listed",
             "doesn't list", "does not list", "not given", "isn't given", "not recorded", "isn't recorded",
             "doesn't show", "does not show", "doesn't record", "does not record", "no gas")

_FLIGHT_TIME = ("1h45", "1h 45", "1 h 45", "1:45", "1 hour 45", "1 hr 45", "105 min", "an hour and 45",
                "one hour and 45", "an hour and three quarters", "1 hour and 45", "one hour 45")


def _flight_time_ok(out) -> bool:
    """1 h 45 (13:05 in Bergen, UTC+2 in October, to 13:50 in Edinburgh, UTC+1), or an honest "the
    pass does not say"; never 45 minutes, the clock difference that ignores the time zones."""
    t = _text(out).lower()
    if any(a in t for a in _FLIGHT_TIME):
        return True
    return _absent(*_NOT_SAID)(out) and not any(w in t for w in ("45 min", "45min", "45 m"))


def _no_answer(*phrases: str):
    """A yes/no question whose answer is no: the reply opens with the word "no" (not "Nordvik"),
    or says one of ``phrases``; it never opens with "yes"."""
    def ok(out) -> bool:
        t = _text(out).strip()
        if re.match(r"yes\b", t, re.I):
            return False
        return bool(re.match(r"no\b", t, re.I)) or any(p.lower() in t.lower() for p in phrases)

    return ok


GROUNDED = [
    Case("board-gate-shut", _pasted(BOARDING, "quick one - what time does the gate shut"),
         _but_not(_any("12:45"), "12:25", "13:50", "QX7P2M")),
    Case("board-seat", _q_first("which seat am i in", BOARDING),
         _but_not(_word("14F"), "C21", "QX7P2M", "NV 614")),
    Case("board-hold-30kg", _pasted(BOARDING, "can i check in a 30kg suitcase"),
         _both(_no_answer("only 23", "over the", "too heavy", "exceeds", "more than", "limit is 23", "allowance is 23",
                          "up to 23", "maximum"), _none_of("14F", "C21"))),
    Case("board-flight-time", _caret(BOARDING, "how long is the flight"), _flight_time_ok),
    Case("ps-cpu-hog", _q_first("whats hogging the cpu on this box", PS_AUX),
         _but_not(_any("train.py"), "redis-server", "sshd", "vim notes", "gunicorn: master")),
    Case("ps-gunicorn-count", _doc_tags(PS_AUX, "how many gunicorn processes are running"),
         _both(_word("3", "three"), _none_of("redis", "sshd", "postgres", "train.py"))),
    Case("ps-workers-mem", _doc_tags(PS_AUX, "how much memory are the two gunicorn workers using between them"),
         _both(_any("8.1%", "8.1 %", "8.1 per", "332192", "332,192", "324 MB", "324MB", "324 MiB", "332 MB", "332MB",
                    "0.32 GB", "0.33 GB", "324.4", "332.2", "340 MB", "340MB"),
               _none_of("12.6", "9.8", "redis", "train.py"))),
    Case("ps-kill-training", _pasted(PS_AUX, "which pid do i kill to stop my training run"),
         _but_not(_word("48210"), "48377", "1187", "2291", "2290")),
    Case("ledger-aoife-total", _sys_notes(LEDGER, "how much has aoife paid in total this month"),
         _both(_any("92.60", "92.6"), _none_of("96.80", "Window cleaner", "Broadband", "41.00"))),
    Case("ledger-biggest", _sys_notes(LEDGER, "what was our biggest expense"),
         _but_not(_any("96.80", "Electricity"), "74.20", "41.00", "27.60")),
    Case("ledger-cake-share", _sys_notes(LEDGER, "im rosa - how much do i owe tomasz for the cake"),
         _but_not(_word("9.20", "9.2"), "6.90", "Broadband", "Water (Nov)")),
    Case("ledger-gas", _sys_notes(LEDGER, "how much was the gas bill"),
         _both(_absent(*_NOT_SAID), _none_of("96.80", "41.00", "\u00a332"))),
    Case("tv-film-end", _hub_rag(TV, "what time does the long crossing finish"),
         _but_not(_any("23:10", "11:10", "ten past eleven"), "22:00", "19:30", "23:50", "Weekend Papers")),
    Case("tv-northfield-at-9", _hub_rag(TV, "whats on northfield at 9"),
         _but_not(_any("Kiln Masters"), "Build It Back", "Long Crossing", "Late Lounge", "Hedgerow")),
    Case("tv-films-count", _only_context(TV, "how many films are on tonight"),
         _both(_word("2", "two"), _none_of("Hedgerow", "Late Lounge", "Kiln Masters", "Dateline"))),
    Case("readme-mac", _only_context(README, "how do i install this on my macbook"),
         _but_not(_any("brew install lanternfish"), "winget", "apt install", "pipx install")),
    Case("readme-py39", _caret(README, "will it run on python 3.9"),
         _both(_no_answer("won't", "will not", "not supported", "isn't supported", "too old", "doesn't support",
                          "does not support", "not compatible", "isn't compatible", "you'll need"),
               _none_of("winget", "brew install"))),
    Case("readme-gui-pipx", _doc_tags(README, "i want the desktop app and i use pipx - what exactly do i type"),
         _both(_any("pipx install lanternfish[gui]", "pipx install 'lanternfish[gui]'", 'pipx install "lanternfish[gui]"'),
               _none_of("brew install", "winget", "apt install"))),
    Case("readme-ubuntu-22", _pasted(README, "im on ubuntu 22.04, should i use apt"),
         _both(_any("pipx"), _no_answer("use pipx", "24.04 or later", "24.04 or newer", "needs 24.04", "requires 24.04",
                                      "too old", "not supported", "isn't supported", "older than 24.04", "instead"),
               _none_of("winget", "brew install", "Debian", "Apple silicon"))),
    Case("sleep-worst", _only_context(SLEEP, "which night did i sleep worst"),
         _but_not(_any("Tue"), "Wed", "Fri", "Mon", "Thu")),
    Case("sleep-wed-in-bed", _q_first("how long was i in bed on wednesday night", SLEEP),
         _both(_any("8h 07", "8h 7", "8h07", "8 h 7", "8 h 07", "8 hours 7", "8 hours and 7", "8:07", "487 min",
                    "8 hr 7", "8 hrs 7"), _none_of("00:41", "01:15", "23:30"))),
    Case("sleep-wakeups", _only_context(SLEEP, "how many times did i wake up on tuesday night"),
         _both(_absent(*_NOT_SAID, "only shows", "only records", "not tracked", "isn't tracked"),
               _none_of("06:45", "00:41", "5h 37m"))),
    Case("is-hours-off", _rag(IS_NOTICE, "how long will the hot water be off for"),
         _both(_any("6.5 hours", "6\u00bd", "6 hours 30", "6 hours and 30", "6 h 30", "6h 30", "6h30",
                    "six and a half", "6 and a half", "390 min"), _none_of("862 4417", "186.000"))),
    Case("is-per-flat", _rag(IS_NOTICE, "how much does each flat have to pay"),
         _both(_any("31.000", "31,000", "31000", "31 000"), _none_of("862 4417", "15:30"))),
    Case("is-when-back", _rag(IS_NOTICE, IS_WHEN_BACK),
         _but_not(_any("15:30", "15.30"), "862 4417", "186.000")),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def report_missed_bin(address: str, bin_colour: str) -> str:
    """Report a bin that was not emptied on its collection day."""
    return "reported"


@tool
def order_new_bin(address: str, bin_colour: str) -> str:
    """Order a new or replacement wheelie bin for an address."""
    return "ordered"


@tool
def book_bulky_collection(address: str, items: list[str]) -> str:
    """Book a paid collection of large household items (furniture, fridges, mattresses)."""
    return "booked"


_BIN_TOOLS = [report_missed_bin, order_new_bin, book_bulky_collection]


class Level(Enum):
    BEGINNER = "beginner"
    IMPROVER = "improver"
    ADVANCED = "advanced"


@tool
def book_pottery_class(level: Level, day: str) -> str:
    """Book a place on a pottery wheel class at the given level on a weekday."""
    return "booked"


@tool
def renew_loans(member_no: str) -> str:
    """Renew every book a library member has on loan."""
    return "renewed"


@tool
def convert_currency(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert an amount of money from one currency to another at today's rate."""
    return "0"


@tool
def convert_units(value: float, from_unit: str, to_unit: str) -> str:
    """Convert a measurement (weight, length, volume, temperature) from one unit to another."""
    return "0"


@tool
def book_vet(pet_name: str, day: date) -> str:
    """Book a pet in for a check-up at the vet's on a day."""
    return "booked"


@tool
def add_expense(amount: float, category: str) -> str:
    """Log a spending in pounds under a category."""
    return "logged"


@tool
def order_cake(flavour: str, gluten_free: bool) -> str:
    """Order a celebration cake from the bakery."""
    return "ordered"


@tool
def find_walks(area: str, max_km: float | None = None, dog_friendly: bool | None = None) -> str:
    """Find circular walks near a town or village, optionally up to a length and dog friendly."""
    return "[]"


@tool
def book_sweep(day: date) -> str:
    """Book the chimney sweep for a day."""
    return "booked"


@tool
def add_to_shopping(items: list[str]) -> str:
    """Add items to the household shopping list."""
    return "added"


def _calls_with_system(tools: list, system: str, question: str):
    """A bound request whose value is stated only in the system message."""
    return lambda llm: llm.bind_tools(tools).invoke([SystemMessage(system), HumanMessage(question)])


def _walks_ok(out) -> bool:
    args = _call_args(out, "find_walks")
    return (args is not None and str(args.get("area", "")).strip().lower() == "hathersage"
            and args.get("max_km") in (None, "") and args.get("dog_friendly") in (None, ""))


def _shopping_items_ok(out) -> bool:
    args = _call_args(out, "add_to_shopping")
    if args is None or not isinstance(args.get("items"), list):
        return False
    items = [str(i).lower() for i in args["items"]]
    return (len(items) == 3 and any("milk" in i for i in items) and any("oats" in i for i in items)
            and any("tomato" in i for i in items))


TOOLS = [
    Case("agent-bin-missed", _agent(_BIN_TOOLS, "nobody emptied our green bin this morning, 4 kiln close"),
         _call("report_missed_bin", address=lambda v: "4 kiln close" in str(v).lower(),
               bin_colour=_one_of("green"))),
    Case("agent-bin-no-tool", _agent(_BIN_TOOLS, "how long does a banana skin take to rot down in a compost heap"),
         _must_state),
    Case("tool-pottery-enum", _calls([book_pottery_class], "i've never sat at a wheel before, put me in thursday's "
                                                           "class"),
         _call("book_pottery_class", level=_one_of("beginner", "Level.BEGINNER"),
               day=_one_of("thursday", "Thursday"))),
    Case("tool-member-from-system", _calls_with_system([renew_loans], "The user is signed in as library member "
                                                                      "40017733 (Hollins Library).",
                                                       "renew everything ive got out"),
         _call("renew_loans", member_no=_eq("40017733"))),
    Case("tool-units-lookalike", _calls([convert_currency, convert_units], "how many ounces is 250 g"),
         _call("convert_units", value=_num_near(250), from_unit=_one_of("g", "grams", "gram"),
               to_unit=_one_of("oz", "ounces", "ounce"))),
    Case("tool-vet-missing-day", _calls([book_vet], "book rolo in at the vet"), _no_call),
    Case("tool-expense-pence", _calls([add_expense], "log twelve pounds fifty for parking"),
         _call("add_expense", amount=_num_near(12.5, 0.001), category=_one_of("parking"))),
    Case("tool-cake-gluten-fine", _calls([order_cake], "a lemon cake please, gluten's fine for all of us"),
         _call("order_cake", flavour=_one_of("lemon"), gluten_free=lambda v: v is False)),
    Case("tool-walks-optional", _calls([find_walks], "any good walks round hathersage"), _walks_ok),
    Case("tool-sweep-next-tuesday", _calls([book_sweep], "today is wednesday 5 november 2031. book the sweep for "
                                                         "next tuesday"),
         _call("book_sweep", day=_eq("2031-11-11"))),
    Case("tool-shopping-list", _calls([add_to_shopping], "we need milk, oats and two tins of tomatoes"),
         _shopping_items_ok),
    Case("tool-no-fit", _calls([convert_currency, convert_units], "who painted the girl with a pearl earring"),
         _no_call),
]


# --- structured output ----------------------------------------------------------------------------

class Customer(BaseModel):
    name: str
    email: str | None = None


class Line(BaseModel):
    item: str
    qty: int


class ShopOrder(BaseModel):
    customer: Customer
    lines: list[Line]


class Appointment(BaseModel):
    doctor: str
    room: str | None = None


class Repair(BaseModel):
    urgency: Literal["low", "normal", "urgent"] = Field(description="how soon the repair must be dealt with")


class Mode(Enum):
    WALK = "walk"
    BUS = "bus"
    TAXI = "taxi"


class Getting(BaseModel):
    mode: Mode


class Rsvp(BaseModel):
    attending: bool


class Deadline(BaseModel):
    due: date


class Refund(BaseModel):
    amount: float = Field(description="the refund, in pounds")


class Headcount(BaseModel):
    adults: int
    children: int


def _shop_order_ok(o) -> bool:
    lines = {ln.item.lower(): ln.qty for ln in o.lines}
    jam = [q for n, q in lines.items() if "jam" in n]
    bread = [q for n, q in lines.items() if "sourdough" in n]
    return ("farida haddad" in o.customer.name.lower() and o.customer.email in (None, "") and len(o.lines) == 2
            and jam == [3] and bread == [1])


STRUCTURED = [
    Case("schema-order-nested", _structured(ShopOrder, "Hi, it's Farida Haddad \u2013 can I get three jars of the "
                                                       "damson jam and one sourdough? No email, I'll collect."),
         _parsed(_shop_order_ok)),
    Case("schema-room-undecided", _structured(Appointment, "Dr Anand will see you on Friday; the room isn't decided "
                                                           "yet."),
         _parsed(lambda a: "anand" in a.doctor.lower() and a.room in (None, ""))),
    Case("schema-urgency-literal", _structured(Repair, "Water is pouring through the kitchen ceiling right now!"),
         _parsed(lambda r: r.urgency == "urgent")),
    Case("schema-on-foot-enum", _structured(Getting, "It's only five minutes on foot, no point getting anything."),
         _parsed(lambda g: g.mode == Mode.WALK)),
    Case("schema-rsvp-cant", _structured(Rsvp, "Sadly we can't make it on the 14th \u2013 have a lovely time!"),
         _parsed(lambda r: r.attending is False)),
    Case("schema-ten-days", _structured(Deadline, "Today is Thursday 11 March 2032. Please send it back within ten "
                                                  "days from today."),
         _parsed(lambda d: d.due == date(2032, 3, 21))),
    Case("schema-refund-pence", _structured(Refund, "They've agreed to refund forty-two pounds and fifty pence."),
         _parsed(lambda r: abs(r.amount - 42.5) < 1e-6)),
    Case("schema-two-families", _structured(Headcount, "Two families of four are coming, each with two kids."),
         _parsed(lambda h: h.adults == 4 and h.children == 4)),
]


# --- label prompts ---------------------------------------------------------------------------------

LABELS = [
    Case("label-sort-slashes", _ask("Sort this review into one of PRAISE / COMPLAINT / QUESTION / SUGGESTION. "
                                    "One word back.\nReview: you should really open on sundays, it'd be packed"),
         _only("SUGGESTION")),
    Case("label-tag-pipes", _ask("Tag the ticket with exactly one of these and nothing more -> hardware | software "
                                 "| account\nTicket: laptop fan makes a grinding noise since i dropped it"),
         _only("hardware")),
]


# --- a learner's own grading prompts ---------------------------------------------------------------

GRADERS = [
    Case("grade-faithful-1-5", _ask("Score how faithful the answer is to the excerpt, from 1 (made up) to 5 (fully "
                                    "supported). Just the number.\nExcerpt: Gate closes 20 minutes before "
                                    "departure.\nAnswer: The gate closes an hour before departure and you need a "
                                    "printed pass."), _only("1")),
    Case("grade-relevant-chunk", _ask("Does the retrieved chunk help answer the query? Reply RELEVANT or "
                                      "IRRELEVANT.\nQuery: how much is the excess on the hire car\n"
                                      "Chunk: Uninstalling does not remove your saved stations."),
         _only("IRRELEVANT")),
    Case("grade-key-time-forms", _ask("You are checking a student's answer against the key. Respond with CORRECT "
                                      "or INCORRECT only.\nKey: 23:10\nStudent: ten past eleven at night"),
         _only("CORRECT")),
    Case("grade-answered-dodged", _ask("Did the response actually answer the question? Output ANSWERED or DODGED.\n"
                                       "Question: what pid is the training job\nResponse: You can list processes "
                                       "with ps or top."), _only("DODGED")),
    Case("grade-contradicts", _ask("Check the claim against the fact. Output CONSISTENT or CONTRADICTS.\n"
                                   "Fact: Departure is at 13:05 and the gate closes 20 minutes before departure.\n"
                                   "Claim: You can still get through the gate at 12:55."), _only("CONTRADICTS")),
    Case("grade-keep-drop", _ask("Reply KEEP or DROP: should this document be kept for answering the question?\n"
                                 "Question: how many films are on tonight\n"
                                 "Document: 21:00 FILM: The Long Crossing (2029), 12A, 2h 10m"), _only("KEEP")),
]


# --- JSON by example and in words -----------------------------------------------------------------

JSON_CASES = [
    Case("json-pass-example", _ask('Fill this in and return only JSON: {"flight": "", "seat": "", "gate": ""}\n'
                                   "my pass says flight NV 614, gate C21, seat 14F"),
         _json(lambda o: str(o.get("flight", "")).replace(" ", "").upper() == "NV614"
               and str(o.get("seat", "")).upper() == "14F" and str(o.get("gate", "")).upper() == "C21")),
    Case("json-times-words", _ask("Give me a JSON object with keys start and end (24-hour HH:MM) for a meeting from "
                                  "quarter past two to ten to four in the afternoon."),
         _json(lambda o: o.get("start") == "14:15" and o.get("end") == "15:50")),
    Case("json-pence-product", _ask("JSON please, one key total_pence: three coffees at \u00a32.85 each."),
         _json(lambda o: _num_near(855)(o.get("total_pence")))),
]


# --- threads --------------------------------------------------------------------------------------

DESCALE = ("Descaling the kettle:\n"
           "1. Half fill the kettle with equal parts water and white vinegar.\n"
           "2. Boil it, then leave it to stand for an hour.\n"
           "3. Pour the mixture away and scrub off any loose scale.\n"
           "4. Boil fresh water twice and pour it away before making tea.\n")

THREADS = [
    Case("thread-locker", _thread("my locker at the leisure centre is number 118", "Noted.",
                                  "whats a good stretch for tight hamstrings",
                                  "A standing forward fold, held for 30 seconds.",
                                  "which locker was mine again"),
         _but_not(_word("118"), "hamstring", "forward fold")),
    Case("thread-she-lands", _thread("Grandma Pearl's flight lands at 16:20 on Saturday.", "OK.",
                                     "what time does she land"),
         _both(_any("16:20", "4:20"), _none_of("don't know"))),
    Case("thread-my-mistake", _thread("The plumber's coming Tuesday at 8.", "Noted.",
                                      "sorry my mistake, it's wednesday not tuesday", "OK.",
                                      "when's the plumber coming"),
         _corrected("wednesday", "tuesday")),
    Case("thread-other-flat", _thread("We saw two flats: the one on Mill Street is \u00a3925 a month and the one on "
                                      "Quarry Road \u00a3840.", "Got it.", "I think we'll go for the Mill Street one.",
                                      "Sounds good.", "actually how much was the other one again"),
         _but_not(_word("840", "\u00a3840"), "925")),
    Case("thread-last-step", _notes_thread(DESCALE, "whats step 2", "Boil it, then leave it to stand for an hour.",
                                           "and the last one"),
         _but_not(_any("fresh water twice"), "vinegar", "scrub", "stand for an hour")),
    Case("thread-trip-split", _thread("We paid \u00a364 for the campsite, \u00a338.50 for fuel and \u00a321 for the "
                                      "ferry.", "OK.", "split between the three of us, how much each"),
         _word("41.17", "\u00a341.17")),
    Case("thread-dough-prove", _thread("I started the bread dough at 09:40 and put it in the oven at 13:15.",
                                       "Nice!", "how long did it prove for"),
         _any("3h 35", "3 h 35", "3h35", "3 hours 35", "3 hours and 35", "3:35", "215 min", "3 hrs 35", "3 hr 35")),
    Case("thread-council-tax", _thread("My council tax is \u00a31,836 a year, paid over 10 months.", "OK.",
                                       "so how much is that a month"), _word("183.60", "183.6", "\u00a3183.60")),
]


# --- small talk, arithmetic, dates, things nothing offline could know ----------------------------

DIRECT = [
    Case("chat-sn-hello", _ask("Mhoro! Makadii?"), _none_of("don't know", "can't answer")),
    Case("chat-sm-thanks", _ask("Fa'afetai tele lava mo lau fesoasoani!"), _none_of("don't know", "can't answer")),
    Case("about-browse", _ask("can you look something up on the web for me"),
         _both(_no_answer("can't browse", "cannot browse", "can't access the web", "cannot access the web",
                        "can't access the internet", "cannot access the internet", "no internet",
                        "don't have internet", "do not have internet", "not connected", "offline",
                        "no access to the web", "no access to the internet", "don't have access to the",
                        "do not have access to the", "unable to browse", "can't search the web",
                        "cannot search the web", "can't look things up"),
               _none_of("yes, i can", "sure, i can"))),
    Case("arith-percent", _ask("whats 17.5% of 2,360"), _word("413", "413.0", "413.00")),
    Case("date-weekday-leap", _ask("what day of the week is 29 february 2032"),
         _both(_any("Sunday"), _none_of("Monday", "Saturday", "not a valid", "doesn't exist"))),
    Case("unknowable-a9", _ask("is the a9 closed at the moment"), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *GRADERS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
