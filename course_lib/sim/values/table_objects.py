"""A list of objects filled from a table's rows, and a total worked from them (issue 26, the
thirty-fourth set's CC7 (a), (b)).

"Turn this pasted timesheet into a record" over rows pasted from a spreadsheet (cells parted by
tabs), a CSV export, a markdown or AsciiDoc table, into ``Timesheet(shifts: list[Shift(day,
hours)], total_hours: float = Field(description="the sum of all the hours"))``: each row is one
object, its cells under the columns whose headers name the object's fields ("Day" -> ``day``,
"Hours worked" -> ``hours``), and the total is the sum of the rows' values. Read as prose, "1 night"
of "Hotel (1 night)" was an item with a count of 1, and a total was a figure from anywhere.

- ``objects(props, required, passage)``: the table's rows as objects (``material.superlatives.
  tables``: every table form the simulator reads gives the same rows); a ``str`` (the reason) when
  the text holds one table but its columns do not fill the objects (a required field with no
  column, a number field's cell with no figure): the caller states the limit with the safe value,
  never a guess; ``None`` when the text holds no table of two rows or more, or several.
- ``is_total(name, description)``: the field asks a total or a sum (``table_objects.total_field``
  in data/sim/patterns.yaml).
- ``worked_total(name, description, so_far)``: the sum of one number field over the objects of a
  list filled before it (the field its description names, or the objects' only number field);
  ``None`` when there is no such list or the field to add up cannot be told.
- ``stated(value, text)``: whether a number read for a total is a figure the text writes (in
  figures or in words: "three hundred and sixty pounds").
"""

from __future__ import annotations

import re
from typing import Any

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("table_objects")  # its cue patterns: data/sim/patterns.yaml
_MAX_ROWS = 200  # rows read into objects
_CURRENCY_RE = re.compile(r"[£$€¥₹]|\b(?:USD|EUR|GBP|CHF|JPY|CNY|AUD|CAD)\b|元|\s+", re.IGNORECASE)
_NUMBER_RE = re.compile(r"[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?")
# a figure standing alone, not a part of a date, a time or a code ("03" of "03/04/2035")
_STANDALONE_RE = re.compile(r"(?<![\w/:.-])[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\w/:]|[.,]\d)")
_TRUE = frozenset({"yes", "y", "true", "x", "✓", "✔", "1", "是"})
_FALSE = frozenset({"no", "n", "false", "", "-", "—", "0", "否"})


def _terms(text: str) -> set[str]:
    return set(content_terms(re.sub(r"([a-z])([A-Z])", r"\1 \2", text).replace("_", " ")))


def _cell_number(cell: str) -> float | None:
    """A cell that is one number (a currency sign or code around it allowed: "£64.20", "1,250",
    "7.5"); ``None`` for any other cell ("03/04/2035", "1 night")."""
    plain = _CURRENCY_RE.sub("", cell.strip())
    if not _NUMBER_RE.fullmatch(plain):
        return None
    return float(plain.replace(",", ""))


def _columns(props: dict[str, dict], headers: list[str]) -> dict[str, str]:
    """Each field's column: the header sharing a word with the field's name (else with its
    description), the closest first; a header serves one field."""
    out: dict[str, str] = {}
    taken: set[str] = set()
    for source in ("name", "description"):
        for name, field in props.items():
            if name in out:
                continue
            words = _terms(name) if source == "name" else _terms(str(field.get("description", "")))
            if not words:
                continue
            scored = sorted(((len(words & _terms(h)), -len(_terms(h)), h) for h in headers if h not in taken),
                            reverse=True)
            if scored and scored[0][0] > 0:
                out[name] = scored[0][2]
                taken.add(scored[0][2])
    return out


def _value(field: dict, cell: str) -> Any:
    kind = field.get("type", "string")
    if field.get("enum"):
        options = [str(v) for v in field["enum"]]
        hit = [o for o in options if o.lower() == cell.strip().lower()]
        return field["enum"][options.index(hit[0])] if hit else None
    if kind in ("number", "integer"):
        number = _cell_number(cell)
        if number is None:
            return None
        return number if kind == "number" else (int(number) if number == int(number) else None)
    if kind == "boolean":
        low = cell.strip().lower()
        return True if low in _TRUE else False if low in _FALSE else None
    if kind == "string":
        return cell.strip() or None
    return None


def objects(props: dict[str, dict], required: set[str], passage: str) -> list[dict[str, Any]] | str | None:
    """See the module docstring. ``props``: the item's fields, resolved."""
    from course_lib.sim.material.superlatives import tables

    if not props:
        return None
    found = [t for t in tables(passage) if len(t) >= 2]
    if len(found) != 1:
        return None
    rows = [dict(u.cells) for u in found[0][:_MAX_ROWS]]
    headers = list(dict.fromkeys(h for row in rows for h in row if h))
    if not headers:
        return None
    columns = _columns(props, headers)
    missing = [n for n in props if n not in columns and n in required and "default" not in props[n]]
    if missing:
        return (f"the text's table has no column for the field{'s' if len(missing) > 1 else ''} "
                f"{', '.join(repr(m) for m in missing)} (its columns: {', '.join(headers[:6])})")
    out = []
    for row in rows:
        obj: dict[str, Any] = {}
        for name, head in columns.items():
            value = _value(props[name], row.get(head, ""))
            if value is None:
                if name in required and "default" not in props[name]:
                    return f"the cell {row.get(head, '')!r} under {head!r} is no value of the field {name!r}"
                continue
            obj[name] = value
        out.append(obj)
    return out


def is_total(name: str, description: str) -> bool:
    return bool(_CUE.total_field.search(name.replace("_", " ")) or _CUE.total_field.search(description))


def worked_total(name: str, description: str, so_far: dict[str, Any]) -> float | None:
    """The sum, over the objects of a list filled before the field, of the number field the
    field's description names ("the sum of all the amounts": ``amount``), or of their only
    number field; ``None`` otherwise."""
    lists = [v for v in so_far.values() if isinstance(v, list) and v and all(isinstance(x, dict) for x in v)]
    if len(lists) != 1:
        return None
    items = lists[0]
    numeric = [k for k in items[0] if all(isinstance(x.get(k), int | float) and not isinstance(x.get(k), bool)
                                          for x in items)]
    if not numeric:
        return None
    asked = _terms(description) | _terms(name)
    named = [k for k in numeric if _terms(k) & asked]
    pick = named if len(named) == 1 else (numeric if len(numeric) == 1 else [])
    if not pick:
        return None
    return round(sum(float(x[pick[0]]) for x in items), 10)


def stated(value: float, text: str) -> bool:
    """Whether ``value`` is a figure ``text`` writes (thousands separators and currency signs aside)."""
    from course_lib.sim.values.ordered_counts import (
        has_group_word,
        with_group_counts,
        with_piece_counts,
    )
    from course_lib.sim.words.figure_forms import plain_figures
    from course_lib.sim.words.quantities import with_all_digits, with_digits

    plain = plain_figures(text)
    forms = [plain, with_digits(plain)]  # "three hundred and sixty pounds": 360
    if has_group_word(plain) or "pair" in plain.lower():  # "three pairs of socks": 6, "two dozen": 24
        counted = with_all_digits(plain)
        forms.append(with_piece_counts(with_group_counts(counted), []))
    for form in forms:
        for m in _STANDALONE_RE.finditer(form):
            try:
                if abs(float(m.group(0).replace(",", "")) - float(value)) < 1e-9:
                    return True
            except ValueError:
                continue
    return False


__all__ = ["is_total", "objects", "stated", "worked_total"]
