"""My probe of the session of 2026-12-07 (issue 26, task latent79): the latent silent wrongs the last
round's merger found by hand, each class on wordings, topics and formats of my own, written before any
change and before the first run.

Classes (4-6 cases each): a change line over an earlier value in a short note whose subject word runs through
every line ("Update:", "NB from March ... has gone up to", "(was £x)", "revised to", "is now"); a change
labelled by a date ("From April: ... increases to", "As of March: ... drops to"); a total worked from a rate a
later line changed; an amendment whose number is in its first line or in a heading ("Rule 4.2 now reads:",
"第5条修改为"); material in a message that opens with a salutation or a date ("Dear parents,", "12 March
2026", "Message to volunteers (May):"); names in lower case and in Chinese ("my name's ...", "ask ... if",
"我叫..."); a tool request inside a greeting ("hi there! wake me at half past six"). Near cases that are right
and must stay right: a line that merely mentions a change ("Change machine", "Changing rooms"), a
"From January to March" range, a "From:" header, a numbered section that is no amendment, a "now" line that
changes no price, a bare greeting with tools bound, "i'm knackered" (no name).

Oracles strict: the new value is right; the old value (or an operand of the old total) outside a sentence
saying it changed is silently wrong; a control must give the value that stands.
``python -W ignore -m tests.sim.probes.latent79 [-v]``.

History (right / limit / silently wrong / false alarms): first sight on start79 (6b90b8dd), before any change:
46 cases: 29 / 12 / 5 / 0. Wrong: note-parking (the revised £7.50 line quoted beside the old £6 line), total-spanish,
total-climb, total-hall (a total worked from the old rate: "GBP 150 (10 sessions x £15 ...)" over "Update: the
session price is now £12"), greet-up-at ("morning all! get me up at ten to six" read as a greeting, no call).
Limits: msg-volunteers, msg-human (material after a "Message to ... (May):" / "Hi all," opening not read),
msg-team, name-marek ("this is marek here"), name-daughter, name-ask-tom, name-text-sarah (no call),
greet-wake, greet-alarm ("7.15" not read as a clock time), near-sections, near-knackered.
Five cases added after the first run (``LATER``: silent wrongs met while tracing), on start79 all wrong: 51 cases
29 / 12 / 10 / 0 (later-name-tired "Your name is Tired.", later-text-lower send_text(to="4pm"), later-total-art,
later-total-boat (the old rate), later-total-count (the old count)).
After latent79 (``rate_products.rerated``: a total worked at the rate a later change line states, its unit named;
"revised to <value>" marked; ``smalltalk.asks_action``; tool_synonyms [wake, alarm]; ``described_args.coded_value``
reads no code after a function-word argument name; ``conversation._no_name``): 51 cases 35 / 16 / 0 / 0. Wrong
turned right: note-parking, total-spanish, total-climb, total-hall, later-total-art, later-total-boat; turned
limits: greet-up-at, later-name-tired, later-text-lower, later-total-count. Left as limits: the messages opening
with a salutation or a notice lead (msg-volunteers, msg-human), lower-case names in "this is marek here",
"my daughter's name is ella", "ask tom if ..." (no call), clock times "half past six" / "7.15" for HH:MM.
"""

from __future__ import annotations

import re
import sys

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _both,
    _call_args,
    _none_of,
    _notes_thread,
    _rag,
    _text,
    _thread,
    _word,
    report,
)

# --- tools ----------------------------------------------------------------------------------------


@tool
def set_alarm(time: str) -> str:
    """Set an alarm on the phone at a 24-hour HH:MM time."""
    return "set"


@tool
def set_thermostat(celsius: float) -> str:
    """Set the home heating thermostat to a temperature in degrees Celsius."""
    return "set"


@tool
def add_to_shopping_list(item: str) -> str:
    """Add one item to the household shopping list."""
    return "added"


@tool
def send_text(to: str, message: str) -> str:
    """Send a text message to one of the user's contacts, named by their first name."""
    return "sent"


@tool
def get_weather(city: str) -> str:
    """Get today's weather forecast for a city."""
    return "sunny"


HOME = [set_alarm, set_thermostat, add_to_shopping_list, send_text, get_weather]


def _bound(question: str):
    return lambda llm: llm.bind_tools(HOME).invoke([HumanMessage(question)])


def _system(material: str, question: str):
    """The material as the whole system message (no instruction before it), the question after."""
    return lambda llm: llm.invoke([SystemMessage(material), HumanMessage(question)])


def _turns(*turns: str):
    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    return lambda llm: llm.invoke(msgs)


# --- oracles --------------------------------------------------------------------------------------

_CHANGE = re.compile(r"chang|no longer|\bwas\b|\bwere\b|originally|previously|instead|used to|\bnot\b|n't\b|"
                     r"moved|update|amend|correct|revis|replac|rise|rose|increas|gone up|went up|drop|"
                     r"override|now\b|old\b|earlier|更正|修改|改", re.I)


