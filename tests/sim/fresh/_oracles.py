"""The one home of the invented sets' helpers (issue 26): the ``Case`` record, the request builders,
the oracles and the runner that classifies each reply right / stated limit / silently wrong and
counts false alarms. Before this module each set imported them from earlier sets
(``calibration_cases``, ``second_set``, ``seventh_set``, ``ninth_set``, ``twelfth_set``) or kept
its own copy.

A new set (copy the layout of ``seventeenth_set.py``) imports what it uses from here
(``from tests.sim.fresh._oracles import Case, _ask, _must_state, report, tally, ...``), never from
another set, keeps only its own material (notes, tools, schemas, checks of its own cases) and
ends with::

    CASES: list[Case] = [*GROUNDED, *TOOLS, ...]


    def counts(verbose: bool = False) -> dict[str, int]:
        return tally(CASES, verbose)


    if __name__ == "__main__":
        report(CASES, sys.argv)

``tests/sim/fresh/test_pins.py`` reads ``CASES`` and ``counts()``. Keep one object per oracle:
``tally`` tells a ``_must_state`` case by identity (``case.right is _must_state``), so a set must
import it from here, never define its own. A helper whose rule differs from the one here (e.g.
``fourteenth_set._digits`` beside ``twelfth_set._digits``) stays in its set under its own name.
"""

from __future__ import annotations

import json
import re
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage


@dataclass(frozen=True)
class Case:
    id: str
    run: Callable[[Any], Any]  # llm -> outcome (an AIMessage, a parsed object, a tool call list)
    right: Callable[[Any], bool]


def _text(out: Any) -> str:
    return out.content if isinstance(out, AIMessage) else str(out)


# --- requests: llm -> outcome ------------------------------------------------------------------

_RAG_SYSTEM = "You are a helpful assistant. Use only the context below to answer. Cite the source.\n\nContext:\n{context}"


def _rag(context: str, question: str) -> Callable[[Any], Any]:
    return lambda llm: llm.invoke([SystemMessage(_RAG_SYSTEM.format(context=context)), HumanMessage(question)])


def _ask(prompt: str) -> Callable[[Any], Any]:
    return lambda llm: llm.invoke(prompt)


def _calls(tools: list, question: str) -> Callable[[Any], Any]:
    def run(llm):
        return llm.bind_tools(tools).invoke(question)

    return run


def _agent(tools: list, question: str) -> Callable[[Any], Any]:
    """A learner's ``create_agent``: the first model turn's tool calls (as an AIMessage)."""

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, tools)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 8})
        firsts = [m for m in out["messages"] if isinstance(m, AIMessage)]
        return firsts[0] if firsts else AIMessage("")

    return run


def _structured(schema: type, text: str, instruction: str = "Extract the information from the text.") -> Callable:
    def run(llm):
        out = llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(instruction), HumanMessage(text)]
        )
        return out

    return run


def _thread(*turns: str) -> Callable[[Any], Any]:
    def run(llm):
        msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
        return llm.invoke(msgs)

    return run


