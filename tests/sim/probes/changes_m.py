"""My probe of the session of 2026-12-06 (issue 26, fix56a): a value that a later line changed, and a
correction of another kind of value that must not be applied, written before any change of the round.

The material gives a value and then, later, changes it: a notes cell of a timetable row
("(retimed 07:52)"), a CSV ``remarks`` column ("now £14"), a YAML ``status: moved to Friday``, a JSON
Lines record's own ``note`` field, a second system message that corrects the first's opening time, a
table cell holding a comma ("POSTPONED (waterlogged pitch), replayed ..."), a later chat message
("make it 5pm instead"). The reply must give the value in force (the old one only said as changed), or
state a limit; the old value alone is silently wrong. Guards: a question on a row no later line
changes (the old value is right), and a correction of another kind of value (a time) under a question
that asks a day (the picked line's day is right, the correction is not the answer).

``python -W ignore -m tests.sim.probes.changes_m [-v]``.

History (right / limit / silently wrong / false alarms): first sight on e587874e before any change:
10 / 4 / 4 / 1 (a CSV remarks "now £14", a JSON Lines note "length now 52 minutes" and a row cut at the
comma of its notes cell quoted with the old value; the second system message about opening quoted for a
closing question; a time correction stated as a limit under a day question). After fix56a
(``changed_later.applied_change``, ``time_clauses`` keeping a table row, ``zh_correction`` matching the
asked day): 14 / 3 / 1 / 0 (left: second-system-close, a picking of the wrong line; limits on the
retimed train row, the YAML status and the second system message's price). After the merger's round 71
(``end_times.start_for_end``: a closing time asked, every clock time quoted an opening): 14 / 4 / 0 / 0
(second-system-close a stated limit; the first system message's hours are not read as material).
"""

from __future__ import annotations

import re
import sys

from langchain_core.messages import HumanMessage, SystemMessage

from tests.sim.fresh._oracles import Case, _any, _both, _none_of, _rag, _text, report

_CHANGE = re.compile(r"chang|no longer|\bwas\b|\bwere\b|originally|previously|instead|used to|\bnot\b|n't\b|moved|"
                     r"update|amend|correct|revis|replac|retim|rais|put up|went up|before|later|earlier|old|"
                     r"now|from|原|改|更正", re.I)


def _re(pattern: str):
    return lambda out: bool(re.search(pattern, _text(out), re.I))


def _new_not_old(new: str, old: str):
    """``new`` given; ``old`` only in a sentence that says it changed."""
    def ok(out) -> bool:
        t = _text(out)
        if not re.search(new, t, re.I):
            return False
        return not any(re.search(old, s, re.I) and not _CHANGE.search(s)
                       for s in re.split(r"[!?。;;!?\n]|\.(?!\d)", t))

    return ok


def _two_systems(first: str, second: str, question: str):
    def run(llm):
        return llm.invoke([SystemMessage(first), SystemMessage(second), HumanMessage(question)])

    return run


def _chat(lines: list[str], question: str):
    def run(llm):
        msgs = [SystemMessage("You answer from this chat export with a tutor.\n\n" + "\n".join(lines))]
        return llm.invoke(msgs + [HumanMessage(question)])

    return run


TRAINS = """Kelsey Halt - weekday departures, autumn timetable
| Dep   | To          | Platform | Notes            |
|-------|-------------|----------|------------------|
| 06:58 | Brackwater  | 1        |                  |
| 07:40 | Saltmere    | 2        | (retimed 07:52)  |
| 08:15 | Brackwater  | 1        | not Mondays      |
| 08:47 | Upper Fenby | 3        |                  |"""

WORKSHOPS = """workshop,day,fee,remarks
linocut,Tuesday,£11,
rag rug,Wednesday,£12,now £14 (materials went up)
bookbinding,Thursday,£16,bring an apron
candle pouring,Saturday,£9,"""

CLUBS = """# after-school clubs, spring term
clubs:
  - name: chess
    day: Monday
    room: L4
  - name: origami
    day: Wednesday
    room: Art 2
    status: moved to Friday
  - name: robotics
    day: Thursday
    room: Lab 1"""

LECTURES = """{"no": 1, "topic": "Rivers", "speaker": "D. Okafor", "length_min": 40}
{"no": 2, "topic": "Glaciers", "speaker": "M. Lindqvist", "length_min": 35}
{"no": 3, "topic": "Coasts", "speaker": "D. Okafor", "length_min": 40, "note": "extended after the Q&A overran; length now 52 minutes"}"""

MATCHES = """| Wk | Home            | Away          | Kick-off | Note                                              |
|----+-----------------+---------------+----------+---------------------------------------------------|
|  1 | Fenwick Rovers  | Alder Athletic| 14:00    |                                                   |
|  2 | Alder Athletic  | Tamsin Town   | 15:00    | POSTPONED (waterlogged pitch), replayed 2 May at 18:30 |
|  3 | Tamsin Town     | Fenwick Rovers| 14:00    |                                                   |"""

