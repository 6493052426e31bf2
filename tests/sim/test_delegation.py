"""``delegation``: the names an instruction may use for a hand-off tool and the needs a system
prompt routes to it; the one bound tool naming the thing the instructions say to read first. Invented
prompts."""

from __future__ import annotations

import pytest

from course_lib.sim.tools.delegation import read_first_tool, routed_needs, targets


def test_targets_and_routed_needs():
    assert targets("transfer_to_hotel_agent") == {"hotel_agent", "transfer_to_hotel_agent"}
    system = "Use transfer_to_hotel_agent for hotel recommendations. Use search for anything else."
    assert routed_needs(system, "transfer_to_hotel_agent") == ("hotel recommendations",)
    assert routed_needs("You are helpful.", "transfer_to_hotel_agent") == ()


TOOLS = [("fetch_price_list", "Return the shop's price list as text."),
         ("get_rota", "Read the volunteers' rota for a week."),
         ("lookup_stock", "Look up how many of an item are in stock.")]


@pytest.mark.parametrize(("system", "tool"), [
    ("You help customers. Always check the price list before answering.", "fetch_price_list"),
    ("Open the rota first, then say who is on duty.", "get_rota"),
    ("Consult your price list first.", "fetch_price_list"),
    ("先查看价目表再回答。", None),  # no tool describes a 价目表 in Chinese
    ("You help customers with their orders.", None),
    ("Read the manual first.", None),  # no bound tool holds "manual"
    ("Check the list first.", "fetch_price_list"),  # one tool holds "list"
    ("Check the schedule first.", None),
])
def test_the_thing_read_first_names_one_tool(system, tool):
    assert read_first_tool(system, TOOLS) == tool


def test_a_chinese_thing_read_first():
    tools = [("read_config", "读取配置文件并返回内容。"), ("send_mail", "发送邮件。")]
    assert read_first_tool("先查看配置文件再回答问题。", tools) == "read_config"


def test_the_thing_fetched_with_the_tool_first():
    assert read_first_tool("Always fetch the rota with the tool first.", TOOLS) == "get_rota"


@pytest.mark.parametrize(("system", "tools", "want"), [
    ("You take bookings for a ferry firm. Look sailings up with timetable_for before answering.",
     ["timetable_for"], "timetable_for"),
    ("Look opening hours up with club_hours first.", ["club_hours", "book_class"], "club_hours"),
    ("Look up the room rates using rate_card, then answer.", ["rate_card"], "rate_card"),
    ("Look the postage up in parcel_rates before you answer.", ["parcel_rates", "track"], "parcel_rates"),
    ("Look after the guests and be polite.", ["rate_card"], None),  # guard: no tool named
    ("Look prices up with the catalogue.", ["rate_card", "track"], None),  # guard: no bound tool named
])
def test_look_a_thing_up_with_a_named_tool(system, tools, want):
    """"Look <thing> up with <tool>" for any thing, not only "things" / "prices" (fix64d; the fifty-ninth
    set's XL2: "Look fares up with fare_sheet before answering" was not read). The guards pass before too."""
    from course_lib.sim.tools.delegation import lookup_tool

    assert lookup_tool(system, tools) == want


@pytest.mark.parametrize(("system", "tools", "want"), [
    ("You answer questions about the member's gym invoice. Look it up first.", ["fetch_invoice"], "fetch_invoice"),
    ("Help with the tenancy. Search it first, then reply in one line.", ["tenancy_search"], "tenancy_search"),
    ("Check them up front? No: check them before answering.", ["order_lines"], "order_lines"),
    ("Look it up first.", ["fetch_invoice", "send_reminder"], None),  # guard: two tools bound, none named
    ("Look it up in the manual if you must.", ["fetch_invoice"], None),  # guard: no "first"
], ids=["look-it-up", "search-it", "check-them", "two-tools", "no-first"])
def test_a_generic_look_it_up_first_with_one_tool(system, tools, want):
    """(ground80) "Look it up first." with one tool bound names that tool as the way to look things up (the
    first three fail on start80; the guards pass before too)."""
    from course_lib.sim.tools.delegation import lookup_tool

    assert lookup_tool(system, tools) == want
