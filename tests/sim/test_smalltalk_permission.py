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


# --- latent79: an order to the assistant after a greeting is a request ----------------------------------------------

@pytest.mark.parametrize("text", ["morning all! get me up at ten to six", "good evening - switch the porch light on",
                                  "hello there, please turn the lights off", "evening! book me a table",
                                  "hey, add some eggs"])
def test_an_order_after_a_greeting_is_no_small_talk(text):
    """A verb to the assistant opening its clause after the greeting (``smalltalk.asks_action``)."""
    from course_lib.sim.words.knowledge import Knowledge

    assert detect(text, Knowledge.load()) is None


@pytest.mark.parametrize("text", ["good morning!", "hi there, how are you", "thanks, have a good evening",
                                  "hey, thanks so much", "hi, set up went fine thanks"])
def test_a_greeting_without_an_order_stays_small_talk(text):
    """A guard (passed before latent79 too): no order in it, small talk as before."""
    from course_lib.sim.words.knowledge import Knowledge

    assert detect(text, Knowledge.load()) is not None
