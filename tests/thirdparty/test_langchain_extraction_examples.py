"""Port: LangChain how-to "How to use reference examples when doing extraction": a prompt with a
``MessagesPlaceholder("examples")`` filled with few-shot tool-call examples (a ``HumanMessage``
text, an ``AIMessage`` calling ``Data`` with what should be extracted, a ``ToolMessage`` "You have
correctly called this tool."), then the text to extract from, answered by
``llm.with_structured_output(schema=Data, method="function_calling", include_raw=False)``.

Source: github.com/langchain-ai/langchain, docs/docs/how_to/extraction_examples.ipynb
@0746e55e9b675a4d546133c53e7c5fc2b130e0a0.
Kept verbatim: the system prompt, the ``Person`` / ``Data`` schemas (``Optional[str]`` fields
with their descriptions, ``height_in_meters`` a string), ``Example`` and
``tool_example_to_messages``, the two reference examples (the ocean text -> ``people=[]``; "Fiona
traveled far from France to Spain." -> Fiona), the runnable, and the notebook's two texts ("The
solar system is large, but earth has only 1 moon." run without and with the examples; "My name is
Harrison. My hair is black.").
Swapped: ``ChatOpenAI(model="gpt-4-0125-preview", temperature=0)`` -> the simulator. Invented:
four more texts (two with people and their attributes, one with none, one naming a person only as
an example's name would not).

Oracles (written before the first run), per model call (each text with and without the examples):
- ``people`` names exactly the people the text mentions (none for the solar-system and storm
  texts), never an example's person (Fiona) unless the text names her;
- each attribute the text gives is there (hair colour word; height as a number of meters, 6 feet
  = 1.83); attributes the text does not give are null or empty;
- or a stated limit. A crash (a validation error) with no stated limit is wrong.
"""

from __future__ import annotations

import re
import uuid
import warnings
from typing import Dict, List, Optional, TypedDict  # noqa: F401,UP035 (the notebook's imports)

import pytest
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
from pydantic import BaseModel, Field

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# Define a custom prompt to provide instructions and any additional context.
# 1) You can add examples into the prompt template to improve extraction quality
# 2) Introduce additional parameters to take context into account (e.g., include metadata
#    about the document from which the text was extracted.)
prompt = ChatPromptTemplate.from_messages(
    [
        (
            "system",
            "You are an expert extraction algorithm. "
            "Only extract relevant information from the text. "
            "If you do not know the value of an attribute asked "
            "to extract, return null for the attribute's value.",
        ),
        # ↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓↓
        MessagesPlaceholder("examples"),  # <-- EXAMPLES!
        # ↑↑↑↑↑↑↑↑↑↑↑↑↑↑↑↑↑↑↑↑↑↑↑↑↑↑↑↑↑
        ("human", "{text}"),
    ]
)


class Person(BaseModel):
    """Information about a person."""

    # ^ Doc-string for the entity Person.
    # This doc-string is sent to the LLM as the description of the schema Person,
    # and it can help to improve extraction results.

    # Note that:
    # 1. Each field is an `optional` -- this allows the model to decline to extract it!
    # 2. Each field has a `description` -- this description is used by the LLM.
    # Having a good description can help improve extraction results.
    name: Optional[str] = Field(..., description="The name of the person")  # noqa: UP045
    hair_color: Optional[str] = Field(  # noqa: UP045
        ..., description="The color of the person's hair if known"
    )
    height_in_meters: Optional[str] = Field(..., description="Height in METERs")  # noqa: UP045


class Data(BaseModel):
    """Extracted data about people."""

    # Creates a model so that we can extract multiple entities.
    people: List[Person]  # noqa: UP006


class Example(TypedDict):
    """A representation of an example consisting of text input and expected tool calls.

    For extraction, the tool calls are represented as instances of pydantic model.
    """

    input: str  # This is the example text
    tool_calls: List[BaseModel]  # Instances of pydantic model that should be extracted  # noqa: UP006


def tool_example_to_messages(example: Example) -> List[BaseMessage]:  # noqa: UP006
    """Convert an example into a list of messages that can be fed into an LLM.

    This code is an adapter that converts our example to a list of messages
    that can be fed into a chat model.

    The list of messages per example corresponds to:

    1) HumanMessage: contains the content from which content should be extracted.
    2) AIMessage: contains the extracted information from the model
    3) ToolMessage: contains confirmation to the model that the model requested a tool correctly.

    The ToolMessage is required because some of the chat models are hyper-optimized for agents
    rather than for an extraction use case.
    """
    messages: List[BaseMessage] = [HumanMessage(content=example["input"])]  # noqa: UP006
    tool_calls = []
    for tool_call in example["tool_calls"]:
        tool_calls.append(
            {
                "id": str(uuid.uuid4()),
                "args": tool_call.dict(),
                # The name of the function right now corresponds
                # to the name of the pydantic model
                # This is implicit in the API right now,
                # and will be improved over time.
                "name": tool_call.__class__.__name__,
            },
        )
    messages.append(AIMessage(content="", tool_calls=tool_calls))
    tool_outputs = example.get("tool_outputs") or [
        "You have correctly called this tool."
    ] * len(tool_calls)
    for output, tool_call in zip(tool_outputs, tool_calls):  # noqa: B905
        messages.append(ToolMessage(content=output, tool_call_id=tool_call["id"]))
    return messages


