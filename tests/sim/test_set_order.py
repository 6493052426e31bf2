"""``set_order.order_free``: a set it calls order-free iterates in one order however it is made
(CPython), checked on random words put together in random orders from operands of every size,
as ``evidence.shared_keys`` makes them (``frozenset(keys & forms)``)."""

from __future__ import annotations

import random
import string

from course_lib.sim.set_order import order_free


def _word(rng: random.Random) -> str:
    return "".join(rng.choice(string.ascii_lowercase + "@~") for _ in range(rng.randint(1, 9)))


def _made(rng: random.Random, members: list[str]) -> frozenset[str]:
    """``frozenset(keys & forms)`` for random ``keys`` and ``forms`` that share ``members``."""
    keys = members + [_word(rng) + "k" for _ in range(rng.randint(0, 12))]
    forms = members + [_word(rng) + "f" for _ in range(rng.randint(0, 30))]
    rng.shuffle(keys)
    rng.shuffle(forms)
    keys_set = set(keys)
    for _ in range(rng.randint(0, 3)):  # a set with a history: members removed and put back
        k = rng.choice(keys)
        keys_set.discard(k)
        keys_set.add(k)
    made = frozenset(forms) if rng.random() < 0.5 else frozenset(forms) | frozenset()
    return frozenset(keys_set & made) if rng.random() < 0.5 else frozenset(made & keys_set)


def test_an_order_free_set_iterates_in_one_order_however_it_is_made():
    rng = random.Random(26)
    free = tied = 0
    for _ in range(3000):
        members = list(dict.fromkeys(_word(rng) for _ in range(rng.randint(2, 4))))
        orders = {tuple(_made(rng, members)) for _ in range(12)}
        if order_free(frozenset(members)):
            free += 1
            assert len(orders) == 1, members
        else:
            tied += len(orders) > 1  # members in one slot: the order is the making's
    assert free > 1000 and tied > 50  # both kinds met; the second shows the order can differ


def test_small_sets_and_large_ones():
    assert order_free(frozenset()) and order_free(frozenset({"kiln"}))
    assert not order_free(frozenset(f"w{i}" for i in range(5)))  # five members: a larger table, never assumed
    slot = {}
    for i in range(100):  # two words in one slot of eight
        word = f"w{i}"
        other = slot.setdefault(hash(word) & 7, word)
        if other != word:
            assert not order_free(frozenset({word, other}))
            break
