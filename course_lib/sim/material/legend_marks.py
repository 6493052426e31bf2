"""A grid of marks read through its key legend (issue 26): an allergen chart, a skills matrix, a
rota of ticks. "Key: G = gluten, E = egg. x = the dish contains it, . = it does not." over rows of
"x" and "." under the letters: read as prose, a row is one sentence of letters and marks, and
quoting it answers neither "is the omelette safe for someone who can't eat egg?" nor "which of
your breads are ok without gluten?".

``read(question, bodies)``:

- the legend: a line opened by "Key:" / "Legend:" (data: ``data/sim/legend_marks.yaml``
  legend_line) of items "code = meaning"; the codes that head the grid's columns are its columns,
  the others its marks; a mark whose meaning says absence ("does not", "free", data absent_meaning)
  is the absent mark;
- the grid: a whitespace-aligned header of a label and two or more column codes, over rows whose
  cells are all marks;
- the column: the one whose meaning (or one of its "/" alternatives) the question names by all its
  words ("eggs" for "egg", "tree nut" for "tree nuts"); the rows: those whose label the question
  names, else, for a which-question, the two or more whose label ends with a word the question names ("breads" for
  "Rye bread", "Seeded bread");
- the answer: each row's cell read through the legend ("Omelette: E (egg) is marked 'x': the dish
  contains it"); for a question asking whether rows suit someone (data: suits, "safe", "ok for",
  "can have") a row suits when its mark is the absent one if the question says the thing is
  avoided (data: avoids, "allergy", "can't eat"), else when it is the present one ("is Ana ok
  to drive the forklift?" over "Y = trained"): "Yes" / "No" for one row asked yes or
  no, the suiting rows or "None of them" for a which-question;
- ``Unsure`` when a line outside the grid names an asked row (a later note may change it), or
  when a cell's mark has no meaning in the legend; ``None`` when no legend grid or no one column
  and row the question names (the other readers answer).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.material.data_records import has_cell_gap, spaced_cells
from course_lib.sim.reports.reader_results import Answer, Unsure
from course_lib.sim.words.cues import read as read_data
from course_lib.sim.words.text import content_terms, stem

DATA = "legend_marks.yaml"
MAX_LINES = 2000  # lines of one document read
MIN_COLUMNS = 2
RULE = "a grid of marks read through its key legend for the column and rows the question names"


@dataclass(frozen=True)
class Grid:
    columns: dict[str, str]  # code -> meaning
    marks: dict[str, str]  # mark -> meaning
    keys: tuple[str, ...]
    rows: tuple[tuple[str, tuple[str, ...]], ...]
    lines: tuple[int, int]  # the grid's first and last line numbers


@lru_cache(maxsize=1)
def _cues() -> dict[str, re.Pattern[str]]:
    d = read_data(DATA)
    return {k: re.compile(v, re.IGNORECASE | re.MULTILINE) for k, v in d.items()}


def _legend(line: str) -> dict[str, str]:
    m = _cues()["legend_line"].match(line)
    if not m:
        return {}
    out: dict[str, str] = {}
    for item in re.split(r"\s*[,;]\s*|(?<=\w)\.\s+", m.group("items")):
        code, eq, meaning = item.partition("=")
        code, meaning = code.strip(), meaning.strip().rstrip(".").strip()
        if eq and code and meaning and len(code) <= 3:
            out[code] = meaning
    return out


def grids(body: str) -> list[Grid]:
    """The grids of marks in ``body`` under a key legend above them."""
    if not has_cell_gap(body):
        return []  # a grid's header parts into cells: most documents have no such line
    lines = body.splitlines()[:MAX_LINES]
    if not _cues()["legend_line"].search("\n".join(lines)):
        return []  # nor a legend line above it
    legend: dict[str, str] = {}
    out: list[Grid] = []
    i = 0
    while i < len(lines):
        legend = _legend(lines[i]) or legend
        head = spaced_cells(lines[i])
        keys = tuple(head[1:])
        if legend and len(keys) >= MIN_COLUMNS and all(k in legend for k in keys):
            marks = {c: m for c, m in legend.items() if c not in keys}
            rows = []
            j = i + 1
            while j < len(lines):
                parts = spaced_cells(lines[j])
                if len(parts) != len(head) or not re.search(r"\w", parts[0]) or not all(c in marks or c in
                                                                                         "-–—" for c in parts[1:]):
                    break
                rows.append((parts[0], tuple(parts[1:])))
                j += 1
            if rows and marks:
                out.append(Grid({k: legend[k] for k in keys}, marks, keys, tuple(rows), (i, j - 1)))
                i = j
                continue
        i += 1
    return out


def _names(meaning: str, asked: set[str]) -> bool:
    return any((terms := set(content_terms(alt))) and terms <= asked for alt in meaning.split("/"))


def _rows(grid: Grid, question: str, asked: set[str]) -> list[int]:
    named = [n for n, (label, _) in enumerate(grid.rows) if set(content_terms(label)) <= asked]
    if named:
        return named
    if not _cues()["which"].search(question):
        return []  # "is the white bread safe?" names one row, not the breads the grid has
    words = {stem(w) for w in re.findall(r"[A-Za-z]+", question)}  # "cakes" (or "cake", singularised)
    kind = [n for n, (label, _) in enumerate(grid.rows)
            if (last := re.findall(r"[A-Za-z]+", label)) and stem(last[-1]) in words]
    return kind if len(kind) >= 2 else []  # a kind names several rows; one row is named by its whole label


def read(question: str, bodies: list[str]) -> Answer | Unsure | None:
    """The answer read from a legend grid (see the module docstring), ``Unsure`` or ``None``."""
    asked = set(content_terms(question))
    cues = _cues()
    for body in bodies:
        for grid in grids(body):
            cols = [k for k in grid.keys if _names(grid.columns[k], asked)]
            if len(cols) != 1:
                continue
            rows = _rows(grid, question, asked)
            if not rows:
                continue
            return _answer(question, body, grid, cols[0], rows, cues)
    return None


def _answer(question: str, body: str, grid: Grid, key: str, rows: list[int], cues) -> Answer | Unsure:
    col = grid.keys.index(key)
    lines = body.splitlines()
    outside = [x for n, x in enumerate(lines) if not grid.lines[0] <= n <= grid.lines[1]]
    said, suits = [], []
    avoided = bool(cues["avoids"].search(question))  # someone avoids the thing: its absence suits
    for n in rows:
        label, cells = grid.rows[n]
        if any(label.lower() in x.lower() for x in outside):
            return Unsure(f"a line beside the grid names '{label}', and it does not read whether that line "
                          "changes the row's marks")
        mark = cells[col]
        if mark not in grid.marks:
            return Unsure(f"'{label}' has '{mark}' under {key}, which its key does not explain")
        said.append(f"{label}: {key} ({grid.columns[key]}) is marked '{mark}': {grid.marks[mark]}")
        suits.append(bool(cues["absent_meaning"].search(grid.marks[mark])) == avoided)
    text = "; ".join(said) + "."
    if not cues["suits"].search(question):
        return Answer(text, RULE)
    if len(rows) == 1 and (cues["yes_no"].search(question) and not cues["which"].search(question)):
        return Answer(f"{'Yes' if suits[0] else 'No'}: {text}", RULE)
    if cues["which"].search(question):
        fit = [grid.rows[n][0] for n, ok in zip(rows, suits, strict=True) if ok]
        head = ", ".join(fit) if fit else "None of them"
        return Answer(f"{head}: {text}", RULE)
    return Answer(text, RULE)
