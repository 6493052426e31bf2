"""A timetable run's holiday note applied to a question that names a holiday (``grounded.time_grids``'
``asks_holiday`` and ``runs_on(..., holiday)``, fix54b): "H  Not on public holidays." takes the run out
on "a bank holiday Monday"; "Bank holidays only" takes it out on any other day."""

from __future__ import annotations

import warnings

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded import time_grids

TEMPLATE = "Answer the question based only on the following context:\n{notes}\n\nQuestion: {question}\n"

ROUTE = ("Route 12 bus, Kilnsey to Burnside (Monday to Friday)\n"
         "\n"
         "                   H\n"
         "Kilnsey          06:55    09:30    13:10\n"
         "Mill Bridge      07:04    09:39    13:19\n"
         "Burnside         07:20    09:55    13:35\n"
         "\n"
         "H  Not on public holidays.\n")
LATE = ("Night tram, Quay to Eastfield\n"
        "\n"
        + " " * 33 + "B\n"
        "Quay           22:10    23:05    23:50\n"
        "Eastfield      22:31    23:26    23:59\n"
        "\n"
        "B  Bank holidays only.\n")


def _ask(notes: str, question: str) -> str:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(TEMPLATE.format(notes=notes, question=question)).content


def test_asks_holiday():
    assert time_grids.asks_holiday("It's a bank holiday Monday. When's the first bus?")
    assert not time_grids.asks_holiday("When's the first bus on Monday?")


def test_a_run_not_on_public_holidays_is_skipped_on_a_bank_holiday():
    text = _ask(ROUTE, "It's a bank holiday Monday. When's the first bus from Kilnsey?")
    assert "09:30" in text and "06:55" not in text


def test_the_run_stands_on_an_ordinary_day():  # guard
    assert "06:55" in _ask(ROUTE, "What's the first bus from Kilnsey on a Tuesday?")


def test_a_bank_holidays_only_run_is_skipped_on_an_ordinary_day():
    text = _ask(LATE, "What's the last tram from Quay on a Wednesday?")
    assert "23:05" in text and "23:50" not in text