examples = [
    (
        "The ocean is vast and blue. It's more than 20,000 feet deep. There are many fish in it.",
        Data(people=[]),
    ),
    (
        "Fiona traveled far from France to Spain.",
        Data(people=[Person(name="Fiona", height_in_meters=None, hair_color=None)]),
    ),
]


def example_messages() -> list[BaseMessage]:
    messages = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # pydantic's .dict() deprecation
        for text, tool_call in examples:
            messages.extend(
                tool_example_to_messages({"input": text, "tool_calls": [tool_call]})
            )
    return messages


def make_runnable(llm):
    return prompt | llm.with_structured_output(
        schema=Data,
        method="function_calling",
        include_raw=False,
    )


# --- the texts and their oracles: name -> (hair colour word or None, height in m or None) -----------

TEXTS = {
    "The solar system is large, but earth has only 1 moon.": {},
    "My name is Harrison. My hair is black.": {"Harrison": ("black", None)},
    "Ingrid, who is 1.68 meters tall, repaired the fishing boat with her brother Tomas.":
        {"Ingrid": (None, 1.68), "Tomas": (None, None)},
    "Rosa has curly red hair, and her cousin Ben is 6 feet tall.": {"Rosa": ("red", None), "Ben": (None, 1.83)},
    "The storm flattened the wheat fields near the river in 1998.": {},
    "Fiona's bakery on Mill Lane sells rye bread every Tuesday.": {"Fiona": (None, None)},
}


def _height(value) -> float | None:
    m = re.search(r"\d+(?:\.\d+)?", str(value or ""))
    return float(m.group()) if m else None


def data_ok(out, expected: dict) -> bool:
    if not isinstance(out, Data):
        return False
    people = {}
    for p in out.people:
        if not p.name:
            return False
        people[p.name.strip().split()[0].strip(".,'").replace("'s", "")] = p
    if set(people) != set(expected):
        return False
    for name, (hair, height) in expected.items():
        p = people[name]
        if hair is None and (p.hair_color or "").strip():
            return False
        if hair is not None and hair not in (p.hair_color or "").lower():
            return False
        h = _height(p.height_in_meters)
        if height is None and h is not None:
            return False
        if height is not None and (h is None or abs(h - height) > 0.02):
            return False
    return True


def _run(runnable, value):
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            out = runnable.invoke(value, {"callbacks": [log]})
        except Exception as exc:  # noqa: BLE001 (a validation error: the program's crash, judged below)
            out = exc
    c = log.calls[-1] if log.calls else {"text": "", "limit": ""}
    return out, c


def rows_for(llm, with_examples: bool, texts):
    runnable = make_runnable(llm)
    msgs = example_messages() if with_examples else []
    rows = []
    for text in texts:
        out, c = _run(runnable, {"text": text, "examples": msgs})
        label = f"{'with' if with_examples else 'without'} examples: {text[:60]}"
        rows.append((label, verdict(c["text"], data_ok(out, TEXTS[text]), c["limit"]), f"{out!r}"[:200]))
    return rows


NOTEBOOK_TEXTS = ["The solar system is large, but earth has only 1 moon.", "My name is Harrison. My hair is black."]
INVENTED_TEXTS = [t for t in TEXTS if t not in NOTEBOOK_TEXTS]


def s_notebook(llm):
    return rows_for(llm, False, NOTEBOOK_TEXTS[:1]) + rows_for(llm, True, NOTEBOOK_TEXTS)


def s_invented(llm):
    return rows_for(llm, False, INVENTED_TEXTS) + rows_for(llm, True, INVENTED_TEXTS)


SCENARIOS = {"notebook": s_notebook, "invented": s_invented}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_examples_render_as_the_notebook_shows():
    msgs = prompt.invoke({"text": "this is some text", "examples": example_messages()}).messages
    assert [m.type for m in msgs] == ["system", "human", "ai", "tool", "human", "ai", "tool", "human"]
    assert msgs[5].tool_calls[0]["args"]["people"][0]["name"] == "Fiona"


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel, call

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text).rsplit("human: ", 1)[-1].strip()
        people = []
        for name, (hair, height) in TEXTS[text].items():
            people.append({"name": name, "hair_color": hair,
                           "height_in_meters": None if height is None else f"{height:.2f}"})
        return call("Data", people=people)

    rows = scenarios(ScriptedChatModel(script=script, tool_calling=True))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), rows
