"""A follow-up whose pronoun names a relation of the row the conversation is about (issue 26,
seventeenth set L6; notebook 02's threads over a learner's own tables).

"Who won treasurer?" / "Priya Nair, with 52 votes." / "How many votes did her opponent get?": a
model reads "her opponent" as the other candidate for the same post, not Priya again.
:func:`related` does the same over the documents' tables: the row the previous answer (else the
previous question) names is the pronoun's; a relation word of ``lexicons.yaml`` group_relations
("opponent", "rival", "colleague"), or a word that is a cell of the table ("his manager": a Role
cell), picks the other rows sharing the named row's one group column (a column of words, not
figures, whose value another row shares: "Post", "Match", "Team"; or of whole numbers each held
by two rows or more: "Board 1, 1, 2, 2"), and, for a cell word, holding
it; "who else ... her team" takes the column the word heads ("Team"); "the other manager" is the
other rows holding the named row's cell word, "the other candidate" (the name column's header)
the other rows of its group. The question is then
asked of those rows by name. A kin word the tables do not write ("her
cousin", ``kin_relations``), a group that cannot be told (no such column, or two), or no other
row: :class:`Related` with ``limit`` set, and the caller states a conversation limit.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_ROWS = 300  # rows of a table read
_PHRASE_RE = re.compile(r"\b(?P<pron>her|his|its|their|the\s+other)\s+(?P<word>[a-z]+(?:[- ]mates?|\s+number)?)\b", re.IGNORECASE)
_WHO_RE = re.compile(r"^\W*who(?:(?:'s|\s+is|\s+was|\s+are|\s+were)\s+(?:her|his|its|their)\s+[\w -]+?\W*$|\s+else\b)",
                     re.IGNORECASE)
_WORD_RE = re.compile(r"[a-z0-9]+")
_ELSE_RE = re.compile(r"\b(?:else|other|others)\b", re.IGNORECASE)


@dataclass(frozen=True)
class Related:
    phrase: str  # "her opponent"
    named: str  # the row the pronoun stands for
    rows: tuple[str, ...] = ()  # the related rows' names
    limit: str = ""  # why the relation cannot be told ("" when it can)

    def question(self, question: str) -> str:
        """``question`` asked of the related rows by name."""
        return question.replace(self.phrase, " and ".join(self.rows), 1)

    def asks_who(self, question: str) -> bool:
        return bool(_WHO_RE.match(question))


def _singular(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _words(text: str) -> set[str]:
    return {_singular(w) for w in _WORD_RE.findall(text.lower())}


def _named(rows: list[list[tuple[str, str]]], earlier: list[str]) -> list[tuple[str, str]] | None:
    """The one row whose first cell the previous answer (else the previous question) writes."""
    for text in earlier:
        low = text.lower()
        hits = [r for r in rows if r[0][1].strip() and re.search(rf"(?<!\w){re.escape(r[0][1].strip().lower())}(?!\w)", low)]
        if len(hits) == 1:
            return hits[0]
        if hits:
            return None  # two rows named: which one the pronoun means is unknown
    return None


def _code_column(rows: list[list[tuple[str, str]]], head: str) -> bool:
    """A column of whole numbers that each stand for a group ("Board 1, 1, 2, 2"): every value
    held by two rows or more."""
    cells = [dict(r).get(head, "").strip() for r in rows if head in dict(r)]
    return len(cells) >= 2 and all(c.isdigit() for c in cells) and all(cells.count(c) >= 2 for c in cells)


def _the_other(phrase: str, word: str, rows, earlier: list[str], role_columns: set[str],
               group_words: set[str]) -> Related | None:
    """"the other manager": the rows other than the named one holding the word in a cell;
    "the other candidate" (the name column's header, or a group relation word): the rows sharing
    its group; ``None`` for any other word ("the other one": ``references`` reads that)."""
    name_heads = {_singular(w) for r in rows[:1] for w in _WORD_RE.findall(r[0][0].lower())}
    if not role_columns and word not in name_heads and word not in group_words:
        return None
    named = _named(rows, earlier)
    if named is None:
        return None
    name = named[0][1].strip()
    if role_columns:
        if not any(_words(dict(named).get(h, "")) == {word} for h in role_columns):
            return None  # the named row is no "manager": "the other" then means something else
        others = [r for r in rows if r is not named and any(_words(dict(r).get(h, "")) == {word} for h in role_columns)]
        if not others:
            return Related(phrase, name, limit=f"no row but {name}'s holds '{word}'")
        return Related(phrase, name, rows=tuple(r[0][1].strip() for r in others))
    return _grouped(phrase, word, named, rows, set(), None)


def related(question: str, earlier: list[str], bodies: list[str]) -> Related | None:
    """The relation ``question``'s "<pronoun> <relation>" names, resolved over the tables of
    ``bodies`` from the row ``earlier`` (the previous answer, then the previous question) names;
    ``None`` when the question names no relation word or no row was named before."""
    from course_lib.sim.words.cues import lexicon

    m = _PHRASE_RE.search(question)
    if m is None:
        return None
    word = _singular(m.group("word").lower())
    from course_lib.sim.material.superlatives import table_rows

    rows = table_rows(bodies, MAX_ROWS)
    if not rows:
        return None
    headers = set().union(*(_words(h) for r in rows for h, _ in r))
    group_words = {_singular(w) for w in lexicon("group_relations")}
    kin_words = {_singular(w) for w in lexicon("kin_relations")}
    role_columns = {h for r in rows for h, c in r[1:] if _words(c) == {word}}
    group_head = next((h for r in rows for h, _ in r[1:] if _words(h) == {word}), None)
    if m.group("pron").lower().startswith("the"):
        return _the_other(m.group(0), word, rows, earlier, role_columns, group_words)
    if group_head and _ELSE_RE.search(question):
        group_words = group_words | {word}  # "Who else is on her team?": the Team column groups
    elif word in headers or (word not in group_words and not role_columns and word not in kin_words):
        return None  # "her votes": a column asked of the same row; or no relation word
    named = _named(rows, earlier)
    if named is None:
        return None
    phrase, name = m.group(0), named[0][1].strip()
    if not role_columns and word not in group_words:
        if any(word in _words(body) for body in bodies):
            return None  # "Astrid's cousin Mia lives in Oslo": the notes say it elsewhere, read as before
        return Related(phrase, name, limit=f"the tables name no '{m.group('word')}' of {name}")
    return _grouped(phrase, word, named, rows, role_columns, group_head if word in headers else None)


def _grouped(phrase: str, word: str, named, rows, role_columns: set[str], group_head: str | None) -> Related:
    """The rows sharing ``named``'s one group column (``group_head`` when given), kept to those
    holding ``word`` in a ``role_columns`` cell; a limit when the group cannot be told."""
    from course_lib.sim.material.superlatives import figure

    name = named[0][1].strip()
    groups, coded = [], []
    for h, cell in named[1:]:
        if (group_head and h != group_head) or h in role_columns or not cell.strip():
            continue
        if figure(cell) and not _code_column(rows, h):
            continue  # a count or a score another row happens to share groups nothing
        if any(r is not named and dict(r).get(h, "").strip().lower() == cell.strip().lower() for r in rows):
            (coded if figure(cell) else groups).append((h, cell.strip().lower()))
    groups = groups or coded  # a column of words ("Group A") before numbers that pair up ("Played 4, 4, 3, 3")
    if len(groups) != 1:
        why = "no column groups its rows" if not groups else "more than one column groups its rows"
        return Related(phrase, name, limit=f"which rows are the '{word}' of {name} is unclear: {why}")
    head, value = groups[0]
    others = [r for r in rows if r is not named and dict(r).get(head, "").strip().lower() == value]
    if role_columns:
        others = [r for r in others if any(_words(dict(r).get(h, "")) == {word} for h in role_columns)]
    if not others:
        return Related(phrase, name, limit=f"no other row shares {name}'s {head} ('{value}')")
    return Related(phrase, name, rows=tuple(r[0][1].strip() for r in others))


__all__ = ["MAX_ROWS", "Related", "related"]
