"""Graders that name their verdicts but give no reference answer (issue 26; notebook 04's strict
grading prompts, written by learners in their own words):

- a learner's working: "Mark the student's working OK if the final figure is right and WRONG if
  not. ... Student: 6 x 2.5 = 12 hours". The working's "expression = value" is checked with the
  simulator's own arithmetic (``arithmetic.evaluate``): a wrong sum is the negative verdict; a
  right sum passes only when its operands are the task's numbers and the task asks for its
  operation by its words alone (``operation_cues``: "each" multiplies, "shared between"
  divides), else the verdict is a stated limit (a right sum may still answer another question);
- a summary's coverage: "Does the summary leave out anything from the source? Reply COMPLETE or
  MISSING-INFO. Source: ... Summary: ...". Each source sentence's content terms are looked for
  in the summary: a sentence mostly absent is missing information; every sentence present is
  complete; anything between is a stated limit;
- a given answer to a labelled sum: "Mark the pupil's answer RIGHT or WRONG. Q: 15 + 27? Pupil: 41".
  The sum is worked with the simulator's arithmetic and compared with the given number: a grading
  prompt is never answered by solving the question it quotes.

The verdict pairs, the labels and the cues are data (``data/sim/reference_grading.yaml``: the
pairs ``verdicts`` and the sections ``working_labels``, ``task_labels``, ``operation_cues``,
``coverage``). ``reply(text)`` returns the verdict as the instruction writes it, or ``None``
when the prompt is no such grader. Bounded: ``MAX_TEXT`` characters, ``MAX_SENTENCES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.reports import explain, limits
from course_lib.sim.responders.reference_grading import DATA, verdict_words
from course_lib.sim.words.arithmetic import evaluate
from course_lib.sim.words.cues import read
from course_lib.sim.words.text import content_terms

MAX_TEXT = 8000  # characters of a prompt read
MAX_SENTENCES = 40  # source sentences weighed for coverage

_NUM = r"-?\d+(?:,\d{3})*(?:\.\d+)?"
_WORKING_RE = re.compile(rf"(?P<expr>\(?\s*{_NUM}(?:\s*[-+*/x×÷]\s*\(?\s*{_NUM}\s*\)?)+)\s*=\s*(?P<value>{_NUM})",
                         re.IGNORECASE)


@dataclass(frozen=True)
class _Data:
    working_label: re.Pattern[str]
    task_label: re.Pattern[str]
    operations: dict[str, re.Pattern[str]]
    source_label: re.Pattern[str]
    summary_label: re.Pattern[str]
    asks_missing: re.Pattern[str]
    asks_complete: re.Pattern[str]
    coverage_pairs: tuple[tuple[str, str], ...]
    covered_share: float
    missed_share: float
    question_label: re.Pattern[str]
    answer_label: re.Pattern[str]
    answer_negative: re.Pattern[str]


def _words(words, name: str) -> str:
    if not isinstance(words, list) or not words or not all(isinstance(w, str) and w for w in words):
        raise ValueError(f"{DATA}: '{name}' must be a list of words, found {words!r}")
    return "|".join(sorted((re.escape(w).replace(r"\ ", r"\s+") for w in words), key=len, reverse=True))


def _label_re(words, name: str) -> re.Pattern[str]:
    """A label line: the label at a line's start, then ":" (the value runs to the line's end)."""
    return re.compile(rf"^[ \t]*(?:the[ \t]+)?(?:{_words(words, name)})(?:'s)?[ \t]*[:：][ \t]*(?P<value>.+)$",
                      re.IGNORECASE | re.MULTILINE)


def _cue_re(words, name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-])(?:{_words(words, name)})(?![\w-])", re.IGNORECASE)


@lru_cache(maxsize=4)
def _data(_version: int = 0) -> _Data:
    data = read(DATA)
    ops = data.get("operation_cues")
    cov = data.get("coverage")
    if not isinstance(ops, dict) or not isinstance(cov, dict):
        raise ValueError(f"{DATA}: 'operation_cues' (operator: [words]) and 'coverage' (a mapping) are required")
    pairs = cov.get("verdicts")
    if not isinstance(pairs, list) or not all(isinstance(p, list) and len(p) == 2 for p in pairs):
        raise ValueError(f"{DATA}: 'coverage.verdicts' must be [positive, negative] pairs, found {pairs!r}")
    return _Data(
        _label_re(data.get("working_labels"), "working_labels"),
        _label_re(data.get("task_labels"), "task_labels"),
        {op: _cue_re(words, f"operation_cues.{op}") for op, words in ops.items()},
        _label_re(cov.get("source_labels"), "coverage.source_labels"),
        _label_re(cov.get("summary_labels"), "coverage.summary_labels"),
        _cue_re(cov.get("asks_missing"), "coverage.asks_missing"),
        _cue_re(cov.get("asks_complete"), "coverage.asks_complete"),
        tuple((str(p), str(n)) for p, n in pairs),
        float(cov.get("covered_share", 0.9)),
        float(cov.get("missed_share", 0.5)),
        _label_re(list(data.get("task_labels") or []) + list(data.get("question_labels") or []), "question_labels"),
        _label_re(list(data.get("working_labels") or []) + list(data.get("answer_labels") or []), "answer_labels"),
        _cue_re(data.get("answer_negative_cues"), "answer_negative_cues"),
    )


def _pair(instructions: str, pairs: tuple[tuple[str, str], ...]) -> tuple[str, str] | None:
    """The first pair whose two words the instruction writes, as it writes them where it offers
    them: the last use of each ("Is it complete? Answer COMPLETE or MISSING" -> "COMPLETE")."""
    for pos, neg in pairs:
        p = list(re.finditer(rf"(?<![\w-]){re.escape(pos)}(?![\w-])", instructions, re.IGNORECASE))
        n = list(re.finditer(rf"(?<![\w-]){re.escape(neg)}(?![\w-])", instructions, re.IGNORECASE))
        if p and n:
            return p[-1].group(0), n[-1].group(0)
    return None


def _instructions(text: str, *labels: re.Pattern[str]) -> str:
    """``text`` without its labelled lines (what the prompt asks, not what it grades)."""
    for label in labels:
        text = label.sub(" ", text)
    return text


def reply(text: str) -> str | None:
    """The verdict for a grading prompt over a learner's working or a summary's coverage, as the
    instruction writes it; ``None`` when ``text`` is neither (most prompts)."""
    text = text[:MAX_TEXT]
    if "=" in text:
        found = _working_reply(text)
        if found is not None:
            return found
    found = _answer_reply(text)
    if found is not None:
        return found
    return _coverage_reply(text)


# --- a given answer to a labelled sum ----------------------------------------------------------


def _answer_reply(text: str) -> str | None:
    """The verdict on a given number that answers a labelled sum ("Q: 15 + 27?" / "Pupil: 41"),
    the sum worked with the simulator's own arithmetic; ``None`` when the prompt holds no such
    pair of lines, the question is no sum it can work, or the instruction offers no verdict pair."""
    from course_lib.sim.words.arithmetic import looks_like_arithmetic, to_expression
    from course_lib.sim.words.quantities import with_digits

    d = _data()
    question = next((m for m in d.question_label.finditer(text)), None)
    if question is None:
        return None
    given = next((m for m in d.answer_label.finditer(text) if m.start() > question.start()), None)
    if given is None:
        return None
    asked = question.group("value").strip()
    numbers = re.findall(_NUM, with_digits(given.group("value")))
    if len(numbers) != 1 or "=" in given.group("value"):
        return None  # a working ("6 x 2 = 12"), a range or no number: not a given value
    if not looks_like_arithmetic(asked):
        return None
    expression = to_expression(asked)
    value = evaluate(expression) if expression else None
    if value is None:
        return None
    instruction = _instructions(text, d.question_label, d.answer_label)
    words = verdict_words(instruction)
    if words is None:
        return None
    if words[0].lower() == "yes":  # "Is the answer wrong? yes / no": a yes says wrong
        if d.answer_negative.search(instruction):
            words = (words[1], words[0])
    explain.task("grade_answer")
    stated = float(numbers[0].replace(",", ""))
    right = abs(value - stated) <= 1e-9 * max(1.0, abs(value))
    explain.rule("a given answer to a sum checked with the simulator's arithmetic",
                 expression=expression, value=value, stated=stated, right=right)
    return words[0] if right else words[1]


# --- a learner's working ---------------------------------------------------------------------


def _operands(expr: str) -> list[float]:
    return sorted(float(n.replace(",", "")) for n in re.findall(r"\d+(?:,\d{3})*(?:\.\d+)?", expr))


def _working_reply(text: str) -> str | None:
    d = _data()
    working = next((m for m in d.working_label.finditer(text) if _WORKING_RE.search(m.group("value"))), None)
    if working is None:
        return None
    words = verdict_words(_instructions(text, d.working_label, d.task_label))
    if words is None:
        return None
    m = _WORKING_RE.search(working.group("value"))
    expr = re.sub(r"[x×]", "*", m.group("expr"), flags=re.IGNORECASE).replace("÷", "/").replace(",", "")
    value, stated = evaluate(expr), float(m.group("value").replace(",", ""))
    if value is None:
        return None
    explain.task("grade_working")
    if abs(value - stated) > 1e-9 * max(1.0, abs(value)):
        explain.rule("a learner's working checked with the simulator's arithmetic: the sum is wrong",
                     expression=expr.strip(), value=value, stated=stated)
        return words[1]
    task = next((t.group("value") for t in d.task_label.finditer(text)), "")
    asked = {op for op, cue in d.operations.items() if cue.search(task)}
    op_used = set(re.findall(r"(?<=[\d)])\s*([-+*/])", expr))  # binary operators only, never a sign
    numbers = sorted(float(n.replace(",", "")) for n in re.findall(r"\d+(?:,\d{3})*(?:\.\d+)?", task))
    if task and asked == op_used and len(op_used) == 1 and numbers == _operands(expr):
        explain.rule("a learner's working checked: the sum is right, on the task's numbers, by the operation "
                     "the task's words ask", expression=expr.strip(), value=value)
        return words[0]
    explain.rule("a learner's working whose sum is right but whose method it cannot check",
                 expression=expr.strip(), asked=sorted(asked), used=sorted(op_used))
    limits.state("tell whether the learner's working answers the task",
                 "its sum is right, but the task's words do not say which operation it asks for on which numbers",
                 "read the task's meaning", kind="reading")
    return words[1]


# --- a summary's coverage --------------------------------------------------------------------


def _key_terms(sentence: str) -> set[str]:
    """The terms of a sentence's figures and of its capitalised words after its first."""
    words = re.findall(r"[\w£$€%.:-]+", sentence)[1:]
    return {t for w in words if any(c.isdigit() for c in w) or w[:1].isupper() for t in content_terms(w)}


