"""A retrieval made for this question that shares none of its words (issue 26; notebooks 02-03).

In an agent loop the assistant calls its retriever for the question, the tool node answers with
the k nearest chunks, and the answer step reads them. The simulator matches words, not meanings:
when no content word of the question is in those chunks ("how much notice do I have to give"
over "either party may end the agreement with two months' written warning"), it cannot tell an
answer said in other words from a chunk on another subject, so "I don't know" would be a guess as
confident as an answer. ``limit`` states that instead.

``retrieval_unshared(question, bodies)``: the question has content words and no body shares one
(by stem, as ``text.shares_a_word``), words that only name the kind of answer aside
(``answer_types``: "days" in "how many days until I hear back?" is shared by any period). A question that names something (a product, a person, a place) the results lack is not doubted:
a name is not said in other words, and "I don't know" stands (``latin_name_absent``: a name
in Latin letters inside a Chinese question, which the matcher does not mark as a name). ``limit()`` states the limit (kind "documents") and
returns its sentence. The callers: ``doubted_absence`` for an answer step with no tools bound
(the documents are the results of this question's own tool call, ``Request.retrieved``), and
``agent`` when its searches end with nothing found.
"""

from __future__ import annotations

import re

from course_lib.sim.reports import limits
from course_lib.sim.words.text import content_words, has_cjk, stem


def _stems(text: str) -> set[str]:
    return {stem(w.lower()) for w in content_words(text) if len(w) > 2}


def retrieval_unshared(question: str, bodies: list[str]) -> bool:
    """The question has a subject word (a content word of three letters or more that does not
    name the kind of answer) and no body shares one."""
    from course_lib.sim.words.answer_types import answer_type_words

    kinds = {stem(w) for w in answer_type_words()}
    asked = _stems(question) - kinds
    joined = " ".join(b for b in bodies if b)
    return bool(asked) and bool(joined.strip()) and not (asked & _stems(joined))


_LATIN_WORD_RE = re.compile(r"[A-Za-z][A-Za-z0-9.+#-]+")


def latin_name_absent(question: str, bodies: list[str]) -> bool:
    """A question mostly in Chinese names a thing in Latin letters ("Kafka 的分区怎么扩容？") that
    no body writes: a product or a term, absent from the results, not said another way."""
    if not has_cjk(question):
        return False
    joined = " ".join(bodies).lower()
    return any(m.group(0).lower() not in joined for m in _LATIN_WORD_RE.finditer(question))


def limit() -> str:
    """State the limit (see the module) and return its sentence."""
    return limits.state(
        "tell whether the retrieved text answers this",
        "the text the retriever returned for this question shares none of the question's words, "
        "and it matches words, not meanings, so an answer said in other words and a text on another "
        "subject look the same to it",
        "read whether the retrieved text answers the question in other words and answer from it, "
        "or say it does not",
        kind="documents",
    )


__all__ = ["latin_name_absent", "limit", "retrieval_unshared"]
