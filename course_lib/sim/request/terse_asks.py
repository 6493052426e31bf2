"""A terse request over a system prompt's own material (issue 26; probe ``learner_args_z``).

A learner's bookings or front-desk chain puts its material in the system prompt ("You take bookings
for a dog groomer. Our price list (CSV export):\\n\\n{prices}") and the customer's turn is what a
customer types: "full groom for a cocker spaniel how much", "just nails for a st bernard", "late
checkout how much", "green bin price for a pensioner". Such a turn has no question form that
``question_form.asks`` reads (no opening question word, no "?"), yet a model reads it as a question
about the material. Before, ``reading._system_as_notes`` kept such a system prompt as instructions and
the reply was the knowledge limit ("no tool, document or fact ... answers it").

``asks_of(turn, material)``: ``turn`` asks, or it holds a question word anywhere ("..., how much"),
or it is a short turn (at most ``_MAX_WORDS`` words, no figure: a count in a turn with no question
form asks for working the grounded readers may not see asked) that names a content word of ``material`` (by
stem) and hands the model no other task (summarise, translate: ``unlabelled_prompt.other_task``) nor
opens with an imperative to it ("Be brief"). A turn that ends in a word asking for a figure ("2 kids on
a tuesday, total", "3 nights - cost?": ``unlabelled_prompt.figure_asked_last``) asks for that working
outright, so its figures do not keep it out.
"""

from __future__ import annotations

from course_lib.sim.words.question_form import asks, asks_wh
from course_lib.sim.words.text import STOP_WORDS, raw_tokens, stem

_MAX_WORDS = 20  # a turn this long or longer that does not ask is no terse request
_MIN_LETTERS = 3  # a shared word this short ("a", "to") names nothing (a Chinese word: two characters)


def _content_stems(text: str) -> set[str]:
    return {stem(w) for w in raw_tokens(text.lower())
            if len(w) >= (_MIN_LETTERS if w.isascii() else 2) and w.isalpha() and w not in STOP_WORDS}


def asks_of(turn: str, material: str) -> bool:
    """``turn`` asks about ``material`` (see the module)."""
    if asks(turn) or asks_wh(turn):
        return True
    from course_lib.sim.request.unlabelled_prompt import (
        figure_asked_last,
        opens_imperative,
        other_task,
    )

    words = turn.split()
    if words and len(words) <= _MAX_WORDS and figure_asked_last(turn) and not other_task(turn):
        # "2 kids on a tuesday in term time, total": the working asked by its last word
        return bool(_content_stems(turn) & _content_stems(material))
    if not words or len(words) > _MAX_WORDS or any(ch.isdigit() for ch in turn):
        return False  # (a figure in a turn with no question form asks for working, "4 slots a week, whats that": kept out)

    if other_task(turn) or opens_imperative(turn):
        return False
    return bool(_content_stems(turn) & _content_stems(material))


__all__ = ["asks_of"]
