"""A form's label lines read into the field the label names (issue 26): "Vehicle registration:
KX19 TLP" fills ``vehicle_registration``; a label alone on its line takes the next line as its
value ("Name" then "Priya Nair"); "TOTAL   12.50" or "合计：56元" fills a ``total`` number field.
Never the form's title nor the next label word ("VOLUNTEER SIGN-UP FORM Name ...").

- ``label_value(name, description, text)``: the value written after the one label that names
  the field (its words are the field name's words, or a Chinese label the name or description
  holds), ``None`` when the text is no form (fewer than two label lines), or no label or more
  than one names the field.
- ``label_number(name, description, text)``: that value's one number, as a float, else ``None``.
"""

from __future__ import annotations

import re

MAX_CHARS = 3000
MAX_LABEL_WORDS = 4
MAX_VALUE_CHARS = 60
# "Label: value" (a colon, full-width too) or "LABEL   12.50" (a figure after the label's words)
_COLON_LINE_RE = re.compile(r"^\s*(?P<label>[^\W\d_][^:：\n]{0,40}?)\s*[:：]\s*(?P<value>\S[^\n]*?)\s*$")
_FIGURE_LINE_RE = re.compile(r"^\s*(?P<label>[A-Za-z][A-Za-z ]{0,30}?)\s+(?P<value>[£$€¥]?\s?\d[\d,]*(?:\.\d+)?)\s*$")
# a label alone on its line: a few words, no figure, no sentence's stop
_BARE_LABEL_RE = re.compile(r"^\s*(?P<label>[^\W\d_][^\W\d_ '-]*(?:[ '-][^\W\d_]+){0,3})\s*[:：]?\s*$")
_CJK_RE = re.compile(r"[\u4e00-\u9fff]")
_FIGURE_RE = re.compile(r"\d[\d,]*(?:\.\d+)?")


def _words(text: str) -> frozenset[str]:
    from course_lib.sim.words.text import STOP_WORDS, stem

    return frozenset(stem(w) for w in re.split(r"[_\W\d]+", text.lower()) if w and w not in STOP_WORDS)


def _pairs(text: str) -> list[tuple[str, str]]:
    """(label, value) of each label line of ``text``, in its order: a "Label: value" line, or a
    label alone on its line with the next line (never a label line itself) as its value."""
    lines = text[:MAX_CHARS].splitlines()
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
        return label in name or label in description
    said = _words(label)
    field = _words(name)
    # "Club" names ``club_name``: a name field is named by its thing's label
    named = _words("name")
    return bool(said) and (said == field or (said | named == field and not said & named))


def label_value(name: str, description: str, text: str) -> str | None:
    """The value after the one label naming the field (see the module's docstring)."""
    if not text or "\n" not in text:
        return None
    pairs = _pairs(text)
    if len(pairs) < 2:
        return None
    found = {value for label, value in pairs if _fits(label, name, description)}
    return found.pop() if len(found) == 1 else None


def label_number(name: str, description: str, text: str) -> float | None:
    """The one number of the value after the field's label ("56元" 56.0, "£48k" 48000.0), else ``None``."""
    value = label_value(name, description, text)
    if value is None:
        return None
    from course_lib.sim.words.figure_forms import plain_figures

    figures = _FIGURE_RE.findall(plain_figures(value))  # "£48k", "1'250.00", "两万": plain figures
    return float(figures[0].replace(",", "")) if len(figures) == 1 else None
