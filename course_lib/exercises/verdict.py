"""The outcome of a check: correct, incorrect, not attempted, the model failed (or not checked)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from course_lib.exercises.display import escape, show


class Status(StrEnum):
    CORRECT = "correct"
    INCORRECT = "incorrect"
    NOT_ATTEMPTED = "not attempted"
    NOT_CHECKED = "not checked"  # thought questions
    MODEL_FAILED = "model failed"  # a real model failed or misbehaved: says nothing about the answer


_TITLES = {
    Status.CORRECT: "Correct",
    Status.INCORRECT: "Incorrect",
    Status.NOT_ATTEMPTED: "Not attempted",
    Status.NOT_CHECKED: "Nothing to check",
    Status.MODEL_FAILED: "The model failed or misbehaved",
}
_COLOURS = {
    Status.CORRECT: "#1a7f37",
    Status.INCORRECT: "#cf222e",
    Status.NOT_ATTEMPTED: "#9a6700",
    Status.NOT_CHECKED: "#0969da",
    Status.MODEL_FAILED: "#8250df",
}


@dataclass
class Verdict:
    """What ``qN.check(...)`` returns (and displays)."""

    status: Status
    message: str
    problem: str = ""  # e.g. "00 q1: Find a note with your own words"
    _shown: bool = field(default=False, repr=False, compare=False)

    @property
    def correct(self) -> bool:
        return self.status is Status.CORRECT

    def text(self) -> str:
        head = _TITLES[self.status] + (f" [{self.problem}]" if self.problem else "")
        return f"{head}\n{self.message}" if self.message else head

    def html(self) -> str:
        colour = _COLOURS[self.status]
        problem = f" <span style='color:#57606a'>[{escape(self.problem)}]</span>" if self.problem else ""
        message = escape(self.message).replace("\n", "<br>")
        return (
            f"<div style='border-left:4px solid {colour};padding:2px 8px'>"
            f"<b style='color:{colour}'>{_TITLES[self.status]}</b>{problem}"
            f"<div>{message}</div></div>"
        )

    def show(self) -> None:
        self._shown = True
        show(self.text(), html=self.html())

    def _ipython_display_(self) -> None:
        # check() already displayed this verdict; don't show it twice as the cell's result.
        if not self._shown:
            self.show()

    def __str__(self) -> str:
        return self.text()
