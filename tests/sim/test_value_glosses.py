"""``values.value_glosses``: a request's day, time and count words in Spanish, French, Italian, Portuguese
or German glossed as the English the field readers read, so a learner's booking tool gets its date, time
and party size from a request in those languages (issue 26). Invented requests; a text in another
language, and words no list holds, stay as written."""

from __future__ import annotations

import datetime as dt
import warnings

import pytest
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.value_glosses import glossed, language


@pytest.mark.parametrize("text, said", [
    ("Hoy es miércoles 4 de junio de 2031. Quiero una mesa para mañana a las nueve de la noche, seremos tres.",
     ["today is Wednesday 4 June 2031", "tomorrow at 21:00", "3 of us"]),
    ("Nous sommes le vendredi 10 octobre 2031. Une table pour après-demain à 19h45, nous serons cinq.",
     ["today is Friday 10 October 2031", "the day after tomorrow at 19:45", "5 of us"]),
    ("Oggi è lunedì 3 marzo 2031. Un tavolo per domani alle nove e mezza di sera, siamo in quattro.",
     ["today is Monday 3 March 2031", "tomorrow at 21:30", "4 of us"]),
    ("Hoje é sexta-feira, 7 de novembro de 2031. Uma mesa para amanhã às oito da noite, somos duas.",
     ["today is Friday, 7 November 2031", "tomorrow at 20:00", "2 of us"]),
    ("Heute ist Dienstag, der 2. Dezember 2031. Einen Tisch für morgen um halb neun abends, wir sind zu dritt.",
     ["today is Tuesday", "2 December 2031", "tomorrow at 20:30", "3 of us"]),
    ("Reserva para el domingo a las doce menos cuarto de la mañana.", ["Sunday at 11:45"]),
])
def test_day_time_and_count_words_read_as_english(text, said):
    out = glossed(text)
    for part in said:
        assert part in out


@pytest.mark.parametrize("text", [
    "Book a table for tomorrow at half past eight, there are four of us.",  # English: as written
    "明天晚上七点半，我们四个人。",  # Chinese: its own readers
])
def test_other_languages_stay_as_written(text):
    assert glossed(text) == text


def test_an_ambiguous_number_word_stays():
    # (guard) Italian "sei" is also "you are": no count of 6
    assert "6" not in glossed("Sei libero domani sera per una partita a padel?")


def test_una_is_no_count_and_the_language_is_named():
    assert "1 pista" not in glossed("Quiero reservar una pista para mañana a las diez de la mañana.")
    assert language("Quiero reservar una pista para mañana a las diez de la mañana.") == "es"
    assert language("Book a court for tomorrow at ten.") is None


@tool
def reserve_table(date: str, time: str, party_size: int) -> str:
    """Reserve a restaurant table. date as YYYY-MM-DD, time as HH:MM (24 h)."""
    return "ok"


@tool
def reservar_mesa(fecha: str, hora: str, personas: int) -> str:
    """Reserva una mesa. fecha en formato YYYY-MM-DD; hora en formato HH:MM."""
    return "ok"


@pytest.mark.parametrize("tools, text, args", [
    ([reserve_table], "Nous sommes le vendredi 10 octobre 2031. Une table pour après-demain à 19h45, nous serons cinq.",
     {"date": "2031-10-12", "time": "19:45", "party_size": 5}),
    ([reservar_mesa], "Hoy es miércoles 4 de junio de 2031. Resérvame una mesa para el viernes a las nueve y cuarto "
                      "de la noche, somos seis.", {"fecha": "2031-06-06", "hora": "21:15", "personas": 6}),
])
def test_a_booking_tool_takes_the_values_of_a_request_in_another_language(tools, text, args):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools(tools).invoke([HumanMessage(text)])
    assert out.tool_calls and out.tool_calls[0]["args"] == args


def test_a_date_typed_argument_named_in_another_language_keeps_the_stated_today():
    @tool
    def termin_buchen(tag: dt.date, uhrzeit: str, personen: int) -> str:
        """Bucht einen Termin. uhrzeit im Format HH:MM."""
        return "ok"

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools([termin_buchen]).invoke([HumanMessage(
            "Heute ist Freitag, der 6. Juni 2031. Buche bitte einen Termin für übermorgen um 10 Uhr, wir sind zu zweit.")])
    assert out.tool_calls and out.tool_calls[0]["args"] == {"tag": "2031-06-08", "uhrzeit": "10:00", "personen": 2}


@pytest.mark.parametrize(("text", "wanted"), [
    ("poproszę dwie kawy na wpół do jedenastej", "2 kawy at 10:30"),
    ("stolik dla czterech osób o dziewiątej wieczorem", "at 21:00"),
    ("wir kommen zu dritt, Tisch für halb sieben abends", "at 18:30"),
    ("drie kaartjes voor de film om half tien 's avonds", "3 kaartjes"),
    ("drie kaartjes voor de film om half tien 's avonds", "at 21:30"),
])
def test_polish_german_dutch_counts_and_half_hours(text, wanted):
    """fix58d (the fifty-fourth set's tool-pizza-pl): Polish and Dutch were not glossed; a German
    "halb" after no time lead ("für halb sieben") was not read."""
    assert wanted in glossed(text)


def test_guard_a_polish_count_after_na_is_no_clock_time():
    assert "at 0" not in glossed("zamów pizzę na dwie osoby")  # guard: "na 2 osoby" is no time


def test_polish_tool_call_reads_the_count_and_the_half_hour():
    @tool
    def zarezerwuj_kort(osoby: int, godzina: str) -> str:
        """Zarezerwuj kort: liczba osób i godzina HH:MM (24 godziny)."""
        return "ok"

    out = SimulatedChatModel().bind_tools([zarezerwuj_kort]).invoke(
        "zarezerwuj kort dla czterech osób na wpół do szóstej po południu")
    assert out.tool_calls and out.tool_calls[0]["args"] == {"osoby": 4, "godzina": "17:30"}, out.tool_calls
