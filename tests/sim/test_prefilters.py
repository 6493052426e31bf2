"""Speed prefilters in the simulator give the same answer as the full check they shortcut
(issue 26, "Fast again"): a property over field names read from the invented calibration sets'
sources and over names of our own, in several formats."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from course_lib.sim.values import field_readers as fr

FRESH = Path(__file__).parent / "fresh"

INVENTED = [
    "email", "e_mail", "contactEmail", "email_body", "homepage_url", "website", "link_text",
    "mobile", "telephone_no", "phoneBook", "uuid", "order_uuid", "record_id", "weight_kg",
    "height_cm", "price", "total_usd", "currency", "due_date", "birthYear", "age", "page_count",
    "heading", "first_name", "vendor", "assignee", "city", "company", "notes", "qty", "Länge_m",
    "url_notes", "stage", "usage_mb", "bearing_deg", "x", "",
]


def _names() -> list[str]:
    names = set(INVENTED)
    for path in sorted(FRESH.glob("*.py")):
        names.update(re.findall(r"[\"']([A-Za-z][A-Za-z0-9_]{1,40})[\"']", path.read_text(encoding="utf-8")))
    return sorted(names)


def _full(name: str, fmt: str) -> str | None:
    kind = fr.kind_of(fr.Field.of(name, "", "string", fmt))
    return kind if kind in fr.STRING_VALUE_KINDS else None


@pytest.mark.parametrize("fmt", ["", "uuid", "email", "uri", "date", "date-time"])
def test_string_value_kind_reads_kinds_as_kind_of_does(fmt):
    # An equivalence guard: it passes on the code before the shortcut by construction, and fails
    # on a shortcut that stops reading the kinds one too early.
    names = _names()
    assert len(names) > 200
    differ = [(n, fr.string_value_kind(n, fmt), _full(n, fmt)) for n in names
              if fr.string_value_kind(n, fmt) != _full(n, fmt)]
    assert not differ, differ[:10]