def _coverage_reply(text: str) -> str | None:
    d = _data()
    source = next((m.group("value") for m in d.source_label.finditer(text)), None)
    summary = next((m.group("value") for m in d.summary_label.finditer(text)), None)
    if not source or not summary:
        return None
    asked = _instructions(text, d.source_label, d.summary_label)
    missing_cue, complete_cue = d.asks_missing.search(asked), d.asks_complete.search(asked)
    if not (missing_cue or complete_cue):
        return None
    pair = _pair(asked, d.coverage_pairs)
    if pair is None:
        return None
    complete, missing = pair
    if pair[0].lower() == "yes":  # "Does it leave anything out? yes / no": a yes says missing
        if bool(missing_cue) == bool(complete_cue):
            return None
        complete, missing = (pair[1], pair[0]) if missing_cue else pair
    from course_lib.sim.material.prose import split_sentences

    explain.task("grade_coverage")
    held = set(content_terms(summary))
    shares = []
    for sentence in split_sentences(source)[:MAX_SENTENCES]:
        terms = content_terms(sentence)
        if terms:  # a figure or a name the summary drops is never covered ("£40 a year", "on Sundays")
            share = sum(t in held for t in terms) / len(terms)
            if any(t not in held for t in _key_terms(sentence)):
                share = min(share, d.covered_share - 0.01)
            shares.append((share, sentence))
    if not shares:
        return None
    low = min(shares)
    if low[0] < d.missed_share:
        explain.rule("a source sentence the summary mostly leaves out", sentence=low[1][:120], share=round(low[0], 2))
        return missing
    if low[0] >= d.covered_share:
        explain.rule("every source sentence's content words are in the summary")
        return complete
    explain.rule("a source sentence the summary only partly holds", sentence=low[1][:120], share=round(low[0], 2))
    limits.state("tell whether the summary leaves anything out",
                 f"it holds only part of the source's sentence '{low[1][:80]}'",
                 "judge whether the rest matters", kind="reading")
    return missing
