"""After its first reply the simulator freezes what the process has loaded (``gc.freeze()``,
``foundation.speedups.freeze_loaded_objects``): the collector's full passes stop walking the
loaded libraries and the simulator's data again and again on notes never seen before. The
thresholds stay the learner's."""

from __future__ import annotations

import gc

from course_lib.sim import SimulatedChatModel


def test_a_reply_leaves_the_loaded_objects_frozen_and_the_thresholds_alone():
    thresholds = gc.get_threshold()
    SimulatedChatModel().invoke("What is 15% of 2,400?")
    assert gc.get_freeze_count() > 0
    assert gc.get_threshold() == thresholds


def test_objects_made_after_the_freeze_are_still_collected():  # a guard: passes on the old code too
    SimulatedChatModel().invoke("Hello!")

    class Node:
        pass

    a, b = Node(), Node()
    a.other, b.other = b, a  # a cycle: only the collector frees it
    tracked = len(gc.get_objects())
    del a, b
    gc.collect()
    assert len(gc.get_objects()) < tracked
