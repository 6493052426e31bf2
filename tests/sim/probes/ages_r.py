"""Invented probe (branch ``fix36a``, oracles written and committed before its first run) for four
classes of the thirty-fifth set's last silently wrong replies, in wordings, topics and formats of
my own (never the set's):

- **config comments**: a configuration file (INI, TOML, ``.env``, YAML, nginx, JSON with ``//``)
  whose setting carries its old or default value in a comment ("; was 1260", "# default 10"); the
  question asks the setting in other words than its key. Right: the current value, the comment's
  value only where the reply says it was the old one.
- **Chinese corrections**: a Chinese notice (a meeting, a sports day, a parents' evening, a health
  check) whose later 更正 / 补充 / 改为 / 调整为 / 改到 line moves a time or a place. Right: the new
  value, never the old one given as the answer.
- **tool choice by the request's verb**: two tools on one object (look up / cancel a booking, view /
  move an appointment, show / pause a subscription, check / extend a library loan) and a request
  whose verb names the second. Right: a call to that tool and none to the other.
- **ages against age rules**: a stated age against a rule with a threshold ("under N must be with
  an adult", "at least N to go out alone", "aged N and over may ... unsupervised"), asked whether
  the person may do it alone, in English and Chinese (未满N岁 / N岁以下 / 年满N岁). Right: the
  comparison's verdict (14 < 16: no).

Classes as in the fresh sets (``tests/sim/fresh/_oracles``): ``right``, ``limit`` (a limit
stated), ``wrong`` (silently), ``false alarm`` (a limit on a reply whose oracle is met).
``python -W ignore -m tests.sim.probes.ages_r [-v]`` prints the counts.

First sight on 9d7a2f2c (main), 23 cases: right 5 / limit 12 / wrong 6 / false alarms 0.
Wrong: the ``.env`` quoted whole with its "# default 10" (cr-upload-size); the meeting's old 2:00
line and the sports day's old 操场 line (the 更正 / 补充 lines not applied); "call off booking"
looked the booking up; "I don't know." for a 6-year-old against "under 8 must be accompanied" and
for a 12-year-old against "at least 14 to take a kayak out alone". Limits hide more of the same:
every Chinese age rule, the other three config files, the 17-year-old over "under 16".
History on branch fix36a (right / limit / wrong / false alarms):
- an age against a rule for doing it alone (``accompanied_ages``), Chinese age bounds: 8 / 11 / 4 / 0
  (the Chinese notices after "Answer from the notice below only." are not read as material: limits);
- tools on one record told apart by the request's verb: 10 / 10 / 3 / 0 (cr-tool-cancel,
  cr-tool-move-thursday);
- a Chinese correction line (``moved_values.zh_correction``): 12 / 10 / 1 / 0 (cr-zh-meeting-time,
  cr-zh-sports-place; the other two notices are not read as material);
- configuration comments and everyday key words (``config_files``): 12 / 10 / 1 / 0 (cr-upload-size
  is still wrong, now without its "# default 10", for the APP_NAME line quoted beside it; the other
  files' questions meet no key: limits).
"""

from __future__ import annotations

import re
import sys
from datetime import date

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool

from tests.sim.fresh._oracles import (
    Case,
    _any,
    _both,
    _call_args,
    _denies,
    _says_no,
    _text,
    report,
    tally,
)

# --- requests -----------------------------------------------------------------------------------


def _fenced(kind: str, config: str, question: str):
    """The file pasted in a fence in the human turn, the question under it."""
    return lambda llm: llm.invoke([SystemMessage("You help with a small team's servers and tools."),
                                   HumanMessage(f"this is the file:\n```{kind}\n{config}\n```\n{question}")])


def _notes(notes: str, question: str):
    return lambda llm: llm.invoke([SystemMessage(f"Answer from the notice below only.\n\n{notes}"),
                                   HumanMessage(question)])


