"""Structured output that survives real models: read, repair, retry once, then a safe default.

Introduced in notebook 04 ("When the grader's reply is not a grade"), used by every
structured-output call of the course (graphs, evaluation, exercises, the notebooks' own
nodes). Real models do not always follow a schema: they write ``"Yes."`` for ``"yes"``,
``"Knowledge_Base"`` for ``"knowledge_base"``, wrap JSON in prose or a code fence, cut it
short, rename a key. ``llm.with_structured_output(Schema)`` raises on all of these, and one
bad reply then ends the whole run. Production code plans for it::

    from course_lib.models.structured import structured_output

    grader = GRADE_DOCUMENT_STRICT_PROMPT | structured_output(
        llm, GradeDocument, default=GradeDocument(binary_score="no"))
    grader.invoke({"question": ..., "document": ...})    # a GradeDocument, never an exception

    # a default that depends on the input: give the prompt, the default gets the input dict
    decompose = structured_output(llm, SubQuestions, prompt=DECOMPOSE_PROMPT,
                                  default=lambda inputs: SubQuestions(sub_questions=[inputs["question"]]))

What one call does, in order:

1. asks the model with its provider's own structured-output mode
   (``llm.with_structured_output(schema, include_raw=True, **kwargs)``); a reply that
   validates is returned as it is (the simulator's replies always do);
2. otherwise reads the raw reply itself (:func:`read_reply`): the tool call's arguments, a
   malformed tool call's argument text, or the text content with JSON inside prose or a code
   fence (LangChain's ``parse_json_markdown`` / ``parse_partial_json``, which also closes a
   truncated object), and normalises every value to the schema (:func:`normalise`): keys in
   another case or spelling, an enum value in another case or inside a sentence
   ("Yes, it is relevant." -> ``"yes"``), booleans written as words, numbers as text, a list
   written as lines, a single-field schema answered with bare text;
3. if that fails, asks once more (``retries=1``) with a note added to the system message
   naming the schema, its fields and what was wrong;
4. if that fails too, returns ``default`` (a schema instance, or a function of the input),
   the documented safe choice of the call site (``course_lib.rag.schemas`` lists them: grade
   "no", plan "generate", route "knowledge_base", ...). With no default
   (``default=REQUIRED``) it raises :class:`StructuredOutputError`, one sentence naming the
   schema and the model (the CLI prints it and exits with status 2).

Every repair, retry and default is reported as a LangChain custom event
(``STRUCTURED_EVENT``) with the schema, the model, the graph node, the outcome and the
error: the course's :class:`~course_lib.measurement.ledger.Ledger` counts them
(``ledger.structured_events``, ``summary()["structured_defaults"]``), ``course_lib.measurement.trace``
prints them under the node that made the call, and LangSmith shows them in the run's trace.
A run that quietly fell back to its defaults is therefore never mistaken for a good run.

Only Pydantic models are supported as schemas (every schema of the course is one).
:func:`clean_query` strips a chatty preamble ("Sure! Here is a better query: ...") from a
query a model wrote as plain text; rewriting nodes use it.
"""

from __future__ import annotations

import json
import re
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal, Union, get_args, get_origin

from langchain_core.exceptions import OutputParserException
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import (
    BaseMessage,
    HumanMessage,
    SystemMessage,
    convert_to_messages,
)
from langchain_core.prompt_values import PromptValue
from langchain_core.runnables import Runnable, RunnableConfig, RunnableLambda
from pydantic import BaseModel, ValidationError

from course_lib.foundation.errors import register_explainer

STRUCTURED_EVENT = "course_structured_output"
"""The name of the custom callback event sent for every repair, retry and default."""


class _Required:
    def __repr__(self) -> str:
        return "REQUIRED"


REQUIRED: Any = _Required()
"""``default=REQUIRED``: no safe default; a reply that cannot be read raises
:class:`StructuredOutputError` after the retry."""

Outcome = Literal["repaired", "retried", "default", "failed"]


