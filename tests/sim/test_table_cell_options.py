"""A slash pair in a table row pasted with the prompt ("| Fedora / RHEL | sudo dnf install ... |")
is data, not the list of replies a label prompt offers (``tasks._in_table_row``): such a message
was answered with one of the cell's words and its question lost. A slash list in the prompt's
own sentence still offers options. Invented prompts."""
import pytest

from course_lib.sim.task import tasks
from course_lib.sim.task.tasks import output_options

README = """## Install

| Platform | Command |
|---|---|
| Fedora / RHEL | sudo dnf install tidyfox |
| Arch / Manjaro | sudo pacman -S tidyfox |
| macOS | brew install tidyfox |

Needs Python 3.10 or newer."""

ALIGNED = """Platform        Command                       Notes
Fedora / RHEL   sudo dnf install tidyfox      from EPEL
Arch / Manjaro  sudo pacman -S tidyfox        community repo"""


@pytest.mark.parametrize("prompt", [
    f"i use arch btw, which command do i run\nhere is the readme:\n{README}",
    f"which one works on manjaro?\n\n{ALIGNED}",
])
def test_a_table_cells_slash_pair_offers_no_options(prompt):
    assert output_options(prompt) == ()


@pytest.mark.parametrize("prompt, options", [
    ("Sales / Legal / HR. Answer with one word.", ("Sales", "Legal", "HR")),
    ("Reply with one of: Bug / Feature / Question\nMessage: the export button does nothing", ("Bug", "Feature", "Question")),
])
def test_a_slash_list_in_the_prompts_sentence_still_offers_them(prompt, options):
    assert output_options(prompt) == options


def test_in_table_row():
    text = "| a / b | c |\nplain a / b line"
    assert tasks._in_table_row(text, 2) is True
    assert tasks._in_table_row(text, text.index("plain") + 6) is False
