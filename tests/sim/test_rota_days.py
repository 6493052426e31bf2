"""A rota's column for one day read for who is on and how many (``rota_days``), and the terse day
abbreviations and closed days of ``weekdays`` / ``schedules`` (issue 26, fix60a). Wordings of their own."""

from __future__ import annotations

from course_lib.sim.grounded import rota_days, schedules
from course_lib.sim.material.plain_text import plain_text
from course_lib.sim.words import weekdays

POOL_ROTA = ("Lifeguards - week 12\n"
             "Guard\tMon\tTue\tWed\n"
             "Ines\t6-2\toff\t6-2\n"
             "Tomasz\toff\t2-10\t2-10\n"
             "Wren\t2-10\t6-2\toff\n"
             "Change: Wren now covers Wed 6-2 and Ines has Wed off.\n")


def test_who_is_on_reads_cells_not_off_and_a_later_change():
    found = schedules.answer("who is on wed", (plain_text(POOL_ROTA),))
    assert found is not None and found.limit is None
    assert "Tomasz" in found.text and "Wren" in found.text and "Ines" not in found.text, found.text


def test_how_many_counts_the_rows_on():
    found = schedules.answer("how many guards on monday", (plain_text(POOL_ROTA),))
    assert found is not None and found.text.startswith("2 on Monday")


def test_a_later_line_it_cannot_read_is_a_limit():
    body = POOL_ROTA + "Tomasz asked about Tue, to be confirmed.\n"
    found = schedules.answer("who's on tuesday", (plain_text(body),))
    assert found is not None and found.limit is not None and not found.text


def test_one_rows_question_is_left_to_the_cell_reader():  # guard
    assert rota_days.on_day("when does wren start", 0, [("Wren", "2-10"), ("Ines", "6-2")], ()) is None


def test_a_column_of_other_values_is_no_rota():  # guard
    assert rota_days.on_day("who is on monday", 0, [("Room A", "Yoga"), ("Room B", "Spin")], ()) is None


def test_lower_case_abbreviations_in_a_terse_question():
    assert weekdays.asked_day("open thurs?") == 3
    assert weekdays.asked_day("sun hours?") == 6
    assert weekdays.asked_day("who's on weds") == 2
    assert weekdays.asked_day("I sat the exam") is None  # guard
    assert weekdays.asked_day("sun cream?") is None  # guard
    assert weekdays.asked_day("c'mon then") is None  # guard


def test_a_closed_day_keeps_its_word_of_closing():
    body = "Bike hire: Thursday to Sunday 9am-6pm, closed on Tuesdays and Wednesdays."
    found = schedules.answer("open tues?", (body,))
    assert found is not None and "closed" in found.text and found.text.startswith("No")
    found = schedules.answer("hours on friday?", (body,))
    assert found is not None and not found.text.rstrip(".").endswith("closed on")


def test_a_terse_count_and_thing_asks_what_they_come_to():
    from course_lib.sim.grounded import workings

    assert workings.operation("5 kg pears") == "product"
    assert workings.operation("2 bags of flour?") == "product"
    assert workings.operation("the 5 rules") is None  # guard


def test_a_notes_label_under_a_prompts_rota_keeps_the_rota():
    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    prompt = ("Help the lifeguards. This week's rota:\n\n" + POOL_ROTA.replace("Change:", "Notes: the gala is on Sat.\n"
              "Change:"))
    out = SimulatedChatModel().invoke([SystemMessage(prompt), HumanMessage("who's on monday")])
    assert "Ines" in out.content and "Wren" in out.content and "Tomasz" not in out.content, out.content


def test_a_grid_of_marks_is_no_rota_of_shifts():
    # "x" marks a day worked in a tick grid as often as a day off: no count is read from marks (worked_x rota-saturday)
    ticks = "| Helper | Mon | Sat |\n|---|---|---|\n| Ana | x | x |\n| Bo | - | x |\n| Cy | x | - |\n"
    found = schedules.answer("how many helpers on saturday", (plain_text(ticks),))
    assert found is None or not found.text.startswith(("No one", "0 on"))
