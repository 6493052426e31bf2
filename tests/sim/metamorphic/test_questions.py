"""Same question, different wording and placement: paraphrases, labels in any case or language
("Question:", "User question:", "Here is the user question:", "问题："), the question embedded
in the system prompt, question first or last, instruction and question in one message. The
answer carries the same key facts every time.
"""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from tests.sim.metamorphic._checks import assert_answer, sim
from tests.sim.metamorphic._notes import CASE_IDS, CASES


@pytest.fixture(scope="module")
def llm():
    return sim()


RAG = ("You are an assistant for question-answering tasks. Use the following pieces of retrieved "
       "context to answer the question. If you don't know the answer, just say that you don't know.")


@pytest.mark.parametrize("k", [1, 2, 3])
@pytest.mark.parametrize(("note", "question"), CASES, ids=CASE_IDS)
def test_paraphrases_get_the_same_facts(llm, note, question, k):
    q = question.en[k]
    reply = llm.invoke([HumanMessage(f"{RAG}\nQuestion: {q}\nContext: {note.prose(80)}\nAnswer:")])
    assert_answer(reply, question.facts, chinese=False)


def _layouts(q: str, ctx: str) -> dict[str, list]:
    return {
        "user-question-label": [HumanMessage(f"{RAG}\n\nUser question: {q}\n\nRetrieved document:\n{ctx}")],
        "here-is-the-user-question": [
            SystemMessage("You are a helpful assistant that answers from the documents only."),
            HumanMessage(f"Here is the retrieved document:\n\n{ctx}\n\nHere is the user question: {q}")],
        "lowercase-labels": [HumanMessage(f"context:\n{ctx}\n\nquestion: {q}\nanswer:")],
        "chinese-labels": [HumanMessage(f"请根据资料回答问题。\n资料：\n{ctx}\n问题：{q}")],
        "question-in-system-prompt": [
            SystemMessage(f"Answer the question '{q}' using this context:\n\n{ctx}"),
            HumanMessage("Answer the question.")],
        "question-first": [HumanMessage(f"{q}\n\nUse only the notes below.\n\n{ctx}")],
        "context-in-system-question-in-human": [
            SystemMessage(f"Use the following notes to answer. Say you don't know if they do not cover it.\n\n{ctx}"),
            HumanMessage(q)],
        "markdown-headings": [HumanMessage(f"## Instructions\nAnswer briefly from the context.\n\n## Context\n{ctx}\n\n## Question\n{q}")],
    }


LAYOUTS = list(_layouts("q", "c"))


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize(("note", "question"), CASES[::2], ids=CASE_IDS[::2])
def test_question_found_wherever_it_is(llm, note, question, layout):
    messages = _layouts(question.en[0], note.prose(80))[layout]
    assert_answer(llm.invoke(messages), question.facts, chinese=False)


@pytest.mark.parametrize(("note", "question"), CASES, ids=CASE_IDS)
def test_earlier_turns_do_not_replace_the_latest_question(llm, note, question):
    # A conversation: an earlier, already answered question about another note, then this one.
    from tests.sim.metamorphic._notes import NOTES

    other = next(n for n in NOTES if n is not note)
    messages = [
        SystemMessage(f"Answer from these notes.\n\n{note.prose(80)}\n\n{other.prose(80)}"),
        HumanMessage(other.questions[0].en[0]),
        HumanMessage(question.en[0]),
    ]
    from langchain_core.messages import AIMessage

    messages.insert(2, AIMessage("(answered)"))
    assert_answer(llm.invoke(messages), question.facts, chinese=False)
