"""The English names of the days and months and the days' abbreviations: their one home (issue 26,
item 4), a leaf that imports nothing of the simulator, so any reader may take them without an
import cycle (``calendar_dates`` reads dates with ``quantities``, which reads these names).

- ``WEEKDAYS``: "monday" ... "sunday" (lower case, Monday first);
- ``MONTHS``: "january" ... "december" (lower case, January first);
- ``DAY_ABBREVIATIONS``: each day's English abbreviations, Monday first ("tue", "tues").
"""

from __future__ import annotations

WEEKDAYS: list[str] = "monday tuesday wednesday thursday friday saturday sunday".split()
MONTHS: tuple[str, ...] = tuple(
    "january february march april may june july august september october november december".split())
DAY_ABBREVIATIONS: tuple[tuple[str, ...], ...] = (
    ("mon",), ("tue", "tues"), ("wed", "weds"), ("thu", "thur", "thurs"), ("fri",), ("sat",), ("sun",),
)
