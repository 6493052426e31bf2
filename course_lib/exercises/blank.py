"""The ``____`` placeholder that starter cells leave for the learner to replace."""

from __future__ import annotations

from typing import Any


class Blank:
    """A placeholder. Using it like a function or iterating it says what to do."""

    _instance: Blank | None = None

    def __new__(cls) -> Blank:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "____"

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError("replace ____ with your code")

    def __iter__(self):
        raise NotImplementedError("replace ____ with your code")


____ = Blank()


def is_blank(value: Any, _depth: int = 0) -> bool:
    """True if ``value`` is ``____`` or a list/tuple/set/dict that still contains one."""
    if isinstance(value, Blank):
        return True
    if _depth > 3:
        return False
    if isinstance(value, dict):
        return any(is_blank(v, _depth + 1) for v in value.values())
    if isinstance(value, list | tuple | set | frozenset):
        return any(is_blank(v, _depth + 1) for v in value)
    return False
