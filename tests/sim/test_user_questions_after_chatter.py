"""Thread questions typed as hurried learners type them (issue 26 points 1-2, branch conv78, probe
``recalls_v``): chatter then a question about the user's own things with no "?" ("nice one. hmm where
did i park") is a request, not small talk (``smalltalk`` asks ``asks_about_user``); a discourse
lead-in before the question word ("wait what do i ...", "um, where did i ...") is no word of what is
asked (``thread_notes.question_about``, ``question_form.asks``); a statement made in passing inside a
question after "since" / "because" / "as" is read as a statement (``thread_notes.statements``); a
value corrected inside the stating turn ("4471 - no wait, 4417") is the fact kept
(``conversation.stated_facts``); a bare figure after a cue corrects the one amount stated ("the
deposit was £120", "sorry, 150": ``thread_notes._replace_value``); Chinese thanks in other words
("帮大忙了", ``smalltalk.yaml``). Wordings invented here; each test failed on start78 unless its
docstring says it is a guard."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue import smalltalk, thread_notes
from course_lib.sim.request import conversation
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.question_form import asks


def _reply(*turns: str) -> str:
    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(msgs).content


@pytest.mark.parametrize("message", [
    "awesome. so what do i drive again",
    "brilliant. wait where do i work",
    "perfect thanks, how did i get there",
])
def test_chatter_then_a_question_about_the_user_is_no_small_talk(message):
    assert smalltalk.detect(message, Knowledge.load()) is None


@pytest.mark.parametrize("message", ["thanks, that's great", "cool, cheers!", "ok nice one",
                                     "nice one. hmm where did i park"])
def test_plain_chatter_stays_small_talk(message):
    """Guard (passes on start78 too): chatter asking nothing is still small talk; a question with a
    content word the cue list does not know was a request before too."""
    expected = "where did i park" not in message
    assert (smalltalk.detect(message, Knowledge.load()) is not None) is expected


@pytest.mark.parametrize("question", ["wait what do i study", "um, where did i leave the spare key", "hmm which bus do i take"])
def test_a_lead_in_before_the_question_word_still_asks(question):
    assert asks(question)


def test_the_lead_in_is_no_word_of_the_question():
    said = ["I study marine biology in Plymouth."]
    assert thread_notes.question_about("wait what do i study", said) == "what do i study"


@pytest.mark.parametrize(("turn", "kept"), [
    ("any ideas for a packed lunch, since my son is vegan?", "my son is vegan."),
    ("what shoes should i get because i run about 40 km a week", "i run about 40 km a week."),
    ("quick q as i drive a 2014 hatchback, what tyre pressure?", "i drive a 2014 hatchback."),
])
def test_an_aside_inside_a_question_is_a_statement(turn, kept):
    assert thread_notes.statements([turn]) == [kept]


def test_a_question_with_no_aside_states_nothing():
    """Guard (passes on start78 too): "since when" asks, it states nothing."""
    assert thread_notes.statements(["since when do you open on sundays?"]) == []


@pytest.mark.parametrize(("turn", "what", "value"), [
    ("my gym locker is 118, no wait, 181", "gym locker", "181"),
    ("my budget is £450 - actually make that £520", "budget", "£520"),
])
def test_a_value_corrected_in_its_own_turn_is_the_fact_kept(turn, what, value):
    assert conversation.stated_facts([turn])[what] == value


def test_threads_end_to_end():
    assert "marine biology" in _reply("can you suggest a reading list, since i study marine biology?",
                                      "Sure: start with an ocean ecology textbook.", "ok thx. wait what do i study")
    out = _reply("my bike lock is 3390 - no wait, 3309", "OK.", "whats my bike lock")
    assert "3309" in out and "3390" not in out


@pytest.mark.parametrize("message", ["谢谢你,帮大忙了!", "太有帮助了,谢谢!"])
def test_chinese_thanks_in_other_words_is_small_talk(message):
    found = smalltalk.detect(message, Knowledge.load())
    assert found is not None and found.intent.name == "thanks"


@pytest.mark.parametrize(("turns", "kept"), [
    (["the hotel deposit was £120", "sorry, 150"], ["the hotel deposit was £150"]),
    (["rent for the van is 95 dollars a day", "oops make that 85"], ["rent for the van is 85 dollars a day"]),
])
def test_a_bare_figure_corrects_the_one_amount(turns, kept):
    assert thread_notes.statements(turns) == kept
