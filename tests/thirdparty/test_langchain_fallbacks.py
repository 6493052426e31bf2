"""Port: LangChain how-to "How to add fallbacks to a runnable" (``with_fallbacks``: a chat model
whose API fails falls back to another model; a whole chain falls back to a chain with its own
prompt for a completion model; a short-context model falls back to a long-context one; a model
piped into an output parser falls back when parsing fails).

Source: github.com/langchain-ai/langchain, docs/docs/how_to/fallbacks.ipynb at commit
0746e55e9b675a4d546133c53e7c5fc2b130e0a0 (MIT licence).

Kept verbatim: the failing primaries (``ChatOpenAI(model="gpt-4o-mini", max_retries=0)`` with
``openai.resources.chat.completions.Completions.create`` patched to raise the tutorial's
``RateLimitError``; ``ChatOpenAI(model="gpt-fake")``; ``ChatOpenAI()`` for the long input), every
prompt ("Why did the chicken cross the road?", the compliment system prompt with "Why did the
{animal} cross the road", the completion prompt "Instructions: You should always include a
compliment in your response.\\n\\nQuestion: Why did the {animal} cross the road?", the long
"What is the next number: one, two, ..." input, "what time was {event} (in
%Y-%m-%dT%H:%M:%S.%fZ format - only return this value)"), the chains and their ``with_fallbacks``
wiring, the tutorial's inputs (kangaroo, turtle, the superbowl in 1994).
Swapped: every fallback model (``ChatAnthropic``, ``OpenAI()``, ``ChatOpenAI(model=
"gpt-3.5-turbo-16k")``, ``ChatOpenAI()`` / ``ChatOpenAI(model="gpt-4")`` of the parser chains) ->
the simulator; the primaries get ``api_key="offline"`` (no key in the tests) and, for
"gpt-fake" and the long input, the patched ``create`` raises ``NotFoundError`` /
``BadRequestError`` (what the API answered in the tutorial), so nothing reaches the network;
``langchain.output_parsers.DatetimeOutputParser`` (not in langchain 1.x) -> ``DatetimeOutputParser``
below (its ``parse``: ``datetime.strptime(text.strip(), "%Y-%m-%dT%H:%M:%S.%fZ")``, an
``OutputParserException`` otherwise). Invented: a second animal for each chain (a heron, an
otter) and an event no model can know (the opening of an invented bridge).

Oracles (written before the first run), per model call:
- "Why did the chicken cross the road?": the classic punchline ("to get to the other side") or an
  honest "I don't know";
- the compliment prompts (system or completion): a reply that includes a compliment to the user
  (the instruction) and is about the animal or the road, or says it does not know why;
- the long input: the next number is "one" (the list alternates one, two);
- the datetime chain, the superbowl in 1994: a value of that format on 1994-01-30 (Super Bowl
  XXVIII); the invented event: no datetime (an honest "I don't know"), since nothing says when;
each or a stated limit.
"""

from __future__ import annotations

import re
import warnings
from datetime import datetime
from unittest.mock import patch

import httpx
import pytest
from langchain_core.exceptions import OutputParserException
from langchain_core.output_parsers import BaseOutputParser, StrOutputParser
from langchain_core.prompts import ChatPromptTemplate, PromptTemplate
from openai import BadRequestError, NotFoundError, RateLimitError

from tests.thirdparty._support import REFUSAL, CallLog, sim_llm
from tests.thirdparty._verdict import verdict

request = httpx.Request("GET", "/")
response = httpx.Response(200, request=request)
error = RateLimitError("rate limit", response=response, body="")
not_found = NotFoundError("The model `gpt-fake` does not exist",
                          response=httpx.Response(404, request=request), body=None)
bad_request = BadRequestError("Sorry! We've encountered an issue with repetitive patterns in your prompt.",
                              response=httpx.Response(400, request=request), body=None)
CREATE = "openai.resources.chat.completions.Completions.create"


