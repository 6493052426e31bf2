"""A tool result of a call made without a required value (issue 26, ports13).

When a request gives no value of the kind a required argument takes, the simulator still makes
the call a model would make, with the schema's safe value ("" for a date, an event id), and
states the limit (``agent._call``). The tool's result then answers that blank call, not the
request: a Spanish appointment assistant's ``create_calendar_event(date="")`` came back "Se
requiere verificación para agendar la cita", and the simulator relayed it as its answer. Its
reply to such a result is a stated limit that names the blank argument.
"""

from __future__ import annotations

from course_lib.sim.reports import limits
from course_lib.sim.request.reading import ToolRound, ToolSpec


def blank_required(spec: ToolSpec | None, call: ToolRound) -> list[str]:
    """The required string, list or object arguments ``call`` left empty ("", [], {} or None)."""
    if spec is None:
        return []
    params = spec.parameters or {}
    props = params.get("properties") or {}
    blank = []
    for name in params.get("required") or []:
        kind = (props.get(name) or {}).get("type")
        if kind not in (None, "string", "array", "object"):
            continue  # a number 0 or a boolean False may be a real value
        value = call.args.get(name)
        if value is None or (isinstance(value, (str, list, dict)) and not (value.strip() if isinstance(value, str) else value)):
            blank.append(name)
    return blank


def limit(spec: ToolSpec | None, call: ToolRound) -> str:
    """The stated limit for a reply to ``call``'s result when it left a required argument blank,
    else ``""``."""
    blank = blank_required(spec, call)
    if not blank:
        return ""
    fields = ", ".join(f"'{b}'" for b in blank)
    return limits.state(
        f"answer from the result of '{call.name}'",
        f"it called the tool with no value for its required argument{'s' if len(blank) > 1 else ''} {fields} "
        "(the request gave none it could read), so the result answers a different request",
        "ask for the missing value, then call the tool with it",
        kind="arguments",
    )
