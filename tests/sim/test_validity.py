"""``validity``: an end date worked out from a start date and a validity, or why not. Invented
notes."""

from __future__ import annotations

from course_lib.sim.grounded.validity import worked_end


def test_worked_end():
    q = "When does my railcard expire?"
    assert worked_end(q, ["Railcards are sold at the station."]) is None
    # a validity with no start phrase runs from the one date its line says something began (the
    # thirty-first set's Z6; before, "valid for 12 months" without "from" went unread and this was a limit)
    bare = worked_end(q, ["Railcard bought on 10 March 2027, valid for 12 months."])
    assert bare.date == "10 March 2028"
    unsure = worked_end(q, ["Railcard bought on 10 March 2027. Renew it at any station."])
    assert unsure.date is None and "how long it stays valid" in unsure.reason
