"""A follow-up answered with the previous answer again (``course_lib/sim/dialogue/repeated_answers.py``,
issue 26, the twenty-second batch of ports): a glued follow-up ("What should I do if that sauna
is full?") whose answer only repeats the previous answer is asked again on its own words; that
answer is taken when it is new, else a stated limit, never the previous answer given again.
Invented gym, ferry and allotment notes."""

from __future__ import annotations

import warnings

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from course_lib import get_chat_model


def _thread(docs: str, first: str, follow: str) -> tuple[str, str, str]:
    system = SystemMessage("You are a helpful AI assistant. Answer the user's questions based on the "
                           "retrieved documents.\n\n" + docs)
    llm = get_chat_model("sim")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        before = llm.invoke([system, HumanMessage(first)]).content
        reply = llm.invoke([system, HumanMessage(first), AIMessage(before), HumanMessage(follow)])
    return before, reply.content, reply.response_metadata.get("simulator_limit") or ""


GYM = """<documents>
<document source='sauna.md'>
Harrow gym. Members can use the sauna on the second floor every day from 7 am to 9 pm.
</document>
<document source='busy.md'>
If the sauna is full, put your name on the waiting list at the front desk.
</document>
</documents>"""

FERRY = """<documents>
<document source='ferry.md'>
Kelso ferry. Bikes travel free on the Kelso ferry and are stored on the lower deck.
</document>
<document source='cars.md'>
Cars must be booked online at least a day ahead.
</document>
</documents>"""


def test_the_follow_up_is_answered_on_its_own_words():
    before, reply, limit = _thread(GYM, "When can I use the sauna at the Harrow gym?",
                                   "What should I do if that sauna is full?")
    assert "waiting list" in reply and "7 am" not in reply and not limit, reply


def test_no_new_answer_is_a_stated_limit_never_the_previous_answer():
    before, reply, limit = _thread(FERRY, "Can I take my bike on the Kelso ferry?",
                                   "And what if that deck is closed?")
    assert limit or ("lower deck" not in reply), reply


def test_a_first_question_is_unchanged():  # guard
    before, _, _ = _thread(GYM, "When can I use the sauna at the Harrow gym?", "Thanks!")
    assert "7 am" in before, before


def test_repeats_previous_table():
    from course_lib.sim.dialogue.repeated_answers import repeats_previous
    from course_lib.sim.request.reading import read_request

    before = "Harrow gym. Members can use the sauna on the second floor every day from 7 am to 9 pm. [sauna.md]"
    request = read_request([SystemMessage("Answer from the documents.\n\n" + GYM),
                            HumanMessage("When can I use the sauna at the Harrow gym?"), AIMessage(before),
                            HumanMessage("What should I do if that sauna is full?")])
    assert repeats_previous(before + " I could not find anything about 'full' in the documents.", request)
    assert not repeats_previous("If the sauna is full, put your name on the waiting list at the front desk.", request)
