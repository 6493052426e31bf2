"""Invented probe (2026-12-03, fix25B, oracles written and committed before any run, never tuned
against): the twenty-fifth set's request kinds T4 (a transcript's speaker labels read as who said a
turn), T7 (free-text tool arguments, durations and clock times in words), T8 (label and grader
prompts in new wordings: "|", "/", " or " and bullet options, the prompt's own verdict words, a
working checked; a negated weather word over a Literal), T9 (threads: "how much more" over a stated
pair, corrections, a pronoun for a named person, a start plus a duration, "the next one") in other
shapes: a podcast, a school council meeting and a call-centre log; reminders, runs, playlists and
shopping lists; help-desk labels and answer graders; train fares, runs, tables, the dentist, a
roast and a recipe's steps.
``python -m tests.sim.probes.kinds_i [-v]`` prints right / stated limit / silently wrong / false
alarms like the fresh sets.

History:
- first sight on the branch point 8f3af48 (oracles committed first in cac8fc3, one run):
  **5 / 14 / 11 / 2** (right / stated limit / silently wrong / false alarms). Wrong: three of the
  speaker questions (a line naming the thing quoted, "I don't know." for "who replied to priya"),
  both reminder notes and the playlist-free note (the request's bag of words), the run's 5.0 km
  ("five and a half km"), grade-answered ("yes"), grade-score-1-0 (the passage quoted), both
  "how much more / further" threads (one clause quoted). False alarms: label-slash-billing,
  schema-walk-negated (the right first option with a "can't choose" limit).
- after fix25B (described_args, fractions in words, other_one's named item, "|" options and
  verdict pairs, asking_labels, speaker_turns, end times and corrections in threads, conditioned
  pairs): **19 / 11 / 0 / 2**. Still limits: tool-list-item, tool-call-quarter-past (no tool
  chosen for "pencil in a call"), label-pipe-spam / label-bullets / grade-keep-drop,
  thread-scratch-that (an imperative "Book the table for 6" is no statement), thread-step-after,
  thread-more-unstated (right to be a limit); the two false alarms unchanged.
"""
from __future__ import annotations

import sys
from typing import Literal

from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _ask,
    _both,
    _but_not,
    _call,
    _calls,
    _corrected,
    _eq,
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
    _thread,
    report,
)

_NOT_SAID = ("doesn't say", "does not say", "not stated", "nobody", "no one", "not said", "doesn't mention",
             "does not mention", "could not find")

# --- T4: speaker labels ----------------------------------------------------------------------------

PODCAST = ("The Allotment Hour, episode 31 (transcript)\n"
           "\n"
           "Host (Dee): Welcome back. With me today are Tomasz and Farah.\n"
           "Guest (Tomasz Wren): Thanks for having me.\n"
           "Host (Dee): Let's start with slugs. What works?\n"
           "Guest (Farah Idowu): Honestly, a beer trap sunk into the soil works better than pellets.\n"
           "Guest (Tomasz Wren): I'd add copper tape round the raised beds.\n"
           "Host (Dee): And for carrot fly?\n"
           "Guest (Tomasz Wren): Fleece over the rows from sowing until harvest.\n")

MEETING = ("School council minutes (auto transcript)\n"
           "[00:00:04] Chair: Right, first item is the tuck shop.\n"
           "[00:00:11] Priya: Can we sell fruit instead of crisps on Fridays?\n"
           "[00:00:19] Mr Adebayo: I can ask the canteen about a fruit supplier.\n"
           "[00:01:02] Chair: Next, the sports day date.\n"
           "[00:01:09] Jonah: Could it move to the 14th so it doesn't clash with the trip?\n"
           "[00:01:20] Chair: Agreed, the 14th it is.\n")

SPEAKERS = [
    Case("podcast-who-beer", _rag(PODCAST, "who suggested the beer trap"),
         _but_not(_any("Farah"), "Tomasz", "Dee")),
    Case("podcast-who-fleece", _rag(PODCAST, "who recommended fleece for carrot fly"),
         _but_not(_any("Tomasz"), "Farah")),
    Case("meeting-who-fruit", _rag(MEETING, "who asked about selling fruit"),
         _but_not(_any("Priya"), "Jonah", "Adebayo")),
    Case("meeting-who-typo", _rag(MEETING, "who sugested moving sports day"),
         _but_not(_any("Jonah"), "Priya", "Adebayo")),
    Case("meeting-who-replied", _rag(MEETING, "who replied to priya"),
         _but_not(_any("Adebayo"), "Jonah")),
    Case("podcast-who-absent", _rag(PODCAST, "who talked about aphids"),
         _both(_absent(*_NOT_SAID), _none_of("Farah", "Tomasz Wren said"))),
]

# --- T7: free-text tool arguments; durations and times in words -------------------------------------


@tool
def set_reminder(minutes: int, note: str) -> str:
    """Set a reminder that goes off after a number of minutes."""
    return "set"


@tool
def log_run(distance_km: float, route_name: str) -> str:
    """Log a run in a training diary."""
    return "logged"


@tool
def rename_playlist(playlist_id: str, new_name: str) -> str:
    """Give a playlist a new name."""
    return "renamed"


@tool
def add_to_list(item: str, list_name: str) -> str:
    """Add an item to one of the user's lists."""
    return "added"


@tool
def send_note(recipient: str, message: str) -> str:
    """Send a short text note to a contact."""
    return "sent"


class CallArgs(BaseModel):
    contact: str = Field(description="who to call")
    start_time: str = Field(description="when the call starts, 24-hour HH:MM")


@tool(args_schema=CallArgs)
def schedule_call(contact: str, start_time: str) -> str:
    """Put a phone call in the calendar for today."""
    return "scheduled"