class StructuredOutputError(ValueError):
    """A model's reply did not fit the schema, even after repair and one retry.

    ``str(error)`` is one sentence naming the schema and the model; ``schema``, ``model`` and
    ``detail`` hold the parts. It is a ``ValueError`` (like Pydantic's and LangChain's parse
    errors), and :func:`is_model_output_error` recognises it.
    """

    def __init__(self, schema: str, model: str, detail: str):
        self.schema, self.model, self.detail = schema, model, detail
        super().__init__(
            f"The model {model} replied with output that does not fit the schema {schema} "
            f"({detail}), even after one retry: try again, pick a model that supports "
            "structured output, or set COURSE_LLM=sim."
        )


@dataclass(frozen=True)
class StructuredEvent:
    """What happened to one structured-output call that did not validate at first."""

    schema: str
    model: str
    outcome: Outcome  # repaired (read anyway) / retried (the retry worked) / default / failed
    error: str  # the first problem, one line
    node: str = ""
    default: str = ""  # the default used, as text (outcome "default")


# --- reading a reply --------------------------------------------------------------------------

class ReplyNotUnderstood(ValueError):
    """:func:`read_reply` could not turn a reply into the schema (the message says why)."""


def read_reply(reply: Any, schema: type[BaseModel]) -> BaseModel:
    """The schema instance a raw reply (an ``AIMessage``, a dict, or text) stands for.

    Tries, in order: the tool calls' arguments, malformed tool calls' argument text, then the
    text content; each candidate is normalised (:func:`normalise`) and validated. Raises
    :class:`ReplyNotUnderstood` with the first problem found.
    """
    problems: list[str] = []
    for candidate in _candidates(reply):
        try:
            return schema.model_validate(normalise(candidate, schema))
        except (ValidationError, ValueError, TypeError) as exc:
            problems.append(_one_line(exc))
    raise ReplyNotUnderstood(problems[0] if problems else "the reply was empty")


def _candidates(reply: Any) -> list[Any]:
    if isinstance(reply, BaseModel) and not isinstance(reply, BaseMessage):
        return [reply.model_dump()]
    if isinstance(reply, Mapping):
        return [dict(reply)]
    if isinstance(reply, str):
        return [_from_text(reply)]
    out: list[Any] = []
    for call in getattr(reply, "tool_calls", None) or []:
        out.append(call.get("args") or {})
    for call in getattr(reply, "invalid_tool_calls", None) or []:
        if call.get("args"):
            out.append(_from_text(str(call["args"])))
    text = _message_text(reply)
    if text.strip():
        out.append(_from_text(text))
    return out


def _message_text(message: Any) -> str:
    from course_lib.models.replies import reply_text

    return reply_text(message)


_FENCE = re.compile(r"```[a-zA-Z]*\s*\n?(.*?)```", re.DOTALL)


def _from_text(text: str) -> Any:
    """JSON found in ``text`` (fenced, bare, inside prose, or cut short), else the text itself."""
    from langchain_core.utils.json import parse_json_markdown, parse_partial_json

    stripped = text.strip()
    fenced = _FENCE.search(stripped)
    pieces = [fenced.group(1)] if fenced else []
    pieces.append(stripped)
    for piece in pieces:
        try:
            return parse_json_markdown(piece)
        except (ValueError, TypeError):
            pass
        for opener in "{[":
            start = piece.find(opener)
            if start < 0:
                continue
            try:
                value = parse_partial_json(piece[start:])
            except (ValueError, TypeError):
                value = None
            if value is not None:
                return value
    return stripped


# --- normalising values -----------------------------------------------------------------------

_WRAPPER_KEYS = {"arguments", "args", "parameters", "properties", "input", "output", "result",
                 "response", "data", "answer", "json"}


