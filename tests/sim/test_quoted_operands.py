"""A worked amount or count asked, its operands quoted (``grounded.quoted_operands`` through
``asked_kinds.unmet``; issue 26, the forty-fifth set's NN2, the family of MM2 / LL4 / JJ4), and
amounts written in words (``words.quantities.spoken_amounts``). Material and wordings invented here
(a gym, a bakery, a kayak centre, a self-storage insurance, a courier, a swimming gala), none from a
probe or a fresh set. The worked and limited rows fail on 91badf2a (the module is new there; run
through the model, each reply there is the operands quoted with no limit)."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import asked_kinds
from course_lib.sim.words.quantities import spoken_amounts
from tests.sim._chat import ask_rag

GYM = "Ironworks Gym - prices\nMonthly membership: thirty pounds.\nGuest pass: five pounds fifty per visit.\nTowel: one pound."
BAKERY = ("Crumb & Co - celebration cakes\nCake | Price\nThree tier wedding cake | £180\nBirthday sponge | £35\n"
          "Delivery outside the ring road: add 10% to the cake price.")
KAYAK = "Paddle Point\nKayak hire | £30 per session\nWetsuit hire | £8\nStudents: less 20% on hire."
STORE = ("Boxit self storage - goods insurance\nGoods insurance costs three pounds a month for each thousand pounds "
         "of declared goods value.\nYour declared goods value: £5,000.")
COURIER = "Zip couriers: collection fee £6.\nDistance charge: £2 per 10 km."
GALA = "Lane | Swimmer | Result\n1 | Ana Ruiz | 1:02.4\n2 | Bo Tan | DQ\n3 | Cy Oduya | 1:05.1\nDQ = disqualified."

WORKED = [  # (question, reply quoted, documents, the worked figure in the reply)
    ("What do I pay for a month's membership plus a guest pass?",
     "Monthly membership: thirty pounds. Guest pass: five pounds fifty per visit.", GYM, "£35.50"),
    ("How much would the three tier wedding cake be with delivery outside the ring road?",
     "Three tier wedding cake | £180. Delivery outside the ring road: add 10% to the cake price.", BAKERY, "£198"),
    ("How much is kayak hire for a student?", "Kayak hire | £30 per session. Students: less 20% on hire.", KAYAK, "£24"),
    ("What does the goods insurance cost a month?",
     "Goods insurance costs three pounds a month for each thousand pounds of declared goods value.", STORE, "£15"),
]
LIMITED = [  # (question, reply quoted, documents): the working limit, no figure worked
    ("I'm a student, how much is wetsuit and kayak hire together?", "Students: less 20% on hire.", KAYAK),
    ("How many swimmers were disqualified?", "Lane: 2; Swimmer: Bo Tan. DQ = disqualified.", GALA),
    ("What will the courier cost for the trip?", "Distance charge: £2 per 10 km.", COURIER),
]
KEPT = [  # right replies left alone
    ("How much is kayak hire?", "Kayak hire | £30 per session.", KAYAK),
    ("What discount do students get?", "Students: less 20% on hire.", KAYAK),
    ("How much is a birthday sponge?", "Birthday sponge | £35. Delivery outside the ring road: add 10% to the cake price.",
     BAKERY),
    ("What does a guest pass cost?", "Guest pass: five pounds fifty per visit.", GYM),
    ("How much are membership and a towel?", "Monthly membership: thirty pounds. Towel: one pound.", GYM),
    # a reply opening with its working, and a discount line holding the amount it took off
    ("How much is kayak hire for a student?", "30 less 20% is 24 (Kayak hire | £30 per session. Students: less 20%).",
     KAYAK),
    ("How much did the student discount save me?", "Student discount: 20% off hire -£6.00", KAYAK),
]


@pytest.mark.parametrize(("question", "reply", "docs", "figure"), WORKED)
def test_operands_worked(question, reply, docs, figure):
    found = asked_kinds.unmet(question, reply, [docs])
    assert found is not None and found.worked.startswith(figure), found


@pytest.mark.parametrize(("question", "reply", "docs"), LIMITED)
def test_operands_limited(question, reply, docs):
    found = asked_kinds.unmet(question, reply, [docs])
    assert found is not None and found.asked.startswith("worked") and not found.worked, found


@pytest.mark.parametrize(("question", "reply", "docs"), KEPT)
def test_right_replies_kept(question, reply, docs):
    assert asked_kinds.unmet(question, reply, [docs]) is None


@pytest.mark.parametrize(("text", "said"), [
    ("Entry: twelve pounds.", "12 pounds"),
    ("a fee of twenty-two pounds fifty a week", "22.50 pounds"),
    ("Parking costs 3 pounds 20 an hour.", "3.20 pounds"),
    ("It was a pound.", "1 pound"),
    ("Five euros for the map.", "5 euros"),
    ("We ate 3 pounds 20 apples", "3 pounds 20 apples"),  # no minor units: a count follows
])
def test_spoken_amounts(text, said):
    assert said in spoken_amounts(text)


def test_through_the_model():
    text, limits = ask_rag(GYM, "What do I pay for a month's membership plus a guest pass?")
    assert "35.50" in text and not limits
    text, limits = ask_rag(GALA, "How many swimmers were disqualified?")
    assert limits or "1" in text.split()[0]


def test_a_base_worked_is_no_sum():
    """"... including the insurance": the rate over its base is one part of the sum asked: the limit."""
    found = asked_kinds.unmet("What do I pay a month including the goods insurance?",
                              "Goods insurance costs three pounds a month for each thousand pounds of declared goods "
                              "value.", [STORE])
    assert found is not None and not found.worked


def test_a_partial_answer_of_operands():
    """A partial answer's quoted part that is the operands: worked when its tail missed only words of
    asking; the working limit when it missed more (a figure worked past a missed part would be a guess)."""
    quoted = "Monthly membership: thirty pounds. Guest pass: five pounds fifty per visit."
    asking = f"{quoted} I could not find anything about 'pay', 'plus' in the documents, so I don't know that part."
    found = asked_kinds.unmet("What do I pay for a month's membership plus a guest pass?", asking, [GYM])
    assert found is not None and found.worked.startswith("£35.50")
    missed = f"{quoted} I could not find anything about 'sauna' in the documents, so I don't know that part."
    found = asked_kinds.unmet("What do I pay for a month's membership plus a guest pass and the sauna?", missed, [GYM])
    assert found is not None and not found.worked


@pytest.mark.parametrize("reply, head, asking", [
    ("Hire is £12 a day. I could not find anything about 'pay' in the documents, so I don't know that part.",
     "Hire is £12 a day.", True),
    ("Hire is £12 a day. I could not find anything about 'fortnightly' in the documents, so I don't know that part.",
     "Hire is £12 a day.", False),
])
def test_without_tail(reply, head, asking):
    """The module's own reading of a partial answer's tail (imported directly, as every simulator
    module is by a test)."""
    from course_lib.sim.grounded.quoted_operands import without_tail

    assert without_tail(reply, frozenset({"pay"})) == (head, asking)
    assert without_tail("Hire is £12 a day.", frozenset()) is None
