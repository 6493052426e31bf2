"""A question typed without its "?" is still a question (``question_form.asks``; issue 26): the
asking sentence of a message is the one a tool is chosen by (``tool_choice.focused_scores``), and
a thread's question about what was said earlier is answered from that turn (``thread_notes``)."""
import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel


@pytest.mark.parametrize("sentence, asking", [
    ("whats the ferry fare to Inis Mor", True),
    ("On which platform does the Galway train leave", True),
    ("Roughly how long is the walk to the summit", True),
    ("If I miss the bus, when is the next one", True),
    ("is there a lift to the third floor", True),
    ("And who did I say was coming", True),
    ("The ferry leaves at nine.", False),
    ("Do not feed the swans.", False),
    ("Book a table for two", False),
    ("Is fine.", False),
])
def test_a_sentence_asks_with_or_without_its_mark(sentence, asking):
    from course_lib.sim.words.question_form import asks

    assert asks(sentence) is asking


@tool
def search_trails(region: str) -> str:
    """Search hiking trails in a region."""
    return "ok"


@tool
def convert_pace(minutes_per_km: float) -> str:
    """Convert a running pace in minutes per kilometre to minutes per mile. Not for walking times."""
    return "ok"


@tool
def search_recipes(ingredient: str) -> str:
    """Find recipes that use an ingredient."""
    return "ok"


@tool
def oven_convert(fahrenheit: float) -> str:
    """Convert an oven temperature in Fahrenheit to Celsius and gas mark."""
    return "ok"


@tool
def weather_forecast(city: str) -> str:
    """Get the weather forecast for a city."""
    return "ok"


@pytest.mark.parametrize("tools, question, name", [
    ([search_trails, convert_pace], "My trail guide says 5.5 min per km. What's that per mile", "convert_pace"),
    ([search_recipes, oven_convert], "The cookbook recipe wants 350 °F. how hot is that in celsius", "oven_convert"),
    ([search_trails, weather_forecast], "We want a trail in the Burren. what's the forecast for Ennis", "weather_forecast"),
])
def test_the_asking_sentence_chooses_the_tool_without_its_mark(tools, question, name):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
        marked = SimulatedChatModel().bind_tools(tools).invoke(question + "?")
    assert [c["name"] for c in marked.tool_calls] == [name]  # the same request with its mark
    assert [c["name"] for c in out.tool_calls] == [name]


@pytest.mark.parametrize("turns, word", [
    (["My cat Miso is 6 years old.", "Nice!", "What's the capital of Peru?", "Lima.", "And how old did I say my cat is"], "6"),
    (["My van is a 2011 Transit.", "Solid van!", "Is Lima far from Cusco?", "About 570 km.",
      "And what year did I say my van is"], "2011"),
    (["My sister Orla lives in Cork.", "Lovely city!", "How tall is Everest?", "8,849 m.",
      "and where did I say Orla lives"], "Cork"),
])
def test_a_thread_question_without_its_mark_is_answered_from_the_earlier_turn(turns, word):
    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(msgs)
    assert word in out.content


@pytest.mark.parametrize("text", [
    "Roughly how many nights can we stay at the campsite",
    "On which floor is the children's section of the library",
    "If I want to change my booking, how many days notice do I need to give",
])
def test_a_long_question_without_its_mark_gets_an_answer_type(text):
    """``quantities.is_question``: the answer type ("how many" a number) is read from it too."""
    from course_lib.sim.words import quantities

    assert quantities.is_question(text)


# A question word typed with one slip at the start (shapes branch; twenty-ninth school-maths-typo:
# "waht did the maths teacher say ..." under a pasted report read as no question at all).
@pytest.mark.parametrize(("text", "fixed"), [
    ("waht time is the ferry", "what time is the ferry"),
    ("wich platform for york", "which platform for york"),
    ("whre did we park", "where did we park"),
    ("shuold we bring chairs", "should we bring chairs"),
])
def test_a_mistyped_question_word_still_asks(text, fixed):
    from course_lib.sim.words.question_form import asks, opener_fixed

    assert opener_fixed(text) == fixed and asks(text)


@pytest.mark.parametrize("text", ["wheat prices rose again", "whale watching is on sunday", "When the tap is fixed, water the beds."])
def test_a_known_word_is_no_mistyped_question_word(text):
    from course_lib.sim.words.question_form import opener_fixed

    assert opener_fixed(text) == text


def test_a_mistyped_question_under_a_pasted_table_is_answered():
    table = ("here's the sheet from the fun run\n\nRunner | Time | Place\nIlse | 24:10 | 3\nMoritz | 22:48 | 1\n"
             "Sunita | 23:05 | 2\n\nwaht time did sunita get")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(table)
    assert "23:05" in out.content and "22:48" not in out.content, out.content
