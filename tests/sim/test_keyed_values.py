"""A JSON example's keys filled from a text that names each key right before its value
(``course_lib.sim.responders.keyed_values``, issue 26, the twenty-seventh set's json-pass-example), and the JSON
reply that uses it. Wordings of my own."""

from __future__ import annotations

import json
import warnings

import pytest

from course_lib.sim.responders.keyed_values import keyed


@pytest.mark.parametrize("keys, text, values", [
    (["room", "floor"], "they put us in room 418 on floor 4", {"room": "418", "floor": "4"}),
    (["platform", "coach"], "platform 9, coach K please", {"platform": "9", "coach": "K"}),
    (["order_id", "table"], "order id: A-7731 and table 12", {"order_id": "A-7731", "table": "12"}),
    (["bay", "aisle"], "bay 14 aisle C", {"bay": "14", "aisle": "C"}),
    # guards: a key never written, a key written twice, a value in lower case words
    (["room", "floor"], "they put us in room 418", None),
    (["room", "floor"], "room 418, then room 420 on floor 4", None),
    (["room", "view"], "room 418 with view over the sea", None),
    (["room"], "room 418", None),  # one key: the other readers'
])
def test_keyed(keys, text, values):
    assert keyed(keys, text) == values


@pytest.mark.parametrize("prompt, want", [
    ('Return only JSON like {"train": "", "seat": ""}\nmy ticket says train 1P23, seat 61A',
     {"train": "1P23", "seat": "61A"}),
    ('Fill in {"locker": "", "code": ""} and return only JSON.\nlocker 88 and code 4410',
     {"locker": "88", "code": "4410"}),
])
def test_the_json_reply(prompt, want):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(prompt)
    assert json.loads(out.content) == want
    assert not out.response_metadata.get("simulator_limit")
