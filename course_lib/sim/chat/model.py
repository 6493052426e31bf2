"""``SimulatedChatModel``: the course's offline, deterministic stand-in for a chat model.

It is a rule-based teaching simulator, not a language model. It reads a request the way a model
does (system prompt, latest question, earlier turns, bound tools and their descriptions, the
structured-output schema, documents in the prompt and in tool results) and answers by small,
readable rules (see the other modules of ``course_lib.sim``). Same messages, same reply, in any
process on any machine: no randomness, no clock.

    from course_lib.sim import SimulatedChatModel
    llm = SimulatedChatModel()
    llm.bind_tools([search_notes, calc]).invoke("What is 15% of 2,400?")
"""

from __future__ import annotations

import dataclasses
import hashlib
import inspect
import json
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any, ClassVar

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel, LanguageModelInput
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage
from langchain_core.messages.tool import tool_call_chunk
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from langchain_core.runnables import Runnable
from langchain_core.tools import BaseTool
from langchain_core.utils.function_calling import convert_to_openai_tool
from pydantic import ConfigDict, Field, PrivateAttr

from course_lib.foundation.safe_text import has_unsafe_text, safe_messages, safe_value
from course_lib.foundation.speedups import freeze_loaded_objects
from course_lib.sim.chat import graph_budget, latency
from course_lib.sim.chat.respond import structured_reply, text_reply
from course_lib.sim.dialogue import reply_language, smalltalk
from course_lib.sim.reports import explain, limits
from course_lib.sim.request import parser_instructions
from course_lib.sim.request.reading import read_request, render_messages
from course_lib.sim.responders import completion_repair, reply_fields, union_choice
from course_lib.sim.responders.agent import (
    agent_step,
    answer_field_names,
    answer_tool,
    forced_response_tool,
    quoted_source_numbers,
)
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher

MODEL_NAME = "course-sim-1"


