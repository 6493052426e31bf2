"""A prompt's own reply values, however they are written (issue 26; ``request.reply_shape``,
``task.tasks``), on wordings invented here:

- two labels in capitals after a verb of replying that make no verdict pair ("Answer KEEP or BIN.")
  are the reply's options: a label or the label limit, never "I don't know." (the prompt was read
  as a question about its own text);
- a lower-case verdict pair ending the instruction ("...: suitable or unsuitable.") is the reply's
  words, also when a one-message prompt's instruction line was read as a label (the grader answered
  "yes").

The behaviour rows fail on e764df6c; the guard rows hold on both.
"""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.reply_shape import verdict_pair
from course_lib.sim.task.tasks import output_options


def _reply(prompt: str) -> tuple[str, list[str]]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(prompt)
    return out.content, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize(("text", "options"), [
    ("Should we keep this receipt? Answer KEEP or BIN.", ("KEEP", "BIN")),
    ("Reply ALPHA or BRAVO only.", ("ALPHA", "BRAVO")),
    ("Answer SUPPORTED or UNSUPPORTED.", ()),  # guard: a verdict pair, the graders' to read
])
def test_two_capitals_are_the_prompts_labels(text, options):
    assert output_options(text) == options


def test_a_two_label_prompt_never_answers_i_dont_know():
    reply, limits = _reply("Is the following text junk? Answer JUNK or FINE.\nText: Your locker is held, pay £2.49 at lockr.example")
    assert reply.strip() in ("JUNK", "FINE") or limits, reply
    assert "don't know" not in reply.lower()


@pytest.mark.parametrize(("text", "pair"), [
    ("Judge the snippet against the query: useful or useless.", ("useful", "useless")),
    ("Reply grounded or ungrounded.", ("grounded", "ungrounded")),
    ("reply yes or no", None),  # guard: the default words
])
def test_a_lower_case_verdict_pair(text, pair):
    assert verdict_pair(text) == pair


@pytest.mark.parametrize(("passage", "value"), [
    ("To descale the kettle, boil a mix of water and white vinegar, then rinse twice.", "relevant"),
    ("Our café serves breakfast until 11am.", "irrelevant"),
])
def test_a_one_message_grader_replies_in_its_own_words(passage, value):
    reply, _ = _reply("Rate the snippet's relevance to the question: relevant or irrelevant.\n"
                      f"Question: how do I descale my kettle?\nSnippet: {passage}")
    assert reply.strip().lower() == value, reply
