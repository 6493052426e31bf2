"""A form's label lines read into the field the label names (issue 26, ``label_lines``): a label
alone on its line takes the next line ("Pet's name" then "Biscuit"), "Label: value" its value,
"SUBTOTAL  9.80" a number field: never the form's title with the next label ("LOST PET REPORT
Pet's name ..."). Forms invented for these tests; the model tests fail on fc9a2af1."""

from __future__ import annotations

from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.label_lines import label_number, label_value

PET = ("LOST PET REPORT\n"
       "Pet name\n"
       "Biscuit\n"
       "Colour\n"
       "ginger and white\n"
       "Last seen\n"
       "Elm Park, Tuesday evening\n")

CANTEEN = ("Staff canteen\n"
           "Soup          2.40\n"
           "Sandwich      4.90\n"
           "Juice         2.50\n"
           "SUBTOTAL      9.80\n")

ZH = "维修单\n客户：陈立\n地址：东城路12号\n费用：180元\n"


def test_a_label_alone_takes_the_next_line():
    assert label_value("pet_name", "", PET) == "Biscuit"
    assert label_value("last_seen", "", PET) == "Elm Park, Tuesday evening"
    assert label_value("owner", "", PET) is None  # no label names it


def test_colon_and_figure_labels():
    assert label_number("subtotal", "", CANTEEN) == 9.80
    assert label_value("客户", "customer", ZH) == "陈立" or label_value("customer", "客户", ZH) == "陈立"
    assert label_number("fee", "费用", ZH) == 180.0


def test_prose_is_no_form():  # guard
    assert label_value("name", "", "Hi Jo,\nthe name is on the box.\nSee you") is None


class _Pet(BaseModel):
    pet_name: str
    colour: str


def test_the_form_fills_structured_output():
    out = SimulatedChatModel().with_structured_output(_Pet).invoke(
        [SystemMessage("Extract the information from the form."), HumanMessage(PET)])
    assert out.pet_name == "Biscuit" and out.colour == "ginger and white"


class _Club(BaseModel):
    club_name: str
    secretary: str


def test_a_name_field_takes_its_things_label_and_never_a_run_of_lines():
    form = "MEMBERSHIP RENEWAL\nClub\nNorthgate Harriers\nSecretary\nDiane Okoro\nFee\n45.00\n"
    out = SimulatedChatModel().with_structured_output(_Club).invoke(
        [SystemMessage("Extract the information."), HumanMessage(form)])
    assert out.club_name == "Northgate Harriers" and out.secretary == "Diane Okoro"


def test_a_value_read_across_lines_is_a_stated_limit():
    import warnings

    class _Event(BaseModel):
        event_title: str

    text = "SPRING FAIR\nStalls\nCakes, plants\nOpens\n10:00\n"
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(_Event, include_raw=True).invoke(
            [SystemMessage("Extract the information."), HumanMessage(text)])
    value = out["parsed"].event_title
    limited = any(type(w.message).__name__ == "SimulatorLimitWarning" for w in caught)
    assert value in ("SPRING FAIR",) or (limited and "\n" not in value and "Stalls" not in value)
