"""A sum of a shared-event column is halved when the table's sides balance (fix48b, the forty-sixth set's
OO6; ``totals._two_sides``, ``lexicons.yaml`` shared_event_columns): "games" / "played" / "matches"
summed over rows whose won and lost (or for and against) columns add up alike count each event on two
rows. A column of the rows' own amounts, or a table with no balancing sides, is added as before.
Material of my own: a table-tennis box league, a netball ladder, a rota of hours."""

from __future__ import annotations

from course_lib.sim.grounded.totals import answer, totalled

TT = ("Box league 4 - table tennis\nPlayer | Games | Won | Lost\nAmir | 3 | 3 | 0\nBeth | 3 | 1 | 2\n"
      "Cal | 3 | 2 | 1\nDee | 3 | 0 | 3")
NETBALL = ("Netball ladder\nTeam | Matches | Goals for | Goals against\nSwifts | 4 | 52 | 40\nKites | 4 | 45 | 47\n"
           "Larks | 4 | 38 | 48\nRobins | 4 | 41 | 41")
UNBALANCED = ("Squash ladder\nPlayer | Games | Won\nAmir | 3 | 3\nBeth | 3 | 1\nCal | 3 | 2")
ROTA = "Cafe rota\nVolunteer | Shifts | Hours\nJo | 3 | 9\nKit | 2 | 6\nLou | 4 | 12"


def test_shared_events_halved():
    found = totalled("How many games were played in the box league altogether?", [TT])
    assert found is not None and found.total == 6 and answer(found).startswith("6. ")
    found = totalled("How many matches were played in total?", [NETBALL])
    assert found is not None and found.total == 8


def test_own_amounts_added():
    found = totalled("How many games were played altogether?", [UNBALANCED])
    assert found is not None and found.total == 9  # no sides that balance: no evidence of shared games
    found = totalled("How many hours did the volunteers do in total?", [ROTA])
    assert found is not None and found.total == 27
