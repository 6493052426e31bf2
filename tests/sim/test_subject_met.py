"""subject_met (fix55a, issue 26): "I don't know." only when the subject is missing; over lines on the
question's subject whose only unmet words name no subject (a verb, a pronoun), a stated limit."""

import warnings

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.subject_met import names_no_subject

NOTES = """Answer from the notes only. If they don't say, say you don't know.

Notes:
Canal boat club - members' notes
The lock keeper's cottage serves as the club room on Wednesdays.
New members need a full evening of instruction before they may steer alone.
The hire boat carries six people at most.
Varnish the tiller in two coats: the first coat needs a whole day to harden before the second.
Mooring fees are paid to the treasurer, Odile, each quarter.

Question: {question}"""


def _ask(question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(NOTES.format(question=question))
    return out.content, out.response_metadata.get("simulator_limit")


def test_verb_forms_pronouns_and_manner_words_name_no_subject():
    for word in ("goes", "sitting", "baked", "tries", "took", "roughly", "us"):
        assert names_no_subject(word), word


def test_guard_nouns_and_noun_like_verbs_name_a_subject():  # guard: an unmet noun may be the absent subject
    for word in ("parking", "kiln", "cost", "judge", "pass", "Odile", "停车"):
        assert not names_no_subject(word), word


def test_only_a_verb_unmet_over_lines_on_the_subject_is_the_line_not_a_part_unknown():
    text, limit = _ask("How long do new members take before they steer alone?")
    assert "full evening" in text and "I don't know" not in text and not limit


def test_guard_an_unmet_noun_beside_a_verb_keeps_the_absence():  # guard: "instructor" is no word of the notes
    text, limit = _ask("How long do I need to sit with an instructor before I go out alone?")
    assert "I don't know" in text and not limit


def test_a_plain_absence_over_lines_on_the_subject_missing_only_a_verb_is_a_limit():
    text, limit = _ask("How long has the first coat got to sit?")
    assert limit and "'sit'" in limit and "I don't know" not in text


def test_guard_an_unmet_noun_keeps_the_absence():  # guard: a true absence near held words
    text, limit = _ask("How much does the hire boat's fuel cost?")
    assert "I don't know" in text and not limit


def test_guard_a_who_question_over_lines_naming_no_one_keeps_its_not_found():  # guard: no tail dropped for "who"
    text, limit = _ask("Who looks after the hire boat?")
    assert "I don't know" in text and not limit
