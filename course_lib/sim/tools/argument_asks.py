"""Asking for a tool's arguments: the question is about what a tool does but holds no value for its
required arguments (``tool_missing_argument``); when the question surely does not give it (no
figure for an id, ``surely_not_given``) the reply asks for it (``ask_for_arguments``), as a model
would."""

from __future__ import annotations

from course_lib.sim.reports import explain
from course_lib.sim.request.reading import Request
from course_lib.sim.words.text import content_terms


def tool_missing_argument(request: Request) -> tuple[str, list[str]] | None:
    """A bound tool the question is about (it shares a content word with the tool's name or
    description, other than the noun of its id argument and the names of its arguments)
    whose required typed argument the question gives no value for. A question that meets a tool
    only in such words ("Will it snow on the day of my test?" and book_lesson(day, hours)) is no
    request for it: no tool fits, the knowledge limit, no question back."""
    from course_lib.sim.tools import tool_args
    from course_lib.sim.values.field_readers import id_label
    from course_lib.sim.words.text import stem

    if request.structured:  # a structured-output schema bound as a tool is the reply's form, no tool to call
        return None
    words = {stem(w) for w in content_terms(request.question)}
    for spec in request.tools:
        about = {stem(w) for w in content_terms(f"{spec.name.replace('_', ' ')} {spec.description}")}
        # the noun that labels its id argument ("pond" for pond_id) names what it acts on, not what it does
        labels = {stem(lab) for lab in map(id_label, (spec.parameters or {}).get("properties") or {}) if lab}
        if not (words & about) - labels:
            continue
        guessed = tool_args.guessed_required(spec, request.question, request.question)
        # nor the names of its arguments: "on the day of my test" names the "day" that
        # book_lesson(day, hours) takes, not its booking
        props = (spec.parameters or {}).get("properties") or {}
        arguments = {stem(w) for name in props for w in content_terms(name.replace("_", " "))}
        # ... unless the tool's name opens with that word: "pay" of pay_invoice is what it does, though its
        # "payee" argument stems to it too ("pay the electrician"); "currency" of convert_currency stays an
        # argument's word (its from_currency / to_currency)
        named = content_terms(spec.name.replace("_", " "))
        if named and not any(stem(n) == stem(named[0]) for n in props):  # its leading verb, no argument's whole name
            arguments -= {stem(named[0])}
        if guessed and (words & about) - labels - arguments:
            from course_lib.sim.tools.information_questions import information_only

            if information_only(request.question, spec.name):
                continue  # "how long does a renewal take": information, no request to renew
            return spec.name, guessed
    return None


def information_limit(request: Request, name: str) -> str | None:
    """The knowledge limit, stated, when the question asks for information about the subject of
    the acting tool ``name`` (``information_questions.information_only``: "how long does a passport
    renewal take" and renew_passport): no call and no question back for its argument; else ``None``."""
    from course_lib.sim.reports import limits
    from course_lib.sim.tools.information_questions import information_only

    if not information_only(request.question, name):
        return None
    explain.rule("a question for information about an acting tool's subject: no call, no question back",
                 tool=name)
    return limits.state(
        "answer this",
        f"it asks for information, which the bound tool '{name}' does not give (it acts), and no document or "
        "fact of its small general knowledge (data/sim) answers it",
        "answer from what it learned in training",
        kind="knowledge",
    )


def foreign_amount_asked(request: Request, name: str) -> tuple[str, str, str] | None:
    """(argument, currency written, currency wanted) of the tool ``name``'s amount the question
    writes in another currency (``tool_args.foreign_amounts``), else ``None``."""
    from course_lib.sim.tools import tool_args

    spec = next((t for t in request.tools if t.name == name), None)
    found = tool_args.foreign_amounts(spec, request.question) if spec is not None else {}
    return next(((n, *pair) for n, pair in found.items()), None)


def surely_not_given(request: Request, name: str, fields: list[str]) -> bool:
    """Every one of ``fields`` of the tool ``name`` is a value the question certainly does not
    give (``tool_args.surely_absent``: an id, number, date or time where it writes no figure),
    and neither does the request's context (``carried_args.from_context``)."""
    from course_lib.sim.tools import tool_args
    from course_lib.sim.tools.carried_args import from_context

    spec = next((t for t in request.tools if t.name == name), None)
    if not fields or spec is None or not all(tool_args.surely_absent(spec, request.question, f) for f in fields):
        return False
    # judged over the whole request: the system message or an earlier turn may give it
    context = [request.system, *(text for role, text in request.turns if role == "human")]
    return not from_context(spec, list(fields), context)


def ask_for_arguments(request: Request, name: str, fields: list[str]) -> str:
    """The reply that asks the user for the values of ``fields`` the tool ``name`` needs (no
    call, no limit: the question certainly does not give them, ``surely_not_given``)."""
    from course_lib.sim.tools import tool_args

    explain.rule("a tool the question is about, whose required value the question certainly does not give",
                 tool=name, missing=fields)
    explain.evidence(declined_tool=name)  # response_metadata["simulator_declined_tool"]
    spec = next(t for t in request.tools if t.name == name)
    listed = " and ".join(tool_args.asked_as(spec, f) for f in fields)
    if request.language == "zh":
        return f"要使用 {name}，我需要{listed}。请告诉我{listed}。"
    props = (spec.parameters or {}).get("properties") or {}
    if (len(fields) == 1 and (props.get(fields[0]) or {}).get("type") == "integer"
            and (listed.endswith("s") or listed in ("people", "children", "men", "women"))):
        # a count ("diners", "passengers"): asked as one
        return f"To use {name} I need the number of {listed}, and your message does not give it. How many {listed}?"
    return (f"To use {name} I need the {listed}, and your message does not give "
            f"{'them' if len(fields) > 1 else 'it'}. Which {listed} do you mean?")
