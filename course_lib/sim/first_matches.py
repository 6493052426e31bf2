"""The first match of each of many patterns in a text, found in one pass (``FirstMatches``):
exactly ``[p.search(text) for p in patterns]``, searching only the patterns whose needed literal
strings the text contains. Used by the task cues (``tasks``) and the value kinds (``quantities``).
"""

from __future__ import annotations

import re


def _needed_literals(items) -> frozenset[str] | None:
    """Lower-cased strings one of which every match of the parsed pattern ``items`` contains,
    or ``None`` when no such set is known (see ``FirstMatches``)."""
    from re import _constants as c

    best: frozenset[str] | None = None

    def better(found):
        nonlocal best
        if found and (best is None or min(map(len, found)) > min(map(len, best))):
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
        elif op is c.IN and arg and all(kind is c.LITERAL for kind, _ in arg):
            better({chr(code).lower() for _, code in arg})  # a class of listed characters ("[月日号]")
    return best


def _unfoldable() -> frozenset[str]:
    """Characters that ``re.IGNORECASE`` matches with a character ``str.lower`` does not give
    ("ı" and "i", "ſ" and "s", the two sigmas; the ASCII letters of those pairs are not listed:
    ``str.lower`` folds them as ``re`` does)."""
    try:
        from re._casefix import _EXTRA_CASES
    except ImportError:  # another Python: no text is folded, every pattern is searched
        return frozenset(chr(c) for c in range(0x80, 0x110000))
    return frozenset(chr(c) for key, more in _EXTRA_CASES.items() for c in (key, *more) if c > 0x7F)


class FirstMatches:
    """The first match of each of many patterns in a text, exactly ``[p.search(text) for p in
    patterns]``, at a fraction of the cost.

    Python's ``re`` pays a fixed cost per position per pattern, so sixty cue patterns searched
    one after another over a 1,500-character prompt cost about 2.5 ms of CPU (a third of the
    simulator's time in an evaluation). Most cue patterns need a literal word ("rephras",
    "sub-question", "相关"): each pattern's needed strings are read once from its parsed form
    (any match contains one of them, lower-cased), and a pattern is searched only when the
    lower-cased text contains one (one scan of an alternation of those plain strings). A text
    with a character that ``re.IGNORECASE`` folds differently from ``str.lower`` ("ı", "ſ",
    "ς"), or whose lower-cased form has another length, is searched pattern by pattern, as is
    every pattern whose needed strings are unknown.
    """

    _UNFOLDABLE = _unfoldable()

    def __init__(self, patterns):
        from re import _parser

        self.patterns = tuple(patterns)
        needs = []
        for p in self.patterns:
            try:
                needs.append(_needed_literals(_parser.parse(p.pattern, p.flags).data)
                             if isinstance(p.pattern, str) and not p.flags & re.VERBOSE else None)
            except Exception:  # noqa: BLE001 - an unreadable pattern is simply searched
                needs.append(None)
            if needs[-1] is not None and not self._UNFOLDABLE.isdisjoint("".join(needs[-1])):
                needs[-1] = None
        self.needs = tuple(needs)
        # "does the folded text contain one of them?" as one scan of an alternation of the literals
        self._finders = tuple(
            re.compile("|".join(re.escape(x) for x in sorted(need, key=len, reverse=True))) if need else None
            for need in self.needs
        )

    def __call__(self, text: str) -> list:
        folded = text.lower()
        if len(folded) != len(text) or not self._UNFOLDABLE.isdisjoint(text):
            return [p.search(text) for p in self.patterns]
        return [
            p.search(text) if finder is None or finder.search(folded) else None
            for p, finder in zip(self.patterns, self._finders, strict=True)
        ]

    def search(self, index: int, text: str):
        """``patterns[index].search(text)``, skipped the same way when the text lacks its literals."""
        pattern, finder = self.patterns[index], self._finders[index]
        if finder is not None:
            folded = text.lower()
            if len(folded) == len(text) and self._UNFOLDABLE.isdisjoint(text) and not finder.search(folded):
                return None
        return pattern.search(text)
