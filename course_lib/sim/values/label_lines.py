"""A form's label lines read into the field the label names (issue 26): "Vehicle registration:
KX19 TLP" fills ``vehicle_registration``; a label alone on its line takes the next line as its
value ("Name" then "Priya Nair"); "TOTAL   12.50" or "合计：56元" fills a ``total`` number field.
Never the form's title nor the next label word ("VOLUNTEER SIGN-UP FORM Name ...").

- ``label_value(name, description, text)``: the value written after the one label that names
  the field (its words are the field name's words, or a Chinese label the name or description
  holds), ``None`` when the text is no form (fewer than two label lines), or no label or more
  than one names the field.
- ``label_number(name, description, text)``: that value's one number, as a float, else ``None``.
- A Chinese form written on one line ("寄件人:李娜,电话...,寄往成都,重量2.5公斤") is read part by part,
  colon-less labels too ("寄往成都"); a field's English words name Chinese labels (``destination_city``:
  寄往; data ``label_lines.yaml``). ``cjk_flag``: a "是否到付" yes/no field, True where a part says 到付.
"""

from __future__ import annotations

import re
from functools import lru_cache

MAX_CHARS = 3000
MAX_LABEL_WORDS = 4
MAX_VALUE_CHARS = 60
# "Label: value" (a colon, full-width too) or "LABEL   12.50" (a figure after the label's words)
_COLON_LINE_RE = re.compile(r"^\s*(?P<label>[^\W\d_][^:：\n]{0,40}?)\s*[:：]\s*(?P<value>\S[^\n]*?)\s*$")
_FIGURE_LINE_RE = re.compile(r"^\s*(?P<label>[A-Za-z][A-Za-z ]{0,30}?)\s+(?P<value>[£$€¥]?\s?\d[\d,]*(?:\.\d+)?)\s*$")
# a label alone on its line: a few words, no figure, no sentence's stop
_BARE_LABEL_RE = re.compile(r"^\s*(?P<label>[^\W\d_][^\W\d_ '-]*(?:[ '-][^\W\d_]+){0,3})\s*[:：]?\s*$")
_CJK_RE = re.compile(r"[\u4e00-\u9fff]")
_CJK_RUN_RE = re.compile(r"[\u4e00-\u9fff]+")
_FIGURE_RE = re.compile(r"\d[\d,]*(?:\.\d+)?")


def _words(text: str) -> frozenset[str]:
    from course_lib.sim.words.text import STOP_WORDS, stem

    return frozenset(stem(w) for w in re.split(r"[_\W\d]+", text.lower()) if w and w not in STOP_WORDS)


@lru_cache(maxsize=1)
def _cjk() -> dict:
    from course_lib.sim.words.cues import read

    return read("label_lines.yaml")


def _inline(text: str) -> bool:
    """A Chinese form written on one line ("寄件人:李娜,电话...,寄往成都"): parts read as lines."""
    return "\n" not in text.strip() and bool(_CJK_RE.search(text))


def is_inline_form(text: str) -> bool:
    """A Chinese form written on one line with two or more label parts ("寄件人:李娜,电话...,寄往成都")."""
    return _inline(text) and len(_pairs(text)) >= 2


def _segments(text: str) -> list[str]:
    """The lines of ``text``, or a one-line Chinese form's parts split at its commas and stops,
    a colon-less label's value set after a colon ("寄往成都" -> "寄往:成都")."""
    if not _inline(text):
        return text[:MAX_CHARS].splitlines()
    labels = sorted((str(x) for x in _cjk().get("cjk_inline_labels") or ()), key=len, reverse=True)
    out = []
    for part in re.split(r"[，,；;。、\n]", text[:MAX_CHARS]):
        part = part.strip()
        head = None if re.search(r"[:：]", part) else next(
            (x for x in labels if part.startswith(x) and len(part) > len(x)), None)
        if head:
            part = f"{head}:{part[len(head):].strip()}"
        out.append(part)
    return out


