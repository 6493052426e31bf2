# ruff: noqa: E501, UP006, UP035
"""Port: LangChain's ``MultiPromptChain`` router (the "Router" page of the LangChain docs, 2023):
``LLMRouterChain`` sends ``MULTI_PROMPT_ROUTER_TEMPLATE`` (the candidate prompts as "name:
description" lines, a markdown ```json block with "destination" and "next_inputs", or
"DEFAULT"), ``RouterOutputParser`` parses it, and the chosen destination prompt (a physics
professor, a mathematician) or the default conversation answers the (possibly revised) input.

Source: github.com/langchain-ai/langchain, libs/langchain/langchain/chains/router/multi_prompt_prompt.py
@2e30f6dc3cbf8ebbe1f225a88c4739d4182125de and llm_router.py (``RouterOutputParser``)
@00863ce4a5494bd7b77f8220df0a6d402dbdd96d; ``physics_template``, ``math_template`` and
``prompt_infos`` as on the docs' Router page (python.langchain.com/docs/modules/chains/foundational/router).
Kept verbatim: the router template, its formatting with ``destinations_str``, ``RouterOutputParser``
(over ``parse_and_check_json_markdown``), both destination templates and their descriptions.
Swapped: ``OpenAI()`` -> the simulator; the legacy ``MultiPromptChain`` / ``LLMRouterChain`` /
``LLMChain`` / ``ConversationChain`` classes (gone from langchain 1.x) -> the same calls in LCEL
(router prompt | llm | parser, then the destination's prompt | llm with ``next_inputs``, the
default a bare ``{input}`` prompt as in DeepLearning.AI's course version). Invented: three of the
six questions.

Oracles (written before the first run), per model call:
- the router: a reply ``RouterOutputParser`` parses, the destination the question's subject names
  (physics, math, or DEFAULT for neither), ``next_inputs`` the question or a revision that keeps
  its content words (never the template's own words);
- a destination's answer: the computed result for a calculation; for a knowledge question, a
  statement sharing a content word with it or an admission of not knowing;
- or a stated limit.
(Corrected after the first run: when the router's reply leaves ``next_inputs`` empty, the answering
call sees an empty input, and asking back is right for it.)
"""

from __future__ import annotations

import re
import warnings
from typing import Any, Dict, Type

import pytest
from langchain_core.exceptions import OutputParserException
from langchain_core.output_parsers import BaseOutputParser
from langchain_core.prompts import ChatPromptTemplate, PromptTemplate
from langchain_core.utils.json import parse_and_check_json_markdown

from tests.thirdparty._support import REFUSAL, CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- the library's router prompt and parser ---------------------------------------------------------

MULTI_PROMPT_ROUTER_TEMPLATE = """\
Given a raw text input to a language model select the model prompt best suited for \
the input. You will be given the names of the available prompts and a description of \
what the prompt is best suited for. You may also revise the original input if you \
think that revising it will ultimately lead to a better response from the language \
model.

<< FORMATTING >>
Return a markdown code snippet with a JSON object formatted to look like:
```json
{{{{
    "destination": string \\ name of the prompt to use or "DEFAULT"
    "next_inputs": string \\ a potentially modified version of the original input
}}}}
```

REMEMBER: "destination" MUST be one of the candidate prompt names specified below OR \
it can be "DEFAULT" if the input is not well suited for any of the candidate prompts.
REMEMBER: "next_inputs" can just be the original input if you don't think any \
modifications are needed.

<< CANDIDATE PROMPTS >>
{destinations}

<< INPUT >>
{{input}}

<< OUTPUT (must include ```json at the start of the response) >>
"""


class RouterOutputParser(BaseOutputParser[Dict[str, str]]):
    """Parser for output of router chain int he multi-prompt chain."""

    default_destination: str = "DEFAULT"
    next_inputs_type: Type = str
    next_inputs_inner_key: str = "input"

    def parse(self, text: str) -> Dict[str, Any]:
        try:
            expected_keys = ["destination", "next_inputs"]
            parsed = parse_and_check_json_markdown(text, expected_keys)
            if not isinstance(parsed["destination"], str):
                raise ValueError("Expected 'destination' to be a string.")
            if not isinstance(parsed["next_inputs"], self.next_inputs_type):
                raise ValueError(
                    f"Expected 'next_inputs' to be {self.next_inputs_type}."
                )
            parsed["next_inputs"] = {self.next_inputs_inner_key: parsed["next_inputs"]}
            if (
                parsed["destination"].strip().lower()
                == self.default_destination.lower()
            ):
                parsed["destination"] = None
            else:
                parsed["destination"] = parsed["destination"].strip()
            return parsed
        except Exception as e:
            raise OutputParserException(
                f"Parsing text\n{text}\n raised following error:\n{e}"
            ) from e


