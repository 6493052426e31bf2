"""A request's count and id for a stock tool (issue 26): a label noun before an id ("EAN",
"PN") is no carrier prefix, an id runs on through a hyphenated letter group ("40-2281-C",
"3310-XR") and is one id (one call); a group word multiplies its number ("two dozen" = 24,
"a gross" = 144: ``number_words.GROUPS``); a count stated as what is left ("only three remain",
"down to our final four") is no count to act on when the request writes another."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool
from pydantic import BaseModel


@tool
def restock_product(product_code: str, units: int) -> str:
    """Place a supplier order for more units of a product, by its product code."""
    return ""


@tool
def delete_listing(product_code: str) -> str:
    """Delete a product listing from the web shop."""
    return ""


@pytest.mark.parametrize("question,code,units", [
    ("only three packs of EAN 40-2281-C remain on the shelf, restock another two dozen", "40-2281-C", 24),
    ("we have just one of item 512-7740-KT left; restock six more", "512-7740-KT", 6),
    ("restock a gross of PN 77-1290-B", "77-1290-B", 144),
    ("we're down to our final four of 61-330-Q so restock with a score more", "61-330-Q", 20),
    ("restock 40 of 3310-XR", "3310-XR", 40),  # guard: a plain count after the verb
])
def test_one_call_with_the_ordered_count(question, code, units):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        calls = SimulatedChatModel().bind_tools([restock_product, delete_listing]).invoke(question).tool_calls
    assert [(c["name"], c["args"]) for c in calls] == [
        ("restock_product", {"product_code": code, "units": units})], calls


@pytest.mark.parametrize("question,want", [
    ("is UPC 5521-0093-K back?", ["5521-0093-K"]),
    ("swap part 880-17-RT for 880-18-RT", ["880-17-RT", "880-18-RT"]),
    ("Has LX 318 landed?", ["LX 318"]),  # guard: a carrier code keeps its prefix
])
def test_id_values_read_labelled_lettered_ids_whole(question, want):
    from course_lib.sim.values.field_readers import id_values

    assert id_values(question) == want


@pytest.mark.parametrize("text,want", [
    ("4 dozen", "48"), ("a gross of pens", "144 of pens"), ("half a dozen eggs", "6 eggs"),
    ("a score of 8 out of 10", "a score of 8 out of 10"),  # guard: a result, no group
])
def test_group_words_multiply(text, want):
    from course_lib.sim.values.ordered_counts import with_group_counts

    assert with_group_counts(text) == want


@tool
def inventory_level(sku: str) -> str:
    """Check how many units of a SKU the warehouse holds."""
    return ""


@tool
def order_more(sku: str, quantity: int) -> str:
    """Order more stock of a SKU from the supplier."""
    return ""


@tool
def discontinue(sku: str) -> str:
    """Take a SKU off sale."""
    return ""


@pytest.mark.parametrize("question,call", [
    ("only 3 of SKU 40-2281-C left, order another two dozen", ("order_more", {"sku": "40-2281-C", "quantity": 24})),
    ("take SKU 40-2281-C off sale", ("discontinue", {"sku": "40-2281-C"})),  # guard: met beyond the label
])
def test_the_label_before_an_id_is_no_topic(question, call):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        calls = SimulatedChatModel().bind_tools([inventory_level, order_more, discontinue]).invoke(question).tool_calls
    assert [(c["name"], c["args"]) for c in calls] == [call], calls


@tool
def replenish_part(part_code: str, quantity: int) -> str:
    """Buy more of a spare part for the workshop shelves."""
    return ""


@tool
def count_part(part_code: str) -> str:
    """Count the spare parts of one kind on the workshop shelves."""
    return ""


@tool
def discontinue_part(part_code: str) -> str:
    """Stop stocking a spare part."""
    return ""


_PARTS = [replenish_part, count_part, discontinue_part]


@pytest.mark.parametrize("question,call", [
    # the request's verb is one tool's action, though the shelves are in another's description
    ("the workshop shelves hold only one of 90-12-TX now, replenish 2 dozen",
     ("replenish_part", {"part_code": "90-12-TX", "quantity": 24})),
    # an id closed by a letter group is no subtraction ("90 - 12")
    ("how many of 90-12-TX are on the workshop shelves?", ("count_part", {"part_code": "90-12-TX"})),
    ("discontinue 4410-KP please", ("discontinue_part", {"part_code": "4410-KP"})),
])
def test_the_requests_action_and_a_lettered_id(question, call):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        calls = SimulatedChatModel().bind_tools(_PARTS).invoke(question).tool_calls
    assert [(c["name"], c["args"]) for c in calls] == [call], calls


class _Order(BaseModel):
    item: str
    quantity: int


@pytest.mark.parametrize("text,item,quantity", [
    ("I'd like three dozen scones for Friday.", "scones", 36),
    ("Half a dozen croissants, please.", "croissants", 6),
    ("Seven muffins to take away.", "muffins", 7),  # guard: no group word
])
def test_a_counted_thing_in_groups(text, item, quantity):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        got = SimulatedChatModel().with_structured_output(_Order).invoke(text)
    assert (got.item, got.quantity) == (item, quantity)


@pytest.mark.parametrize("text,want", [
    ("we are down to the last 2 of them, get 10", ["2"]),
    ("only 3 bottles remain in the cellar, buy 12", ["3"]),
    ("book just 2 of the 5 rooms", []),  # guard: "just 2 of" is the amount, nothing said left
    ("the last 3 orders were late, reorder 5", []),  # guard: "the last 3 orders" are no stock
])
def test_left_numbers(text, want):
    from course_lib.sim.values.ordered_counts import left_numbers

    assert left_numbers(text) == want
