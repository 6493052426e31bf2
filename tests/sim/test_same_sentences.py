"""``request.same_sentences``: "do these mean the same?" over one sentence written twice (after
normalising case, punctuation and a figure joined to its unit) is the affirmative option; two
different sentences keep the limit (a judgement of meaning). And a question about what the user
did that no turn says gets "you haven't told me" (``direct_replies`` untold_past). Invented wordings."""

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.same_sentences import normalised, same_after_normalising
from tests.sim._chat import reply_and_limit


def test_normalised():
    assert normalised("The ferry sails at 10AM!") == normalised("the ferry sails at 10 am")


@pytest.mark.parametrize(("prompt", "same"), [
    ("Do these two sentences mean the same? Reply TRUE or FALSE.\nA: Doors open at 7pm.\nB: doors open at 7 pm",
     True),
    ("Do these two sentences mean the same? Reply TRUE or FALSE.\nA: Doors open at 7pm.\nB: Doors close at 7pm.",
     False),
    ("Reply TRUE or FALSE.\nA: Doors open at 7pm.\nB: doors open at 7 pm", None),
])
def test_same_after_normalising(prompt, same):
    assert same_after_normalising(prompt) is same


def test_same_sentence_twice_is_true():
    text, limit = reply_and_limit(SimulatedChatModel(), "Do these two sentences mean the same? Reply TRUE or FALSE."
                                                        "\nA: Doors open at 7pm.\nB: doors open at 7 pm")
    assert text == "TRUE" and not limit


def test_different_sentences_keep_the_limit():
    _, limit = reply_and_limit(SimulatedChatModel(), "Do these two sentences mean the same? Reply TRUE or FALSE."
                                                     "\nA: Doors open at 7pm.\nB: Doors are open until 19:00.")
    assert limit


@pytest.mark.parametrize("question", ["Where did I park the car this morning?", "我今天中午吃了什么?",
                                      "How many coffees did I drink yesterday?"])
def test_untold_past(question):
    text, limit = reply_and_limit(SimulatedChatModel(), question)
    assert not limit and ("haven't told" in text or "没有告诉" in text)


def test_a_cause_asked_is_no_untold_past():
    text, _ = reply_and_limit(SimulatedChatModel(), "Why did I get a parking ticket?")
    assert "haven't told" not in text


def test_a_turn_that_speaks_of_it_keeps_the_limit():
    """"Kebabs after the gig" may say what was eaten in a form not read: a limit, never "you haven't told me"."""
    import warnings

    from langchain_core.messages import AIMessage, HumanMessage

    msgs = [HumanMessage("Kebabs after the gig, as usual."), AIMessage("Nice."),
            HumanMessage("what did I eat after the gig?")]
    msgs2 = [HumanMessage("I chained the bike by the library."), AIMessage("OK."), HumanMessage("Any film tips?"),
             AIMessage("Try a comedy."), HumanMessage("where did I leave it?")]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(msgs)
    assert out.response_metadata.get("simulator_limit") and "haven't told" not in out.content
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(msgs2)
    assert "haven't told" not in out.content