def _re(pattern: str):
    return lambda out: bool(re.search(pattern, _text(out), re.I))


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


def _money(n: str) -> str:
    return rf"(?<![\d.])[£€$]?{re.escape(n)}(?:\.00)?(?![\d]|\.\d)"


def _called(name: str, **want):
    """Exactly one call, to ``name``, every wanted argument met."""
    def ok(out) -> bool:
        if len(out.tool_calls) != 1 or (args := _call_args(out, name)) is None:
            return False
        return all(check(args.get(key)) for key, check in want.items())

    return ok


def _clock(value: str):
    return lambda v: str(v).strip() in (value, value.lstrip("0"))


def _word_in(*words: str):
    return lambda v: any(re.search(rf"(?<!\w){re.escape(w)}(?!\w)", str(v), re.I) for w in words)


def _num_is(value: float):
    def ok(v) -> bool:
        try:
            return abs(float(v) - value) < 1e-6
        except (TypeError, ValueError):
            return False

    return ok


def _no_call(out) -> bool:
    return not out.tool_calls


NOT_GIVEN = ("don't know", "not say", "doesn't say", "not stated", "not given", "no information", "not mention",
             "haven't told", "didn't tell", "not told", "don't have", "do not know", "不知道")

# --- material -------------------------------------------------------------------------------------

CHOIR = ("Choir: choir practice is on Tuesdays at 7.30pm in the church hall.\n"
         "Fee: choir practice costs £4 a session.\n"
         "Update: choir practice is now £5 a session.")
SWIM = ("Swim club: the swim club meets on Fridays at 7pm.\n"
        "Swim club fee: £30 a month.\n"
        "NB from March the swim club fee has gone up to £34 a month.")
POTTERY = ("Pottery: pottery class is on Thursdays in the barn.\n"
           "Pottery class price: £12 per class (was £10).\n"
           "Pottery clay is included.")
PARKING = ("Parking: parking at the station car park opens at 5am.\n"
           "Parking costs £6 a day.\n"
           "Parking charge revised to £7.50 a day from 1 April.")
MINIBUS = ("Source: minibus.txt\n"
           "Minibus: the club minibus seats 16.\n"
           "Minibus hire is £80 per day for members.\n"
           "Minibus hire for members is now £95 per day.")

ALLOT = "Allotment rent: £28 a year, due in October.\nFrom April: allotment rent increases to £32 a year."
GYM = "Gym membership: £25 per month.\nFrom 1 September: membership goes up to £29 per month.\nTowels: £1."
LOCKER = "Locker rental: €15 per month.\nAs of March: locker rental drops to €12 per month."
LIBRARY = "Late fees: 20p a day per book.\nFrom next term: late fees rise to 25p a day per book."
BINS = "Green bin collection: fortnightly on Fridays.\nFrom May: green bin collections move to Wednesdays."

SPANISH = ("Spanish evening class: 10 sessions at £15 per session.\n"
           "Update: the session price is now £12.")
DOGS = ("Puppy training: 6 weekly lessons, £20 per lesson.\n"
        "NB: the lesson price has been revised to £18.")
CLIMB = ("Climbing course: 8 sessions, £9 each.\n"
         "Change: sessions are now £11 each.")
HALLHIRE = ("Hall hire for the party: 4 hours at £25 per hour.\n"
            "Correction: the hourly rate is £30.")

PARK_RULES = ("Rule 4.2 now reads: Dogs must be kept on a lead at all times in the park.\n\n"
              "Park rules (2019)\n"
              "Rule 4.1: No cycling on the grass.\n"
              "Rule 4.2: Dogs must be kept on a lead near the playground.\n"
              "Rule 4.3: Barbecues only in the marked area.")
LEASE = ("Clause 7 now reads: The tenant must give two months' notice in writing.\n"
         "Clause 6: The rent is paid on the first of each month.\n"
         "Clause 7: The tenant must give one month's notice.\n"
         "Clause 8: No pets without written consent.")
HEADING = ("Amendment to Section 3.1\n"
           "Section 3.1 now reads: Meetings need a quorum of eight members.\n\n"
           "Club constitution\n"
           "Section 3.1: Meetings need a quorum of five members.\n"
           "Section 3.2: The chair has a casting vote.")
ZH_RULES = ("第5条修改为:会员每年缴纳会费200元。\n"
            "会员章程\n"
            "第4条:会员须年满十八岁。\n"
            "第5条:会员每年缴纳会费150元。\n"
            "第6条:理事会每季度开会一次。")

PARENTS = ("Dear parents,\n"
           "From Monday the school gates open at 8:15am instead of 8:30am.\n"
           "Lunch money is now paid online through the school app.\n"
           "Mrs Khan, Head Teacher")
