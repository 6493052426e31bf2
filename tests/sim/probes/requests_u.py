"""Invented probe (branch ``fix40c``, oracles written and committed before its first run): learners'
own tools, schemas and conversations read against the meaning of their words (issue 26).
- tools with boolean arguments and negating verbs or phrases (cancel, turn off, opt out, without,
  don't want, unsubscribe, 取消, 别, 不要), scoped per clause, with "but ... keep / still" clauses
  that stay positive, and plain positive requests that must stay True;
- sentiment / satisfaction schemas with hedged praise and faint criticism ("far from", "hardly",
  "could have been better", "wouldn't call", 算不上) beside plain positives, positives said through
  a negation ("not bad at all", "no complaints") and a plain neutral statement;
- threads where a stated value is corrected in many shapes ("sorry, I meant X", "X not Y",
  "not Y but X", "scratch that, it's X", "make that X rather than Y", 不是Y,是X) with values of
  several kinds (flight numbers, dates, names, registrations, seats, order numbers), and threads
  WITHOUT a correction where the first value must stand (a second value of the same kind about
  something else; a "not" that corrects nothing).
Tools, topics and wordings are mine (doorstep deliveries, phone alerts, an alarm clock, a podcast
app, a gift shop's checkout, a pizzeria, a hotel with builders, a repair shop, a ferry, a hostel),
none from a fresh set. Cases whose right reply is no call: an undecided request.

Classes as in the fresh sets (``tests/sim/fresh/_oracles``): ``right``, ``limit`` (a limit
stated), ``wrong`` (silently), ``false alarm`` (a limit on a reply whose oracle is met).
``python -W ignore -m tests.sim.probes.requests_u [-v]`` prints the counts.

First sight on 18e1aee0 (main), 34 cases: right 16 / limit 8 / wrong 10 / false alarms 3.
Wrong: "cancel the milk", "turn off push", "opt out of the offers", "unsubscribe me from the offers"
filled True (negating verbs not read); "far from the best", "could have been better", "wouldn't call
... friendly" read positive, 算不上好 and 一点也不差 neutral; 不是CA1832，是CA1823 kept CA1832.
False alarms: the undecided request (no call, but the knowledge limit), "not exactly thrilled" and
"hardly somewhere I'd recommend" (False, right, with the yes/no field limit).
Limits: the Chinese gift / SMS requests (card False with a limit; the description not read),
"hardly a relaxing weekend" (positive with a limit), "I'd recommend it to anyone" (False with a
limit), "make that 8pm rather than 7pm" (the knowledge limit).
History on branch fix40c (right / limit / wrong / false alarms; each mechanism tested in tests/sim on
wordings of its own, never these cases):
- negating verbs and keeping phrases per clause for yes/no arguments and fields
  (``flag_scope.yaml`` refuse_before / keep_before): 20 / 8 / 6 / 3;
- hedged and litotic negation, faint criticism, Chinese tone words with their negators
  (``words.sentiment``): 26 / 7 / 1 / 3;
- a stated value put aside whatever opens the turn (``cued_swaps.stated_swap``): 27 / 7 / 0 / 3;
- a yes/no field asking the writer's verdict read from a clear tone (``sentiment.verdict_flag``):
  30 / 4 / 0 / 1.
Left: the Chinese gift-wrap / SMS requests (limits: a bool argument's Chinese gloss in the tool
description is not read), "make that 8pm rather than 7pm" (the party's time is no stated fact the
conversation memory reads), and the undecided request's knowledge limit (a false alarm: no call is
right, the limit is not needed).
"""

from __future__ import annotations

import sys
from typing import Literal

from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _but_not,
    _call_args,
    _calls,
    _corrected,
    _parsed,
    _structured,
    _text,
    _thread,
    report,
    tally,
)

# --- the learner's tools ------------------------------------------------------------------------


@tool
def update_deliveries(milk: bool, newspaper: bool) -> str:
    """Choose which doorstep deliveries keep coming each morning."""
    return "updated"


@tool
def phone_alerts(push: bool, sms: bool) -> str:
    """Switch the app's push notifications and SMS alerts on or off."""
    return "saved"


