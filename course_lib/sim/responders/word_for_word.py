"""A "no" the simulator cannot trust: an answer judged not grounded or not resolving the question,
written in a language it matches only word for word (notebook 07's graders; issue 26).

Its matcher reads English and Chinese with lexicons and segmentation; in Korean, Japanese kana,
German or Spanish text a particle or an ending joined to a word ("삼성 가우스입니다") hides a
word the documents do hold. So a negative grounded / useful verdict on such an answer states a
limit (the verdict's value stays the safe "no") when a word of the answer is in the documents (or
the question) at all; a positive one stands, as its words were found.
Introduced for the ported programs (tests/thirdparty, sixteenth batch).
"""

from __future__ import annotations

from course_lib.sim.reports import limits

_BRIDGED = ("en", "zh")  # languages its lexicons and segmentation read beyond the word
_GRADED = {"grade_grounded": "is grounded in the documents", "grade_useful": "resolves the question"}
_MIN_WORDS = 2  # an answer shorter than this is no text to tell the language of
_MAX_WORDS = 200  # words of the answer looked up


def unsure_negative(task: str, answer: str, level: str, against: str) -> str | None:
    """State (and return) the limit for a negative ``level`` of ``task`` over ``answer`` in a
    language matched only word for word, when a word of the answer is found in ``against`` (the
    documents, or the question) all the same; ``None`` for any other verdict (an answer sharing
    no word with them is off the subject, its "no" no misreading)."""
    from course_lib.sim.words.sentiment import language_code, language_name
    from course_lib.sim.words.text import content_words

    if task not in _GRADED or level in ("relevant", "relevant_partly"):
        return None
    if len(answer.split()) < _MIN_WORDS:
        return None
    if not any(len(w) >= 2 and w.lower() in against.lower() for w in content_words(answer)[:_MAX_WORDS]):
        return None
    code = language_code(answer)
    if code in _BRIDGED:
        return None
    return limits.state(
        f"tell whether this answer {_GRADED[task]}",
        f"the answer is in {language_name(code)}, which it matches only word for word (a particle or an "
        "ending joined to a word hides it), so its 'no' may be its own misreading",
        "read the answer in that language and judge it",
        kind="documents",
    )


_MIN_SHARED = 3  # letters of a question word found in the results for them to be on its subject


def unsure_give_up(question: str, results: str) -> str | None:
    """State (and return) the limit for giving up ("I don't know") on tool results that share a
    word with a question written in a language matched only word for word: "¿Cuál es el horario
    de la tienda?" over "La tienda abre de 9:00 a 18:00" may be answered in words its matcher
    does not join ("horario" / "abre"). ``None`` for English or Chinese, or for results that share
    no word with the question (nothing on its subject: giving up stands)."""
    from course_lib.sim.words.sentiment import language_code, language_name
    from course_lib.sim.words.text import content_words

    if len(question.split()) < _MIN_WORDS or not results.strip():
        return None
    low = results.lower()
    if not any(len(w) >= _MIN_SHARED and w.lower() in low for w in content_words(question)[:_MAX_WORDS]):
        return None
    code = language_code(question)
    if code in _BRIDGED:
        return None
    return limits.state(
        "tell whether the tool results answer this question",
        f"the question is in {language_name(code)}, which it matches only word for word, and the results "
        "share its words, so the answer may be there in other words or forms",
        "read the results in that language and answer from them",
        kind="documents",
    )