def normalise(data: Any, schema: type[BaseModel]) -> dict[str, Any]:
    """``data`` reshaped to fit ``schema``: the keys it means and each value in the field's type.

    - keys: another case or spelling (``Binary_Score``, ``binaryScore``, ``binary score``);
      one missing required field and one unknown key: the key is taken as that field;
      an object wrapped in ``{"SchemaName": {...}}`` or ``{"arguments": {...}}`` is unwrapped;
    - a bare value (text, a boolean, a list) for a schema with one required field fills it;
    - values: see :func:`coerce`.

    Values that cannot be read are left as they are, so validation names the problem.
    """
    fields = schema.model_fields
    if isinstance(data, BaseModel):
        data = data.model_dump()
    if isinstance(data, Mapping):
        data = _unwrap(dict(data), schema)
    if not isinstance(data, Mapping):
        target = _sole_field(schema, data)
        if target is None:
            raise ReplyNotUnderstood(f"expected an object with the fields {', '.join(fields)}")
        data = {target: data}
    mapped: dict[str, Any] = {}
    unknown: dict[str, Any] = {}
    keys = {_key(name): name for name in fields}
    for name, info in fields.items():
        if info.alias:
            keys.setdefault(_key(info.alias), name)
    for key, value in data.items():
        name = keys.get(_key(str(key)))
        if name is not None and name not in mapped:
            mapped[name] = value
        else:
            unknown[key] = value
    missing = [n for n, info in fields.items() if info.is_required() and n not in mapped]
    if len(missing) == 1 and len(unknown) == 1:
        mapped[missing[0]] = next(iter(unknown.values()))
    return {name: coerce(value, fields[name].annotation) for name, value in mapped.items()}


def _unwrap(data: dict, schema: type[BaseModel]) -> Any:
    names = {_key(n) for n in schema.model_fields}
    for _ in range(3):
        if len(data) != 1 or any(_key(str(k)) in names for k in data):
            break
        (key, inner), = data.items()
        wrapper = _key(str(key))
        if wrapper not in {_key(schema.__name__), *(_key(w) for w in _WRAPPER_KEYS)}:
            break
        if isinstance(inner, str):
            inner = _from_text(inner)
        if not isinstance(inner, Mapping):
            break
        data = dict(inner)
    return data


def _sole_field(schema: type[BaseModel], value: Any) -> str | None:
    required = [n for n, info in schema.model_fields.items() if info.is_required()]
    if len(required) == 1:
        return required[0]
    if not required and len(schema.model_fields) == 1:
        return next(iter(schema.model_fields))
    if isinstance(value, list):
        lists = [n for n, info in schema.model_fields.items() if get_origin(info.annotation) is list]
        if len(lists) == 1:
            return lists[0]
    return None


def _key(name: str) -> str:
    return re.sub(r"[^0-9a-z]", "", name.lower())


_TRUE = {"true", "yes", "y", "1", "enough", "sufficient", "correct", "right"}
_FALSE = {"false", "no", "n", "0", "not enough", "insufficient", "none"}
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")
_BULLET = re.compile(r"^\s*(?:[-*\u2022]|\d+[.)]|step\s+\d+[:.)])\s+", re.IGNORECASE)  # "12.5" is no bullet


def coerce(value: Any, annotation: Any) -> Any:
    """``value`` in the type ``annotation`` names, where it can be read as one.

    Literal: :func:`match_option` (case, surrounding words, a leading yes/no); bool: yes/no,
    true/false in any case, with punctuation; int/float: the first number in a text; str:
    text (a list is joined); list: a text of lines or bullets is split, items coerced;
    nested models: :func:`normalise`. Anything else is returned unchanged.
    """
    origin = get_origin(annotation)
    if origin is Literal:
        options = [o for o in get_args(annotation) if isinstance(o, str)]
        if isinstance(value, str) and options:
            return match_option(value, options) or value
        if isinstance(value, bool) and {"yes", "no"} <= set(options):
            return "yes" if value else "no"
        return value
    if origin in (Union, types.UnionType):
        members = [a for a in get_args(annotation) if a is not type(None)]
        if value is None:
            return None
        return coerce(value, members[0]) if len(members) == 1 else value
    if origin is typing.Annotated:
        return coerce(value, get_args(annotation)[0])
    if annotation is bool:
        return _as_bool(value)
    if annotation in (int, float):
        if isinstance(value, str):
            found = _NUMBER.search(value)
            if found:
                number = float(found.group())
                return int(number) if annotation is int and number.is_integer() else number
        return value
    if annotation is str:
        if isinstance(value, list):
            return " ".join(str(v) for v in value)
        if isinstance(value, (int, float, bool)):
            return str(value)
        return value.strip() if isinstance(value, str) else value
    if origin is list:
        (item,) = get_args(annotation) or (Any,)
        if isinstance(value, str):
            parsed = _from_text(value)
            value = parsed if isinstance(parsed, list) else _lines(value)
        elif isinstance(value, Mapping) and isinstance(item, type) and issubclass(item, BaseModel):
            value = [value]
        if isinstance(value, list):
            return [coerce(v, item) for v in value]
        return value
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        if isinstance(value, str):
            value = _from_text(value)
        try:
            return normalise(value, annotation)
        except ReplyNotUnderstood:
            return value
    return value


