"""The question a prompt asks, when its worked examples hold questions too (notebook 05's rewrite
prompts; issue 26); and the answers its worked examples show, which are no reply to grade.

A prompt that shows examples before its own input ("# Examples\\n**Input**: \\"What are the
benefits of ...?\\"\\n**Output**: ...\\n...\\n# Here is the original question that needs to be
rewritten:\\n{question}") has several question sections; the first is an example's. When text
before the first one cues examples (``example_questions.cue``, data/sim/patterns.yaml), the
question asked is the last question section with a value. Introduced for the ported programs
(tests/thirdparty, sixteenth batch).

A system prompt's examples show answers too ("Examples:\nUser: \"What's 15 * 23?\"\nResponse: TOOL:
calculator ..."): when the question comes from the human turn, a reply section of the system prompt
that follows an example cue is an example's reply, not a generation to grade (``example_replies``;
seventeenth batch).
"""

from __future__ import annotations

from collections.abc import Sequence

from course_lib.sim.words.cues import patterns

_CUE = patterns("example_questions")
_MAX_SECTIONS = 64  # question sections looked at per message


def asked(text: str, sections: Sequence) -> str | None:
    """The question ``text`` asks when its first question section is an example's, or ``None``
    (no question section, or no example cue before the first). It is the value of the last label
    line that names a question (``example_questions.label``: "# Here is the original question that
    needs to be rewritten:", "Question:", "Input:") after that first section, read to the next
    heading or the end; else the last question section with a value, when there are several."""
    questions = [s for s in list(sections)[:_MAX_SECTIONS] if s.kind == "question" and s.value.strip()]
    if not questions or not _CUE.cue.search(text[: questions[0].start]):
        return None
    after = questions[0].end
    found = None
    for n, m in enumerate(_CUE.label.finditer(text, after)):
        if n >= _MAX_SECTIONS:
            break
        value = _CUE.next_heading.split(text[m.end():], maxsplit=1)[0].strip()
        if value:
            found = value
    if found is not None:
        return found
    return questions[-1].value if len(questions) >= 2 else None


def example_replies(text: str, sections: Sequence, kind: str = "generation") -> tuple:
    """The sections of ``kind`` in ``text`` (a system prompt whose question the human turn asks)
    that follow an example cue (``example_questions.cue``): the worked examples' replies. Empty when
    no cue precedes any of them."""
    found = [s for s in list(sections)[:_MAX_SECTIONS] if s.kind == kind]
    if not found:
        return ()
    cue = _CUE.cue.search(text)
    if cue is None:
        return ()
    return tuple(s for s in found if s.start >= cue.end())
