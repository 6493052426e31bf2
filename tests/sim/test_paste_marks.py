"""Lines that mark pasted material (``paste_marks``, asked by ``unlabelled_prompt.split``; issue
26). Lines and notes invented here, none from a set or a probe."""
import pytest

from course_lib.sim.request.paste_marks import is_command_line, is_header_block
from course_lib.sim.request.reading import label_kind
from course_lib.sim.request.unlabelled_prompt import split


@pytest.mark.parametrize("line, want", [
    ("$ cat garden.txt", True),
    ("ann@allot:~/plots$ grep rent rules.md", True),
    ("PS C:\\Users\\ann> Get-Content .\\rota.txt", True),
    ("C:\\work> type rota.txt", True),
    ("mysql> SELECT * FROM plots;", True),
    ("sqlite> .schema", True),
    ("postgres=# \\dt", True),
    (">>> print(rota)", True),
    ("In [4]: df.head()", True),
    ("$ 12.50 per ticket", False),  # a price, not a prompt
    ("The rent is $40.", False),
    ("> quoted e-mail line", False),
    ("Rota for March", False),
])
def test_command_line(line, want):
    assert is_command_line(line) is want


@pytest.mark.parametrize("lines, want", [
    (["From: Jo Pike", "Subject: plot rota"], True),
    (["From: Jo", "To: allotment team", "Sent: Monday 3 March"], True),
    (["Subject: plot rota"], False),  # one line: its subject may be the question
    (["From: Jo", "The rent is due in April."], False),
])
def test_header_block(lines, want):
    assert is_header_block(lines) is want


_NOTES = "Plot rota - March\nWeek 1: Dana waters the beds.\nWeek 2: Luis turns the compost.\nWeek 3: Mei mends the fence."


@pytest.mark.parametrize("prompt, question", [
    (f"compost turning\n$ cat rota.txt\n{_NOTES}", "compost turning"),
    (f"who mends the fence\nPS C:\\garden> Get-Content rota.txt\n{_NOTES}", "who mends the fence"),
    (f"compost turning\n```\n{_NOTES}\n```", "compost turning"),
    (f"@rotabot who waters the beds?\n```\n{_NOTES}\n```", "who waters the beds?"),
    (f"From: Jo Pike\nSubject: rota\n\nwho mends the fence?\n\n{_NOTES}", "who mends the fence?"),
])
def test_split_reads_question_before_pasted_output(prompt, question):
    found = split(prompt, label_kind)
    assert found is not None and found.question == question
    assert "Luis" in prompt[found.material_start:found.material_end]


@pytest.mark.parametrize("prompt", [
    f"Kind regards\n$ cat rota.txt\n{_NOTES}",  # a phrase the output does not name
    f"Plot rota\n{_NOTES}",  # a title line, no command after it
])
def test_no_phrase_taken(prompt):
    found = split(prompt, label_kind)
    assert found is None or found.question not in ("Kind regards", "Plot rota")
