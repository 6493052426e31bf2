"""Same facts, different shapes: a note re-wrapped at 60/80/100 columns, one line per paragraph,
as bullets, as a table, reordered, with front matter, or in Chinese, pasted as the context of a
public RAG prompt, gives an answer with the same key facts, in whole sentences.

Prompts: LangChain hub's ``rlm/rag-prompt`` (one human turn) and the LangChain RAG tutorial's
"RAG chain" (context in the system prompt, question as the human turn).
"""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from tests.sim.metamorphic._checks import assert_answer, assert_prose, sim
from tests.sim.metamorphic._notes import CASE_IDS, CASES, SHAPES

RLM_RAG_PROMPT = (
    "You are an assistant for question-answering tasks. Use the following pieces of retrieved "
    "context to answer the question. If you don't know the answer, just say that you don't know. "
    "Use three sentences maximum and keep the answer concise.\nQuestion: {question} \nContext: "
    "{context} \nAnswer:"
)


def ask_rlm(llm, question: str, context: str):
    return llm.invoke([HumanMessage(RLM_RAG_PROMPT.format(question=question, context=context))])


def ask_system_context(llm, question: str, context: str):
    system = f"You are a helpful assistant. Use the following context in your response:\n\n{context}"
    return llm.invoke([SystemMessage(system), HumanMessage(question)])


PROMPTS = {"rlm-rag-prompt": ask_rlm, "system-context": ask_system_context}


@pytest.fixture(scope="module")
def llm():
    return sim()


# Each shape is asked through one of the two prompts, alternately, so both prompts see every
# kind of shape without doubling the run time.
SHAPE_PROMPT = {shape: list(PROMPTS)[i % 2] for i, shape in enumerate(SHAPES)}


@pytest.mark.parametrize("shape", list(SHAPES))
@pytest.mark.parametrize(("note", "question"), CASES, ids=CASE_IDS)
def test_same_facts_in_every_shape(llm, note, question, shape):
    reply = PROMPTS[SHAPE_PROMPT[shape]](llm, question.en[0], note.shape(shape))
    assert_answer(reply, question.facts, chinese=False)
    assert_prose(reply)


@pytest.mark.parametrize(("note", "question"), CASES, ids=CASE_IDS)
def test_chinese_note_chinese_question(llm, note, question):
    prompt = list(PROMPTS)[CASES.index((note, question)) % 2]
    reply = PROMPTS[prompt](llm, question.zh, note.chinese())
    assert_answer(reply, question.facts_zh, chinese=True)
    assert_prose(reply)


@pytest.mark.parametrize(("note", "question"), CASES[::3], ids=CASE_IDS[::3])
def test_english_note_chinese_question_is_answered_in_chinese(llm, note, question):
    reply = ask_rlm(llm, question.zh, note.prose(80))
    assert_answer(reply, question.facts_zh, chinese=True)


@pytest.mark.parametrize(("note", "question"), CASES[1::3], ids=CASE_IDS[1::3])
def test_all_notes_together_answer_from_the_right_one(llm, note, question):
    # Every note in the context, blank lines between them (plain retriever output): the answer
    # comes from the note the question is about.
    from tests.sim.metamorphic._notes import NOTES

    context = "\n\n".join(n.prose(80) for n in NOTES)
    reply = ask_rlm(llm, question.en[0], context)
    assert_answer(reply, question.facts, chinese=False)
