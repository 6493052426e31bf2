"""The eighth set's failure classes (issue 26), checked on variants in no invented set: documents,
tools, schemas and wordings of their own, so no fix is keyed to a case's strings. Each test fails
on main's code before the eighth set's changes (6e1d262) unless it says it is a guard.

- A row of a table, a CSV or a line of code is one record: an answer does not run on into the
  next one (``Unit.row``).
- Names keep letters outside ASCII ("Łódź", not "" or "Gda"); a number is no person's name.
- Tool arguments: an IBAN is a value kind; an id takes the shape of the description's example
  ("LH 4410", not "4410"); a date moved by an offset written before it ("two weeks before ...").
- YAML front matter is one "key: value" record whose fields answer ("author:"); a YAML file
  nested deep is read one value a line, named by its keys (``data_records``).
- A partial answer to "And the other one?" is the unresolved-reference limit.
- A rating on a scale takes the figure the text writes ("seven out of ten").
- "How are you?" in Swedish, Polish, Danish/Norwegian is small talk.
- "And the ferritin?" after "What was the iron?" asks the earlier question about the ferritin.
- "In which room / town ...?" asks for a kind of answer: a line that only names "Room 5" or "Town
  Hall" is not picked to cover the word.
"""

from __future__ import annotations

import json
import warnings
from typing import Literal

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field


def _quiet(call):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = call()
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out, limits


def _rag(llm, context, question, history=()):
    msgs = [SystemMessage("Answer only from these notes.\n\nNotes:\n" + context), *history, HumanMessage(question)]
    out, limits = _quiet(lambda: llm.invoke(msgs))
    return out.content, limits


# --- a row is one record ------------------------------------------------------------------------

_SEATS = """First leg    Mon 3 May   IC 612     Gent -> Brussel-Zuid    coach 4     seat 71
Second leg   Mon 3 May   TGV 9832   Brussel-Zuid -> Lyon    coach 12    seat 48
"""
_SUPPLIERS = """supplier,city,contact,lead_time_days
Brightwire,"Unit 4, Harbour Estate, Cork",Aoife Byrne,12
Tallow & Wick,"21 Mill Lane, Kendal",Sam Okoro,5
Fennel Foods,"Pier Road, Whitstable",Ines Vidal,9
"""


@pytest.mark.parametrize("notes,question,answer,other", [
    (_SEATS, "Which seat do I have on the first leg?", "71", "48"),
    (_SUPPLIERS, "What is the lead time for Tallow & Wick?", "5", "Fennel"),  # a guard: held before too
])
def test_an_answer_does_not_run_on_into_the_next_row(llm, notes, question, answer, other):
    reply, limits = _rag(llm, notes, question)
    assert answer in reply and other not in reply and not limits, reply


# --- names beyond ASCII, and a number is no name -------------------------------------------------


@tool
def air_quality(city: str) -> str:
    """Today's air quality index for one city."""
    return "42"


@pytest.mark.parametrize("question,city", [
    ("What's the air quality in Łódź today?", "Łódź"),
    ("How is the air quality in Málaga this morning?", "Málaga"),
])
def test_a_city_name_keeps_its_letters_beyond_ascii(llm, question, city):
    out, _ = _quiet(lambda: llm.bind_tools([air_quality]).invoke(question))
    assert [c["args"] for c in out.tool_calls] == [{"city": city}]


def test_a_number_is_no_persons_name(llm):
    out, limits = _quiet(lambda: llm.invoke('Output JSON like {"name": "", "age": 0}.\nText: Órla is 41.'))
    body = json.loads(out.content[out.content.find("{"): out.content.rfind("}") + 1])
    assert body.get("name") != "41" and (body.get("name") == "Órla" or limits), out.content


# --- tool arguments: an IBAN, an id in its example's shape, a date with an offset ------------------


@tool
def pay_invoice(amount: float, iban: str) -> str:
    """Pay an invoice by bank transfer to an IBAN."""
    return "paid"


@tool
def gate_info(flight_code: str) -> str:
    """Gate and boarding time of a flight, by its flight code (e.g. KL 1043)."""
    return "B12"


@tool
def plan_visit(day: str, place: str) -> str:
    """Plan a visit on a calendar day (YYYY-MM-DD) to a place."""
    return "planned"


def test_an_iban_is_read_as_one(llm):
    out, _ = _quiet(lambda: llm.bind_tools([pay_invoice]).invoke("Pay 80 euros to FR76 3000 6000 0112 3456 7890 189."))
    assert out.tool_calls[0]["args"]["iban"] == "FR76 3000 6000 0112 3456 7890 189"


def test_no_iban_is_never_the_questions_words(llm):  # a guard (held before too)
    out, limits = _quiet(lambda: llm.bind_tools([pay_invoice]).invoke("Pay 80 euros to the roofer for the gutter."))
    assert all(not c["args"].get("iban") for c in out.tool_calls) and (limits or not out.tool_calls)


@pytest.mark.parametrize("question,code", [
    ("Which gate does LH 4410 board at?", "LH 4410"),
    ("When does EW 9071 start boarding?", "EW 9071"),
])
def test_an_id_takes_the_shape_of_the_descriptions_example(llm, question, code):
    out, _ = _quiet(lambda: llm.bind_tools([gate_info]).invoke(question))
    assert [c["args"] for c in out.tool_calls] == [{"flight_code": code}]