def _agent_first(tools: list, question: str):
    """``create_agent`` with a system prompt: the first model turn (its tool calls)."""
    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, tools, system_prompt="You are a helpful assistant. Use the tools.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 8})
        firsts = [m for m in out["messages"] if isinstance(m, AIMessage)]
        return firsts[0] if firsts else AIMessage("")

    return run


def _bound(tools: list, question: str):
    return lambda llm: llm.bind_tools(tools).invoke(question)


# --- oracles ------------------------------------------------------------------------------------

_CHANGED = re.compile(r"\bwas\b|\bold\b|previous|default|before|used to|instead|no longer|changed|\bnot\b|"
                      r"原来|原定|改|更正|调整|不再|不是", re.I)


def _current(new: str, old: str):
    """``new`` is given; ``old`` only in a sentence that says it was the old (or default) value."""
    def ok(out) -> bool:
        t = _text(out)
        if not re.search(new, t, re.I):
            return False
        return not any(re.search(old, s, re.I) and not _CHANGED.search(s)
                       for s in re.split(r"[!?。;;!?\n]|\.(?!\d)", t))

    return ok


def _only_call(name: str, other: str, **want):
    """One call to ``name`` (its wanted arguments met), none to ``other``."""
    def ok(out) -> bool:
        if not isinstance(out, AIMessage) or _call_args(out, other) is not None:
            return False
        args = _call_args(out, name)
        return args is not None and all(check(args.get(k)) for k, check in want.items())

    return ok


def _same(value):
    return lambda v: str(v).strip().lower() == str(value).lower()


def _zh_no(*phrases: str):
    base = _says_no(*phrases, "不可以", "不能", "不行", "必须", yes=("可以", "能", "是", "行"), no=("不可以", "不能", "不行"))
    return lambda out: base(out) and not _any("不需要", "不用", "不知道")(out)


def _zh_yes(*phrases: str):
    return lambda out: (_text(out).strip().startswith(("可以", "能", "是")) or _any(*phrases)(out)) and not \
        _text(out).strip().startswith(("不", "我不知道"))


def _yes(*phrases: str):
    return lambda out: not re.match(r"^\W*no\b", _text(out), re.I) and (
        bool(re.match(r"^\W*yes\b", _text(out), re.I)) or _any(*phrases)(out))


# --- class 1: a setting's old value in a comment --------------------------------------------------

KILN_INI = """[kiln]
max_temp_c = 1220        ; was 1260 before the elements were replaced
ramp_rate_c_per_hour = 150
hold_minutes = 20

[alarm]
email = studio@claywork.example"""

UPLOAD_ENV = """APP_NAME=picture-desk
MAX_UPLOAD_MB=25   # default 10
SESSION_HOURS=12
LOG_LEVEL=info"""

BOT_TOML = """[bot]
command_prefix = "?"
max_members = 300    # old: 150 (before the paid plan)
idle_kick_days = 30

[storage]
bucket = "quiz-bot-saves\""""

NGINX = """server {
    listen 443 ssl;
    server_name photos.example.org;
    client_max_body_size 40m;   # previously 8m
    keepalive_timeout 65;
}"""

WORKER_YAML = """queue:
  name: thumbnails
  concurrency: 6      # was 2 on the old box
  retry_limit: 4
storage:
  region: ap-south-1"""

CONFIG_CASES = [
    Case("cr-kiln-hottest", _fenced("ini", KILN_INI, "what's the hottest the kiln will fire to now?"),
         _both(_current(r"\b1220\b", r"\b1260\b"), lambda out: "studio@" not in _text(out))),
    Case("cr-upload-size", _fenced("", UPLOAD_ENV, "how big can an uploaded picture be?"),
         _both(_current(r"\b25\b", r"\b10\b"), lambda out: "picture-desk" not in _text(out))),
    Case("cr-bot-people", _fenced("toml", BOT_TOML, "how many people can be in the quiz group?"),
         _both(_current(r"\b300\b", r"\b150\b"), lambda out: "quiz-bot-saves" not in _text(out))),
    Case("cr-nginx-upload", _fenced("nginx", NGINX, "what's the largest request body it takes?"),
         _both(_current(r"\b40 ?m", r"\b8 ?m\b"), lambda out: "443" not in _text(out))),
    Case("cr-yaml-parallel", _fenced("yaml", WORKER_YAML, "how many thumbnail jobs run in parallel?"),
         _both(_current(r"\b6\b", r"\b2\b"), lambda out: "ap-south-1" not in _text(out))),
]


