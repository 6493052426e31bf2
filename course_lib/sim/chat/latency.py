"""Token usage and the simulated latency of a reply (notebook 06).

Latency formula (seconds), like a hosted model: a fixed overhead, a prompt-processing cost per
input token and a generation cost per output token:

    latency = 0.25 + 0.00005 * input_tokens + 0.012 * output_tokens

so a 2,000-token prompt with a 50-token answer takes 0.25 + 0.1 + 0.6 = 0.95 s. Tokens are
counted with the real o200k tokenizer (offline) on the rendered messages plus the JSON of the
bound tools.
"""

from __future__ import annotations

import json
from functools import lru_cache

from course_lib.models.tokens import count_tokens

BASE_S = 0.25
PER_INPUT_TOKEN_S = 0.00005
PER_OUTPUT_TOKEN_S = 0.012
PER_MESSAGE_TOKENS = 3  # role markers around each message, as chat formats add


def simulated_latency(
    input_tokens: int,
    output_tokens: int,
    *,
    base: float = BASE_S,
    per_input: float = PER_INPUT_TOKEN_S,
    per_output: float = PER_OUTPUT_TOKEN_S,
) -> float:
    return round(base + per_input * input_tokens + per_output * output_tokens, 4)


@lru_cache(maxsize=4096)
def cached_count(text: str) -> int:
    return count_tokens(text)


_TOOLS_TOKENS: dict[int, tuple[list, str, int]] = {}


def tools_tokens(tools: list[dict]) -> int:
    """Tokens of the bound tools' JSON. A model bound once passes the same list on every call,
    so the JSON is built and counted once per bound list, not once per reply."""
    found = _TOOLS_TOKENS.get(id(tools))
    shape = repr([(t.get("function") or t).get("description") for t in tools])
    if found is not None and found[0] is tools and found[1] == shape:
        return found[2]
    count = cached_count(json.dumps(tools, sort_keys=True, ensure_ascii=False))
    if len(_TOOLS_TOKENS) > 256:
        _TOOLS_TOKENS.clear()
    _TOOLS_TOKENS[id(tools)] = (tools, shape, count)
    return count


def input_tokens(rendered_messages: list[str], tools: list[dict] | None) -> int:
    total = sum(cached_count(m) + PER_MESSAGE_TOKENS for m in rendered_messages)
    if tools:
        total += tools_tokens(tools)
    return total


def output_tokens(content: str, tool_calls: list[dict]) -> int:
    total = cached_count(content) if content else 0
    for call in tool_calls:
        total += cached_count(call["name"]) + cached_count(
            json.dumps(call["args"], sort_keys=True, ensure_ascii=False)
        )
    return total