QUIZ = """Marlow Arms quiz night
The quiz is on Thursday 14 November, teams of up to six, £2 a head.
Doors open at 7 pm.
Correction: the quiz now starts at 8 pm."""

SPORTS_ZH = """【运动会通知】
各位家长:
本校秋季运动会定于2035年10月19日(星期五)举行。
1. 学生请穿校服和运动鞋。
2. 家长可在北门凭家长证入校观看。
【更正】集合时间改为7:30。"""

CONCERT_ZH = """【音乐会通知】
新年音乐会在学校礼堂举行,请从北门进入。
开始时间:晚上七点。
更正:开始时间改为九点。"""

LIBRARY = "You answer for Hollowmere Library. Opening hours: Monday to Saturday 9:00-17:00. Closed Sundays."
LIBRARY_NOTE = "Update from the branch manager: from this week the library opens at 10:00 on weekdays (closing time unchanged)."
GYM = "Staff notes for Quarrybank Gym. Day pass: £8. Ten-visit card: £65."
GYM_NOTE = "Later note for staff: the day pass is now £9.50 (the ten-visit card stays the same)."

TUTOR = ["[Mon 09:12] Ana: Could we do Friday 9th, 3-4pm for the essay session?",
         "[Mon 09:40] Tutor: Fri 9th 3-4pm works.",
         "[Tue 18:05] Ana: Actually could it run longer? Make it 3-5pm instead.",
         "[Tue 18:20] Tutor: Sure, Friday 3-5pm then."]

FERRY = """Ryde foot ferry, Saturday sailings
Portsea 08:30, arrives Ryde 08:52
Portsea 09:15 (retimed 09:35), arrives Ryde 09:57
Portsea 10:00, arrives Ryde 10:22"""

COURSES = """Evening courses at Dunmore Hall
- Watercolour: Tuesdays 18:30
- Spanish for beginners: Wednesdays 19:00
Note: the watercolour class is moving to another evening; the new time is to be confirmed."""

CASES = [
    Case("train-retimed", _rag(TRAINS, "What time does the Saltmere train leave?"),
         _new_not_old(r"07[:.]52", r"07[:.]40")),
    Case("train-other-row", _rag(TRAINS, "What time does the Upper Fenby train leave?"),
         _re(r"08[:.]47")),
    Case("csv-remarks-now", _rag(WORKSHOPS, "How much is the rag rug workshop?"),
         _new_not_old(r"£?14\b", r"£12\b")),
    Case("csv-other-row", _rag(WORKSHOPS, "How much is the linocut workshop?"), _re(r"£?11\b")),
    Case("yaml-moved-day", _rag(CLUBS, "Which day is origami club?"),
         _new_not_old(r"friday", r"wednesday")),
    Case("yaml-other-item", _rag(CLUBS, "What day is robotics?"), _re(r"thursday")),
    Case("jsonl-note", _rag(LECTURES, "how long is lecture 3 now"),
         _new_not_old(r"(?<!\d)52(?!\d)", r"(?<!\d)40(?!\d)")),
    Case("table-comma-cell", _rag(MATCHES, "when do alder athletic play tamsin town"),
         _new_not_old(r"2 may|may 2\b", r"15[:.]00")),
    Case("second-system-open", _two_systems(LIBRARY, LIBRARY_NOTE, "What time does the library open on Tuesday?"),
         _new_not_old(r"10[:.]00|10 ?am", r"(?<![\d:])9[:.]00|9 ?am")),
    Case("second-system-close", _two_systems(LIBRARY, LIBRARY_NOTE, "What time does the library close on Tuesday?"),
         _re(r"17[:.]00|5 ?pm")),
    Case("second-system-price", _two_systems(GYM, GYM_NOTE, "How much is a day pass?"),
         _new_not_old(r"9\.50", r"£8(?![\d.])")),
    Case("quiz-day-kind", _rag(QUIZ, "What day is the quiz?"),
         _both(_re(r"thursday"), _none_of("8 pm starts", "Correction: the quiz now starts at 8 pm."))),
    Case("quiz-time-kind", _rag(QUIZ, "What time does the quiz start?"), _new_not_old(r"8 ?pm", r"7 ?pm")),
    Case("zh-day-kind", _rag(SPORTS_ZH, "运动会那天是星期几?"), _any("星期五", "周五", "Friday")),
    Case("zh-gate-kind", _rag(CONCERT_ZH, "哪个门进?"), _any("北门", "north gate")),
    Case("chat-later-finish", _chat(TUTOR, "When does Friday's session finish?"),
         _new_not_old(r"5 ?pm|(?<![\d:])5(?![\d:])|17[:.]00", r"(?<![\d-])4 ?pm")),
    Case("ferry-retimed", _rag(FERRY, "When does the 09:15 Portsea ferry actually sail?"),
         _new_not_old(r"09[:.]35", r"(?!)")),
    Case("tbc-limit", _rag(COURSES, "When is the watercolour class?"),
         _both(_any("to be confirmed", "tbc", "not confirmed", "not yet", "moving"), _none_of("Tuesdays 18:30."))),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
