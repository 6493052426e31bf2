""""Does this passage answer the question? Reply yes or no." is a relevance grade (task cues in
data/sim/task_cues.yaml, ``tasks.recognise``), not a question to answer from the passage.

One-message grader prompts invented here (an instruction line first, then labelled parts): the
reply is a verdict, never the passage quoted back nor "I don't know.".
"""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel

CASES = [
    ("Does this excerpt answer the question? Answer yes or no.\nQuestion: How tall is the lighthouse?\n"
     "Excerpt: The lighthouse at Skerry Point stands 41 metres tall.", "yes"),
    ("Can the document answer the user's query? Reply with yes or no only.\nQuery: What time does the pool open?\n"
     "Document: The pool opens at 6:30 on weekdays and 8:00 at weekends.", "yes"),
    ("Does the context answer the question? yes/no\nQuestion: Who designed the stadium?\n"
     "Context: Our bakery sells rye loaves and cinnamon buns every morning.", "no"),
]


@pytest.mark.parametrize(("prompt", "verdict"), CASES, ids=["excerpt-yes", "document-yes", "context-no"])
def test_a_one_message_answers_the_question_grade(prompt, verdict):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = SimulatedChatModel().invoke(prompt).content.strip().lower().rstrip(".")
    assert reply == verdict