def _lines(text: str) -> list[str]:
    items = [_BULLET.sub("", line).strip() for line in text.splitlines()]
    return [i for i in items if i]


def _as_bool(value: Any) -> Any:
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return bool(value)
    if isinstance(value, str):
        words = _plain(value)
        if words in _TRUE:
            return True
        if words in _FALSE:
            return False
        first = words.split(" ", 1)[0] if words else ""
        if first in {"yes", "true"}:
            return True
        if first in {"no", "false", "not"}:
            return False
    return value


def _plain(text: str) -> str:
    """Lower case, markdown, quotes and punctuation removed, ``_``/``-`` as spaces."""
    text = re.sub(r"[*`\"'\u201c\u201d\u2018\u2019]", "", text.lower())
    text = re.sub(r"[_\-]+", " ", text)
    text = re.sub(r"[^\w\s]", " ", text)
    return " ".join(text.split())


def match_option(text: str, options: list[str]) -> str | None:
    """The one option ``text`` means, or ``None``.

    ``"Yes."``, ``" YES "``, ``"**yes**"`` -> ``"yes"``; ``"Knowledge Base"`` /
    ``"knowledge-base"`` -> ``"knowledge_base"``; ``"Yes, the document is relevant."`` ->
    ``"yes"`` (a leading option wins); ``"The route is web."`` -> ``"web"`` (the only option
    named); ``"true"`` / ``"false"`` -> ``"yes"`` / ``"no"`` when those are the options. Two
    different options named, and none leading: ``None`` (a guess would be worse than a retry).
    """
    plain = _plain(text)
    if not plain:
        return None
    forms = {_plain(o): o for o in options}
    if plain in forms:
        return forms[plain]
    if {"yes", "no"} <= set(forms):
        if plain in ("true", "false"):
            return forms["yes" if plain == "true" else "no"]
    for form, option in sorted(forms.items(), key=lambda item: -len(item[0])):
        if plain == form or plain.startswith(form + " "):
            return option
    named = {option for form, option in forms.items() if re.search(rf"\b{re.escape(form)}\b", plain)}
    return named.pop() if len(named) == 1 else None


# --- the runnable -----------------------------------------------------------------------------

_PARSE_ERRORS: tuple[type[BaseException], ...] = (OutputParserException, ValidationError, ValueError)


def _model_output_errors() -> tuple[type[BaseException], ...]:
    """The parse errors, and the OpenAI client's "reply cut short" / "filtered" errors, which
    are bad output too. Those are looked up only where the client is loaded: a process that
    never imported ``openai`` cannot have raised them, and importing it here cost every
    structured-output node built with the simulator about 0.1 to 0.5 s."""
    import sys

    errors = list(_PARSE_ERRORS)
    openai = sys.modules.get("openai")
    if openai is not None:
        errors += [getattr(openai, n) for n in ("LengthFinishReasonError", "ContentFilterFinishReasonError")
                   if hasattr(openai, n)]
    return tuple(errors)


