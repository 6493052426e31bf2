"""A form's number after its label in a multiplied or grouped form (issue 26;
``label_lines.label_number`` through ``figure_forms.plain_figures``): "Budget: $1.5m" is 1500000,
"Fee: £2.4k" 2400. Before, the label reader read the bare figure (1.5, 48 for "£48k" in fields_r's
tax form) and the number-evidence check put the safe value in its place under a limit."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel


class Grant(BaseModel):
    project: str
    budget: float


class Quote(BaseModel):
    supplier: str
    fee: float


@pytest.mark.parametrize("schema,text,field,want", [
    (Grant, "Project: Harbour Lights\nBudget: $1.5m\n", "budget", 1_500_000),
    (Grant, "Project: Orchard Survey\nBudget: €250k\n", "budget", 250_000),
    (Quote, "Supplier: Tidewell Roofing\nFee: £2.4k\n", "fee", 2_400),
    (Quote, "Supplier: Marsh & Co\nFee: 1,850\n", "fee", 1_850),  # guard: a grouped figure read before too
])
def test_a_labelled_multiplied_figure_is_read_whole(schema, text, field, want):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(schema).invoke(text)
    assert getattr(out, field) == want