class SimulatedChatModel(BaseChatModel):
    """A deterministic, rule-based chat model for offline lessons (introduced in notebook 00).

    Args:
        model_name: reported in ``response_metadata["model_name"]``.
        knowledge: a ``Knowledge`` (alias lexicon, facts, translations, small talk); ``None``
            loads ``data/sim``.
        max_tool_calls: hard cap on the tool calls it makes within one turn.
        sleep: really wait for the simulated latency (off by default).
        latency_base_s, latency_per_input_token_s, latency_per_output_token_s: the latency
            formula (see ``course_lib.sim.chat.latency``).
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    model_name: str = MODEL_NAME
    knowledge: Any = Field(default=None, exclude=True)
    max_tool_calls: int = 6
    sleep: bool = False
    latency_base_s: float = latency.BASE_S
    latency_per_input_token_s: float = latency.PER_INPUT_TOKEN_S
    latency_per_output_token_s: float = latency.PER_OUTPUT_TOKEN_S

    _matcher: tuple[Any, Matcher] | None = PrivateAttr(default=None)
    _explanations: list[dict] = PrivateAttr(default_factory=list)

    MAX_EXPLANATIONS: ClassVar[int] = 20

    @property
    def last_explanations(self) -> list[dict]:
        """The explanations of this model's last replies, oldest first (see ``explain``)."""
        return self._explanations

    def explain(self) -> None:
        """Print why the last reply was what it was (task, rule, evidence)."""
        explain.explain(self)

    @property
    def _llm_type(self) -> str:
        return "course-simulator"

    @property
    def _identifying_params(self) -> dict[str, Any]:
        return {"model_name": self.model_name}

    def get_token_ids(self, text: str) -> list[int]:
        """Token ids by the o200k tokenizer its usage is counted with (``ChatOpenAI`` counts with
        tiktoken too), so ``get_num_tokens`` works offline: LangChain's default would load
        GPT-2's tokenizer from ``transformers``, which the course does not install."""
        from course_lib.models.tokens import encoding

        return encoding().encode(text, disallowed_special=()) if text else []

    def get_num_tokens_from_messages(
        self, messages: list[BaseMessage], tools: Sequence[dict[str, Any] | type | Callable | BaseTool] | None = None
    ) -> int:
        """The input tokens a reply to ``messages`` (and ``tools``) is counted with in its
        ``usage_metadata``: each message's text and the role markers around it
        (``latency.PER_MESSAGE_TOKENS``), as a chat model's own counter does (``ChatOpenAI``
        adds 3 a message), so ``trim_messages(..., token_counter=llm, max_tokens=N)`` keeps what
        fits in N, as with a real model; LangChain's default counts the text alone."""
        from langchain_core.messages import convert_to_messages

        formatted = [convert_to_openai_tool(t) for t in tools] if tools else None
        return latency.input_tokens([render_messages([m]) for m in convert_to_messages(messages)], formatted)

    # --- tools and structured output ---------------------------------------------------------

    def bind_tools(
        self,
        tools: Sequence[dict[str, Any] | type | Callable[..., Any] | BaseTool],
        *,
        tool_choice: str | dict | bool | None = None,
        **kwargs: Any,
    ) -> Runnable[LanguageModelInput, AIMessage]:
        """Bind tools like a real chat model: they reach the model as OpenAI-format schemas."""
        formatted = [convert_to_openai_tool(t) for t in tools]
        if "ls_structured_output_format" in kwargs:
            kwargs["sim_structured"] = True
            kwargs["ls_structured_output_format"] = _traced_format(kwargs["ls_structured_output_format"])
        if tool_choice is not None:
            kwargs["tool_choice"] = tool_choice
        return self.bind(tools=formatted, **kwargs)

    def with_structured_output(
        self,
        schema: Any,
        *,
        include_raw: bool = False,
        method: str = "function_calling",
        strict: bool | None = None,
        **kwargs: Any,
    ):
        """Pydantic, TypedDict or JSON-schema output. ``function_calling`` (the default) and
        ``json_schema`` fill the schema; ``json_mode`` asks for a JSON object, whose keys come
        from the prompt (as with a real model), the schema's fields when the prompt names none."""
        if method == "json_mode":
            return self._json_mode(schema, include_raw)
        if (
            isinstance(schema, dict)
            and "title" not in schema
            and "name" not in schema
            and "function" not in schema
        ):
            schema = {"title": "output", **schema}
        return super().with_structured_output(schema, include_raw=include_raw, **kwargs)

    def _json_mode(self, schema: Any, include_raw: bool):
        from langchain_core.output_parsers import JsonOutputParser, PydanticOutputParser
        from langchain_core.runnables import RunnableMap, RunnablePassthrough
        from langchain_core.utils.function_calling import convert_to_json_schema

        pydantic = isinstance(schema, type) and hasattr(schema, "model_json_schema")
        json_schema = convert_to_json_schema(schema) if schema is not None else None
        llm = self.bind(
            response_format={"type": "json_object"},
            sim_schema=json_schema,
            ls_structured_output_format={"kwargs": {"method": "json_mode"}, "schema": json_schema},
        )
        parser = PydanticOutputParser(pydantic_object=schema) if pydantic else JsonOutputParser()
        if not include_raw:
            return llm | parser
        parsed = RunnablePassthrough.assign(parsed=lambda x: parser.invoke(x["raw"]))
        return RunnableMap(raw=llm) | parsed.assign(parsing_error=lambda _: None)

    # --- the reply ---------------------------------------------------------------------------

    def _knowledge_and_matcher(self) -> tuple[Knowledge, Matcher]:
        if self._matcher is not None and (
            self.knowledge is None or self._matcher[0] is self.knowledge
        ):
            return self._matcher  # data/sim is read once per model instance
        knowledge = self.knowledge if self.knowledge is not None else Knowledge.load()
        if self._matcher is None or self._matcher[0] is not knowledge:
            self._matcher = (knowledge, Matcher(knowledge))
        return knowledge, self._matcher[1]

    def respond(
        self,
        messages: list[BaseMessage],
        tools: list[dict] | None = None,
        tool_choice: Any = None,
        structured: bool = False,
        response_format: Any = None,
        schema: dict | None = None,
    ) -> AIMessage:
        """The reply to ``messages`` (what ``invoke`` returns, without callbacks)."""
        messages = safe_messages(messages)  # the boundary: lone surrogates and NULs repaired
        tools = safe_value(tools) if tools and has_unsafe_text(tools) else tools
        knowledge, matcher = self._knowledge_and_matcher()
        json_mode, format_schema = _json_request(response_format)
        parsed = None
        repair = None
        if format_schema is None and not tools and not structured:  # an earlier output handed back to be rewritten
            repair = next((r for m in reversed(messages) if isinstance(m.content, str)
                           for r in [completion_repair.repaired(m.content)] if r is not None), None)
        if format_schema is None and not tools:  # an output parser's format instructions in the prompt
            messages, parsed = _parser_schema(messages)
            if parsed is not None:
                json_mode, format_schema = True, parsed
        schema = format_schema or schema
        request = read_request(messages, tools, tool_choice, structured, json_mode=json_mode)
        if smalltalk.detect(request.question, knowledge) is None:
            request.question = smalltalk.request_part(request.question, knowledge)
        content, calls = "", []
        with explain.collecting() as note:
            if repair is not None:
                explain.task("completion repair", keys=list(repair))
                explain.rule("the earlier output handed back holds every value of the instructions' schema: "
                             "the same values written as its JSON object")
                content = json.dumps(repair, ensure_ascii=False)
            elif structured and request.tools:
                spec = request.tools[0]
                if isinstance(tool_choice, str) and tool_choice not in ("any", "required", "auto"):
                    spec = next((t for t in request.tools if t.name == tool_choice), spec)
                # one field that is a union of object schemas: the member the agent would call, as a tool
                picked = None if request.rounds else union_choice.chosen(
                    spec.parameters, request, lambda r: agent_step(r, knowledge, matcher, self.max_tool_calls))
                if picked is not None:
                    explain.task("union member", field=next(iter(picked)))
                calls = [(spec.name, picked if picked is not None
                          else structured_reply(spec.parameters, request, knowledge, matcher))]
            elif format_schema is not None:
                if parsed is not None:
                    explain.rule("an output parser's format instructions in the prompt: an object of their schema")
                content = json.dumps(structured_reply(format_schema, request, knowledge, matcher), ensure_ascii=False)
            elif request.tools and tool_choice != "none" and answer_tool(request) is not None:
                # create_agent's response_format bound as the one tool: the reply's form, filled as a
                # structured answer to the conversation (never from the question's words as arguments)
                spec = answer_tool(request)
                explain.task("response-format tool", tool=spec.name)
                calls = [(spec.name, quoted_source_numbers(
                    spec.parameters, structured_reply(spec.parameters, request, knowledge, matcher), request.system))]
            elif request.tools and tool_choice != "none":
                cap = self.max_tool_calls
                room = graph_budget.rounds_left(len(request.rounds))
                if room is not None:  # a LangGraph run's recursion_limit: the rounds that still fit, then the answer
                    cap = min(cap, len(request.rounds) + room)
                step = agent_step(request, knowledge, matcher, cap)
                content, calls = step.text, step.calls
                if not calls:  # the agent's text answer, in the language the instructions ask for
                    content = reply_language.answer_language(request, content)
                respond_with = forced_response_tool(request) if not calls else None
                if respond_with is not None:  # tool_choice="any": the answer goes in the response tool
                    results = "\n".join(r.result for r in request.rounds)
                    about = dataclasses.replace(request, question=results, human=results, tools=[], rounds=[])
                    fields = answer_field_names(respond_with)
                    if content.strip():  # the agent's own reply to the question is the answer field's
                        answer_rule = note.get("rule")  # the rule of the agent's own reply, kept in view
                        form = reply_fields.filled(respond_with.parameters, fields, content, request.question,
                                                   limited=bool(explain.stated_limit()), material=results)
                        args = form.args
                        explain.rule("the response-format tool's answer field holds the agent's reply" if fields else
                                     "the response-format tool's fields read from the agent's reply", fields=fields,
                                     answer_rule=answer_rule, safe_fields=form.unknown)
                        if form.unresolved:
                            limits.state(
                                "fill " + ", ".join(f"'{f}'" for f in form.unresolved) + " of the response format",
                                "the agent's reply holds no value of their type, or several, and the simulator does "
                                "not read one from the search results or the question; they hold the schema's safe "
                                "value", "fill them from what it found", kind="reading")
                    else:
                        args = structured_reply(respond_with.parameters, about, knowledge, matcher)
                    content, calls = "", [(respond_with.name, args)]
                if calls:  # (a direct answer has already named its own task)
                    explain.task("tool call", tools=[name for name, _ in calls])
            else:
                content = text_reply(request, knowledge, matcher, schema)
            explain.evidence(question=request.question, question_from=request.question_from)
            if request.documents or request.rounds:
                explain.evidence(documents=len(request.documents) or sum(len(r.documents) for r in request.rounds))
        message = self._message(messages, tools, content, calls)
        message.response_metadata["explanation"] = note
        declined = (note.get("evidence") or {}).get("declined_tool")
        if declined and not calls:  # the tool it chose but did not call for want of an argument (asked back or a limit)
            message.response_metadata["simulator_declined_tool"] = declined
        if note.get("limit"):
            message.response_metadata["simulator_limit"] = note["limit"]
            message.response_metadata["simulator_limit_kind"] = note.get("limit_kind", "")
            limits.emit(note["limit"])
        self._explanations.append(note)
        del self._explanations[: -self.MAX_EXPLANATIONS]
        freeze_loaded_objects()  # once: what the first reply loaded is walked by no collection again
        return message

    def _message(
        self,
        messages: list[BaseMessage],
        tools: list[dict] | None,
        content: str,
        calls: list[tuple[str, dict]],
    ) -> AIMessage:
        rendered = [render_messages([m]) for m in messages]
        # the conversation's digest makes the call ids (a reply without calls needs none)
        digest = hashlib.sha256("\n".join(rendered).encode("utf-8")).hexdigest() if calls else ""
        tool_calls = []
        for i, (name, args) in enumerate(calls):
            raw = f"{digest}|{i}|{name}|{json.dumps(args, sort_keys=True, ensure_ascii=False)}"
            call_id = "call_" + hashlib.sha256(raw.encode("utf-8")).hexdigest()[:24]
            tool_calls.append({"name": name, "args": args, "id": call_id, "type": "tool_call"})
        n_in = latency.input_tokens(rendered, tools)
        n_out = latency.output_tokens(content, tool_calls)
        seconds = latency.simulated_latency(
            n_in,
            n_out,
            base=self.latency_base_s,
            per_input=self.latency_per_input_token_s,
            per_output=self.latency_per_output_token_s,
        )
        return AIMessage(
            content=content,
            tool_calls=tool_calls,
            usage_metadata={
                "input_tokens": n_in,
                "output_tokens": n_out,
                "total_tokens": n_in + n_out,
            },
            response_metadata={
                "model_name": self.model_name,
                "finish_reason": "tool_calls" if tool_calls else "stop",
                "simulated_latency_s": seconds,
            },
        )

    def _reply(self, messages: list[BaseMessage], kwargs: dict[str, Any]) -> AIMessage:
        response_format = kwargs.get("response_format")
        if response_format is None and kwargs.get("format") == "json":  # Ollama's JSON mode
            response_format = {"type": "json_object"}
        message = self.respond(
            messages,
            kwargs.get("tools"),
            kwargs.get("tool_choice"),
            bool(kwargs.get("sim_structured")),
            response_format,
            kwargs.get("sim_schema"),
        )
        if self.sleep:
            time.sleep(message.response_metadata["simulated_latency_s"])
        return message

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        message = self._reply(messages, kwargs)
        return ChatResult(generations=[ChatGeneration(message=message)])

    def _stream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        message = self._reply(messages, kwargs)
        for chunk in _chunks(message):
            if run_manager and isinstance(chunk.content, str) and chunk.content:
                run_manager.on_llm_new_token(
                    chunk.content, chunk=ChatGenerationChunk(message=chunk)
                )
            yield ChatGenerationChunk(message=chunk)


