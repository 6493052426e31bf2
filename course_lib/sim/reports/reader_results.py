"""What a reader of documents gives back besides nothing (issue 26: right, or it says it cannot):
``Answer``, the reply's text and the rule it followed, or ``Unsure``, why it cannot tell (the
caller, ``record_answers``, states that as the simulator's limit). Shared by the readers that
answer or doubt this way (``time_grids``, ``firewall_rules``, ``chat_records``, ``speaker_turns``,
``legend_marks``, ``marked_rows``, ``prefix_settings``, ``start_fees``; ``attendance_lists`` and
``word_grids`` only answer).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Answer:
    """A reader's answer: the reply's text and the rule it followed (for the explanation)."""

    text: str
    rule: str


@dataclass(frozen=True)
class Unsure:
    """A reader's doubt: why it cannot tell (a clause the stated limit gives as its reason)."""

    reason: str


__all__ = ["Answer", "Unsure"]
