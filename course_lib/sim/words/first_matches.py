"""The first match of each of many patterns in a text, found in one pass (``FirstMatches``):
exactly ``[p.search(text) for p in patterns]``, searching only the patterns whose needed literal
strings the text contains. Used by the task cues (``tasks``) and the value kinds (``quantities``).
"""

from __future__ import annotations

import re

# Stands for "any decimal digit" (what "\d" matches) among the needed strings: no lower-cased
# literal holds a capital letter, so none can be this; a finder searches "\d" for it.
DIGIT = "<DIGIT>"


# A digit, looked for before an alternation of literals that has it: one character class scans a
# text far faster than forty alternatives tried at each position (see ``AnyMatches.found``).
_DIGIT_RE = re.compile(r"\d")

_COMMON_MARKS = frozenset(" \t\n.,:;-'\"()")  # in nearly every sentence: no use as a further needed string


def _length(need: str) -> int:
    return 1 if need == DIGIT else len(need)


class LiteralFinder:
    """Finds any of the needed strings ``need`` in a lower-cased text: ``search(folded)`` is
    ``True`` when the text holds one (``DIGIT``: any decimal digit, as ``\\d`` matches), ``None``
    when it holds none. What one alternation of the strings found, but each string is looked for
    with ``in``, a scan in C: ``re`` tried every alternative at each position of the text (the
    injection gate's seventy strings cost 10 microseconds a sentence, 4 this way; a prompt's cue
    gates five times as much). ``pattern`` is that alternation's text (the strings longest first,
    then in text order, so it does not depend on the hash seed); finders with the same pattern are
    equal."""

    __slots__ = ("pattern", "_strings", "_ascii_strings", "_digit")

    def __init__(self, need):
        ordered = sorted(sorted(need), key=_length, reverse=True)
        self.pattern = "|".join(r"\d" if x == DIGIT else re.escape(x) for x in ordered)
        self._strings = tuple(x for x in ordered if x != DIGIT)
        # those an ASCII text can hold (most texts read are ASCII: the Chinese strings of a gate,
        # half of the injection gate's, were looked for in each in vain)
        self._ascii_strings = tuple(x for x in self._strings if x.isascii())
        self._digit = DIGIT in ordered

    def search(self, folded: str) -> bool | None:
        if self._digit and _DIGIT_RE.search(folded) is not None:
            return True  # (one character class first: most texts that hold a figure are found by it)
        for string in self._ascii_strings if folded.isascii() else self._strings:
            if string in folded:
                return True
        return None

    def __eq__(self, other) -> bool:
        return isinstance(other, LiteralFinder) and other.pattern == self.pattern

    def __hash__(self) -> int:
        return hash(self.pattern)

    def __repr__(self) -> str:
        return f"LiteralFinder({self.pattern!r})"


def _needed_literals(items, every: list[frozenset[str]] | None = None) -> frozenset[str] | None:
    """Lower-cased strings one of which every match of the parsed pattern ``items`` contains
    (``DIGIT`` for any decimal digit), or ``None`` when no such set is known (see ``FirstMatches``).
    ``every``, when given, receives each such set that a part of the sequence ``items`` needs
    (a match holds a string of each: "{_NUM}\\s*degrees" needs a digit and "degree")."""
    from re import _constants as c

    best: frozenset[str] | None = None

    def better(found):
        nonlocal best
        if found and every is not None:
            every.append(frozenset(found))
        if found and (best is None or min(map(_length, found)) > min(map(_length, best))):
            best = frozenset(found)

    run: list[str] = []
    for op, arg in list(items) + [(None, None)]:
        if op is c.LITERAL:
            run.append(chr(arg).lower())
            continue
        if run:
            better({"".join(run)})
            run = []
        if op is c.SUBPATTERN:
            better(_needed_literals(arg[-1]))
        elif op is c.BRANCH:
            parts = [_needed_literals(branch) for branch in arg[1]]
            if parts and all(parts):
                better(frozenset().union(*parts))
        elif op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT) and arg[0] >= 1:
            better(_needed_literals(arg[2]))
        elif op is c.ATOMIC_GROUP:
            better(_needed_literals(arg))
        elif op is c.IN and arg and all(kind is c.LITERAL or (kind is c.CATEGORY and code is c.CATEGORY_DIGIT) for kind, code in arg):
            # a class of listed characters ("[月日号]"), or of digits ("\d", "[\d½]")
            better({chr(code).lower() if kind is c.LITERAL else DIGIT for kind, code in arg})
    return best


