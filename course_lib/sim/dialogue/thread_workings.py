"""A value worked from what the user stated earlier in a chat (issue 26, the twenty-seventh set's V9;
notebook 02's follow-ups): "My council tax is £1,836 a year, paid over 10 months." ... "so how much
is that a month" is £183.60 (£1,836 ÷ 10 months), never the statement echoed. The arithmetic is
``workings``' (its one home): the statements are read as its notes.

- ``worked_reply(question, statements)``: the reply with its working, a stated conversation limit
  when the operation is asked but its operands do not pair, ``None`` when the question asks none.
"""

from __future__ import annotations

MAX_STATEMENTS = 40  # earlier statements read


def worked_reply(question: str, statements: list[str]) -> str | None:
    """The value ``question`` asks worked from ``statements`` (``workings.worked``), as a reply."""
    from course_lib.sim.grounded import workings
    from course_lib.sim.reports import explain, limits

    if not question or not statements:
        return None
    done = workings.worked(question, statements[-MAX_STATEMENTS:])
    if isinstance(done, workings.Worked):
        explain.rule("a value worked from statements the user made earlier in this conversation",
                     operation=done.operation, working=done.working)
        return f"From what you said earlier: {done.answer()}"
    if isinstance(done, workings.Unworked):
        return limits.state(
            f"work out the {done.operation} from what you said earlier",
            done.reason,
            "pair each figure with what it is and work it out",
            kind="conversation",
        )
    return None


def party_count(question: str, turns: list[str]) -> str | None:
    """How many people the user's party is now ("We're three adults for the cabin." ... "oh and
    add my parents too" ... "so how many of us is that now?": 3 + 2 = 5), read from the user's
    ``turns`` (each sentence, requests to add people too): the size stated last,
    plus each list of people added after it (``family_counts.list_count``: "my parents" 2). A
    stated conversation limit when someone is dropped after it ("Jo can't come") or an added list
    is not counted ("add the neighbours"); ``None`` when no head count is asked or no size stated.
    The cues are data (``data/sim/family_counts.yaml``: asks_headcount, party_size, party_added,
    party_dropped)."""
    import re

    from course_lib.sim.reports import explain
    from course_lib.sim.values.family_counts import DATA, list_count
    from course_lib.sim.words.cues import read
    from course_lib.sim.words.number_words import values

    cues = {k: re.compile(read(DATA)[k], re.IGNORECASE)
            for k in ("asks_headcount", "party_size", "party_added", "party_dropped")}
    if not cues["asks_headcount"].search(question):
        return None
    small = values(1, 20)
    start, size = None, None
    statements = [s.strip() for t in turns[-MAX_STATEMENTS:] for s in re.split(r"(?<=[.!?])\s+|\n+", t) if s.strip()]
    for i, sentence in enumerate(statements):
        m = cues["party_size"].search(sentence)
        n = m and (int(m.group("n")) if m.group("n").isdigit() else small.get(m.group("n").lower()))
        if n:
            start, size = i, n
    if start is None or size is None:
        return None
    parts, total = [str(size)], size
    for sentence in statements[start + 1:]:
        if cues["party_dropped"].search(sentence):
            return _party_limit("someone is dropped from the party after its size was stated")
        added = cues["party_added"].search(sentence)
        if added:
            n = list_count(added.group("list") or added.group("list2") or "")
            if n is None:
                return _party_limit(f"it cannot count the people added in '{sentence}'")
            parts.append(str(n))
            total += n
    if len(parts) == 1:
        return None  # nothing added: the statement itself answers (the document reader's)
    explain.rule("a head count worked from the party size and the people added later", working=" + ".join(parts))
    return f"From what you said earlier: {total} ({' + '.join(parts)})."


def _party_limit(why: str) -> str:
    from course_lib.sim.reports import limits

    return limits.state("work out how many people your party is now", why,
                        "count the people stated, added and dropped", kind="conversation")