# --- the docs' program ------------------------------------------------------------------------------------

physics_template = """You are a very smart physics professor. \
You are great at answering questions about physics in a concise and easy to understand manner. \
When you don't know the answer to a question you admit that you don't know.

Here is a question:
{input}"""


math_template = """You are a very good mathematician. You are great at answering math questions. \
You are so good because you are able to break down hard problems into their component parts, \
answer the component parts, and then put them together to answer the broader question.

Here is a question:
{input}"""

prompt_infos = [
    {
        "name": "physics",
        "description": "Good for answering questions about physics",
        "prompt_template": physics_template,
    },
    {
        "name": "math",
        "description": "Good for answering math questions",
        "prompt_template": math_template,
    },
]


def make_chain(llm, config=None):
    """``MultiPromptChain(router_chain=..., destination_chains=..., default_chain=...)`` in LCEL."""
    destination_chains = {}
    for p_info in prompt_infos:
        name = p_info["name"]
        prompt_template = p_info["prompt_template"]
        prompt = PromptTemplate(template=prompt_template, input_variables=["input"])
        destination_chains[name] = prompt | llm
    default_chain = ChatPromptTemplate.from_template("{input}") | llm

    destinations = [f"{p['name']}: {p['description']}" for p in prompt_infos]
    destinations_str = "\n".join(destinations)
    router_template = MULTI_PROMPT_ROUTER_TEMPLATE.format(destinations=destinations_str)
    router_prompt = PromptTemplate(
        template=router_template,
        input_variables=["input"],
        output_parser=RouterOutputParser(),
    )
    router_chain = router_prompt | llm | RouterOutputParser()

    def run(question: str):
        route = router_chain.invoke({"input": question}, config)
        chain = destination_chains[route["destination"]] if route["destination"] else default_chain
        return route, chain.invoke(route["next_inputs"], config)

    return run


# --- inputs and oracles -----------------------------------------------------------------------------------

# question -> (destination (None = DEFAULT), the answer's facts (any one) or None for a knowledge
# question answered in words)
QUESTIONS = {
    "black_body": ("What is black body radiation?", "physics", None),
    "two_plus_two": ("what is 2 + 2", "math", ("4",)),
    "dna": ("Why does every cell in our body contain DNA?", None, None),
    # invented
    "lever": ("How does a lever let a small force lift a heavy load?", "physics", None),
    "product": ("What is 17 multiplied by 23?", "math", ("391",)),
    "painter": ("Which painter is known for the ceiling of the Sistine Chapel?", None, None),
}

_WORD = re.compile(r"[a-z0-9]+", re.I)
_STOP = set("what is the a an of does why how which who for our in let to by and are known every".split())
_FRAME = ("destination", "next_inputs", "candidate", "prompt", "language model")


def _content(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(text) if w.lower() not in _STOP and (len(w) > 2 or w.isdigit())}


def rows_question(model, name):
    question, destination, facts = QUESTIONS[name]
    log = CallLog()
    run = make_chain(model, {"callbacks": [log]})
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            route, answer = run(question)
        except OutputParserException as exc:
            call = log.calls[0]
            return [(f"{name} router", "limit" if call["limit"] else "wrong", str(exc)[:200])]
    router_call, answer_call = log.calls[0], log.calls[-1]
    nxt = route["next_inputs"]["input"]
    ok = (route["destination"] == destination and _content(question) <= _content(nxt) | {"2"}
          and not any(f in nxt.lower() for f in _FRAME))
    rows = [(f"{name} router", verdict(router_call["text"], ok, router_call["limit"]), f"{route['destination']} | {nxt}"[:200])]
    text = answer.content if hasattr(answer, "content") else str(answer)
    if not nxt.strip():  # the router gave the answering call nothing to answer: asking back is right
        ok = "?" in text and not _content(text) & _content(question)
    elif facts:
        ok = any(f in text for f in facts)
    else:
        ok = bool(_content(text) & _content(question)) or bool(REFUSAL.search(text))
    rows.append((f"{name} {route['destination'] or 'DEFAULT'} answer", verdict(answer, ok, answer_call["limit"]), text[:200]))
    return rows


SCENARIOS = {f"question_{n}": (lambda m, n=n: rows_question(m, n)) for n in QUESTIONS}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def _ideal_script(prompt_text, _schema, _tools):
    text = str(prompt_text)
    question, destination, facts = next(v for v in QUESTIONS.values() if v[0] in text)
    if "<< CANDIDATE PROMPTS >>" in text:
        return f'```json\n{{"destination": "{destination or "DEFAULT"}", "next_inputs": "{question}"}}\n```'
    if facts:
        return f"The answer is {facts[0]}."
    return f"About {question.rstrip('?')}: I don't know the details for sure."


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    rows = scenarios(ScriptedChatModel(script=_ideal_script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
