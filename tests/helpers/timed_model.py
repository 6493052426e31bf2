"""A scripted model that takes real time per call, so the course treats it as a real model
(``course_lib.models.concurrency.is_real_model``), and a counter of its calls in flight: the tests
that prove independent calls go out at once (``COURSE_CONCURRENCY``) and come back in order."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from course_lib.models.testing import ScriptedChatModel


def timed_model(**kwargs: Any) -> ScriptedChatModel:
    """:class:`~course_lib.models.testing.ScriptedChatModel` under another ``llm_type``."""
    return ScriptedChatModel(llm_type="timed-test-model", **kwargs)


class InFlight:
    """Wraps a reply function: each call sleeps ``seconds(prompt)`` and the most calls seen in
    flight at once is kept in :attr:`most`."""

    def __init__(self, reply: Callable[[str], Any], seconds: Callable[[str], float] = lambda prompt: 0.1):
        self.reply, self.seconds = reply, seconds
        self.now = self.most = 0
        self._lock = threading.Lock()

    def __call__(self, prompt: str) -> Any:
        with self._lock:
            self.now += 1
            self.most = max(self.most, self.now)
        try:
            time.sleep(self.seconds(prompt))
            return self.reply(prompt)
        finally:
            with self._lock:
                self.now -= 1
