"""``quote_choice``: table rows tied on the question's words listed together (or a limit when too
many), a page of cards read under the card the question names. Invented pages."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.quote_choice import sibling_card_answer, tied_rows, within_named_card
from course_lib.sim.reports import explain
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from tests.sim._replies_helpers import gathered

PLANTS = ("| Plant | Water | Light |\n|---|---|---|\n| Fern | weekly | shade |\n| Ivy | weekly | shade |\n"
          "| Cactus | monthly | sun |\n")
MANY = PLANTS + "| Moss | weekly | shade |\n| Hosta | weekly | shade |\n"
CARDS = ("<div><h3>Wheel Throwing</h3><p>Sat 10:00</p><p>£45 per session</p></div>\n"
         "<div><h3>Hand Building</h3><p>Sun 14:00</p><p>£30 per session, glazes included</p></div>\n"
         "<div><h3>Raku Taster</h3><p>Fri 18:00</p><p>£60</p></div>")


@pytest.fixture(scope="module")
def matcher():
    return Matcher(Knowledge.load())


def test_tied_rows_join_the_picks(matcher):
    _, found = gathered(matcher, PLANTS, "Which plant likes shade?")
    assert tied_rows(found) is None
    assert [s.split(";")[0] for _, s in found.picks] == ["Plant: Fern", "Plant: Ivy"]


def test_too_many_tied_rows_state_a_limit(matcher):
    _, found = gathered(matcher, MANY, "Which plant likes shade?")
    with explain.collecting() as note:
        reply = tied_rows(found)
    assert "rows meet the question's words equally" in reply and note["limit"] == reply


def test_no_tie_no_change(matcher):
    _, found = gathered(matcher, PLANTS, "Which plant likes sun?")
    picks = list(found.picks)
    assert tied_rows(found) is None and found.picks == picks


def test_a_question_naming_a_card_reads_that_card(matcher):
    request, found = gathered(matcher, CARDS, "Are glazes included in the wheel throwing price?")
    assert [s for _, s in found.picks] == ["£30 per session, glazes included", "£45 per session"]
    assert [s for _, s in within_named_card(request, found).picks] == ["£45 per session"]
    reply = sibling_card_answer(request, found)
    assert reply.startswith('The notes say "£30 per session, glazes included" for Hand Building, and nothing')


def test_the_named_cards_own_line_is_no_sibling_answer(matcher):
    request, found = gathered(matcher, CARDS, "What does the wheel throwing session cost?")
    assert sibling_card_answer(request, found) is None
    assert within_named_card(request, found) is found  # one pick: nothing to drop