def is_model_output_error(exc: BaseException) -> bool:
    """True if ``exc`` means a model's reply did not fit what was asked (not a bug, not a network error)."""
    if isinstance(exc, StructuredOutputError | OutputParserException | ValidationError):
        return True
    return isinstance(exc, _model_output_errors()[3:])


def explain_model_output_error(exc: BaseException, model: str | None = None) -> str | None:
    """One sentence for an error caused by a model's reply not fitting a schema, else ``None``.

    Names the schema (Pydantic's title, or the one :class:`StructuredOutputError` carries)
    and the model (``model``, default the ``COURSE_LLM`` setting). The CLI prints it and
    exits with status 2, instead of a traceback from deep inside a parser.
    """
    if isinstance(exc, StructuredOutputError):
        return str(exc)
    if not is_model_output_error(exc):
        return None
    if model is None:
        from course_lib.foundation.config import settings

        model = settings().llm
    schema = getattr(exc, "title", None) if isinstance(exc, ValidationError) else None
    what = f"the schema {schema}" if schema else "the output format it was asked for"
    detail = _one_line(exc)
    return (f"The model {model} replied with output that does not fit {what} ({detail[:160]}): "
            "try again, pick a model that supports structured output, or set COURSE_LLM=sim.")


register_explainer(explain_model_output_error, order=20)


def model_label(llm: Any, reply: Any = None) -> str:
    """The model's name for messages: its ``model_name`` / ``model`` field, else the reply's, else its class."""
    for attr in ("model_name", "model", "model_id"):
        value = getattr(llm, attr, None)
        if isinstance(value, str) and value:
            return value
    from course_lib.models.replies import reply_model

    return reply_model(reply) or type(llm).__name__


def retry_note(schema: type[BaseModel], problem: str) -> str:
    """The note added to the system message for the retry."""
    fields = ", ".join(schema.model_fields)
    return (f"Your previous reply could not be read as {schema.__name__} ({problem}). Reply again "
            f"with only the fields {fields}, each with one of its allowed values, and no other text.")


def with_note(messages: list[BaseMessage], note: str) -> list[BaseMessage]:
    """``messages`` with ``note`` appended to the first system message (or a new one first).

    The note goes into the system message, not a new human turn, so the question stays the
    last human message, and every provider accepts it (some refuse a second system message).
    """
    out = list(messages)
    for i, message in enumerate(out):
        if isinstance(message, SystemMessage) and isinstance(message.content, str):
            out[i] = message.model_copy(update={"content": f"{message.content}\n\n{note}"})
            return out
    return [SystemMessage(note), *out]


def _as_messages(value: Any) -> list[BaseMessage]:
    if isinstance(value, PromptValue):
        return value.to_messages()
    if isinstance(value, str):
        return [HumanMessage(value)]
    if isinstance(value, BaseMessage):
        return [value]
    return convert_to_messages(value)


