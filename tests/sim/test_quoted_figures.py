""""Quote figures exactly as they appear" says how to write an answer's figures; it is no request to
copy the relevant parts of the context as they are: a question the notes do not answer is not
answered with the row that names its subject (issue 26, ports26b: the document-intake port's
marigold row for a price question). Cue ``verbatim_parts`` in ``data/sim/patterns.yaml``
(``grounded/partial_answers.py``). Invented wordings and tables."""

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from tests.thirdparty._support import REFUSAL

NOTES = """| Boat | Seats | Crossing time |
| --- | --- | --- |
| Skerry Lass | 48 | 35 min |
| Holm Rover | 120 | 50 min |
| Tern | 12 | 25 min |
"""

PROMPTS = [  # the second passes on 991d8e7b too (a guard: its reply reaches the refusal before the cue is read)
    "You are a careful analyst of timetables. Answer using only the notes below. Quote numbers exactly as "
    "they appear. If the notes do not hold the answer, say so.\n\nNotes:\n{notes}\nQuestion: {q}",
    "Answer from the table only and quote the figures exactly as written.\n\nTable:\n{notes}\nQuestion: {q}",
]


def _reply(prompt, q):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(prompt.format(notes=NOTES, q=q))


@pytest.mark.parametrize("prompt", PROMPTS)
def test_a_price_the_table_lacks_is_not_answered_with_the_row(prompt):
    reply = _reply(prompt, "How much is a ticket on the Holm Rover?")
    text = reply.content
    assert reply.response_metadata.get("simulator_limit") or REFUSAL.search(text), text


@pytest.mark.parametrize(("text", "verbatim"), [
    ("Extract any part of the context *AS IS* that is relevant to the question.", True),  # guard
    ("Copy the relevant sentences verbatim.", True),  # guard
    ("Quote the passage exactly as it is written.", True),  # guard
    ("Quote figures exactly as they appear.", False),
    ("Quote the numbers exactly as written.", False),
    ("Copy amounts exactly as they are given.", False),
])
def test_verbatim_parts_table(text, verbatim):
    from course_lib.sim.words.cues import patterns

    assert bool(patterns("partial_answers").verbatim_parts.search(text)) is verbatim
