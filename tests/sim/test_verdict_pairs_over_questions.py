"""A grader prompt that offers its own verdict pair and labels a text to judge is a grader before it
is a question to answer (``reply_shape.verdict_pair``, ``grading.answers``; issue 26, the
twenty-eighth set's W9): a lower-case "yes or no" right after the grader's question, a pair of which
one value is a negative word ("ON-SUBJECT or OFF-SUBJECT"), and "which <noun>" answered by a passage
that writes the noun with its value ("Gate C"). Wordings of my own."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.request.reply_shape import verdict_pair


@pytest.mark.parametrize("text, pair", [
    ("Does the excerpt let you answer the query? yes or no", ("yes", "no")),
    ("Is the chunk usable here? No / Yes.", ("Yes", "No")),
    ("Does this note stay on the subject? ON-SUBJECT or OFF-SUBJECT.", ("ON-SUBJECT", "OFF-SUBJECT")),
    # guards: a pair of neither polarity, yes / no inside a sentence, no pair
    ("Which is it? SPAM or HAM.", None),
    ("I said yes or no to the offer, can't remember", None),
    ("Summarise the note in one line.", None),
])
def test_a_verdict_pair_offered(text, pair):
    assert verdict_pair(text) == pair


def _reply(prompt):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(prompt).content.strip()


def test_an_answerable_grade_is_a_verdict_not_an_answer():
    assert _reply("Does the excerpt let you answer the query? yes or no\n"
                  "Excerpt: Your seats are in the north stand, use Gate C from the car park.\n"
                  "Query: which gate do we go in by") == "yes"


def test_an_off_subject_snippet_is_judged():
    assert _reply("Does this passage stay on the subject of the question? ON-SUBJECT or OFF-SUBJECT.\n"
                  "Question: when is the boiler being serviced\n"
                  "Passage: The cat needs worming tablets from the vet.") == "OFF-SUBJECT"


@pytest.mark.parametrize("text, pair", [
    # one letter each, read by the letters' lexicon (option_letter_positive / _negative)
    ("Is the clip worth keeping for this query? Reply N or Y.", ("Y", "N")),
    ("Could a reader answer the query from this text? Answer T/F.", ("T", "F")),
    # guards: letters that stand for no verdict
    ("Which option fits best? Answer A or B.", None),
    ("Pick the size: reply S or M.", None),
])
def test_a_verdict_pair_of_letters(text, pair):
    assert verdict_pair(text) == pair


@pytest.mark.parametrize("passage, want", [
    ("A cabin bag can be as heavy as 10 kg and must fit the sizer at the gate.", "Y"),
    ("The airport chapel is open for quiet prayer from dawn until dusk.", "N"),
])
def test_a_labelled_passage_under_a_letter_pair_is_graded(passage, want):
    # "useful for" is no grading cue: the pair of verdict letters and the labelled text make it one
    assert _reply("Would this snippet be of any use here? Reply with Y or N only.\n"
                  "Query: how heavy can my cabin bag be\n"
                  f"Snippet: {passage}") == want
