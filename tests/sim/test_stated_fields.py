"""``course_lib.sim.dialogue.stated_fields``: a fact the user stated earlier, asked back by the
field it fills ("What's my diet?" after "I'm vegan"), read by the one table of field readers for
typed kinds only, the diets reader, or the job cue; never a person's name or free text (issue 26:
facts the user stated earlier in the same conversation). And a dot inside an address ends no
statement ("jo@x.org" read whole, ``thread_notes``, ``conversation.stated_facts``). Table-driven on
invented wordings, then through the simulator."""

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue.stated_fields import asked_field, recalled, stated_value
from course_lib.sim.dialogue.thread_notes import statements
from course_lib.sim.request.conversation import stated_facts


@pytest.mark.parametrize(("question", "field"), [
    ("What's my diet?", "diet"),
    ("Do you remember my postcode?", "postcode"),
    ("Remind me of my phone number.", "phone number"),
    ("How old am I?", "age"),
    ("So what do I do for a living?", "job"),
    ("What's the weather?", None),
    ("What is your name?", None),
])
def test_asked_field(question, field):
    assert asked_field(question) == field


@pytest.mark.parametrize(("field", "text", "value"), [
    ("diet", "Heads-up, I'm pescatarian.", "pescatarian"),
    ("age", "I turned 58 in June.", "58"),
    ("job", "I work as a tram driver in Sheffield.", "tram driver"),
    ("occupation", "I'm a joiner by trade.", "joiner"),
    ("hometown", "I grew up in Galway.", "Galway"),
    ("phone number", "Text me on 07700 900456.", "07700 900456"),
    ("email", "You can write to me at li.na@example.org.", "li.na@example.org"),
    ("wife's name", "My cat is called Biscuit.", None),  # a person's name: never read from what was said of another
    ("diet", "I had pasta for lunch.", None),
])
def test_stated_value(field, text, value):
    assert stated_value(field, text) == value


def test_the_latest_statement_wins():
    said = ["I work as a baker.", "I changed jobs last month.", "I work as a postman now."]
    assert recalled("What's my job?", said) == "From what you told me earlier, your job is postman."


def test_a_dot_inside_an_address_ends_no_statement():
    assert statements(["You can write to me at li.na@example.org. I live in Leeds."]) == [
        "You can write to me at li.na@example.org.", "I live in Leeds."]
    assert stated_facts(["My email is li.na@example.org, by the way."])["email"] == "li.na@example.org"


def _reply(*turns):
    return SimulatedChatModel().invoke([HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)])


@pytest.mark.parametrize(("statement", "question", "want"), [
    ("Heads-up, I'm pescatarian.", "What's my diet?", "pescatarian"),
    ("I turned 58 in June.", "How old am I?", "58"),
    ("I work as a tram driver in Sheffield.", "What do I do for a living?", "tram driver"),
    ("My email is li.na@example.org, by the way.", "What was my email again?", "li.na@example.org"),
])
def test_through_the_simulator(statement, question, want):
    reply = _reply(statement, "Noted.", "What's 3 times 5?", "15.", question)
    assert want in reply.content and not reply.response_metadata.get("simulator_limit")


def test_a_field_never_stated_keeps_its_limit():
    """A guard: nothing said of an email, no email invented."""
    reply = _reply("I work as a tram driver.", "Noted.", "What's my email?")
    assert reply.response_metadata.get("simulator_limit")
