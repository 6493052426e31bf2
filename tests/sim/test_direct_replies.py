"""``direct_replies``: the answer without documents or tools, and which kind of one a request gets."""

from __future__ import annotations

import pytest

from course_lib.sim.dialogue.direct_replies import direct_kind, direct_reply, small_talk
from course_lib.sim.reports import explain
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from tests.sim._replies_helpers import direct


@pytest.fixture(scope="module")
def knowledge():
    return Knowledge.load()


def test_small_talk_is_answered_and_a_request_is_not_small_talk(knowledge):
    assert small_talk(direct("Hi there, good morning!"), knowledge)
    assert small_talk(direct("What is the boiling point of olive oil?"), knowledge) is None


def test_arithmetic_is_worked_out(knowledge):
    request = direct("What is 17 times 23?")
    assert "391" in direct_reply(request, knowledge, Matcher(knowledge))


def test_a_question_it_has_no_knowledge_of_is_a_stated_limit(knowledge):
    request = direct("Who won the village bake-off in Little Dunmow last year?")
    with explain.collecting() as note:
        reply = direct_reply(request, knowledge, Matcher(knowledge))
    assert note["limit"] and reply == note["limit"]


def test_the_kind_is_told_without_replying(knowledge):
    assert direct_kind(direct("Hello!"), knowledge, Matcher(knowledge)) == "small_talk"


@pytest.mark.parametrize("message", [
    # (the fifty-seventh set's VV7: invented prompts in scripts with combining vowel signs, and Cyrillic)
    "நாளை காலை சென்னையில் மழை வருமா என்று தயவுசெய்து சொல்லுங்கள்",  # Tamil: seven words
    "कृपया बताइए कि कल दिल्ली में बारिश होगी या नहीं",  # Hindi
    "এই বার্তাটি পড়ুন এবং উত্তর দিন।\nবার্তা: আগামীকাল বৃষ্টি হবে কি না বলুন",  # Bengali: two lines
    "ช่วยบอกหน่อยว่าพรุ่งนี้ที่กรุงเทพฯฝนจะตกหนักไหมครับและควรพกร่มไปทำงานหรือเปล่า",  # Thai: no spaces, many letters
    "Скажите пожалуйста, будет ли завтра в городе сильный дождь",  # Russian: seven words or more
])
def test_a_message_in_a_script_it_cannot_read_is_a_stated_limit(knowledge, message):
    with explain.collecting() as note:
        reply = direct_reply(direct(message), knowledge, Matcher(knowledge))
    assert note["limit"] and reply == note["limit"] and "script" in reply


@pytest.mark.parametrize("message", ["?? !!", "Дякую, дуже дякую!", "Καλημέρα σας!", "Привіт! Як справи?"])
def test_a_message_of_no_words_or_a_short_thanks_is_still_asked_about(knowledge, message):
    """A guard (passes before the change too): punctuation alone, or a short greeting or thanks in
    another script, is asked about, never a stated limit."""
    reply = direct_reply(direct(message), knowledge, Matcher(knowledge))
    assert "tell me a bit more" in reply