def _pairs(text: str) -> list[tuple[str, str]]:
    """(label, value) of each label line of ``text``, in its order: a "Label: value" line, or a
    label alone on its line with the next line (never a label line itself) as its value."""
    lines = _segments(text)
    out: list[tuple[str, str]] = []
    for i, line in enumerate(lines):
        m = _COLON_LINE_RE.match(line) or _FIGURE_LINE_RE.match(line)
        if m and len(m.group("label").split()) <= MAX_LABEL_WORDS and len(m.group("value")) <= MAX_VALUE_CHARS:
            out.append((m.group("label").strip(), m.group("value").strip()))
            continue
        bare = _BARE_LABEL_RE.match(line)
        after = lines[i + 1].strip() if i + 1 < len(lines) else ""
        if bare and after and len(after) <= MAX_VALUE_CHARS and not _COLON_LINE_RE.match(after):
            out.append((bare.group("label").strip(), after))
    return out


def _fits(label: str, name: str, description: str) -> bool:
    if _CJK_RE.search(label):
        if label in name or label in description:
            return True
        if _CJK_RE.search(f"{name} {description}"):
            return False  # a field labelled in Chinese is named only by its own label
        words = [w for w in re.split(r"[_\W\d]+", name.lower()) if w]
        named = {w: [str(x) for x in v] for w, v in (_cjk().get("cjk_field_labels") or {}).items()}
        options = [set(named.get(w, ())) for w in words if w in named]
        return bool(options) and all(label in o for o in options)
    said = _words(label)
    field = _words(name)
    # "Club" names ``club_name``: a name field is named by its thing's label
    named = _words("name")
    return bool(said) and (said == field or (said | named == field and not said & named))


def label_value(name: str, description: str, text: str) -> str | None:
    """The value after the one label naming the field (see the module's docstring)."""
    if not text or ("\n" not in text and not _inline(text)):
        return None
    pairs = _pairs(text)
    if len(pairs) < 2:
        return None
    fitting = [(label, value) for label, value in pairs if _fits(label, name, description)]
    runs = set(_CJK_RUN_RE.findall(f"{name} {description}"))
    exact = [(label, value) for label, value in fitting if label in runs]  # "入住人" over "入住" for 入住人
    found = {value for _, value in (exact or fitting)}
    return found.pop() if len(found) == 1 else None


def label_number(name: str, description: str, text: str) -> float | None:
    """The one number of the value after the field's label ("56元" 56.0, "£48k" 48000.0), else ``None``."""
    value = label_value(name, description, text)
    if value is None:
        return None
    from course_lib.sim.words.figure_forms import plain_figures

    figures = _FIGURE_RE.findall(plain_figures(value))  # "£48k", "1'250.00", "两万": plain figures
    return float(figures[0].replace(",", "")) if len(figures) == 1 else None


def cjk_flag(name: str, description: str, text: str) -> bool | None:
    """A yes/no field described by a Chinese "是否X" ("是否到付") over a Chinese text: True when a
    part of it is X ("..., 到付。"), False when X is said away ("不到付") or its other option is
    said ("寄付"; ``cjk_opposites``); ``None`` otherwise."""
    m = re.search(r"是否\s*([\u4e00-\u9fff]{1,6})", f"{description} {name}")
    if m is None or not _CJK_RE.search(text):
        return None
    thing = m.group(1).rstrip("吗呢")
    negations = sorted((str(x) for x in _cjk().get("cjk_negations") or ()), key=len, reverse=True)
    verdicts = set()
    opposites = [str(x) for x in (_cjk().get("cjk_opposites") or {}).get(thing, ())]
    for part in re.split(r"[，,；;。、\n]", text[:MAX_CHARS]):
        at = part.find(thing)
        if at < 0:
            if any(x in part for x in opposites):  # "寄付" for 是否到付: the other option
                verdicts.add(False)
            continue
        verdicts.add(not any(part[:at].endswith(x) for x in negations))
    return verdicts.pop() if len(verdicts) == 1 else None
