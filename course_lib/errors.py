"""One exception type for mistakes a learner can fix; its message is a single clear sentence."""

from __future__ import annotations


class CourseError(Exception):
    """An error whose message tells the learner what to do. The CLI prints only the message."""
