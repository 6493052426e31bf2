"""Every "I don't know" of the eleven invented sets, with what the simulator knew (issue 26).

For each case whose grounded reply ends in "I don't know." or in one of the guards that turn it
into a stated limit, print the features ``course_lib.sim.grounded.absence.features`` reads and the oracle:
``honest`` (a plain "I don't know." is right: the answer is not in the documents) or ``present``
(the documents hold the answer). ``python -W ignore -m tests.sim.fresh.idk_features``.
"""

from __future__ import annotations

import importlib
import sys
import warnings

from langchain_core.messages import AIMessage

_IDK_RULES = (
    "the documents do not answer the question",
    "the documents' closest sentences cover most of the question",
    "no sentence answers, but the closest ones share",
    "no sentence answers, and a word of the question looks mistyped",
    "no sentence answers, and the question's wording gives",
    "the documents are a data or configuration file whose keys",
    "no sentence answers, but a document is written mostly in a notation",
    "no sentence answers, but the documents are records read by their words",
    "the question names a thing no document holds",
)


def is_idk_rule(rule: str | None) -> bool:
    """Whether ``rule`` (``explain``'s) ended a grounded reply in "I don't know." or in a guard
    that turned it into a stated limit (the rules of ``replies.grounded_answer``'s last steps)."""
    return bool(rule) and rule.startswith(_IDK_RULES)


SETS = ("calibration_cases", "second_set", "third_set", "fourth_set", "fifth_set", "sixth_set", "seventh_set",
        "eighth_set", "ninth_set", "tenth_set", "eleventh_set")


def rows():
    from course_lib.sim import SimulatedChatModel
    from course_lib.sim.chat import respond
    from course_lib.sim.grounded import absence
    from course_lib.sim.reports import explain

    original = respond.grounded_answer
    seen: list = []

    def spy(request, matcher, knowledge=None):
        reply = original(request, matcher, knowledge)
        note = explain._CURRENT.get() or {}
        seen.append((note.get("rule"), absence.features(request, matcher)))
        return reply

    respond.grounded_answer = spy
    llm = SimulatedChatModel()
    out = []
    try:
        for name in SETS:
            module = importlib.import_module(f"tests.sim.fresh.{name}")
            from tests.sim.fresh._oracles import classify

            for case in module.CASES:
                seen.clear()
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    kind, _, _ = classify(case, llm)
                for rule, feats in seen[-1:]:
                    if feats is None or not is_idk_rule(rule):
                        continue
                    try:
                        honest = bool(case.right(AIMessage("I don't know.")))
                    except Exception:
                        honest = False
                    out.append((name, case.id, kind, "honest" if honest else "present", rule, feats))
    finally:
        respond.grounded_answer = original
    return out


def main() -> None:
    from course_lib.sim.grounded import absence

    print(f"{'set':10} {'case':28} {'got':6} {'oracle':7} {'cov':>5} {'unit':8} {'names':>5} {'terms':>5} "
          f"{'asked':9} {'held':4} {'prose':>5} {'wps':>5} {'trust':5} rule")
    tally: dict[tuple[str, str], int] = {}
    for name, cid, kind, oracle, rule, f in rows():
        tally[oracle, kind] = tally.get((oracle, kind), 0) + 1
        print(f"{name[:10]:10} {cid[:28]:28} {kind:6} {oracle:7} {f.coverage:5.2f} {f.unit:8} "
              f"{f.names_found}/{f.names:<3} {f.terms_found}/{f.terms:<3} {f.asked[:9]:9} {str(f.asked_held)[0]:4} {f.prose:5.2f} {f.sentence_words:5.1f} "
              f"{str(absence.trusted(f))[0]:5} {rule[:60]}")
    print("totals (oracle, reply): " + ", ".join(f"{o} {k} {n}" for (o, k), n in sorted(tally.items())))


if __name__ == "__main__":
    main()
    sys.exit(0)
