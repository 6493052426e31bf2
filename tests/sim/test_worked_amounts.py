"""An operand given for a worked amount is no answer (``grounded.asked_kinds``: ``_unapplied_rule``,
``_unworked_period``, ``_amounts``; issue 26, the forty-fourth set's MM2, the family of JJ4 / KK4 /
LL4). Wordings and material are my own (branch fix46a): a kennel's boarding prices, a cricket club's
subscriptions as CSV rows, a bike hire's rates, a decorator's quote, a choir's term fees as YAML; none
from a fresh set or my probe ``worked_b``. The rows marked "fails on base" fail on 1d73706e."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import asked_kinds

KENNEL = ("Oakfield Kennels - boarding\nSmall dog: £18 per night\nLarge dog: £24 per night\n"
          "Bank holiday nights are charged at double the nightly rate.\nA second dog sharing a kennel gets 25% off.\n"
          "Collection after 6 pm is charged as an extra night.")
CRICKET = ("member_type,annual_sub,match_fee\nSenior,120.00,6.00\nJunior,45.00,3.00\nSocial,30.00,0.00\n"
           "# Students pay half the senior sub.")
BIKES = ("Trail Bikes hire\nMountain bike: £9 per hour\nE-bike: £15 per hour\nHelmet: free\n"
         "Late returns are charged per started 30 minutes at the hourly rate.")
DECORATOR = ("J. Moss Decorating - estimate no. 3382\nLiving room walls and ceiling: £640.00\nHallway: £380.00\n"
             "Materials: £155.00\nDeposit: 25% of the total on acceptance.")
CHOIR = ("choir:\n  term_weeks: 12\n  fee_per_rehearsal: 7.50\n  concert_ticket: 10.00\n")

CASES = [  # (question, reply, documents, the kind asked or None)
    # a rule line another line states, met by a word of the question the reply does not hold (fails on base)
    ("What will a large dog cost for a bank holiday night?", "Large dog: £24 per night", KENNEL, "worked amount"),
    ("How much do I pay for a second dog sharing the kennel?", "Small dog: £18 per night", KENNEL,
     "worked amount"),
    ("If I collect my small dog at 7 pm, how much extra will it cost?", "Small dog: £18 per night", KENNEL,
     "worked amount"),
    ("What does a senior student pay for the annual sub?", "member_type: Senior; annual_sub: 120.00; match_fee: 6.00",
     CRICKET, "worked amount"),
    ("How much will I be charged if I bring the e-bike back late?", "E-bike: £15 per hour", BIKES, "worked amount"),
    # the asked amount itself: untouched
    ("How much is a large dog per night?", "Large dog: £24 per night", KENNEL, None),
    ("What's the annual sub for a junior?", "member_type: Junior; annual_sub: 45.00; match_fee: 3.00", CRICKET, None),
    ("How much does an e-bike cost per hour?", "E-bike: £15 per hour", BIKES, None),
    ("How much is the helmet?", "Helmet: free", BIKES, None),
    ("How much is a second dog sharing a kennel?", "A second dog sharing a kennel gets 25% off: £13.50 (25% off "
     "£18).", KENNEL, None),
    ("What will a large dog cost for a bank holiday night?", "£48: double the nightly rate of £24.", KENNEL, None),
    # a whole period asked, a rate per another unit quoted (fails on base)
    ("What does a term of choir cost?", "choir term_weeks: 12; fee_per_rehearsal: 7.50", CHOIR, "amount"),
    ("How much would a month of e-bike hire be?", "E-bike: £15 per hour", BIKES, "amount"),
    ("What do I pay for the whole season as a senior?", "Senior: £6.00 per match", CRICKET, "amount"),
    ("How much is a concert ticket for a term of rehearsals?", "concert_ticket: 10.00", CHOIR, None),  # no rate
    ("What does a week of boarding cost?", "Small dog: £126 per week", KENNEL, None),
    # a total or an amount whose only figures are a percent or a reference number (fails on base)
    ("What's the total on the estimate?", "J. Moss Decorating - estimate no. 3382. Deposit: 25% of the total on "
     "acceptance.", DECORATOR, "amount"),
    ("How much is the deposit?", "Deposit: 25% of the total on acceptance.", DECORATOR, "amount"),
    ("What will the whole job come to?", "J. Moss Decorating - estimate no. 3382.", DECORATOR, "amount"),
    ("What's the total?", "£1,175.00: £640.00 + £380.00 + £155.00.", DECORATOR, None),
    ("What's the total distance of the ride?", "Mountain bike: £9 per hour", BIKES, None),
    ("How much are the materials?", "Materials: £155.00", DECORATOR, None),
    # a name with "half-" is no share, and the line the reply's amount was read from is no rule on it
    ("What does a full-size pitch cost?", "A full-size pitch is £60.", "Pitch hire: a half-pitch costs £35 and a "
     "full-size pitch £60.", None),
    ("What does a full-size pitch cost after dark?", "Full-size pitch: £60.", "Full-size pitch: £60\nFull-size pitches are "
     "charged double after dark.", "worked amount"),  # fails on base
    # no money asked ("how much notice"), and a reply opening with its worked amount: untouched
    ("How much warning must I give to get the deposit back?", "Give 48 hours' notice.", KENNEL, None),
    ("What would the hire have cost without the late charge?", "£30.00: Total £42.00 less Late charge £12.00.",
     BIKES, None),
]


@pytest.mark.parametrize(("question", "reply", "docs", "kind"), CASES)
def test_an_operand_is_no_worked_amount(question, reply, docs, kind):
    found = asked_kinds.unmet(question, reply, [docs])
    assert (found.asked if found else None) == kind, found