def structured_output(
    llm: BaseChatModel,
    schema: type[BaseModel],
    *,
    default: BaseModel | Callable[[Any], BaseModel] | Any,
    prompt: Runnable | None = None,
    retries: int = 1,
    **kwargs: Any,
) -> Runnable:
    """A runnable returning a ``schema`` instance for every input, however the model replies.

    Args:
        llm: any LangChain chat model with ``with_structured_output``.
        schema: a Pydantic model (its field names, types and descriptions instruct the model).
        default: what a reply that cannot be read (after ``retries`` retries) becomes: a
            ``schema`` instance, or a function of the runnable's input returning one (with
            ``prompt``, that input is the prompt's variables). ``REQUIRED``: raise
            :class:`StructuredOutputError` instead. Required keyword: every call site chooses
            and documents its safe default.
        prompt: optional prompt run first, so the runnable takes the prompt's variables.
        retries: extra attempts after a reply that cannot be read (default 1, capped at 3).
        kwargs: passed to ``llm.with_structured_output`` (``method=...`` for instance).

    Input: what the model (or ``prompt``) takes. Output: a ``schema`` instance. Repairs,
    retries and defaults are reported as ``STRUCTURED_EVENT`` custom events (see the module
    docstring); failures of the connection itself (timeouts, refused connections) are not
    caught: they are not the model's reply.
    """
    if not (isinstance(schema, type) and issubclass(schema, BaseModel)):
        raise TypeError(f"structured_output needs a Pydantic model as schema, not {schema!r}")
    if default is not REQUIRED and not callable(default) and not isinstance(default, schema):
        raise TypeError(f"default must be a {schema.__name__} instance, a function or REQUIRED")
    attempts = 1 + max(0, min(int(retries), 3))
    bound = _in_turn(llm.with_structured_output(schema, include_raw=True, **kwargs))
    errors = _model_output_errors()
    as_json_schema: list[Runnable] = []  # built on first need (see ask)

    def ask(messages: list[BaseMessage], config: RunnableConfig, *, plain_schema: bool = False
            ) -> tuple[BaseModel | None, str, Any]:
        """(value or None, problem, raw reply) for one attempt.

        ``plain_schema``: ask with the schema as a JSON-schema dict, which no client parses
        itself (the OpenAI client validates a Pydantic ``json_schema`` reply before LangChain
        sees it, and a value in the wrong case then leaves no reply to repair)."""
        try:
            out = (as_json_schema[0] if plain_schema else bound).invoke(messages, config)
        except errors as exc:  # a client that parses before handing the reply back
            if not plain_schema and not as_json_schema:
                # From now on this runnable asks with the plain JSON schema (same fields): no
                # client parses that, so replies can be repaired from the message and cached.
                as_json_schema.append(_in_turn(llm.with_structured_output(
                    json_schema_of(schema), include_raw=True, **kwargs)))
            raw = _reply_inside(exc)
            if raw:
                try:
                    return read_reply(str(raw), schema), "", raw
                except ReplyNotUnderstood:
                    pass
            return None, _one_line(exc), raw
        if isinstance(out, schema):  # a model whose structured output ignores include_raw
            return out, "", out
        if isinstance(out, Mapping) and "raw" in out:
            raw, parsed = out.get("raw"), out.get("parsed")
            if isinstance(parsed, schema):
                return parsed, "", raw
            if isinstance(parsed, Mapping) and plain_schema:
                try:
                    return schema.model_validate(normalise(parsed, schema)), "", raw
                except (ValidationError, ValueError, TypeError):
                    pass
            first = _one_line(out.get("parsing_error")) if out.get("parsing_error") else ""
            try:
                return read_reply(raw, schema), first or "not valid as it was", raw
            except ReplyNotUnderstood as exc:
                return None, first or str(exc), raw
        try:
            return read_reply(out, schema), "not valid as it was", out
        except ReplyNotUnderstood as exc:
            return None, str(exc), out

    def run(value: Any, config: RunnableConfig) -> BaseModel:
        messages = _as_messages(prompt.invoke(value, config) if prompt is not None else value)
        first_problem, raw = "", None
        for attempt in range(attempts):
            note = retry_note(schema, first_problem) if attempt else None
            plain = bool(as_json_schema)
            result, problem, raw = ask(with_note(messages, note) if note else messages, config, plain_schema=plain)
            if result is not None:
                if problem or attempt:
                    _report(config, schema, llm, raw, "retried" if attempt else "repaired",
                            first_problem or problem)
                return result
            first_problem = first_problem or problem
        if default is REQUIRED:
            _report(config, schema, llm, raw, "failed", first_problem)
            raise StructuredOutputError(schema.__name__, model_label(llm, raw), first_problem)
        fallback = default(value) if callable(default) and not isinstance(default, BaseModel) else default
        if not isinstance(fallback, schema):
            fallback = schema.model_validate(fallback)
        _report(config, schema, llm, raw, "default", first_problem, fallback)
        return fallback

    return RunnableLambda(run, name=f"structured_output[{schema.__name__}]")


