"""The per-case rules table of a held-out set (``python -m tests.sim.fresh.<set>_set --rules OUT.csv``): one row
per case with its verdict, as ``_oracles.tally`` counts it, and the rules and evidence numbers of the case's model
calls (no question, reply or document text). The sixtieth and later sets share it; the sets' first-sight tables
(``<set>_first_sight.csv``) were written by it."""

from __future__ import annotations

import re

from tests.sim.fresh._oracles import Case, _quietly_right, _shown, classify, report

RULE_COLUMNS = ("set", "case", "verdict", "task", "rule", "limit_kind", "coverage", "missing", "sentences",
                "documents", "calls", "top_task_score", "rules", "missing_words", "answer_rules", "chooser")

# evidence keys that carry the extractive chooser's margin or near-tie evidence, where an explanation holds them
_CHOOSER_KEYS = re.compile(r"margin|tie|tied|near|runner|second|gap|answer_score|compared|picked|ruled_out", re.I)


def _size(value) -> str:
    if value is None or value == "":
        return ""
    return str(len(value)) if isinstance(value, list | tuple | dict) else str(value)


def _chooser(ev: dict) -> str:
    """The chooser's margin / near-tie evidence of one explanation: numbers as they are, other values by size
    (no question, reply or document text)."""
    parts = []
    for key, value in ev.items():
        if not _CHOOSER_KEYS.search(str(key)):
            continue
        if isinstance(value, bool) or value is None:
            parts.append(f"{key}={value}")
        elif isinstance(value, int | float):
            parts.append(f"{key}={value:.3g}" if isinstance(value, float) else f"{key}={value}")
        else:
            parts.append(f"{key}=#{_size(value) if isinstance(value, list | tuple | dict) else len(str(value))}")
    return " ".join(parts)


def _rule_row(set_name: str, case_id: str, verdict: str, notes: list[dict]) -> dict[str, str]:
    """One CSV row: the case's verdict and, from the explanations of its model calls (oldest first),
    the last call's task, rule, limit kind and evidence numbers, every call's rule in ``rules``
    (joined by " | "), the last call's missing words, every call's agent inner rule
    (``evidence.answer_rule``) in ``answer_rules`` and every call's chooser evidence (margin / near-tie
    keys, ``_chooser``) in ``chooser``. No question, reply or document text (an inner rule is a rule's
    own sentence)."""
    last = notes[-1] if notes else {}
    ev = last.get("evidence") or {}
    coverage = ev.get("coverage")
    scores = ev.get("task_scores") or {}
    missing = ev.get("missing")
    words = missing if isinstance(missing, list | tuple) else ([] if missing in (None, "") else [missing])
    inner = [str((n.get("evidence") or {}).get("answer_rule") or "") for n in notes]
    chooser = [_chooser(n.get("evidence") or {}) for n in notes]
    return {
        "set": set_name, "case": case_id, "verdict": verdict,
        "task": str(last.get("task") or ""), "rule": str(last.get("rule") or ""),
        "limit_kind": str(last.get("limit_kind") or ""),
        "coverage": f"{coverage:.3f}" if isinstance(coverage, int | float) else "",
        "missing": _size(missing), "sentences": _size(ev.get("sentences")), "documents": _size(ev.get("documents")),
        "calls": str(len(notes)),
        "top_task_score": f"{max(scores.values()):.2f}" if scores else "",
        "rules": " | ".join(str(n.get("rule") or "(none)") for n in notes),
        "missing_words": " ".join(str(w) for w in words),
        "answer_rules": " | ".join(inner) if any(inner) else "",
        "chooser": " | ".join(chooser) if any(chooser) else "",
    }


def run_with_rules(cases: list[Case], path: str | None, verbose: bool = False,
                   set_name: str = "") -> dict[str, int]:
    """The tally of ``_oracles.tally`` (right / limit / wrong / false_alarm, the same verdicts) and,
    when ``path`` is given, one CSV row per case (``_rule_row``) written there."""
    import csv

    from course_lib.sim import SimulatedChatModel

    llm = SimulatedChatModel()
    found = {"right": 0, "limit": 0, "wrong": 0, "false_alarm": 0}
    rows = []
    for case in cases:
        llm.last_explanations.clear()
        kind, out, limits = classify(case, llm)
        found[kind] += 1
        alarm = kind == "limit" and not isinstance(out, Exception) and _quietly_right(case, out)
        found["false_alarm"] += alarm
        rows.append(_rule_row(set_name, case.id, "false_alarm" if alarm else kind, list(llm.last_explanations)))
        if verbose:
            tag = "limit!" if alarm else kind
            print(f"{tag:6} {case.id:26} {str(_shown(out))[:90]!r}" + (f"  LIMIT: {limits[0][:100]}" if limits else ""))
    if path:
        with open(path, "w", newline="", encoding="utf-8") as fh:
            writer = csv.DictWriter(fh, fieldnames=RULE_COLUMNS)
            writer.writeheader()
            writer.writerows(rows)
    return found


def main(cases: list[Case], set_name: str, argv: list[str]) -> None:
    """A set's command line: ``-v``: each case; ``--rules OUT.csv``: the per-case rules table too. Prints
    ``report``'s line."""
    path = argv[argv.index("--rules") + 1] if "--rules" in argv and argv.index("--rules") + 1 < len(argv) else None
    if path is None:
        report(cases, argv)
        return
    found = run_with_rules(cases, path, verbose="-v" in argv, set_name=set_name)
    print(f"{len(cases)} cases: right {found['right']}, stated limit {found['limit']}, "
          f"silently wrong {found['wrong']} (false alarms: a limit on a right reply {found['false_alarm']})")
