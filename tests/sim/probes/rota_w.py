"""My probe of fix60a (issue 26): rotas pasted with tabs, and a café's hours and prices in a system prompt
asked tersely, written before any change of the task.

A volunteer library's rota and a bar's rota pasted from a spreadsheet (cells split by tabs, the first row a
header of weekday abbreviations); a café's hours and ";"-joined price list in the learner's system prompt,
asked in two or three words ("thurs opening?", "closed tues?", "2 kg apples"). Absent answers must stay a
limit or "not listed".

Oracles strict. ``python -W ignore -m tests.sim.probes.rota_w [-v]``.

History (right / limit / silently wrong / false alarms): first sight on 31dc593c (premerge73), before any
change: 7 / 3 / 7 / 0 (a rota's day column relayed whole with its "off" rows, "how many" a limit; "sun" not a day;
"closed on" cut from the closed days; "2 kg apples" and "tea price?" answered by the whole price list). After
fix60a: 16 / 1 / 0 / 1 (bar-fri: "behind the bar" read as a verdict asked, a limit).
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
    _word,
    report,
)

LIBRARY = """Eastgate Community Library - volunteer desk rota, week of 3 March 2025
Volunteer\tMon\tTue\tWed\tThu\tFri\tSat
Hamid\t9-1\toff\t9-1\toff\toff\t10-2
Joan\toff\t1-5\toff\t1-5\t9-1\toff
Lucia\t1-5\t9-1\toff\t9-1\toff\t10-2
Ben\toff\toff\t1-5\toff\t1-5\t10-2
The book sale table needs restocking every morning.
Keys are kept in the blue box behind the counter."""

BAR = """The Anchor - bar staff, this week
Staff\tWed\tThu\tFri\tSat\tSun
Declan\t6-12\toff\t6-1\t6-1\toff
Rosa\toff\t6-12\t6-1\toff\t12-6
Kwame\t6-12\t6-12\toff\t6-1\t12-6
Last orders at 11.30 on weeknights.
Glass washer to be emptied at close."""

CAFE = ("You answer customers for Pebble Café. Menu: flat white £3.10 each; apples £1.20 a kg; "
        "scones £2.50 each; oat milk 40p extra. Opening hours: Wednesday to Sunday 8am-4pm, "
        "closed on Mondays and Tuesdays. Dogs welcome on the terrace. Be brief.")

_LIB_DUMP = ("book sale table", "blue box")
_BAR_DUMP = ("Glass washer", "Last orders at")
_CAFE_DUMP = ("You answer customers", "Be brief")
_NOT = ("not listed", "not given", "doesn't say", "does not say", "don't know", "do not", "no ", "not mention",
        "could not find", "isn't listed", "is not listed", "not")


def _over(doc: str, question: str, system: str = "Answer the volunteers' questions using this rota."):
    return lambda llm: llm.invoke([SystemMessage(f"{system}\n\n{doc}"), HumanMessage(question)])


def _cafe(question: str):
    return lambda llm: llm.invoke([SystemMessage(CAFE), HumanMessage(question)])


CASES = [
    Case("lib-wed", _over(LIBRARY, "who's on the desk weds"),
         _both(_word("hamid"), _word("ben"), _none_of("Joan", "Lucia", *_LIB_DUMP))),
    Case("lib-thur-count", _over(LIBRARY, "how many volunteers on thursday"),
         _both(_val(2), _none_of(*_LIB_DUMP))),
    Case("lib-joan-tue", _over(LIBRARY, "what time does joan start on tuesday"),
         _both(_any("1pm", "1 pm", "13:00", "1-5", "1 to 5", "at 1"), _none_of(*_LIB_DUMP))),
    Case("lib-sat", _over(LIBRARY, "who is volunteering saturday"),
         _both(_word("hamid"), _word("lucia"), _word("ben"), _none_of("Joan", *_LIB_DUMP))),
    Case("lib-sun-absent", _over(LIBRARY, "who's on sunday"),
         _both(_absent(*_NOT), _none_of(*_LIB_DUMP))),
    Case("bar-fri", _over(BAR, "who's behind the bar friday", "Answer the staff's questions."),
         _both(_word("declan"), _word("rosa"), _none_of("Kwame", *_BAR_DUMP))),
    Case("bar-sun-count", _over(BAR, "how many on sunday", "Answer the staff's questions."),
         _both(_val(2), _none_of(*_BAR_DUMP))),
    Case("bar-rosa-thu", _over(BAR, "when does rosa start thurs", "Answer the staff's questions."),
         _both(_any("6pm", "6 pm", "18:00", "6-12", "at 6"), _none_of(*_BAR_DUMP))),
    Case("bar-mon-absent", _over(BAR, "who works monday", "Answer the staff's questions."),
         _both(_absent(*_NOT), _none_of(*_BAR_DUMP))),
    Case("cafe-thurs", _cafe("thurs opening?"),
         _both(_any("8am-4pm", "8am to 4pm", "8am - 4pm", "8-4", "8:00"), _none_of(*_CAFE_DUMP))),
    Case("cafe-tues", _cafe("closed tues?"),
         _both(_any("closed", "yes"), _none_of("8am-4pm on Tuesday", *_CAFE_DUMP))),
    Case("cafe-mon", _cafe("open mon?"),
         _both(_denies("closed"), _none_of(*_CAFE_DUMP))),
    Case("cafe-sun", _cafe("sun times?"),
         _both(_any("8am-4pm", "8am to 4pm", "8-4"), _none_of(*_CAFE_DUMP))),
    Case("cafe-apples", _cafe("2 kg apples"),
         _both(_val(2.40), _none_of("flat white", *_CAFE_DUMP))),
    Case("cafe-scones", _cafe("4 scones cost"),
         _both(_val(10), _none_of("flat white", *_CAFE_DUMP))),
    Case("cafe-tea-absent", _cafe("tea price?"),
         _both(_absent(*_NOT), _none_of("flat white", "apples", *_CAFE_DUMP))),
    Case("cafe-gf-absent", _cafe("any gluten free cake?"),
         _both(_absent(*_NOT), _none_of("flat white", *_CAFE_DUMP))),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
