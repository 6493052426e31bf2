"""``lookup_employee``: the staff directory (notebook 08).

Reads ``data/directory/people.csv``: name, job title, team, office, e-mail and phone extension
of the company's staff, found by words of a name or by team.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from course_lib.rag.tools.records import RecordTable, render, table_tool


class LookupEmployeeInput(BaseModel):
    name: str | None = Field(default=None, description="The person's name, or part of it.")
    team: str | None = Field(default=None, description="A team name, like Ledger Team.")


def find_people(table: RecordTable, name: str | None = None, team: str | None = None) -> str:
    """What ``lookup_employee`` returns: the people with that name, else that team's."""
    for column, value, missing in (("name", name, "Nobody called {!r} in the directory."),
                                   ("team", team, "No team {!r} in the directory.")):
        if value:
            rows = table.matching(column, value)
            return render(rows, noun="person", plural="people", columns=table.columns) if rows else (
                missing.format(value))
    return "Error: give a name or a team."


lookup_employee = table_tool(
    find_people, name="lookup_employee", args_schema=LookupEmployeeInput,
    table=RecordTable("directory/people.csv", key="email", columns=("name", "job_title", "team", "office", "email", "extension")),
    description=("Look up colleagues in the staff directory by name or by team: job title, team, office, e-mail address and phone extension. Use it for questions about "
                 "how to contact someone, their e-mail or phone extension, or who works in a team. Do not use it for what a project or service is, or for customers."))
