"""A system prompt that names its material with "only" ("Use only the handbook.") reads the paragraphs
after it as the documents, whatever the noun (``pointed_material`` ``only_named``). Material of my own."""
from __future__ import annotations

import pytest

from course_lib.sim.request.pointed_material import after_pointer

HALL = """Riverside Scout Hall - hire conditions
1. Hirers must not use the kitchen ovens without a trained leader present.
2. Bouncy castles may be used only with the committee's written approval.
3. The hall must be left as found by 10pm.
4. Parking is on the street."""


@pytest.mark.parametrize(("system", "read"), [
    (f"You help hirers. Use only the conditions.\n\n{HALL}", True),
    (f"Answer hirers' questions from the hire terms only.\n\n{HALL}", True),
    (f"Help the user. Use a friendly tone.\n\n{HALL}", False),  # no material named
])
def test_material_named_with_only(system, read):
    assert (after_pointer(system) is not None) is read
