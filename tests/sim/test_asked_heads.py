"""``grounded.asked_heads`` and ``grounded.unpriced_subjects`` (issue 26, fix59a): an asked thing no line
holds, or a price no line gives, is "not said", never a near line; a paraphrase or an inflection of a word
the material holds is still answered (guards). Material of my own, not any set's."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.asked_heads import unlisted_word
from course_lib.sim.grounded.unpriced_subjects import unpriced

_SYSTEM = "Answer only from the context below.\n\nContext:\n{context}"

KENNEL = """\
Pinewood Boarding Kennels - notes for owners

Small dog, per night: £21.
Large dog, per night: £27.
Cats are boarded in the cattery block, £14 per night.
Drop-off is between 8am and 11am; collection between 3pm and 6pm.
Dogs must have a kennel cough vaccination at least two weeks before arrival.
Collection on Sundays is by appointment only."""

MINUTES = """\
Allotment society - committee minutes, 3 March

1. Open day: Priya has booked a marquee for the open day on 14 June.
2. Water: the trough by plot 12 leaks; Ben will fix it before April.
3. Treasurer: the society's account holds £1,215 after the seed order.
4. Next meeting: 7 April in the pavilion."""

CANTEEN = """\
Riverside Works canteen - weekly menu

| Day       | Breakfast        | Lunch                  |
|-----------|------------------|------------------------|
| Monday    | Porridge         | Chicken pie            |
| Tuesday   | Bacon roll       | Vegetable curry        |
| Wednesday | Scrambled eggs   | Beef chilli            |
| Thursday  | Porridge         | Fish and chips         |
| Friday    | Pancakes         | Pizza                  |

