"""A comparison between two named items: "Which costs more, the X or the Y?" (issue 26;
twenty-first P4, twentieth O1, nineteenth N4).

A quote or an email lists priced items inside one sentence ("...; X at EUR 640; Y at EUR 720"),
so the sentence that meets the question's words holds both alternatives, and quoting it with
"nothing about 'costs'" answers nothing. ``compared`` reads the question's two alternatives and
its comparative ("more", "cheaper", "longer"), finds for each alternative the one piece of the
documents (a line, or a sentence of a paragraph read with its wrapped lines joined, cut at ";")
that holds every word of the alternative and exactly one figure (with its currency or unit, a price asked of ("costs more", "cheaper"): its currency; in
a piece with none such, one bare figure, a table row's under a header that names the unit), and, when both figures are of
one kind (the same currency or unit), names the alternative whose figure is the larger (or the
smaller), with both figures shown. When the question has that form but a figure cannot be read
so, ``compared`` says why (``Unread``): the caller states a limit rather than quote both. ``None``
when the question is no such comparison. Bounded: ``_MAX_CHARS`` of the documents are read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.currencies import CODES, SYMBOL_CLASS, SYMBOLS, YEN_SIGN_DEFAULT
from course_lib.sim.words.text import STOP_WORDS, stem

_MAX_CHARS = 40_000
_MAX_PIECE = 300  # a longer piece is no item of a list
_MORE = ("more expensive", "more", "dearer", "pricier", "longer", "bigger", "larger", "heavier", "higher", "greater",
         "further", "farther", "older", "taller", "wider")
_LESS = ("less expensive", "less", "cheaper", "shorter", "smaller", "lighter", "lower", "fewer", "nearer", "closer",
         "younger", "narrower")
_COMPARATIVE = "|".join(re.escape(w) for w in sorted(_MORE + _LESS, key=len, reverse=True))
# "Which costs more, the vanity unit or the toilet?", "Which is cheaper: a day pass or a week pass?"
_QUESTION_RE = re.compile(
    rf"^\W*which(?:\s+one)?\s+(?P<says>[^,:;?]{{0,40}}?\b(?P<dir>{_COMPARATIVE}))\s*[,:\-]\s*"
    rf"(?P<a>[^,;:?]{{2,60}}?),?\s+or\s+(?P<b>[^,;:?]{{2,60}}?)\s*\??\s*$", re.IGNORECASE)
_ARTICLE_RE = re.compile(r"^(?:the|a|an|my|our|your)\s+", re.IGNORECASE)
_WORD_RE = re.compile(r"[a-z][a-z\-]*[a-z]|[a-z]", re.IGNORECASE)
_LABEL_RE = re.compile(r"(?<=[A-Za-z]{2})\s+([A-Z])\b(?![\'’.])")  # "Pack A -", "Plan B:", "Zone C" (a capital's label)
_NAME_LABEL_RE = re.compile(r"[a-z]{2,}\s+([a-z])\s*$")  # "pack a": a lower-case name ending in a one-letter label
# the currencies are currencies' (one home): its ISO codes and signs, a sign read as its code in lower case
_CURRENCY = "|".join(CODES) + "|" + SYMBOL_CLASS
CURRENCY_UNITS = frozenset(c.lower() for c in CODES)
_SIGN_UNITS = {s: (code or YEN_SIGN_DEFAULT).lower() for s, code in SYMBOLS.items()}
_FIGURE_RE = re.compile(
    rf"(?P<pre>{_CURRENCY})\s?(?<![\w.,])(?P<n1>\d{{1,3}}(?:[,\s]\d{{3}})+(?:\.\d+)?|\d+(?:\.\d+)?)"
    rf"|(?<![\w.,])(?P<n2>\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?(?P<post>{_CURRENCY}|[a-z]{{1,12}}\b|%)?",
    re.IGNORECASE)
# a figure with no unit, not part of a date, a time or a code ("685.00" of "28/11  Restaurant  685.00")
_BARE_RE = re.compile(r"(?<![\w.,/:\-])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\w/:\-]|[.,]\d)")
# a comparison of prices: only figures with a currency count ("a 7.5 tonne lorry GBP 210": GBP 210)
_PRICED_RE = re.compile(r"\b(?:costs?|cost|cheaper|dearer|pricier|expensive|pay|paid|charged?)\b", re.IGNORECASE)
_PIECE_CUT_RE = re.compile(r";|(?<=[.!?])\s+(?=[A-Z])")


@dataclass(frozen=True)
class Item:
    name: str  # the alternative as the question words it
    piece: str  # the piece of the documents that holds it
    figure: str  # its figure as written
    value: float
    unit: str


@dataclass(frozen=True)
class Compared:
    """The alternative whose figure wins the comparison, and the other."""

    says: str  # the question's comparative phrase ("costs more", "is cheaper")
    winner: Item
    other: Item

    def answer(self) -> str:
        says = self.says if re.match(r"(?:is|are|was|were|costs?|takes?|weighs?|lasts?|runs?|has|pays?)\b",
                                     self.says, re.IGNORECASE) else f"is {self.says.split()[-1]}"
        return (f"The {self.winner.name} ({self.winner.figure}) {says} than the {self.other.name} "
                f"({self.other.figure}): {_plain(self.winner.piece)}; {_plain(self.other.piece)}.")


def _plain(piece: str) -> str:
    """A piece quoted inside the answer: one line, without its closing stop."""
    return " ".join(piece.split()).rstrip(".;")


@dataclass(frozen=True)
class Unread:
    """A comparison of two named items the documents' figures do not settle as read here."""

    names: tuple[str, str]
    reason: str


def alternative(text: str) -> str:
    return _ARTICLE_RE.sub("", text.strip()).strip()


