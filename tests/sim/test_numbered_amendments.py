"""A later change line that names a numbered item ("in Section 3, replace ...", "clause 9 is
amended", "§2 now reads", "第3条改为") corrects the block that opens with that number, whatever words
the two share (issue 26, the forty-first set's JJ2; ``later_corrections``, the words are data
``item_words`` / ``replace``). Material and wordings of my own (branch fix43a): a golf club's bylaws,
a tenancy, a library's rules, a Chinese club's rules. The rows marked "new" fail on b45463ca."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.later_corrections import correcting

GOLF = """Millbrook Golf Club - byelaws
Section 1. Members may play every day from 7am.
Section 2. Carts must stay on the paths in winter.
Section 3. Visitors pay a green fee of £30 per round.
Section 4. Dress code: collared shirts on the course.
Revision agreed 1 May: in Section 3, replace £30 by £35."""

TENANCY = """Tenancy of 8 Quay Lane
Clause 8. The rent is paid monthly in advance.
Clause 9. Pets are not permitted in the property.
Clause 10. The garden is kept tidy by the tenant.
Addendum signed 3 March. Clause 10 is unchanged. Clause 9 is amended: one small dog is permitted."""

LIBRARY = """Village library rules
1. Books may be borrowed for 14 days.
2. Up to 6 books can be borrowed at a time.
3. Late returns cost 20p a day.
Update, June: §2 now reads: a limit of 10 volumes."""

ZH = """读书会章程
第2条 每月第一个周六下午聚会。
第3条 会员每月会费50元。
第4条 新会员需要两名会员推荐。
修正：第3条改为60元整。"""

OTHER_ITEM = """Allotment rules
Rule 6. Bonfires are allowed on Wednesdays only.
Rule 7. Hoses may be used before 9am.
Amendment 1: Rule 7 is changed to: hoses may be used before 8am."""

UNMARKED = """Hall hire
Rule 6. The hall may be booked for up to 4 hours.
Rule 7. Bookings are made through the secretary; as Rule 6 says, 5 hours is too long."""


@pytest.mark.parametrize("text, question, pick, line_has, applied_has", [
    (GOLF, "What's the green fee for a visitor?", "Visitors pay a green fee of £30 per round.",
     "replace £30 by £35", "£35 per round"),  # new
    (TENANCY, "Can I keep a dog?", "Pets are not permitted in the property.",
     "one small dog is permitted", None),  # new (the sentence naming clause 9, not clause 10's)
    (LIBRARY, "How many books can I take out at once?", "Up to 6 books can be borrowed at a time.",
     "10 volumes", None),  # new
    (ZH, "会费多少钱?", "会员每月会费50元。", "60元整", None),  # new
])
def test_a_change_naming_the_item_number_corrects_it(text, question, pick, line_has, applied_has):
    got = correcting(question, [pick], [text])
    assert got is not None and line_has in got.line, got
    assert "Clause 10" not in got.line
    if applied_has:
        assert applied_has in (got.applied() or ""), got


@pytest.mark.parametrize("text, question, pick", [
    (OTHER_ITEM, "When can we have a bonfire?", "Bonfires are allowed on Wednesdays only."),
    (UNMARKED, "How long can the hall be booked for?", "The hall may be booked for up to 4 hours."),
])
def test_no_correction_from_another_item_or_an_unmarked_mention(text, question, pick):
    assert correcting(question, [pick], [text]) is None


FAIR = """Village fair - notes
The fair will be held on Sunday 8 June on the green.
Stalls cost £10 each.
Message from the committee, correction: the fair moves to Sunday 15 June because of the cricket."""

SALE = """Book sale - notes
Books are sorted in April and priced at $1.
The sale starts on May 3 in the library hall.
Correction: the sale now starts on May 10."""


@pytest.mark.parametrize("text, question, pick, new", [
    (FAIR, "When is the fair?", "The fair will be held on Sunday 8 June on the green.", "Sunday 15 June"),  # new
    (SALE, "When does the book sale start?", "The sale starts on May 3 in the library hall.", "May 10"),  # new
])
def test_a_day_or_month_before_a_number_is_a_date_not_an_item(text, question, pick, new):
    got = correcting(question, [pick], [text])
    assert got is not None and new in got.line, got
