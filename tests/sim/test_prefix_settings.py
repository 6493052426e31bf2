"""A settings file of KEY := value lines grouped by key prefix (issue 26, fix58a): ``grounded.prefix_settings``."""

from course_lib.sim.grounded.prefix_settings import Answer, NotListed, Unsure, answered

VAN = """# mobile library van
STOP_EAST_VILLAGES := Ashby, Corley Moor, Fenwick
STOP_EAST_DAYS := Tue Fri
STOP_EAST_ARRIVES := 10:30
STOP_WEST_VILLAGES := Holt, Ridley
STOP_WEST_DAYS := Wed
STOP_WEST_ARRIVES := 14:00
CLOSED_ON := Sunday Monday
LOAN_WEEKS = 3
"""


def test_a_day_not_in_the_group_of_the_named_value_is_no():
    found = answered("does the van come to corley moor on a wednsday?", [VAN])
    assert isinstance(found, Answer) and found.text.startswith("No") and ":=" not in found.text
    assert "Tuesday" in found.text


def test_a_day_in_the_group_is_yes():
    found = answered("will the van be at holt on wednesday", [VAN])
    assert isinstance(found, Answer) and found.text.startswith("Yes")


def test_a_negative_key_listing_the_day_is_no():
    found = answered("is the van out on monday?", [VAN])
    assert isinstance(found, Answer) and found.text.startswith("No") and "closed on" in found.text


def test_the_named_values_group_setting_asked():
    found = answered("what time does it get to ridley", [VAN])
    assert isinstance(found, Answer) and "14:00" in found.text


def test_a_day_with_no_value_named_over_several_groups_is_unsure():
    assert isinstance(answered("can i borrow books from the van on friday?", [VAN]), Unsure)


def test_one_key_named_by_all_its_words():
    found = answered("how many loan weeks do i get", [VAN])
    assert isinstance(found, Answer) and "3" in found.text and ":=" not in found.text


def test_a_code_no_list_holds():
    codes = "AREA_N_CODES := LS1 LS2\nAREA_N_FEE := 4\nAREA_S_CODES := LS9\nAREA_S_FEE := 6\n"
    assert isinstance(answered("do you cover LS7", [codes]), NotListed)


def test_guard_prose_is_no_settings_file():
    assert answered("is it open on monday?", ["The shop opens Mon to Sat, 9 to 5. FREE_PARKING = yes"]) is None
