"""One amount of money asked, combined from several (issue 26, the thirty-eighth set's GG4 family):
a reply quoting several amounts with no working is no answer to "three sessions: what's the
fee?" (``grounded.combined_amounts.unworked``; ``responders.replies`` states the limit). Wordings
invented here (a dog groomer, a piano teacher, a kennels, a gym), none from a set or a probe."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.combined_amounts import unworked

UNWORKED = [
    ("How much is a full groom with nail clipping?", "Full groom: £45. Nail clipping: £8."),
    ("We need three nights for the dog. What's the kennel fee?", "Night: €25. Day care: €15."),
    ("What will I pay for four lessons plus the exam entry?", "Lesson: $30. Exam entry: $55."),
]

ANSWERS = [
    ("How much is a full groom with nail clipping?", "£53 (£45 + £8)."),      # worked
    ("How much is a full groom?", "Full groom: £45. Nail clipping: £8."),      # one thing asked
    ("How much are the lessons?", "Lesson: $30. Exam entry: $55."),            # prices asked, plural
    ("What's the kennel fee for three nights?", "Three nights cost €75."),     # one amount
    ("When is the kennel open with the late slot?", "8:00-18:00; £5 extra."),  # no money asked
    ("How much is a full groom with nail clipping?", "£53 together: £45 for the groom and £8 for the nails."),
    ("How much is a full groom with nail clipping?", "That's £53: the groom is £45 and clipping £8."),
    ("How much is a lesson with the sibling rate?", "Lesson: $30, $40 for two; siblings 10% off."),  # a discount rule
]


@pytest.mark.parametrize("question,reply", UNWORKED)
def test_several_amounts_quoted_for_one_combined_amount(question, reply):
    assert unworked(question, reply) is not None


@pytest.mark.parametrize("question,reply", ANSWERS)
def test_an_answer_or_another_question(question, reply):
    assert unworked(question, reply) is None


GYM = """Gym price list
Off-peak visit: £6
Peak visit: £9
Towel hire: £2
Locker: free
"""


PIANO = """Piano lessons with Ms Okafor
Half-hour lesson: £18.
Hour lesson: £32.
Exam entry (Grade 1-3): £45, paid through me.
"""


def test_the_model_keeps_a_worked_sum():
    llm = SimulatedChatModel()
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = llm.invoke([SystemMessage(f"Answer from the notes.\n\n{PIANO}"),
                          HumanMessage("How much is an hour lesson plus the exam entry?")])
    assert "77" in out.content and not out.response_metadata.get("simulator_limit"), out.content


def test_the_model_quotes_no_price_list_for_a_combined_amount():
    llm = SimulatedChatModel()
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = llm.invoke([SystemMessage(f"Answer from the notes.\n\n{GYM}"),
                          HumanMessage("How much is a peak visit with towel hire?")])
    assert out.response_metadata.get("simulator_limit") or "11" in out.content, out.content


@pytest.mark.parametrize(("question", "reply", "combined"), [
    # a bare "how much" after the items asks one amount (fails on start77: no money word after "how much")
    ("the large hamper plus gift wrap, how much", "Large hamper: £45. Gift wrap: £3.50 per item.", True),
    ("sea view room with breakfast - how much?", "Sea view room: €120 a night. Breakfast: €14 per person.", True),
    ("child doing both climbing walls how much", "Walls: Boulder £7, Lead £10. Both walls: add £4 to the Lead price.",
     True),
    # guard rows (pass on start77 too): one amount quoted, or no bare "how much" at the end
    ("the large hamper plus gift wrap, how much", "£48.50 together: £45 and £3.50.", False),
    ("how much flour plus sugar", "Flour: 500 g. Sugar: 200 g.", False),
])
def test_a_bare_how_much_after_the_items_asks_one_amount(question, reply, combined):
    assert (unworked(question, reply) is not None) == combined


@pytest.mark.parametrize(("question", "reply", "combined"), [
    # a plus inside a quoted line's name is no working (fails on start77: any "+" read as a working)
    ("how much does the duo pass save us vs paying for 2 adults separately",
     "Duo pass (1 adult + 1 child, any pool): Lido £11, Indoor £8.", True),
    ("what's the price for three nights with the dog",
     "Cabin (2 beds + sofa bed): £70 a night. Dogs: £10 per stay.", True),
    # guard rows (pass on start77 too): a real working between figures
    ("how much does the duo pass save us vs paying for 2 adults separately", "£3 (£14 - £11 = £3).", False),
    ("what's the price for three nights with the dog", "£220 (3 × £70 + £10).", False),
])
def test_a_plus_inside_a_quoted_name_is_no_working(question, reply, combined):
    assert (unworked(question, reply) is not None) == combined


def test_a_product_whose_count_is_in_words_is_a_working():
    """Guard: passes on start77 too (regress77's first operator reading missed "hours x £15": figures_z boat-5h)."""
    assert unworked("how much for 5 hours with the cool box", "£45.00 (3 extra hours x £15 over the first 2 hours).") is None
