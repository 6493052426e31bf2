"""A tool's language argument takes the language the question names (issue 26): "How do you say
'good night' in Swedish?" gives ``target_language="Swedish"``, never the phrase and the language
run together ("good night Swedish", before); a question naming no language gives no value (the
call is then a stated limit, not a guess)."""

from __future__ import annotations

import pytest
from langchain_core.tools import tool


@tool
def translate_phrase(text: str, target_language: str) -> str:
    """Translate a short text into the target language."""
    return ""


@tool
def caption(video_id: str, lang: str) -> str:
    """Add subtitles to a video in a language."""
    return ""


@pytest.mark.parametrize("tool_,question,field,want", [
    (translate_phrase, "How do you say 'good night' in Swedish?", "target_language", "Swedish"),
    (translate_phrase, "What's 'see you soon' in Polish?", "target_language", "Polish"),
    (caption, "Subtitle video V-8812 in Greek.", "lang", "Greek"),
])
def test_a_language_argument_takes_the_named_language(tool_, question, field, want):
    """The call carries the named language; or there is no call and a stated limit."""
    import warnings

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        calls = SimulatedChatModel().bind_tools([tool_]).invoke(question).tool_calls
    stated = any(type(w.message).__name__ == "SimulatorLimitWarning" for w in caught)
    assert (calls and calls[0]["args"].get(field) == want) or (not calls and stated), calls


@pytest.mark.parametrize("field,question,want", [
    ("target_language", "Put 'thanks' into Hungarian", "Hungarian"),
    ("source_lang", "Translate it from Finnish to Danish", "Finnish"),
    ("target_lang", "Translate it from Finnish to Danish", "Danish"),
    ("language", "Say it nicely please", None),
])
def test_language_named_table(field, question, want):
    from course_lib.sim.tools.tool_args import _language_named

    assert _language_named(field, question) == want
