"""A value worked from what the user stated earlier in a chat (issue 26, the twenty-seventh set's V9;
notebook 02's follow-ups): "My council tax is £1,836 a year, paid over 10 months." ... "so how much
is that a month" is £183.60 (£1,836 ÷ 10 months), never the statement echoed. The arithmetic is
``workings``' (its one home): the statements are read as its notes.

- ``worked_reply(question, statements)``: the reply with its working, a stated conversation limit
  when the operation is asked but its operands do not pair, ``None`` when the question asks none.
- ``series_total(question, statements)``: a running sum over a series of statements said the same
  way ("walked 4.2 km this morning", "and 2.9 km after lunch", "and 3.4 this evening": each read
  with the series' lead and unit by ``thread_notes``) for a total the question asks in the series'
  unit (or in the perfect of the series' own verb, "how far have i walked today", which counts every
  figure said so far: ``asks_so_far``; an irregular participle, "swum" after "swam", is not read
  as the series' verb): 10.5 km; a stated limit when a figure of the series is in another unit or none ("and 2
  laps"), never a partial sum.
- ``running_total(question, turns)``: the other running sum, of money the user says they spent
  (issue 26, the fifty-fifth set's TT4): "spent 12.40 on lunch" ... "and 3.85 on a coffee" ...
  "how much have i spent" is 16.25 (each amount of the first spending turn and of every turn that
  continues it: "and ...", "then ...", "plus ...", the question's own lead before it asks too: "and 30
  on a taxi. how much have i spent?"), never the first statement echoed. A continuing
  turn whose figure is not clearly money spent ("and 2 more coffees") is a stated conversation
  limit; ``None`` when the question asks no total spent or fewer than two amounts were said. Read
  over the raw turns, not the statements (its cues: ``data/sim/patterns.yaml``, section
  ``thread_workings``).
- ``instructed_reply(question, statements)``: a later statement's instruction ("finish at 3 instead", "from now on
  take two") for a question asked with its verb (later75).

Both running sums add their figures with ``_added`` (their one home).
"""

from __future__ import annotations

from course_lib.sim.words.cues import patterns

_CUE = patterns("thread_workings")  # running_total's cues
MAX_STATEMENTS = 40  # earlier statements read
MAX_TURNS = 30  # earlier turns ``running_total`` reads


def worked_reply(question: str, statements: list[str]) -> str | None:
    """The value ``question`` asks worked from ``statements`` (``workings.worked``), as a reply."""
    from course_lib.sim.grounded import workings
    from course_lib.sim.reports import explain, limits

    if not question or not statements:
        return None
    series = series_total(question, statements[-MAX_STATEMENTS:])
    if series is not None:
        return series
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


def _series(statements: list[str]) -> list[tuple[str, str, str, float, str]]:
    """The last run of two or more consecutive statements with the same lead before their first
    figure ("walked"), each as (statement, lead, currency sign, value, unit or "")."""
    import re

    cue = patterns("thread_notes")
    read = []
    for s in statements:
        first = cue.first_figure.search(s)
        said = cue.figure_unit.match(s[first.start():]) if first is not None and first.start() > 0 else None
        if said is None:
            read.append(None)
            continue
        unit = (said.group("unit") or "").lower()
        if unit and cue.bare_figure_after.match(f" {unit}"):
            unit = ""
        number = re.search(r"\d+(?:[.,]\d+)?", said.group(0)).group(0).replace(",", ".")
        read.append((s, " ".join(s[: first.start()].lower().split()), (said.group("sign") or "").strip(),
                     float(number), unit))
    run: list = []
    best: list = []
    for item in read:
        if item is not None and run and item[1] == run[-1][1]:
            run.append(item)
        else:
            run = [item] if item is not None else []
        if len(run) >= 2:
            best = list(run)
    return best