# --- class 2: a Chinese correction line ------------------------------------------------------------

MEETING = ("【教研组通知】\n1. 本周四下午2:00在三楼会议室开会,讨论期中考试安排。\n2. 请各位老师带上笔记本电脑。\n"
           "3. 会后交本学期的听课记录。\n更正:会议时间调整为下午3:00,地点不变。")
SPORTS = ("运动会安排\n一、11月8日早上8:10在学校操场集合,按班级列队。\n二、运动员请穿运动鞋,带好号码布。\n"
          "三、比赛结束后各班回教室放学。\n补充说明:因操场施工,集合地点改到体育馆门口。")
EVENING = ("各位家长:\n本学期家长会定于周五晚上7点在各班教室召开,请准时参加。\n会上将介绍下学期的课程安排。\n"
           "@所有人 更正:家长会改为周六上午9点,地点不变。")
CHECKUP = ("体检通知\n时间:5月6日上午8:30,地点:校医室。\n请家长提醒孩子当天早上不要吃早饭。\n体检结束后学校会提供早餐。\n"
           "补充:体检时间改成8:00,请提前到。")

ZH_CASES = [
    Case("cr-zh-meeting-time", _notes(MEETING, "开会是几点?"),
         _both(_current(r"3:00|三点", r"2:00|两点"), lambda out: "笔记本" not in _text(out))),
    Case("cr-zh-sports-place", _notes(SPORTS, "运动会那天在哪儿集合?"),
         _both(_current(r"体育馆", r"(?<!因)操场集合"), lambda out: "号码布" not in _text(out))),
    Case("cr-zh-evening-when", _notes(EVENING, "家长会什么时候开?"),
         _both(_current(r"周六", r"周五晚上"), lambda out: "课程安排" not in _text(out))),
    Case("cr-zh-checkup-time", _notes(CHECKUP, "孩子几点要到校医室体检?"),
         _both(_current(r"8:00|八点(?!半)", r"8:30|八点半"), lambda out: "早餐" not in _text(out))),
]


# --- class 4: the tool the request's verb names -----------------------------------------------------


@tool
def look_up_booking(booking_ref: str) -> str:
    """Look up the details of a hotel booking by its reference."""
    return "Booking found: 2 nights."


@tool
def cancel_booking(booking_ref: str) -> str:
    """Cancel a hotel booking by its reference."""
    return "Booking cancelled."


@tool
def view_appointment(appointment_id: str) -> str:
    """Show the date and time of a clinic appointment."""
    return "Monday 09:00."


@tool
def move_appointment(appointment_id: str, new_date: date) -> str:
    """Move a clinic appointment to another date."""
    return "Moved."


@tool
def show_subscription(member_id: str) -> str:
    """Show a member's magazine subscription."""
    return "Monthly, active."


@tool
def pause_subscription(member_id: str) -> str:
    """Pause a member's magazine subscription."""
    return "Paused."


@tool
def check_loan(loan_id: str) -> str:
    """Check when a library loan is due back."""
    return "Due 12 May."


@tool
def renew_loan(loan_id: str) -> str:
    """Renew a library loan for another three weeks."""
    return "Renewed."


