"""Invented multi-turn probes (issue 26, branch ``threadfix``): conversations read whole.

Written before any change of the branch, with their oracles, to measure four classes over a
thread: structured output that needs values from earlier human turns (corrections applied, a
field nobody gave left safe with a stated limit), elliptical follow-ups over notes ("And on
Sunday?": the previous question's frame with the new value), pronouns and references ("When
does it close?", "the second one"; two candidates: a stated limit), and tool calls whose
required argument was given earlier; plus topic changes where earlier values must not carry.
Topics and wordings are the branch's own (no fresh set's strings). Not held out: the branch
tuned against it, so its counts say what the branch fixed, not how the simulator meets new
material (the fresh sets do that).

Classes as in the fresh sets: ``right``, ``limit`` (a limit was stated), ``wrong`` (silently).
``python -W ignore -m tests.sim.fresh.thread_probes [-v]`` prints the counts.
"""

from __future__ import annotations

import sys
from typing import Literal

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _any,
    _but_not,
    _call,
    _must_state,
    _no_call,
    _notes_thread,
    _parsed,
    _thread,
    report,
    tally,
)


def _messages(turns) -> list:
    return [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]


def _structured_thread(schema: type, *turns: str, instruction: str = "Extract the booking details from the conversation."):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(instruction), *_messages(turns)])

    return run


def _tool_thread(tools: list, *turns: str):
    def run(llm):
        return llm.bind_tools(tools).invoke(_messages(turns))

    return run


# --- 1. structured output over a conversation ------------------------------------------------------

class Stay(BaseModel):
    guest_name: str = Field(description="Full name of the guest")
    room_type: Literal["single", "double", "twin", "suite"]
    nights: int
    breakfast: bool = Field(description="Whether breakfast is included")


class Visit(BaseModel):
    patient: str = Field(description="The patient's full name")
    clinic: Literal["dental", "eye", "physio"]
    day: str = Field(description="Day of the appointment")


class Parcel(BaseModel):
    recipient: str = Field(description="Name of the person receiving the parcel")
    postcode: str = Field(description="Delivery postcode")
    size: Literal["small", "medium", "large"]


class Hoodie(BaseModel):
    size: Literal["small", "medium", "large"]
    colour: str


STRUCTURED = [
    Case("stay-over-turns", _structured_thread(Stay, "Hello, this is Ines Carvalho. I'm after a double room.",
                                               "Certainly, Ms Carvalho. For how long?",
                                               "Four nights, and include breakfast please."),
         _parsed(lambda p: p.guest_name == "Ines Carvalho" and p.room_type == "double" and p.nights == 4
                 and p.breakfast is True)),
    Case("stay-corrected-room", _structured_thread(Stay, "Hi, Tomasz Wrona here, I need a single room.", "Sure.",
                                                   "Actually make it a twin.", "No problem.",
                                                   "Two nights, no breakfast."),
         _parsed(lambda p: p.guest_name == "Tomasz Wrona" and p.room_type == "twin" and p.nights == 2
                 and p.breakfast is False)),
    Case("visit-over-turns", _structured_thread(Visit, "My daughter Elsa Lund needs a check-up at the eye clinic.",
                                                "Which day suits you?", "Thursday works best.",
                                                instruction="Extract the appointment request."),
         _parsed(lambda p: p.patient == "Elsa Lund" and p.clinic == "eye" and p.day.lower().startswith("thursday"))),
    Case("parcel-no-postcode", _structured_thread(Parcel, "I'm sending a medium parcel.", "Okay, who is it for?",
                                                  "It goes to Priya Raman.",
                                                  instruction="Extract the delivery details."),
         _parsed(lambda p: p.recipient == "Priya Raman" and p.size == "medium" and p.postcode == "")),
    Case("hoodie-latest-size", _structured_thread(Hoodie, "I'd like the hoodie in medium, in forest green.", "Got it.",
                                                  "Hmm, make it large.", instruction="Extract the order."),
         _parsed(lambda p: p.size == "large" and "green" in p.colour.lower())),
    Case("visit-last-gives-all", _structured_thread(Visit, "My son Rafael Ortiz has a toothache.", "Sorry to hear that.",
                                                    "Book Marta Ortiz into physio on Monday instead.",
                                                    instruction="Extract the appointment request."),
         _parsed(lambda p: p.patient == "Marta Ortiz" and p.clinic == "physio" and p.day.lower().startswith("monday"))),
]


# --- 2. elliptical follow-ups over notes -----------------------------------------------------------

POOL = """Millbrook Leisure Pool
Opening hours: Monday to Friday 06:30-21:00. Saturday 08:00-18:00. Sunday 09:00-14:00.
Adult swim: £5.20. Child swim (under 16): £2.60. Family ticket: £13.
Parking is behind the building on Tanner Lane."""

OFFICES = """Contact our offices
Bristol office: 21 Quay Street, phone 0117 496 0311, manager Helen Ashby.
Leeds office: 9 Park Row, phone 0113 496 0427, manager Samuel Okoro."""

VETS = """Riverside Vets rota
Dr Kowalski sees patients on Tuesdays and Thursdays.
Dr Adeyemi sees patients on Mondays and Fridays."""

