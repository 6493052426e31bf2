""""Anyone there?" is a greeting (issue 26, ports14): a customer opening a chat by checking that
someone is present gets a greeting, as a support agent would, not a stated limit; a presence check
that carries a request stays a request. Cues in data/sim/smalltalk.yaml (intent greeting);
messages invented here."""

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib import get_chat_model

SYSTEM = SystemMessage("You are the help desk of a ferry company.")


@pytest.mark.parametrize("message", ["Good morning, anyone there?", "Hello? Is anybody there?", "anyone around?"])
def test_a_presence_check_is_greeted(message):
    reply = get_chat_model("sim").invoke([SYSTEM, HumanMessage(message)])
    assert reply.response_metadata["explanation"]["rule"].startswith("small talk")
    assert not reply.response_metadata.get("simulator_limit")


@pytest.mark.parametrize("message", ["Is anyone there who can change my ferry ticket 88213 to Friday?",
                                     "anyone around to explain the luggage rules for the night crossing?"])
def test_a_presence_check_with_a_request_is_no_small_talk(message):  # guard
    reply = get_chat_model("sim").invoke([SYSTEM, HumanMessage(message)])
    assert not reply.response_metadata["explanation"]["rule"].startswith("small talk")
