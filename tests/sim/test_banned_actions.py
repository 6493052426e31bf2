"""A permission question answered by a rule that bans the asked action in other words (issue 26,
``banned_actions``; the bans, scopes and action groups in data/sim/banned_actions.yaml). Rules
invented for these tests (a campsite, a museum, a swimming lake, a Chinese dormitory); the model
tests fail on fc9a2af1 (a trusted "I don't know.")."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.banned_actions import banned
from course_lib.sim.words.cues import read

CAMP = ("Pinewood Campsite rules. Quiet hours run from 22:00 to 07:00. Barbecues are prohibited anywhere on "
        "site. Cycling is not allowed on the footpaths. Check-out is by 11 am.")
MUSEUM = ("Harbour Museum visitor rules. Bags must be left in the cloakroom. Filming is not permitted in the "
          "galleries. Guided tours start at 11:00 and 14:00 from the main hall.")
ZH_DORM = "宿舍规定：宿舍内禁止使用电热器。晚上十一点后不得喧哗。"


def _ask(context, question):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        msg = SimulatedChatModel().invoke([SystemMessage(f"Answer only from the rules below.\n\n{context}"),
                                           HumanMessage(question)])
    return msg.content, any(type(w.message).__name__ == "SimulatorLimitWarning" for w in caught)


@pytest.mark.parametrize(("context", "question", "rule"), [
    (CAMP, "can we have a barbecue by the lake?", "Barbecues are prohibited"),  # anywhere: the lake too
    (CAMP, "am I allowed to cycle on the footpaths?", "Cycling is not allowed"),  # cycle / Cycling
    (MUSEUM, "can I make a video in the galleries?", "Filming is not permitted"),  # video / Filming
])
def test_a_ban_in_other_words_is_a_no(context, question, rule):
    reply, limited = _ask(context, question)
    assert reply.startswith("No") and rule in reply and not limited


def test_a_ban_that_may_not_reach_the_place_asked_is_left_to_the_extractive_answer():  # guard
    assert banned("can I cycle on the road to the shop?", [CAMP]) is None  # "on the footpaths" only


def test_no_ban_on_the_action_is_left_to_the_other_readers():  # guard
    assert banned("can I bring my guitar?", [CAMP]) is None
    assert banned("when is check-out?", [CAMP]) is None  # no permission asked


def test_chinese_bans():
    found = banned("我可以在宿舍内使用电热器吗？", [ZH_DORM])
    assert found is not None and found.settled and "禁止" in found.rule
    assert banned("我可以在宿舍养猫吗？", [ZH_DORM]) is None


def test_the_data_is_well_formed():
    data = read("banned_actions.yaml")
    assert all(isinstance(g, list) and len(g) >= 2 for g in data["actions"])
    assert data["bans"] and data["bans_cjk"] and data["weak_verbs"]


def test_a_ban_in_a_clause_after_a_semicolon_is_read():
    doc = "Hammocks must not be tied to the trees; fireworks are banned at all times."
    found = banned("Are we allowed to set off fireworks?", [doc])
    assert found is not None and "fireworks are banned" in found.rule, found


# fix66c (issue 26, ZW3): a ban said as "not available" / "not transferable", a phrasal verb's particle,
# a time word said by its group ("tomorrow" / "Next-day"), another person using the asker's thing.
# Wordings invented here (a furniture shop, a library, a ferry); each fails on read79 (None).
SHOP = ("Oakline Furniture. Next-day delivery is not offered on sofas. Delivery is free over 300 pounds. "
        "Assembly costs 25 pounds.")
LIBRARY = "Town Library rules. Library cards are not transferable. Fines are 20p a day for late books."
FERRY = "Island Ferry. Season tickets are non-transferable. Bicycles travel free. Dogs must be on a lead."


@pytest.mark.parametrize(("question", "docs", "rule"), [
    ("could you deliver the sofa tomorrow?", [SHOP], "Next-day delivery is not offered"),
    ("can my son borrow my library card?", [LIBRARY], "Library cards are not transferable"),
    ("is it ok if my flatmate uses my season ticket now and then?", [FERRY], "Season tickets are non-transferable"),
])
def test_a_ban_in_other_words_of_time_or_sharing_is_a_no(question, docs, rule):
    found = banned(question, docs)
    assert found is not None and found.settled and rule in found.rule


def test_a_phrasal_particle_need_not_be_in_the_ban():
    docs = ["Pizza Barn. Deliveries are not available after 23:00 on weekdays. Collection is always free."]
    assert banned("can you drop it off after 23:00 on weekdays?", docs) is not None


def test_a_time_or_thing_the_ban_does_not_say_is_left_to_the_other_readers():  # guard: passes on read79 too
    assert banned("could you deliver the sofa on Saturday?", [SHOP]) is None  # Saturday: not the next-day ban
    assert banned("can my son borrow my bike?", [LIBRARY]) is None  # not the card
    assert banned("could you deliver the wardrobe tomorrow?", [SHOP]) is None  # on sofas only


def test_the_sharing_model_reply_is_a_no():
    reply, limited = _ask(LIBRARY, "can my son borrow my library card?")
    assert reply.startswith("No") and "not transferable" in reply and not limited


def test_the_new_data_is_well_formed():
    data = read("banned_actions.yaml")
    assert "off" in data["particles"]  # quoted: a bare off is YAML's false
    assert all(isinstance(g, list) and len(g) >= 2 for g in data["times"])
    assert data["shared_use"] and data["shared_use_verbs"]


# (ground80) a notice that bans by naming the thing after "No": its qualifier ("same-day") must be met
_CALLOUT = "Boiler repairs\nCall-out charge: £60.\nNo same-day call-outs.\n"
_CAMP = "Campsite rules\nNo dogs.\nQuiet after 10pm.\n"


@pytest.mark.parametrize(("question", "body"), [
    ("can i book a call-out for today", _CALLOUT),
    ("could we get a same day call-out?", _CALLOUT),
    ("can i bring my dog", _CAMP),
], ids=["today", "same-day", "no-dogs"])
def test_a_no_notice_bans(question, body):
    """Each fails on start80 (a "No <things>." notice had no ban phrase, so it was not read)."""
    from course_lib.sim.grounded.banned_actions import banned

    assert banned(question, [body]) is not None


@pytest.mark.parametrize(("question", "body"), [
    ("can i book a call-out for tomorrow", _CALLOUT),  # another day than the notice's
    ("can i book a call-out for friday", _CALLOUT),  # no same day said
    ("can i bring my tent", _CAMP),  # another thing
    ("can i park here", "Parking\nNo parking on the grass verges.\n"),  # a placed notice, the place not asked
    ("can i book a table", "Cafe\nNo booking needed.\n"),  # no ban: nothing is needed
    ("can i charge my phone", "Lounge\nNo charge for wifi.\n"),  # no ban: free
], ids=["tomorrow", "friday", "tent", "placed", "not-needed", "free"])
def test_a_no_notice_that_does_not_reach_the_question(question, body):
    """Guards (``None`` on start80 too)."""
    from course_lib.sim.grounded.banned_actions import banned

    assert banned(question, [body]) is None


# (fix67c) a "no ..." notice as a later clause of a sentence, met by the asker's home in other words
_GROOM = "Paws Parlour - dog grooming\nAll grooms are done at our salon on Mill Lane; no home visits.\nNail trim £8."
_BOILER = "Hull Heating\nWe repair boilers at our workshop only; no home visits.\nServicing from £70."


@pytest.mark.parametrize(("question", "body"), [
    ("can the groomer come to our flat", _GROOM),
    ("could you come to my house to fix the boiler", _BOILER),
    ("can u come round to ours", _GROOM),
], ids=["flat", "house", "ours"])
def test_a_clause_notice_answers_a_visit_to_the_askers_home(question, body):
    """Each fails on read80 (the notice after ";" was not read; "house" did not name "home")."""
    from course_lib.sim.grounded.banned_actions import banned

    found = banned(question, [body])
    assert found is not None and found.rule == "No home visits."


@pytest.mark.parametrize(("question", "body"), [
    ("can i come to your house for the grooming", _GROOM),  # the asker visits: no home visit
    ("can the groomer come to the park", _GROOM),  # not the asker's home
], ids=["your-house", "park"])
def test_a_clause_notice_that_does_not_reach_the_question(question, body):
    """Guards (``None`` on read80 too)."""
    from course_lib.sim.grounded.banned_actions import banned

    assert banned(question, [body]) is None


def test_asker_home_data():
    data = read("banned_actions.yaml")
    assert "house" in data["asker_home"] and "flat" in data["asker_home"]
    assert any("visits" in g and "come" in g for g in data["actions"])
