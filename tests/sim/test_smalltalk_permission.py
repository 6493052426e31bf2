"""A question typed without its "?" is a request, not small talk, when it asks permission with the
words an acknowledgement uses ("is it ok to ...", "ok if I ...": ``smalltalk.asks_permission`` in
``patterns.yaml``); "ok thanks" and a bare "is it ok" stay small talk. Wordings of my own (issue 26;
the thirtieth set's Y5 (a), read after its blind figure)."""

from __future__ import annotations

import pytest

from course_lib.sim.dialogue.smalltalk import detect


@pytest.mark.parametrize("text", ["is it ok to take these with grapefruit juice",
                                  "would it be alright to park the van here overnight",
                                  "ok if I bring the dog to the picnic", "ok for me to leave early"])
def test_a_permission_question_without_its_mark_is_no_small_talk(text):
    """"ok" / "alright" inside a question of permission is no acknowledgement (``smalltalk.asks_permission``)."""
    from course_lib.sim.words.knowledge import Knowledge

    assert detect(text, Knowledge.load()) is None


@pytest.mark.parametrize("text", ["ok thanks", "okay", "fine by me", "ok to go", "is it ok"])
def test_an_acknowledgement_stays_small_talk(text):
    from course_lib.sim.words.knowledge import Knowledge

    assert detect(text, Knowledge.load()) is not None
