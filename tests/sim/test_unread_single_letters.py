"""A one-letter code stands for the noun a question asks only where it heads something: a key
("K:Em") or a head line of codes ("Bowler O M R W"), never a letter in running text or an inline
code span (``unread_material._heads``). Notebook 06's "At what moment does a signed 32-bit Unix
timestamp overflow?" over a wheel note's `{python tag}-{abi tag}` chunk had its right "I don't know"
turned into a limit by an "m" of the note."""
from __future__ import annotations

import pytest

from course_lib.sim.grounded.unread_material import abbreviated

NOTE = """## Sizes
Thumbnails are `w=120`, `h=90`; the hero image is 1600 x 900, 5 m of cable per rack, `x` and `y` in pixels."""

CARD = """Bowler      O   M   R   W
A. Khan     10  2   41  3
J. Price    8   0   52  1"""

CODE = """Named groups read by name:

```python
m = re.search(r"(?P<y>\\d{4})", s)
n = len(m.group("y"))
```"""

TUNE = """X:1
T:Morning Dew
M:6/8
K:D"""


@pytest.mark.parametrize(("question", "bodies", "found"), [
    ("At what moment does the cable run out?", [NOTE], None),
    ("What height does the widget use?", [NOTE], None),
    ("At what moment is the group read?", [CODE], None),
    ("How many wickets did Khan take?", [CARD], ("wickets", "W")),
    ("What key is Morning Dew in?", [TUNE], ("key", "K")),
])
def test_one_letter_codes(question, bodies, found):
    got = abbreviated(question, bodies)
    assert (got is None) if found is None else (got is not None and got[1] == found[1])
