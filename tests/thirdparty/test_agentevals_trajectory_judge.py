"""Port: AgentEvals' trajectory LLM-as-judge: an agent's trajectory (OpenAI-style messages with
tool calls and tool results) is rendered as ``<user>`` / ``<assistant>`` / ``<tool>`` blocks and
graded by a judge model with ``TRAJECTORY_ACCURACY_PROMPT`` (no reference) or
``TRAJECTORY_ACCURACY_PROMPT_WITH_REFERENCE``; the judge answers a JSON-schema structured output
``{"reasoning": str, "score": bool}``.

Source: github.com/langchain-ai/agentevals, python/agentevals/trajectory/llm.py
@2a41dc0e2834d1324d674aef232154acf9387006 (both prompts, ``_format_inputs``,
``create_trajectory_llm_as_judge``), the README quickstart (the SF weather trajectory and its
reference), and the scorer it calls: github.com/langchain-ai/openevals python/openevals/llm.py
@6d0c6ea86f80b9346e4478123bb34574a80be3bb (``_create_llm_as_judge_scorer``: the prompt formatted
into one user message, the boolean score schema with its "Thus, the score should be:
SCORE_YOU_ASSIGN." reasoning description, ``judge.with_structured_output({"title": "score", ...})``)
and python/openevals/utils.py (``_chat_completion_messages_to_string``).
Kept verbatim: both prompts, the output schema and its descriptions, the message rendering, the
quickstart trajectories.
Swapped: ``model="openai:o3-mini"`` -> ``judge=`` the simulator (the library's own ``judge``
argument); the packages ``agentevals`` / ``openevals`` (not installed here) -> the few functions
above copied, without LangSmith's test-case logging; ``_normalize_to_openai_messages_list`` and
``_flatten_thinking_blocks`` -> identity (the trajectories are already OpenAI-style dicts with no
thinking blocks). Invented: four more trajectories (a flight-status lookup done right; a weather
question about Tokyo answered after looking up Paris; a currency conversion that calls a stock tool
and answers a number the tool never gave; the reference case where the agent calls a news tool
instead of the weather tool the reference calls).

Oracles (written before the first run), per model call: ``score`` true for the trajectories that
reach their goal sensibly (the quickstart one, with and without the reference whose city is
spelled "San Francisco"; the flight lookup), false for the three that do not (wrong city looked up
and a made-up answer; a tool that cannot answer and an answer no tool result holds; a different
tool than the reference's with an answer the tool result does not give); or a stated limit.
"""

from __future__ import annotations

import json
import warnings

import pytest

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import verdict

TRAJECTORY_ACCURACY_PROMPT_WITH_REFERENCE = """You are an expert data labeler.
Your task is to grade the accuracy of an AI agent's internal trajectory.

<Rubric>
  An accurate trajectory:
  - Makes logical sense between steps
  - Shows clear progression
  - Is relatively efficient, though it does not need to be perfectly efficient
  - Is semantically equivalent to the provided reference trajectory
</Rubric>

Based on the following reference trajectory:

<reference_trajectory>
{reference_outputs}
</reference_trajectory>

Grade this actual trajectory:

<trajectory>
{outputs}
</trajectory>
"""

TRAJECTORY_ACCURACY_PROMPT = """You are an expert data labeler.
Your task is to grade the accuracy of an AI agent's internal trajectory.

<Rubric>
  An accurate trajectory:
  - Makes logical sense between steps
  - Shows clear progression
  - Is relatively efficient, though it does not need to be perfectly efficient
</Rubric>

First, try to understand the goal of the trajectory by looking at the input
(if the input is not present try to infer it from the content of the first message),
as well as the output of the final message. Once you understand the goal, grade the trajectory
as it relates to achieving that goal.

Grade the following trajectory:

<trajectory>
{outputs}
</trajectory>
"""


# --- openevals.utils._chat_completion_messages_to_string ---------------------------------------


def _chat_completion_messages_to_string(messages: list[dict]) -> str:
    def format_message(message: dict) -> str:
        content = message.get("content", "")  # Handle None content

        # Handle tool/function calls
        if message.get("tool_calls", None):
            tool_calls_str = "\n".join(
                f"<tool_call>\n"
                f"<name>{call.get('function', {}).get('name', '')}</name>\n"
                f"<arguments>{call.get('function', {}).get('arguments', '')}</arguments>\n"
                f"</tool_call>"
                for call in message.get("tool_calls")
            )
            content = f"{content}\n{tool_calls_str}" if content else tool_calls_str

        # Handle tool call results
        if message.get("tool_call_id", None):
            content = (
                f"<tool_result>\n"
                f"<id>{message.get('tool_call_id')}</id>\n"
                f"<content>{content}</content>\n"
                f"</tool_result>"
            )

        return f"<{message['role']}>\n{content}\n</{message['role']}>"

    return "\n\n".join(format_message(message) for message in messages)


