"""``grounded.other_forms``: before "I don't know", the question's clock time written in the documents in
the other clock, or a numbered member of a kind the documents number with other members: the documents
limit (issue 26, invent75). Invented wordings: a sports hall's bookings, a library's late opening, a
ferry's gates, a housing estate's blocks, a Chinese car park's levels. Every row but the guards fails on
start75 (where the module did not exist; the reply rows through the simulator answer "I don't know"
there); the guards say so."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.grounded.other_forms import limit


@pytest.mark.parametrize(("question", "body"), [
    ("can i book the hall for 8pm", "Evening slots: 18:00-20:00 and 20:00-22:00, £30 an hour."),
    ("is the library open at 20:30 on thursdays?", "Late opening on Thursdays until 8.30pm."),
    ("does gate 4 board the morning boat", "Morning sailings board at gates 1, 2 and 3."),
    ("is block 7 getting new windows", "Window replacement: blocks 2, 3 and 5 in March."),
    ("2号楼有车位吗", "地下车位分配:1号楼、3号楼、5号楼。"),
])
def test_limit(question, body):
    assert limit(question, [body]), question


@pytest.mark.parametrize(("question", "body"), [
    ("can i book the hall for 8pm", "Evening slots: 6pm-8pm and 8pm-10pm."),  # guard: the same notation
    ("is block 3 getting new windows", "Window replacement: blocks 2, 3 and 5 in March."),  # guard: listed
    ("is the pool heated", "Lanes 1 and 2 are for lengths."),  # guard: no value of the question's
])
def test_none(question, body):
    assert limit(question, [body]) is None


def test_reply_states_the_limit():
    from course_lib.sim import SimulatedChatModel

    notes = "Hall bookings\n\nEvening slots run 18:00-20:00 and 20:00-22:00.\nKeys from the caretaker."
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(f"Answer from the context only.\n\nContext:\n{notes}"),
                                           HumanMessage("is there a slot that ends at 10pm")])
    assert any(type(w.message).__name__ == "SimulatorLimitWarning" for w in caught) or "22:00" in out.content, out.content


@pytest.mark.parametrize(("missing", "body", "word"), [
    (["shift", "february"], "| 3 Feb | Ana | Tom |", "february"),
    (["thursday"], "Thu: Priya; Fri: Sam", "thursday"),
    (["rota", "march"], "March: Ana", None),  # guard: the month is written whole
    (["cleaning"], "| 3 Feb | Ana |", None),  # guard: no day or month missing
])
def test_abbreviated(missing, body, word):
    from course_lib.sim.grounded.other_forms import abbreviated

    assert abbreviated(missing, [body]) == word


def test_reply_who_over_an_abbreviated_month():
    """A guard (passes on start75 too, by another limit): a who-question over a rota that abbreviates the
    month is never answered "not found"."""
    from course_lib.sim import SimulatedChatModel

    notes = ("# Kitchen rota\n\n| Week | Dishes | Floors |\n|---|---|---|\n| 2 Feb | Ana | Tom |\n"
             "| 9 Feb | Tom | Lei |\n| 16 Feb | Lei | Ana |\n\nSwap by asking in the chat.")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(f"Answer from the context only.\n\nContext:\n{notes}"),
                                           HumanMessage("whose turn for floors on 9 February")])
    said = any(type(w.message).__name__ == "SimulatorLimitWarning" for w in caught)
    assert said or ("Lei" in out.content and "Tom" not in out.content), out.content


# (ground80) leave asked up to or past a time, over a rule bounding an activity by a clock time in other words
@pytest.mark.parametrize(("question", "body"), [
    ("can the band keep going until 1am", "Live performances must finish by 11.30pm."),
    ("could we stay on the pitch past 9pm?", "Floodlights: players have to leave the ground by 8.45pm."),
    ("can my kids use the trampoline before 8am", "Garden toys: no noise before 9am, please."),
    ("are we allowed to party till midnight", "Guests must be off the boat no later than 22:30."),
], ids=["band", "floodlights", "trampoline", "boat-24h"])
def test_time_bound_limit(question, body):
    """Each fails on start80 (``limit`` gave ``None``: "I don't know" followed)."""
    assert limit(question, [body]), question


@pytest.mark.parametrize(("question", "body"), [
    ("can the band keep going until 1am", "Bands bring their own amplifiers. Parking is free."),  # no clock bound
    ("how late does the bar open", "The bar must close by 11pm."),  # no leave asked
    ("can we bring a cake", "Guests must leave by 11pm."),  # no time asked
], ids=["no-bound", "no-leave", "no-time"])
def test_time_bound_none(question, body):
    """Guards: these give ``None`` before the change too."""
    assert limit(question, [body]) is None


@pytest.mark.parametrize(("question", "body"), [
    ("can i park there after 6pm", "Amplified music must stop by 11pm."),  # the asked end is inside the rule's
    ("can the kids play before 10am", "Garden toys: no noise before 9am."),  # the asked start is inside it
], ids=["end-inside", "start-inside"])
def test_a_time_inside_the_rules_bound_is_no_time_bound_limit(question, body):
    """Guards (``None`` on start80 too): the asked time does not pass the rule's, so it says nothing of it."""
    assert limit(question, [body]) is None
