"""Rank cues whose word is no listed superlative (issue 26, the twenty-sixth set's U1 (a)).

"who top scored for the visitors" over a batting card, "which was my fastest km" over per-km
splits, "who came last", "who walked furthest": each asks for the row that ranks first or last by
a measure, worked out from the rows' values, which no row writes in the question's words. Read as
such (``absence.asks_worked`` -> "rank"), the simulator never trusts "I don't know." for them nor
quotes the closest header line: either a reader ranks the rows (``superlatives``) or the rank limit
that exists is stated. Cues as data: ``patterns.yaml`` ``rank_cues``.
"""

from __future__ import annotations

from course_lib.sim.words.cues import patterns

_CUE = patterns("rank_cues")  # its cue patterns: data/sim/patterns.yaml


def asks_rank(question: str) -> bool:
    """Whether ``question`` asks for the first or last by a measure in words no superlative
    lists ("top scored", "fastest", "came last", "walked furthest")."""
    return bool(_CUE.asks_rank.search(question))