def _notes_thread(notes: str, *turns: str):
    def run(llm):
        msgs = [SystemMessage(f"Answer from these notes only.\n\n{notes}")]
        msgs += [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
        return llm.invoke(msgs)

    return run


# --- oracles on a reply's text ------------------------------------------------------------------


def _has(*words: str) -> Callable[[Any], bool]:
    return lambda out: all(w.lower() in _text(out).lower() for w in words)


def _any(*alternatives: str) -> Callable[[Any], bool]:
    return lambda out: any(a.lower() in _text(out).lower() for a in alternatives)


def _none_of(*words: str) -> Callable[[Any], bool]:
    return lambda out: bool(_text(out).strip()) and not any(w.lower() in _text(out).lower() for w in words)


def _only(*labels: str) -> Callable[[Any], bool]:
    """The reply is exactly one of ``labels`` (case, a trailing stop and quotes ignored)."""
    want = {lab.lower() for lab in labels}
    return lambda out: _text(out).strip().strip(".。\"'").strip().lower() in want


def _but_not(check: Callable[[Any], bool], *others: str) -> Callable[[Any], bool]:
    """``check`` passes and none of ``others`` is in the reply (a whole table or menu pasted
    back holds the answer and every wrong one: that is no answer)."""
    return lambda out: check(out) and not any(w.lower() in _text(out).lower() for w in others)


def _starts(*openings: str):
    """The reply opens with one of ``openings`` (a yes/no answer: "no" inside "notes" is no "no")."""
    return lambda out: _text(out).strip().lower().startswith(tuple(o.lower() for o in openings))


def _no_leading(*words: str):
    return lambda out: not _text(out).strip().lower().startswith(tuple(w.lower() for w in words))


def _word(*words: str):
    """One of ``words`` occurs as a whole word (case ignored)."""
    return lambda out: any(re.search(rf"(?<!\w){re.escape(w)}(?!\w)", _text(out), re.I) for w in words)


def _either(*checks):
    return lambda out: any(c(out) for c in checks)


def _both(*checks):
    return lambda out: all(c(out) for c in checks)


def _says_no(*phrases: str, yes: tuple[str, ...] = ("yes",), no: tuple[str, ...] = ("no",)):
    """A yes/no question whose answer is no: opens with a "no" word or says one of ``phrases``,
    never opens with a "yes" word."""
    return lambda out: _no_leading(*yes)(out) and (_starts(*no)(out) or _any(*phrases)(out))


def _corrected(new: str, old: str):
    """``new`` is given; ``old`` (the value the user corrected) only after a "not" if at all."""
    def ok(out) -> bool:
        t = _text(out)
        if new.lower() not in t.lower():
            return False
        return old.lower() not in t.lower() or bool(re.search(rf"\bnot {re.escape(old)}\b", t, re.I))

    return ok


def _opens(*words: str):
    """The reply opens with one of ``words`` as a whole word ("Note ..." does not open with "no")."""
    alternatives = "|".join(re.escape(w) for w in words)
    pattern = re.compile(rf"^[\s\"'*(]*(?:{alternatives})(?!\w)", re.I)
    return lambda out: bool(pattern.search(_text(out)))


def _not_opening(*words: str):
    return lambda out: not _opens(*words)(out)


def _denies(*phrases: str, yes: tuple[str, ...] = ("yes",), no: tuple[str, ...] = ("no",)):
    """``_says_no`` with whole-word openings: never opens with a "yes" word; opens with a "no"
    word or says one of ``phrases``."""
    return lambda out: _not_opening(*yes)(out) and (_opens(*no)(out) or _any(*phrases)(out))


def _under_half(cases: list[Case], docs: dict[str, str]) -> list[Case]:
    """No whole-document quote: a case whose id starts with a key of ``docs`` ("hire-base" for
    "hire") is right only if its reply is under half that document's length."""

    def short(case: Case) -> Case:
        doc = docs.get(case.id.split("-")[0])
        if doc is None:
            return case
        limit = len(doc) // 2
        return Case(case.id, case.run, lambda out, ok=case.right: len(_text(out)) < limit and ok(out))

    return [short(c) for c in cases]


def _must_state(out: Any) -> bool:
    """Nothing offline can know this: only a stated limit (classified before this runs) is not wrong."""
    return False


def _honest(out: Any) -> bool:
    """The notes do not hold it: "I don't know" (or the like) is right; an invented fact is wrong."""
    t = _text(out).lower()
    return any(p in t for p in ("don't know", "do not know", "not in the", "could not find", "doesn't say",
                                "does not say", "not mentioned", "no information", "不知道", "没有提到", "未提及"))


def _val(value: float, *avoid: str):
    """A number equal to ``value`` in the reply ("4", "4.00", "£4", "1,300"), and none of ``avoid``."""

    def ok(out) -> bool:
        text = _text(out)
        nums = [float(n.replace(",", "")) for n in re.findall(r"(?<![\d.])\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?", text)]
        return any(abs(n - value) < 1e-9 for n in nums) and not any(a.lower() in text.lower() for a in avoid)

    return ok


def _yes_or(*phrases: str):
    """A yes: the reply opens with yes, or says one of ``phrases``; it never opens with no."""
    return lambda out: not _starts("no")(out) and (_starts("yes")(out) or _any(*phrases)(out))


def _no_or(*phrases: str):
    """A no: the reply opens with no / not, or says one of ``phrases``; it never opens with yes."""
    return lambda out: not _starts("yes")(out) and (_starts("no", "not", "不")(out) or _any(*phrases)(out))


def _absent(*phrases: str):
    """The notes do not hold it: an honest "I don't know", or a reply saying it is not there."""
    return _either(_honest, _any(*phrases))


def _json(check: Callable[[dict], bool]) -> Callable[[Any], bool]:
    def ok(out) -> bool:
        t = _text(out).strip()
        try:
            obj = json.loads(t[t.find("{"): t.rfind("}") + 1])
        except ValueError:
            return False
        return isinstance(obj, dict) and bool(check(obj))

    return ok


# --- oracles on tool calls, their arguments and parsed objects ---------------------------------


def _call_args(out: Any, name: str) -> dict | None:
    """The arguments of the one call to ``name``; None when there is none, or more than one."""
    calls = [c for c in out.tool_calls if c["name"] == name]
    return calls[0]["args"] if len(calls) == 1 else None


def _call(name: str, **want: Callable[[Any], bool]) -> Callable[[Any], bool]:
    def check(out) -> bool:
        if (args := _call_args(out, name)) is None:
            return False
        return all(key in args and ok(args[key]) for key, ok in want.items())

    return check


def _no_call(out) -> bool:
    return not out.tool_calls


def _asks_back(out) -> bool:
    """No call, and the reply asks for what is missing (a question back)."""
    return _no_call(out) and "?" in _text(out)


def _eq(value):
    return lambda v: str(v).strip().lower() == str(value).lower() or (
        isinstance(value, int | float) and _num(v) == value)


def _num(v):
    try:
        return float(v)
    except (TypeError, ValueError):
        return None


def _one_of(*values):
    return lambda v: str(v).strip().lower() in {x.lower() for x in values}


def _num_near(value: float, tol: float = 1e-6) -> Callable[[Any], bool]:
    def ok(v) -> bool:
        try:
            return abs(float(v) - value) <= tol
        except (TypeError, ValueError):
            return False

    return ok


def _parsed(check: Callable[[Any], bool]) -> Callable[[Any], bool]:
    def ok(out) -> bool:
        parsed = out.get("parsed")
        return parsed is not None and bool(check(parsed))

    return ok


# --- classifying and counting ------------------------------------------------------------------


def _limit_of(out: Any) -> str | None:
    raw = out.get("raw") if isinstance(out, dict) else out
    meta = getattr(raw, "response_metadata", None) or {}
    return meta.get("simulator_limit")


def classify(case: Case, llm: Any) -> tuple[str, Any, list[str]]:
    """(``right`` | ``limit`` | ``wrong``, the outcome, the limits stated)."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            out = case.run(llm)
        except Exception as exc:  # a crash is a wrong reply too
            out = exc
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    stated = _limit_of(out) if not isinstance(out, Exception) else None
    if stated and stated not in limits:
        limits.append(stated)
    if limits:
        return "limit", out, limits
    ok = False if isinstance(out, Exception) else case.right(out)
    return ("right" if ok else "wrong"), out, limits


def _shown(out: Any) -> Any:
    """What ``-v`` prints of an outcome: the tool calls, the parsed object or the text."""
    return out.tool_calls if isinstance(out, AIMessage) and out.tool_calls else (
        out.get("parsed") if isinstance(out, dict) else _text(out))


def tally(cases: list[Case], verbose: bool = False) -> dict[str, int]:
    """right / limit / wrong over ``cases``, and ``false_alarm``: a limit stated on a reply that
    was right anyway."""
    from course_lib.sim import SimulatedChatModel

    llm = SimulatedChatModel()
    found = {"right": 0, "limit": 0, "wrong": 0, "false_alarm": 0}
    for case in cases:
        kind, out, limits = classify(case, llm)
        found[kind] += 1
        alarm = kind == "limit" and not isinstance(out, Exception) and _quietly_right(case, out)
        found["false_alarm"] += alarm
        if verbose:
            tag = "limit!" if alarm else kind
            print(f"{tag:6} {case.id:26} {str(_shown(out))[:90]!r}" + (f"  LIMIT: {limits[0][:100]}" if limits else ""))
    return found


def _quietly_right(case: Case, out: Any) -> bool:
    if case.right is _must_state:
        return False
    try:
        return bool(case.right(out))
    except Exception:
        return False


def report(cases: list[Case], argv: list[str]) -> None:
    """The one line ``python -m tests.sim.fresh.<set> [-v]`` prints."""
    found = tally(cases, verbose="-v" in argv)
    print(f"{len(cases)} cases: right {found['right']}, stated limit {found['limit']}, "
          f"silently wrong {found['wrong']} (false alarms: a limit on a right reply {found['false_alarm']})")


def tool_calls_and_limits(llm, tools, question):
    """The tool calls of one bound request and the limits it stated (SimulatorLimitWarning)."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = llm.bind_tools(tools).invoke(question)
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out.tool_calls, limits
