"""``reading._blank`` and ``reading._trailing_instructions`` give what their simple forms give.

Both were rewritten for speed (slices instead of a loop per character; the trailer pattern, whose
branches all start with "^", tried at line starts only). The simple forms are kept here as the
reference and compared on random texts, spans and bounds.
"""

from __future__ import annotations

import random

from course_lib.sim.request import reading


def _blank_reference(text: str, spans: list[tuple[int, int]]) -> str:
    chars = list(text)
    for start, end in spans:
        for i in range(start, min(end, len(chars))):
            if chars[i] != "\n":
                chars[i] = " "
    return "".join(chars)


def _trailing_reference(scan: str, begin: int, stop: int) -> int:
    first_break = scan.find("\n", begin, stop)
    if first_break < 0:
        return stop
    for m in reading._TRAILER_RE.finditer(scan, first_break + 1, stop):
        return m.start()
    return stop


def test_blank_is_the_character_loop():
    rng = random.Random(14)
    for _ in range(5000):
        text = "".join(rng.choice("ab\n c文") for _ in range(rng.randint(0, 40)))
        spans = [(rng.randint(0, 45), rng.randint(-2, 50)) for _ in range(rng.randint(0, 4))]
        assert reading._blank(text, spans) == _blank_reference(text, spans), (text, spans)


def test_trailing_instructions_are_found_where_finditer_finds_them():
    rng = random.Random(26)
    lines = ["  Based on the documents above, answer.", "x", "   ", "请根据以上文档回答用户问题", "evaluate the\nretrieved documents",
             "a note about kilns", "Please give\n\nthe question", "\tgrade these passages", "Answer the question"]
    for _ in range(5000):
        scan = "\n".join(rng.choice(lines) for _ in range(rng.randint(0, 6)))
        begin = rng.randint(0, len(scan))
        stop = rng.randint(begin, len(scan))
        assert reading._trailing_instructions(scan, begin, stop) == _trailing_reference(scan, begin, stop), (scan, begin, stop)


def test_language_is_read_once_per_question_and_again_for_a_new_one():
    """``Request.language`` is kept for its question (the record answerers ask it fifty-odd times a
    reply) and read anew when the question is set anew (``chat.model`` trims small talk off it):
    the kept reading fails on start79 (none was kept); the answers are the guard."""
    request = reading.Request(system="", human="", question="Which pier does the late ferry leave from?", instructions="")
    assert request.language == "en"
    assert request.__dict__["_language_memo"] == (request.question, "en")
    request.question = "末班渡轮从哪个码头出发？"
    assert request.language == "zh"
    request.question = "And the early one?"
    assert request.language == "en"
