"""A question that asks arithmetic (a total, a product, ...) of amounts the documents state gets no
trusted "I don't know.": the value is worked out, so no sentence writes it and its absence is no
evidence (``absence.asks_operation``, ``absence.trusted``); and a product's "per" line is its
operand ("£2.40 per hour" for "4 hours"), not a stated result (``workings._line_product``).
Invented notes and wordings."""
import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded import absence


def _ask(notes: str, question: str) -> tuple[str, str | None]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Context:\n{notes}\n\nQuestion: {question}")
    return out.content, out.response_metadata.get("simulator_limit")


def _features(**changed) -> absence.Features:
    base = dict(coverage=0.3, on_subject=False, unit="sentence", names=0, names_found=0, rare_name_absent=False,
                terms=2, terms_found=1, asked="money", asked_held=True, prose=1.0, sentence_words=12.0)
    return absence.Features(**{**base, **changed})


@pytest.mark.parametrize("question, operation", [
    ("how much did we take altogether", "total"),
    ("What do the two tickets come to in total?", "total"),
    ("how much for 3 nights", "product"),
    ("who paid in total", ""),  # a who-question despite "in total"
    ("how much is the deposit", ""),
    ("when does the total eclipse start", ""),
])
def test_asks_operation(question, operation):
    assert absence.asks_operation(question) == operation


def test_an_asked_operation_over_stated_amounts_is_not_trusted_even_in_prose():
    assert absence.trusted(_features()) is True  # a lookup over prose: trusted as before
    assert absence.trusted(_features(operation="total")) is False
    assert absence.trusted(_features(operation="total", asked_held=False)) is True  # no amount of the kind stated
    assert absence.trusted(_features(operation="total", rare_name_absent=True)) is True  # a name no document holds


def test_a_total_over_prose_prices_is_no_trusted_i_dont_know():
    notes = ("The coach to the coast is £18 for adults and £9 for children under 12. Lunch is not included.\n"
             "The coach leaves the square at 8am.")
    text, limit = _ask(notes, "how much in total for me and my sister")
    assert text != "I don't know."
    assert limit  # the pairing cannot be read: a stated limit, not a guess


def test_a_rate_per_unit_is_a_products_operand():
    text, limit = _ask("Parking at the station costs £2.40 per hour, up to a daily maximum of £14.",
                       "how much for 4 hours parking")
    assert limit is None and "£9.60" in text


def test_a_plain_lookup_is_unchanged():
    text, limit = _ask("The allotment rent is £38 a year. Water is included.\nSheds must not exceed 6 by 4 feet.",
                       "how much is the deposit")
    assert limit is None and "deposit" in text  # the partial answer names what it could not find
