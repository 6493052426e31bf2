"""Follow-ups read against the conversation before the documents are: a pronoun that may stand for
any of the items the previous answer listed (a stated limit, ``references``), and "her opponent"
/ "his manager" over a table (``relations``): the rows it names, or the question asked again of
them by name."""

from __future__ import annotations

from dataclasses import replace

from course_lib.sim.grounded.citations import with_citations as _with_citations
from course_lib.sim.reports import explain, limits
from course_lib.sim.request.reading import Request


def ambiguous_reference(request: Request) -> str | None:
    """A stated conversation limit when the question's "it" / "she" may be any of the items the
    previous answer listed ("When does it close?" after "Northgate Gallery and the Lantern
    Café."; ``references.ambiguous_pronoun``): never the first one silently. ``None`` otherwise."""
    if not request.turns:
        return None
    from course_lib.sim.request.references import ambiguous_pronoun

    items = ambiguous_pronoun(request.question, request.turns)
    if not items:
        return None
    explain.rule("a pronoun after an answer that listed several items", items=items)
    shown = ", ".join(f"'{item}'" for item in items[:4])
    return limits.state(
        "tell which earlier item this question means",
        f"its pronoun may stand for any of the items the previous answer listed ({shown})",
        "ask which one you mean, or take the one the conversation makes clear",
        kind="conversation",
    )


def related_rows(request: Request) -> str | Request | None:
    """A follow-up's "her opponent" / "his manager" over a table (``relations``): the answer when
    the question asks who, else the request asked of the related rows by name (its history
    dropped, so the earlier question is not read into it); a stated conversation limit when the
    relation cannot be told; ``None`` when the question names no relation of an earlier row."""
    if not request.turns or not request.documents:
        return None
    from course_lib.sim.grounded.relations import related

    earlier = [text for role, text in reversed(request.turns) if role == "ai"][:1] + request.history[-1:]
    found = related(request.question, earlier, [d.body for d in request.documents])
    if found is None:
        return None
    if found.limit:
        explain.rule("a follow-up naming a relation of an earlier row that the tables do not tell",
                     phrase=found.phrase, row=found.named)
        return limits.state(f"tell who '{found.phrase}' is", found.limit,
                            "read the relation from the documents or ask who is meant", kind="conversation")
    explain.rule("a follow-up naming a relation of an earlier row: the rows sharing its group",
                 phrase=found.phrase, row=found.named, rows=list(found.rows))
    if found.asks_who(request.question):
        return _with_citations(f"{' and '.join(found.rows)}.", request)
    return replace(request, question=found.question(request.question), history=[], turns=())


def row_pronoun(request: Request) -> Request | None:
    """A follow-up glued to the previous question whose pronoun stands for the one table row the
    previous answer named ("and how many points behind her is Dev?" after "Hannah Cole, on 24
    points."; ``row_pronouns``): the request asked on its own words with the row's name in place of
    the pronoun, its history dropped (so the previous question's form is not read into it); ``None``
    otherwise."""
    if not request.turns or not request.documents or not request.glued:
        return None
    from course_lib.sim.grounded.row_pronouns import resolved

    earlier = [text for role, text in reversed(request.turns) if role == "ai"][:1] + request.history[-1:]
    asked = resolved(request.question, earlier, [d.body for d in request.documents])
    if asked is None:
        return None
    explain.rule("a follow-up's pronoun read as the one table row the previous answer named", question=asked)
    return replace(request, question=asked, history=[], turns=())


def subject_pronoun(request: Request) -> Request | None:
    """A follow-up glued to the previous question whose pronoun stands for that question's subject
    ("How much does it cost?" after "When is the pottery class?") or for the one name the previous
    answer gave (``subject_pronouns``): the request asked on its own words with the subject in place
    of the pronoun, its history dropped (so the previous question's form is not read into it);
    ``None`` otherwise."""
    if not request.turns or not request.documents or not (request.glued or request.reworded):
        return None  # (glued to the previous question, or its "it" already put as that question's words)
    from course_lib.sim.grounded.subject_pronouns import resolved

    answer = next((text for role, text in reversed(request.turns) if role == "ai"), "")
    asked = resolved(request.question, request.history[-1], answer, [d.body for d in request.documents])
    if asked is None:
        return None
    explain.rule("a follow-up's pronoun read as the previous question's subject", question=asked)
    return replace(request, question=asked, history=[], turns=())
