"""The part of a text that states one field's measure, when the text states several (issue 26; the
forty-ninth set's RR10): "体重一百二十斤,身高一米七五。" for ``height_cm`` is "身高一米七五" (175, never
the weight's 120), "An oak board 2.4 m long and 18 mm thick." for ``thickness_mm`` is "18 mm
thick" (18, never 2.4 m as 2400 mm), "长一米二,宽八十公分" for ``width_cm`` is "宽八十公分". Before
this, a number field took the first quantity of its dimension, whichever measure it was.

``own_part(name, description, text)``: the field's measure is the one of ``measures`` (data: a
measure's label words, said before its figure, "height" / "身高" / "长", and its adjectives, said
after it, "tall" / "long" / "thick") whose word the field's name or description holds. When the text
names two measures or more, the part is the stretch from this measure's label to the next measure's
word (or the clause's end), or for an adjective the quantity right before it; ``None`` when the
field names no measure, the text names fewer than two, or this one is not named (the caller reads
the whole text). Cues: ``data/sim/lexicons.yaml`` ``measures``. Bounded: ``_MAX_CHARS``.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["field_measure", "own_part"]

_MAX_CHARS = 2000
_QUANTITY_BEFORE_RE = re.compile(r"(\d+(?:[.,]\d+)?\s*[^\W\d_]{1,12}\.?)\s*$")  # "18 mm", "2.4 m", "1.2m"


@lru_cache(maxsize=1)
def _measures() -> dict[str, tuple[tuple[str, ...], tuple[str, ...]]]:
    """measure -> (label words, adjectives), longest first, from ``lexicons.yaml`` measures."""
    from course_lib.sim.words.cues import read

    found = read("lexicons.yaml").get("measures")
    if not isinstance(found, dict):
        raise ValueError("lexicons.yaml: 'measures' must map a measure to {labels: [...], adjectives: [...]}")
    out = {}
    for measure, words in found.items():
        if not isinstance(words, dict):
            raise ValueError(f"lexicons.yaml measures.{measure}: expected labels and adjectives")
        by_len = lambda ws: tuple(sorted((str(w) for w in ws or ()), key=len, reverse=True))  # noqa: E731
        out[str(measure)] = (by_len(words.get("labels")), by_len(words.get("adjectives")))
    return out


def _word_re(word: str) -> str:
    return re.escape(word) if re.search(r"[\u4e00-\u9fff]", word) else rf"\b{re.escape(word)}\b"


@lru_cache(maxsize=1)
def _any_word_re() -> re.Pattern:
    words = sorted({w for labels, adjectives in _measures().values() for w in labels + adjectives}, key=len, reverse=True)
    return re.compile("|".join(_word_re(w) for w in words), re.IGNORECASE)


def field_measure(name: str, description: str) -> str | None:
    """The one measure a field's name or description names ("thickness_mm", "身高,厘米"), else ``None``."""
    said = f"{name.replace('_', ' ')} {description}"
    named = {m for m, (labels, adjectives) in _measures().items()
             if any(re.search(_word_re(w), said, re.IGNORECASE) for w in labels + adjectives)}
    return named.pop() if len(named) == 1 else None


def _measure_of(word: str) -> str | None:
    w = word.lower()
    return next((m for m, (labels, adjectives) in _measures().items() if w in (x.lower() for x in labels + adjectives)),
                None)


def own_part(name: str, description: str, text: str) -> str | None:
    """The stretch of ``text`` stating the field's measure, when it states several (module docstring)."""
    measure = field_measure(name, description)
    if measure is None:
        return None
    text = text[:_MAX_CHARS]
    mentions = [(m, _measure_of(m.group(0))) for m in _any_word_re().finditer(text)]
    mentions = [(m, k) for m, k in mentions if k is not None]
    if len({k for _, k in mentions}) < 2:
        return None
    labels, adjectives = _measures()[measure]
    adjective_words = {a.lower() for a in adjectives}
    for n, (m, kind) in enumerate(mentions):
        if kind != measure:
            continue
        if m.group(0).lower() in adjective_words:  # "18 mm thick": the quantity right before it
            before = _QUANTITY_BEFORE_RE.search(text[:m.start()])
            if before is not None:
                return before.group(1)
            continue
        end = mentions[n + 1][0].start() if n + 1 < len(mentions) else len(text)
        part = text[m.end():end]
        # (a next measure's adjective closes its own quantity: "1.2 m wide and 2 m long" is read by it)
        if n + 1 < len(mentions) and mentions[n + 1][0].group(0).lower() not in {
                w.lower() for w in _measures()[mentions[n + 1][1]][0]}:
            part = re.sub(r"\d+(?:[.,]\d+)?\s*[^\W\d_]{1,12}\.?\s*$", "", part)
        if re.search(r"\d|[一二两三四五六七八九十百]", part):
            return part
    return None
