"""A relevance prompt that asks for an explanation and offers no values ("Explain why this
context is relevant to the query ... Explanation:") gets a sentence with the verdict and what it
rests on, never a bare "yes" / "no" (issue 26, ports25: the explainable-retrieval port stored
"yes" and "no" as its explanations). ``responders/explained_verdicts.py``, cues
``explained_verdicts.explained`` / ``text_nouns`` / ``asked_nouns`` in ``data/sim/patterns.yaml``.
Invented wordings, topics and texts."""

import warnings

import pytest

from course_lib.sim import SimulatedChatModel

PROMPTS = [
    "Look at the question and the passage below. Explain how the passage is relevant to the question, "
    "and how it could help answer it.\n\nQuestion: {q}\n\nPassage: {c}\n\nExplanation:",
    "Here is a question and a retrieved document. Say whether the document is relevant to the question "
    "and give your reasoning.\n\nQuestion: {q}\n\nDocument: {c}",
]

CASES = [  # (question, text, relevant?, a word of the text the explanation quotes)
    ("Why do cast-iron pans rust?", "Cast-iron pans rust when their seasoning wears off and bare iron meets water.",
     True, "seasoning"),
    ("Why do cast-iron pans rust?", "The ferry to Holm Island leaves at 7.40 every weekday morning.", False, ""),
    ("How long does a tax refund take?", "A tax refund is usually paid within 21 days of filing online.", True,
     "21 days"),
    ("How long does a tax refund take?", "Tomato seedlings need at least eight hours of light a day.", False, ""),
]


def _reply(prompt, q, c):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(prompt.format(q=q, c=c))


@pytest.mark.parametrize("prompt", PROMPTS)
@pytest.mark.parametrize(("q", "c", "relevant", "quoted"), CASES)
def test_the_verdict_is_explained_in_a_sentence(prompt, q, c, relevant, quoted):
    reply = _reply(prompt, q, c)
    text = reply.content
    assert not reply.response_metadata.get("simulator_limit"), text
    assert text.strip().lower() not in ("yes", "no") and len(text.split()) >= 8, text
    if relevant:
        assert "not relevant" not in text and "relevant" in text and quoted in text, text
    else:
        assert "not relevant" in text and "does not help" in text, text


@pytest.mark.parametrize(("q", "c", "relevant", "quoted"), CASES)
def test_guard_a_prompt_that_asks_yes_or_no_still_gets_the_value(q, c, relevant, quoted):
    """Guard (passes before too): the prompt offers "yes" or "no" as the reply."""
    prompt = ("Is the passage relevant to the question? Answer yes or no.\n\nQuestion: {q}\n\nPassage: {c}")
    assert _reply(prompt, q, c).content.strip().lower() == ("yes" if relevant else "no")


@pytest.mark.parametrize(("text", "expected"), [
    ("Explain why this passage is relevant to the question.", True),
    ("Analyse how the excerpt relates to the query and explain its relevance.", True),
    ("Question: when?\nSnippet: ...\nExplanation:\n", True),
    ("Say whether the chunk is relevant and give your reasoning.", True),
    ("Is the chunk relevant? Answer yes or no.", False),
    ("Grade the relevance of the document to the question.", False),
])
def test_explained_cue_table(text, expected):
    from course_lib.sim.request.reading import Request
    from course_lib.sim.responders.explained_verdicts import asked

    assert asked(Request(system="", human="", question="", instructions=text)) is expected
