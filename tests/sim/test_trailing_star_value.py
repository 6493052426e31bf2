"""A "*" that ends a line's value is kept: only a list mark at a line's start is stripped (issue
26, C5(c)). ``prose._paragraph_units`` stripped " -*•>" from both ends of every sentence, so
"User-agent: *" read "User-agent" and a wildcard rule lost what it applies to. Files invented
for this test (a crawler-rules file, an access list, CORS settings); the three cases fail
on the code before the change, the last is a guard (a bullet's mark is still stripped).
"""

from __future__ import annotations

import pytest

from course_lib.sim.material import prose


@pytest.mark.parametrize("text, line", [
    ("# rules for the archive\nAgent: *\nBlock: /drafts/\n", "Agent: *"),
    ("Order deny,allow\nAllow from: *\nDeny from: 10.0.0.0/8\n", "Allow from: *"),
    ("CORS settings\nOrigins: *\nMethods: GET, POST\n", "Origins: *"),
])
def test_a_trailing_star_is_a_value(text: str, line: str) -> None:
    assert line in [u.text for u in prose.units(text)]


def test_a_bullets_mark_is_still_stripped() -> None:
    texts = [u.text for u in prose.units("Packing:\n\n* a torch\n* two spare batteries\n")]
    assert "a torch" in texts and not any(t.startswith("*") for t in texts)
