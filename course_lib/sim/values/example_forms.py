"""An id argument written in the form its tool's description shows (issue 26; the fifty-third set's
tool-parcel, probe ``learner_args_z``).

A tool's description often shows the form it takes: "Track a parcel by its tracking id (letters and
digits, no spaces, e.g. RM123456789GB)", "code: letters and digits only, no spaces or dashes, e.g.
AB12345678UK". A user types the id as they read it off a label: "rm 4471 2290 9 gb", "ab-1234-5678-uk".
A real model passes it in the shown form. ``in_example_form(value, described)``: ``value`` with its
spaces and dashes left out and its letters in capitals, when ``described`` shows an example
("e.g. X", "for example X", "such as X": one token of capitals and digits, no space nor dash)
and ``value`` so written has the example's shape (its runs of letters and of digits in the same
order); ``value`` as written otherwise. Cheap: a description with no "e.g." / "example" / "such
as" is not scanned.
"""

from __future__ import annotations

import re

_EXAMPLE_RE = re.compile(r"\b(?:e\.g\.?|eg|for example|for instance|such as|like)\s*[:,]?\s*[\"'`]?([A-Z0-9]{2,40})\b")
_CHEAP_RE = re.compile(r"e\.?g\b|example|instance|such as|like", re.IGNORECASE)


def _shape(token: str) -> str:
    """``token``'s runs: "RM123456789GB" -> "A9A" (a run of letters, of digits, of letters)."""
    return re.sub(r"(.)\1+", r"\1", re.sub(r"\d", "9", re.sub(r"[A-Z]", "A", token)))


def in_example_form(value: str, described: str) -> str:
    """``value`` in the form the description's example shows (see the module)."""
    if not value or not _CHEAP_RE.search(described):
        return value
    examples = [e for e in _EXAMPLE_RE.findall(described) if re.search(r"\d", e) and re.search(r"[A-Z]", e)]
    if not examples:
        return value
    joined = re.sub(r"[\s-]+", "", value).upper()
    if not re.fullmatch(r"[A-Z0-9]+", joined):
        return value
    return joined if any(_shape(joined) == _shape(e) for e in examples) else value


__all__ = ["in_example_form"]