# LangChain asks ``inspect.signature(self._generate)`` on every call (does it take
# ``run_manager``?), which parses the parameters each time (about a twentieth of a reply's cost
# in ``make bench``); a function that carries its signature is answered at once, the same one.
SimulatedChatModel._generate.__signature__ = inspect.signature(SimulatedChatModel._generate)


def _traced_format(spec: Any) -> Any:
    """``ls_structured_output_format`` with its schema as the JSON schema LangChain makes of it.

    LangChain turns that schema into a JSON schema for its run metadata on every call (a
    Pydantic class: ``model_json_schema`` each time, about a tenth of a structured call's cost
    with the simulator); made once here, the same dict, which it then turns into itself (a
    JSON schema converts to itself). A schema it cannot convert is left as it is (LangChain then
    leaves it out of the metadata, as before)."""
    from langchain_core.utils.function_calling import convert_to_json_schema

    if not isinstance(spec, dict) or "schema" not in spec or isinstance(spec["schema"], dict):
        return spec
    try:
        return {**spec, "schema": convert_to_json_schema(spec["schema"])}
    except ValueError:
        return spec


def _parser_schema(messages: list[BaseMessage]) -> tuple[list[BaseMessage], dict | None]:
    """The messages with an output parser's format instructions cut out of the one that holds them,
    and the schema they give (``parser_instructions``), or the messages unchanged and ``None``: a
    model replies with an object of that schema, and the instructions' example and schema words are
    no material to read."""
    for i, message in enumerate(messages):
        found = parser_instructions.block(message.content) if isinstance(message.content, str) else None
        if found is not None:
            cut = message.model_copy(update={"content": parser_instructions.without(message.content, found)})
            return [*messages[:i], cut, *messages[i + 1 :]], found.schema
    return messages, None


