"""A yes/no question whose subject a line of the documents speaks of, yet no line was read as its
answer: the documents limit with that line, never "I don't know" (issue 26: "Will I have to pay
anything for the visit?" over a letter saying "The visit is covered by your tenancy, so there is no
charge to you." was answered "I don't know.", a denial of what the letter says, because "pay" is not
"charge").

"I don't know" says the documents do not hold the answer. For a question asking for a value, a line
on its subject without a value of the asked kind is evidence of that. For a yes/no question it is
not: the line on its subject is what answers it, in words the reader may not meet ("no charge" for
"pay", "not permitted" for "can I", "included" for "extra"). ``limit`` states the limit when the
question asks yes or no, the closest lines cover ``absence_coverage`` of its weight or more and
write a topical word of it themselves (``absence.on_subject``), and every topical word of the question
but its yes/no predicate ("pay", "allowed", "included") is in the documents: a thing asked about that
no document names ("Is visitor parking free?" over notes naming no parking) makes "I don't know" rest
on a real absence. A Chinese yes/no
question ("星期六开门吗?", "能不能...", "是否...": data ``patterns.yaml`` ``unread_verdicts``) likewise.
"""

from __future__ import annotations

from course_lib.sim.reports import explain, limits
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.thresholds import threshold

_CUE = patterns("unread_verdicts")  # its cue patterns: data/sim/patterns.yaml

_QUOTE_CHARS = 160  # of the line shown in the limit


def asks_yes_no_zh(question: str) -> bool:
    """A Chinese yes/no question: "星期六开门吗?", "能不能带狗?", "是否需要预约?"."""
    return bool(_CUE.zh_yes_no.search(question))


def limit(request, found, matcher) -> str | None:
    """The documents limit for an unread yes/no answer on a line of its subject; ``None`` otherwise."""
    from course_lib.sim.grounded.absence import on_subject
    from course_lib.sim.grounded.held_quantities import asks_yes_no

    question = request.search_question
    yes_no = asks_yes_no(question) or asks_yes_no_zh(question)
    if not found.picks or not yes_no or found.coverage < threshold("absence_coverage"):
        return None
    if not on_subject(matcher, found):
        return None
    if thing_absent(found, matcher, request.documents):
        return None  # "Is visitor parking free?" over notes naming no parking (or a name none holds): real
    line = " ".join(found.picks[0][1].split())
    shown = line if len(line) <= _QUOTE_CHARS else line[: _QUOTE_CHARS - 3].rstrip() + "..."
    explain.rule("a yes/no question over a line on its subject that it read no answer in: the documents limit",
                 coverage=found.coverage, line=shown)
    return limits.state(
        "tell whether the documents answer this yes or no",
        f"a line on the question's subject is there ({shown!r}), but it read no yes or no to the question in it",
        "read that line for the yes or no it gives, or say it does not decide the question",
        kind="documents",
    )


def thing_absent(found, matcher, documents) -> bool:
    """Whether a topical word of the question other than its yes/no predicate ("pay", "allowed",
    "include": data ``lexicons.yaml`` ``verdict_predicates``) is in no document: the thing asked about
    ("parking", "the pool", "dogs"), or a name or code of the question, is not there, so "I don't know"
    rests on its absence. The documents' forms are read once, here."""
    from course_lib.sim.grounded.absence import document_forms
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.text import stem

    predicates = {stem(w) for w in lexicon("verdict_predicates")}
    things = [c for c in found.question.concepts if c.key_term and not c.answer_type and c.kind != "type"
              and stem(c.word.lower()) not in predicates and c.key not in predicates]
    if not things:
        return False
    held = document_forms(matcher, documents)
    return any(c.key not in held for c in things)


__all__ = ["limit", "thing_absent"]