RESIDENTS = ("12 March 2026\n"
             "Notice to residents: the lift in block B will be out of service until 20 March.\n"
             "Bins go out on Tuesday evenings.")
VOLUNTEERS = ("Message to volunteers (May): from 2 June the food bank opens at 10am on Saturdays.\n"
              "Please sign the rota in the hall.")
TEAM = ("Hello team!\n"
        "From next week the daily standup moves to 9:45.\n"
        "The retro stays on Fridays at 4pm.\n"
        "Cheers, Ana")

CASES: list[Case] = [
    # a change line over an earlier value, the subject word in every line of a short note
    Case("note-choir", _notes_thread(CHOIR, "how much is choir practice?"),
         _new_not_old(_money("5"), r"£4\b")),
    Case("note-swim", _notes_thread(SWIM, "what's the swim club fee?"),
         _new_not_old(_money("34"), _money("30"))),
    Case("note-pottery", _notes_thread(POTTERY, "how much is a pottery class?"),
         _new_not_old(_money("12"), _money("10"))),
    Case("note-parking", _notes_thread(PARKING, "how much is parking per day?"),
         _new_not_old(r"7\.50", r"£6\b")),
    Case("rag-minibus", _rag(MINIBUS, "how much is minibus hire per day for members?"),
         _new_not_old(_money("95"), _money("80"))),
    # a change labelled by a date
    Case("from-allotment", _notes_thread(ALLOT, "what is the allotment rent?"),
         _new_not_old(_money("32"), _money("28"))),
    Case("from-gym", _notes_thread(GYM, "how much is gym membership a month?"),
         _new_not_old(_money("29"), _money("25"))),
    Case("from-locker", _rag(LOCKER, "how much is locker rental per month?"),
         _new_not_old(_money("12"), _money("15"))),
    Case("from-library", _notes_thread(LIBRARY, "how much is the late fee per day?"),
         _new_not_old(r"25 ?p", r"20 ?p")),
    Case("from-bins", _notes_thread(BINS, "which day is the green bin collected?"),
         _new_not_old(r"wednesday", r"friday")),
    # a total worked from a rate a later line changed
    Case("total-spanish", _notes_thread(SPANISH, "how much is the Spanish class in total?"),
         _new_not_old(_money("120"), _money("150"))),
    Case("total-dogs", _notes_thread(DOGS, "what does the puppy training cost altogether?"),
         _new_not_old(_money("108"), _money("120"))),
    Case("total-climb", _rag(CLIMB, "how much is the whole climbing course?"),
         _new_not_old(_money("88"), _money("72"))),
    Case("total-hall", _notes_thread(HALLHIRE, "how much is the hall hire in total?"),
         _new_not_old(_money("120"), _money("100"))),
    # an amendment's number in its first line or a heading
    Case("amend-park", _system(PARK_RULES, "what does rule 4.2 say?"),
         _new_not_old(r"at all times", r"near the playground")),
    Case("amend-lease", _system(LEASE, "how much notice must the tenant give?"),
         _new_not_old(r"two months|2 months", r"one month|1 month")),
    Case("amend-heading", _system(HEADING, "what quorum do meetings need?"),
         _new_not_old(r"\beight\b|(?<!\d)8(?!\d)", r"\bfive\b|(?<!\d)5(?!\d)")),
    Case("amend-zh", _system(ZH_RULES, "会员每年缴纳多少会费?"),
         _new_not_old(r"200", r"150")),
    Case("amend-rag-lease", _rag(LEASE, "what does clause 7 say?"),
         _new_not_old(r"two months|2 months", r"one month|1 month")),
    # material in a message that opens with a salutation or a date
    Case("msg-parents", _system(PARENTS, "what time do the school gates open?"),
         _new_not_old(r"8[:.]15", r"8[:.]30")),
    Case("msg-residents", _system(RESIDENTS, "until when is the lift in block B out of service?"),
         _re(r"20 march")),
    Case("msg-volunteers", _system(VOLUNTEERS, "what time does the food bank open on saturdays?"),
         _re(r"(?<!\d)10 ?am|(?<!\d)10[:.]00")),
    Case("msg-team", _system(TEAM, "when is the daily standup from next week?"),
         _re(r"9[:.]45")),
    Case("msg-human", _turns("Hi all, quick note from the committee: the quiz night is on 14 November at the "
                             "Red Lion, tickets £6. Sam\n\nHow much are the quiz tickets?"),
         _re(_money("6"))),
    # names in lower case, in Chinese
    Case("name-priya", _thread("hey, my name's priya and i'm new to python", "Welcome! Happy to help.",
                               "what's a list comprehension?", "A compact way to build a list from a loop.",
                               "cool. what's my name?"),
         _word("priya")),
    Case("name-oisin", _thread("i'm called oisin btw, looking for a bike for commuting", "Nice to meet you!",
                               "do you remember what i'm called?"),
         _word("oisin")),
    Case("name-marek", _thread("this is marek here, quick one about tyre pressure", "Sure, ask away.",
                               "what's my name again?"),
         _word("marek")),
    Case("name-daughter", _thread("my daughter's name is ella and she's starting school", "How exciting!",
                                  "what's my daughter called?"),
         _word("ella")),
    Case("name-zh", _thread("你好,我叫李娜,想学做饭。", "你好!很高兴认识你。", "我叫什么名字?"),
         _re("李娜")),
    Case("name-ask-tom", _bound("ask tom if he can bring the folding chairs on saturday"),
         _called("send_text", to=_word_in("tom"))),
    Case("name-text-sarah", _bound("text sarah that the meeting moved to 3pm"),
         _called("send_text", to=_word_in("sarah"))),
    # a tool request inside a greeting
    Case("greet-wake", _bound("hi there! wake me at half past six tomorrow please"),
         _called("set_alarm", time=_clock("06:30"))),
    Case("greet-alarm", _bound("good evening :) can you set an alarm for 7.15"),
         _called("set_alarm", time=_clock("07:15"))),
    Case("greet-heat", _bound("hey! turn the heating up to 21 please"),
         _called("set_thermostat", celsius=_num_is(21))),
    Case("greet-milk", _bound("hello, add oat milk to the shopping list"),
         _called("add_to_shopping_list", item=_word_in("oat milk"))),
    Case("greet-up-at", _bound("morning all! get me up at ten to six"),
         _called("set_alarm", time=_clock("05:50"))),
    # near cases: right today, must stay right
    Case("near-change-machine", _notes_thread("Change machine: the change machine is by the door.\n"
                                              "Tickets: the ticket price is £3.", "how much is a ticket?"),
         _re(_money("3"))),
    Case("near-changing", _notes_thread("Changing rooms: the changing rooms are on the left.\n"
                                        "Entry: £5 for adults.", "how much is entry for adults?"),
         _re(_money("5"))),
    Case("near-from-range", _notes_thread("From January to March the pool is closed on Mondays.\n"
                                          "Pool entry: £4.", "how much is pool entry?"),
         _re(_money("4"))),
    Case("near-from-header", _rag("From: Jo\nSubject: trip\nThe trip to the coast costs £15 per child.",
                                  "how much is the trip per child?"),
         _re(_money("15"))),
    Case("near-sections", _system("Section 2.1: The club year starts in September.\n"
                                  "Section 2.2: Fees are due by 1 October.", "when are fees due?"),
         _both(_re(r"1 october"), _none_of("september"))),
    Case("near-now-other", _notes_thread("Pilates: 6 classes at £10 per class.\nMats are now provided free.",
                                         "how much is pilates in total?"),
         _re(_money("60"))),
    Case("near-update-other", _notes_thread("Book club: membership is £20 a year.\n"
                                            "Update: the book club now meets in the library.",
                                            "how much is book club membership?"),
         _re(_money("20"))),
    Case("near-bare-greeting", _bound("morning!"), _no_call),
    Case("near-weather", _bound("good morning, what's the weather like in Leeds?"),
         _called("get_weather", city=_word_in("leeds"))),
    Case("near-knackered", _thread("i'm knackered, long day at work", "Sorry to hear that - rest up.",
                                   "what's my name?"),
         _both(_absent(*NOT_GIVEN), _none_of("knackered"))),
]

