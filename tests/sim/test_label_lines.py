"""A label's or a card's short lines stay one a line; only a line that is wrapped runs on into the
next (``prose._label_lines``, ``prose._stands_apart``): a wrapped line ends near the paragraph's
wrap width with a next word that would not have fitted, or ends midway through a phrase (a
hyphen, a comma, an article, a preposition). Short lines that each open with a capital were read
as one hard-wrapped "sentence", so every answer quoted the whole label (issue 26; the twenty-first
set's class P1). Invented labels and cards, none of the set's."""

from __future__ import annotations

import textwrap

import pytest

from course_lib.sim.material.prose import units
from tests.sim._chat import ask_rag

SEEDS = ("SEED PACKET - Dwarf French bean 'Ruby'\n"
         "Sow outdoors from late spring\n"
         "Plant them 5 cm deep\n"
         "Keep the soil moist until the seedlings appear above ground\n"
         "Harvest after 10 weeks\n"
         "Packed for Greenrow Seeds Ltd\n")

PERMIT = ("Westbury Council \u2013 resident parking permit\r\n"
          "Holder: Tomasz Wrobel      Zone: C3\r\n"
          "Vehicle: grey Skoda Fabia, YK19 LMO\r\n"
          "Valid on weekdays between 08:00 and 18:30 in bays marked C3\r\n"
          "Not valid in pay-and-display bays\r\n"
          "Display on the windscreen at all times\r\n")

PILLS = ("Ibuprofen tablets for pain relief\n"
         "Swallow whole with a glass of water\n"
         "Do not take more than six tablets in a day\n"
         "Do not give to children under 12\n"
         "Store below 25\u00b0C\n")


@pytest.mark.parametrize(("text", "line"), [
    (SEEDS, "Harvest after 10 weeks"),
    (SEEDS, "Plant them 5 cm deep"),
    (PERMIT, "Not valid in pay-and-display bays"),
    (PERMIT, "Display on the windscreen at all times"),
    (PILLS, "Do not give to children under 12"),
    (PILLS, "Store below 25\u00b0C"),
])
def test_a_labels_short_lines_are_units_of_their_own(text, line):
    assert line in [u.text for u in units(text)]


@pytest.mark.parametrize(("text", "question", "expected", "not_in"), [
    (SEEDS, "When do I harvest?", "Harvest after 10 weeks", "Sow"),
    (PERMIT, "What's the zone?", "C3", "Skoda"),
    (PILLS, "Can I give these to children?", "children under 12", "Store below"),
    (PILLS, "How should I store them?", "Store below 25\u00b0C", "children"),
])
def test_an_answer_from_a_label_quotes_its_line_not_the_label(text, question, expected, not_in):
    reply, _ = ask_rag(text, question)
    assert expected in reply and not_in not in reply, reply


PROSE = ("Dear residents, the lift in Block B will be out of service from Monday while Kone engineers "
         "replace the motor and the doors on every floor. Residents who need help with shopping or "
         "with bins should call Marta at the housing office, who will arrange a volunteer. Deliveries "
         "can be left with the concierge in Block A during office hours. We are sorry for the trouble "
         "this causes and expect the work to be finished by Friday 21 March.")


@pytest.mark.parametrize("width", [40, 50, 60, 72])
def test_hard_wrapped_prose_still_reads_as_on_long_lines(width):
    assert [u.text for u in units(textwrap.fill(PROSE, width))] == [u.text for u in units(PROSE)]


def test_a_line_ending_midway_through_a_phrase_runs_on_however_short():
    text = ("Card for the night porter\nPlease ring the bell at\nGate 4 after 23:00\n"
            "Keys are kept in the\nSafe behind reception\nNo visitors after midnight\n")
    got = [u.text for u in units(text)]
    assert "Please ring the bell at Gate 4 after 23:00" in got
    assert "Keys are kept in the Safe behind reception" in got


CLOCK = ("Brass carriage clock\n"
         "Birmingham, about 1890\n"
         "Gilt brass case with an enamel dial\n"
         "Given by Mr Arthur Penrose, 1952\n"
         "Clocks like this travelled with their owners on long coach journeys.\n")


def _gathered(text: str, question: str):
    from course_lib.sim.grounded import evidence
    from course_lib.sim.material.documents import Document
    from course_lib.sim.words.knowledge import Knowledge
    from course_lib.sim.words.matching import Matcher

    matcher = Matcher(Knowledge.load())
    return evidence.gather(matcher, question, [Document("label", "", text, 1)]), matcher


def test_a_label_line_met_only_by_the_titles_words_is_no_answer():
    from course_lib.sim.grounded import label_titles

    found, matcher = _gathered(CLOCK, "What is the carriage clock made of?")
    assert label_titles.subject_only(found, matcher, "What is the carriage clock made of?") == "Brass carriage clock"
    reply, limits = ask_rag(CLOCK, "What is the carriage clock made of?")
    assert limits and "coach journeys" not in reply.split("The offline simulator")[0], reply


@pytest.mark.parametrize(("question", "expected"), [
    ("Who gave the carriage clock?", "Given by Mr Arthur Penrose, 1952"),  # "given": the line's own word
    ("What kind of dial does the clock have?", "enamel dial"),
])
def test_a_label_line_that_meets_a_word_of_its_own_is_the_answer(question, expected):
    from course_lib.sim.grounded import label_titles

    found, matcher = _gathered(CLOCK, question)
    assert label_titles.subject_only(found, matcher, question) is None
    reply, limits = ask_rag(CLOCK, question)
    assert expected in reply and not limits, reply


def test_a_sections_heading_is_no_label_title():
    from course_lib.sim.grounded import label_titles

    text = "# Parking\n\nParking costs GBP 5 per day at the north gate."
    found, matcher = _gathered(text, "How much is parking?")
    assert label_titles.subject_only(found, matcher, "How much is parking?") is None