TOOLS = [
    Case("tool-reminder-half", _calls([set_reminder], "remind me in half an hour to move the car"),
         _call("set_reminder", minutes=_num_near(30), note=_one_of("move the car", "to move the car"))),
    Case("tool-reminder-hour-half", _calls([set_reminder], "set a reminder for an hour and a half for the roast"),
         _call("set_reminder", minutes=_num_near(90), note=_one_of("roast", "the roast"))),
    Case("tool-run-route", _calls([log_run], "log a run of five and a half km, the route was Riverside Loop"),
         _call("log_run", distance_km=_num_near(5.5, 0.001), route_name=_one_of("Riverside Loop"))),
    Case("tool-playlist-name", _calls([rename_playlist], "rename playlist 4471 to Sunday Mornings"),
         _call("rename_playlist", playlist_id=_eq("4471"), new_name=_one_of("Sunday Mornings"))),
    Case("tool-list-item", _calls([add_to_list], "add oat milk to the shopping list"),
         _call("add_to_list", item=_one_of("oat milk"), list_name=_one_of("shopping", "shopping list"))),
    Case("tool-call-quarter-past", _calls([schedule_call], "pencil in a call with Priya at quarter past four in "
                                                           "the afternoon"),
         _call("schedule_call", contact=_one_of("Priya"), start_time=_one_of("16:15"))),
    Case("tool-note-no-message", _calls([send_note], "send a note to Callum"), _no_call),
]

# --- T8: label and grader prompts -------------------------------------------------------------------


class Walk(BaseModel):
    weather: Literal["dry", "showery", "wet"] = Field(description="how much it rained")


LABELS = [
    Case("label-slash-billing", _ask("Classify the message. Options: billing / technical / other. Output the "
                                     "option only.\nMessage: my invoice charged me twice this month"),
         _only("billing")),
    Case("label-pipe-spam", _ask("Label the email as urgent | routine | spam. Just the label.\n"
                                 "Email: WIN a FREE cruise!!! click now to claim your prize"), _only("spam")),
    Case("label-bullets", _ask("Choose one category for the ticket:\n- bug\n- feature request\n- question\n"
                               "Reply with the category only.\nTicket: the app crashes every time I open settings"),
         _only("bug")),
    Case("grade-answered", _ask("Does the answer address the question? Reply ANSWERED or DODGED.\n"
                                "Question: what time does the gym open\n"
                                "Answer: The gym opens at 6am on weekdays."), _only("ANSWERED")),
    Case("grade-ungrounded", _ask("Is every claim in the answer backed by the source? Reply GROUNDED or "
                                  "UNGROUNDED.\nSource: The library closes at 8pm.\n"
                                  "Answer: The library closes at 8pm and parking is free."), _only("UNGROUNDED")),
    Case("grade-working-wrong", _ask("Is the working right? Answer RIGHT or WRONG only.\n"
                                     "Q: 4 tickets at \u00a33.50 each\nWorking: 4 \u00d7 3.50 = 14.50"),
         _only("WRONG")),
    Case("grade-score-1-0", _ask("Give 1 if the passage answers the question, 0 if it does not. Number only.\n"
                                 "Question: how much is a day ticket\n"
                                 "Passage: A day ticket costs \u00a36.80 and covers all zones."), _only("1")),
    Case("grade-keep-drop", _ask("KEEP or DROP?\nIdea: paint the shed purple"), _must_state),
    Case("schema-walk-negated", _structured(Walk, "Not a drop of rain the whole walk."),
         _parsed(lambda w: w.weather == "dry")),
]

# --- T9: threads -------------------------------------------------------------------------------------

STEPS = ("Sourdough starter, day one:\n"
         "1. Mix 50 g rye flour with 50 g warm water.\n"
         "2. Cover loosely and leave somewhere warm.\n"
         "3. After 24 hours, discard half and feed again.\n")

THREADS = [
    Case("thread-fare-more", _thread("The train fare is \u00a334.50 and the coach fare is \u00a321.90.", "OK.",
                                     "how much more is the train"), _any("12.60", "12.6")),
    Case("thread-run-further", _thread("I ran 8.2 km on Saturday and 5.6 km on Sunday.", "Nice.",
                                       "how much further did i run on saturday"), _any("2.6")),
    Case("thread-scratch-that", _thread("Book the table for 6 people.", "OK.", "scratch that, make it 8",
                                        "Noted.", "how many people is the table for"), _corrected("8", "6")),
    Case("thread-sorry-meant", _thread("The dentist is on Tuesday.", "OK.", "sorry, I meant Wednesday", "OK.",
                                       "what day is the dentist"), _corrected("Wednesday", "Tuesday")),
    Case("thread-he-teaches", _thread("Mr Okafor teaches the pottery class on Mondays.", "Got it.",
                                      "which day does he teach"), _both(_any("Monday"), _none_of("don't know"))),
    Case("thread-roast-out", _thread("The roast went in at 17:20 and needs 1 hour 45 minutes.", "OK.",
                                     "when does it come out"), _any("19:05", "7:05")),
    Case("thread-step-after", _notes_thread(STEPS, "what's step 1", "Mix 50 g rye flour with 50 g warm water.",
                                            "and the next one"),
         _but_not(_any("Cover loosely"), "discard", "rye flour")),
    Case("thread-more-unstated", _thread("The train fare is \u00a334.50.", "OK.",
                                         "how much more is it than the bus"), _must_state),
]

CASES: list[Case] = [*SPEAKERS, *TOOLS, *LABELS, *THREADS]

if __name__ == "__main__":
    report(CASES, sys.argv)