def _first_chars(items) -> list[str] | None:
    """Members of a character class (as pattern text) holding every character a match of the
    parsed sequence ``items`` can start with, or ``None`` when that is not known (a match may be
    empty or start with any character, a group sets its own flags, a class is negated...).
    Zero-width items before the first character (``\\b``, look-arounds) are passed over: they
    consume nothing, so the match starts with the character the next item consumes."""
    from re import _constants as c

    for op, arg in items:
        if op in (c.AT, c.ASSERT, c.ASSERT_NOT):
            continue
        if op is c.LITERAL:
            return [re.escape(chr(arg))]
        if op is c.IN:
            return _class_members(arg)
        if op is c.SUBPATTERN:
            return None if arg[1] or arg[2] else _first_chars(arg[-1])
        if op is c.BRANCH:
            parts = [_first_chars(branch) for branch in arg[1]]
            return [m for part in parts for m in part] if parts and all(p is not None for p in parts) else None
        if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT) and arg[0] >= 1:
            return _first_chars(arg[2])
        if op is c.ATOMIC_GROUP:
            return _first_chars(arg)
        return None
    return None  # nothing consumed: the match may be empty


def _class_members(members) -> list[str] | None:
    from re import _constants as c

    categories = {c.CATEGORY_DIGIT: r"\d", c.CATEGORY_NOT_DIGIT: r"\D", c.CATEGORY_SPACE: r"\s",
                  c.CATEGORY_NOT_SPACE: r"\S", c.CATEGORY_WORD: r"\w", c.CATEGORY_NOT_WORD: r"\W"}
    out = []
    for op, arg in members:
        if op is c.LITERAL:
            out.append(re.escape(chr(arg)))
        elif op is c.RANGE:
            out.append(f"{re.escape(chr(arg[0]))}-{re.escape(chr(arg[1]))}")
        elif op is c.CATEGORY and arg in categories:
            out.append(categories[arg])
        else:  # a negated class, or a category not listed
            return None
    return out


def starter_pattern(pattern: re.Pattern[str]) -> re.Pattern[str] | None:
    """A one-class pattern that finds the first place a match of ``pattern`` can start (under its
    flags), or ``None`` when that is not known. ``pattern.search(text, s.start())`` for the first
    such place ``s`` then finds what ``pattern.search(text)`` finds: no match starts earlier, and a
    search from a position still sees the text before it (``\\b``, look-behinds)."""
    from re import _parser

    if not isinstance(pattern.pattern, str) or pattern.flags & re.VERBOSE:
        return None
    try:
        members = _first_chars(_parser.parse(pattern.pattern, pattern.flags).data)
        return re.compile(f"[{''.join(members)}]", pattern.flags) if members else None
    except Exception:  # noqa: BLE001 - an unreadable pattern is searched from its start
        return None


def _unfoldable() -> frozenset[str]:
    """Characters that ``re.IGNORECASE`` matches with a character ``str.lower`` does not give
    ("ı" and "i", "ſ" and "s", the two sigmas; the ASCII letters of those pairs are not listed:
    ``str.lower`` folds them as ``re`` does)."""
    try:
        from re._casefix import _EXTRA_CASES
    except ImportError:  # another Python: no text is folded, every pattern is searched
        return frozenset(chr(c) for c in range(0x80, 0x110000))
    return frozenset(chr(c) for key, more in _EXTRA_CASES.items() for c in (key, *more) if c > 0x7F)


