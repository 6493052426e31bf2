"""A value keyed by a category, asked for an entity whose category another line states
(``course_lib.sim.grounded.category_values``, the extractive step ``_category_value``; issue 26, the
thirty-fourth set's CC2). Material invented here (a tennis club's coaches, a children's clinic in
Chinese, coffee sizes, class prices by membership tier, parking zones); all fail on fc9a2af1 (no
such module, and the fee line quoted whole), except the guards marked.
"""

from __future__ import annotations

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded import category_values
from course_lib.sim.grounded.labelled_amounts import pieces
from tests.sim.test_grounded_calibration import _rag

_CLUB = """Coach     Level          Mon    Wed
Marta     Senior coach   18:00  —
Dev       Head coach     —      19:00
Olu       Junior coach   17:00  17:00

Lesson fees: Head coach £40, Senior coach £30, Junior coach £20.
Courts are booked through the front desk."""

_CLINIC = """仁和诊所 儿科 排班表
医生      职称        周一   周二   周三
王芳      主治医师    上午   —      下午
李强      住院医师    下午   上午   —
赵敏      副主治医师  —      下午   上午
诊费:副主治医师25元,主治医师20元,住院医师10元。
通知:王芳医生5月2日休假。"""

_COFFEE = """Coffee sizes: small £2.40, medium £2.90, large £3.30.
Ruth always orders a large flat white.
Sam orders a medium latte on Fridays."""

_TIERS = """Class prices: Gold members £5, Silver members £8, Bronze members £10.
Priya joined in March.
Tom is a Silver member."""

_PARKING = """Permit fees: Zone A £60, Zone B £45.
Mill Street is in Zone B.
Canal Row is in Zone A."""


@pytest.mark.parametrize(("sentence", "lead", "listed"), [
    ("Lesson fees: Head coach £40, Senior coach £30.", "Lesson fees", [("Head coach", "£40"), ("Senior coach", "£30")]),
    ("诊费:主治医师20元,住院医师10元。", "诊费", [("主治医师", "20元"), ("住院医师", "10元")]),
    ("Sizes: small 3.50 EUR; large 5 EUR", "Sizes", [("small", "3.50 EUR"), ("large", "5 EUR")]),
    ("Small £3 and large £4.", "", [("Small", "£3"), ("large", "£4")]),
])
def test_a_listing_of_amounts_by_label_is_read_into_its_pieces(sentence, lead, listed):
    assert pieces(sentence) == (lead, listed)


@pytest.mark.parametrize("sentence", ["The room costs £40 a night.", "Lesson fees: see the desk, £5 deposit.",
                                      "Open 9:00, closes 17:00."])
def test_a_sentence_that_is_no_listing_gives_no_pieces(sentence):
    assert pieces(sentence) is None


@pytest.mark.parametrize(("text", "labels", "held"), [
    ("赵敏 副主治医师 — 下午", ["副主治医师", "主治医师", "住院医师"], ["副主治医师"]),
    ("王芳 主治医师 上午", ["副主治医师", "主治医师", "住院医师"], ["主治医师"]),
    ("Tom is a Silver member.", ["Gold members", "Silver members"], ["Silver members"]),
    ("Priya joined in March.", ["Gold members", "Silver members"], []),
])
def test_the_labels_a_line_holds_the_longest_where_they_nest(text, labels, held):
    assert category_values.labels_in(text, labels) == held


@pytest.mark.parametrize(("notes", "question", "entity", "label"), [
    (_CLUB, "How much is a lesson with Marta?", "Marta", "Senior coach"),
    (_CLINIC, "看赵敏医生要多少钱?", "赵敏", "副主治医师"),
    (_CLINIC, "李强医生的诊费是多少?", "李强", "住院医师"),
    (_COFFEE, "How much does Ruth pay for her coffee?", "Ruth", "large"),
    (_PARKING, "what's the permit fee for Mill Street?", "Mill Street", "Zone B"),
])
def test_the_entity_is_joined_to_its_category_and_the_category_to_its_value(notes, question, entity, label):
    listing = next(line for line in notes.split("\n") if pieces(line))
    got = category_values.joined(question, listing, [notes])
    assert isinstance(got, category_values.Joined), got
    assert (got.entity, got.label) == (entity, label)


def test_an_entity_no_line_ties_to_a_category_is_untied():
    got = category_values.joined("How much does Priya pay for a class?", _TIERS.split("\n")[0], [_TIERS])
    assert isinstance(got, category_values.Untied) and got.entity == "Priya"


def test_a_question_naming_the_category_itself_is_left_to_the_labelled_amount():
    """Guard: "a senior coach lesson" names the label; ``labelled_amounts.picked`` answers it."""
    assert category_values.joined("how much is a senior coach lesson?", _CLUB.split("\n")[5], [_CLUB]) is None


@pytest.mark.parametrize(("notes", "question", "wanted", "unwanted"), [
    (_CLUB, "How much is a lesson with Marta?", "£30", ["£40", "£20"]),
    (_CLUB, "what would Dev charge for a lesson?", "£40", ["£30", "£20"]),
    (_CLINIC, "看王芳医生要多少钱?", "20元", ["25元", "10元"]),
    (_COFFEE, "What does Sam pay?", "£2.90", ["£2.40", "£3.30"]),
    (_TIERS, "How much does Tom pay for a class?", "£8", ["£5", "£10"]),
])
def test_the_reply_gives_the_one_value(notes, question, wanted, unwanted):
    reply, limits = _rag(SimulatedChatModel(), notes, question)
    assert wanted in reply and not any(u in reply for u in unwanted), reply
    assert not limits, limits


def test_an_untied_entity_is_a_stated_limit_never_the_listing():
    reply, limits = _rag(SimulatedChatModel(), _TIERS, "How much does Priya pay for a class?")
    assert limits and "£8" not in reply.split("(")[0], (reply, limits)


_SKATE = ("Session prices: Rink £8, Skate park £6\n"
          "Boot hire for the rink: add £3 per session to the Rink price.\n"
          "Tuesday family night: Rink only.")
_LAUNDRY = ("Wash prices: Standard £5, Delicates £7\n"
            "Silk and wool go in Delicates.\n"
            "Duvets and pillows: a flat £12 per item, any cycle.")


@pytest.mark.parametrize(("notes", "question"), [
    # the entity's own line states an amount of money: it is priced there, not tied to a category
    (_SKATE, "how much is boot hire"),
    (_LAUNDRY, "how much to wash duvets"),
])
def test_an_entity_whose_line_prices_it_is_no_join(notes, question):
    """Fails on start77 (joined: "boot hire (Rink): Session prices £8."; the duvets untied, a limit for a priced line)."""
    listing = notes.split("\n")[0]
    assert category_values.joined(question, listing, [notes]) is None


def test_an_entity_tied_by_an_unpriced_line_is_still_joined():
    """Guard: passes on start77 too ("Silk and wool go in Delicates": no amount on the tying line)."""
    got = category_values.joined("how much to wash silk", _LAUNDRY.split("\n")[0], [_LAUNDRY])
    assert isinstance(got, category_values.Joined) and got.label == "Delicates", got
