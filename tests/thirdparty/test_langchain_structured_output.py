"""Port: LangChain how-to "How to return structured data from a model": ``with_structured_output``
given a Pydantic class, a TypedDict with ``Annotated`` descriptions, a JSON Schema dict, a parent
schema with a ``Union`` attribute (``Response.output: Union[Joke, ConversationalResponse]``) and a
few-shot system prompt.

Source: github.com/langchain-ai/langchain, docs/docs/how_to/structured_output.ipynb
@0746e55e9b675a4d546133c53e7c5fc2b130e0a0.
Kept verbatim: the three ``Joke`` schemas, ``json_schema``, ``ConversationalResponse``,
``Response``, the few-shot ``system`` prompt (three example jokes) and the tutorial's inputs
("Tell me a joke about cats", "How are you today?", "what's something funny about woodpeckers").
Swapped: ``ChatOpenAI(model="gpt-4o", temperature=0)`` -> the simulator; ``typing_extensions``
-> ``typing`` (same ``Annotated`` / ``TypedDict`` on Python 3.12); ``Optional[int]`` /
``Union[...]`` -> ``int | None`` / ``Joke | ConversationalResponse`` (house lint; the same JSON
schema); the TypedDict ``Joke`` is named ``JokeDict`` here (``__name__`` set back to "Joke") so the
three schemas live in one module. Invented: three more inputs for ``Response``, one few-shot input.

Oracles (written before the first run), per model call:
- a joke (any of the schemas, or ``Response.output`` for a joke request): ``setup`` and
  ``punchline`` non-empty, the joke on the requested subject (the setup or punchline names it),
  not one of the prompt's example jokes, ``rating`` absent or 1-10; or a stated limit (writing a
  joke is creative work the offline simulator may decline);
- ``Response`` for small talk or a question: ``output`` is a ``ConversationalResponse`` with a
  non-empty reply, not a joke; for "What is the capital of France?", a reply naming Paris or a
  stated limit; or a stated limit.
A ``ValidationError`` (the program's crash) with no stated limit is silently wrong.
"""

from __future__ import annotations

import re
import warnings
from typing import Annotated, TypedDict

import pytest
from langchain_core.prompts import ChatPromptTemplate
from pydantic import BaseModel, Field

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import verdict


# Pydantic
class Joke(BaseModel):
    """Joke to tell user."""

    setup: str = Field(description="The setup of the joke")
    punchline: str = Field(description="The punchline to the joke")
    rating: int | None = Field(
        default=None, description="How funny the joke is, from 1 to 10"
    )


# TypedDict
class JokeDict(TypedDict):
    """Joke to tell user."""

    setup: Annotated[str, ..., "The setup of the joke"]

    # Alternatively, we could have specified setup as:

    # setup: str                    # no default, no description
    # setup: Annotated[str, ...]    # no default, no description
    # setup: Annotated[str, "foo"]  # default, no description

    punchline: Annotated[str, ..., "The punchline of the joke"]
    rating: Annotated[int | None, None, "How funny the joke is, from 1 to 10"]


JokeDict.__name__ = "Joke"  # the tutorial's TypedDict is also called Joke (the tool name)

json_schema = {
    "title": "joke",
    "description": "Joke to tell user.",
    "type": "object",
    "properties": {
        "setup": {
            "type": "string",
            "description": "The setup of the joke",
        },
        "punchline": {
            "type": "string",
            "description": "The punchline to the joke",
        },
        "rating": {
            "type": "integer",
            "description": "How funny the joke is, from 1 to 10",
            "default": None,
        },
    },
    "required": ["setup", "punchline"],
}


class ConversationalResponse(BaseModel):
    """Respond in a conversational manner. Be kind and helpful."""

    response: str = Field(description="A conversational response to the user's query")


class Response(BaseModel):
    output: Joke | ConversationalResponse


system = """You are a hilarious comedian. Your specialty is knock-knock jokes. \
Return a joke which has the setup (the response to "Who's there?") and the final punchline (the response to "<setup> who?").

Here are some examples of jokes:

example_user: Tell me a joke about planes
example_assistant: {{"setup": "Why don't planes ever get tired?", "punchline": "Because they have rest wings!", "rating": 2}}

example_user: Tell me another joke about planes
example_assistant: {{"setup": "Cargo", "punchline": "Cargo 'vroom vroom', but planes go 'zoom zoom'!", "rating": 10}}

example_user: Now about caterpillars
example_assistant: {{"setup": "Caterpillar", "punchline": "Caterpillar really slow, but watch me turn into a butterfly and steal the show!", "rating": 5}}"""

