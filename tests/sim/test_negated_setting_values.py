"""A setting whose value is a negation answers a yes/no with no (issue 26, the forty-first set's
JJ8; ``config_files.negated_value``). Wordings and files of my own (branch fix43a); the rows marked
"new" fail on b45463ca, where the value met by the question's words gave "Yes"."""

import pytest

from course_lib.sim.grounded import config_files

VAN = "van_hire:\n  vehicle: Transit Custom\n  roof_rack: not fitted\n  tow_bar: none\n  sat_nav: included\n  days: 4\n"
STALL = "[stall]\npitch = B14\ngazebo = not supplied\nelectric_hookup = yes\ntable = n/a\n"


@pytest.mark.parametrize("doc, question, opener", [
    (VAN, "Is there a roof rack fitted on the van?", "No"),  # new
    (VAN, "Does the van have a tow bar?", "No"),  # new (a "none")
    (VAN, "Is a sat nav included?", "Yes"),
    (STALL, "Do they supply a gazebo?", "No"),  # new
    (STALL, "Do we get an electric hookup?", "Yes"),
])
def test_a_negated_value_answers_no(doc, question, opener):
    got = config_files.answered(question, [doc])
    assert isinstance(got, config_files.Answer), got
    assert got.text().startswith(opener + ":"), got.text()


@pytest.mark.parametrize("value, negated", [
    ("not booked", True), ("None", True), ("n/a", True), ("无", True), ("no (ask at desk)", True),
    ("nothing extra", False), ("north wing", False), ("GBP 150 on the card", False), ("notes attached", False),
])
def test_which_values_open_with_a_negation(value, negated):
    assert config_files.negated_value(value) is negated
