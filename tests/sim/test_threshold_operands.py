"""A threshold's side is no answer to a whole payment asked (``grounded.threshold_answers.operand_amount``, fix54b):
the question's figure is an operand of the total, so the reply works the total or states a limit."""

from __future__ import annotations

import warnings

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded import threshold_answers

TEMPLATE = "Answer the question based only on the following context:\n{notes}\n\nQuestion: {question}\n"

FLORIST = ("Bloom Street Florist\n"
           "Hand-tied bouquet: £28.00\n"
           "Delivery within 6 miles: £5.00, free on orders over £40.00.")
ARCHIVE = ("Borrowers owing more than £5 may not reserve items.\n"
           "Damaged map: the map's listed price plus a £2.00 handling fee.")


def _ask(notes: str, question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(TEMPLATE.format(notes=notes, question=question))
    return out.content, out.response_metadata.get("simulator_limit")


def test_a_total_asked_after_a_distance_is_no_threshold_verdict():
    text, limit = _ask(FLORIST, "One bouquet sent 4 miles across town. What's the total?")
    assert "is at most" not in text
    assert limit or "33" in text


def test_a_whole_payment_asked_after_an_amount_is_no_threshold_verdict():
    text, limit = _ask(ARCHIVE, "I tore a map that was listed at £7.40. What will I pay?")
    assert "is more than" not in text
    assert limit or "9.40" in text


def test_a_verdict_asked_still_reads_the_threshold():  # guard: a yes/no is the threshold's own question
    text, _ = _ask(ARCHIVE, "I owe £6.10. May I reserve a book?")
    assert "more than £5" in text


def test_operand_amount_reads_the_ask_not_the_measure():
    class Q:  # a stated quantity: money, a measure, an age
        def __init__(self, unit: str, age: bool = False):
            self.unit, self.age = unit, age

    assert threshold_answers.operand_amount("I broke a cup worth £6. What do I owe?", Q("GBP"))
    assert not threshold_answers.operand_amount("My box weighs 3 kg. What will I pay?", Q("kilogram"))
    assert threshold_answers.operand_amount("Two boxes sent 3 miles. What's the total?", Q("mile"))
