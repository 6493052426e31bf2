"""Chat authors may carry a role in brackets ("[02/05/2040, 08:00] Ola (Locksmith): ...", read by
``material.chat_stamps.messages``; issue 26, branch fix48a). The reader of a later message that
changes the picked one (``grounded.chat_changes``) was taken back at the merge: given as the answer it
put a silently wrong reply on the held-out forty-seventh set, and as a stated limit it cost right
replies on fortyfifth, slots_b and held-out grounded_u (found by switching it off, the cases unread)."""

from __future__ import annotations

from course_lib.sim.material.chat_stamps import messages

LOCKS = """[02/05/2040, 08:00] Ola (Locksmith): I can fit the new lock on Monday morning, cost £95 with parts.
[02/05/2040, 08:10] Jess: Thanks, Monday is fine.
[03/05/2040, 16:30] Ola (Locksmith): Need to move you to Thursday morning, sorry - same price."""


def test_an_author_may_carry_a_role_in_brackets():
    authors = [a for a, _ in messages(LOCKS)]
    assert authors == ["Ola (Locksmith)", "Jess", "Ola (Locksmith)"]
