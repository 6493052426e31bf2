"""A relevance verdict asked as an explanation: a sentence, never a bare "yes" / "no".

"Explain why this context is relevant to the query and how it might help answer the query.
Query: ... Context: ... Explanation:" asks for prose, and offers no values to pick: whatever reads
the reply stores it as the explanation. A bare "yes" is then no explanation, and "no" not even a
sentence. When a relevance prompt asks to explain / analyse / give reasons (``explained_verdicts.explained``
in ``data/sim/patterns.yaml``) and offers no options, scale or digit values, the reply names the
verdict and what it rests on, in the prompt's own words for the text and the question
(``text_nouns`` / ``asked_nouns``):

- relevant: the sentence of the text that shares most of the question's content words, quoted;
- partly relevant: the same, and that it covers only part of what is asked;
- not relevant: that the text does not address what is asked, so it does not help answer it
  (the prompt's "why this context is relevant" presumes a relevance it does not have);
- undecided ("ambiguous"): a stated limit, as the bare value does.
"""

from __future__ import annotations

from course_lib.sim.material.prose import sentences
from course_lib.sim.reports import explain, limits
from course_lib.sim.request.reading import Request
from course_lib.sim.responders import grading
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("explained_verdicts")


def asked(request: Request) -> bool:
    """The relevance prompt asks for an explanation (not for a value)."""
    return bool(_CUE.explained.search(f"{request.instructions}\n{request.human}"))


def _noun(cue, request: Request, default: str) -> str:
    found = cue.search(f"{request.instructions}\n{request.human}")
    return found.group(0).lower() if found else default


def _closest_sentence(question: str, docs) -> str:
    """The sentence of the documents that shares most of the question's content words (the first
    on a tie), or ""."""
    wanted = set(content_terms(question))
    best, best_shared = "", 0
    for doc in docs:
        for s in sentences(doc.body):
            shared = len(wanted & set(content_terms(s)))
            if shared > best_shared:
                best, best_shared = s.strip(), shared
    return best


def reply(v: grading.Verdict, request: Request) -> str:
    """The explanation for verdict ``v`` on ``request`` (see the module docstring)."""
    text = _noun(_CUE.text_nouns, request, "text")
    question = _noun(_CUE.asked_nouns, request, "question")
    if v.level == "ambiguous":
        explain.rule(v.reason, verdict=v.level, form="explanation")
        return limits.state(f"tell whether this {text} is relevant to the {question}",
                            f"the {text} shares some of the {question}'s words, but it can't tell whether it "
                            "bears on what is asked", f"read whether the {text} bears on what the {question} asks",
                            kind="reading")
    if v.level in ("relevant", "relevant_partly"):
        quoted = _closest_sentence(request.question, request.documents)
        said = f' It says: "{quoted}"' if quoted else ""
        if v.level == "relevant":
            out = (f"The {text} is relevant to the {question}.{said} That is what the {question} asks about, "
                   "so it helps answer it directly.")
        else:
            out = (f"The {text} is partly relevant to the {question}.{said} It covers only part of what the "
                   f"{question} asks, so it helps answer it only in part.")
    else:
        out = (f"The {text} is not relevant to the {question}: it does not address what the {question} asks and "
               "is about another topic, so it does not help answer it.")
    explain.rule(v.reason, verdict=v.level, form="explanation")
    return out
