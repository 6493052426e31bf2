"""An amount of data ("30GB", "500 MB", "2 TB") is a value of its own kind, the one "how much
data / storage" asks for (issue 26, eleventh set D4): before, "data" was a content word, so a
second line that only names it (an add-on) was quoted beside the line with the plan's amount.
Invented bills and spec sheets."""

from __future__ import annotations

import pytest

from course_lib.sim.words.quantities import asked_type, value_types


@pytest.mark.parametrize("text, found", [
    ("Plan: Basic 12GB", True),
    ("SSD 512 GB, 16 GB RAM", True),
    ("Cloud backup: 2 TB included", True),
    ("Attachment limit 25 megabytes", True),
    ("Paid £12.00 in GBP", False),
    ("Bag allowance 23 kg", False),
])
def test_a_data_amount_is_its_kind(text, found):
    assert ("data" in value_types(text)) is found


@pytest.mark.parametrize("question, kind", [
    ("How much data do I get each month?", "data"),
    ("How much storage does the laptop have?", "data"),
    ("How many GB are left on my plan?", "data"),
    ("How much did the laptop cost?", "money"),
])
def test_what_the_question_asks(question, kind):
    assert asked_type(question)[0] == kind


def test_the_line_with_the_plan_s_amount_alone():
    import warnings

    from course_lib import get_chat_model

    bill = ("Account 7781\nPlan: Travel Saver 15GB   £12.00\nExtra data bundle 2GB (3 Mar)   £4.00\n"
            "Calls to 0800 numbers   £0.00\nTotal   £16.00\n")
    llm = get_chat_model("sim")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke([("system", f"Answer from the context.\n\nContext:\n{bill}"),
                          ("human", "How much data is included in my plan?")])
    assert "15GB" in out.content and "2GB" not in out.content, out.content
