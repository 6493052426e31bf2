"""``counting``: a row struck out or marked withdrawn is no longer one of the rows a "how many ... <value>"
question counts, unless the question asks about those marks. Invented sheets (a choir's parts, a relay)."""

from __future__ import annotations

from course_lib.sim.grounded import counting

CHOIR = ("| Singer | Part | Note |\n|---|---|---|\n| Ines | alto | |\n| ~~Bo~~ | ~~alto~~ | |\n"
         "| Cal | tenor | |\n| Dee | alto | |\n| Eli | alto | withdrawn |\n| Fay | tenor | |")


def test_struck_and_withdrawn_rows_are_out():
    found = counting.count("How many singers are in the alto part?", [CHOIR])
    assert isinstance(found, counting.Count) and found.number == 2


def test_other_values_unchanged():  # guard
    found = counting.count("How many singers sing tenor?", [CHOIR])
    assert isinstance(found, counting.Count) and found.number == 2


def test_counting_the_withdrawn():  # guard: the mark itself is asked
    found = counting.count("How many singers have withdrawn?", [CHOIR])
    assert found is None or not isinstance(found, counting.Count) or found.number == 1