def _also_needed(need: frozenset[str], every: list[frozenset[str]], unfoldable: frozenset[str]) -> tuple[LiteralFinder, ...]:
    """Finders of the other sets of strings a match needs besides ``need`` (each set: one of its
    strings), where they are telling: no digit, no character ``str.lower`` folds differently from
    ``re``, no set holding one ASCII letter, digit or common mark that nearly every text has."""
    return tuple(dict.fromkeys(
        LiteralFinder(x) for x in every
        if x != need and DIGIT not in x and unfoldable.isdisjoint("".join(x))
        and not any(len(m) == 1 and m.isascii() and (m.isalnum() or m in _COMMON_MARKS) for m in x)))


class FirstMatches:
    """The first match of each of many patterns in a text, exactly ``[p.search(text) for p in
    patterns]``, at a fraction of the cost.

    Python's ``re`` pays a fixed cost per position per pattern, so sixty cue patterns searched
    one after another over a 1,500-character prompt cost about 2.5 ms of CPU (a third of the
    simulator's time in an evaluation). Most cue patterns need a literal word ("rephras",
    "sub-question", "相关"): each pattern's needed strings are read once from its parsed form
    (any match contains one of them, lower-cased), and a pattern is searched only when the
    lower-cased text contains one (``LiteralFinder``). A text
    with a character that ``re.IGNORECASE`` folds differently from ``str.lower`` ("ı", "ſ",
    "ς"), or whose lower-cased form has another length, is searched pattern by pattern, as is
    every pattern whose needed strings are unknown.
    """

    _UNFOLDABLE = _unfoldable()

    def __init__(self, patterns):
        from re import _parser

        self.patterns = tuple(patterns)
        needs = []
        alsos: list[tuple[LiteralFinder, ...]] = []
        for p in self.patterns:
            every: list[frozenset[str]] = []
            try:
                needs.append(_needed_literals(_parser.parse(p.pattern, p.flags).data, every)
                             if isinstance(p.pattern, str) and not p.flags & re.VERBOSE else None)
            except Exception:  # noqa: BLE001 - an unreadable pattern is simply searched
                needs.append(None)
            if needs[-1] is not None and not self._UNFOLDABLE.isdisjoint("".join(needs[-1])):
                needs[-1] = None
            alsos.append(_also_needed(needs[-1], every, self._UNFOLDABLE) if needs[-1] else ())
        self.needs = tuple(needs)
        # "does the folded text contain one of them?" as one scan of an alternation of the literals
        self._finders = tuple(LiteralFinder(need) if need else None for need in self.needs)
        # the other strings a match needs ("answer" and "question" besides "help"): a text holding
        # the first but not these is not searched either (a prompt's cues mostly need "answer")
        self._also = tuple(alsos)

    def __call__(self, text: str) -> list:
        folded = text.lower()
        if not text.isascii() and (len(folded) != len(text) or not self._UNFOLDABLE.isdisjoint(text)):
            return [p.search(text) for p in self.patterns]
        return [
            p.search(text) if finder is None or (finder.search(folded) and (not also or all(f.search(folded) for f in also))) else None
            for p, finder, also in zip(self.patterns, self._finders, self._also, strict=True)
        ]

    def search(self, index: int, text: str):
        """``patterns[index].search(text)``, skipped the same way when the text lacks its literals."""
        pattern, finder = self.patterns[index], self._finders[index]
        if finder is not None:
            folded = text.lower()
            if (text.isascii() or (len(folded) == len(text) and self._UNFOLDABLE.isdisjoint(text))) and not (
                    finder.search(folded) and (not self._also[index] or all(f.search(folded) for f in self._also[index]))):
                return None
        return pattern.search(text)


def top_level_alternatives(pattern: str) -> list[str]:
    """The parts of a pattern string between its top-level ``|`` (outside groups and character
    classes); one part for a pattern with no top-level alternation."""
    parts, start, depth, i, in_class = [], 0, 0, 0, False
    n = len(pattern)
    while i < n:  # each step moves at least one character on: the loop ends within len(pattern)
        ch = pattern[i]
        if ch == "\\":
            i += 2
            continue
        if in_class:
            if ch == "]":
                in_class = False
        elif ch == "[":
            in_class = True
            # a "]" right after "[" or "[^" is a literal member, not the class's end
            if pattern[i + 1 : i + 2] == "^":
                i += 1
            if pattern[i + 1 : i + 2] == "]":
                i += 1
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            parts.append(pattern[start:i])
            start = i + 1
        i += 1
    parts.append(pattern[start:])
    return parts


