"""A question written inside a system prompt's instruction (issue 26, the twelfth batch of ports).

LangChain Academy's parallelization lesson puts the question in the system message, inside the
instruction, with no label: "Answer the question How many passengers did X carry in 2025? using
this context: [...]", and sends only "Answer the question." as the human turn. The simulator took
that bare turn as the question and said "I don't know." over documents that answer. Now, when the
human turn is a bare instruction and the system prompt has no labelled or quoted question, the
question is the interrogative sentence of the system prompt's own text (documents cut out): a
sentence that opens with a question word and ends with "?". Nothing else is read as a question
(a statement, a sentence inside the documents), so a prompt without one keeps the old reading.

The same holds for a one-message prompt that frames the question inline, after its instruction
and before the empty answer slot: the LangChain hub's "langchain-ai/rewrite" prompt is "Provide a
better search query for web search engine to answer the given question, end the queries with
'**'.  Question {x} Answer:" (no colon after "Question", no line breaks). The simulator took the
whole prompt as the question and rewrote the instruction into the query ("Provide better search
query web engine answer given question ..."); ``framed`` finds the question between the inline
"Question" and the closing "Answer:".
"""

from __future__ import annotations

import re

_QUESTION_RE = re.compile(
    r"(?<![\w'])(?:how|what|when|where|which|who|whom|whose|why|is|are|was|were|do|does|did|can|could|"
    r"should|will|would|has|have|had)\b[^?!.:;\n\[\]{}<>]{3,300}\?",
    re.IGNORECASE,
)


def question_in(text: str) -> str:
    """The first interrogative sentence written in ``text`` (see the module), or ``""``; one that
    starts a sentence, or follows the instruction's own words ("Answer the question How ...?")."""
    for m in _QUESTION_RE.finditer(text[:4000]):
        found = m.group(0).strip()
        if found[:1].isupper() or m.start() == 0:
            return found
    return ""


_FRAME_RE = re.compile(
    r"(?:^|(?<=[.!?:;’'\"”)\]]))\s*Question\s*[:：]?\s+(?P<q>\S.{1,600}?)\s*\bAnswer\s*[:：]\s*$",
    re.DOTALL,
)


def framed(text: str) -> str:
    """The question of a prompt that ends "... Question <question> Answer:" (see the module), or
    ``""``. "Question" must open a sentence (after the instruction's full stop) and "Answer:" end
    the prompt."""
    tail = text[-800:]
    m = _FRAME_RE.search(tail)
    return " ".join(m.group("q").split()) if m else ""
