"""``operand_units``: a sentence on the question's subject gives the operands of the value asked
(figures joined by "for", "at ... per ..."), not the value. Invented notes."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.operand_units import unworked


@pytest.mark.parametrize(
    ("body", "unread"),
    [("Labour: 3 painters for 2 days at EUR 200 per painter per day.", True),
     ("Labour is included in the quote.", False), ("Labour costs EUR 1,200 in all.", False)],
)
def test_unworked(body, unread):
    assert (unworked("How much is the labour?", [body]) is not None) is unread


@pytest.mark.parametrize(
    ("question", "body", "unread"),
    [  # a discount or a surcharge by its figure is a computation's operand, in English and Chinese
     ("How much is the tour if I book in May?", "The tour is £240. Book before 1 June for £30 off.", True),
     ("How much is the cabin for a dog owner?", "The cabin is €95 a night plus a pet surcharge of €15.", True),
     ("周末去要付多少钱？", "门票120元，周末加收30元。工作日优惠20元。", True),
     ("团购要多少钱？", "单人票80元，团购打8折。", True),
     ("How much is the tour?", "The tour costs £240 in all, lunch included.", False),
     ]
)
def test_discounts_are_operations(question, body, unread):
    assert (unworked(question, [body]) is not None) is unread


@pytest.mark.parametrize(("text", "figures_"), [
    ("学费1600元，优惠200元", {"1600", "200"}),
    ("第3期共8次课", {"3", "8"}),
    ("paper size A4, firmware v2", set()),
    ("1,250元", {"1250"}),
])
def test_figures_beside_chinese_characters(text, figures_):
    from course_lib.sim.words.quantities import figures

    assert set(figures(text)) == figures_


ROTA = "Early   06:00  14:00\nLate    14:00  22:00\nNight   22:00  06:00"
COACH = "Leaves Dunmore 08:05, reaches Kilbride 09:50\nLeaves Dunmore 13:20, reaches Kilbride 15:05"


@pytest.mark.parametrize(("question", "body", "covered", "doubted"), [
    ("how long is a shift?", ROTA, 0.0, True),
    ("what time does the evening session begin?", ROTA, 0.0, True),
    ("how long is the journey?", COACH, 0.0, True),
    ("how long is the journey?", COACH, 0.4, False),  # a word met: the other steps read it
    ("how long is the journey?", "Leaves Dunmore 08:05, reaches Kilbride 09:50", 0.0, False),  # one line
    ("how much is a ticket?", COACH, 0.0, False),  # money is not read from clock times
    ("which is the last coach back?", COACH, 0.0, True),  # a thing by its order in time
    ("who is the last driver?", "Driver rota: Ann, Bob, Cy", 0.0, False),
])
def test_unshared_times(question, body, covered, doubted):
    from course_lib.sim.grounded.operand_units import unshared_times

    assert (unshared_times(question, [body], covered) is not None) is doubted


def test_a_timetable_question_in_other_words_is_a_limit_not_i_dont_know():
    import warnings

    from course_lib.sim.chat.model import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(f"Coach times:\n\n{COACH}\n\nhow long does the trip take?")
    assert any(w.category.__name__ == "SimulatorLimitWarning" for w in caught), out.content
