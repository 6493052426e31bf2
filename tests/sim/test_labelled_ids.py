"""An id written after its label is taken whole as written, its lower-case letter groups and its
spaces kept (``values.labelled_ids``, read by ``field_readers.id_values``; issue 26, the fiftieth
set's SS8; fix52b). Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.values.field_readers import id_values
from course_lib.sim.values.labelled_ids import labelled_code


def _code(text):
    span = labelled_code(text)
    return text[span[0]:span[1]] if span else None


@pytest.mark.parametrize("text, code", [
    ("the locker code is qm 4410 2290 uk, thanks", "qm 4410 2290 uk"),
    ("membership no. zt 88 104 - has it lapsed?", "zt 88 104"),
    ("my claim ref is pd 7 ww 19", "pd 7 ww 19"),
    ("look up reservation number lk 2031 b please", "lk 2031 b"),
    # guards: figures alone, a word after the last figures, no label
    ("the gate code is 4471 to open it", None),
    ("bus number 5 for town", None),
    ("meet me at gate ab 12", None),
])
def test_the_code_after_its_label(text, code):
    assert _code(text) == code


@pytest.mark.parametrize("text, ids", [
    ("the locker code is qm 4410 2290 uk, thanks", ["qm 4410 2290 uk"]),
    ("my claim ref is pd 7 ww 19", ["pd 7 ww 19"]),
    # guards: the readings kept
    ("chase order ORD-1003 and ORD-1011", ["ORD-1003", "ORD-1011"]),
    ("tracking 6812 4490 3317 please", ["6812 4490 3317"]),
])
def test_id_values_keep_a_labelled_codes_letters(text, ids):
    assert id_values(text) == ids


@tool
def find_locker(locker_code: str) -> str:
    """Find a left-luggage locker by its code."""
    return "found"


def test_a_tool_argument_takes_the_code_as_written():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools([find_locker]).invoke("which locker is mine? the code is qm 4410 2290 uk")
    assert out.tool_calls and out.tool_calls[0]["args"]["locker_code"].replace(" ", "").upper() == "QM44102290UK"


from course_lib.sim.values.field_readers import example_shaped  # noqa: E402


@pytest.mark.parametrize("text, description, code", [
    ("please cancel my booking, it's bkg 20931 k", "Cancel a booking by its reference, e.g. BKG-12345-A.",
     "BKG-20931-K"),
    ("return rma 2291 b for me", "The return's id, such as RMA/1234/A", "RMA/2291/B"),
    ("ship pkg 0042 eu 7", "A parcel code like PKG-1234-UK-9", "PKG-0042-EU-7"),
    ("cancel BKG-20931-K", "Cancel a booking by its reference, e.g. BKG-12345-A.", "BKG-20931-K"),  # written whole
    ("cancel booking 20931", "Cancel a booking by its reference, e.g. BKG-12345-A.", None),  # (guard) not its shape
    ("cancel bkg 20931 k and bkg 20932 m", "Cancel a booking by its reference, e.g. BKG-12345-A.", None),  # two
])
def test_a_code_typed_loosely_in_the_examples_shape_is_written_as_the_example(text, description, code):
    assert example_shaped(description, text) == code