TOOL_CASES = [
    Case("cr-tool-cancel", _agent_first([look_up_booking, cancel_booking],
                                        "We can't travel any more, please call off booking HB-7731."),
         _only_call("cancel_booking", "look_up_booking", booking_ref=_same("HB-7731"))),
    Case("cr-tool-move-thursday", _agent_first([view_appointment, move_appointment],
                                               "Today is Monday 2 March 2037. Appointment AP-207 clashes with work, "
                                               "could you push it to Thursday?"),
         _only_call("move_appointment", "view_appointment", appointment_id=_same("AP-207"),
                    new_date=_same("2037-03-05"))),
    Case("cr-tool-pause", _bound([show_subscription, pause_subscription],
                                 "I'm abroad for two months - put member M-5512's magazine on hold please"),
         _only_call("pause_subscription", "show_subscription", member_id=_same("M-5512"))),
    Case("cr-tool-renew", _agent_first([check_loan, renew_loan],
                                       "I haven't finished the book on loan L-3306 yet, can I keep it longer?"),
         _only_call("renew_loan", "check_loan", loan_id=_same("L-3306"))),
    Case("cr-tool-check-not-cancel", _bound([look_up_booking, cancel_booking],
                                            "What dates is booking HB-9020 for?"),
         _only_call("look_up_booking", "cancel_booking", booking_ref=_same("HB-9020"))),
]


# --- class 5: an age against an age rule --------------------------------------------------------------

POOL = "Lido rules\nSwimmers under 16 must be with an adult at all times.\nThe lido opens at 7am in summer."
TRAMPOLINE = ("Bounce Barn\nJumpers under 8 must be accompanied by a parent or carer.\nGrip socks are £2.50.\n"
              "Sessions last 60 minutes.")
KAYAK = "Kayak hire\nPaddlers must be at least 14 to take a kayak out alone.\nLifejackets are included."
GYM = ("Gym induction\nMembers aged 18 and over may use the gym unsupervised.\nAll members must complete an "
       "induction first.")
ZH_POOL = "游泳馆须知\n未满12岁的儿童须由家长陪同入场。\n开放时间:早上7点到晚上9点。"
ZH_PARK = "乐园规定\n16岁以下的游客必须有成人陪同。\n过山车身高须达到1.4米。"
ZH_BOAT = "租船须知\n年满18岁可以单独租船。\n押金200元。"

AGE_CASES = [
    Case("cr-age-pool-13", _notes(POOL, "Is my 13 year old allowed to swim by herself?"),
         _denies("must be with an adult", "needs an adult", "need an adult", "accompanied", "under 16")),
    Case("cr-age-pool-17", _notes(POOL, "My son is 17 - can he swim on his own?"),
         _yes("doesn't apply", "does not apply", "only applies", "only under 16", "over 16", "not under 16")),
    Case("cr-age-bounce-6", _notes(TRAMPOLINE, "Can my 6-year-old jump without me there?"),
         _denies("must be accompanied", "accompanied by a parent", "needs a parent", "under 8")),
    Case("cr-age-kayak-12", _notes(KAYAK, "My nephew is 12, can he take a kayak out alone?"),
         _denies("at least 14", "too young", "must be 14", "under 14")),
    Case("cr-age-gym-15", _notes(GYM, "Can my 15-year-old use the gym without supervision?"),
         _denies("18 and over", "aged 18", "must be 18", "too young", "under 18")),
    Case("cr-age-zh-pool-10", _notes(ZH_POOL, "我女儿10岁,她可以一个人进去游泳吗?"), _zh_no("家长陪同")),
    Case("cr-age-zh-park-14", _notes(ZH_PARK, "我儿子14岁,可以自己去玩吗?"), _zh_no("成人陪同")),
    Case("cr-age-zh-boat-17", _notes(ZH_BOAT, "我17岁,可以自己租船吗?"), _zh_no("年满18")),
    Case("cr-age-zh-pool-13", _notes(ZH_POOL, "我儿子13岁了,他能自己去游泳吗?"), _zh_yes("不需要", "不用")),
]

CASES: list[Case] = [*CONFIG_CASES, *ZH_CASES, *TOOL_CASES, *AGE_CASES]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