prompt = ChatPromptTemplate.from_messages([("system", system), ("human", "{input}")])

EXAMPLE_BITS = ("rest wings", "vroom vroom", "zoom zoom", "steal the show", "caterpillar")


# --- the inputs and their oracles ----------------------------------------------------------------

def _fields(out):
    if isinstance(out, BaseModel):
        return out.model_dump()
    return out if isinstance(out, dict) else None


def joke_ok(out, subject: str) -> bool:
    d = _fields(out)
    if not d:
        return False
    setup, punch = str(d.get("setup") or "").strip(), str(d.get("punchline") or "").strip()
    rating = d.get("rating")
    stem = subject.lower().rstrip("s")
    text = f"{setup} {punch}".lower()
    return (bool(setup) and bool(punch) and stem in text and not any(b in text for b in EXAMPLE_BITS)
            and (rating is None or (isinstance(rating, int) and 1 <= rating <= 10)))


def conversational_ok(out, must: str | None) -> bool:
    if not isinstance(out, Response) or not isinstance(out.output, ConversationalResponse):
        return False
    reply = out.output.response.strip()
    return bool(reply) and (must is None or must.lower() in reply.lower())


def _run(runnable, value, check):
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            out = runnable.invoke(value, {"callbacks": [log]})
        except Exception as exc:  # noqa: BLE001 (a validation error: the program's crash, judged below)
            out = exc
    c = log.calls[0]
    return verdict(c["text"], check(out), c["limit"]), f"{out!r}"[:200]


def s_schemas(llm):
    rows = []
    for label, schema in (("pydantic", Joke), ("typeddict", JokeDict), ("json_schema", json_schema)):
        structured_llm = llm.with_structured_output(schema)
        v, text = _run(structured_llm, "Tell me a joke about cats", lambda o: joke_ok(o, "cat"))
        rows.append((f"{label}: Tell me a joke about cats", v, text))
    return rows


RESPONSE_INPUTS = [
    ("Tell me a joke about cats", "joke", "cat"),
    ("How are you today?", "talk", None),
    ("Tell me a joke about penguins", "joke", "penguin"),
    ("Thanks, that made my day!", "talk", None),
    ("What is the capital of France?", "talk", "Paris"),
]


def s_union(llm):
    structured_llm = llm.with_structured_output(Response)
    rows = []
    for text, kind, arg in RESPONSE_INPUTS:
        if kind == "joke":
            check = lambda o, a=arg: isinstance(o, Response) and isinstance(o.output, Joke) and joke_ok(o.output, a)  # noqa: E731
        else:
            check = lambda o, a=arg: conversational_ok(o, a)  # noqa: E731
        v, out = _run(structured_llm, text, check)
        rows.append((f"Response: {text}", v, out))
    return rows


def s_few_shot(llm):
    structured_llm = llm.with_structured_output(Joke)
    few_shot_structured_llm = prompt | structured_llm
    rows = []
    for text, subject in (("what's something funny about woodpeckers", "woodpecker"),
                          ("Tell me a joke about teapots", "teapot")):
        v, out = _run(few_shot_structured_llm, text, lambda o, s=subject: joke_ok(o, s))
        rows.append((f"few-shot: {text}", v, out))
    return rows


SCENARIOS = {"schemas": s_schemas, "union": s_union, "few_shot": s_few_shot}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel, call

    def script(prompt_text, schema, _tools):
        text = str(prompt_text).splitlines()[-1]
        m = re.search(r"(?:about|funny about) (\w+?)s?$", text)
        joke = {"setup": f"Why did the {m.group(1)} sit down?", "punchline": f"The {m.group(1)} was tired.",
                "rating": 4} if m else None
        name = schema["name"]
        if name == "Response":
            return call("Response", output=joke or {"response": "I'm well, thank you! Paris, by the way."})
        return call(name, **joke)

    rows = scenarios(ScriptedChatModel(script=script, tool_calling=True))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), rows
