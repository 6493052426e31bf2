"""A follow-up's reference to an item of the previous answer (``course_lib.sim.request.references``).

Lists and notes invented here (lighthouses, allotment plots, two bakeries, ferries): "the second
one" is the previous answer's second item; "it" after an answer that only listed two or more
items is a stated conversation limit, never the first item; "it" after an answer that is a
sentence is read as before.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.references import ambiguous_pronoun, listed_items, resolved


@pytest.mark.parametrize(("answer", "items"), [
    ("1. Nash Point\n2. Flat Holm\n3. Mumbles", ["Nash Point", "Flat Holm", "Mumbles"]),
    ("- Plot 7\n- Plot 12", ["Plot 7", "Plot 12"]),
    ("Crumbs Bakery and the Rye House.", ["Crumbs Bakery", "Rye House"]),
    ("Nash Point, Flat Holm or Mumbles", ["Nash Point", "Flat Holm", "Mumbles"]),
    ("Mira Osei leads Project Kestrel.", []),
    ("The lighthouse at Nash Point is open on Sundays.", []),
])
def test_listed_items(answer, items):
    assert listed_items(answer) == items


@pytest.mark.parametrize(("question", "answer", "want"), [
    ("How tall is the second one?", "1. Nash Point\n2. Flat Holm\n3. Mumbles", "How tall is Flat Holm?"),
    ("Who rents the last one?", "- Plot 7\n- Plot 12", "Who rents Plot 12?"),
    ("When does the latter open?", "Crumbs Bakery and the Rye House.", "When does Rye House open?"),
    ("And the first one?", "Nash Point, Flat Holm or Mumbles", "And Nash Point?"),
])
def test_an_ordinal_reference_is_the_item_in_that_place(question, answer, want):
    assert resolved(question, (("human", "Which ones?"), ("ai", answer))) == want


def test_no_item_in_that_place_or_no_list_resolves_nothing():
    assert resolved("What about the fifth one?", (("ai", "1. Nash Point\n2. Flat Holm"),)) is None
    assert resolved("How tall is the second one?", (("ai", "Mira Osei leads Project Kestrel."),)) is None
    assert ambiguous_pronoun("When does it open?", (("ai", "Mira Osei leads Project Kestrel."),)) == []


LIGHTHOUSES = """Lighthouses of the coast
Nash Point lighthouse: 37 m tall, tours on Sundays.
Flat Holm lighthouse: 30 m tall, reached by boat from Cardiff.
Mumbles lighthouse: 17 m tall, closed to visitors."""

BAKERIES = """Crumbs Bakery opens at 07:00 and closes at 15:00.
The Rye House opens at 08:30 and closes at 17:00."""


def _ask(notes: str, *turns: str):
    messages = [SystemMessage(f"Answer from these notes only.\n\n{notes}")]
    messages += [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        reply = SimulatedChatModel().invoke(messages).content
    return reply, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize(("turns", "want", "not_want"), [
    (("Which lighthouses are on the coast?", "1. Nash Point\n2. Flat Holm\n3. Mumbles", "How tall is the second one?"),
     "30 m", "37 m"),
    (("Which lighthouses are on the coast?", "1. Nash Point\n2. Flat Holm\n3. Mumbles", "How tall is the last one?"),
     "17 m", "37 m"),
    (("Which lighthouses are on the coast?", "Nash Point, Flat Holm and Mumbles.", "How tall is the first one?"),
     "37 m", "30 m"),
])
def test_the_item_is_answered_from_the_notes(turns, want, not_want):
    reply, _ = _ask(LIGHTHOUSES, *turns)
    assert want in reply and not_want not in reply


@pytest.mark.parametrize(("notes", "turns"), [
    (BAKERIES, ("Where can I buy bread early?", "Crumbs Bakery and the Rye House.", "When does it close?")),
    (LIGHTHOUSES, ("Which lighthouses can I see?", "1. Nash Point\n2. Flat Holm", "How tall is it?")),
    (BAKERIES, ("Any bakeries nearby?", "- Crumbs Bakery\n- Rye House", "What time does it open?")),
])
def test_a_pronoun_over_several_listed_items_is_a_stated_limit(notes, turns):
    reply, limits = _ask(notes, *turns)
    assert limits and "which earlier item" in limits[0]