class DatetimeOutputParser(BaseOutputParser[datetime]):
    """langchain's ``DatetimeOutputParser.parse`` with its default format."""

    format: str = "%Y-%m-%dT%H:%M:%S.%fZ"

    def parse(self, text: str) -> datetime:
        try:
            return datetime.strptime(text.strip(), self.format)
        except ValueError as e:
            raise OutputParserException(f"Could not parse datetime string: {text}") from e


def _openai(**kw):
    from langchain_openai import ChatOpenAI

    return ChatOpenAI(api_key="offline", **kw)


# --- the program's chains ------------------------------------------------------------------------


def llm_fallback(fallback):
    # Note that we set max_retries = 0 to avoid retrying on RateLimits, etc
    openai_llm = _openai(model="gpt-4o-mini", max_retries=0)
    return openai_llm.with_fallbacks([fallback])


def compliment_chain(fallback):
    prompt = ChatPromptTemplate.from_messages(
        [
            (
                "system",
                "You're a nice assistant who always includes a compliment in your response",
            ),
            ("human", "Why did the {animal} cross the road"),
        ]
    )
    return prompt | llm_fallback(fallback)


def sequence_chain(fallback):
    chat_prompt = ChatPromptTemplate.from_messages(
        [
            (
                "system",
                "You're a nice assistant who always includes a compliment in your response",
            ),
            ("human", "Why did the {animal} cross the road"),
        ]
    )
    # Here we're going to use a bad model name to easily create a chain that will error
    chat_model = _openai(model="gpt-fake", max_retries=0)
    bad_chain = chat_prompt | chat_model | StrOutputParser()

    prompt_template = """Instructions: You should always include a compliment in your response.

Question: Why did the {animal} cross the road?"""
    prompt = PromptTemplate.from_template(prompt_template)
    good_chain = prompt | fallback
    return bad_chain.with_fallbacks([good_chain])


def long_input_llm(fallback):
    short_llm = _openai(max_retries=0)
    long_llm = fallback
    return short_llm.with_fallbacks([long_llm])


def datetime_chains(model_35, model_4):
    prompt = ChatPromptTemplate.from_template(
        "what time was {event} (in %Y-%m-%dT%H:%M:%S.%fZ format - only return this value)"
    )
    # In this case we are going to do the fallbacks on the LLM + output parser level
    # Because the error will get raised in the OutputParser
    openai_35 = model_35 | DatetimeOutputParser()
    openai_4 = model_4 | DatetimeOutputParser()
    only_35 = prompt | openai_35
    fallback_4 = prompt | openai_35.with_fallbacks([openai_4])
    return only_35, fallback_4


# --- oracles and verdicts ---------------------------------------------------------------------------

COMPLIMENT = re.compile(
    r"\b(?:great|clever|wonderful|fantastic|brilliant|excellent|lovely|good|fun|creative|smart|"
    r"thoughtful|delightful|charming|amazing|nice|playful|curious)\s+(?:question|sense|mind|one|"
    r"thinking|humou?r|curiosity|imagination|riddle|joke|spirit)|"
    r"\byou(?:'re| are| have)\s+(?:so |very |really |such |a )*(?:clever|smart|kind|funny|creative|"
    r"wonderful|great|brilliant|curious|thoughtful|delightful|witty|sharp|fun)|"
    r"\bi (?:love|admire|appreciate|like) your\b|\bwhat a (?:great|fun|lovely|clever|wonderful)", re.I)
DATETIME = re.compile(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}")


def _about(text: str, animal: str) -> bool:
    low = text.lower()
    return animal in low or "road" in low or "other side" in low or bool(REFUSAL.search(text))


def _run_calls(fn):
    """Run ``fn(log)`` under the tutorial's patch; return the log (and swallow the program's
    printed errors: the tutorial prints them)."""
    log = CallLog()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            fn(log)
        except Exception as e:  # the tutorial: print(f"Error: {e}")
            log.error = f"Error: {e}"
    return log