Breakfast is served 7-9am, lunch 12-2pm."""


def _ask(context: str, question: str) -> str:
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(_SYSTEM.format(context=context)), HumanMessage(question)])
    return str(out.content)


def _says_absent(reply: str) -> bool:
    return "do not mention" in reply or "do not say" in reply


def test_a_head_no_line_holds_is_an_unlisted_word():
    assert unlisted_word("when do they collect the hamster", (KENNEL,)) == "hamster"
    assert unlisted_word("when is the hamster collection", (KENNEL,)) is None  # a grid's kind is a head, no modifier
    assert unlisted_word("when do they start hamstering", (KENNEL,)) is None  # an -ing form after a verb
    assert unlisted_word("when is dog collection", (KENNEL,)) is None  # "Dogs", "collection": held
    assert unlisted_word("when is the small dog collection", (KENNEL,)) is None  # "small": an adjective held


@pytest.mark.parametrize("question", [
    "when can i collect a hamster",      # singular, absent: the kennels board dogs and cats
    "when is collection for a parrot",
])
def test_an_asked_head_no_line_holds_is_not_said(question):
    reply = _ask(KENNEL, question)
    assert _says_absent(reply), reply
    assert "3pm" not in reply and "appointment" not in reply, reply


def test_a_price_asked_of_a_thing_whose_line_gives_none_is_not_said():
    reply = _ask(MINUTES, "how much did the marquee cost")
    assert "do not say what it cost" in reply, reply
    assert "1,215" not in reply


def test_a_grid_cell_is_no_answer_to_a_kind_the_grid_never_names():
    assert unlisted_word("what's the dessert on tuesday", (CANTEEN,)) == "dessert"
    assert unlisted_word("what's the dessert on tuesday", (KENNEL, CANTEEN)) == "dessert"


# guards: a word the material holds in another form, or a paraphrase, is answered, never refused
@pytest.mark.parametrize("question, value", [
    ("how much is a large dog per night", "£27"),
    ("what's the price for a cat per night", "£14"),
    ("what time is drop-off", "8am"),
])
def test_guard_a_held_subject_is_answered(question, value):
    reply = _ask(KENNEL, question)
    assert value in reply, reply
    assert not _says_absent(reply), reply


def test_guard_an_age_group_over_material_with_ages_is_no_absent_head():
    prices = "Adult swim: £5.20.\nJunior swim (ages 3-15): £3.10.\nUnder-3s swim free with a paying adult."
    reply = _ask(prices, "how much is a swim for a child")
    assert not _says_absent(reply), reply


def test_guard_a_grid_kind_the_grid_names_is_answered():
    assert unlisted_word("what's the veggie lunch on tuesday", (CANTEEN,)) is None  # a modifier of a named kind
    assert unlisted_word("what's for lunch on tuesday", (CANTEEN,)) is None
    assert unlisted_word("what's the breakfast on friday", (CANTEEN,)) is None
    reply = _ask(CANTEEN, "what's for lunch on tuesday")
    assert "Vegetable curry" in reply, reply


def test_guard_a_price_line_that_names_the_thing_is_answered():
    reply = _ask(MINUTES, "how much is in the society's account")
    assert "1,215" in reply, reply


def test_guard_a_present_price_or_a_price_on_the_things_own_line_is_no_unpriced_thing():
    reply = _ask(MINUTES, "how much is the marquee")  # a present price asked: left to the price readers
    assert "do not say what it cost" not in reply, reply
    garage = "Kestrel Motors\nWinter tyre check: 20 minutes, on Mondays only. Price: £15.\nFull valet: £85 a saloon."
    reply = _ask(garage, "how much did the winter tyre check cost")
    assert "do not say what it cost" not in reply, reply


def test_unpriced_needs_two_chosen_lines():
    from types import SimpleNamespace

    request = SimpleNamespace(language="en", search_question="how much did the coach cost", documents=[])
    assert unpriced(request, SimpleNamespace(picks=[], covered=[])) is None


def test_guard_the_verb_after_a_subject_is_no_asked_thing():
    # a guard: "how many nights can a friend stay": "stay" is the verb, not a thing the material must name (the
    # regression itself is probe grounded_g's "how many nights can a guest stay", wrong on premerge73, right after)
    rules = ("FLAT RULES - 3 Mill Court\n\n1) Rent\n   a. Rent (£590 a room) is due on the 5th.\n   b. Bills are split "
             "four ways.\n2) Visitors\n   a. Visiting friends: at most 3 nights a fortnight, ask the flat first.\n"
             "   b. No music after 10pm.\n")
    reply = _ask(rules, "how many nights can a friend stay")
    assert "3 nights" in reply and not _says_absent(reply), reply


@pytest.mark.parametrize("question", [
    "what is the procedure to renew a parking permit",      # a word of the kind of answer asked, no subject
    "will a bare except clause catch a keyboard interrupt",  # "bare" qualifies a run of words, not one noun
    "how do i renew a parking permit quickly",                 # a manner word ("quick" + "ly")
    "what is the permit office's phone number",                # a compound named by its written first part
])
def test_guard_a_kind_word_or_a_qualifier_of_a_run_is_no_absent_head(question):
    # guards: the regressions themselves are notebooks 01 and 08 (run by nbval), caught on the merged tree of round 73
    notes = ("Renewing a permit: renew a parking permit online at least 5 days before it ends; you need the car's "
             "registration. Permit office phone: 01632 960123.\nExceptions: an except clause with no exception type catches KeyboardInterrupt too.")
    reply = _ask(notes, question)
    assert not _says_absent(reply), reply


# A value asked of a thing whose line says only that it changes, or names its neighbour (fix61b; the
# fifty-sixth set's UU2). Notes of my own.
_FLATS = ("The wifi password changes on Monday 3 March; the new one goes on the board by the lifts.\n"
          "The bike store door code will be texted to you after you sign the register.\n"
          "Darts league: 3 points for a win, 1 for a draw. The top two after week 10 go to the county final.")
_CLUB = ("The gate code is 4817 until the end of May.\nThe guest wifi password is Otter-2025.\n"
         "Raffle: first prize is a hamper from Dale's Deli.")


@pytest.mark.parametrize(("question", "picked", "noun"), [
    ("whats the new wifi password", "The wifi password changes on Monday 3 March; the new one goes on the board by the lifts.", "password"),
    ("what's the door code for the bike store", "The bike store door code will be texted to you after you sign the register.", "code"),
    ("what do you win for getting to the county final", "The top two after week 10 go to the county final.", "prize"),
])
def test_a_line_naming_the_thing_without_its_value_gives_none(question, picked, noun):
    """Fails on read74 (no ``unstated_value``: the line was quoted as the value)."""
    from course_lib.sim.grounded.asked_heads import unstated_value

    assert unstated_value(question, [picked], [_FLATS]) == noun


@pytest.mark.parametrize(("question", "picked"), [
    ("whats the gate code", "The gate code is 4817 until the end of May."),
    ("what's the guest wifi password", "The guest wifi password is Otter-2025."),
    ("what do you win in the raffle", "Raffle: first prize is a hamper from Dale's Deli."),
    ("when does the gate code change", "The gate code is 4817 until the end of May."),  # no value asked
])
def test_guard_a_line_with_the_value(question, picked):
    """Guard (no ``unstated_value`` on read74: run here only): a line that gives a value of the kind."""
    from course_lib.sim.grounded.asked_heads import unstated_value

    assert unstated_value(question, [picked], [_CLUB]) is None


@pytest.mark.parametrize(("question", "expected"), [
    ("whats the new wifi password", "do not give the new password"),
    ("what's the door code for the bike store", "do not give the code"),
])
def test_the_chat_model_says_the_value_is_not_given(question, expected):
    """Fails on read74 (the line quoted: "The wifi password changes on Monday ...")."""
    reply = SimulatedChatModel().invoke([SystemMessage(_SYSTEM.format(context=_FLATS)), HumanMessage(question)]).content
    assert expected in reply, reply


BIKES = """\
Harbourside Bike Hire - price list

