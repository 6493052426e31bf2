"""The simulator composes a reply with Python's cyclic garbage collector held off
(``foundation.speedups.collector_paused``) and gives it back as it was: on, or off when the
process had turned it off; across threads only when the last reply is done; also after an error."""

from __future__ import annotations

import gc
import threading

import pytest

from course_lib.foundation.speedups import collector_paused
from course_lib.sim import SimulatedChatModel


class _Watching(SimulatedChatModel):
    """A simulator that notes whether the collector ran while it composed its reply."""

    def respond(self, *args, **kwargs):
        _seen.append(gc.isenabled())
        return super().respond(*args, **kwargs)


_seen: list[bool] = []


def test_a_reply_is_composed_with_the_collector_off_and_it_is_on_again_after():
    _seen.clear()
    assert gc.isenabled()
    _Watching().invoke("What is 15% of 2,400?")
    assert _seen == [False]
    assert gc.isenabled()


@pytest.mark.parametrize("enabled", [True, False])
def test_the_state_before_is_restored(enabled):
    was = gc.isenabled()
    try:
        (gc.enable if enabled else gc.disable)()
        with collector_paused():
            assert not gc.isenabled()
        assert gc.isenabled() is enabled
    finally:
        (gc.enable if was else gc.disable)()


def test_restored_after_an_error():
    with pytest.raises(ValueError), collector_paused():
        raise ValueError("a responder failed")
    assert gc.isenabled()


def test_overlapping_replies_restore_it_when_the_last_is_done():
    inside, leave_first, first_left = threading.Event(), threading.Event(), threading.Event()

    def first():
        with collector_paused():
            inside.set()
            leave_first.wait(10)
        first_left.set()

    worker = threading.Thread(target=first)
    worker.start()
    assert inside.wait(10)
    with collector_paused():
        leave_first.set()
        assert first_left.wait(10)
        assert not gc.isenabled()  # the first reply left; this one is still composing
    worker.join(10)
    assert gc.isenabled()
