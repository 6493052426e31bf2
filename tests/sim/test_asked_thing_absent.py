"""``asked_thing_absent``: a terse question whose only covered word asks (price, hours) and whose
thing is missing is "not listed" (issue 26, fix60a). Wordings of their own."""

from __future__ import annotations

from course_lib.sim.grounded.asked_thing_absent import absent
from course_lib.sim.words.matching import Concept


def _c(word: str, **kw) -> Concept:
    return Concept(word, word, 1.0, **kw)


def test_only_the_asked_thing_missing_is_not_listed():
    said = absent("kombucha price?", [_c("price")], [_c("kombucha")])
    assert said is not None and "kombucha" in said and "not list" in said


def test_a_covered_part_of_its_own_is_no_absence():  # guard
    assert absent("oat latte price?", [_c("oat"), _c("price")], [_c("latte")]) is None


def test_a_question_in_full_is_left_alone():  # guard
    q = "what did the kombucha cost"
    assert absent(q, [_c("price")], [_c("kombucha")]) is None


# unmet_action (regress78, the fifty-ninth set's XW10): a permission question whose covered words only ask leave
# or name its setting, its action and thing missing, is the absence with no quote

def test_a_permission_met_only_in_its_setting_is_the_absence():
    from course_lib.sim.grounded.asked_thing_absent import unmet_action

    said = unmet_action("can we fly drones in the park?", [_c("park")], [_c("fly"), _c("drones")])
    assert said is not None and "'drones'" in said and "don't know" in said
    said = unmet_action("is it ok to store kayaks at the boathouse", [_c("ok"), _c("boathouse")],
                        [_c("store"), _c("kayaks")])
    assert said is not None and "'kayaks'" in said


def test_a_covered_thing_is_no_absence():  # guard
    from course_lib.sim.grounded.asked_thing_absent import unmet_action

    assert unmet_action("can we fly drones in the park?", [_c("drones")], [_c("fly"), _c("park")]) is None
    assert unmet_action("how do we fly drones in the park?", [_c("park")], [_c("fly"), _c("drones")]) is None


def test_the_chat_model_says_the_absence_without_the_lines():
    import warnings

    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    doc = ("Harbour Road Tenants' Association\nDear tenant,\nService charge 2026 - flat 3C (second floor).\n"
           "Barbecues are allowed on the shared patio between May and September, and never after 10pm.\n"
           "Bins go out on Tuesday nights.")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(f"Answer only from the context.\n\nContext:\n{doc}"),
                                           HumanMessage("am i allowed to keep rabbits in the flat")])
    assert "rabbits" in out.content and "don't know" in out.content
    assert "Barbecues" not in out.content and "Dear tenant" not in out.content
