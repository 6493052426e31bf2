"""A question that leaves something out (issue 26, the twenty-eighth set's W5 and the twenty-ninth's
X4): "how many subjects got effort 1 not counting PE", "how many runs went OK, leaving out the weekly
one", "apart from hive 2, which hive was defensive", "except the kids". Before this module the
excluded row was counted, or quoted as the answer. Introduced for notebook 01's grounded answers.

- ``split(question)``: the question without its exclusion clause, and the things it leaves out
  ("the weekly one" -> "weekly"; "sewerage and the standing charge" -> two things).
- ``applied(request)``: over documents read one record a line (a table's rows, a log's lines:
  ``counting.records``), the request with the question cut of its clause and the records holding an
  excluded thing dropped, so every reader after it (counts, picks, ranks) works on the rest; a stated
  limit (a ``str``) when an excluded thing is held by no record or by every one (it cannot tell what
  to leave out); ``None`` when there is no clause, the documents are not records, or the question asks
  an amount (a total less one of its lines is ``bill_lines``' reading, which needs the line).
- ``guarded(request, reply)``: an amount question's reply worked from a line the question leaves out
  (its figures stand in a line naming an excluded thing: "leaving out the standing charge" answered
  from "Standing charge £0.21 per day"), or quoting that line whole, becomes a stated limit; any
  other reply is returned as it is. An amount question's "before any <thing>" ("the hire charge
  before any extras") leaves the thing out too (only here: "before any" is a time elsewhere).
  Things are matched in any word form ("extras" in "extra miles").

The cue patterns are data: ``patterns.yaml`` ``left_out``.
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from course_lib.sim.reports import limits
from course_lib.sim.words.cues import patterns

if TYPE_CHECKING:
    from course_lib.sim.request.reading import Request

_CUE = patterns("left_out")
_AMOUNT = patterns("bill_lines")  # its ``amount`` cue: the question asks an amount


def split(question: str) -> tuple[str, tuple[str, ...]]:
    """(``question`` without its exclusion clauses, the things they leave out), or the question
    unchanged and () when it has none."""
    found: list[str] = []
    for m in _CUE.clause.finditer(question):
        for part in _CUE.joins.split(m.group("what").strip()):
            part = _CUE.pro_one.sub("", part.strip()).strip()
            if part:
                found.append(part)
    if not found:
        return question, ()
    rest = _CUE.clause.sub("", question).strip(" ,;")
    return re.sub(r"\s{2,}", " ", rest), tuple(found)


def _asks_amount(question: str) -> bool:
    """The question asks an amount of money (``bill_lines``' cue, or ``quantities.asks_money``)."""
    from course_lib.sim.words.quantities import asks_money

    return bool(_AMOUNT.amount.search(question)) or asks_money(question)


def _holds(line: str, thing: str) -> bool:
    """Whether ``line`` writes ``thing`` as whole words (case ignored), in any of their word forms
    ("callouts" in "Callout fee: £45", "extras" in "extra miles at 22p each")."""
    if re.search(rf"(?<![\w-]){re.escape(thing)}(?![\w-])", line, re.I):
        return True
    from course_lib.sim.words.text import stem

    want = [stem(w) for w in re.findall(r"[a-z0-9]+", thing.lower())]
    have = [stem(w) for w in re.findall(r"[a-z0-9]+", line.lower())]
    n = len(want)
    return bool(n) and any(have[i:i + n] == want for i in range(len(have) - n + 1))


def applied(request: Request) -> Request | str | None:
    """See the module docstring."""
    from course_lib.sim.grounded.counting import records

    rest, things = split(request.question)
    if not things or _asks_amount(rest) or not request.documents:
        return None
    read = [(doc, records(doc.body)) for doc in request.documents]
    if not any(r is not None for _, r in read):
        return None
    documents = []
    dropped = {thing: 0 for thing in things}
    kept_any = False
    for doc, recs in read:
        if recs is None:
            documents.append(doc)
            continue
        rows = set(recs.texts)
        lines = []
        for line in doc.body.splitlines():
            plain = " ".join(line.replace("|", " ").split())
            out = [t for t in things if _holds(plain, t)]
            is_record = any(_holds(r, t) for r in rows for t in out)
            if out and is_record:
                for t in out:
                    dropped[t] += 1
                continue
            kept_any = kept_any or any(plain and plain.split()[0] in r for r in rows)
            lines.append(line)
        documents.append(dataclasses.replace(doc, body="\n".join(lines)))
    missing = [t for t, n in dropped.items() if n == 0]
    if missing or not kept_any:
        return limits.state(
            f"leave out '{missing[0] if missing else things[0]}' as the question asks",
            "no record of the documents names it" if missing else "every record of the documents names it",
            "read what the question leaves out and answer from the rest", kind="documents")
    return dataclasses.replace(request, question=rest, documents=documents)


_FIGURE_RE = re.compile(r"[$€£¥]\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*\.\d+\b")
_BULLET_RE = re.compile(r"^\s*(?:[-*•·]|\d+[.)])\s+")
_TAKEN_OFF_RE = re.compile(r"\b(?:less|minus|without|excluding|leaving out|taken off|deducted)\b|−", re.I)


def guarded(request: Request, reply: str) -> str:
    """See the module docstring."""
    if reply.startswith(limits.PREFIX) or not request.documents:
        return reply
    rest, things = split(request.question)
    if not things:  # "the hire charge before any extras": an amount's own exclusion
        things = tuple(m.group("what").strip() for m in _CUE.before_any.finditer(request.question))
    if not things or not _asks_amount(rest) or _TAKEN_OFF_RE.search(reply):
        return reply
    figures = {f.replace(" ", "") for f in _FIGURE_RE.findall(reply)}
    quoted = " ".join(reply.split())
    for doc in request.documents:
        for line in doc.body.splitlines():
            plain = line.replace(" ", "")
            hit = [t for t in things if _holds(line, t)]
            said = " ".join(_BULLET_RE.sub("", line).split())
            uses = any(f in plain for f in figures)
            if hit and (uses or (len(said) > 12 and said in quoted)):
                how = "uses a figure of" if uses else "quotes"
                return limits.state(
                    f"leave out '{hit[0]}' as the question asks",
                    f"the answer it worked out {how} the line on '{hit[0]}', which the question leaves out",
                    "work the amount from the lines the question keeps", kind="documents")
    return reply
