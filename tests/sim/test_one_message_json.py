"""JSON asked for in a one-message prompt's own words is that shape (issue 26, my own fresh
prompts): 'Return JSON with keys "city" and "days" for this trip: "Five days in Lisbon in May."'
was read as a label prompt with the options "city" and "days" (a stated limit: none matched), and
"Extract the trip as JSON with keys city and days.\\n\\nTrip: ..." as a question for knowledge the
simulator lacks; with the same words in a system message both gave the JSON. ``tasks.recognise``
now reads a one-message prompt's own words for JSON and its keys, and keys are no options; the keys
are read from the quoted text, so the
instruction's "JSON" is no name (``respond._one_message_split``). Prompts
invented here; the three JSON cases fail on f9fd9ffa (the name was "JSON" there), the label case is a guard."""

from __future__ import annotations

import json
import warnings

import pytest
from langchain_core.messages import HumanMessage


def _reply(prompt: str) -> str:
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke([HumanMessage(prompt)]).content


@pytest.mark.parametrize("prompt, want", [
    ('Return JSON with keys "town" and "nights" for this stay: "Three nights in Ghent in April."',
     {"town": "Ghent", "nights": 3}),
    ("Extract the booking as JSON with keys guests and nights.\n\nBooking: 3 guests for 4 nights at the lodge.",
     {"guests": 3, "nights": 4}),
])
def test_json_asked_in_the_one_message(prompt, want):
    assert json.loads(_reply(prompt)) == want


def test_the_instructions_own_words_are_no_values():
    # the keys are read from the quoted text, not from "Return JSON ...": "JSON" is no name
    out = json.loads(_reply('Return JSON with keys "name" and "age" for this person: "Tomasz is 41 and works in Gdansk."'))
    assert out["name"] != "JSON" and out["age"] == 41, out


def test_a_label_prompt_in_one_message_still_chooses():
    assert _reply("Label the review POSITIVE or NEGATIVE. Output the label only.\nReview: Cold food, rude staff.") == \
        "NEGATIVE"


def test_a_total_key_is_not_one_of_the_texts_figures():
    # "total_minutes" over three figures: one of them is no total (the safe value and a limit)
    out = json.loads(_reply("JSON with one key, total_hours, for: four shifts of 6 hours and a 2-hour handover."))
    assert out["total_hours"] in (0, 26), out


def test_a_glossed_key_is_read_with_the_next():
    # '"date" (ISO format) and "weekday"': both keys, the gloss skipped
    from course_lib.sim.task.tasks import json_keys

    assert json_keys('Give a JSON object with the keys "start" (HH:MM) and "room" for the talk.') == ("start", "room")
