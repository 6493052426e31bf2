"""A follow-up asking by a pronoun over an earlier statement that says what two people did ("My
cousin Tom baked bread, and his sister Ana made soup." ... "what did he bake?"): the clause whose
verb the question names (in any form: "bake" for "baked") and whose subject the pronoun can be
(not the one named by a relation word of the other gender), quoted alone; the conversation limit
when no clause's subject can be the pronoun's (``coordination``; issue 26, the forty-second set's
class KK7). Wordings invented here; the cases marked guard pass on 947509df too, the others fail
there (the whole sentence quoted).
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim import SimulatedChatModel


def _ask(*turns: str) -> tuple[str, list[str]]:
    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(msgs)
    return out.content, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize(("statement", "question", "want", "not_want"), [
    ("My cousin Tom baked bread, and his sister Ana made soup.", "what did he bake?", "bread", "soup"),
    ("Our neighbour Priya walked the dog, and her husband Raj watered the plants.", "what did she walk?", "dog",
     "plants"),
    ("My colleague Sam wrote the report, and his wife proofread the slides.", "what did he write?", "report",
     "slides"),
    ("My aunt sewed the curtains and my uncle fixed the shelves.", "what did she sew?", "curtains",
     "shelves"),  # guard: both subjects gendered, the verb as written
])
def test_the_clause_the_pronoun_and_the_verb_name(statement, question, want, not_want):
    text, limits = _ask(statement, "How nice.", question)
    assert not limits and want in text and not_want not in text, text


def test_no_subject_of_the_pronoun_s_gender_is_the_limit():  # guard
    text, limits = _ask("My grandad planted the roses and my nephew mowed the lawn.", "Lovely.", "what did she plant?")
    assert limits and "roses" not in text