# --- openevals.llm: the boolean score schema and the scorer (trimmed to the judge= route) -------


def _construct_output_schema(use_reasoning: bool = True) -> tuple[dict, str]:
    json_schema: dict = {"type": "object", "additionalProperties": False}
    description = "A score that is true if criteria in the prompt are met, and false otherwise."
    score_schema = {
        "type": "boolean",
        "description": description,
    }
    if use_reasoning:
        json_schema["properties"] = {
            "reasoning": {
                "type": "string",
                "description": "A human-readable explanation of the score. You MUST end the reasoning with a sentence that says: Thus, the score should be: SCORE_YOU_ASSIGN.",
            },
            "score": score_schema,
        }
        json_schema["required"] = ["reasoning", "score"]
    else:
        json_schema["properties"] = {"score": score_schema}
        json_schema["required"] = ["score"]
    return (json_schema, description)


def _create_llm_as_judge_scorer(*, prompt: str, judge, use_reasoning: bool = True):
    def get_score(*, outputs=None, reference_outputs=None, config=None, **kwargs):
        prompt_params = {"outputs": outputs, "reference_outputs": reference_outputs, **kwargs}
        filtered_prompt_params = {k: v for k, v in prompt_params.items() if v is not None}
        formatted_prompt = prompt.format(**filtered_prompt_params)
        messages = [
            {"role": "user", "content": formatted_prompt},
        ]
        (json_schema, description) = _construct_output_schema(use_reasoning=use_reasoning)
        response = judge.with_structured_output(
            {
                "title": "score",
                "description": description,
                **json_schema,
            }
        ).invoke(messages, config)
        if use_reasoning:
            return (response["score"], response["reasoning"])
        return response["score"]

    return get_score


def create_trajectory_llm_as_judge(*, prompt: str = TRAJECTORY_ACCURACY_PROMPT_WITH_REFERENCE, judge,
                                   feedback_key: str = "trajectory_accuracy"):
    scorer = _create_llm_as_judge_scorer(prompt=prompt, judge=judge)

    def _wrapped_evaluator(*, outputs, reference_outputs=None, **kwargs):
        formatted_outputs = _chat_completion_messages_to_string(outputs)
        formatted_reference_outputs = (
            _chat_completion_messages_to_string(reference_outputs) if reference_outputs else ""
        )
        score, reasoning = scorer(outputs=formatted_outputs, reference_outputs=formatted_reference_outputs,
                                  **kwargs)
        return {"key": feedback_key, "score": score, "comment": reasoning}

    return _wrapped_evaluator


# --- the trajectories ------------------------------------------------------------------------------


def _call(name: str, **args) -> dict:
    return {"function": {"name": name, "arguments": json.dumps(args)}}


QUICKSTART_OUTPUTS = [
    {"role": "user", "content": "What is the weather in SF?"},
    {
        "role": "assistant",
        "content": "",
        "tool_calls": [
            {
                "function": {
                    "name": "get_weather",
                    "arguments": json.dumps({"city": "SF"}),
                }
            }
        ],
    },
    {"role": "tool", "content": "It's 80 degrees and sunny in SF."},
    {"role": "assistant", "content": "The weather in SF is 80 degrees and sunny."},
]
QUICKSTART_REFERENCE = [
    {"role": "user", "content": "What is the weather in SF?"},
    {
        "role": "assistant",
        "content": "",
        "tool_calls": [
            {
                "function": {
                    "name": "get_weather",
                    "arguments": json.dumps({"city": "San Francisco"}),
                }
            }
        ],
    },
    {"role": "tool", "content": "It's 80 degrees and sunny in San Francisco."},
    {"role": "assistant", "content": "The weather in SF is 80˚ and sunny."},
]

