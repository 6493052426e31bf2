"""Struck-out text is the old value (issue 26, fix58a): ``material.struck_text``."""

from course_lib.sim.material.plain_text import plain_text
from course_lib.sim.material.struck_text import has_struck, without_struck


def test_markdown_strike_with_replacement_is_left_out():
    assert without_struck("Hand-in: ~~Friday~~ Monday 3pm.") == "Hand-in: Monday 3pm."


def test_html_del_with_replacement_is_left_out():
    assert without_struck("Entry: <del>£12</del> £10 for adults") == "Entry: £10 for adults"


def test_plain_text_reads_without_the_old_value():
    out = plain_text("kit (4 Jun): the quiz moves ~~Tuesday 8pm~~ Thursday 8pm.")
    assert "Tuesday" not in out and "Thursday 8pm" in out


def test_guard_struck_row_with_nothing_after_it_stays():
    assert without_struck("- ~~Hal Roper~~\n- Ann Lee") == "- ~~Hal Roper~~\n- Ann Lee"


def test_guard_struck_row_said_withdrawn_stays():
    line = "~~Hal Roper~~ withdrawn on the vet's advice"
    assert without_struck(line) == line


def test_guard_no_mark_is_untouched():
    assert not has_struck("Release on 14 Feb") and without_struck("a ~ b") == "a ~ b"


def test_guard_a_claim_struck_in_words_stays():
    line = "ines (9 Jul): ~~Only with a card~~ Cash is fine too."
    assert without_struck(line) == line
