"""Rank words over a ranked table (issue 26; notebook 02's grounded answers).

"Who is top of the league?", "Which team is bottom?", "Who is in the lead?" over a league table,
and "Which teams get relegated?" over the same table and its rule "The bottom two are
relegated.": no sentence names the row, and the line that shares most words with the question
(the header, or the rule itself) names no team. Here a rank word (``rank_words`` in
data/sim/lexicons.yaml: "top", "leading" -> the first row; "bottom", "last" -> the last) is
read over a ranked table, and the rows it means are the answer, named by their key cell (the
first column that is not all figures: "Team", "Name"). The rank word is the question's own, or
that of the one rule sentence of the table's document outside its rows that shares a word of
the question no table cell holds ("relegated", "voucher"; or its everyday words in data/sim/lexicons.yaml
rank_rule_aliases: "who'd go up?" meets "promoted"), with its count ("the bottom two").

A table is ranked when one numeric column is a score (``rank_columns``: "Points", "Pts"): the
rows in the order of its figures, highest first; or when the document's own words outside the
table call it a ranking (``ranking_titles``: "standings", "leaderboard"): the rows in their
written order. Any other table ranks nothing here (a tax band's "top rate" is another reading).

A line outside the table that says how the rows are ranked ("decided by wins, then by draws":
``ranking_rules``) orders them by those columns, before any other reading.

Only for a question that asks who or which; never for one with a figure of its own. A tie at
the boundary the count draws (two rows with the same points where the bottom one is asked) is
not resolved: ``Resolved.tied`` set, which the reply states as a limit. Bounded: ``_MAX_ROWS``,
``_MAX_DOCS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.grounded import ranking_rules
from course_lib.sim.material.prose import Unit, units
from course_lib.sim.material.record_keys import header_words
from course_lib.sim.material.row_adjustments import changing_lines
from course_lib.sim.material.superlatives import (
    changed_figures,
    column_cells,
    figure,
    key_column,
    tables,
)
from course_lib.sim.words.answer_types import asks_who
from course_lib.sim.words.cues import LEXICONS, lexicon, read
from course_lib.sim.words.text import content_terms

_MAX_ROWS = 1000  # a cap on the rows of a table that are ranked
_MAX_DOCS = 20  # a cap on the documents read
_DIGIT_RE = re.compile(r"\d")
_WORD_RE = re.compile(r"[a-z]+(?:-[a-z]+)?|[.,;:!?]")
_WHICH_RE = re.compile(r"^\s*(?:which|what)\s+(?!is\b|are\b|was\b|were\b|does\b|do\b|did\b)", re.IGNORECASE)
_FOLLOW_ON_RE = re.compile(r"^\W*(?:and|so|then|ok(?:ay)?)\b[\s,]*", re.IGNORECASE)  # "And who's bottom?"
_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "both": 2}
# "last" and "lead" name a rank only when nothing follows them that they date or measure ("last
# week", "lead time"): the end of the clause, "of", "in", "place" or a count
_OPEN_AFTER = frozenset({"", ".", ",", ";", ":", "!", "?", "of", "in", "place", "position", "and", "team", "one",
                         "with", *_COUNTS})
_STRICT = frozenset({"last", "lead"})


@dataclass(frozen=True)
class Resolved:
    """The rows a rank word means in a ranked table."""

    keys: tuple[str, ...]  # the rows' key cells, in rank order
    texts: tuple[str, ...]  # the rows' facts
    word: str  # the rank word read ("top", "bottom")
    count: int  # how many rows it means ("the bottom two": 2)
    by: str  # the score column ranked by, "" for the rows' written order
    rule: str = ""  # the rule sentence the rank word came from, "" for the question's own
    tied: bool = False  # a tie at the boundary: which rows it means is not clear
    changed: tuple[str, ...] = ()  # lines outside the table that changed rows' scores (``row_adjustments``)
    doubt: str = ""  # a line changing a row in a way not applied: the order may not hold


def _rank_table() -> dict[str, str]:
    table = read(LEXICONS).get("rank_words")
    if not isinstance(table, dict) or not all(v in ("first", "last") for v in table.values()):
        raise ValueError(f"{LEXICONS}: 'rank_words' must map a word to 'first' or 'last'")
    return {str(k).lower(): str(v) for k, v in table.items()}


def rank_word(text: str) -> tuple[str, bool, int] | None:
    """The text's rank word, whether it means the first rows (True) or the last, and how many
    ("the bottom two": 2; one when no count follows or precedes it); ``None`` for none."""
    table = _rank_table()
    words = _WORD_RE.findall(text.lower())
    for n, word in enumerate(words):
        if word not in table:
            continue
        after = words[n + 1] if n + 1 < len(words) else ""
        if word in _STRICT and after not in _OPEN_AFTER:
            continue
        if word == "lead" and (n == 0 or words[n - 1] != "the"):
            continue  # "in the lead", "takes the lead"; not "lead the way"
        before = words[n - 1] if n else ""
        count = _COUNTS.get(after) or _COUNTS.get(before) or 1
        return word, table[word] == "first", count
    return None


_CONDITION_RE = re.compile(r"^\W*(?:if|when|once|assuming|supposing)\b[^,?]{0,80}?(?:,\s*|\s+(?=(?:who|which)\b))",
                           re.IGNORECASE)  # "if it ended now(,) who ..."


def asks_a_row(question: str) -> bool:
    question = _CONDITION_RE.sub("", _FOLLOW_ON_RE.sub("", question, count=1), count=1)  # "if it ended now, who ..."
    return asks_who(question) or bool(_WHICH_RE.search(question))


def score_column(rows: list[Unit]) -> tuple[str, list[float]] | None:
    heads = list(dict.fromkeys(h for u in rows for h, _ in u.cells if h))
    scores = lexicon("rank_columns")
    found = []
    for head in heads:
        words = set(content_terms(f"{head} {header_words(head)}")) | {head.strip().lower()}
        if not words & {t for s in scores for t in (s, *content_terms(s))}:
            continue
        values = [figure(c) for c in column_cells(rows, head)]
        if all(v is not None for v in values) and len({v[1] for v in values if v}) == 1:
            found.append((head, [v[0] for v in values if v]))
    return found[0] if len(found) == 1 else None


def _called_a_ranking(body: str, rows: list[Unit]) -> bool:
    inside = {u.text for u in rows}
    words = " ".join(u.text.lower() for u in units(body) if u.text not in inside)
    return any(re.search(rf"\b{re.escape(t)}\b", words) for t in lexicon("ranking_titles"))


def _order(body: str, rows: list[Unit]) -> tuple[list[int], list[float] | None, str] | None:
    """The rows' indices in rank order, their scores (``None``: written order) and the score column."""
    scored = score_column(rows)
    if scored is not None:
        head, values = scored
        return sorted(range(len(rows)), key=lambda n: -values[n]), values, head
    if _called_a_ranking(body, rows):
        return list(range(len(rows))), None, ""
    return None


