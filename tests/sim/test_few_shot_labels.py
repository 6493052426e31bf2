"""A label taught by examples in the prompt (issue 26, build item 2: few-shot label prompts were a
stated limit): the examples' own labels are the offer; the input gets the side of its clear tone,
the label whose examples alone share its words, or the limit stated alone. Prompts that teach
answers, not labels, are not read so. All prompts invented for this test."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel


def _ask(prompt: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(prompt)
    return out.content.strip(), out.response_metadata.get("simulator_limit") or ""


@pytest.mark.parametrize("prompt, label", [
    ("Classify the tone.\nText: the concert was magical -> upbeat\nText: the bus never came -> downbeat\n"
     "Text: what a fantastic, joyful evening ->", None),  # (upbeat / downbeat name no tone side it knows)
    ("Classify the sentiment.\nText: I adore this little cafe -> positive\nText: the soup was cold and bland -> "
     "negative\nText: the waiter was rude and the bill was wrong ->", "negative"),
    ('Label each review.\nReview: "Superb pillows." Label: GOOD\nReview: "Awful noise." Label: BAD\n'
     'Review: "Lovely staff, brilliant breakfast." Label:', "GOOD"),
    ("Sort each note by trade.\nNote: the kitchen tap drips => plumbing\nNote: the hall socket sparks => electrics\n"
     "Note: the bathroom tap leaks at night =>", "plumbing"),
])
def test_an_input_gets_the_label_its_examples_teach(prompt, label):
    reply, limit = _ask(prompt)
    if label is None:
        assert limit and reply == limit, (reply, limit)  # no label guessed beside the limit
    else:
        assert reply == label and not limit, (reply, limit)


def test_nothing_decides_is_the_limit_alone():
    reply, limit = _ask("Sort each note by trade.\nNote: the kitchen tap drips => plumbing\nNote: the hall socket "
                        "sparks => electrics\nNote: the landing light flickers =>")
    assert "choose between plumbing, electrics" in limit and reply == limit


@pytest.mark.parametrize("prompt", [
    "Name: Bob\nAge: 3\nName: Ann\nAge: 4\nName: Jo\nAge:",  # values, not labels
    "Q: tallest mountain in Wales?\nA: Yr Wyddfa\nQ: longest river in Wales?\nA: Tywi\nQ: biggest lake in Wales?\nA:",
])
def test_prompts_that_teach_answers_are_not_label_prompts(prompt):
    from course_lib.sim.responders.few_shot_labels import read

    assert read(prompt) is None