class AnyMatches:
    """Whether each of many patterns matches a text, exactly ``[p.search(text) is not None for p
    in patterns]``, at a fraction of the cost.

    A pattern is skipped, as in ``FirstMatches``, when the lower-cased text lacks every literal
    string its matches need. A pattern that is a long alternation ``A|B|C|...`` matches somewhere
    exactly when one of its alternatives does, so past that gate each top-level alternative is
    searched on its own, and only when the text contains one of the literals that alternative
    needs (a date pattern needs "19" or "20" in one alternative, a month name in another, a
    weekday in a third: searched whole, its eighteen alternatives were tried at every position
    of every sentence). Texts that ``str.lower`` folds differently from ``re.IGNORECASE`` are
    searched unfiltered, as in ``FirstMatches``. A pattern that uses group references, global
    inline flags or verbose mode is never split. ``tests/sim/test_first_matches.py`` compares the
    two on invented and random texts.
    """

    _UNFOLDABLE = FirstMatches._UNFOLDABLE
    _SPLIT_FROM = 2  # alternatives; a pattern of one is searched whole behind its gate

    def __init__(self, patterns):
        from re import _parser

        self.patterns = tuple(patterns)
        whole = FirstMatches(self.patterns)
        self.needs = whole.needs  # each pattern's needed strings (``None``: not known)
        self.gates = whole._finders
        # gates that a digit opens (their literals include "any digit") and that have more to try
        self._digit_opens = tuple(need is not None and DIGIT in need and len(need) > 1 for need in whole.needs)
        self.parts: list[tuple[tuple[re.Pattern, LiteralFinder | None, re.Pattern | None, tuple], ...]] = []
        # each pattern's parts that an ASCII text may match: not those needing one of some strings
        # that all hold a non-ASCII character ("天", "个月"), which their finder or also-patterns
        # would look for in vain (``matching``)
        self._ascii_parts: list[tuple[tuple[re.Pattern, LiteralFinder | None, re.Pattern | None, tuple], ...]] = []
        for p in self.patterns:
            alternatives = [p.pattern]
            if isinstance(p.pattern, str) and not p.flags & re.VERBOSE and not re.search(r"\(\?[aiLmsux]+\)|\(\?P=|\\\d", p.pattern):
                alternatives = top_level_alternatives(p.pattern)
            parts: list[tuple[re.Pattern, LiteralFinder | None, re.Pattern | None, tuple]] = [(p, None, starter_pattern(p), ())]
            wide: set[int] = set()  # positions of parts no ASCII text matches
            if len(alternatives) >= self._SPLIT_FROM:
                try:
                    parts = []
                    for alternative in alternatives:
                        every: list[frozenset[str]] = []
                        need = _needed_literals(_parser.parse(alternative, p.flags).data, every)
                        if need is not None and not self._UNFOLDABLE.isdisjoint("".join(need)):
                            need = None
                        # the other strings it needs, where they are telling ("degree", "元"), not a
                        # digit or one ASCII character that nearly every sentence has
                        also = tuple(dict.fromkeys(
                            LiteralFinder(x) for x in every
                            if x != need and DIGIT not in x and self._UNFOLDABLE.isdisjoint("".join(x))
                            and not any(len(m) == 1 and m.isascii() and (m.isalnum() or m in _COMMON_MARKS) for m in x)))
                        finder = LiteralFinder(need) if need else None
                        part = re.compile(alternative, p.flags)
                        looked_for = ([need] if finder is not None else []) + [x for x in every if LiteralFinder(x) in also]
                        if any(all(not m.isascii() for m in x) for x in looked_for):
                            wide.add(len(parts))
                        parts.append((part, finder, starter_pattern(part), also))
                except Exception:  # noqa: BLE001 - a part that does not stand alone: the pattern is searched whole
                    parts = [(p, None, starter_pattern(p), ())]
                    wide = set()
            self.parts.append(tuple(parts))
            self._ascii_parts.append(tuple(x for n, x in enumerate(parts) if n not in wide))

    def found(self, index: int, text: str, folded: str | None = None) -> bool:
        """``patterns[index].search(text) is not None``; ``folded`` is ``fold(text)`` when the
        caller asks about several patterns of one text (``None``: search unfiltered)."""
        if folded is None:
            folded = self.fold(text)
        if folded is None:
            return self.patterns[index].search(text) is not None
        gate = self.gates[index]
        # (a digit opens such a gate: looked for first, the alternation is scanned only without one)
        if gate is not None and not (self._digit_opens[index] and _DIGIT_RE.search(folded)) and not gate.search(folded):
            return False
        # (an ASCII text skips the parts that need another script: see ``_ascii_parts``)
        for pattern, finder, starter, also in (self._ascii_parts if folded.isascii() else self.parts)[index]:
            if finder is not None and not finder.search(folded):
                continue
            if also and not all(f.search(folded) for f in also):
                continue
            if starter is None:
                if pattern.search(text) is not None:
                    return True
                continue
            # searched from where a match can first start ("{_NUM}..." from the first digit): ``re``
            # tries a pattern that opens with a repeat at every position before it
            start = starter.search(text)
            if start is not None and pattern.search(text, start.start()) is not None:
                return True
        return False

    def matching(self, text: str, folded: str | None = None) -> list[bool]:
        """``[self.found(i, text, folded) for i in range(len(self.patterns))]``, each distinct
        gate, finder and starter searched once per text: many patterns share theirs (fifteen
        value patterns open with "a number", so they wait for the same first digit), and typing a
        sentence in every way searched the same one again and again."""
        if folded is None:
            folded = self.fold(text)
        if folded is None:
            return [p.search(text) is not None for p in self.patterns]
        digit = _DIGIT_RE.search(folded) is not None
        every_part = self._ascii_parts if folded.isascii() else self.parts
        in_folded: dict[int, bool] = {}  # id of a gate, finder or also-pattern -> found in ``folded``
        starts: dict[int, int] = {}  # id of a starter -> where its first match starts in ``text`` (-1: none)
        out: list[bool] = []
        for gate, digit_opens, parts in zip(self.gates, self._digit_opens, every_part, strict=True):
            if gate is not None and not (digit_opens and digit):
                hit = in_folded.get(id(gate))
                if hit is None:
                    hit = in_folded[id(gate)] = gate.search(folded) is not None
                if not hit:
                    out.append(False)
                    continue
            result = False
            for pattern, finder, starter, also in parts:
                if finder is not None:
                    hit = in_folded.get(id(finder))
                    if hit is None:
                        hit = in_folded[id(finder)] = finder.search(folded) is not None
                    if not hit:
                        continue
                if also:
                    for f in also:
                        hit = in_folded.get(id(f))
                        if hit is None:
                            hit = in_folded[id(f)] = f.search(folded) is not None
                        if not hit:
                            break
                    if not hit:
                        continue
                if starter is None:
                    if pattern.search(text) is not None:
                        result = True
                        break
                    continue
                start = starts.get(id(starter))
                if start is None:
                    first = starter.search(text)
                    start = starts[id(starter)] = -1 if first is None else first.start()
                if start >= 0 and pattern.search(text, start) is not None:
                    result = True
                    break
            out.append(result)
        return out

    def fold(self, text: str) -> str | None:
        """``text`` lower-cased, or ``None`` when its literals cannot be looked for that way."""
        folded = text.lower()
        if not text.isascii() and (len(folded) != len(text) or not self._UNFOLDABLE.isdisjoint(text)):
            return None  # (an ASCII text has no such character and keeps its length: O(1) to tell)
        return folded
