"""Values worked from a record's own figures, and the lines that stand in for them (issue 26; the
thirty-fifth set's DD1 / DD4 / DD5 / DD6, fix35d). Wordings, documents and tools of my own:
- a bound filter applies only to a column of the bound's unit ("over 12 nights" beside a price per
  metre is a period to multiply a nightly rate by, ``row_bounds``); a rate in pence, decimals too,
  with a footnote's mark ("48p per day [^2]") is a rate times the question's count (``counted_prices``);
- a record key that carries its unit ("duration_mins": 95) is a length, and the question's own
  clock time picks the start among a record's several (``end_times``), in an agent's search
  results too (``record_answers.worked_answer``);
- a configuration section's name keys its settings ("[loans]"): a question on it that no setting
  answers a quantity from is a stated limit, not "I don't know" (``keyed_questions``);
- a day's line that names a table row ("charged at the day rate") is followed into the table for
  that row's cell in the asked column (``row_references``);
- a lookup's page shown because no line answers is shown with a stated limit (``agent``)."""

from __future__ import annotations

import json
import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim.grounded import counted_prices, end_times, rate_products, row_bounds
from tests.sim._chat import ask_rag

MARINA = ("## Harbour marina berthing (from April)\n\n"
          "| Berth | Length | Price per metre |\n|---|---|---|\n| Small | up to 8m | £2.10 |\n| Large | over 8m | £3.40 |\n\n"
          "Mooring buoy: £6.50 per night\n\nAll prices include VAT.\n")

PARK = ("## Dockside car park \u2014 charges (from 1 March 2031)\n\n"
        "| Band | Times | Price per hour |\n|---|---|---|\n"
        "| Night | 20:00\u201308:00 | 40p |\n| Day | 08:00\u201317:00 | 1.60 |\n| Busy | 17:00\u201320:00 | 2.20 [^1] |\n\n"
        "Season permit: 31.5p per day [^2]\n\n"
        "[^1]: Busy hours apply Monday to Saturday only; on Sundays 17:00\u201320:00 is charged at the day rate.\n"
        "[^2]: The season permit is charged every day, whether or not you park.\n\n"
        "Lost ticket: 12.00. Prices include VAT.\n")

WALKS = "\n".join([
    json.dumps({"walk": "Ridge Loop", "grade": "moderate", "duration_mins": 95, "day": "Sat", "starts": ["09:15", "13:40"]}),
    json.dumps({"walk": "River Meander", "grade": "easy", "duration_mins": 50, "day": "Sun", "starts": ["10:00", "14:20"]}),
    json.dumps({"note": "bring water; boots advised on the ridge"}),
])

LIBRARY = '[library]\nname = "Northgate Branch"\nseats = 120\nopens = "09:00"\n\n[loans]\nperiod_days = 21\nrenewals = 2\nmax_items = 12\n'


def test_a_bound_of_another_unit_is_no_filter_on_the_column():
    assert row_bounds.filtered("what does the mooring buoy come to over 12 nights?", [MARINA]) is None
    text, warned = ask_rag(MARINA, "what does the mooring buoy come to over 12 nights?")
    assert "78" in text and not warned, text


def test_a_bound_of_the_columns_unit_still_filters():  # guard
    doc = "Flight log\n| Day | Flight time |\n|---|---|\n| Mon | 40 min |\n| Tue | 75 min |\n| Wed | 55 min |\n"
    found = row_bounds.filtered("which days were over 50 min?", [doc])
    assert isinstance(found, row_bounds.Filtered) and found.keys == ("Tue", "Wed"), found


@pytest.mark.parametrize(("doc", "question", "total"), [
    ("Season permit: 48p per day [^2]\n", "what does the season permit come to over 20 days?", 9.6),
    ("Locker hire: 35.5p per hour\n", "how much is locker hire for 4 hours?", 1.42),
])
def test_pence_with_decimals_and_a_footnote_mark_are_a_rate(doc, question, total):
    found = rate_products.product(question, [doc])
    assert found is not None and found.total == total, found


def test_a_footnote_mark_is_no_bundle_count():
    assert counted_prices.priced("how much is the season permit for 20 days?", ["Season permit: 48p per day [^2]\n"])


@pytest.mark.parametrize(("question", "end"), [
    ("if I join the 13:40 Ridge Loop walk, what time will it end?", "15:15"),
    ("what time does the River Meander finish if we take the 10:00 one?", "10:50"),
])
def test_a_unit_in_a_records_key_is_a_length_from_the_questions_start(question, end):
    found = end_times.ended(question, [WALKS])
    assert isinstance(found, end_times.Ended) and found.end == end, found
    text, warned = ask_rag(WALKS, question)
    assert text.startswith(end) and not warned, text


def test_several_starts_and_none_asked_is_a_limit():  # guard
    text, warned = ask_rag(WALKS, "what time does the Ridge Loop finish?")
    assert warned and "can't" in text, text


def test_a_section_named_by_the_question_is_no_ground_for_i_dont_know():
    text, warned = ask_rag(LIBRARY, "how long can I keep my loans altogether if I renew every time, in weeks?")
    assert warned and "can't" in text, text
    text, warned = ask_rag(LIBRARY, "is there a café?")  # guard: no key named
    assert text == "I don't know." and not warned, text


def test_a_line_naming_a_row_is_followed_into_the_table():
    from course_lib.sim.grounded import row_references

    text, warned = ask_rag(PARK, "what is the price per hour at 6pm on a Sunday?")
    assert text.startswith("1.60") and "2.20" not in text and not warned, text
    assert row_references.completed("what is the price per hour?", "Band: Busy; Price per hour: 2.20.", [PARK]) is None


@tool
def get_charges(query: str) -> str:
    """Look up the car park's charges."""
    return PARK


def test_a_lookup_page_shown_because_no_line_answers_states_a_limit():
    from tests.sim.test_lookup_pages import _toolnode

    reply, limits, calls = _toolnode([get_charges], "You answer drivers. Use get_charges to look things up.",
                                     "what do you pay me for parking spaces I rent to you?")
    assert calls == ["get_charges"] and limits and reply.startswith("The offline simulator can't tell whether this "
                                                                    "page"), (reply, limits)


def test_worked_values_over_an_agents_search_results():
    from langchain.agents import create_agent
    from langchain_core.messages import HumanMessage

    from course_lib.sim import SimulatedChatModel

    @tool
    def search_walks(query: str) -> str:
        """Search the walking club's programme."""
        return WALKS

    agent = create_agent(SimulatedChatModel(), [search_walks])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = agent.invoke({"messages": [HumanMessage("if I join the 13:40 Ridge Loop walk, what time will it end?")]},
                           {"recursion_limit": 10})
    assert out["messages"][-1].content.startswith("15:15"), out["messages"][-1].content


RIDES = "\n".join([
    json.dumps({"ride": "The Comet", "type": "wooden roller coaster", "area": "Frontier Land", "rating": "12", "opens": "10:00"}),
    json.dumps({"ride": "Lazy River", "type": "gentle boat ride", "area": "Jungle Land", "rating": "U", "opens": "11:00"}),
])


def test_an_age_against_a_records_rating_code_is_a_limit_naming_the_code():
    text, warned = ask_rag(RIDES, "can my 9-year-old go on The Comet with me?")
    assert warned and "'rating' as '12'" in text, text
    text, warned = ask_rag(RIDES, "what time does The Comet open?")  # guard: no age asked
    assert "10:00" in text and not warned, text
