"""A quantity asked in another unit than the documents write it, converted (issue 26; the
forty-third set's LL7 (a): "Roughly how heavy is the tenor in kilograms?" over "tenor 14 cwt in F"
answered "I don't know.", "kilograms" read as a thing no document holds).

The question asks a unit of a converted dimension ("in kilograms", "in centimetres", "how many
grams": a unit word of ``targets``, read by pint; mass, length and volume only: ``data/sim/converted_quantities.yaml``
``dimensions``; areas too, their two-word units read as one: ``words.area_units``). The sentences holding a word of the question's subject (its content words less
the asked unit and the words that ask the kind, "heavy", "tall": ``asked_words``) are read for
quantities of that dimension in other units ("14 cwt", "17 hands", "8 oz"); within a sentence the
clauses (between commas and semicolons) that hold a subject word come first ("8 oz butter, 6 oz
sugar": the butter's). One quantity found: converted with pint, the working given; a unit whose
size differs between British and US use ("cwt", "gallon": ``regional``) gives both. More than one
quantity, or one written in two units at once ("3 st 4 lb", "5 ft 10"): ``Unworked`` (the caller
states the limit), never one picked; among a sentence's clauses, those holding the most subject words
are read ("grass seed in 5 lb bags; bird seed in 2 kg tubs"). A sentence on the subject
already in the asked unit, a question that is itself a conversion ("what is 3 lb in grams"), or no
such quantity: ``None``, and the usual reading goes on. Bounded: ``_MAX_DOCS``, ``_MAX_SENTENCES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.material.prose import sentences
from course_lib.sim.words.area_units import area_tokens, area_unit, shown_areas
from course_lib.sim.words.conversion import conversion, dimension, unit_named
from course_lib.sim.words.cues import read
from course_lib.sim.words.number_words import VALUES, words
from course_lib.sim.words.text import content_terms, stem

DATA = "converted_quantities.yaml"
_MAX_DOCS = 10
_MAX_SENTENCES = 400
_NUMBER_WORDS = {w: VALUES[w] for w in words(1, 20)}
_QUANTITY_RE = re.compile(
    r"(?<![\w.,])(?P<num>\d+(?:\.\d+)?|" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True))
    + r")[ \t]?(?P<unit>[A-Za-z]{1,14})\b", re.IGNORECASE)
# a quantity written in two units at once: "3 st 4 lb", "5 ft 10 in", "9 stone 2", "1 lb 4 oz"
_COMPOUND_RE = re.compile(r"\b\d+[ \t]?(?:st|stone|ft|feet|foot|lb|lbs|pounds?|m|metres?|yd|yards?)\.?[ \t]+\d+(?![\d.,:/])"
                          r"(?:[ \t]?(?:lb|lbs|oz|ins?|inch|inches|cm|ft|pounds?|ounces?)\b)?", re.IGNORECASE)
_ASKED_RE = re.compile(r"\b(?:in|into|as)\s+(?P<a>[a-z]{1,14})\b|\bhow\s+many\s+(?P<b>[a-z]{1,14})\b", re.IGNORECASE)

RULE = "a quantity the documents write in another unit, converted to the unit the question asks"


@dataclass(frozen=True)
class Converted:
    amount: str  # the quantity as written ("14 cwt")
    target: str  # the asked unit as the question writes it ("kilograms")
    values: tuple[tuple[str, float], ...]  # (reading, value): one, or a British and a US reading
    sentence: str

    def text(self) -> str:
        first = self.values[0]
        head = f"About {_shown(first[1])} {self.target}"
        if len(self.values) == 1:
            return f"{head} ({self.amount} converted)."
        rest = "; ".join(f"{_shown(v)} {self.target} in {r} units" for r, v in self.values[1:])
        return f"{head} ({self.amount} in {first[0]} units; {rest})."


@dataclass(frozen=True)
class Unworked:
    reason: str


def _shown(value: float) -> str:
    return f"{value:,.0f}" if value >= 100 else f"{value:.3g}" if value < 10 else f"{value:.1f}".rstrip("0").rstrip(".")


@lru_cache(maxsize=1)
def _data() -> dict:
    data = read(DATA)
    if not isinstance(data.get("dimensions"), list) or not isinstance(data.get("regional"), dict) \
            or not isinstance(data.get("asked_words"), list):
        raise ValueError(f"{DATA}: 'dimensions' and 'asked_words' must be lists, 'regional' a mapping")
    return data


@lru_cache(maxsize=1)
def _targets() -> frozenset[str]:
    return frozenset(str(w).lower() for w in _data().get("targets") or ())


def _pint_unit(word: str):
    """The pint unit a word (or an area token, ``area_units``) names, or ``None``."""
    area = area_unit(word)
    if area is not None:
        from course_lib.sim.words.units import registry

        return registry().parse_units(area)
    return unit_named(word)


def _dimension(word: str):
    if area_unit(word) is not None:
        from course_lib.sim.words.units import registry

        return registry().Quantity(1.0, _pint_unit(word)).dimensionality
    return dimension(word)


def _asked(question: str):
    """(the asked unit's word, its pint unit, its dimension) or ``None``."""
    targets = _targets()
    for m in _ASKED_RE.finditer(question):
        word = m.group("a") or m.group("b")
        if word.lower() not in targets:
            continue
        unit = _pint_unit(word) if len(word) > 1 else None
        dim = _dimension(word) if unit is not None else None
        if dim is not None and str(dim) in _data()["dimensions"]:
            return word, unit, dim
    return None


def _quantities(text: str, dim, target) -> list[tuple[str, float, str]]:
    """(as written, number, unit word) of each quantity of ``dim`` in ``text`` in another unit than
    ``target``; a quantity in ``target`` itself is returned with unit word "" (the text states it)."""
    out = []
    for m in _QUANTITY_RE.finditer(text):
        word = m.group("unit")
        if len(word) < 2 and word not in ("g", "m", "l"):
            continue
        if _dimension(word.lower()) != dim:
            continue
        raw = m.group("num")
        value = float(raw) if raw[0].isdigit() else float(_NUMBER_WORDS[raw.lower()])
        out.append((m.group(0), value, "" if _pint_unit(word.lower()) == target else word.lower()))
    return out


def converted(question: str, bodies: list[str]) -> Converted | Unworked | None:
    """The question's asked quantity converted from the one the documents write (module docstring)."""
    if not (" in " in question or " as " in question or "how many" in question.lower()):
        return None
    asked = _asked(area_tokens(question))
    if asked is None or conversion(question) is not None:
        return None
    word, target, dim = asked
    plain = {stem(w) for w in _data()["asked_words"]} | {stem(word)}
    subject = {t for t in content_terms(area_tokens(question)) if t not in plain and _pint_unit(t) is None}
    area = str(dim) == "[length] ** 2"
    # a record the question names by its label and number ("plot 7", "unit 14B"): its sentences only
    labels = [rf"\b{re.escape(w)}\s+{re.escape(n)}\b" for w, n in re.findall(r"\b([A-Za-z]{3,})\s+(\d+[A-Za-z]?)\b", question)
              if unit_named(w) is None and _pint_unit(n) is None]
    found: list[tuple[str, float, str, str]] = []
    labelled = [x for body in bodies[:_MAX_DOCS] for x in sentences(body)[:_MAX_SENTENCES]
                if any(re.search(p, x, re.IGNORECASE) for p in labels)] if labels else []
    for body in ([" ".join(labelled)] if labelled else bodies[:_MAX_DOCS]):
        for sentence in sentences(body)[:_MAX_SENTENCES]:
            if subject and not subject & set(content_terms(sentence)):
                continue
            if area:  # "120 square yards": one token, as the question's asked unit is read
                sentence = area_tokens(sentence)
            if _COMPOUND_RE.search(sentence):
                return Unworked("a line on the question's subject writes a quantity in two units at once "
                                f"(\"{_COMPOUND_RE.search(sentence).group(0)}\")")
            held = [(len(subject & set(content_terms(c))), c) for c in re.split(r"[,;]", sentence)]
            best = max((n for n, c in held if _quantities(c, dim, target)), default=0)
            near = [q for n, c in held if n and n == best for q in _quantities(c, dim, target)]
            for q in near or _quantities(sentence, dim, target):
                found.append((*q, sentence))
    if not found or any(unit == "" for _, _, unit, _ in found):
        return None  # nothing to convert, or the documents state it in the asked unit
    distinct = {(round(v, 6), unit) for _, v, unit, _ in found}
    if len(distinct) > 1:
        return Unworked(f"the lines on the question's subject hold {len(distinct)} quantities that could be "
                        f"converted to {shown_areas(word)} "
                        f"({shown_areas(', '.join(sorted({a for a, _, _, _ in found})[:3]))})")
    amount, value, unit, sentence = found[0]
    from course_lib.sim.words.units import registry

    reg = registry()
    readings = _data()["regional"].get(unit)
    try:
        if readings:
            values = tuple((r, reg.Quantity(value, reg.Unit(n)).to(target).magnitude)
                           for r, n in zip(("British", "US"), readings, strict=False))
        else:
            values = (("", reg.Quantity(value, _pint_unit(unit)).to(target).magnitude),)
    except Exception:  # noqa: BLE001 - pint's many errors: no conversion
        return Unworked(f"it cannot convert {amount} to {word}")
    return Converted(shown_areas(amount), shown_areas(word), values, shown_areas(sentence))