def _changed_order(body: str, rows: list[Unit], ordered: tuple[list[int], list[float] | None, str]
                   ) -> tuple[tuple[list[int], list[float] | None, str], tuple[str, ...], str]:
    """``ordered`` again after the lines outside the table that change rows' scores
    (``row_adjustments``): (the order, the lines applied, a line it could not apply)."""
    order, values, by = ordered
    if values is None:
        lines = changing_lines(body, rows)
        return ordered, (), (lines[0] if lines else "")
    change = changed_figures(body, rows, by, list(values))
    if change.doubt or not change.lines:
        return ordered, (), change.doubt
    new = [v if v is not None else float("-inf") for v in change.values]
    return (sorted(range(len(rows)), key=lambda n: -new[n]), new, by), change.lines, ""


def _rule_words(text: str) -> str:
    """``text`` with a question's everyday words for a rank rule written as the rule's word ("go up"
    -> "promoted"; ``rank_rule_aliases`` in data/sim/lexicons.yaml)."""
    table = read(LEXICONS).get("rank_rule_aliases")
    if not isinstance(table, dict) or not all(isinstance(v, list) for v in table.values()):
        raise ValueError(f"{LEXICONS}: 'rank_rule_aliases' must map a rule word to a list of phrases")
    for word, phrases in table.items():
        for phrase in sorted(phrases, key=len, reverse=True):
            text = re.sub(rf"\b{re.escape(str(phrase))}\b", str(word), text, flags=re.IGNORECASE)
    return text


