"""JSON asked for in a prompt's own words (issue 26; ``chat.respond``, ``responders.json_by_example``), on
wordings invented here:

- a count key ("qty", "count") takes the text's one number ("5 jars" for {"qty": 0}); a number key the
  text gives no value for is no silent 0: the example's own 0 shows a type, not an allowed value, so the
  limit is stated;
- "Extract the X and Y as JSON" with no key written: the reader's own key holding "I don't know." states
  the limit.

The behaviour rows fail on e764df6c; the guard holds on both.
"""

from __future__ import annotations

import warnings

from course_lib.sim import SimulatedChatModel
from course_lib.sim.responders.json_by_example import counted


def _reply(prompt: str) -> tuple[str, list[str]]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(prompt)
    return out.content, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_a_count_key_takes_the_texts_one_number():
    assert counted("qty", "Please send five jars of honey.") == 5
    assert counted("count", "we saw 3 herons") == 3


def test_a_count_key_with_two_numbers_is_not_read():  # guard
    assert counted("qty", "Please send five jars of honey and 2 of jam.") is None


def test_a_number_key_with_no_value_is_a_stated_limit_not_a_silent_zero():
    reply, limits = _reply('Give me the result as JSON like {"item": "...", "qty": 0}.\nI need six rolls of tape.')
    assert '"qty": 0' not in reply or limits, (reply, limits)


def test_an_extraction_with_keys_in_words_only_states_its_limit():
    reply, limits = _reply("Extract the weight and the unit as JSON.\nText: The crate weighs forty kilos.")
    assert "don't know" not in reply.lower() or limits, (reply, limits)
