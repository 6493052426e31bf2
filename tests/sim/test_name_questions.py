"""A what-question that asks a name by its last word ("What is Maria's dog called?", issue 26).

Two faults met together on invented notes: the question's possessive made a two-step chain ("the
dog of Maria", then "the dog found in step 1 called"), and the plan's own placeholder words were
reported to the learner as missing from the documents ("I could not find anything about 'found',
'step', '1'"); and the closing "called" / "named" was a topic word every answer lacked, so a right
answer came with "I could not find anything about 'called'"; and a compound the question writes
hyphened ("the second-floor printer") met nothing in notes that write it as words ("the printer on
the second floor"): a trusted "I don't know.". The plan's words are never the
user's (``planning.without_placeholders``); "called" / "named" ending a what-question names the
kind of answer, as "name" does (``answer_types``, lexicon ``asked_name_endings``); a lower-case
hyphened compound is read as its words (``matching``), the compound itself still preferred
(``evidence._joined_pairs``)."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.planning import without_placeholders
from course_lib.sim.words.answer_types import is_answer_type

_NOTES = """Answer from the notes.
Notes:
{notes}

Question: {question}"""

CASES = [
    ("Farida keeps bees in Lewes. Her allotment neighbour is a retired teacher. Farida's dog, Pip, is a lurcher and sleeps in the shed.",
     "What is Farida's dog called?", "Pip"),
    ("The bakery on Quay Street opened in 2019. The bakery's sourdough starter is Gloria; it is fed twice a day.",
     "What is the bakery's starter named?", "Gloria"),
    ("Tomasz sails on weekends. Tomasz's boat, the Little Auk, is a 19-foot dinghy moored at Pin Mill.",
     "What is Tomasz's boat called?", "Little Auk"),
    # a compound the question writes hyphened and the notes as words
    ("Our office has two printers. The printer on the second floor is named Gutenberg; it jams often.",
     "What is the second-floor printer called?", "Gutenberg"),
    ("Trains leave from platforms 1 to 4. The lost property desk is beside platform 2 and shuts at 6 pm.",
     "Where is the lost-property desk?", "platform 2"),
]


@pytest.mark.parametrize("notes,question,name", CASES)
def test_a_name_asked_by_called_or_a_hyphened_compound_is_answered(notes, question, name):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(_NOTES.format(notes=notes, question=question))
    assert name in out.content
    assert "step" not in out.content and "'found'" not in out.content
    assert "could not find anything about" not in out.content


@pytest.mark.parametrize("step,plain", [
    ("Who leads the team found in step 1?", "Who leads the team?"),
    ("What are the cats found in step 2 called?", "What are the cats called?"),
    ("Where is the depot identified in step 1?", "Where is the depot?"),
    ("Which city is the office in?", "Which city is the office in?"),
])
def test_the_plans_placeholder_reads_as_its_noun(step, plain):
    assert without_placeholders(step) == plain


@pytest.mark.parametrize("question,word,asked", [
    ("What is Maria's cat called?", "called", True),
    ("what's the new ferry named?", "named", True),
    ("Who called the meeting?", "called", False),   # a topic word: not a what-question
    ("What was called off on Friday?", "called", False),  # not the question's last word
])
def test_called_or_named_ending_a_what_question_names_the_answer_kind(question, word, asked):
    start = question.lower().index(word)
    assert is_answer_type(word, question, start) is asked