def _rule(question: str, body: str, rows: list[Unit]) -> str:
    """The one sentence of ``body`` outside the table that holds a rank word and the most words of
    the question that no cell or header of the table holds ("relegated"), or their aliases; "" for
    none or several alike."""
    plain = _rule_words  # "who'd go up?" meets "The top two are promoted." (rank_rule_aliases)
    inside = {u.text for u in rows}
    table_terms = {t for u in rows for h, c in u.cells for t in content_terms(f"{h} {c}")}
    asked = set(content_terms(plain(question))) - table_terms - set(_rank_table())
    found = [(len(asked & set(content_terms(plain(u.text)))), u.text) for u in units(body)
             if u.text not in inside and not u.heading and rank_word(u.text)]
    best = max((n for n, _ in found), default=0)
    found = [text for n, text in found if n and n == best]  # ("promoted to Division 1" over "relegated to Division 3")
    return found[0] if len(found) == 1 else ""


def resolved(question: str, bodies: list[str]) -> Resolved | None:
    """The rows a who / which question's rank word (or its rule's) means in the documents' one
    ranked table; ``None`` when the question asks none or no table is ranked (module docstring)."""
    if _DIGIT_RE.search(question) or not asks_a_row(question):
        return None
    picks = []
    for body in bodies[:_MAX_DOCS]:
        for rows in tables(body):
            if len(rows) > _MAX_ROWS or len(rows) < 2:
                continue
            key = key_column(rows)
            ruled = ranking_rules.order(body, rows) if key else None  # "decided by wins, then by draws"
            ordered = (ruled[0], ruled[1], " then ".join(ruled[2])) if ruled else (_order(body, rows) if key else None)
            if ordered is None:
                continue
            own = rank_word(question)
            rule = "" if own else _rule(question, body, rows)
            found = own or (rank_word(rule) if rule else None)
            if found is not None:
                changed = (ordered, (), "") if ruled else _changed_order(body, rows, ordered)
                picks.append((rows, key, *changed, found, rule or (ruled[3] if ruled else "")))
    if len(picks) != 1:
        return None
    rows, key, (order, values, by), changed, doubt, (word, first, count), rule = picks[0]
    if count >= len(rows):
        return None
    chosen = order[:count] if first else order[-count:]
    tied = False
    if values is not None:
        edge = values[chosen[-1]] if first else values[chosen[0]]
        rest = order[count:] if first else order[:-count]
        tied = any(values[n] == edge for n in rest)
    keys = column_cells(rows, key)
    return Resolved(tuple(keys[n] for n in chosen), tuple(rows[n].text for n in chosen), word, count, by, rule, tied,
                    changed, doubt)


def answer(found: Resolved) -> str:
    """The rows' keys, why, and the rows ("Red Lion: top of the table by its Pts, 14. ...")."""
    names = found.keys[0] if len(found.keys) == 1 else ", ".join(found.keys[:-1]) + f" and {found.keys[-1]}"
    which = f"the {found.word} {found.count}" if found.count > 1 else f"the {found.word} row"
    how = f"by its {found.by} column" if found.by else "in the order the table ranks them"
    rows = "; ".join(t.rstrip(".") for t in found.texts)
    said = f" The notes say: {found.rule}" if found.rule else ""
    if found.changed:
        how += f", counted with the change a later line makes ({' '.join(found.changed)})"
    return f"{names}: {which} of the table, {how} ({rows}).{said}"
