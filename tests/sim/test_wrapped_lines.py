"""``grounded.wrapped_lines``: a sentence cut at its hard wrap read whole (issue 26, the forty-seventh
set's PP3), and the readers of change lines that use it (``later_corrections``). Invented material:
a choir's term card, a garden centre's notice."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.later_corrections import correcting
from course_lib.sim.grounded.wrapped_lines import joined


@pytest.mark.parametrize(("lines", "want"), [
    (["Notice: the Thursday rehearsal has", "been moved to the vestry."],
     ["Notice: the Thursday rehearsal has been moved to the vestry."]),
    (["Update: the sale now ends on", "14 March, not 7 March."], ["Update: the sale now ends on 14 March, not 7 March."]),
    # guards: a list, a finished line, a capitalised next line stay apart
    (["Tenors: Row B", "Basses: Row C"], ["Tenors: Row B", "Basses: Row C"]),
    (["The hall opens at 6.", "doors close at 10."], ["The hall opens at 6.", "doors close at 10."]),
    (["Choir term card", "Spring 2031"], ["Choir term card", "Spring 2031"]),
    (["12 compost bags", "4 trellis panels"], ["12 compost bags", "4 trellis panels"]),
    (["note: gloves are not supplied", "amended: 2 May - one more plot added"],
     ["note: gloves are not supplied", "amended: 2 May - one more plot added"]),  # a record's fields
])
def test_joined(lines, want):
    assert joined(lines) == want


CARD = ("Choir term card\n"
        "1. Welcome evening, Tuesday 6 January, 7.30 pm.\n"
        "2. Sectional rehearsals, Thursdays from 8 January.\n"
        "3. Summer concert, Saturday 27 June.\n"
        "Correction: the welcome evening now begins at\n"
        "8 pm, not 7.30 pm.")


def test_a_correction_wrapped_before_its_figure_is_read_whole():
    got = correcting("What time does the welcome evening begin?",
                     ["Welcome evening, Tuesday 6 January, 7.30 pm."], [CARD])
    assert got is not None and "8 pm" in got.line
