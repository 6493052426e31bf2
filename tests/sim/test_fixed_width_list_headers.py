"""A fixed-width table's header cell may list what its column is for ("Sat, Sun, holidays") when
every cell under it is a value opening with a figure; a comma list over words stays a row's value
(issue 26, nineteenth N1). Invented grids, none of the set's."""

from __future__ import annotations

import pytest

from course_lib.sim.material import data_records

_GRIDS = [
    (
        """                 Mon-Thu        Fri, Sat, Sun
Doors open       18:30          17:00
Last entry       22:00          23:30
""",
        ["", "Mon-Thu", "Fri, Sat, Sun"],
    ),
    (
        """Size             Small, medium, large      Extra large
Price            £4.50                     £6.00
Deposit          £1.00                     £2.00
""",
        ["Size", "Small, medium, large", "Extra large"],
    ),
    (
        """Route            Weekdays       Sat, Sun, bank holidays
Bus 12           15 min         30 min
Bus 40           20 min         60 min
""",
        ["Route", "Weekdays", "Sat, Sun, bank holidays"],
    ),
]


@pytest.mark.parametrize(("text", "header"), _GRIDS)
def test_a_header_cell_listing_days_over_figures_is_a_label(text, header):
    grid = data_records.fixed_width_table(text.splitlines())
    assert grid is not None
    assert grid[1] == header
    assert len(grid[2]) == 2


def test_a_comma_list_over_words_is_still_no_header():
    text = """Floor 1          Cloakroom, lockers, toilets
Floor 2          Cafe, shop, terrace
Floor 3          Gallery, archive, offices
"""
    assert data_records.fixed_width_table(text.splitlines()) is None