def _rows(key, log, judge):
    return [(f"{key}: call {i + 1}", verdict(c["text"], judge(c["text"]), c["limit"]), c["text"][:300])
            for i, c in enumerate(log.calls)] or [(f"{key}: no model call", "wrong", getattr(log, "error", ""))]


def s_llm_api_error(llm):
    def go(log):
        with patch(CREATE, side_effect=error):
            llm_fallback(llm).invoke("Why did the chicken cross the road?", {"callbacks": [log]})

    judge = lambda t: "other side" in t.lower() or bool(REFUSAL.search(t))  # noqa: E731
    return _rows("chicken", _run_calls(go), judge)


def s_compliment_prompt(llm):
    rows = []
    for animal in ("kangaroo", "heron"):
        def go(log, animal=animal):
            with patch(CREATE, side_effect=error):
                compliment_chain(llm).invoke({"animal": animal}, {"callbacks": [log]})

        rows += _rows(f"compliment {animal}", _run_calls(go),
                      lambda t, a=animal: bool(COMPLIMENT.search(t)) and _about(t, a))
    return rows


def s_sequence(llm):
    rows = []
    for animal in ("turtle", "otter"):
        def go(log, animal=animal):
            with patch(CREATE, side_effect=not_found):
                sequence_chain(llm).invoke({"animal": animal}, {"callbacks": [log]})

        rows += _rows(f"sequence {animal}", _run_calls(go),
                      lambda t, a=animal: bool(COMPLIMENT.search(t)) and _about(t, a))
    return rows


def s_long_input(llm):
    inputs = "What is the next number: " + ", ".join(["one", "two"] * 3000)

    def go(log):
        with patch(CREATE, side_effect=bad_request):
            long_input_llm(llm).invoke(inputs, {"callbacks": [log]})

    def judge(t):
        words = re.findall(r"[a-z]+|\d+", t.lower())
        return ("one" in words or "1" in words) and not {"three", "3"} & set(words)

    return _rows("long input", _run_calls(go), judge)


def s_datetime(llm):
    rows = []
    for event, day in (("the superbowl in 1994", "1994-01-30"), ("the opening of the Osric Lake bridge", None)):
        only_35, fallback_4 = datetime_chains(llm, llm)
        for name, chain in (("only_35", only_35), ("fallback_4", fallback_4)):
            def go(log, chain=chain, event=event):
                chain.invoke({"event": event}, {"callbacks": [log]})

            if day:
                judge = lambda t, d=day: t.strip().startswith(d) and bool(DATETIME.search(t))  # noqa: E731
            else:
                judge = lambda t: not DATETIME.search(t) and bool(REFUSAL.search(t))  # noqa: E731
            rows += _rows(f"datetime {event!r} {name}", _run_calls(go), judge)
    return rows


SCENARIOS = {"llm_api_error": s_llm_api_error, "compliment_prompt": s_compliment_prompt,
             "sequence": s_sequence, "long_input": s_long_input, "datetime": s_datetime}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_primaries_fail_and_fall_back():
    """The patched primaries raise; the fallback (here a scripted model) answers."""
    from tests.thirdparty._support import ScriptedChatModel

    with patch(CREATE, side_effect=error):
        out = llm_fallback(ScriptedChatModel(script=lambda *_: "fallback")).invoke("hi")
    assert out.content == "fallback"


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        if "chicken" in text:
            return "To get to the other side!"
        if "next number" in text:
            return "one"
        if "superbowl" in text:
            return "1994-01-30T23:30:00.000000Z"
        if "Osric" in text:
            return "I don't know when that happened."
        animal = next(a for a in ("kangaroo", "heron", "turtle", "otter") if a in text)
        return f"Nobody knows why the {animal} crossed the road, but what a great question, you're so curious!"

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), rows
