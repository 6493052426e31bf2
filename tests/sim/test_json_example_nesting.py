"""JSON by a prompt's example keeps the example's nesting (issue 26): '{"lines": [{"product":
"pen", "count": 2}]}' gives a list of objects, never the keys flattened into one object made of
the prompt's words ('{"lines": 1, "product": "Order", "count": 1}', before). A list of things and
their counts takes one item per "4 lamps" the text states, or is empty with a stated limit."""

from __future__ import annotations

import json
import warnings

import pytest


def _ask(prompt):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(prompt)
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return json.loads(out.content), limits


@pytest.mark.parametrize("prompt,key,want", [
    ('Return JSON like {"lines": [{"product": "pen", "count": 2}]}\nText: We need 4 lamps, 12 chairs and 1 desk.',
     "lines", [{"product": "lamps", "count": 4}, {"product": "chairs", "count": 12}, {"product": "desk", "count": 1}]),
    ('Write the shopping as JSON, for example {"basket": [{"item": "tea", "quantity": 1}]}\n'
     "List: 2 bottles of milk, 6 eggs", "basket", [{"item": "bottles of milk", "quantity": 2}, {"item": "eggs", "quantity": 6}]),
    ('Output JSON in this form: {"parts": [{"part": "bolt", "n": 10}]}\nNeeded: 8 washers and 3 hinges.',
     "parts", [{"part": "washers", "n": 8}, {"part": "hinges", "n": 3}]),
])
def test_a_list_of_counted_things_keeps_its_nesting(prompt, key, want):
    obj, limits = _ask(prompt)
    assert obj == {key: want}, obj


def test_no_counted_thing_is_an_empty_list_with_a_limit():
    obj, limits = _ask('Return JSON like {"lines": [{"product": "pen", "count": 2}]}\nText: We need some lamps.')
    assert obj == {"lines": []} and limits, (obj, limits)


def test_a_nested_object_keeps_its_shape():
    obj, _ = _ask('Reply with JSON like {"guest": "", "room": {"number": 0, "floor": 0}}\n'
                  "Text: Marta Ruiz is in room 412 on floor 4.")
    assert isinstance(obj.get("room"), dict) and set(obj["room"]) == {"number", "floor"}, obj


def test_a_flat_example_stays_flat_guard():
    obj, _ = _ask('Give me JSON shaped like {"title": "", "year": 0}.\nText: Agnès Varda made Cléo from 5 to 7 in 1962.')
    assert set(obj) == {"title", "year"} and obj["year"] == 1962, obj
