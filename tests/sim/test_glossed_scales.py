"""A grading prompt's own digit scale (``course_lib.sim.values.scale_glosses.digit_scale`` / ``scale_ends``
and ``verdicts.glossed_digit``; issue 26, the twenty-ninth set's X9 (b)): "0 = unrelated, 1 = partly
related, 2 = answers it directly. Output only the number." is answered with a digit whose gloss the
verdict meets, never "yes" / "no". Wordings of my own."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.responders.verdicts import option_polarity
from course_lib.sim.values.scale_glosses import digit_scale, scale_ends


@pytest.mark.parametrize("text, scale", [
    ("Use 0 = off-topic, 1 = touches on it, 2 = on the money.", [("0", "off"), ("1", "touches on it"),
                                                                 ("2", "on the money")]),
    ("Rate it 1 (useless), 2 (some use) or 3 (exactly what was asked).",
     [("1", "useless"), ("2", "some use"), ("3", "exactly what was asked")]),
    # guards: one number glossed, numbers that skip, one number glossed twice
    ("1 = relevant. Reply with the number.", []),
    ("1 = bad, 3 = good", []),
    ("1 = bad, 2 = fine, 1 = awful", []),
    # numbered items, not scale points: retrieved sources with their file and page, steps
    ("Source 1 (rota.pdf, p. 2):\nMonday: Ines.\n\nSource 2 (rota.pdf, p. 5):\nTuesday: Abel.", []),
    ("Step 1 (optional): rinse.\nStep 2 (required): soak.", []),
    ("Chunk 1 (score 0.91): ...\nChunk 2 (score 0.77): ...", []),
])
def test_a_prompts_digit_scale(text, scale):
    assert [d for d, _ in digit_scale(text)] == [d for d, _ in scale]


@pytest.mark.parametrize("scale, ends", [
    ([("1", "rubbish"), ("2", "so-so"), ("3", "spot on")], {"1": "negative", "2": "middle", "3": "positive"}),
    ([("1", "fully correct"), ("2", "partly"), ("3", "wrong")], {"1": "positive", "2": "middle", "3": "negative"}),
    ([("1", "wrong"), ("2", "correct"), ("3", "wrong")], None),  # glosses against both directions
])
def test_which_end_is_good(scale, ends):
    assert scale_ends(scale, option_polarity) == ends


def _reply(prompt):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(prompt).content.strip()


SCALE = ("Grade how relevant the snippet is to the question. 0 = unrelated, 1 = partly related, 2 = answers "
         "it directly. Output only the number.\n")


def test_a_matching_snippet_gets_the_top_digit():
    assert _reply(SCALE + "Question: when does the allotment shop open\n"
                          "Snippet: The allotment shop opens at 10:00 on Sundays.") == "2"


def test_an_unrelated_snippet_gets_the_bottom_digit():
    assert _reply(SCALE + "Question: when does the allotment shop open\n"
                          "Snippet: Goalkeeper gloves are in the red kit bag.") == "0"


def test_a_descending_scale_is_read_the_other_way():
    assert _reply("Grade how relevant the snippet is to the question: 1 = perfect match, 2 = partial, 3 = "
                  "irrelevant. Reply with the digit only.\nQuestion: when does the allotment shop open\n"
                  "Snippet: Goalkeeper gloves are in the red kit bag.") == "3"


def test_a_glossed_scale_alone_makes_the_prompt_a_grader():
    # no "rate" / "relevance" cue beyond the glosses: the digit scale over a document for a question
    assert _reply("Score the passage for the question: 1 = irrelevant, 2 = partially relevant, 3 = relevant. "
                  "Return just the number.\nQuestion: when does the allotment shop open\n"
                  "Passage: Goalkeeper gloves are in the red kit bag.") == "1"


def test_numbered_sources_with_their_pages_are_answered_not_graded():
    """Two "Source N (file, p. M):" blocks and a question: the question is answered from them, never
    "graded" on a scale of the source numbers."""
    from langchain_core.messages import HumanMessage

    from course_lib.sim import SimulatedChatModel

    prompt = ("Source 1 (rota.pdf, p. 2):\nThe Monday shift is covered by Ines Carvalho.\n\n"
              "Source 2 (rota.pdf, p. 5):\nThe Tuesday shift is covered by Abel Mensah.\n\nWho covers the Tuesday shift?")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([HumanMessage(prompt)])
    assert "Abel" in out.content, out.content