def series_total(question: str, statements: list[str]) -> str | None:
    """The module docstring's running sum: the reply, a stated limit, or ``None`` when the question
    asks no total or names neither the series' unit nor its verb (the other readers' then)."""
    import re

    from course_lib.sim.grounded import workings
    from course_lib.sim.reports import explain, limits
    from course_lib.sim.words.currencies import money_number
    from course_lib.sim.words.text import content_terms, stem

    so_far = _CUE.asks_so_far.search(question)
    if workings.operation(question) != "total" and so_far is None:
        return None
    series = _series(statements)
    if not series:
        return None
    asked = {stem(w) for w in re.findall(r"[a-z]+", question.lower())}
    units = {u for *_, u in series if u}
    signs = {sign for _, _, sign, _, _ in series if sign}
    lead_words = {stem(w) for w in re.findall(r"[a-z]+", series[0][1]) if content_terms(w)}
    if workings.operation(question) != "total" and stem(so_far.group("verb").lower()) not in lead_words:
        return None  # "how far have i walked" counts the walks said so far; not another verb's series
    named_unit = next((u for u in units if stem(u) in asked), None)
    money = bool(signs or (len(units) == 1 and money_number(f"12 {next(iter(units))}") is not None)) and bool(
        re.search(r"\bhow\s+much\b", question, re.IGNORECASE))
    if named_unit is None and not money and not (lead_words & asked and len(units) <= 1):
        return None
    odd = [s for s, _, sign, _, u in series if (u != (named_unit or next(iter(units), ""))) or
           (signs and not sign)]
    if odd:
        explain.rule("a running total over the user's statements, with a figure of the series in another unit or none",
                     series=[s for s, *_ in series], unclear=odd)
        return limits.state(
            "add up the figures you gave",
            f"'{odd[0][:60]}' goes on from your earlier figures, but what its figure counts is not told "
            f"the same way ({', '.join(sorted(units)) or 'no unit'})",
            "give each figure with its unit and add them",
            kind="conversation",
        )
    places = max((len(f"{v:g}".partition(".")[2]) for *_, v, _ in series), default=0)
    if signs:
        places = 2 if places else 0
    unit = next(iter(units), "")
    sign = next(iter(signs), "")

    def shown(value: float, fixed: bool = True) -> str:
        figure = f"{value:.{places}f}" if signs else f"{round(value, places):g}" if fixed else f"{value:g}"
        return f"{sign}{figure}{' ' + unit if unit else ''}"

    total, working = _added([v for *_, v, _ in series], shown, lambda v: shown(v, fixed=False))
    explain.rule("a running total over a series of the user's statements said the same way",
                 series=[s for s, *_ in series], working=working)
    return f"From what you said earlier: {total} ({working})."


def _added(values: list[float], total_shown, part_shown) -> tuple[str, str]:
    """A running sum's total and working ("a + b + c"), each figure written by the caller's form:
    ``(total_shown(sum), " + ".join(part_shown(v)))``."""
    return total_shown(sum(values)), " + ".join(part_shown(v) for v in values)


def running_total(question: str, turns: list[str]) -> str | None:
    """The total of the amounts the user's ``turns`` (oldest first) say they spent, for a
    ``question`` asking it (the module docstring's ``running_total``)."""
    import re

    asked = _CUE.asks.search(question) if turns else None
    if asked is None:
        return None
    from course_lib.sim.reports import explain, limits

    own = question[: asked.start()].strip()
    if own and re.search(r"\d", own):  # "and 30 on a taxi. how much have i spent today?": its own amount too
        turns = [*turns, own]

    amounts: list[str] = []
    currency, unclear = "", ""
    for turn in turns[-MAX_TURNS:]:
        if not re.search(r"\d", turn):
            continue
        found = list(_CUE.amount.finditer(turn))
        if amounts and _CUE.continues.search(turn):
            if found:
                amounts += [m.group("n").replace(",", ".") for m in found]
                currency = currency or next((m.group("cur") for m in found if m.group("cur")), "")
            else:
                unclear = " ".join(turn.split())[:60]
        elif found and _CUE.spending.search(turn):
            amounts = [m.group("n").replace(",", ".") for m in found]  # a spending turn starts (again)
            currency, unclear = next((m.group("cur") for m in found if m.group("cur")), ""), ""
    if unclear and amounts:
        explain.rule("a total kept over the user's turns, with a continuing turn whose figure is not money spent",
                     amounts=amounts, unclear=unclear)
        return limits.state(
            "add up what you said you spent",
            f"'{unclear}' continues your earlier turns, but its figure is not clearly an amount spent",
            "add each amount you said you spent",
            kind="conversation",
        )
    if len(amounts) < 2:
        return None
    pence = any("." in a for a in amounts)

    def money(value: float) -> str:
        return f"{currency}{value:.2f}" if pence or value != int(value) else f"{currency}{int(value)}"

    total, working = _added([float(a) for a in amounts], money, money)
    explain.rule("a total kept over the user's turns: each amount of the first spending turn and of the turns "
                 "continuing it", amounts=amounts)
    return f"That comes to {total} altogether ({working})."


def instructed_reply(question: str, statements: list[str]) -> str | None:
    """A later statement that changes the value asked by an instruction ("my shift tomorrow is 9 to 5" ... "manager
    just texted: finish at 3 instead" ... "what time do i finish tomorrow?"; "from now on take two" for "how many
    tablets do i take"): the instruction (``later_corrections.instruction``) whose verb the question asks with, the
    last one said; ``None`` when none is."""
    import re

    from course_lib.sim.grounded.later_corrections import instruction
    from course_lib.sim.reports import explain

    asked = set(re.findall(r"[^\W\d_]+", question.lower()))
    for said in reversed(statements[-MAX_STATEMENTS:]):
        got = instruction(said)
        if got is None or not got.verb or got.verb not in asked:
            continue
        explain.rule("a later statement changes the value asked by an instruction", instruction=got.phrase)
        lead = re.match(r"^[^:\n]{1,40}(?<!\d):\s*", said)  # "manager just texted: " (no clock time's "12:")
        told = said[lead.end() if lead else 0:].strip()  # as the user wrote it ("take two")
        return f"From what you said later: {told.rstrip('.')}."
    return None
