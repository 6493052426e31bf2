"""Structured output of a list of objects from a table's rows and a total worked from them, never a
figure made up (``course_lib.sim.values.table_objects``, ``responders.structured``; issue 26, the
thirty-fourth set's CC7 (a), (b)). Schemas and sheets invented here (a timesheet pasted with tabs,
a shopping basket as CSV and as a markdown table, a mileage log); all fail on fc9a2af1 (no such
module; rows not read and totals from nowhere), except the guards marked.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from course_lib.sim.values import table_objects


class Shift(BaseModel):
    day: str
    hours: float


class Timesheet(BaseModel):
    shifts: list[Shift]
    total_hours: float = Field(description="the sum of all the hours")


class BasketLine(BaseModel):
    product: str
    price: float


class Basket(BaseModel):
    lines: list[BasketLine]
    total: float = Field(description="the total of all the prices")


class Trip(BaseModel):
    destination: str
    miles: int
    purpose: str


class MileageClaim(BaseModel):
    trips: list[Trip]


class TotalOnly(BaseModel):
    total: float = Field(description="the sum of all the amounts")


_TIMESHEET = "Day\tStart\tHours\nMonday\t09:00\t7.5\nWednesday (late)\t13:00\t6.0\nSaturday\t08:30\t4.25"
_BASKET_CSV = "Product,Shelf,Price\nOat milk,B4,1.85\nRye bread,A2,2.40\nHoney (2 jars),C1,6.10"
_BASKET_MD = "| Product | Price (£) |\n|---|---|\n| Oat milk | 1.85 |\n| Rye bread | 2.40 |"
_MILEAGE = "Destination\tMiles\nLeeds\t42\nYork\t61"


def _structured(schema, text: str, instruction: str = "Turn this into a record."):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(instruction), HumanMessage(text)])
    return out["parsed"], [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def _props(schema) -> dict:
    return {n: dict(f) for n, f in schema.model_json_schema()["properties"].items()}


@pytest.mark.parametrize(("text", "rows"), [
    (_TIMESHEET, [{"day": "Monday", "hours": 7.5}, {"day": "Wednesday (late)", "hours": 6.0},
                  {"day": "Saturday", "hours": 4.25}]),
    ("Day,Hours\nTue,3\nFri,2.5\nSun,1", [{"day": "Tue", "hours": 3.0}, {"day": "Fri", "hours": 2.5},
                                        {"day": "Sun", "hours": 1.0}]),
])
def test_each_row_is_one_object_its_cells_under_the_fields_columns(text, rows):
    assert table_objects.objects(_props(Shift), {"day", "hours"}, text) == rows


def test_a_required_field_with_no_column_is_a_reason_never_a_guess():
    got = table_objects.objects(_props(Trip), {"destination", "miles", "purpose"}, _MILEAGE)
    assert isinstance(got, str) and "purpose" in got


def test_a_number_cell_that_is_no_number_is_a_reason():
    got = table_objects.objects(_props(Shift), {"day", "hours"}, "Day\tHours\nMon\tall day\nTue\t3")
    assert isinstance(got, str) and "all day" in got


def test_a_text_with_no_table_gives_none():
    """Guard of the rule: no table, the other readers' business."""
    assert table_objects.objects(_props(Shift), {"day", "hours"}, "I worked Monday and Tuesday.") is None


@pytest.mark.parametrize(("name", "description", "total"), [
    ("total", "", True), ("total_hours", "", True), ("amount", "the sum of all the amounts", True),
    ("grand_total", "", True), ("hours", "hours worked", False), ("price", "", False),
])
def test_a_total_field_is_told_by_its_name_or_description(name, description, total):
    assert table_objects.is_total(name, description) is total


def test_a_total_is_worked_from_the_list_filled_before_it():
    so_far = {"lines": [{"product": "a", "price": 1.85}, {"product": "b", "price": 2.4}]}
    assert table_objects.worked_total("total", "the total of all the prices", so_far) == pytest.approx(4.25)
    assert table_objects.worked_total("total", "", {"lines": []}) is None


@pytest.mark.parametrize(("value", "text", "stated"), [
    (194.65, "Total: £194.65", True), (1250.0, "came to 1,250", True), (3.0, "on 03/04/2035", False),
    (12.0, "at 12:30", False), (4.1, "Rye bread 2.40", False), (360.0, "three hundred and sixty pounds", True),
])
def test_a_figure_is_stated_only_as_a_figure_of_its_own(value, text, stated):
    assert table_objects.stated(value, text) is stated


@pytest.mark.parametrize(("schema", "text", "check"), [
    (Timesheet, _TIMESHEET, lambda t: [s.hours for s in t.shifts] == [7.5, 6.0, 4.25] and t.total_hours == 17.75),
    (Basket, _BASKET_CSV, lambda b: [x.product for x in b.lines] == ["Oat milk", "Rye bread", "Honey (2 jars)"]
     and b.total == pytest.approx(10.35)),
    (Basket, _BASKET_MD, lambda b: [x.price for x in b.lines] == [1.85, 2.4] and b.total == pytest.approx(4.25)),
])
def test_structured_output_reads_the_rows_and_works_the_total(schema, text, check):
    parsed, limits = _structured(schema, text)
    assert check(parsed), parsed
    assert not limits, limits


def test_rows_that_cannot_fill_the_objects_give_the_safe_value_and_a_limit():
    """Guard: the old code gave the safe value with its reading limit too; now the table's reason."""
    parsed, limits = _structured(MileageClaim, _MILEAGE)
    assert parsed.trips == [] and limits, (parsed, limits)


def test_a_total_the_text_does_not_write_is_never_made_up():
    parsed, limits = _structured(TotalOnly, "Item\tDate\tAmount\nTaxi\t03/04/2035\t12.40\nLunch\t04/04/2035\t8.10")
    assert parsed.total in (0.0, 20.5), parsed
    assert parsed.total == 20.5 or limits, (parsed, limits)


def test_a_stated_total_is_still_read():
    """Guard: a total the text writes is read as before (passes on the old code)."""
    parsed, limits = _structured(TotalOnly, "The taxi was 12.40 and lunch 8.10, 20.50 in total.")
    assert parsed.total == 20.5, parsed