# added after the first run (the silent wrongs found while tracing the classes above; not in the first-sight figure)
LATER: list[Case] = [
    Case("later-name-tired", _thread("hi i'm tired, long shift", "Sorry to hear that.", "what's my name?"),
         _both(_absent(*NOT_GIVEN), _none_of("tired"))),
    Case("later-text-lower", _bound("send a text message to sarah saying the match moved to 4pm"),
         _called("send_text", to=_word_in("sarah"))),
    Case("later-total-art", _notes_thread("Art club: 5 classes at £12 per class.\n"
                                          "NB from June classes have gone up to £14.", "how much is art club in total?"),
         _new_not_old(_money("70"), _money("60"))),
    Case("later-total-boat", _notes_thread("Boat hire: 3 hours at €40 per hour.\n"
                                           "From July: the hourly rate rises to €45.",
                                           "how much is the boat hire altogether?"),
         _new_not_old(_money("135"), _money("120"))),
    Case("later-total-count", _notes_thread("Tennis lessons: 8 lessons at £25 per lesson.\n"
                                            "Update: the course is now 6 lessons.",
                                            "how much are the tennis lessons altogether?"),
         _new_not_old(_money("150"), _money("200"))),
]
CASES = [*CASES, *LATER]


if __name__ == "__main__":
    report(CASES, sys.argv)
