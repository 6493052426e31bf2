"""An option named in a text by the words of its name (``course_lib.sim.words.option_parts``, issue 26
point 2): a label of several words (snake_case, hyphens, camelCase) is named by one of its own
words, outside a negation, when no other option is; a one-word label only by its whole word
(elsewhere). Invented labels and texts, none a set's or a probe's."""

from __future__ import annotations

import pytest

from course_lib.sim.words.option_parts import name_parts, named_by_parts


@pytest.mark.parametrize("value, parts", [
    ("refund_request", {"refund", "request"}),
    ("thank-you", {"thank"}),  # "you" names nothing
    ("OutOfStock", {"out", "stock"}),  # "of" names nothing
    ("not_spam", {"spam"}),
    ("x_id", set()),  # words shorter than three letters name nothing
])
def test_name_parts(value, parts):
    from course_lib.sim.words.text import stem

    assert name_parts(value) == {stem(p) for p in parts}


@pytest.mark.parametrize("values, text, named", [
    (["delivery_date", "refund_request", "product_info"], "Can I get my money back? I want a refund.", "refund_request"),
    (["greeting", "bug-report", "feature-request"], "The export button crashes the app, looks like a bug.", "bug-report"),
    (["InStock", "OutOfStock"], "Sorry, that size is out of stock until May.", "OutOfStock"),
    (["praise", "thank-you", "complaint"], "Thanks so much, you saved my evening!", "thank-you"),
])
def test_a_word_of_one_options_name_names_it(values, text, named):
    assert named_by_parts(values, text) == named


@pytest.mark.parametrize("values, text", [
    # a word of two options' names: no one option
    (["refund_request", "refund_status"], "Where is my refund?"),
    # the word said only under a negation
    (["delivery_date", "refund_request"], "I don't want a refund, just the parcel."),
    # one-word names are not named by another form of their word ("ride" for rides)
    (["payments", "rides", "account"], "I was charged twice for the same ride."),
    # nothing said
    (["delivery_date", "refund_request"], "Hello there."),
    # a word every option's name shares tells none apart
    (["python_docs", "golang_docs"], "Where are the docs?"),
])
def test_no_one_option_named(values, text):
    assert named_by_parts(values, text) is None
