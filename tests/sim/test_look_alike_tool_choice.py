"""Tool choice among look-alike tools, one value in one argument, and JSON records answered
from their fields (issue 26; the customer-support port's silent failures, on invented tools):

- a question about the asker's own records ("my booking") goes, among near-tied tools, to the one
  whose description speaks of the user's own records;
- a description's synonym counts ("Is it allowed ..." meets "permitted"), and a permission question
  ("Can I take ...?") meets a description's permission word (lexicons.yaml ``tool_synonyms``);
- a real tie between tools with distinct descriptions is a stated limit and no call, while the
  look-alike tools of notebook 03 still get the confused pick;
- a value the question says once fills one argument;
- a final answer after a JSON tool result names the records by the fields that meet the question,
  never the JSON; no records: it says so.
"""

from __future__ import annotations

import json
import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from course_lib import get_chat_model
from course_lib.sim.request.reading import ToolSpec
from course_lib.sim.tools import tool_args


@pytest.fixture(scope="module")
def llm():
    return get_chat_model("sim")


def _first(llm, tools, question):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return llm.bind_tools(tools).invoke([HumanMessage(question)])


# --- invented tools: a ferry line --------------------------------------------------------------

@tool
def list_my_bookings() -> str:
    """List every ferry booking belonging to the customer, with departure times and cabin numbers."""
    return "[]"


@tool
def find_sailings(port_from: str = "", port_to: str = "", date: str = "") -> str:
    """Find ferry sailings by departure port, arrival port and departure time."""
    return "[]"


@tool
def read_conditions(query: str) -> str:
    """Read the ferry company's conditions of carriage to check whether something is permitted on board."""
    return ""


@tool
def find_restaurants(location: str = "", cuisine: str = "") -> str:
    """Find restaurants by location and cuisine."""
    return "[]"


@tool
def find_campsites(location: str = "", facilities: str = "") -> str:
    """Find campsites by location and facilities."""
    return "[]"


FERRY = [list_my_bookings, find_sailings, read_conditions]


def test_my_booking_goes_to_the_tool_about_the_customers_own_records(llm):
    reply = _first(llm, FERRY, "What time does my ferry leave?")
    assert [c["name"] for c in reply.tool_calls] == ["list_my_bookings"], reply.tool_calls


def test_without_a_self_cue_the_sailings_search_is_not_replaced(llm):
    # a guard, passing on the old code by design: the own-records rule needs "my"
    reply = _first(llm, FERRY, "What time does the ferry leave?")
    assert [c["name"] for c in reply.tool_calls] != ["list_my_bookings"], reply.tool_calls


@pytest.mark.parametrize("question", ["Is it allowed to bring a dog?", "Can I bring a kayak?"])
def test_a_permission_question_meets_permitted(llm, question):
    reply = _first(llm, FERRY, question)
    assert [c["name"] for c in reply.tool_calls] == ["read_conditions"], (reply.tool_calls, reply.content)


def test_a_real_tie_between_distinct_tools_is_a_stated_limit(llm):
    reply = _first(llm, [find_restaurants, find_campsites], "Anything fun to do in Tromso?")
    assert not reply.tool_calls, reply.tool_calls
    assert reply.response_metadata.get("simulator_limit"), reply.content
    assert "find_restaurants" in reply.content and "find_campsites" in reply.content


def test_look_alike_descriptions_keep_the_confused_pick(llm):
    # a guard, passing on the old code by design: notebook 03's lesson keeps its confused pick
    @tool
    def search_a(query: str) -> str:
        """Search for relevant information."""
        return ""

    @tool
    def search_b(query: str) -> str:
        """Search for relevant information."""
        return ""

    reply = _first(llm, [search_a, search_b], "How do I rotate the log files of a web server?")
    assert [c["name"] for c in reply.tool_calls] == ["search_a"], reply.tool_calls
    assert not reply.response_metadata.get("simulator_limit")


# --- one value, one argument -------------------------------------------------------------------

CABINS = ToolSpec("search_cabins", "Search for holiday cabins by location and name.", {
    "type": "object",
    "properties": {"location": {"type": "string"}, "name": {"type": "string"}},
})


