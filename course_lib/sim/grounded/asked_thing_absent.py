"""A partial answer whose only missing word is the thing asked (issue 26; the fifty-fifth set's
class TT3 d): "cheese price?" over a price list with no cheese covers only "price", a word of
asking, not a part of the question of its own. No part is answered: the reply says the thing is
not listed, never the list with "could not find 'cheese'" after it.

``absent`` reads the question's concepts as ``evidence`` weighed them: when every covered concept
is a word of asking (``_CUE.asking_word``: price, cost, hours, open ...) and a key term is missing,
the reply is that the documents do not list the missing thing.

``unmet_action`` reads a permission question the same way (the fifty-ninth set's XW10, regress78): "am I
allowed to keep chickens on the plot?" over a letter whose lines meet only "allowed" (a word asking leave,
``_CUE.leave_word``) and "plot" (the question's setting, after ``_CUE.setting_opening``) while its action
and thing ("keep", "chickens") are in no line: the lines answer no part, so the reply is the absence with
no quote.

``existence_unmet`` reads a question whether a thing is there or to be had (fix66e): "are there ev charging
points in the car park" whose head no line writes: the absence alone, never a quote of lines on the rest.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

_CUE = patterns("asked_thing_absent")
_MAX_WORDS = 5  # a terse question only: a longer one has parts of its own


def absent(question: str, covered: list, uncovered: list) -> str | None:
    """The reply saying the asked thing is not listed, or ``None`` when a covered concept is a part
    of the question of its own (or the question is no terse one)."""
    if len(question.split()) > _MAX_WORDS or _CUE.full_question.search(question):
        return None  # ("What did the whole thing cost me?": a question in full, its words read as before)
    missing = [c.word for c in uncovered if c.key_term and not c.answer_type and not c.is_name]
    if not missing or any(c.is_name for c in uncovered):
        return None
    if not covered or not all(_CUE.asking_word.fullmatch(c.word) for c in covered):
        return None
    said = " ".join(missing[:3])
    return f"The documents do not list '{said}', so I don't know."


def unmet_action(question: str, covered: list, uncovered: list) -> str | None:
    """The absence of a permission question's action and thing when the covered words only ask leave or
    name its setting (module docstring), or ``None``."""
    from course_lib.sim.grounded.only_rules import asks_leave

    if not asks_leave(question) or any(c.is_name for c in uncovered) or not covered:
        return None
    missing = [c.word for c in uncovered if c.key_term and not c.answer_type]
    tokens = [t.lower() for t in re.findall(r"[\w'-]+", question)]
    places = [tokens.index(m.lower()) for m in missing if m.lower() in tokens]
    if not missing or len(places) != len(missing):
        return None
    after = max(places)
    setting = next((i for i in range(after + 1, len(tokens)) if _CUE.setting_opening.fullmatch(tokens[i])), len(tokens))
    in_setting = set(tokens[setting:])
    if not all(c.word.lower() in in_setting or _CUE.leave_word.fullmatch(c.word) for c in covered):
        return None
    listed = ", ".join(f"'{m}'" for m in missing[:3])
    return f"I could not find anything about {listed} in the documents, so I don't know."


def existence_unmet(question: str, missing: list[str], bodies: list[str]) -> str | None:
    """The thing a question asks whether it is there or to be had ("are there ev charging points in the car park",
    "do you sell gift cards": ``patterns.yaml`` asked_thing_absent.asked_existence), quoted, when its head (the
    phrase's last word) is among the words the chosen lines leave unmet (``missing``) and no line of the material
    writes it nor a word of its stem: the lines quoted for the rest of the question bear on another thing, so
    the answer is the absence alone. ``None`` otherwise (a question of another form keeps its partial answer), and
    for a head that names a value a line may give in figures (``value_head``: "discount" over "10% off")."""
    from course_lib.sim.words.text import stem

    m = _CUE.asked_existence.search(question.strip())
    if m is None:
        return None
    phrase = m.group("phrase").strip().lower()
    if len(phrase.split()) < 2:
        return None  # "is there practice in easter week" over "no rehearsal on 14 April": one word may be
        # another word's synonym; a named thing of several words ("ev charging points") is read
    head = phrase.split()[-1]
    if _CUE.value_head.match(head):
        return None  # "is there a discount for siblings" over "Siblings get 10% off": said in figures
    if stem(head) not in {stem(w.lower()) for w in missing}:
        return None
    written = {stem(w) for body in bodies for w in re.findall(r"[a-z]+", body.lower())}
    if stem(head) in written:
        return None
    kind = [w for w in re.findall(r"[a-z]+", phrase) if not _CUE.generic_head.match(w)]
    if _CUE.generic_head.match(head) and any(stem(w) in written for w in kind):
        return None  # "is there a vegan dish" over "Minestrone (vegan)": a general noun, its kind written
    return f"'{phrase}'"