def _words(text: str) -> set[str]:
    """The stems of ``text``'s content words, and each one-letter label of a named thing ("Pack A", "Plan B":
    a capital letter after a word, or a letter ending a lower-case name, "pack a") as ``#a``."""
    found = {stem(w.lower()) for w in _WORD_RE.findall(text) if w.lower() not in STOP_WORDS}
    labels = [m.group(1) for m in _LABEL_RE.finditer(text)]
    end = _NAME_LABEL_RE.search(text) if text == text.lower() else None
    return found | {f"#{x.lower()}" for x in (*labels, *([end.group(1)] if end else []))}


def pieces(bodies: list[str]) -> list[str]:
    """Lines and the sentences of paragraphs read with their lines joined, each cut at ";"."""
    out: list[str] = []
    for body in bodies:
        text = body[:_MAX_CHARS]
        for block in (text.splitlines(), [" ".join(p.split()) for p in re.split(r"\n\s*\n", text)]):
            for chunk in block:
                out.extend(p.strip() for p in _PIECE_CUT_RE.split(chunk) if p.strip() and len(p) <= _MAX_PIECE)
    return list(dict.fromkeys(out))


_MEASURES = {"lighter": ("mass",), "heavier": ("mass",), "longer": ("length", "time"), "shorter": ("length", "time"),
             "taller": ("length",), "wider": ("length",), "narrower": ("length",), "further": ("length",),
             "farther": ("length",), "nearer": ("length",), "closer": ("length",), "older": ("time",),
             "younger": ("time",)}


def _measured_in(comparative: str) -> frozenset[str]:
    """The unit words the comparative measures in ("lighter": grams, kilos ...); empty when it
    names no one dimension ("more", "bigger")."""
    from course_lib.sim.words.cues import lexicon

    kinds = _MEASURES.get(comparative.lower(), ())
    return frozenset().union(*(lexicon(f"compared_{k}_units") for k in kinds)) if kinds else frozenset()


def _figures(piece: str, priced: bool = False, units: frozenset[str] = frozenset()) -> list[tuple[str, float, str]]:
    found = []
    for m in _FIGURE_RE.finditer(piece):
        number = m.group("n1") or m.group("n2")
        unit = (m.group("pre") or m.group("post") or "").lower()
        if not unit or unit in STOP_WORDS:
            continue  # a bare number ("2 fitters" has a word; "18" alone is no price, no length)
        try:
            value = float(re.sub(r"[,\s]", "", number))
        except ValueError:
            continue
        found.append((m.group(0).strip(), value, _SIGN_UNITS.get(unit, unit)))
    money = [f for f in found if f[2] in CURRENCY_UNITS]
    if priced and money:
        return money
    measured = [f for f in found if f[2] in units]
    if measured:  # "lighter": "240 grams", not the "6 mm" lug beside it
        return measured
    if not found:  # a table's row: its figures' unit is in the header, its one figure bare
        found = [(m.group(0), float(m.group(0).replace(",", "")), "") for m in _BARE_RE.finditer(piece)]
    return found


def item(name: str, among: list[str], priced: bool, units: frozenset[str] = frozenset()) -> Item | str:
    """The one piece of ``among`` (``pieces``) that names every word of ``name`` and holds exactly
    one figure (its currency's for a price: ``priced``; in ``units`` when given), or why not (two
    such pieces with different figures: which one the question means is not settled by the words)."""
    wanted = _words(name)
    if not wanted:
        return f"the question's '{name}' names nothing to look for"
    holding = [p for p in among if wanted <= _words(p)]
    if not holding:
        return f"no line of the documents names the {name}"
    found = [(p, f) for p in holding for f in [_figures(p, priced, units)] if len(f) == 1]
    if not found:
        return f"no line that names the {name} holds exactly one figure for it"
    labelled = [(p, f) for p, f in found if ":" in p and _words(p.split(":", 1)[0]) == wanted]
    if len(labelled) == 1:
        found = labelled  # "Towel: £2.50" beside "Locker and towel bundle: £4.00": the line labelled so
    if len({f[0][1] for _, f in found}) != 1:  # ("the hire fee ... GBP 980" and "late payment of the fee ... GBP 25")
        return f"the lines that name the {name} give different figures"
    shortest = min(len(p) for p, _ in found)
    best = [(p, f) for p, f in found if len(p) == shortest]
    piece, ((figure, value, unit),) = best[0]
    return Item(name, piece, figure, value, unit)


def compared(question: str, bodies: list[str]) -> Compared | Unread | None:
    """The comparison the module docstring describes, its limit, or ``None``."""
    asked = _QUESTION_RE.match(question.strip())
    if asked is None:
        return None
    names = (alternative(asked.group("a")), alternative(asked.group("b")))
    if not all(names) or names[0].lower() == names[1].lower():
        return None
    found = pieces(bodies)
    units = _measured_in(asked.group("dir"))
    items = [item(n, found, bool(_PRICED_RE.search(asked.group("says"))), units) for n in names]
    reasons = [i for i in items if isinstance(i, str)]
    if reasons:
        return Unread(names, "; ".join(reasons))
    first, second = items  # type: ignore[misc]
    assert isinstance(first, Item) and isinstance(second, Item)
    if first.piece == second.piece:
        return Unread(names, "both are named in one piece of the documents with one figure")
    if first.unit != second.unit:
        return Unread(names, f"their figures are in different units ({first.figure}, {second.figure})")
    if first.value == second.value:
        return Unread(names, f"their figures are the same ({first.figure})")
    more = asked.group("dir").lower() in _MORE
    winner, other = (first, second) if (first.value > second.value) == more else (second, first)
    return Compared(" ".join(asked.group("says").split()), winner, other)
