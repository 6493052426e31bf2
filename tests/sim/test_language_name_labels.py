"""A label whose options are language names is chosen by the language the quoted text is written
in (issue 26; ``choosing._by_language``, the language identifier of ``sentiment.language_code``):
"Is this Dutch or German? 'Dank je wel ...'" is Dutch, with no limit; a text in none of the
offered languages picks nothing by language (the old reading, with its limit)."""

from __future__ import annotations

import warnings

import pytest


def _ask(question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(question)
    return out, [str(w.message) for w in caught]


@pytest.mark.parametrize("question,want", [
    ('Is this Dutch or German? "Dank je wel voor de hulp." Answer with one word.', "Dutch"),
    ('Is this Spanish or Italian? "Grazie mille per tutto, a domani." One word.', "Italian"),
    ('Is this German or Swedish? "Tack så mycket för hjälpen igår." One word.', "Swedish"),
])
def test_a_language_name_option_is_chosen_by_the_texts_language(question, want):
    out, limits = _ask(question)
    assert out.content.strip().startswith(want) and not limits, (out.content, limits)


def test_by_language_reads_only_language_name_options():
    from course_lib.sim.responders.choosing import _by_language

    assert _by_language(["Dutch", "German"], 'Which? "Dank je wel voor de hulp."') == "Dutch"
    assert _by_language(["Dutch", "German"], 'Which? "Merci beaucoup pour votre aide."') is None
    assert _by_language(["spam", "ham"], 'Which? "Dank je wel voor de hulp."') is None


@pytest.mark.parametrize("question,want", [
    # the text under a label of its own line, not quoted (the first line is the prompt's question)
    ("Which language is this: English, French or German? Answer with the language name.\n"
     "Text: Wo finde ich den Bahnsteig für den Zug nach Köln?", "German"),
    ("Which language is this: English, Spanish or Dutch? One word.\nSentence: Waar is het station? Ik moet om acht uur weg.",
     "Dutch"),
])
def test_a_labelled_text_under_the_prompt_is_the_one_judged(question, want):
    out, limits = _ask(question)
    assert out.content.strip().startswith(want) and not limits, (out.content, limits)
