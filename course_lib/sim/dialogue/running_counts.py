"""A count the user keeps across turns (issue 26): "I've had two coffees today." ... "Just had
another one." ... "How many coffees is that?" is 3 (the figure stated for the thing, plus each
later turn's addition: "another", "one more", "2 more"), never the first statement echoed. An
addition it cannot count ("a few more", "some more") is a stated conversation limit. The cues are
data (``data/sim/patterns.yaml``, section ``running_counts``).

- ``running_count(question, turns)``: the reply, a stated limit, or ``None`` when the question
  asks no "how many <thing>", no turn states a figure for that thing, or none adds to it.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

_CUE = patterns("running_counts")
MAX_TURNS = 30


def running_count(question: str, turns: list[str]) -> str | None:
    """The count of the thing ``question`` asks "how many" of, kept over the user's ``turns``
    (oldest first)."""
    from course_lib.sim.reports import explain, limits
    from course_lib.sim.values.ordered_counts import with_group_counts
    from course_lib.sim.words.quantities import with_all_digits
    from course_lib.sim.words.text import stem

    asked = _CUE.asks.search(question)
    if asked is None:
        return None
    thing = stem(asked.group("thing").lower())
    base, added, word, vague = None, 0, asked.group("thing").lower(), ""
    for turn in turns[-MAX_TURNS:]:
        for sentence in re.split(r"(?<=[.!?])\s+|\n+", turn):
            plain = with_group_counts(with_all_digits(sentence))
            stated = [m for m in _CUE.figure.finditer(plain) if thing in _stems(m.group("noun"))]
            if stated and not _CUE.added_n.search(plain):
                base, added, vague = int(stated[-1].group("n")), 0, ""
                continue  # the figure stated (again): counting starts from it
            if base is None:
                continue
            nouns = {stem(m.group("noun").lower()) for m in _CUE.added_noun.finditer(plain)}
            if nouns and thing not in nouns:
                continue  # "another tea": an addition to something else
            if (m := _CUE.added_n.search(plain)) is not None:
                added += int(m.group("n") or m.group("n2"))
            elif _CUE.added_one.search(plain):
                added += 1
            elif (v := _CUE.added_vague.search(plain)) is not None:
                vague = " ".join(v.group(0).split())
    if base is None or (not added and not vague):
        return None
    if vague:
        return limits.state(
            f"count the {word} from what you said earlier",
            f"you added '{vague}', which names no number",
            "ask how many you added, or count them if you said",
            kind="conversation",
        )
    explain.rule("a count kept over the user's turns: the figure stated, plus each later addition",
                 stated=base, added=added)
    return f"That makes {base + added} {word}: {base} at first, plus {added} since."


def _stems(words: str) -> set[str]:
    from course_lib.sim.words.text import stem

    return {stem(w.lower()) for w in words.split()}
