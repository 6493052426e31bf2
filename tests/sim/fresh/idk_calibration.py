"""Every reply ending in "I don't know." over all fresh sets and probes, with the features the
simulator had (issue 26, fix55a): the study behind ``grounded.subject_met``.

For each case whose reply ends in "I don't know." (the rule "the documents do not answer the
question", or a partial's "... so I don't know."), print the features ``absence.features`` reads,
those ``answer_signs`` adds (the closest unit's coverage, its asked kind, the
question's uncovered words), what ``subject_met.doubted`` says, and the oracle: ``honest`` (a plain "I don't know." passes: the answer is
not in the material) or ``present``. The held-out set is never read.
``python -W ignore -m tests.sim.fresh.idk_calibration [module ...] > out.tsv``.
"""

from __future__ import annotations

import glob
import importlib
import os
import sys
import warnings
from dataclasses import dataclass

from langchain_core.messages import AIMessage

HELD_OUT = {"fiftysecond_set"}


@dataclass(frozen=True)
class Signs:
    """What the closest units say of the question's subject when no sentence answers
    (``answer_signs``)."""

    coverage: float  # the closest units' share of the question's weight
    on_subject: bool  # they write a name, code or topical word of the question themselves
    names_met: bool  # every name and code of the question is in the closest units
    topical_met: float  # the share (by weight) of the question's topical words the closest units write
    uncovered: tuple[str, ...]  # the question's topical words no closest unit writes
    asked: str  # the kind of value asked, "" if none
    kind_beside: bool  # a closest unit states a value of the asked kind

    def __str__(self) -> str:
        return (f"cov={self.coverage:.2f} on={int(self.on_subject)} names={int(self.names_met)} "
                f"top={self.topical_met:.2f} unc={','.join(self.uncovered)} asked={self.asked} "
                f"beside={int(self.kind_beside)}")


def answer_signs(request, matcher, found=None) -> Signs | None:
    """The ``Signs`` of ``request``'s reading (``None`` without documents or closest units)."""
    from course_lib.sim.grounded import evidence
    from course_lib.sim.grounded.absence import on_subject
    from course_lib.sim.words import quantities

    if not request.documents:
        return None
    question = request.search_question
    if found is None:
        found = evidence.gather(matcher, question, request.documents)
    if not found.picks:
        return None
    own: set[str] = set()
    for _, sentence in found.picks:
        own |= matcher.forms(sentence)
    concepts = found.question.concepts
    named = [c for c in concepts if c.is_name or c.kind == "code"]
    topical = [c for c in concepts if c not in named and c.key_term and not c.answer_type and c.kind != "type"]
    weight = sum(c.weight for c in topical)
    met = sum(c.weight for c in topical if c.key in own)
    asked = quantities.asked_type(quantities.question_core(question)) if quantities.is_question(question) else None
    kind = asked[0] if asked else ""
    return Signs(
        coverage=round(found.coverage, 3),
        on_subject=on_subject(matcher, found),
        names_met=all(c.key in own for c in named),
        topical_met=round(met / weight, 2) if weight else 1.0,
        uncovered=tuple(c.word for c in topical if c.key not in own),
        asked=kind,
        kind_beside=bool(kind) and any(quantities.states(s, kind) for _, s in found.picks),
    )



def modules() -> list[str]:
    out = []
    for path in sorted(glob.glob("tests/sim/fresh/*_set.py")) + sorted(glob.glob("tests/sim/probes/*.py")):
        name = os.path.basename(path)[:-3]
        if name in HELD_OUT or name.startswith("_"):
            continue
        out.append(path[:-3].replace("/", "."))
    return out


def rows(names: list[str]):
    from course_lib.sim import SimulatedChatModel
    from course_lib.sim.chat import respond
    from course_lib.sim.grounded import absence, evidence, subject_met
    from course_lib.sim.reports import explain
    from tests.sim.fresh._oracles import _text, classify

    original = respond.grounded_answer
    seen: list = []

    def spy(request, matcher, knowledge=None):
        reply = original(request, matcher, knowledge)
        note = explain._CURRENT.get() or {}
        try:
            found = evidence.gather(matcher, request.search_question, request.documents) if request.documents else None
            signs = answer_signs(request, matcher, found)
            caught = subject_met.doubted(request, found, matcher) if found is not None else None
            seen.append((note.get("rule"), absence.features(request, matcher, found), (signs, caught)))
        except Exception as exc:  # noqa: BLE001
            seen.append((note.get("rule"), None, repr(exc)))
        return reply

    respond.grounded_answer = spy
    llm = SimulatedChatModel()
    try:
        for name in names:
            try:
                module = importlib.import_module(name)
            except Exception:  # noqa: BLE001
                continue
            for case in getattr(module, "CASES", []):
                seen.clear()
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    try:
                        kind, out, _ = classify(case, llm)
                    except Exception:  # noqa: BLE001
                        continue
                text = _text(out).strip() if not isinstance(out, Exception) else ""
                if not ("I don't know" in text or text.endswith("我不知道。")) or not seen:
                    continue
                rule, feats, signs = seen[-1]
                if feats is None:
                    continue
                try:
                    honest = bool(case.right(AIMessage("I don't know.")))
                except Exception:  # noqa: BLE001
                    honest = False
                yield (name.split(".")[-1], case.id, kind, "honest" if honest else "present",
                       "partial" if len(text) > 16 else "plain", rule or "", feats, signs)
    finally:
        respond.grounded_answer = original


def main() -> None:
    from course_lib.sim.grounded import absence

    names = sys.argv[1:] or modules()
    print("set\tcase\tgot\toracle\tshape\tcov\tunit\tprose\ton_subj\tnames\tterms\tasked\theld\ttrusted\tsigns\tcaught\trule")
    for name, cid, kind, oracle, shape, rule, f, s in rows(names):
        s, caught = s if isinstance(s, tuple) else (s, None)
        print(f"{name}\t{cid}\t{kind}\t{oracle}\t{shape}\t{f.coverage:.2f}\t{f.unit}\t{f.prose:.2f}\t{int(f.on_subject)}\t"
              f"{f.names_found}/{f.names}\t{f.terms_found}/{f.terms}\t{f.asked}\t{int(f.asked_held)}\t"
              f"{int(absence.trusted(f))}\t{s}\t{','.join(caught) if caught is not None else '-'}\t{rule[:70]}", flush=True)


if __name__ == "__main__":
    main()
    sys.exit(0)