def _in_turn(bound: Runnable) -> Runnable:
    """``bound`` (a model's ``with_structured_output(..., include_raw=True)``) asking and then
    parsing in the calling thread, when it has LangChain's own shape for ``include_raw``.

    That shape, ``RunnableMap(raw=model) | RunnablePassthrough.assign(parsed=..., parsing_error=...)
    .with_fallbacks([...], exception_key="parsing_error")`` (langchain-core's chat models and
    langchain-openai's alike), starts a new thread pool for the map and another for the
    assignment on every call: about 1 ms of CPU per structured call, a few seconds of a
    notebook that grades documents one by one. The returned runnable runs the very same model
    and parser steps one after the other and gives the same ``{"raw", "parsed",
    "parsing_error"}``: an exception of the kinds the fallback handles becomes
    ``parsing_error`` with ``parsed`` None, as the fallback does. Any other shape (a model's own
    structured output, a scripted test model) is returned as it is.
    """
    from langchain_core.runnables import RunnableParallel, RunnableSequence, RunnableWithFallbacks
    from langchain_core.runnables.passthrough import RunnableAssign

    if not (isinstance(bound, RunnableSequence) and len(bound.steps) == 2):
        return bound
    mapping, parsing = bound.steps
    if not (isinstance(mapping, RunnableParallel) and list(mapping.steps__) == ["raw"]
            and isinstance(parsing, RunnableWithFallbacks) and parsing.exception_key == "parsing_error"
            and isinstance(parsing.runnable, RunnableAssign)
            and set(parsing.runnable.mapper.steps__) == {"parsed", "parsing_error"}):
        return bound
    model, parse = mapping.steps__["raw"], parsing.runnable.mapper.steps__["parsed"]
    handled = tuple(parsing.exceptions_to_handle)

    def ask_then_parse(messages: Any, config: RunnableConfig) -> dict[str, Any]:
        raw = model.invoke(messages, config)
        try:
            return {"raw": raw, "parsed": parse.invoke({"raw": raw}, config), "parsing_error": None}
        except handled as exc:
            return {"raw": raw, "parsed": None, "parsing_error": exc}

    return RunnableLambda(ask_then_parse, name=bound.get_name())


def json_schema_of(schema: type[BaseModel]) -> dict[str, Any]:
    """``schema`` as the JSON schema a provider sees for it (refs resolved, no titles), as a
    dict with its name and description: what a model is sent for the Pydantic class itself."""
    from langchain_core.utils.function_calling import convert_to_openai_tool

    function = convert_to_openai_tool(schema)["function"]
    return {"title": function["name"], "description": function.get("description", ""),
            **function.get("parameters", {})}


def _reply_inside(exc: BaseException) -> str | None:
    """The model's reply text carried by a parse error, if any: LangChain's
    ``OutputParserException.llm_output``, or the input of a Pydantic JSON error (the OpenAI
    client parses ``json_schema`` replies itself, so the reply only survives there)."""
    text = getattr(exc, "llm_output", None)
    if text:
        return str(text)
    if isinstance(exc, ValidationError):
        for err in exc.errors():
            if isinstance(err.get("input"), str) and err.get("type") in ("json_invalid", "json_type"):
                return err["input"]
    return None


def _report(config: RunnableConfig, schema: type[BaseModel], llm: Any, raw: Any, outcome: Outcome,
            problem: str, fallback: BaseModel | None = None) -> None:
    from langchain_core.callbacks.manager import dispatch_custom_event

    node = str(((config or {}).get("metadata") or {}).get("langgraph_node", ""))
    event = StructuredEvent(
        schema=schema.__name__, model=model_label(llm, raw), outcome=outcome,
        error=problem, node=node,
        default=json.dumps(fallback.model_dump(), ensure_ascii=False) if fallback is not None else "",
    )
    try:
        dispatch_custom_event(STRUCTURED_EVENT, event, config=config)
    except RuntimeError:  # called outside any run (no parent run to attach to): nothing to tell
        pass


