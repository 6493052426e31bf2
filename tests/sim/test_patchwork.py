"""Sentences that each share one different word of the question are no answer
(``course_lib.sim.grounded.unfit_answers.patchwork``, a check of ``quoted_answer``; issue 26, the
merger's probe grounded_q): together they cover the question, none is about what it asks, so the
reply states a limit instead of quoting the three. A line that speaks of two of the question's
words is quoted as before. Wordings of my own."""

from __future__ import annotations

import warnings

from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel

SHOP = """CITY MUSEUM PARKING GUIDE
The museum shop closes at 6pm.
A cloakroom charge of £1 applies to large bags.
Entry to the galleries is free.
Coaches may drop off at the north gate between 9am and 4pm."""


def _ask(question: str):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(f"Answer from the notes.\n\n{SHOP}"), HumanMessage(question)])
    return out, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_lines_that_each_share_one_word_are_a_stated_limit():
    out, limits = _ask("what's the parking charge for coaches after 6pm?")
    assert limits and "share at most one word" in out.response_metadata["simulator_limit"]


def test_a_line_on_two_of_the_words_is_still_quoted():
    out, limits = _ask("when can coaches drop off?")
    assert not limits and "9am and 4pm" in out.content


def test_two_lines_a_subject_and_its_answer_are_still_quoted():
    # (two lines are never a patchwork: "Serving size 1 bar" and "Total sugars 9 g" answer together)
    out, limits = _ask("what time does the museum shop close?")
    assert not limits and "6pm" in out.content

