"""The tool rounds a LangGraph run still has room for (issue 26; the forty-fifth set's NN8, probe
``pasted_m``).

A learner's ``create_agent`` or ``StateGraph`` runs under a ``recursion_limit`` (25 by default,
often set lower: 6, 8, 10). Each tool round of an agent takes two of its steps (the tool node, then
the model again). The simulator's agent searched again with broader words after a search that found
nothing, up to its own cap of calls; under a small limit that walked into LangGraph's
``GraphRecursionError``, so the learner's program raised where a real model would have answered
"I couldn't find it". LangGraph puts the run's config (its ``recursion_limit``) and the step being
run (``metadata["langgraph_step"]``) in the context every node's calls see; ``rounds_left`` reads them:
the tool rounds that still fit before the limit, leaving the step for the final answer, or ``None``
outside a graph (a bound model invoked directly: its own cap applies).
"""

from __future__ import annotations

from langchain_core.runnables.config import var_child_runnable_config


def rounds_left(rounds: int = 0) -> int | None:
    """The tool rounds (a tool step and the model's next step) the current LangGraph run still has
    room for before its ``recursion_limit``, ``rounds`` tool rounds into this turn; ``None`` when no
    graph step is running. The step LangGraph reports counts on across a checkpointed thread's runs
    while the limit is per run: the steps of this run are at most the turn's own (a model step, then
    two a round)."""
    config = var_child_runnable_config.get()
    if not config:
        return None
    step = (config.get("metadata") or {}).get("langgraph_step")
    limit = config.get("recursion_limit")
    if not isinstance(step, int) or not isinstance(limit, int):
        return None
    used = min(step, 2 * rounds + 1)
    return max(0, (limit - used - 1) // 2)  # (LangGraph stops a run whose step reaches its limit)