def _json_request(response_format: Any) -> tuple[bool, dict | None]:
    """(JSON asked for, the schema to fill) from an OpenAI-style ``response_format``."""
    if response_format is None:
        return False, None
    if isinstance(response_format, dict):
        kind = response_format.get("type")
        if kind == "json_schema":
            spec = response_format.get("json_schema") or {}
            return True, dict(spec.get("schema") or {}) or None
        return kind in ("json_object", "json"), None
    if isinstance(response_format, type) and hasattr(response_format, "model_json_schema"):
        return True, response_format.model_json_schema()
    return False, None


def _chunks(message: AIMessage) -> Iterator[AIMessageChunk]:
    """The reply in several pieces: words of the text, tool-call arguments in two halves, and a
    final empty chunk carrying usage and metadata."""
    text = message.content if isinstance(message.content, str) else ""
    words = text.split(" ")
    size = max(1, len(words) // 6 + (len(words) % 6 > 0)) if len(words) > 1 else 1
    for start in range(0, len(words), size):
        piece = " ".join(words[start : start + size])
        if start + size < len(words):
            piece += " "
        if piece:
            yield AIMessageChunk(content=piece)
    for index, call in enumerate(message.tool_calls):
        args = json.dumps(call["args"], ensure_ascii=False)
        half = len(args) // 2
        yield AIMessageChunk(
            content="",
            tool_call_chunks=[
                tool_call_chunk(name=call["name"], args=args[:half], id=call["id"], index=index)
            ],
        )
        yield AIMessageChunk(
            content="",
            tool_call_chunks=[tool_call_chunk(name=None, args=args[half:], id=None, index=index)],
        )
    yield AIMessageChunk(
        content="",
        usage_metadata=message.usage_metadata,
        response_metadata=dict(message.response_metadata),
        chunk_position="last",
    )