Adult bike: £18 a day.
Child bike: £10 a day.
Helmets are free with every hire.
Please note: bikes cannot be ridden on the promenade, so use the cycle lane (no extra fee)."""


@pytest.mark.parametrize(("context", "question", "word"), [
    # a modifier met only inside another thing's line ("promenade" in a line about riding) names no compound
    (BIKES, "how much are promenade scooters", "scooters"),
    (KENNEL, "how much are appointment walks", "walks"),
])
def test_a_modifier_met_inside_another_things_line_prices_no_absent_head(context, question, word):
    reply = _ask(context, question)
    assert _says_absent(reply) and word in reply, reply


@pytest.mark.parametrize(("context", "question", "want"), [
    (BIKES, "how much is a child bike", "£10"),  # guard row: the head written in a line's head
    (KENNEL, "how much is a large dog per night", "£27"),  # guard row
])
def test_a_compound_whose_head_a_line_writes_is_still_answered(context, question, want):
    assert want in _ask(context, question)


def test_the_material_is_read_only_when_an_unmet_word_may_name_the_thing(monkeypatch):
    """speed77: ``absent_head`` reads the material's lines (``_lines``, ``_line_heads``) only when one
    of the unmet words may name the asked thing (``_names_thing``): an unmet function word or qualifier alone
    reads nothing ("earliest", "quiet", "open"; fails on start77, which read every line first)."""
    from types import SimpleNamespace

    from course_lib.sim.grounded import asked_heads

    def unread(bodies):
        raise AssertionError("the material was read")

    monkeypatch.setattr(asked_heads, "_lines", unread)
    monkeypatch.setattr(asked_heads, "_line_heads", unread)
    monkeypatch.setattr(asked_heads, "_english", lambda bodies: True)
    request = SimpleNamespace(language="en", search_question="Does the earliest quiet ferry open?",
                              documents=[SimpleNamespace(body="The ferry leaves at 9 am from pier 2.")])
    found = SimpleNamespace(picks=[(None, "The ferry leaves at 9 am from pier 2.")])
    monkeypatch.setattr(asked_heads, "unmet_words", lambda found: ["earliest", "quiet", "open"])
    assert asked_heads.absent_head(request, found) is None
    # a word that may name the thing: the lines are read
    monkeypatch.setattr(asked_heads, "unmet_words", lambda found: ["gangway"])
    with pytest.raises(AssertionError, match="material was read"):
        asked_heads.absent_head(request, found)


POOL_FEES = """\
Millbrook Leisure Pool

Opening: 7am to 9pm on weekdays, 8am to 6pm at weekends.
Swimming: adults £5.20, juniors £3.10, jobseekers and carers £2.60.
Lane swimming is for adults only, in the early sessions.
Please shower before you swim."""

STUDIO = """\
Clayworks pottery studio

Wheel sessions run on Tuesday and Thursday evenings.
Prices: one evening £28, members and apprentices £19; glaze firing included.
Please note: aprons are provided, but bring your own towel (no charge for lockers)."""


@pytest.mark.parametrize(("context", "question", "want"), [
    # a compound's first part written as a priced item of a list line names it ("carers" of "a carer session")
    (POOL_FEES, "how much is a carer ticket", "£2.60"),
    (POOL_FEES, "how much is a carer wristband", "£2.60"),
    (STUDIO, "how much is an apprentice ticket", "£19"),
    (STUDIO, "how much is a member ticket", "£19"),
])
def test_a_compound_named_by_a_priced_item_of_a_list_line_is_answered(context, question, want):
    """Fails on start77 (the compound's head taken as absent: "The documents do not mention 'ticket'")."""
    reply = _ask(context, question)
    assert want in reply and not _says_absent(reply), reply


@pytest.mark.parametrize(("context", "question", "word"), [
    # the same first part met only inside a running sentence with no figure still names no compound (guard rows)
    (POOL_FEES, "how much is a weekend voucher", "voucher"),  # (a time span's part, "8am to 6pm at weekends")
    (STUDIO, "how much are apron badges", "badges"),
])
def test_a_modifier_in_an_unpriced_sentence_still_names_no_compound(context, question, word):
    """Guard: passes on start77 too (the unpriced-sentence reading of fix63's 'patio heaters' kept)."""
    reply = _ask(context, question)
    assert _says_absent(reply) and word in reply, reply
