"""A count the user keeps across turns (issue 26): "I've had two coffees today." ... "Just had
another one." ... "How many coffees is that?" is 3 (the figure stated for the thing, plus each
later turn's addition: "another", "one more", "2 more"), never the first statement echoed. An
addition it cannot count ("a few more", "some more") is a stated conversation limit. The cues are
data (``data/sim/patterns.yaml``, section ``running_counts``).

- ``running_count(question, turns)``: the reply, a stated limit, or ``None`` when the question
  asks no "how many <thing>", no turn states a figure for that thing, or none adds to it.
- ``running_count_zh(question, turns)``: the same in Chinese, by the question's measure word
  ("我现在手上有几本新书?" after "我周一买了三本新书。" and "周三又买了两本,不过送了一本给朋友。": 3 + 2 - 1 = 4):
  each figure with that measure word counted by the verb before it in its clause (``gain_zh`` /
  ``loss_zh``); a figure after neither verb is a stated limit.
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


def running_count_zh(question: str, turns: list[str]) -> str | None:
    """The count of the things ``question`` asks 几 / 多少 of by their measure word, kept over the
    user's Chinese ``turns`` (oldest first); ``None`` when it asks none or fewer than two turns'
    figures carry the measure word."""
    from course_lib.sim.reports import explain, limits
    from course_lib.sim.words.figure_forms import han_counted

    asked = _CUE.asks_zh.search(question)
    if asked is None:
        return None
    figure = re.compile(rf"(?P<n>\d{{1,4}}|一){re.escape(asked.group('m'))}")  # ("一只": han_counted leaves "一")
    steps: list[int] = []
    for turn in turns[-MAX_TURNS:]:
        text = han_counted(turn)
        for m in figure.finditer(text):
            before = re.split(r"[，,。；;！!？?]", text[: m.start()])[-1]
            n = 1 if m.group("n") == "一" else int(m.group("n"))
            if _CUE.loss_zh.search(before):
                steps.append(-n)
            elif _CUE.gain_zh.search(before) or not steps:
                steps.append(n)
            else:
                return limits.state("count them from what you said earlier",
                                    f"it can't tell whether '{before}{m.group(0)}' added to the count or took from it",
                                    "read each turn and add or take away", kind="conversation")
    if len(steps) < 2:
        return None
    total = sum(steps)
    working = " ".join(f"{'+' if n > 0 else '-'} {abs(n)}" for n in steps[1:])
    explain.rule("a Chinese count kept over the user's turns by its measure word: added and taken away", steps=steps)
    return f"根据你之前说的：现在有{total}{asked.group('m')}（{steps[0]} {working}）。"
