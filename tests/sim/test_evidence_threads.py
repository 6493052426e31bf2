"""The evidence cache under several threads at once (a batch, a parallel graph): no KeyError."""

from __future__ import annotations

import sys
from concurrent.futures import ThreadPoolExecutor

from course_lib.sim.grounded import evidence
from course_lib.sim.material.documents import Document
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher


def test_gather_is_safe_on_many_threads():
    matcher = Matcher(Knowledge.load())
    docs = [Document(None, "", f"Locker {n} is on floor {n % 4}. The gym opens at {6 + n % 3} am.", 1) for n in range(40)]

    def ask(n: int) -> int:
        return len(evidence.gather(matcher, f"Which floor is locker {n}?", [docs[n % 40]]).picks)

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # threads switch often, as on a busy machine
    try:
        with ThreadPoolExecutor(max_workers=8) as pool:
            found = list(pool.map(ask, range(2000)))
    finally:
        sys.setswitchinterval(interval)
    assert len(found) == 2000
