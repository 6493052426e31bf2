"""``words.text_speak``: a short English question in text-speak ("do u deliver", "r u open sun") is
read in English, not in the language its letter runs suggest (issue 26; the fifty-second set's
ph-delivery-absent was "the question is in Czech"). Wordings of my own; the tests but the guards
(named so) fail on e587874e, where the module did not exist and "do u deliver" was Czech."""

from __future__ import annotations

from course_lib.sim.words import text_speak
from course_lib.sim.words.sentiment import language_code


def test_short_forms_expanded():
    assert text_speak.expanded("do u deliver") == "do you deliver"
    assert text_speak.expanded("wat time r u open") == "what time are you open"
    assert text_speak.expanded("What time do you open?") is None


def test_text_speak_questions_are_english():
    for q in ("do u deliver", "do u post abroad", "r u open sun", "wen cn i collect", "can u ship to spain"):
        assert language_code(q) == "en", q


def test_guard_other_languages_keep_their_short_words():
    assert language_code("Kan ik u morgen bellen over de aanvraag?") == "nl"  # Dutch "u" is "you" too
    assert language_code("Je to u nás dnes otevřeno?") == "cs"
    assert language_code("¿Dónde está la estación de tren más cercana?") == "es"


def test_a_lower_case_day_in_text_speak_is_the_day():
    assert text_speak.days_named("r u open sun") == "r u open Sun"
    assert text_speak.days_named("wen do u close on sat?") == "wen do u close on Sat?"


def test_guard_no_text_speak_no_day():
    assert text_speak.days_named("is the sun out") == "is the sun out"
    assert text_speak.days_named("Are you open on Sun?") == "Are you open on Sun?"


def test_the_chat_model_reads_the_day():
    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    page = ("Harbour chip shop\n\nOpen Wednesday to Sunday, 11:30 to 20:00; closed Monday and Tuesday.\n"
            "We fry in beef dripping; gluten-free batter on Fridays.")
    reply = SimulatedChatModel().invoke([SystemMessage(f"You answer messages for the chip shop. Here is our page:\n\n{page}"),
                                         HumanMessage("r u open mon")]).content
    assert "closed Monday" in reply
