"""Chaos models: the simulator with one habit of real models each, to test code against them.

Real models wrap answers in prose, write "Yes." for "yes", send malformed JSON now and then,
call more tools or none, rename arguments and take seconds per call. ``ChaosChatModel`` wraps
any chat model (the simulator by default) and adds such habits to its replies,
deterministically: the same messages get the same reply, so a failure can be replayed, and a
retry (whose messages differ) may go either way, as with a real model. They plug in through
the factory spec, with no change to any notebook::

    COURSE_LLM=python:course_lib.models.chaos:flaky jupyter lab

=========  ================================================================================
habit      what the model does
=========  ================================================================================
chatty     prose around every answer ("Great question! ..."), structured output as a JSON
           code fence inside a sentence, and one-word values as "Yes." instead of "yes"
flaky      about 20 % of structured outputs malformed: JSON cut short, or broken tool-call
           arguments
eager      an extra tool call in parallel with the first one of a turn (another tool, or
           the same one again)
lazy       never calls a tool: answers from its own "knowledge" (the simulator without tools)
sloppy     renames arguments on the first try (``query`` -> ``search_query``, keys of
           structured output in camelCase); after a tool error it sends them right
enums      enum values of structured output in another case ("YES", "Knowledge_Base")
slow       a call lasts ``delay_s`` (default 1.5 s, ``COURSE_CHAOS_DELAY_S``), the simulator's
           own work included; at most ``COURSE_CONCURRENCY`` calls at once (as the course
           caps a real endpoint's)
mixed      chatty, flaky, enums, sloppy and eager at once
=========  ================================================================================

``COURSE_CHAOS_LOG=file`` appends one JSON line per model call (time and tokens; replies from
the LLM cache are not calls). Every chaos model behaves like a real one in its metadata too: ``model_name`` is
``chaos-<habits>`` and there is no ``simulated_latency_s`` (the ledger measures wall time).
The tests run every notebook, reference solution and CLI pipeline under each habit
(``tests/chaos/``); ``bench/bench_real_model.py`` uses ``slow``. Introduced for the README's
"Running the course with a real model"; nothing here is used by the lessons themselves.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import time
from collections.abc import Iterator, Sequence
from time import perf_counter as _clock
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import (
    AIMessage,
    AIMessageChunk,
    BaseMessage,
    HumanMessage,
    ToolMessage,
)
from langchain_core.messages.tool import tool_call_chunk
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from pydantic import ConfigDict, Field

HABITS = ("chatty", "flaky", "eager", "lazy", "sloppy", "enums", "slow")
DEFAULT_DELAY_S = 1.5
FLAKY_RATE = 0.2

_PREAMBLES = ("Great question! ", "Sure! Here is what I found:\n\n", "Certainly.\n\n")
_CLOSINGS = ("\n\nI hope this helps!", "\n\nLet me know if you need anything else.", "")
_SLOPPY_NAMES = {"query": "search_query", "expression": "expr", "question": "q"}


def _default_inner() -> BaseChatModel:
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel()


class ChaosChatModel(BaseChatModel):
    """``inner``'s replies, changed by ``habits`` (see the module docstring)."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    inner: BaseChatModel = Field(default_factory=_default_inner)
    habits: tuple[str, ...] = ()
    rate: float = FLAKY_RATE
    delay_s: float = DEFAULT_DELAY_S
    model_name: str = ""

    def model_post_init(self, context: Any) -> None:
        unknown = set(self.habits) - set(HABITS)
        if unknown:
            raise ValueError(f"unknown chaos habits {sorted(unknown)}; known: {', '.join(HABITS)}")
        if not self.model_name:
            self.model_name = "chaos-" + "-".join(self.habits or ("none",))

    @property
    def _llm_type(self) -> str:
        return "course-chaos"

    @property
    def _identifying_params(self) -> dict[str, Any]:
        return {"model_name": self.model_name, "rate": self.rate}

    def bind_tools(self, tools: Sequence[Any], *, tool_choice: Any = None, **kwargs: Any):
        """Tools formatted as the inner model formats them, bound to this model."""
        binding = self.inner.bind_tools(tools, tool_choice=tool_choice, **kwargs)
        return self.bind(**getattr(binding, "kwargs", {}))

    # --- the reply ---------------------------------------------------------------------------

    def _generate(self, messages: list[BaseMessage], stop: list[str] | None = None,
                  run_manager: Any = None, **kwargs: Any) -> ChatResult:
        message = self._reply(messages, stop, kwargs)
        return ChatResult(generations=[ChatGeneration(message=message)])

    def _stream(self, messages: list[BaseMessage], stop: list[str] | None = None,
                run_manager: Any = None, **kwargs: Any) -> Iterator[ChatGenerationChunk]:
        message = self._reply(messages, stop, kwargs)
        words = message.content.split(" ") if isinstance(message.content, str) and message.content else []
        for i, word in enumerate(words):
            piece = word + (" " if i < len(words) - 1 else "")
            if run_manager:
                run_manager.on_llm_new_token(piece)
            yield ChatGenerationChunk(message=AIMessageChunk(content=piece))
        chunks = [tool_call_chunk(name=c["name"], args=json.dumps(c["args"]), id=c["id"], index=i)
                  for i, c in enumerate(message.tool_calls)]
        yield ChatGenerationChunk(message=AIMessageChunk(
            content="", tool_call_chunks=chunks, usage_metadata=message.usage_metadata,
            response_metadata=dict(message.response_metadata), chunk_position="last"))

    def _reply(self, messages: list[BaseMessage], stop: list[str] | None, kwargs: dict) -> AIMessage:
        if "slow" not in self.habits:
            message, key = self._compose(messages, stop, kwargs)
        else:  # in one of COURSE_CONCURRENCY slots, as a real endpoint's calls are; the call lasts
            # delay_s in all, the simulator's own work included (a real endpoint's compute is in
            # its latency, not on top of it), or longer if that work alone takes longer
            from course_lib.models.concurrency import call_slots

            with call_slots(f"chaos:{self.model_name}"):
                started = _clock()
                message, key = self._compose(messages, stop, kwargs)
                time.sleep(max(0.0, self.delay_s - (_clock() - started)))
        _log_call(message, key)
        meta = {k: v for k, v in (message.response_metadata or {}).items() if k != "simulated_latency_s"}
        meta["model_name"] = self.model_name
        return message.model_copy(update={"response_metadata": meta})

    def _compose(self, messages: list[BaseMessage], stop: list[str] | None, kwargs: dict) -> tuple[AIMessage, str]:
        """The reply with this model's habits, and the request's digest (no waiting)."""
        tools = kwargs.get("tools") or []
        structured = _is_structured(kwargs, tools)
        fresh_turn = not _tool_results_this_turn(messages)
        if "lazy" in self.habits and tools and not structured and fresh_turn:
            bare = {k: v for k, v in kwargs.items() if k not in ("tools", "tool_choice", "parallel_tool_calls")}
            message = self._inner(messages, stop, bare)
        else:
            message = self._inner(messages, stop, kwargs)
        key = _digest(messages)
        if structured:
            message = self._structured(message, key)
        else:
            message = self._plain(message, messages, tools, key, fresh_turn)
        return message, key

    def _inner(self, messages: list[BaseMessage], stop: list[str] | None, kwargs: dict) -> AIMessage:
        result = self.inner._generate(messages, stop=stop, **kwargs)
        return result.generations[0].message

    def _structured(self, message: AIMessage, key: int) -> AIMessage:
        if not message.tool_calls:
            return message
        call = message.tool_calls[0]
        args = dict(call["args"])
        if "enums" in self.habits:
            args = {k: _shout(v, key) for k, v in args.items()}
        if "sloppy" in self.habits:
            args = {_camel(k): v for k, v in args.items()}
        if "chatty" in self.habits:
            args = {k: _sentence_case(v) for k, v in args.items()}
        if "flaky" in self.habits and (key % 1000) / 1000 < self.rate:
            text = json.dumps(args, ensure_ascii=False)
            cut = text[: max(2, len(text) * 2 // 3 - 1)]
            if key % 2:  # cut short in the text, as in JSON mode
                return _replace(message, content=cut, tool_calls=[])
            return _replace(message, content="", tool_calls=[], invalid_tool_calls=[
                {"name": call["name"], "args": cut, "id": call.get("id"), "error": "malformed JSON",
                 "type": "invalid_tool_call"}])
        if "chatty" in self.habits:
            fence = json.dumps(args, ensure_ascii=False, indent=2)
            content = f"Sure! Here is the {call['name']} you asked for:\n```json\n{fence}\n```\nHope that helps."
            return _replace(message, content=content, tool_calls=[])
        return _replace(message, tool_calls=[{**call, "args": args}])

    def _plain(self, message: AIMessage, messages: list[BaseMessage], tools: list, key: int,
               fresh_turn: bool) -> AIMessage:
        calls = [dict(c) for c in message.tool_calls]
        if "eager" in self.habits and calls and fresh_turn:
            calls.append(_extra_call(calls[0], tools, _last_question(messages)))
        if "sloppy" in self.habits and calls and not _tool_errors_this_turn(messages):
            calls = [{**c, "args": {_SLOPPY_NAMES.get(k, k): v for k, v in c["args"].items()}} for c in calls]
        content = message.content
        if "chatty" in self.habits and isinstance(content, str) and content.strip():
            content = _PREAMBLES[key % 3] + content + _CLOSINGS[(key // 3) % 3]
        elif "chatty" in self.habits and calls and not content:
            content = "Let me look that up."
        return _replace(message, content=content, tool_calls=calls)


def _is_structured(kwargs: dict, tools: list) -> bool:
    """A structured-output request: one tool the model is made to call (LangChain's
    ``with_structured_output``), or the simulator's own flag for it."""
    if kwargs.get("sim_structured"):
        return True
    choice = kwargs.get("tool_choice")
    return len(tools) == 1 and choice not in (None, "auto", "none", False)


def _log_call(message: AIMessage, key: int) -> None:
    """One JSON line per call in ``COURSE_CHAOS_LOG`` if set (the benchmark counts calls with it;
    ``key``, the messages' digest, tells a repeated request from a new one)."""
    path = os.environ.get("COURSE_CHAOS_LOG")
    if not path:
        return
    usage = message.usage_metadata or {}
    line = json.dumps({"t": time.time(), "in": usage.get("input_tokens", 0), "out": usage.get("output_tokens", 0),
                       "key": f"{key:012x}"})
    with open(path, "a", encoding="utf-8") as log:
        log.write(line + "\n")


def _replace(message: AIMessage, **update: Any) -> AIMessage:
    data = {"content": message.content, "tool_calls": message.tool_calls,
            "invalid_tool_calls": message.invalid_tool_calls, "usage_metadata": message.usage_metadata,
            "response_metadata": message.response_metadata, "id": message.id, **update}
    return AIMessage(**data)


def _digest(messages: list[BaseMessage]) -> int:
    from course_lib.models.replies import reply_text

    parts = [f"{m.type}:{reply_text(m)}:{json.dumps(getattr(m, 'tool_calls', None) or [], sort_keys=True, default=str)}"
             for m in messages]
    return int(hashlib.sha256("\n".join(parts).encode("utf-8")).hexdigest()[:12], 16)


def _this_turn(messages: list[BaseMessage]) -> list[BaseMessage]:
    for i in range(len(messages) - 1, -1, -1):
        if isinstance(messages[i], HumanMessage):
            return messages[i + 1:]
    return messages


def _tool_results_this_turn(messages: list[BaseMessage]) -> bool:
    return any(isinstance(m, ToolMessage) for m in _this_turn(messages))


def _tool_errors_this_turn(messages: list[BaseMessage]) -> bool:
    return any(isinstance(m, ToolMessage) and (m.status == "error" or str(m.content).startswith("Error"))
               for m in _this_turn(messages))


def _last_question(messages: list[BaseMessage]) -> str:
    from course_lib.models.replies import reply_text

    for m in reversed(messages):
        if isinstance(m, HumanMessage):
            return reply_text(m)
    return ""


def _extra_call(first: dict, tools: list, question: str) -> dict:
    """Another tool whose required arguments are all strings, given the question; else ``first`` again."""
    for tool in tools:
        fn = tool.get("function", tool) if isinstance(tool, dict) else {}
        params = fn.get("parameters") or {}
        required = params.get("required") or []
        props = params.get("properties") or {}
        if fn.get("name") and fn.get("name") != first["name"] and required and all(
                (props.get(r) or {}).get("type") == "string" for r in required):
            return {"name": fn["name"], "args": {r: question for r in required},
                    "id": f"{first.get('id') or 'call'}_eager", "type": "tool_call"}
    return {**first, "id": f"{first.get('id') or 'call'}_again"}


def _shout(value: Any, key: int) -> Any:
    if isinstance(value, str) and re.fullmatch(r"[a-z_]{2,20}", value):
        return value.upper() if key % 2 else value.replace("_", " ").title().replace(" ", "_")
    if isinstance(value, list):
        return [_shout(v, key) for v in value]
    if isinstance(value, dict):
        return {k: _shout(v, key) for k, v in value.items()}
    return value


def _sentence_case(value: Any) -> Any:
    if isinstance(value, str) and re.fullmatch(r"[a-z]{2,12}", value):
        return value.capitalize() + "."
    if isinstance(value, list):
        return [_sentence_case(v) for v in value]
    if isinstance(value, dict):
        return {k: _sentence_case(v) for k, v in value.items()}
    return value


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest) if rest else name.title()


# --- factories for COURSE_LLM=python:course_lib.models.chaos:<habit> ---------------------------------

def chaos(*habits: str, **kwargs: Any) -> ChaosChatModel:
    """A chaos model with the given habits over the simulator (``kwargs`` go to the model)."""
    if "slow" in habits:
        kwargs.setdefault("delay_s", float(os.environ.get("COURSE_CHAOS_DELAY_S", DEFAULT_DELAY_S)))
    return ChaosChatModel(habits=tuple(habits), **kwargs)


def _habit_factory(habit: str):
    def factory(**kwargs: Any) -> ChaosChatModel:
        return chaos(habit, **kwargs)

    factory.__name__ = factory.__qualname__ = habit
    factory.__doc__ = f"A chaos model with the {habit!r} habit (``COURSE_LLM=python:{__name__}:{habit}``)."
    return factory


chatty, flaky, eager, lazy, sloppy, enums, slow = (_habit_factory(habit) for habit in HABITS)
"""One factory per habit, named like it, for ``COURSE_LLM=python:course_lib.models.chaos:<habit>``."""


MIXED = ("chatty", "flaky", "enums", "sloppy", "eager")
"""Every habit that changes what a reply looks like, at once (``lazy`` excludes ``eager``)."""


def mixed(**kwargs: Any) -> ChaosChatModel:
    return chaos(*MIXED, **kwargs)


__all__ = ["DEFAULT_DELAY_S", "FLAKY_RATE", "HABITS", "MIXED", "ChaosChatModel", "chaos", "chatty", "eager",
           "enums", "flaky", "lazy", "mixed", "slow", "sloppy"]