def _one_line(exc: Any) -> str:
    if isinstance(exc, ValidationError):
        parts = []
        for err in exc.errors()[:2]:
            where = ".".join(str(p) for p in err.get("loc", ())) or "value"
            parts.append(f"{where}: {err.get('msg', '')}, got {str(err.get('input'))[:40]!r}")
        return "; ".join(parts)
    text = str(exc).strip().splitlines()
    return (text[0] if text else type(exc).__name__)[:200]


# --- queries written as text ------------------------------------------------------------------

_LABEL = re.compile(
    r"^(?:here(?:'s| is)\s+)?(?:(?:a|the|my|an?)\s+)?(?:better|improved|new|rewritten|revised|refined|"
    r"suggested|optimi[sz]ed)?\s*(?:search\s+)?(?:query|search)(?:\s+(?:would\s+be|is|could\s+be))?\s*[:=-]\s*",
    re.IGNORECASE,
)
_CHATTER = re.compile(
    r"^(?:sure|certainly|of course|okay|ok|great|good|absolutely|happy to help|here|based on|"
    r"i (?:would|'d|suggest|recommend|think)|to (?:find|improve|search)|let me|this|the rewritten|"
    r"rewritten|a better|an improved|try)\b",
    re.IGNORECASE,
)
_QUOTED = re.compile(r"[\"\u201c`]([^\"\u201d`\n]{2,200})[\"\u201d`]")


def clean_query(text: str) -> str:
    """The search query inside a model's text reply, without preamble, label, quotes or notes.

    ``"Great question! Here is a better search query: \\"asyncio event loop\\"\\n\\nThis uses
    the standard terms."`` -> ``"asyncio event loop"``; ``"Query: coroutine scheduling"`` ->
    ``"coroutine scheduling"``; a bare query comes back unchanged (stripped). ``""`` when the
    reply holds nothing.
    """
    text = _FENCE.sub(lambda m: m.group(1), str(text or "")).replace("**", "").strip()
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if not lines:
        return ""
    candidate = None
    for i, line in enumerate(lines):
        label = _LABEL.search(_strip_opening(line))
        if label:
            rest = _strip_opening(line)[label.end():].strip()
            candidate = rest or (lines[i + 1] if i + 1 < len(lines) else "")
            break
    if candidate is None:
        first = _strip_opening(lines[0])
        if first != lines[0] and not first.endswith(":"):  # "Great question! the query"
            candidate = first
        elif first.endswith(":") and len(lines) > 1:
            candidate = lines[1]
        elif _CHATTER.match(first) and ":" in first:
            candidate = first.rsplit(":", 1)[1].strip() or (lines[1] if len(lines) > 1 else "")
        elif _CHATTER.match(first) and len(lines) > 1:
            quoted = _QUOTED.search(first)
            candidate = quoted.group(1) if quoted else lines[1]
        else:
            candidate = first
    quoted = _QUOTED.search(candidate)
    if quoted and len(quoted.group(1).split()) >= 1 and (candidate.strip()[0] in "\"\u201c`"
                                                          or _CHATTER.match(candidate)):
        candidate = quoted.group(1)
    candidate = _BULLET.sub("", candidate).strip().strip("\"'`\u201c\u201d").strip()
    return candidate.rstrip(".").strip() if candidate.count(".") == 1 and candidate.endswith(".") else candidate


def _strip_opening(line: str) -> str:
    """A line without a leading exclamation or courtesy sentence ("Great question! ...")."""
    parts = re.split(r"(?<=[!])\s+", line, maxsplit=1)
    if len(parts) == 2 and _CHATTER.match(parts[0]):
        return parts[1]
    return line


__all__ = [
    "REQUIRED",
    "STRUCTURED_EVENT",
    "ReplyNotUnderstood",
    "StructuredEvent",
    "StructuredOutputError",
    "clean_query",
    "coerce",
    "explain_model_output_error",
    "json_schema_of",
    "is_model_output_error",
    "match_option",
    "model_label",
    "normalise",
    "read_reply",
    "retry_note",
    "structured_output",
    "with_note",
]
