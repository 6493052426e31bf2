"""The second invented set (``second_set``): what a stated limit must look like for a case nothing
offline could know. Its counts are pinned in ``test_pins``."""

from __future__ import annotations

from tests.sim.fresh import second_set
from tests.sim.fresh._oracles import _must_state, classify


def test_cases_that_need_knowledge_it_lacks_state_a_limit():
    """The oracle "a limit must be stated": any reply without one counts as wrong."""
    from course_lib.sim import SimulatedChatModel

    llm = SimulatedChatModel()
    must = [c for c in second_set.CASES if c.right is _must_state]
    assert len(must) >= 4
    for case in must:
        kind, out, _ = classify(case, llm)
        assert kind == "limit", f"{case.id}: {getattr(out, 'content', out)!r}"
