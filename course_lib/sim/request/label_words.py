"""Label words beyond the English ones ``reading.label_kind`` knows (issue 26).

Learners label the parts of a RAG prompt in their own language ("문맥:" / "질문:", "文脈：" /
"質問：", "Contexto:" / "Pregunta:", "Kontext:" / "Frage:", "Contexte :", "Pergunta:") and the
question in their own voice ("My question:", "What I need to know:", "Our ask:", "The thing I'm
wondering about:", "Q from Sam:"). ``kind(label)`` names what such a label introduces ("docs" or
"question"), or ``None``; ``reading.label_kind`` asks it only when no English label word matched.
The words are data (``label_words`` in data/sim/patterns.yaml).
"""

from __future__ import annotations

from course_lib.sim.words.cues import patterns

_CUE = patterns("label_words")


def kind(label: str) -> str | None:
    """"question", "docs" or ``None`` for a label no English label word matched (see the module)."""
    text = label.strip()
    if not text or len(text) > 60:
        return None
    if _CUE.asker_question.match(text):
        return "question"
    docs = _CUE.docs_words.search(text)
    question = _CUE.question_words.search(text)
    if docs and (not question or docs.start() < question.start()):
        return "docs"
    return "question" if question else None


__all__ = ["kind"]