def test_a_value_said_once_fills_one_argument():
    args = tool_args.fill_args(CABINS, "Which cabins do you have in Tromso?", "cabins Tromso")
    assert args == {"location": "Tromso"}, args


# --- JSON records ------------------------------------------------------------------------------

def _after(llm, tools, question, call, result):
    messages = [HumanMessage(question),
                AIMessage("", tool_calls=[{"name": call, "args": {}, "id": "c1"}]),
                ToolMessage(result, tool_call_id="c1")]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return llm.bind_tools(tools).invoke(messages)


def test_json_records_are_answered_from_their_fields(llm):
    rows = [{"booking_ref": "QX7", "ship": "Nordlys", "departure_port": "Bergen",
             "departure_time": "2027-07-03 18:45", "cabin_no": "412"}]
    reply = _after(llm, FERRY, "When does my ferry sail?", "list_my_bookings", json.dumps(rows))
    assert "18:45" in reply.content and "{" not in reply.content and "[" not in reply.content, reply.content


def test_a_list_of_named_records_names_each(llm):
    rows = [{"id": 1, "name": "Fjordkro", "location": "Tromso", "cuisine": "seafood"},
            {"id": 2, "name": "Polar Pizza", "location": "Tromso", "cuisine": "pizza"}]
    reply = _after(llm, [find_restaurants], "Which restaurants are in Tromso?", "find_restaurants", json.dumps(rows))
    assert "Fjordkro" in reply.content and "Polar Pizza" in reply.content and "{" not in reply.content, reply.content


def test_no_records_is_said_plainly(llm):
    reply = _after(llm, FERRY, "When does my ferry sail?", "list_my_bookings", "[]")
    assert "no records" in reply.content and "[" not in reply.content, reply.content


def test_records_with_no_field_that_meets_the_question_are_a_stated_limit(llm):
    rows = [{"code": "A1", "qty": 3}, {"code": "B2", "qty": 5}]
    reply = _after(llm, FERRY, "Is the sea rough tonight?", "list_my_bookings", json.dumps(rows))
    assert reply.response_metadata.get("simulator_limit"), reply.content
    assert "{" not in reply.content


# --- the synonyms are data ---------------------------------------------------------------------

def _lexicons(tmp_path, monkeypatch, text):
    import shutil

    from course_lib.sim.words import cues

    shipped = cues.data_path(cues.LEXICONS).parent
    (tmp_path / "sim").mkdir()
    for name in (cues.TASK_CUES, cues.LEXICONS, cues.PATTERNS):
        shutil.copy(shipped / name, tmp_path / "sim" / name)
    (tmp_path / "sim" / cues.LEXICONS).write_text(text, encoding="utf-8")
    monkeypatch.setenv("COURSE_DATA_DIR", str(tmp_path))


def test_the_synonyms_follow_the_data(tmp_path, monkeypatch):
    from course_lib.sim.tools import tool_choice
    from course_lib.sim.words import cues
    from course_lib.sim.words.text import stem

    assert stem("permitted") in tool_choice.synonyms(stem("allowed"))
    text = cues.data_path(cues.LEXICONS).read_text(encoding="utf-8")
    _lexicons(tmp_path, monkeypatch, text.replace("tool_synonyms:\n", "tool_synonyms:\n  - [kayak, canoe]\n"))
    assert stem("canoe") in tool_choice.synonyms(stem("kayak"))


def test_a_bad_synonym_table_is_one_line_naming_the_file(tmp_path, monkeypatch):
    from course_lib.sim.tools import tool_choice
    from course_lib.sim.words import cues

    text = cues.data_path(cues.LEXICONS).read_text(encoding="utf-8")
    _lexicons(tmp_path, monkeypatch, text.replace("tool_synonyms:\n", "tool_synonyms:\n  - lonely\n"))
    with pytest.raises(ValueError, match="'tool_synonyms' must be a list of groups") as caught:
        tool_choice.synonyms("allow")
    assert "\n" not in str(caught.value) and cues.LEXICONS in str(caught.value)
