"""When a small set's iteration order depends on its members alone, not on how it was made.

CPython keeps a set of at most four members in a table of eight slots and puts each member in
slot ``hash(member) & 7`` unless an earlier member took it; ``frozenset(a & b)`` copies the
intersection's table slot for slot. So when no two members share that slot, every way of
making the set (any insertion order, from any larger or smaller operands) iterates it in the
same order: slot order. The simulator sums weights in a set's iteration order (``evidence``),
and a float sum can depend on that order; this is how it knows that a set made a cheaper way
iterates exactly as the one it stands for. Other Python implementations are never assumed to
behave so (``False``). ``tests/sim/test_set_order.py`` checks the claim on random strings.
"""

from __future__ import annotations

import sys

_SMALL = 4  # members of a set whose table has eight slots (CPython resizes at the fifth)
_CPYTHON = sys.implementation.name == "cpython"


def order_free(members: frozenset[str]) -> bool:
    """Whether ``members`` iterates in the same order however a set of them was made: at most
    four members, no two in the same slot of an eight-slot table (CPython)."""
    if len(members) <= 1:
        return True
    if not _CPYTHON or len(members) > _SMALL:
        return False
    return len({hash(m) & 7 for m in members}) == len(members)
