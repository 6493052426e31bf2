"""Every partial answer and every "I don't know." of the invented sets and probes, with the oracle's
verdict and what the simulator knew (issue 26).

For each case of the fresh sets (``SETS``) and of the grounded probes (``PROBES``: modules with
``DOCS``, ``CASES`` and a ``main`` that calls ``_grounded.run``) whose grounded reply was the
partial answer ("<found> I could not find anything about 'X' ..., so I don't know that part.")
or a plain "I don't know." (the last rule of ``replies.grounded_answer``), print the path, the
verdict (right / wrong / limit / alarm: a limit on a reply that was right anyway) and the
features: for a partial answer ``partial_features`` (what is missing, whether the found sentence
holds the question's subject, the kind of value asked and whether the found sentence states
one); for "I don't know." ``absence.features``. ``python -W ignore -m tests.sim.fresh.partial_features
[idk|partial] [SET ...]``.
"""

from __future__ import annotations

import importlib
import sys
import warnings
from dataclasses import dataclass

SETS = ("calibration_cases", "second_set", "third_set", "fourth_set", "fifth_set", "sixth_set", "seventh_set",
        "eighth_set", "ninth_set", "tenth_set", "eleventh_set", "twelfth_set", "thirteenth_set",
        "fourteenth_set", "fifteenth_set", "sixteenth_set", "seventeenth_set", "eighteenth_set", "nineteenth_set")
PROBES = ("grounded_a", "grounded_b", "grounded_c", "grounded_d", "verdicts_a", "bounds_a", "partial_a")

_PARTIAL_RULE = "partial answer: the documents cover part of the question"
_IDK_RULE = "the documents do not answer the question"


@dataclass(frozen=True)
class Row:
    source: str
    case: str
    path: str  # "partial" | "idk"
    verdict: str  # "right" | "wrong" | "limit" | "alarm"
    features: object
    question: str


def _spy():
    """Wrap ``respond.grounded_answer`` to keep the last request, its matcher and the rule that ended it."""
    from course_lib.sim.chat import respond
    from course_lib.sim.reports import explain

    original = respond.grounded_answer
    seen: list = []

    def spy(request, matcher, knowledge=None):
        reply = original(request, matcher, knowledge)
        note = explain._CURRENT.get() or {}
        seen.append((note.get("rule"), request, matcher))
        return reply

    respond.grounded_answer = spy
    return seen, lambda: setattr(respond, "grounded_answer", original)


def _features(rule, request, matcher):
    from course_lib.sim.grounded import absence, evidence, partial_trust

    if rule == _IDK_RULE:
        return "idk", absence.features(request, matcher)
    if rule == _PARTIAL_RULE:
        found = evidence.gather(matcher, request.search_question, request.documents)
        return "partial", partial_trust.features(found, request.search_question)
    return None, None


def _set_rows(names) -> list[Row]:
    from course_lib.sim import SimulatedChatModel
    from tests.sim.fresh._oracles import _quietly_right, classify

    seen, restore = _spy()
    llm = SimulatedChatModel()
    out = []
    try:
        for name in names:
            module = importlib.import_module(f"tests.sim.fresh.{name}")
            for case in module.CASES:
                seen.clear()
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    kind, reply, _ = classify(case, llm)
                if not seen:
                    continue
                rule, request, matcher = seen[-1]
                path, feats = _features(rule, request, matcher)
                if path is None:
                    continue
                if kind == "limit" and _quietly_right(case, reply):
                    kind = "alarm"
                out.append(Row(name, case.id, path, kind, feats, request.search_question))
    finally:
        restore()
    return out


def _probe_rows(names) -> list[Row]:
    import tests.sim.probes._grounded as grounded

    seen, restore = _spy()
    out = []

    def collect(docs, cases, template):
        for doc, question, want in cases:
            seen.clear()
            text, limit = grounded.ask(template.format(notes=docs[doc], question=question))
            low = text.lower()
            if want is None:
                ok = any(a in low for a in grounded._ABSENT)
            elif callable(want):
                ok = bool(want(text))
            else:
                ok = any(w.lower() in low for w in want)
            if not seen:
                continue
            rule, request, matcher = seen[-1]
            path, feats = _features(rule, request, matcher)
            if path is None:
                continue
            verdict = ("alarm" if ok and want is not None and not callable(want) else "limit") if limit else (
                "right" if ok else "wrong")
            out.append(Row(current[0], question[:40], path, verdict, feats, question))
        return {}

    current = [""]
    try:
        for name in names:
            try:
                module = importlib.import_module(f"tests.sim.probes.{name}")
            except ModuleNotFoundError:
                continue
            current[0] = name
            saved = module.run
            module.run = collect
            try:
                module.main()
            finally:
                module.run = saved
    finally:
        restore()
    return out


def rows(sets=SETS, probes=PROBES) -> list[Row]:
    return _set_rows(sets) + _probe_rows(probes)


def main(argv: list[str]) -> None:
    from course_lib.sim.grounded import absence, partial_trust

    paths = {a for a in argv if a in ("idk", "partial")} or {"idk", "partial"}
    chosen = [a for a in argv if a not in ("idk", "partial", "-v")]
    sets = tuple(s for s in SETS if not chosen or s in chosen)
    probes = tuple(p for p in PROBES if not chosen or p in chosen)
    tally: dict[tuple[str, str, str], int] = {}
    for r in rows(sets, probes):
        if r.path not in paths:
            continue
        f = r.features
        if r.path == "idk":
            trust = absence.trusted(f)
            print(f"idk     {r.source[:12]:12} {r.case[:28]:28} {r.verdict:6} cov {f.coverage:4.2f} {f.unit:8} "
                  f"subj {str(f.on_subject)[0]} names {f.names_found}/{f.names} terms {f.terms_found}/{f.terms} "
                  f"asked {f.asked[:8]:8} held {str(f.asked_held)[0]} prose {f.prose:4.2f} wk {f.worked or '-':5} trust {str(trust)[0]}"
                  + (f"  | {r.question[:70]}" if "-v" in argv else ""))
        else:
            trust = partial_trust.trusted(f)
            print(f"partial {r.source[:12]:12} {r.case[:28]:28} {r.verdict:6} cov {f.coverage:4.2f} "
                  f"miss {','.join(f.missing)[:20]:20} {f.missing_share:4.2f} lead {str(f.missing_leads)[0]} "
                  f"trail {str(f.missing_trails)[0]} "
                  f"asked {f.asked[:8]:8} held {str(f.asked_held)[0]} yn {str(f.yes_no)[0]} "
                  f"recs {f.record_share:4.2f} title {str(f.title_only)[0]} wk {f.worked or '-':5} prose {f.prose:4.2f} trust {str(trust)[0]}" + (f"  | {r.question[:70]}" if "-v" in argv else ""))
        key = (r.path, r.verdict, "trusted" if trust else "limit")
        tally[key] = tally.get(key, 0) + 1
    print("totals (path, verdict, rule): " + ", ".join(f"{p} {v} {t} {n}" for (p, v, t), n in sorted(tally.items())))


if __name__ == "__main__":
    main(sys.argv[1:])
    sys.exit(0)
