"""request_verbs (fix54a, issue 26, the fifty-first set's TT5): a question read again without a request's verb
or the text it quotes; an absence needs a missing subject. And asked_kinds' age in weeks ("from 8 weeks")."""

import warnings

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.asked_kinds import unmet
from course_lib.sim.grounded.request_verbs import reread

NOTES = """Answer using only the notes. If the notes don't say, say you don't know.

Notes:
Riverside Pottery - price list
Small vase: £14.00
Large bowl: £26.00
Hand-painted name on any piece: £5.00 extra
This week's Tuesday workshop: Dev will look after the group while Kim is on leave.
Raku firing is on Friday evening; don't forget an old apron and closed shoes.

Question: {question}"""


def _ask(question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(NOTES.format(question=question))
    return out.content, out.response_metadata.get("simulator_limit")


def test_reread_leaves_out_quoted_text_and_verbs():
    text, left = reread("How much is a vase with 'For Nana' painted on it?", ["For", "Nana"])
    assert "Nana" not in text and "For Nana" in left
    text, left = reread("Who is supervising the Tuesday workshop?", ["supervising"])
    assert "supervising" not in text and left == ["supervising"]


def test_guard_a_missing_noun_is_no_rereading():  # guard: a missing subject may be a true absence
    assert reread("Who is supervising the kiln?", ["supervising", "kiln"]) is None


def test_quoted_text_is_payload_not_a_subject():
    text, limit = _ask("What does a large bowl with 'Happy travels Ola' painted on it cost?")
    assert "don't know" not in text.lower()


def test_guard_a_part_that_holds_the_answer_stays():  # guard (as on BASE): the partial quotes the line
    text, limit = _ask("What do I need to bring to the raku firing?")
    assert "apron" in text


def test_an_age_in_weeks_is_an_age():
    vet = ["First jab: from 9 weeks, £45.", "Second jab: 3 to 4 weeks after the first, £40."]
    assert unmet("From what age can a kitten have the first jab?", "First jab: from 9 weeks, £45.", vet) is None


def test_guard_nothing_met_stays_an_absence():  # guard: only the verb asked and nothing of it met (as on BASE)
    text, limit = _ask("Who glazes the pieces?")
    assert "verb of the request" not in text


AGES = """Answer using only the notes. If the notes don't say, say you don't know.

Notes:
Meadow Farm - lambing weekend
Pony ride: from 18 months, £4 a go.
Egg collecting: free.

Question: {question}"""


def test_the_kind_word_met_by_a_value_of_its_kind():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        text = SimulatedChatModel().invoke(AGES.format(question="From what age can you have a pony ride?")).content
    assert "18 months" in text and "don't know" not in text


def test_other_languages_function_and_asking_words_name_no_subject():
    """"cuánto cuesta una hora de kayak": 'cuesta' and 'una' are no subject the notes must hold (round 70's
    probe operands_x had "could not find 'cuesta', 'una' ... I don't know that part" beside the right line)."""
    assert reread("cuánto cuesta una hora de kayak", ["cuesta", "una"]) == ("cuánto hora de kayak", ["cuesta", "una"])
    assert reread("combien coûte une heure de paddle", ["coûte", "une"]) is not None
    assert reread("wie viel kostet eine Stunde Kajak", ["kostet", "eine"]) is not None
    assert reread("cuánto cuesta una hora de kayak", ["cuesta", "barca"]) is None  # guard: a noun is missing


def test_a_spanish_price_question_quotes_its_line_with_no_dont_know():
    notes = ("Answer using only the notes. If the notes don't say, say you don't know.\n\nNotes:\n"
             "Alquiler de tablas de paddle - Cala Blanca\nTabla de paddle: 15 € la hora.\nNeopreno: 5 € al día.\n\n"
             "Question: cuánto cuesta una hora de paddle")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(notes)
    assert "15 €" in out.content and "don't know" not in out.content, out.content
