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
