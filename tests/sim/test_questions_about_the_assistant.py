"""A question about the assistant itself that it can answer truthfully is answered, not limited
(``data/sim/smalltalk.yaml``, intents ``abilities`` and ``memory``; issue 26): it works offline
(no internet, no web pages) and keeps nothing between conversations. The cues name "you", so a
question about someone else's internet or memory is no such question. Wordings are my own."""
import warnings

import pytest

from course_lib import SimulatorLimitWarning
from course_lib.sim import SimulatedChatModel


def _reply(question):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(question)
    return out.content, [w for w in caught if issubclass(w.category, SimulatorLimitWarning)]


OFFLINE = [
    "are you online at the moment?",
    "Do you have internet access?",
    "Can you use the web to find things?",
    "could you open links if I send them",
    "Are you connected to the web?",
    "Do you google things for me?",
]

NO_MEMORY = [
    "Do you remember what we discussed last week?",
    "will you remember me next time",
    "Can you remember our old chat?",
    "Do you keep our conversations?",
    "Do you remember what I said about my sister?",
    "Will you save our conversations?",
]

NOT_ABOUT_IT = [  # about something else's internet or memory: no small talk
    "Does the campsite have internet?",
    "Is the internet connection at the museum good?",
    "Did you have a good memory of the concert?",
    "How much memory does a Raspberry Pi 5 have?",
    "Which websites list cheap flights to Oslo?",
    "What's the weather like where you are?",
]


@pytest.mark.parametrize("question", OFFLINE)
def test_it_says_it_is_offline(question):
    text, limits = _reply(question)
    assert "offline" in text and text.startswith("No") and not limits


@pytest.mark.parametrize("question", NO_MEMORY)
def test_it_says_it_keeps_no_memory(question):
    text, limits = _reply(question)
    assert "can't remember other conversations" in text and not limits


@pytest.mark.parametrize("question", NOT_ABOUT_IT)
def test_other_questions_are_not_about_it(question):
    text, _ = _reply(question)
    assert "offline, so I can't browse" not in text and "can't remember other conversations" not in text