@tool
def set_alarm(time: str, snooze: bool) -> str:
    """Set the bedside alarm clock. time is HH:MM on a 24-hour clock; snooze allows a snooze button."""
    return "set"


@tool
def podcast_settings(episode_alerts: bool, offers: bool) -> str:
    """Podcast app emails: alerts for new episodes, and partner offers."""
    return "saved"


@tool
def marketing_consent(offers: bool) -> str:
    """Record whether the customer agrees to receive marketing offers."""
    return "recorded"


@tool
def checkout_options(gift_wrap: bool, card: bool) -> str:
    """Gift shop checkout extras: gift wrap (礼品包装) and a greeting card (贺卡)."""
    return "ok"


@tool
def sms_notices(sms: bool) -> str:
    """Turn SMS (短信) notices about deliveries on or off."""
    return "ok"


def _true(v) -> bool:
    return v is True or str(v).lower() == "true"


def _false(v) -> bool:
    return v is False or str(v).lower() == "false"


def _args(name: str, **want):
    """Exactly one call, to ``name``, every wanted argument present and met."""

    def ok(out) -> bool:
        if len(out.tool_calls) != 1 or (args := _call_args(out, name)) is None:
            return False
        return all(key in args and check(args[key]) for key, check in want.items())

    return ok


def _no_call(out) -> bool:
    return not out.tool_calls and bool(_text(out).strip())


TOOLS = [
    Case("ru-milk-cancel", _calls([update_deliveries], "cancel the milk, but keep the newspaper coming"),
         _args("update_deliveries", milk=_false, newspaper=_true)),
    Case("ru-push-off-sms-on", _calls([phone_alerts], "Turn off push notifications and switch on SMS alerts."),
         _args("phone_alerts", push=_false, sms=_true)),
    Case("ru-alarm-without-snooze", _calls([set_alarm], "wake me at 06:30 without snooze"),
         _args("set_alarm", time=lambda v: str(v).strip() in ("06:30", "6:30"), snooze=_false)),
    Case("ru-alarm-with-snooze", _calls([set_alarm], "alarm for 07:15 with snooze please"),
         _args("set_alarm", time=lambda v: str(v).strip() in ("07:15", "7:15"), snooze=_true)),
    Case("ru-podcast-opt-out", _calls([podcast_settings], "I want to opt out of the offers, but I'd still like "
                                                          "episode alerts"),
         _args("podcast_settings", offers=_false, episode_alerts=_true)),
    Case("ru-unsubscribe-offers", _calls([marketing_consent], "please unsubscribe me from the offers"),
         _args("marketing_consent", offers=_false)),
    Case("ru-gift-dont-want", _calls([checkout_options], "I don't want gift wrap, but do add a card"),
         _args("checkout_options", gift_wrap=_false, card=_true)),
    Case("ru-both-yes", _calls([podcast_settings], "sign me up for episode alerts and offers"),
         _args("podcast_settings", offers=_true, episode_alerts=_true)),
    Case("ru-no-more-newspaper", _calls([update_deliveries], "no more newspaper from Monday; the milk is fine"),
         _args("update_deliveries", newspaper=_false, milk=_true)),
    Case("ru-zh-gift", _calls([checkout_options], "不要礼品包装，但是要贺卡。"),
         _args("checkout_options", gift_wrap=_false, card=_true)),
    Case("ru-zh-sms-stop", _calls([sms_notices], "别再给我发短信了。"), _args("sms_notices", sms=_false)),
    Case("ru-undecided", _calls([update_deliveries], "I'm not sure yet whether to cancel the milk. What do you "
                                                     "think?"), _no_call),
]

# --- sentiment and satisfaction schemas ---------------------------------------------------------------


class Review(BaseModel):
    sentiment: Literal["positive", "neutral", "negative"]


class Satisfaction(BaseModel):
    satisfied: bool = Field(description="whether the customer is satisfied")


class Recommend(BaseModel):
    would_recommend: bool = Field(description="would the reviewer recommend the place")


def _sent(*labels: str):
    return _parsed(lambda r: r.sentiment in labels)


