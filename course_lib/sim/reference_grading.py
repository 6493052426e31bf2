"""An answer graded against a reference answer (issue 26, the tenth batch of ports).

An LLM-as-judge "correctness" prompt (LangSmith's RAG evaluation tutorial, openevals and their
copies) gives a question, a reference answer (``GROUND TRUTH ANSWER:``, ``REFERENCE ANSWER:``,
``Expected answer:`` ...) and the answer to grade (``STUDENT ANSWER:``, ``Prediction:`` ...) in
labelled sections (labels: ``data/sim/patterns.yaml``, section ``reference_grading``) and asks for
a yes/no field. The simulator reads the reference's key items, its figures and its content words
the question does not hold, and looks for them in the graded answer:

- a refusal ("I don't know") is incorrect;
- a figure of the reference missing while the answer states a figure of its own is a conflict:
  incorrect;
- the reference's core items present (a figure the question asks for, else a name the question
  does not hold, else half its content words) and no conflict: correct;
- anything else (other words, no figure) is a stated limit: the simulator cannot tell a
  paraphrase from a wrong answer. The caller then gives the field its safe value (false).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim import limits
from course_lib.sim.cues import patterns
from course_lib.sim.grading import asked_kind, is_refusal
from course_lib.sim.text import content_words, names, stem

_CUE = patterns("reference_grading")  # data/sim/patterns.yaml
_FIGURE_RE = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)*(?![\w])")


@dataclass(frozen=True)
class Graded:
    """The graded answer: ``correct`` (``None`` when unsure: a limit was stated) and why."""

    correct: bool | None
    reason: str


def sections(text: str) -> tuple[str, str, str] | None:
    """``(question, reference, answer)`` of a text with a reference-answer section and an answer
    section (the question may be empty), else ``None``."""
    lowered = text.lower()
    if "answer" not in lowered and "prediction" not in lowered and "output" not in lowered:
        return None  # no answer section can be there: no regex pass over the message
    marks = []
    for kind, label in (("question", _CUE.question), ("reference", _CUE.reference), ("answer", _CUE.answer)):
        for m in label.finditer(text):
            marks.append((m.start(), m.end(), kind))
    marks.sort()
    found: dict[str, str] = {}
    for i, (_, end, kind) in enumerate(marks):
        stop = marks[i + 1][0] if i + 1 < len(marks) else len(text)
        found.setdefault(kind, text[end:stop].strip())
    if not found.get("reference") or "answer" not in found:
        return None
    return found.get("question", ""), found["reference"], found["answer"]


def _figures(text: str) -> set[str]:
    return {f.replace(",", "") for f in _FIGURE_RE.findall(text)}


def _words(text: str) -> set[str]:
    return {stem(w.lower()) for w in content_words(text) if not any(ch.isdigit() for ch in w)}


def _core_kind(question: str, reference: str) -> str:
    """What decides a match: "figures" (the question asks for a value and the reference states
    one), "names" (the reference names someone or something the question does not), else
    "words" (its content words the question does not hold, half of them at least)."""
    kind = asked_kind(question)
    if kind not in (None, "place") and _figures(reference):
        return "figures"
    asked = question.lower()
    if any(n.lower() not in asked for n in names(reference)):
        return "names"
    return "words"


def _core(question: str, reference: str) -> list[str]:
    """The reference's items a correct answer states (see ``_core_kind``); any one of the names
    or figures, half of the words."""
    kind = _core_kind(question, reference)
    if kind == "figures":
        return sorted(_figures(reference))
    if kind == "names":
        return [n for n in names(reference) if n.lower() not in question.lower()]
    asked = _words(question)
    words = {stem(w.lower()): w for w in content_words(reference) if not any(ch.isdigit() for ch in w)}
    return [w for s, w in words.items() if s not in asked] + sorted(_figures(reference))


def grade(question: str, reference: str, answer: str) -> Graded:
    """The graded answer (see the module); states the limit when unsure."""
    if not answer.strip() or is_refusal(answer):
        return Graded(False, "The answer gives no answer, so it does not match the reference answer.")
    ref_figures, got_figures = _figures(reference), _figures(answer)
    missing = ref_figures - got_figures
    if missing and got_figures - ref_figures:
        return Graded(False, f"The answer states {', '.join(sorted(got_figures - ref_figures))} where the "
                             f"reference answer states {', '.join(sorted(missing))}.")
    core = _core(question, reference)
    said = answer.lower()
    shared = [item for item in core if item.lower() in said or stem(item.lower()) in _words(answer)]
    if core and (len(shared) * 2 >= len(core) if _core_kind(question, reference) == "words" else shared):
        return Graded(True, f"The answer states the reference answer's {', '.join(shared[:4])} and "
                            "contradicts none of its figures.")
    limits.state(
        "tell whether this answer means the same as the reference answer",
        "it does not state the reference's key figure, name or most of its words, and the "
        "simulator cannot tell a paraphrase from a wrong answer",
        "judge the meaning of both answers",
        kind="reading",
    )
    return Graded(None, "The answer does not state the reference answer's key items.")
