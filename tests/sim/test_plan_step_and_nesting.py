"""A message that gives a numbered plan and asks for one of its steps is about that step (its
frame's words never reach a search query); "the <attribute> of the <event> <role>" is a
two-hop question, so one search that names the person but not the attribute is not an answer."""

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from course_lib import get_chat_model
from course_lib.sim.grounded.evidence import is_nested
from course_lib.sim.request.reading import plan_step


@tool
def web_search(query: str) -> str:
    """Search the web."""
    return ""


def test_the_step_a_message_names_is_its_question():
    text = "Here is our plan:\n1. Find the Orla Prize 2030 laureate\n2. Find the laureate's university\n\nNow carry out step 2."
    assert plan_step(text) == "Find the laureate's university"


def test_step_words_inside_the_list_are_not_a_reference():
    assert plan_step("1. Read step 3 of the manual\n2. Fix the pump") == ""
    assert plan_step("What is step 2 of making bread?") == ""


def test_the_search_query_is_the_step():
    text = "Plan:\n1. Look up the opening hours of the Varn Museum\n2. Book tickets\n\nYou should now do step 1."
    reply = get_chat_model("sim").bind_tools([web_search]).invoke([HumanMessage(text)])
    query = reply.tool_calls[0]["args"]["query"].lower()
    assert "varn museum" in query and "plan" not in query and "step" not in query


def test_attribute_of_a_person_named_by_role_is_nested():
    assert is_nested("where was the founder of the Kettle Guild born?")
    assert is_nested("what is the birthplace of the 2029 Orla Prize winner")
    assert not is_nested("what is the capital of Peru")


def test_one_hop_found_searches_again_for_the_attribute():
    messages = [
        HumanMessage("What is the birthplace of the 2029 Orla Prize winner?"),
        AIMessage("", tool_calls=[{"name": "web_search", "args": {"query": "2029 Orla Prize winner"}, "id": "w1"}]),
        ToolMessage("Ines Vauclair won the 2029 Orla Prize for her work on tidal maps.", tool_call_id="w1"),
    ]
    reply = get_chat_model("sim").bind_tools([web_search]).invoke(messages)
    assert reply.tool_calls and "Ines Vauclair" in reply.tool_calls[0]["args"]["query"]
