"""An infinitive verb after "to" is no missing name (issue 26, seventeenth set L3): "How long does
the glue take to harden?" read "harden" (the word after "to" that ends the question, as in "run
on redis?") as a name no document holds, and "I don't know." was trusted with the rule "the
question names a thing no document holds". A word before "to" that takes a verb after it
(``lexicons.yaml`` infinitive_heads: take, want, need, how ...) makes the next word a verb
(``absence._infinitive``); "sprout" / "germinate" / "germination" are one alias group
(``aliases.yaml``). Invented notes."""

from __future__ import annotations

import pytest

from tests.sim.fresh.calibration_cases import _rag

_NAME_RULE = "the question names a thing no document holds"
GLUE = "Wood glue, 250 ml\nOpen time: 10 minutes\nClamp time: 30 minutes\nFull cure: 24 hours at 20 °C\n"
KETTLE = "Kettle KX-2\nCapacity: 1.7 litres\nLimescale: fill with water and citric acid, boil, rinse twice\n"
PAINT = "Floor paint, satin\nTouch dry: 2 hours\nRecoat: after 6 hours\nFoot traffic: 24 hours\n"


def _rule(context, question):
    from course_lib.sim import SimulatedChatModel

    out = _rag(context, question)(SimulatedChatModel())
    return out.content, (out.response_metadata.get("explanation") or {}).get("rule")


@pytest.mark.parametrize("context, question", [
    (GLUE, "How long does it take to solidify?"),
    (KETTLE, "How often do I need to descale?"),
    (PAINT, "How long do I have to wait to repaint?"),
])
def test_a_verb_after_to_is_no_missing_name(context, question):
    _, rule = _rule(context, question)
    assert rule != _NAME_RULE


@pytest.mark.parametrize("context, question, answer", [
    ("Basil 'Genovese' - 300 seeds\nSow: Apr-Jun\nGermination: 7-14 days\n", "How long until they sprout?", "7-14"),
    ("Tomato 'Moneymaker'\nSow indoors: Mar\nGermination: 6-10 days at 20 °C\n", "How soon do they germinate?",
     "6-10"),
    ("Leek 'Musselburgh'\nSow: Mar-Apr\nSprouting: 14-21 days\n", "How long is germination?", "14-21"),
])
def test_sprout_and_germination_are_one_thing(context, question, answer):
    reply, _ = _rule(context, question)
    assert answer in reply, reply
