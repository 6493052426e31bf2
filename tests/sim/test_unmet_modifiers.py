"""An asked modifier met only beside another thing's value (issue 26, fix58a): ``grounded.unmet_modifiers``."""

from course_lib.sim.grounded.unmet_modifiers import unmet

THREAD = ("Ticket 88: the upload button does nothing\n"
          "asha (2 Mar): Happens on build 5.1.2 with Edge 119.\n"
          "marco (3 Mar): Same on my iPad. A reload does not help.\n"
          "asha (4 Mar): Python: >=3.10 on the server.")


def test_a_modifier_written_with_no_value_is_unmet():
    assert unmet("what ipad model is marco using", [THREAD]) == ("iPad", "model")


def test_guard_a_modifier_with_its_value_is_met():
    assert unmet("which edge version did asha use", [THREAD]) is None
    assert unmet("what python version is on the server", [THREAD]) is None


def test_guard_a_modifier_in_no_document_is_left_to_the_absence_reader():
    assert unmet("which firefox version", [THREAD]) is None


def test_guard_a_key_holding_the_value_noun_beside_the_modifier():
    rule = '{ "matchPackageNames": ["flask"], "allowedVersions": "<3.0" }'
    assert unmet("which flask versions are allowed", [rule]) is None
