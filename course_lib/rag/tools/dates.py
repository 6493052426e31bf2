"""``days_between``: calendar arithmetic on dates (notebook 08).

Dates in any common written form ("2026-03-02", "2 March 2026", "March 2, 2026") are read with
``dateutil``; the answer counts calendar days and working days (Monday to Friday).
"""

from __future__ import annotations

from datetime import date, timedelta

from langchain_core.tools import BaseTool, StructuredTool
from pydantic import BaseModel, Field

DAYS_BETWEEN_DESCRIPTION = (
    "Count the days between two dates: calendar days and working days (Monday to Friday). "
    "Dates may be written as 2026-03-02 or 2 March 2026. Use it for questions like 'how many "
    "days from 2 March to 15 April 2026' or how long something took between two dates. Do not "
    "use it for arithmetic on amounts or for unit conversions."
)


def parse_date(text: str) -> date:
    from dateutil import parser

    return parser.parse(str(text), dayfirst=False, default=parser.parse("2026-01-01")).date()


def count_days(start_date: str, end_date: str) -> str:
    """What ``days_between`` returns; never raises."""
    try:
        start, end = parse_date(start_date), parse_date(end_date)
    except (ValueError, OverflowError):
        return f"Error: could not read {start_date!r} and {end_date!r} as dates (try 2026-03-02)."
    sign = 1 if end >= start else -1
    low, high = min(start, end), max(start, end)
    days = (high - low).days
    working = sum((low + timedelta(days=i)).weekday() < 5 for i in range(days))
    return (f"From {start.isoformat()} to {end.isoformat()}: {sign * days} calendar days, "
            f"{sign * working} working days.")


class DaysBetweenInput(BaseModel):
    start_date: str = Field(description="The first date, e.g. 2026-03-02.")
    end_date: str = Field(description="The second date, e.g. 2026-04-15.")


def make_dates_tool() -> BaseTool:
    def days_between(start_date: str, end_date: str) -> str:
        return count_days(start_date, end_date)

    return StructuredTool.from_function(days_between, name="days_between",
                                        description=DAYS_BETWEEN_DESCRIPTION, args_schema=DaysBetweenInput)


days_between = make_dates_tool()