@pytest.mark.parametrize("question,day", [
    ("Plan a visit to the Rijksmuseum two weeks before 2027-06-20.", "2027-06-06"),
    ("Plan a visit to the botanical garden 10 days after 28 February 2027.", "2027-03-10"),
])
def test_a_date_moves_by_the_offset_written_before_it(llm, question, day):
    out, _ = _quiet(lambda: llm.bind_tools([plan_visit]).invoke(question))
    assert out.tool_calls and out.tool_calls[0]["args"]["day"] == day


# --- front matter and deep YAML ------------------------------------------------------------------

_POST = """---
title: "Sharpening a card scraper"
author: Tomasz Wiśniewski
date: 2027-01-30
---
Hold the burnisher at a slight angle and make three firm passes along each edge.
"""
_RECIPE_POST = """---
title: Overnight oats with rhubarb
author: Nkechi Adebayo
---
Stew the rhubarb with a spoon of honey, then layer it over the soaked oats.
"""


@pytest.mark.parametrize("notes,question,name", [
    (_POST, "Who wrote the post on sharpening a card scraper?", "Tomasz Wiśniewski"),
    (_RECIPE_POST, "Who is the author of the overnight oats recipe?", "Nkechi Adebayo"),
])
def test_front_matter_fields_answer(llm, notes, question, name):
    reply, limits = _rag(llm, notes, question)
    assert name in reply and not limits, reply


_COMPOSE = """# local stack for the bakery app
services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: bakery
  cache:
    image: redis:7-alpine
    ports:
      - "6380:6379"
"""


@pytest.mark.parametrize("question,answer,other", [
    ("Which image does the cache service use?", "redis:7-alpine", "postgres"),
    ("Which image does the db service run?", "postgres:16", "redis"),
])
def test_a_deep_yaml_file_answers_from_its_one_value(llm, question, answer, other):
    reply, limits = _rag(llm, _COMPOSE, question)
    assert answer in reply and other not in reply and not limits, reply


# --- "the other one" ---------------------------------------------------------------------------

_FERRIES = """Ferry times -- Oban

Route           Departs   Arrives
Oban -> Mull    09:55     10:45
Oban -> Lismore 11:20     12:10
"""


@pytest.mark.parametrize("follow_up", ["And the other one?", "What about the other one?"])
def test_a_partial_answer_to_the_other_one_is_a_stated_limit(llm, follow_up):
    history = [HumanMessage("When does the Mull ferry depart?"), AIMessage("At 09:55.")]
    reply, limits = _rag(llm, _FERRIES, follow_up, history)
    assert limits or "11:20" in reply, reply


# --- a rating the text states --------------------------------------------------------------------


class FilmScore(BaseModel):
    score: int = Field(ge=0, le=10, description="the score out of ten the critic gives")


class HotelStars(BaseModel):
    stars: int = Field(ge=1, le=5, description="the hotel's star rating")
    kind: Literal["hotel", "hostel"] = "hotel"


@pytest.mark.parametrize("schema,text,field,value", [
    (FilmScore, "Seven out of ten: gorgeous to look at, but the plot drags in the middle.", "score", 7),
    (HotelStars, "A three stars hotel by the harbour, clean but noisy at night.", "stars", 3),
])
def test_a_rating_the_text_states_is_read(llm, schema, text, field, value):
    out, _ = _quiet(lambda: llm.with_structured_output(schema).invoke(
        [SystemMessage("Extract the rating."), HumanMessage(text)]))
    assert getattr(out, field) == value


# --- small talk in more languages ------------------------------------------------------------------


@pytest.mark.parametrize("message", ["Hej, hur mår du?", "Cześć! Jak się masz?", "Hej, hvordan har du det?"])
def test_how_are_you_in_other_languages_is_small_talk(llm, message):
    out, limits = _quiet(lambda: llm.invoke(message))
    assert not limits and out.content.strip(), out.content


# --- "And the X?": the earlier question asked about X -------------------------------------------

_BLOODS = """Iron          14    umol/L    6 - 30
Ferritin      85    ug/L      20 - 250
Vitamin B12   310   ng/L      200 - 900
"""
_KIOSK = """Kiosk prices -- Harbour Green

Tea          2.10
Coffee       2.60
Hot chocolate 2.90
"""


@pytest.mark.parametrize("notes,first,said,follow_up,answer,earlier", [
    (_BLOODS, "What was the iron?", "14 umol/L.", "And the ferritin?", "85", "14 "),
    (_KIOSK, "How much is the tea?", "2.10.", "And the coffee?", "2.60", "2.10"),
])
def test_and_the_x_asks_the_earlier_question_about_x(llm, notes, first, said, follow_up, answer, earlier):
    history = [HumanMessage(first), AIMessage(said)]
    reply, limits = _rag(llm, notes, follow_up, history)
    assert answer in reply and earlier not in reply and not limits, reply


# --- "which room / town": the kind of answer asked, not a word the answer repeats ----------------

_RETREAT = """Autumn retreat -- Sunday

10:00  Wine tasting with Margit Olsen (Cellar Hall)
12:00  Lunch in the Orangery
14:00  Pottery workshop (Room 5)
"""
_BRANCHES = """Our branches

The Quayside branch is at 3 Harbour Street, Whitby.
The Town Hall branch is in Market Square, Malton.
"""


@pytest.mark.parametrize("notes,question,answer,other", [
    (_RETREAT, "In which room is the wine tasting?", "Cellar Hall", "Room 5"),
    (_BRANCHES, "In which town is the Quayside branch?", "Whitby", "Malton"),
])
def test_the_asked_kind_of_place_picks_no_line_that_only_names_it(llm, notes, question, answer, other):
    reply, limits = _rag(llm, notes, question)
    assert answer in reply and other not in reply and not limits, reply
