"""The sixth set's failure classes (issue 26), checked on variants in no invented set: tools,
wordings and documents of their own, so no fix is keyed to a case's strings.

- A string argument of a value kind (an email address, a URL, a phone number, a UUID, by the
  field's name or format) holds a value of that kind from the question, or the call states a
  limit: never the question's words.
- A string argument whose description says it is a name ("the hall's name") takes the name
  the question gives.
- A boolean argument the question names by its name's words ("every week" for ``weekly``) is
  set; a negation just before clears it; one it does not name keeps its default.
- A yes/no judgement of the prompt's own text, with no document to grade, is a stated limit.
- Sentences on the question's subject that hold nothing of its answer's form (a place for
  "where", a price for "how much is", an amount for "how many") are a stated limit, not an answer.
"""

from __future__ import annotations

import warnings
from typing import Annotated
from uuid import UUID

import pytest
from langchain_core.tools import tool

from tests.sim.fresh._oracles import tool_calls_and_limits as _call


@tool
def reset_password(email: str) -> str:
    """Send a password-reset link to the account registered under this address."""
    return "sent"


@tool
def check_site(homepage_url: str) -> str:
    """Check whether a website answers."""
    return "up"


@tool
def text_driver(mobile: str, note: str) -> str:
    """Send a text message to a courier."""
    return "sent"


@tool
def cancel_booking(booking_id: UUID) -> str:
    """Cancel a booking by its identifier."""
    return "cancelled"


@tool
def book_hall(
    hall: Annotated[str, "the hall's name"],
    guests: Annotated[int, "how many guests come"],
) -> str:
    """Book a party hall."""
    return "booked"


def test_an_email_argument_takes_the_address_written_anywhere_in_the_question(llm):
    calls, limits = _call(llm, [reset_password], "Could you please reset the password for carla.d+test@mail.example.net today?")
    assert [c["args"] for c in calls] == [{"email": "carla.d+test@mail.example.net"}]
    assert not limits


def test_an_email_argument_with_no_address_in_the_question_is_a_stated_limit(llm):
    calls, limits = _call(llm, [reset_password], "Reset the password for Carla Dominguez, she is locked out.")
    assert limits, calls
    assert all("Carla" not in str(c["args"].get("email", "")) for c in calls)


def test_a_url_argument_takes_the_url(llm):
    calls, limits = _call(llm, [check_site], "Check whether the website https://status.kelp-radio.example/health answers.")
    assert [c["args"] for c in calls] == [{"homepage_url": "https://status.kelp-radio.example/health"}]


def test_a_phone_argument_takes_the_number_and_no_number_is_a_limit(llm):
    calls, _ = _call(llm, [text_driver], "Text the courier on +44 7700 900123 that the gate code is 4411.")
    assert calls and calls[0]["args"].get("mobile", "").replace(" ", "") == "+447700900123"
    calls, limits = _call(llm, [text_driver], "Text the courier that the gate is open.")
    assert limits or not calls, calls


def test_a_uuid_argument_takes_the_uuid(llm):
    calls, limits = _call(llm, [cancel_booking], "Cancel booking 0b7e4f52-1c3d-4a8e-9f00-6d2b1a7c9e11 please.")
    assert [c["args"] for c in calls] == [{"booking_id": "0b7e4f52-1c3d-4a8e-9f00-6d2b1a7c9e11"}]
    assert not limits


def test_a_field_described_as_a_name_takes_the_name_not_the_question(llm):
    calls, limits = _call(llm, [book_hall], "Reserve the Copper Kettle for 35 guests on Saturday.")
    assert [c["args"] for c in calls] == [{"hall": "Copper Kettle", "guests": 35}]
    assert not limits


# --- line-per-record documents: a fixed-width table, code ------------------------------------

_GYM = """Riverside Gym -- class timetable

Monday      Spin        06:30   Studio A   coach Ilse
Tuesday     Pilates     12:15   Studio B   coach Marek
Wednesday   Boxing      18:00   Hall       coach Dara
Thursday    Yoga        19:30   Studio B   coach Ilse
"""
_STRUCT = """// sensor.h -- one reading from a weather station
struct Reading {
    uint32_t station_id;    // from the station's label
    int16_t  temp_dc;       // tenths of a degree Celsius
    uint16_t humidity_pm;   // per mille
    uint8_t  battery_pct;   // 0-100
};
"""


def _rag(llm, context, question):
    from langchain_core.messages import HumanMessage, SystemMessage

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = llm.invoke([SystemMessage("Answer using only this context.\n\nContext:\n" + context),
                          HumanMessage(question)])
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out.content, limits


def test_a_fixed_width_timetable_is_answered_by_its_row_not_quoted_whole(llm):
    reply, limits = _rag(llm, _GYM, "What time is the boxing class?")
    assert "18:00" in reply and "06:30" not in reply and "19:30" not in reply, (reply, limits)


def test_code_lines_are_read_one_statement_at_a_time(llm):
    reply, limits = _rag(llm, _STRUCT, "What unit is humidity_pm in?")
    assert "per mille" in reply and "battery_pct" not in reply and "temp_dc" not in reply, (reply, limits)


# --- a label prompt whose labels are the alternatives of a question ---------------------------


@pytest.mark.parametrize("prompt, labels", [
    ("Is this message a complaint, a compliment or a question? Answer with the label only.\n"
     "Message: Your courier left my parcel in the rain and it is soaked.", {"complaint", "compliment", "question"}),
    ("Is this ticket about billing, shipping or login? Reply with one word.\n"
     "Ticket: I was charged twice for the same order.", {"billing", "shipping", "login"}),
    ("Was the caller angry, calm or confused? Give just the label.\nTranscript: Where do I even click? Nothing "
     "on this page makes sense to me.", {"angry", "calm", "confused"}),
])
def test_a_question_form_label_prompt_gets_exactly_one_label(llm, prompt, labels):
    # one label, or, when nothing picks one, the "can't choose" limit alone (read as a label prompt)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke(prompt)
    reply = out.content.strip().strip(".").lower()
    limit = out.response_metadata.get("simulator_limit") or ""
    assert reply in labels or ("choose between" in limit and out.content == limit), reply