ELLIPSIS = [
    Case("pool-and-sunday", _notes_thread(POOL, "When does the pool open on Saturday?", "At 08:00.", "And on Sunday?"),
         _but_not(_any("09:00", "9:00", "9am", "9 am"), "08:00")),
    Case("office-what-about", _notes_thread(OFFICES, "What is the phone number of the Bristol office?",
                                            "0117 496 0311.", "What about the Leeds office?"),
         _but_not(_any("0113 496 0427"), "0117")),
    Case("pool-for-children", _notes_thread(POOL, "How much is an adult swim?", "£5.20.", "How about for children?"),
         _but_not(_any("2.60"), "5.20")),
    Case("vet-and-person", _notes_thread(VETS, "When does Dr Kowalski see patients?", "Tuesdays and Thursdays.",
                                         "And Dr Adeyemi?"),
         _but_not(_any("Monday"), "Tuesday")),
    Case("office-manager-leeds", _notes_thread(OFFICES, "Who manages the Bristol office?", "Helen Ashby.",
                                               "And the Leeds office?"),
         _but_not(_any("Samuel Okoro"), "Helen")),
    Case("pool-topic-change", _notes_thread(POOL, "When does the pool open on Saturday?", "At 08:00.",
                                            "Where can I park?"),
         _any("Tanner Lane")),
]


# --- 3. pronouns and references --------------------------------------------------------------------

GALLERY = """Northgate Gallery opens at 10:00 and closes at 17:30. Admission is £8; under-12s go free.
The Lantern Café is on the ground floor; it closes at 16:00."""

TRAILS = """Walks from Grasmere
Helm Crag: 6 km, about 3 hours, steep at the top.
Easedale Tarn: 8 km, about 3.5 hours, gentle.
Alcock Tarn: 5 km, about 2 hours, one steep climb."""

STAFF = """Ferndale Library staff
Joanna Pryce ran the children's section until 2022; she now leads the archive team.
Owen Hale runs the reading group on Wednesdays."""

REFERENCES = [
    Case("gallery-close-it", _notes_thread(GALLERY, "What time does Northgate Gallery open?", "At 10:00.",
                                           "When does it close?"),
         _but_not(_any("17:30"), "16:00")),
    Case("gallery-how-much-it", _notes_thread(GALLERY, "Tell me when Northgate Gallery opens.", "At 10:00.",
                                              "How much is it?"),
         _any("£8", "8 pounds")),
    Case("staff-she-now", _notes_thread(STAFF, "Who ran the children's section?", "Joanna Pryce, until 2022.",
                                        "What does she do now?"),
         _any("archive")),
    Case("trails-second-one", _notes_thread(TRAILS, "Which walks start from Grasmere?",
                                            "1. Helm Crag\n2. Easedale Tarn\n3. Alcock Tarn",
                                            "How long is the second one?"),
         _but_not(_any("8 km"), "6 km", "5 km")),
    Case("gallery-two-candidates", _notes_thread(GALLERY, "What can I visit in Northgate?",
                                                 "Northgate Gallery and the Lantern Café.", "When does it close?"),
         _must_state),
    Case("chat-dentist-she", _thread("My dentist, Dr Amara Singh, works at Brookside Clinic.", "Noted.",
                                     "Where does she work?"),
         _any("Brookside")),
]


# --- 4. tool calls over a thread -------------------------------------------------------------------

@tool
def reserve_table(restaurant: str, people: int, day: str) -> str:
    """Reserve a table at a restaurant for a number of people on a given day."""
    return "reserved"


@tool
def weather_forecast(city: str) -> str:
    """Get tomorrow's weather forecast for a city."""
    return "sunny"


@tool
def book_room(hotel: str, nights: int) -> str:
    """Book a room at a hotel for a number of nights."""
    return "booked"


@tool
def track_parcel(tracking_number: str) -> str:
    """Look up where a parcel is, by its tracking number."""
    return "in transit"


TOOLS = [
    Case("table-day-later", _tool_thread([reserve_table], "I'm after a table for six at Casa Lupo.",
                                         "Casa Lupo has space on Thursday and Saturday.", "Great, book Saturday."),
         _call("reserve_table", restaurant=lambda v: "casa lupo" in str(v).lower(), people=lambda v: str(v) == "6",
               day=lambda v: "saturday" in str(v).lower())),
    Case("hotel-nights-later", _tool_thread([book_room], "I'm looking at the Seaview Hotel in Brighton.",
                                            "It has rooms from £120 a night.", "Book it for three nights please."),
         _call("book_room", hotel=lambda v: "seaview" in str(v).lower(), nights=lambda v: str(v) == "3")),
    Case("hotel-two-candidates", _tool_thread([book_room], "Compare the Seaview Hotel and the Grand Pier Hotel.",
                                              "Both have rooms free this weekend.", "Book it for two nights."),
         _no_call),
    Case("table-topic-change", _tool_thread([reserve_table, weather_forecast],
                                            "Find me a table for two at Mezze Bar.", "Mezze Bar has tables tonight.",
                                            "Thanks. Different question: what's the weather in Tromsø tomorrow?"),
         lambda out: _call("weather_forecast", city=lambda v: "troms" in str(v).lower())(out)
         and not any(c["name"] == "reserve_table" for c in out.tool_calls)),
    Case("parcel-where-now", _tool_thread([track_parcel], "My parcel's tracking number is JD014600006281.", "Thanks.",
                                          "Where is it now?"),
         _call("track_parcel", tracking_number=lambda v: str(v) == "JD014600006281")),
]

CASES: list[Case] = [*STRUCTURED, *ELLIPSIS, *REFERENCES, *TOOLS]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