SCHEMAS = [
    Case("ru-far-from-pizza", _structured(Review, "Far from the best pizza I've had in this town."),
         _sent("negative")),
    Case("ru-hardly-relaxing", _structured(Review, "Hardly a relaxing weekend, with builders drilling next door "
                                                   "from seven."), _sent("negative")),
    Case("ru-could-be-better", _structured(Review, "The camera could have been better for the price."),
         _sent("negative", "neutral")),
    Case("ru-wouldnt-call-friendly", _structured(Review, "I wouldn't call the reception staff friendly."),
         _sent("negative")),
    Case("ru-plain-positive", _structured(Review, "The ferry crew were wonderful and the crossing was smooth."),
         _sent("positive")),
    Case("ru-not-bad-at-all", _structured(Review, "Not bad at all, I'd happily go back."), _sent("positive")),
    Case("ru-no-complaints", _structured(Review, "No complaints: the parcel came early and was well packed."),
         _sent("positive")),
    Case("ru-plain-neutral", _structured(Review, "The parcel was delivered on Tuesday afternoon."), _sent("neutral")),
    Case("ru-not-thrilled", _structured(Satisfaction, "Not exactly thrilled with how the repair turned out."),
         _parsed(lambda r: r.satisfied is False)),
    Case("ru-hardly-recommend", _structured(Recommend, "Hardly somewhere I'd recommend to a friend."),
         _parsed(lambda r: r.would_recommend is False)),
    Case("ru-would-recommend", _structured(Recommend, "Lovely hostel, I'd recommend it to anyone."),
         _parsed(lambda r: r.would_recommend is True)),
    Case("ru-zh-not-good", _structured(Review, "这家店的服务算不上好。"), _sent("negative")),
    Case("ru-zh-not-bad", _structured(Review, "一点也不差，下次还来。"), _sent("positive")),
]

# --- threads with (and without) corrections -------------------------------------------------------------

THREADS = [
    Case("ru-flight-meant", _thread("My flight is BA 2490.", "Noted.", "Sorry, I meant BA 2940.", "OK.",
                                    "what's my flight number?"), _corrected("2940", "2490")),
    Case("ru-date-not-shape", _thread("The dentist appointment is on 14 March.", "Got it.",
                                      "No wait, 15 March, not 14 March.", "Thanks.", "When is my dentist appointment?"),
         _corrected("15 March", "14 March")),
    Case("ru-name-not-but", _thread("My daughter's name is Ellie.", "Lovely name.", "Not Ellie but Ella, sorry, "
                                    "autocorrect!", "No worries.", "What's my daughter's name?"),
         _but_not(_corrected("Ella", "Ellie"), "Ellie")),
    Case("ru-reg-typo", _thread("My car registration is KX19 ABC.", "OK.", "typo: KX19 ABD not KX19 ABC", "Noted.",
                                "what's my car registration?"), _corrected("KX19 ABD", "KX19 ABC")),
    Case("ru-seat-scratch", _thread("My seat is 14A.", "Noted.", "scratch that, it's 14C", "OK.", "Which seat am I "
                                    "in?"), _corrected("14C", "14A")),
    Case("ru-party-make-that", _thread("The party starts at 7pm.", "Sounds fun.", "actually make that 8pm rather "
                                       "than 7pm", "Sure.", "What time does the party start?"),
         _corrected("8", "7")),
    Case("ru-zh-flight", _thread("我的航班是CA1832。", "好的。", "不是CA1832，是CA1823。", "明白。", "我的航班号是多少？"),
         _corrected("CA1823", "CA1832")),
    Case("ru-postcode-kept", _thread("My postcode is G12 8QQ.", "Thanks.", "I'm visiting EH1 1YZ next week.", "Nice.",
                                     "what's my postcode?"), _but_not(_corrected("G12 8QQ", "EH1 1YZ"), "EH1")),
    Case("ru-table-kept", _thread("My table number is 12.", "Enjoy your meal.", "Not bad, the soup was nice.",
                                  "Glad to hear it.", "What's my table number?"), _corrected("12", "xx-none")),
]

CASES: list[Case] = [*TOOLS, *SCHEMAS, *THREADS]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
