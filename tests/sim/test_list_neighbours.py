"""The item next to a named one in an ordered list (issue 26; leftovers_h bee-after, fete-after):
"Who came after X?" over numbered placings or a running order by clock time was answered with X's
own line and "nothing about 'came', 'after'". Lists and wordings invented for this test.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import list_neighbours
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

RACE = """Village fun run - results
1. Hamish Doyle
2. Leontine Ferrer
3. Kwabena Asante
4. Maud Pelletier
5. Ruairi Quinn
"""

GIG = """Saturday line-up (Meadow stage)
14:00 The Lanterns
15:10 Copper Kettle
16:30 Nightjar Trio
18:00 Big Sky Ceili Band
"""

QUIZ = """Pub quiz - final standings
1st Quizteama Aguilera
2nd Les Quizerables
3rd The Brainy Bunch
"""

FOUND = [
    (RACE, "Who came after Leontine Ferrer?", "Kwabena Asante"),
    (RACE, "who finished behind kwabena asante", "Maud Pelletier"),
    (RACE, "Who was ahead of Maud Pelletier?", "Kwabena Asante"),
    (GIG, "What's on after Copper Kettle?", "16:30 Nightjar Trio"),
    (GIG, "Which band plays before the nightjar trio?", "15:10 Copper Kettle"),
    (QUIZ, "Which team came after Les Quizerables?", "The Brainy Bunch"),
]


@pytest.mark.parametrize(("doc", "question", "item"), FOUND)
def test_the_item_next_to_the_named_one_answers(doc, question, item):
    found = list_neighbours.neighbour(question, [doc])
    assert found is not None and found.item == item, found


@pytest.mark.parametrize(("doc", "question", "text"), [
    (RACE, "Who came after Ruairi Quinn?", "Nobody: Ruairi Quinn is last (5th of 5)."),
    (GIG, "What's on before The Lanterns?", "Nobody: 14:00 The Lanterns is first."),
])
def test_an_item_at_the_end_has_no_neighbour_there(doc, question, text):
    assert list_neighbours.neighbour(question, [doc]).answer() == text


@pytest.mark.parametrize(("doc", "question"), [
    (RACE, "Who came after Oona Byrne?"),  # no such runner
    (RACE, "Who won?"),  # no neighbour asked
    (GIG, "What's on after 15:00?"),  # a bound on a time, no item named
    (GIG, "When does Nightjar Trio play?"),
    ("Bring a torch.\nWe meet after the talk.\nTea is at four.", "What happens after the talk?"),  # no list
    ("1. Pack the tent\n3. Light the stove\n5. Cook", "What comes after pack the tent?"),  # no run of numbers
    ("Order of play\n1. Ana Rossi\n2. Ana Rossi-Klein\n3. Tom Webb", "Who is after Ana Rossi?"),  # two items meet
])
def test_no_answer_without_one_named_item_in_an_ordered_list(doc, question):
    assert list_neighbours.neighbour(question, [doc]) is None


@pytest.mark.parametrize(("question", "want"), [
    ("Who came after Leontine?", ("leontine", 1)),
    ("which act is on before the choir", ("the choir", -1)),
    ("Who finished ahead of Maud?", ("maud", -1)),
    ("Who came after Maud but before Ruairi?", None),  # two neighbours asked
    ("Tell me who came after Maud", None),  # not a who / what / which question
])
def test_the_question_names_an_item_and_a_direction(question, want):
    assert list_neighbours.asked(question) == want


def test_the_chat_model_answers_with_the_neighbour(llm):  # noqa: F811
    text, stated = _rag(llm, RACE, "who came after leontine ferrer")
    assert text.startswith("Kwabena Asante") and "Maud" not in text and not stated, (text, stated)


# A programme of time ranges in two tracks (shapes branch; twenty-ninth conf-room2-after-lunch):
# "12:15-13:30 Lunch" was read as list item 12 ("15-13:30 Lunch") in a run 9, 10, 11, 12 ... of
# clock hours, and "who's on after lunch" answered with a cut line.
SWIM_GALA = """Gala running order
08:45–09:15   Warm-up (both pools)
09:20–10:10   Heats: 50m free – Pool 1         Heats: 50m back – Pool 2
10:15–10:45   Tea break (foyer)
10:50–11:40   Finals: 100m IM – Pool 1         Relays – Pool 2
"""


@pytest.mark.parametrize("line", ["12:15–13:30 Lunch", "09:05 Registration", "7:30-8:00 Breakfast"])
def test_a_clock_time_opening_a_line_is_no_list_number(line):
    assert list_neighbours._NUMBERED_RE.match(line) is None


@pytest.mark.parametrize("question", ["what's on in pool 2 after the tea break", "who swims straight after the warm-up?"])
def test_an_item_on_a_timed_line_no_list_holds_is_unread(question):
    found = list_neighbours.neighbour(question, [SWIM_GALA])
    assert found is not None and found.unread and not found.item, found


def test_the_chat_model_states_its_limit_on_a_grid_it_cannot_step_along(llm):  # noqa: F811
    text, stated = _rag(llm, SWIM_GALA, "what's on in pool 2 after the tea break")
    assert stated and "after 'the tea break'" in stated[0], (text, stated)