# --- a near miss: the question's figure inside a band the notes state ----------------------------

_BIKES = """Bike hire -- late returns

- 1 to 30 minutes late: no charge
- 31 to 90 minutes late: EUR 5
- more than 90 minutes late: EUR 15

Damaged locks are charged at cost.
"""


@pytest.mark.parametrize(("question", "band"), [
    ("My bike was 120 minutes late, what is the charge?", "EUR 15"),
    ("I returned the bike 10 minutes late. Is there a charge?", "no charge"),
])
def test_a_figure_inside_a_stated_band_is_answered_or_a_limit_never_a_confident_dont_know(llm, question, band):
    # Right (the band the figure falls in: the comparisons of branch silent6) or a stated limit
    # (the near miss of branch sixth); never "I don't know." with no limit. (not yet: "I brought
    # the bike back 45 minutes late. What will I be charged?" covers too little of the question
    # for the near-miss rule.)
    reply, limits = _rag(llm, _BIKES, question)
    assert "don't know" not in reply.lower(), reply
    assert limits or band.lower() in reply.lower(), reply


def test_a_term_the_notes_never_mention_is_still_an_honest_dont_know(llm):
    # A guard against the near-miss rule over-firing (it passes on the old code too).
    reply, limits = _rag(llm, _BIKES, "Do the hire bikes come with a child seat?")
    assert "don't know" in reply.lower() and not limits, (reply, limits)


# --- a boolean argument the question sets by its name's words ----------------------------------


@tool
def export_invoices(customer: str, include_archived: bool = False, weekly: bool = False) -> str:
    """Export a customer's invoices to CSV."""
    return ""


@tool
def backup_folder(path: str, compress: bool = False, dry_run: bool = False) -> str:
    """Back up a folder of the home directory."""
    return ""


@pytest.mark.parametrize(("tools", "question", "flags"), [
    ([export_invoices], "Export the invoices of Brightwave, archived ones included, every week.",
     {"include_archived": True, "weekly": True}),
    ([backup_folder], "Back up the photos folder, compressed, as a dry run first.", {"compress": True, "dry_run": True}),
    ([backup_folder], "Back up the photos folder without compressing it.", {"compress": False}),
])
def test_a_boolean_argument_the_question_names_is_set_and_a_negation_clears_it(llm, tools, question, flags):
    calls, _ = _call(llm, tools, question)
    assert len(calls) == 1, calls
    assert {k: calls[0]["args"].get(k) for k in flags} == flags, calls


def test_a_boolean_argument_the_question_does_not_name_keeps_its_default(llm):
    calls, _ = _call(llm, [backup_folder], "Back up the photos folder.")
    assert len(calls) == 1 and calls[0]["args"].get("compress", False) is False, calls
    assert calls[0]["args"].get("dry_run", False) is False, calls


# --- a yes/no judgement of the prompt's own text, with no document to grade ----------------------


@pytest.mark.parametrize("prompt", [
    'Does this line name a city? Answer "yes" or "no".\nLine: The ferry leaves Bergen at noon.',
    'Is this sentence in the past tense? Answer "yes" or "no".\nSentence: The courier rang twice and left.',
])
def test_a_yes_no_judgement_it_cannot_make_is_a_stated_limit_not_a_confident_no(llm, prompt):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        reply = llm.invoke(prompt).content.strip().lower()
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    assert reply.startswith("yes") or limits, (reply, limits)


# --- lines near the subject that do not hold the answer's form ----------------------------------

_DEPOT = """Northgate bus depot -- visitor notes

Bay 1   Staff car park; bicycle racks
Bay 2   Workshop; washing line for buses
Bay 3   Control room; lost property desk

Lost property is kept for 30 days. The lost property desk is staffed on weekdays.
Guided tours of the workshop run on the first Sunday of each month.
"""
_CONF = """BEGIN:VCALENDAR
BEGIN:VEVENT
SUMMARY:Quarterly budget review
DTSTART:20270602T140000
LOCATION:Orchid room\\, level 4
END:VEVENT
END:VCALENDAR
"""


@pytest.mark.parametrize("question", [
    "How much is a guided tour of the workshop?",          # a price: the notes state none
    "How much is parking at the depot?",
    "How many buses are washed each day?",                 # a count: the notes state none
    "Where do guided tours of the workshop start?",        # a place: the notes state none
])
def test_sentences_on_the_subject_without_the_answers_form_are_a_limit_not_an_answer(llm, question):
    reply, limits = _rag(llm, _DEPOT, question)
    assert limits or "don't know" in reply.lower(), (reply, limits)


@pytest.mark.parametrize(("question", "answer"), [
    ("How long is lost property kept?", "30 days"),
    ("Which bay has the control room?", "Bay 3"),
    ("Where is the lost property desk?", "Bay 3"),
])
def test_sentences_that_hold_the_answers_form_are_answered_without_a_limit(llm, question, answer):
    reply, limits = _rag(llm, _DEPOT, question)
    assert answer in reply and not limits, (reply, limits)


def test_a_where_question_on_an_event_gets_its_place_or_a_limit(llm):
    reply, limits = _rag(llm, _CONF, "Where is the budget review held?")
    assert "Orchid" in reply or limits, (reply, limits)
