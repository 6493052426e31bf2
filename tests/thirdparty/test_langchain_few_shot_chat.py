"""Port: LangChain how-to "How to use few shot examples in chat models" (an unfamiliar operator,
"🦜", taught by example: fixed examples with ``FewShotChatMessagePromptTemplate``, then examples
chosen per input by a ``SemanticSimilarityExampleSelector`` over a vector store).

Source: github.com/langchain-ai/langchain, docs/docs/how_to/few_shot_examples_chat.ipynb at commit
0746e55e9b675a4d546133c53e7c5fc2b130e0a0 (MIT licence).

Kept verbatim: the bare call ``model.invoke("What is 2 🦜 9?")``; both example lists, the
``example_prompt`` (``("human", "{input}"), ("ai", "{output}")``), ``few_shot_prompt``, the
``final_prompt`` ("You are a wondrous wizard of math.", the examples, ``("human", "{input}")``),
the selector with ``k=2`` over ``" ".join(example.values())`` texts with the examples as metadata,
and the questions "What is 2 🦜 9?" and "What's 3 🦜 3?".
Swapped: ``ChatOpenAI(model="gpt-4o-mini", temperature=0.0)`` -> the simulator; ``Chroma`` with
``OpenAIEmbeddings`` -> langchain-core's ``InMemoryVectorStore`` with the course's offline
embeddings (the selector needs a LangChain ``VectorStore``). Invented: more questions for the same
two prompts (7 🦜 5, 10 🦜 21) and a second operator taught the same way (🐢: 9 🐢 4 = 5,
4 🐢 1 = 3, a subtraction), asked 10 🐢 3.

Oracles (written before the first run), one model call per question:
- bare "What is 2 🦜 9?" (no examples): no number given as the result (the operator is unknown:
  a real model asks what it means), or a stated limit;
- with the examples: the result the examples imply (2 🦜 9 = 11, 3 🦜 3 = 6, 7 🦜 5 = 12,
  10 🦜 21 = 31, 10 🐢 3 = 7) and no other result; the dynamic prompt's answer likewise;
each or a stated limit.
"""

from __future__ import annotations

import re
import warnings

import pytest
from langchain_core.prompts import ChatPromptTemplate, FewShotChatMessagePromptTemplate

from tests.thirdparty._support import CallLog, embeddings, sim_llm, text_of
from tests.thirdparty._verdict import verdict

examples = [
    {"input": "2 🦜 2", "output": "4"},
    {"input": "2 🦜 3", "output": "5"},
]

dynamic_examples = [
    {"input": "2 🦜 2", "output": "4"},
    {"input": "2 🦜 3", "output": "5"},
    {"input": "2 🦜 4", "output": "6"},
    {"input": "What did the cow say to the moon?", "output": "nothing at all"},
    {
        "input": "Write me a poem about the moon",
        "output": "One for the moon, and one for me, who are we to talk about the moon?",
    },
]

turtle_examples = [  # invented: the same program teaching another operator
    {"input": "9 🐢 4", "output": "5"},
    {"input": "4 🐢 1", "output": "3"},
]

# This is a prompt template used to format each individual example.
example_prompt = ChatPromptTemplate.from_messages(
    [
        ("human", "{input}"),
        ("ai", "{output}"),
    ]
)


def fixed_prompt(examples=examples):
    few_shot_prompt = FewShotChatMessagePromptTemplate(
        example_prompt=example_prompt,
        examples=examples,
    )
    return ChatPromptTemplate.from_messages(
        [
            ("system", "You are a wondrous wizard of math."),
            few_shot_prompt,
            ("human", "{input}"),
        ]
    )


def dynamic_prompt():
    from langchain_core.example_selectors import SemanticSimilarityExampleSelector
    from langchain_core.vectorstores import InMemoryVectorStore

    to_vectorize = [" ".join(example.values()) for example in dynamic_examples]
    vectorstore = InMemoryVectorStore.from_texts(to_vectorize, embeddings(), metadatas=dynamic_examples)
    example_selector = SemanticSimilarityExampleSelector(
        vectorstore=vectorstore,
        k=2,
    )
    # Define the few-shot prompt.
    few_shot_prompt = FewShotChatMessagePromptTemplate(
        # The input variables select the values to pass to the example_selector
        input_variables=["input"],
        example_selector=example_selector,
        # Define how each example will be formatted.
        # In this case, each example will become 2 messages:
        # 1 human, and 1 AI
        example_prompt=ChatPromptTemplate.from_messages(
            [("human", "{input}"), ("ai", "{output}")]
        ),
    )
    return ChatPromptTemplate.from_messages(
        [
            ("system", "You are a wondrous wizard of math."),
            few_shot_prompt,
            ("human", "{input}"),
        ]
    )


# --- questions, oracles, verdicts ------------------------------------------------------------------

# key: (prompt kind, question, the result (None: the operator is unknown, no result may be given))
QUESTIONS = {
    "bare": ("bare", "What is 2 🦜 9?", None),
    "fixed": ("fixed", "What is 2 🦜 9?", "11"),
    "fixed_invented": ("fixed", "What is 7 🦜 5?", "12"),
    "fixed_invented_big": ("fixed", "What is 10 🦜 21?", "31"),
    "dynamic": ("dynamic", "What's 3 🦜 3?", "6"),
    "turtle": ("turtle", "What is 10 🐢 3?", "7"),
}

_NUM = re.compile(r"(?<![\d.])-?\d+(?:\.\d+)?(?!\.?\d)")


def _results(text: str, question: str) -> set[str]:
    """The figures the reply states besides the question's operands."""
    return set(_NUM.findall(text)) - set(_NUM.findall(question))


def rows_for(llm, key):
    kind, question, result = QUESTIONS[key]
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if kind == "bare":
            reply = llm.invoke(question, {"callbacks": [log]})
        else:
            prompt = {"fixed": fixed_prompt, "dynamic": dynamic_prompt,
                      "turtle": lambda: fixed_prompt(turtle_examples)}[kind]()
            chain = prompt | llm
            reply = chain.invoke({"input": question}, {"callbacks": [log]})
    text = text_of(reply)
    stated = _results(text, question)
    ok = (not stated) if result is None else (stated == {result})
    limit = log.calls[-1]["limit"] if log.calls else ""
    return [(f"{key}: {question}", verdict(reply, ok, limit), text[:300])]


def s_bare(llm):
    return rows_for(llm, "bare")


def s_fixed(llm):
    return [row for key in ("fixed", "fixed_invented", "fixed_invented_big") for row in rows_for(llm, key)]


def s_dynamic(llm):
    return rows_for(llm, "dynamic")


def s_turtle(llm):
    return rows_for(llm, "turtle")


SCENARIOS = {"bare": s_bare, "fixed": s_fixed, "dynamic": s_dynamic, "turtle": s_turtle}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_the_selector_picks_parrot_examples():
    """The swapped vector store still hands the model 🦜 examples for a 🦜 question."""
    msgs = dynamic_prompt().invoke({"input": "What's 3 🦜 3?"}).to_messages()
    assert sum("🦜" in m.content for m in msgs) >= 2


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        if "ai: 4" not in text and "ai: 5" not in text and "ai: 3" not in text:
            return "What operation does the 🦜 stand for? I don't know that symbol."
        key = next(k for k, (kind, q, _) in QUESTIONS.items() if kind != "bare" and text.rstrip().endswith(q))
        return f"The result is {QUESTIONS[key][2]}."

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), rows
