"""Where the simulator is silently wrong, and what it knew when it was (issue 26): a report for
instructors and maintainers.

``python -m tests.sim.fresh.calibration_report [--path TEXT] [--top N]`` runs every readable
invented set (``tests/sim/fresh/*_set.py``, ``calibration_cases``, ``thread_probes``) and the
probes under ``tests/sim/probes/`` (all but the held-out ones, ``HELD_OUT``), records for each
reply the responder path it took (the task and rule of ``response_metadata["explanation"]``) and
the evidence it had, and prints:

1. per path, how many replies were right / stated a limit / silently wrong / false alarms (a
   limit on a reply that was right anyway), the paths with the most silent wrongs first;
2. for each path with silent wrongs, each piece of evidence bucketed, with the right and wrong
   replies in each bucket: a bucket that holds the wrongs and few rights is evidence the path
   can state a limit on.

The evidence, for a reply over documents: ``coverage`` (the closest units' share of the
question's weight), ``prose`` (the share of the documents' units read as prose sentences),
``record_share`` (the share of units shaped as records: a timestamped line, ``key = value``, a row
of columns, a unit of many figures and few words), ``on_subject`` and ``asked_held`` (see
``course_lib.sim.grounded.absence.Features``), ``asked`` (the kind of value asked), ``partial`` (the reply
says it found nothing about part of the question), ``quote_share`` (the share of the documents'
words the reply repeats) and ``asked_in_reply`` (the reply's sentences stating a value of the
asked kind). A probe written as (document, question, accepted words) triples is judged as
``tests/sim/probes/_grounded.run`` judges it (its own template; a probe's stricter runner of its
own is not reproduced; probes of other shapes are left out).

What it showed on 2026-12-03 (branch ``calib``, from 1829f49; 2144 replies): 1247 right, 809
limits, 88 silently wrong, 78 false alarms; 79 of the 88 wrongs on three paths: the extractive
answer (350 right / 37 wrong), "I don't know." (75 / 29) and the partial answer (103 / 13).
- "I don't know.": two pieces of evidence separated wrongs from rights and were acted on
  (``absence.record_shaped``: a legend or a receipt's lines counted as prose made a table "prose",
  and ``absence.asked_back``: a question the notes ask themselves, answered in the next lines, whose
  words the reader never counted): 88 -> 86 wrong, no right lost. The rest of its wrongs have no
  word of the question in the notes (coverage 0: "sold out" for "sold", "slice" for "cut") or are
  worked out (a sum, a duration between two clock times): no evidence in this table tells them
  from the right "I don't know."s beside them.
- the extractive answer: its wrongs are mostly values worked out from the quoted lines (a total
  over rows, "three times a day" for "a day", made minus left). Neither the quote's share of its
  document (>= .5: 58 right, 8 wrong) nor several values of the asked kind in the reply (>= 2: 29
  right, 9 wrong), nor a word of the question missing from a reply holding several such values
  (16 right, 2 wrong), separates them: a limit on any of these would cost more rights than it
  removes wrongs.
- the partial answer: the found part plus "I could not find anything about X, so I don't know that
  part" is judged right by the sets' lenient oracles whenever the notes lack X, so a limit there
  turns rights into false alarms; its 13 wrongs share no evidence the 103 rights lack.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re
import sys
import warnings
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from tests.sim.fresh._oracles import Case, _text, classify

HELD_OUT = frozenset({"twentyfourth_set", "twentyfifth_set", "grounded_g", "grounded_h"})  # yardsticks: never read here
KINDS = ("right", "limit", "wrong", "false_alarm")
MAX_CASES = 5000  # a cap on the cases one run reads
_DEFAULT_TEMPLATE = "Answer from the notes.\n\nNotes:\n{notes}\n\nQuestion: {question}"
_ABSENT = ("don't know", "could not find", "not mention", "does not mention")
_PARTIAL = "could not find anything about"


@dataclass(frozen=True)
class Row:
    """One reply: where it came from, the path it took, how it was judged, what it knew."""

    source: str
    case: str
    path: str
    kind: str  # "right" / "limit" / "wrong"
    alarm: bool = False  # a limit on a reply that was right anyway
    evidence: dict[str, Any] = field(default_factory=dict)


# --- the table logic (pure; tests/sim/fresh/test_calibration_report.py) ---------------------------


def tabulate(rows: Iterable[Row]) -> list[tuple[str, dict[str, int]]]:
    """Per path, its counts of right / limit / wrong / false alarms: most silent wrongs first,
    then most replies, then by name."""
    table: dict[str, Counter] = defaultdict(Counter)
    for row in rows:
        counts = table[row.path]
        counts[row.kind] += 1
        counts["false_alarm"] += row.alarm
    out = [(path, {k: counts.get(k, 0) for k in KINDS}) for path, counts in table.items()]
    return sorted(out, key=lambda item: (-item[1]["wrong"], -sum(item[1][k] for k in KINDS[:3]), item[0]))


def bucket(value: Any) -> str:
    """A piece of evidence as a bucket: booleans and words as they are, shares in quarters,
    counts as 0 / 1 / 2+, a missing value as "-"."""
    if value is None or value == "":
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return str(value) if value < 2 else "2+"
    if isinstance(value, float):
        if value < 0.25:
            return "<.25"
        if value < 0.5:
            return ".25-.5"
        return ".5-.75" if value < 0.75 else ">=.75"
    return str(value)


def separation(rows: Iterable[Row], path: str) -> list[tuple[str, str, dict[str, int]]]:
    """For one path, each (evidence, bucket) with its right / limit / wrong counts, the buckets
    that hold silent wrongs and no right reply first."""
    found: dict[tuple[str, str], Counter] = defaultdict(Counter)
    for row in rows:
        if row.path != path:
            continue
        for name, value in row.evidence.items():
            found[name, bucket(value)][row.kind] += 1
    out = [(name, b, {k: c.get(k, 0) for k in KINDS[:3]}) for (name, b), c in found.items()]
    return sorted(out, key=lambda item: (-(item[2]["wrong"] > 0 and item[2]["right"] == 0),
                                         item[2]["right"] - item[2]["wrong"], item[0], item[1]))


def render(rows: list[Row], top: int = 15, only: str = "") -> str:
    """The report's text: the path table (``top`` rows), then the separation of each path with
    silent wrongs (``only``: the paths whose name holds it)."""
    table = tabulate(rows)
    totals = Counter()
    for _, counts in table:
        totals.update(counts)
    lines = [f"{len(rows)} replies: right {totals['right']}, limit {totals['limit']}, wrong {totals['wrong']}, "
             f"false alarms {totals['false_alarm']}", "",
             f"{'right':>5} {'limit':>5} {'wrong':>5} {'alarm':>5}  path"]
    for path, counts in table[:top]:
        lines.append(f"{counts['right']:5d} {counts['limit']:5d} {counts['wrong']:5d} {counts['false_alarm']:5d}  {path}")
    for path, counts in table[:top]:
        if not counts["wrong"] or (only and only.lower() not in path.lower()):
            continue
        lines += ["", f"== {path}", f"{'right':>5} {'limit':>5} {'wrong':>5}  evidence = bucket"]
        for name, b, c in separation(rows, path):
            lines.append(f"{c['right']:5d} {c['limit']:5d} {c['wrong']:5d}  {name} = {b}")
        wrongs = [f"{r.source}:{r.case}" for r in rows if r.path == path and r.kind == "wrong"]
        lines.append("  silently wrong: " + ", ".join(wrongs[:12]) + (" ..." if len(wrongs) > 12 else ""))
    return "\n".join(lines)


# --- running the sets ------------------------------------------------------------------------------


def readable_sources() -> list[tuple[str, list[Case]]]:
    """Every readable set's and probe's cases, as (name, cases)."""
    import tests.sim.fresh as fresh
    import tests.sim.probes as probes

    out = []
    for pkg, prefix in ((fresh, "tests.sim.fresh"), (probes, "tests.sim.probes")):
        for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda i: i.name):
            name = info.name
            if name in HELD_OUT or name.startswith(("_", "test_")) or name == "calibration_report":
                continue
            if prefix.endswith("fresh") and not (name.endswith("_set") or name in ("calibration_cases", "thread_probes")):
                continue
            mod = importlib.import_module(f"{prefix}.{name}")
            cases = probe_cases(mod) if prefix.endswith("probes") else list(getattr(mod, "CASES", []))
            if cases:
                out.append((name, cases))
    return out


def probe_cases(mod: Any) -> list[Case]:
    """A probe's cases as ``Case`` records: its own when it has them, else its (document,
    question, accepted) triples asked with its template; none for other shapes."""
    cases = list(getattr(mod, "CASES", []))
    if not cases or isinstance(cases[0], Case):
        return cases
    docs = getattr(mod, "DOCS", None)
    if not isinstance(docs, dict) or not all(isinstance(c, tuple) and len(c) == 3 for c in cases):
        return []
    if not all(isinstance(v, str) for v in docs.values()):
        return []
    template = _template(mod)
    out = []
    for i, (doc, question, want) in enumerate(cases):
        prompt = template.format(notes=docs[doc], question=question)
        out.append(Case(f"{doc}-{i}", (lambda p: lambda llm: llm.invoke(p))(prompt), _triple_oracle(want)))
    return out


def _template(mod: Any) -> str:
    for name in ("TEMPLATE", "_TEMPLATE"):
        if isinstance(getattr(mod, name, None), str):
            return getattr(mod, name)
    try:
        source = inspect.getsource(mod)
    except OSError:
        return _DEFAULT_TEMPLATE
    m = re.search(r"run\(DOCS, CASES, (\"(?:[^\"\\]|\\.)*\{notes\}(?:[^\"\\]|\\.)*\")", source)
    return eval(m.group(1)) if m else _DEFAULT_TEMPLATE  # noqa: S307 - a string literal of our own probes


def _triple_oracle(want: Any) -> Callable[[Any], bool]:
    if want is None:
        return lambda out: any(a in _text(out).lower() for a in _ABSENT)
    if callable(want):
        return lambda out: bool(want(_text(out)))
    return lambda out: any(w.lower() in _text(out).lower() for w in want)


def _recording_model():
    from pydantic import PrivateAttr

    from course_lib.sim import SimulatedChatModel

    class Recording(SimulatedChatModel):
        """The simulator, keeping each reply with the request it answered."""

        _seen: list = PrivateAttr(default_factory=list)

        def respond(self, messages, tools=None, tool_choice=None, structured=False, response_format=None,
                    schema=None):
            message = super().respond(messages, tools, tool_choice, structured, response_format, schema)
            self._seen.append((messages, tools, tool_choice, structured, message))
            return message

    return Recording()


def _reply_of(out: Any, seen: list) -> tuple | None:
    """The recorded (messages, tools, tool_choice, structured, message) the outcome is."""
    if not seen:
        return None
    raw = out.get("raw") if isinstance(out, dict) else out
    meta = getattr(raw, "response_metadata", None) or {}
    note = meta.get("explanation")
    for entry in reversed(seen):
        if note is not None and entry[4].response_metadata.get("explanation") is note:
            return entry
    content = getattr(raw, "content", None)
    for entry in reversed(seen):
        if content is not None and entry[4].content == content:
            return entry
    return seen[-1]


def evidence_of(entry: tuple, matcher: Any) -> dict[str, Any]:
    """What the simulator knew for one reply over documents (``{}`` without documents)."""
    from course_lib.foundation.safe_text import safe_messages
    from course_lib.sim.grounded import absence
    from course_lib.sim.request.reading import read_request
    from course_lib.sim.words import quantities

    messages, tools, tool_choice, structured, message = entry
    request = read_request(safe_messages(messages), tools, tool_choice, structured)
    if not request.documents:
        return {}
    note = message.response_metadata.get("explanation") or {}
    reply = message.content if isinstance(message.content, str) else ""
    f = absence.features(request, matcher)
    bodies = tuple(d.body for d in request.documents)
    doc_words = [w for b in bodies for w in b.lower().split()]
    said = set(reply.lower().split())
    kind = f.asked if f else ""
    parts = [p for p in re.split(r"(?<=[.;!?])\s+", reply) if p.strip()]
    return {
        "coverage": float(note.get("evidence", {}).get("coverage", 0.0) or 0.0),
        "prose": f.prose if f else None,
        "record_share": absence.record_share(bodies),
        "on_subject": f.on_subject if f else None,
        "asked": kind or None,
        "asked_held": f.asked_held if f and kind else None,
        "partial": _PARTIAL in reply.lower(),
        "quote_share": round(sum(w in said for w in doc_words) / len(doc_words), 2) if doc_words else 0.0,
        "asked_in_reply": sum(quantities.states(p, kind) for p in parts) if kind else None,
    }


def collect(sources: list[tuple[str, list[Case]]] | None = None) -> list[Row]:
    """Run every case of ``sources`` (default: the readable sets and probes) and record its row."""
    from course_lib.sim.words.knowledge import Knowledge
    from course_lib.sim.words.matching import Matcher

    matcher = Matcher(Knowledge.load())
    rows = []
    for name, cases in sources if sources is not None else readable_sources():
        llm = _recording_model()
        for case in cases:
            if len(rows) >= MAX_CASES:
                return rows
            llm._seen.clear()
            kind, out, _ = classify(case, llm)
            alarm = kind == "limit" and not isinstance(out, Exception) and _quiet_right(case, out)
            entry = _reply_of(out, llm._seen) if not isinstance(out, Exception) else None
            note = entry[4].response_metadata.get("explanation") or {} if entry else {}
            path = f"{note.get('task') or '-'}: {note.get('rule') or '-'}" if entry else "(crash or no reply)"
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                ev = evidence_of(entry, matcher) if entry else {}
            rows.append(Row(name, case.id, path, kind, alarm, ev))
    return rows


def _quiet_right(case: Case, out: Any) -> bool:
    """Right without a limit: the sets' own judgement (``_oracles._quietly_right``, one home)."""
    from tests.sim.fresh._oracles import _quietly_right

    return _quietly_right(case, out)


def main(argv: list[str]) -> None:
    top = int(argv[argv.index("--top") + 1]) if "--top" in argv else 15
    only = argv[argv.index("--path") + 1] if "--path" in argv else ""
    print(render(collect(), top=top, only=only))


if __name__ == "__main__":
    main(sys.argv[1:])
