"""``lookup_employee``: the staff directory (notebook 08).

Reads ``data/directory/people.csv``: name, job title, team, office, e-mail and phone extension
of the company's staff, found by words of a name or by team.
"""

from __future__ import annotations

from langchain_core.tools import BaseTool, StructuredTool
from pydantic import BaseModel, Field

from course_lib.rag.tools.records import RecordTable, data_file, render, safe

COLUMNS = ("name", "job_title", "team", "office", "email", "extension")
LOOKUP_EMPLOYEE_DESCRIPTION = (
    "Look up colleagues in the staff directory by name or by team: job title, team, office, "
    "e-mail address and phone extension. Use it for questions about how to contact someone, "
    "their e-mail or phone extension, or who works in a team. Do not use it for what a project "
    "or service is, or for customers."
)


def people_table() -> RecordTable:
    return RecordTable(data_file("directory", "people.csv"), key="email", columns=COLUMNS)


@safe
def find_people(name: str | None = None, team: str | None = None, *, table: RecordTable | None = None) -> str:
    """What ``lookup_employee`` returns; never raises."""
    table = table or people_table()
    if name:
        rows = table.matching("name", name)
        return render(rows, noun="person", plural="people", columns=COLUMNS) if rows else f"Nobody called {name!r} in the directory."
    if team:
        rows = table.matching("team", team)
        return render(rows, noun="person", plural="people", columns=COLUMNS) if rows else f"No team {team!r} in the directory."
    return "Error: give a name or a team."


class LookupEmployeeInput(BaseModel):
    name: str | None = Field(default=None, description="The person's name, or part of it.")
    team: str | None = Field(default=None, description="A team name, like Ledger Team.")


def make_employee_tool(*, table: RecordTable | None = None) -> BaseTool:
    def lookup_employee(name: str | None = None, team: str | None = None) -> str:
        return find_people(name, team, table=table)

    return StructuredTool.from_function(lookup_employee, name="lookup_employee",
                                        description=LOOKUP_EMPLOYEE_DESCRIPTION,
                                        args_schema=LookupEmployeeInput)


lookup_employee = make_employee_tool()