FLIGHT_OK = [
    {"role": "user", "content": "Is flight NR 482 from Oslo on time today?"},
    {"role": "assistant", "content": "", "tool_calls": [_call("get_flight_status", flight_number="NR 482")]},
    {"role": "tool", "tool_call_id": "call_1",
     "content": "Flight NR 482 Oslo-Bergen: scheduled 14:05, expected 14:05, status on time, gate B12."},
    {"role": "assistant", "content": "Yes, flight NR 482 from Oslo is on time: it leaves at 14:05 from gate B12."},
]
WRONG_CITY = [
    {"role": "user", "content": "What's the weather in Tokyo right now?"},
    {"role": "assistant", "content": "", "tool_calls": [_call("get_weather", city="Paris")]},
    {"role": "tool", "tool_call_id": "call_1", "content": "It's 12 degrees and raining in Paris."},
    {"role": "assistant", "content": "It's 25 degrees and clear in Tokyo right now."},
]
WRONG_TOOL = [
    {"role": "user", "content": "How many Swiss francs do I get for 250 euros?"},
    {"role": "assistant", "content": "", "tool_calls": [_call("get_stock_price", ticker="EUR")]},
    {"role": "tool", "tool_call_id": "call_1", "content": "Error: unknown ticker EUR."},
    {"role": "assistant", "content": "You get 233.50 Swiss francs for 250 euros."},
]
NEWS_INSTEAD = [
    {"role": "user", "content": "What's the weather in Oslo?"},
    {"role": "assistant", "content": "", "tool_calls": [_call("get_news", topic="Oslo")]},
    {"role": "tool", "tool_call_id": "call_1",
     "content": "Oslo city council approves a new tram line to Tonsenhagen."},
    {"role": "assistant", "content": "It is 3 degrees and snowing in Oslo."},
]
OSLO_REFERENCE = [
    {"role": "user", "content": "What's the weather in Oslo?"},
    {"role": "assistant", "content": "", "tool_calls": [_call("get_weather", city="Oslo")]},
    {"role": "tool", "tool_call_id": "call_1", "content": "It's 3 degrees and snowing in Oslo."},
    {"role": "assistant", "content": "It's 3 degrees and snowing in Oslo."},
]

# key: (prompt, outputs, reference_outputs, expected score)
CASES = {
    "quickstart": (TRAJECTORY_ACCURACY_PROMPT, QUICKSTART_OUTPUTS, None, True),
    "quickstart_with_reference": (TRAJECTORY_ACCURACY_PROMPT_WITH_REFERENCE, QUICKSTART_OUTPUTS,
                                  QUICKSTART_REFERENCE, True),
    "flight_ok": (TRAJECTORY_ACCURACY_PROMPT, FLIGHT_OK, None, True),
    "wrong_city": (TRAJECTORY_ACCURACY_PROMPT, WRONG_CITY, None, False),
    "wrong_tool": (TRAJECTORY_ACCURACY_PROMPT, WRONG_TOOL, None, False),
    "news_instead_with_reference": (TRAJECTORY_ACCURACY_PROMPT_WITH_REFERENCE, NEWS_INSTEAD, OSLO_REFERENCE,
                                    False),
}


def row_for(model, key):
    prompt, outputs, reference, expected = CASES[key]
    log = CallLog()
    evaluator = create_trajectory_llm_as_judge(prompt=prompt, judge=model)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            result = evaluator(outputs=outputs, reference_outputs=reference, config={"callbacks": [log]})
        except Exception as exc:  # noqa: BLE001 (the program's crash: judged wrong below)
            result = {"score": None, "comment": repr(exc)}
    c = log.calls[0] if log.calls else {"text": "", "limit": ""}
    ok = result["score"] is expected
    return (f"{key}: expected {expected}", verdict(c["text"], ok, c["limit"]),
            f"score={result['score']!r} {str(result['comment'])[:160]!r}")


def s_quickstart(model):
    return [row_for(model, k) for k in ("quickstart", "quickstart_with_reference")]


def s_invented(model):
    return [row_for(model, k) for k in ("flight_ok", "wrong_city", "wrong_tool", "news_instead_with_reference")]


SCENARIOS = {"quickstart": s_quickstart, "invented": s_invented}


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
    from tests.thirdparty._support import ScriptedChatModel

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        bad = any(s in text for s in ("Paris", "get_stock_price", "get_news"))
        verdict_word = "false" if bad else "true"
        return {"reasoning": f"The steps {'do not' if bad else 'do'} reach the goal. "
                             f"Thus, the score should be: {verdict_word}.", "score": not bad}

    rows = scenarios(ScriptedChatModel(script=script))
    assert len(rows) == 6 and [v for _, v, _ in rows] == ["right"] * len(rows), rows
