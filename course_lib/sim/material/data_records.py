"""Documents written as data, read as records (issue 26: documents in every common shape).

- A YAML file nested three levels or more (a Kubernetes manifest, a CI workflow): each scalar
  value is one record line named by the keys above it ("resources limits memory: 768Mi", five at most), its
  inline comment kept beside it, so an answer quotes its own line instead of the whole file read
  as one "sentence" (markdown joins its lines), and "memory" under ``limits`` is told apart from
  "memory" under ``requests``. Read line by line (comments survive; a file that is not quite
  YAML is still read); ``None`` for any text that is not such a file, so a flat "key: value"
  note reads as before.
- A JSON export of records (``json_records``: a list of objects, at the top or under a key): one
  row per record, the document's own scalar fields first.
- JSON Lines (one JSON object a line: a structured log): each line's fields as (key, value)
  cells, a nested object's keys joined with "." ("user.id"); ``None`` unless every line is one
  JSON object.

- A fixed-width table (``df -h``, ``ps``, ``kubectl get``, ``docker ps``, a timetable grid): a
  header line of N labels over rows of N cells (or N+1, the first a row label under a blank
  corner), cut at the gaps the lines share, so each row reads as ``header: cell`` pairs; a row's
  opening blank cells are the row above's (a table grouped by its first column), and a ditto mark
  alone in a column is the cell above it (``ditto_filled``).
- A grid of figures by key (a size chart, a price grid by weight and zone): a header line of a
  label and three keys or more over rows of a label and a figure under each key, its cells parted
  by tabs or runs of two spaces (``spaced_cells``), the title the line above it (``keyed_grids``).

All are pure functions of the text; ``prose.units`` caches what they give per text.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

# "  key: value  # comment", "- name: ledger-api", "key:" (a parent), "- item" (a list's value)
# a key: a word, a quoted key ("'409':", an HTTP status in an OpenAPI file) or a path ("/bookings/{id}:")
_KEY_LINE_RE = re.compile(r"^(?P<indent>\s*)(?P<dash>-\s+)?(?P<key>[A-Za-z_][\w.-]*|'[^'\n]{1,40}'|\"[^\"\n]{1,40}\"|/[\w./{}-]*)"
                          r"\s*:(?:\s+(?P<value>.*?))?\s*$")
# a whole document that is one fenced YAML block ("```yaml ... ```"): its inside is the file
_YAML_FENCE_RE = re.compile(r"\A\s*```\s*ya?ml[^\n]*\n(?P<body>.*?)\n\s*```\s*\Z", re.DOTALL | re.IGNORECASE)
_ITEM_LINE_RE = re.compile(r"^(?P<indent>\s*)-\s+(?P<value>\S.*?)\s*$")
_COMMENT_RE = re.compile(r"\s+#\s*(.*)$")
_MIN_KEYS = 4  # a YAML file: four "key:" lines at least ...
_MIN_DEPTH = 3  # ... nested three levels deep (a flat or two-level note reads as prose does)
_PATH_KEYS = 5  # a value is named by at most its five nearest keys
_MAX_LINES = 2000  # a cap on the lines read
_ITEM_NAME_KEYS = frozenset({"name", "id", "key", "title"})  # a list item's first key that names the item
# (any first key whose value is a few words names it too: ``_names_item``)


_TITLE_LINE_RE = re.compile(r"^[^\s:#\-][^:]{2,80}$")  # a line of words over the file, no "key:" of it
_NAME_VALUE_RE = re.compile(r"^[A-Za-z][\w'&.-]*(?: [\w'&.-]+){0,4}$")  # words, not a figure, a date or a list


def _names_item(value: str) -> bool:
    """Whether a list item's first value names the item ("- kind: Nordmann fir", "- dish: pad thai"):
    a few words that open with a letter, no figure, date or flow list ("- port: 8080" does not)."""
    return bool(_NAME_VALUE_RE.match(value)) and value.lower() not in ("true", "false", "yes", "no", "null", "none")


def _scalar(raw: str) -> tuple[str, str]:
    """A YAML scalar's text without quotes, and its inline comment ("" for none)."""
    comment = ""
    if raw[:1] in "\"'":
        end = raw.find(raw[0], 1)
        if end > 0:  # '"15 3 * * *"   # UTC': the quoted value, then its comment
            m = _COMMENT_RE.match(raw[end + 1 :])
            return raw[1:end], (m.group(1).strip() if m else "")
        return raw, ""
    m = _COMMENT_RE.search(raw)
    if m:
        raw, comment = raw[: m.start()], m.group(1).strip()
    return raw.strip(), comment


def yaml_leaves(text: str) -> tuple[str, list[str]] | None:
    """The file's opening comment (its title, "" for none) and one "keys: value" line per scalar
    value, in order; ``None`` unless ``text`` is a YAML file nested ``_MIN_DEPTH`` levels deep (a
    document that is one fenced ```yaml block is read inside its fence)."""
    fenced = _YAML_FENCE_RE.match(text)
    if fenced:
        text = fenced.group("body")
    lines = text.split("\n")
    if len(lines) > _MAX_LINES or ":" not in text:
        return None
    title = ""
    stack: list[tuple[int, str]] = []  # (indent, key) of the open parents
    out: list[str] = []
    keys = depth = 0
    titled = False  # a title line of words was just read: the file must follow it on the next line
    for line in lines:
        stripped = line.strip()
        if titled and not stripped:
            return None  # "Here you go.\n\nrepos: ...": a sentence before the file, no title over it
        titled = False
        if not stripped or stripped == "---":
            continue
        if stripped.startswith("#"):
            if not keys and not title:
                title = stripped.lstrip("#").strip()
            continue
        m = _KEY_LINE_RE.match(line)
        if m is None and not keys and not title and not line[:1].isspace() and _TITLE_LINE_RE.match(stripped):
            title, titled = stripped, True  # "Order KB-2291 for Harlow Community Garden" over the file: its title
            continue
        if m is None:
            item = _ITEM_LINE_RE.match(line)
            if item is None or not stack:
                return None  # a line of prose: no YAML file
            value, comment = _scalar(item.group("value"))
            path = [k for _, k in stack][-_PATH_KEYS:]
            out.append(f"{' '.join(path)}: {value}" + (f" ({comment})" if comment else ""))
            continue
        keys += 1
        key = m.group("key").strip("'\"")
        indent = len(m.group("indent")) + (len(m.group("dash")) if m.group("dash") else 0)
        while stack and stack[-1][0] >= (indent - 1 if m.group("dash") else indent):
            stack.pop()  # (a new list item also closes the previous item's name)
        raw = m.group("value") or ""
        value, comment = _scalar(raw) if raw else ("", "")
        if m.group("dash") and value and (key in _ITEM_NAME_KEYS or _names_item(value)):
            # "- name: status" then "schema: default: confirmed": the item's keys are named by its name
            out.append(f"{' '.join([k for _, k in stack][-(_PATH_KEYS - 1):] + [key])}: {value}")
            stack.append((indent - 1, value))
            depth = max(depth, len(stack))
            continue
        if not value or value in ("|", ">", "|-", ">-"):
            stack.append((indent, key))
            depth = max(depth, len(stack))
            continue
        path = [k for _, k in stack][-(_PATH_KEYS - 1):] + [key]
        depth = max(depth, len(stack) + 1)
        out.append(f"{' '.join(path)}: {value}" + (f" ({comment})" if comment else ""))
    if keys < _MIN_KEYS or depth < _MIN_DEPTH or not out:
        return None
    return title, out


# a glob-pattern file's line (.gitattributes, .gitignore, CODEOWNERS, .dockerignore): a path
# pattern, then attribute tokens ("text", "-diff", "eol=crlf", "@team/web", an address) or none
# segments of pattern characters parted by single slashes: each character is read once (a nested
# "(?:[...]+/?)+" took exponential time on a long word that fails at its end: "...word:")
_PATTERN_RE = re.compile(r"!?/?[\w.*?\[\]{}@+~-]+(?:/[\w.*?\[\]{}@+~-]+)*/?")
_GLOB_RE = re.compile(r"[*?\[]|^!|^/|/$|^\.[\w-]+$|^[\w-]+/")
_ATTRIBUTE_RE = re.compile(r"[-!]?[\w.@/+-]+(?:=[\w.@/:+-]*)?")
_SHAPED_ATTRIBUTE_RE = re.compile(r"[-!@]\w|\w[\w.-]*=|[\w.+-]+@[\w-]+\.")  # "-text", "eol=lf", "@web", an address
_MIN_PATTERN_LINES = 3


def pattern_lines(text: str) -> tuple[str, list[str]] | None:
    """The file's opening comment (its title, "" for none) and its pattern lines, each whole
    ("*.bat  text eol=crlf" -> "*.bat text eol=crlf"); ``None`` unless every line that is no
    comment is a path pattern followed by attribute tokens or nothing, three lines or more, most
    of them holding a glob's mark ("*", "?", "[", a leading "/" or "!", a trailing "/"): a
    .gitattributes, .gitignore, CODEOWNERS or .dockerignore file, read line per record so a
    pattern's dot is never taken for a sentence's end."""
    if text.count("\n") < _MIN_PATTERN_LINES - 1:
        return None  # fewer lines than a file of patterns has (each of its words was read before this)
    lines = text.split("\n")
    if len(lines) > _MAX_LINES:
        return None
    title, out, globbed, settings, bare = "", [], 0, 0, 0
    for line in lines:
        stripped = line.strip()
        if not stripped:
            continue
        if stripped.startswith("#"):
            if not out and not title:
                title = stripped.lstrip("#").strip()
            continue
        pattern, *attributes = stripped.split()
        if not _PATTERN_RE.fullmatch(pattern) or not all(_ATTRIBUTE_RE.fullmatch(a) for a in attributes):
            return None
        shaped = any(_SHAPED_ATTRIBUTE_RE.match(a) for a in attributes)
        if (pattern != "*" and pattern[-1:] == ".") or len(attributes) > 12 or not re.search(r"[\w*]", pattern):
            return None
        if pattern == "*" and attributes and not shaped:
            return None  # "* Buy milk": a markdown bullet, not a pattern for every file
        globbed += bool(_GLOB_RE.search(pattern))
        settings += shaped
        bare += bool(attributes) and not shaped
        out.append(" ".join([pattern, *attributes]))
    if len(out) < _MIN_PATTERN_LINES or 2 * globbed <= len(out) or (bare and not settings):
        return None  # (attributes, if any, are a file's settings somewhere: "eol=crlf", "-diff", "@team")
    return title, out


def json_lines(lines: list[str]) -> list[list[tuple[str, str]]] | None:
    """Each line's fields as (key, value) cells when every line (two or more) is one JSON object,
    else ``None``."""
    if len(lines) < 2 or not all(x[:1] == "{" and x[-1:] == "}" for x in lines):
        return None
    rows: list[list[tuple[str, str]]] = []
    for line in lines[:_MAX_LINES]:
        try:
            obj = json.loads(line)
        except ValueError:
            return None
        if not isinstance(obj, dict):
            return None
        cells: list[tuple[str, str]] = []
        for key, value in obj.items():
            if isinstance(value, dict):
                cells.extend((f"{key}.{k}", _cell(v)) for k, v in value.items() if not isinstance(v, dict | list))
            elif isinstance(value, list):
                cells.append((str(key), ", ".join(_cell(v) for v in value if not isinstance(v, dict | list))))
            else:
                cells.append((str(key), _cell(value)))
        rows.append(cells)
    return rows


def _cell(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


_XML_MAX_CHARS = 200_000  # a cap on the feed or export parsed
_HTML_TAGS = frozenset({"html", "body", "head", "div", "p", "table", "ul", "ol", "li", "section", "article", "span",
                        "svg", "details", "dl", "pre", "blockquote", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "td"})


def _local(tag: object) -> str:
    """A tag without its namespace ("{http://www.w3.org/2005/Atom}entry" -> "entry")."""
    return str(tag).rsplit("}", 1)[-1]


def _leaves(element, prefix: str, out: list[tuple[str, str]]) -> None:
    """(key, text) for each element under ``element`` holding text, keyed by its tags below
    ``element`` ("author name"), and each attribute of a leaf ("link href")."""
    for child in element:
        key = f"{prefix} {_local(child.tag)}".strip()
        if len(child):
            _leaves(child, key, out)
            continue
        text = " ".join((child.text or "").split())
        if text:
            out.append((key, text))
        for name, value in child.attrib.items():
            if value.strip() and len(out) < 50:
                out.append((f"{key} {_local(name)}", value.strip()))


def xml_records(text: str) -> tuple[list[tuple[str, str]], list[list[tuple[str, str]]]] | None:
    """An XML data file (an Atom or RSS feed, an export of records): its own fields outside any
    record ("title: Orchard Diary") and, for each record (a child element whose tag repeats: every
    ``<entry>``), its fields as (key, value) cells keyed by their tags ("author name"), so an answer
    quotes its own record, never the whole feed run together. ``None`` for text that is not one
    well-formed XML element (HTML too: markdown reads it), or that holds no repeated record."""
    body = text.strip()
    if not body.startswith("<") or not body.endswith(">") or len(body) > _XML_MAX_CHARS or "</" not in body:
        return None
    from xml.etree import ElementTree

    try:
        root = ElementTree.fromstring(body)
    except ElementTree.ParseError:
        return None
    if _local(root.tag).lower() in _HTML_TAGS:
        return None
    holder = root
    if len(root) == 1 and len(root[0]):  # RSS: <rss><channel><item>...</item></channel></rss>
        holder = root[0]
    tags = [_local(c.tag) for c in holder]
    repeated = {t for t in tags if tags.count(t) >= 2}
    own: list[tuple[str, str]] = []
    rows: list[list[tuple[str, str]]] = []
    for child in list(holder)[:_MAX_LINES]:
        if _local(child.tag) in repeated and len(child):
            cells: list[tuple[str, str]] = []
            _leaves(child, "", cells)
            if cells:
                rows.append(cells)
        elif not len(child) and (child.text or "").strip():
            own.append((_local(child.tag), " ".join(child.text.split())))
    return (own, rows) if rows else None


_JSON_MAX_CHARS = 200_000  # a cap on the JSON document parsed
_JSON_MAX_DEPTH = 4  # nesting of one record's fields read


def json_records(text: str) -> tuple[list[tuple[str, str]], list[list[tuple[str, str]]]] | None:
    """A JSON document that holds records (an export: a list of objects, at the top or under a
    key): its own scalar fields outside any record ("club: Thursday Readers") and, for each record,
    its fields as (key, value) cells (a nested object's keys joined with "."; a list of plain values
    joined with ", "), so an answer quotes its own record, never the export run together as one
    "sentence". ``None`` for text that is not one JSON object or array, or that holds no list of
    objects (a settings file: the configuration readers' business)."""
    body = text.strip()
    if body[:1] not in "{[" or len(body) > _JSON_MAX_CHARS:
        return None
    try:
        data = json.loads(body)
    except ValueError:
        return None
    own: list[tuple[str, str]] = []
    rows: list[list[tuple[str, str]]] = []
    items = data.items() if isinstance(data, dict) else [("", data)]
    for key, value in items:
        if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            for record in value[:_MAX_LINES]:
                cells: list[tuple[str, str]] = []
                _json_cells(record, "", cells, 0)
                if cells:
                    rows.append(cells)
        elif not isinstance(value, dict | list) and key:
            own.append((str(key), _cell(value)))
        elif isinstance(value, list) and key and not any(isinstance(v, dict | list) for v in value):
            own.append((str(key), ", ".join(_cell(v) for v in value)))
    return (own, rows) if rows else None


@lru_cache(maxsize=256)
def records_dominate(text: str) -> bool:
    """``text`` is a JSON export of records (``json_records``) whose records hold at least twice as
    many fields as the document's own: an export (a FHIR bundle, a reading list), not a settings
    file that holds a list of rules beside its settings (a ``renovate.json``)."""
    found = json_records(text) if text.lstrip()[:1] in "{[" else None
    if found is None:
        return False
    own, rows = found
    return sum(len(r) for r in rows) >= 2 * len(own)


def _json_cells(obj: dict, prefix: str, out: list[tuple[str, str]], depth: int) -> None:
    """(key, value) for each scalar field of ``obj``, a nested object's keys joined with "."; the
    objects of a list under the list's name, each key once with its values joined ("coding.display":
    "MMR")."""
    for key, value in obj.items():
        name = f"{prefix}.{key}" if prefix else str(key)
        if isinstance(value, dict):
            if depth < _JSON_MAX_DEPTH:
                _json_cells(value, name, out, depth + 1)
        elif isinstance(value, list):
            plain = [_cell(v) for v in value if not isinstance(v, dict | list)]
            if plain:
                out.append((name, ", ".join(plain)))
            inner: list[tuple[str, str]] = []  # objects in the list: their fields under the list's name
            for item in value[:_MAX_LINES]:
                if isinstance(item, dict) and depth < _JSON_MAX_DEPTH:
                    _json_cells(item, name, inner, depth + 1)
            for key in dict.fromkeys(k for k, _ in inner):
                out.append((key, ", ".join(dict.fromkeys(v for k, v in inner if k == key))))
        else:
            out.append((name, _cell(value)))


_MAX_DATA_CHARS = 20000  # a cap on what ``parses_as_data`` hands a parser


def parses_as_data(text: str) -> bool:
    """Whether ``text`` is a data file whose keys a reader can name: a JSON object or array, or a
    TOML document with a key (sections of ``key = value`` lines). Prose, a notation (a METAR line,
    a chess game's tags) or a listing parses as neither. Bounded: longer texts are not tried."""
    body = text.strip()
    if not body or len(body) > _MAX_DATA_CHARS:
        return False
    if body[0] in "[{":
        try:
            return isinstance(json.loads(body), (dict, list))
        except ValueError:
            pass
    import tomllib

    try:
        return bool(tomllib.loads(body))
    except (tomllib.TOMLDecodeError, ValueError):
        return False


# a fixed-width table's header cell: a short label ("Mounted on", "Use%", "RESTARTS", "Thu",
# "Left at 3pm", "Q3 2026", "Time, s", "% change", "# of runs", "Age 65+", a rank's "#", a unit in
# square brackets or a degree sign, "Dist. [km]", "Temp [°C]"): up to four words of
# label characters, opening with a word (a sign or a mark may stand before it), each word with a
# letter or a figure or a unit's sign ("Rent £", "Share [%]"; a lone "-" parts a title's words), no sentence mark at its end; a word
# after the first may open with a figure. A cell opening with a figure ("12", "£3.00", "3pm")
# is a row's value, never a label. A Chinese label opens with a character ("普通洗涤", "加急（当天取）").
_HEADER_CHARS = r"[\w%#/().,'+*&°\[\]（）-]"
_HEADER_CELL_RE = re.compile(
    rf"[#%]|(?:[%#+]|(?:[%#]|\+/-) )?[A-Za-z\u00c0-\u024f\u4e00-\u9fff]{_HEADER_CHARS}*+"
    rf"(?: (?:(?={_HEADER_CHARS}*?[^\W_]){_HEADER_CHARS}++|[(\[]?[%#£$€°][)\]]?)){{0,3}}(?<![,;!?])")
# (each word read once, possessively: the words hold no space, so none gives back a character; a
# word of a later cell was "H*[^\W_]H*" inside a repeat, cubic in a long word that fails at its end)
_CELL_GAP_RE = re.compile(r"\t+|\s{2,}")
_FIGURE_WORD_RE = re.compile(r"[-+]?\d[\d.,]*")


def _is_header_cell(cell: str, under: list[str]) -> bool:
    """Whether ``cell`` is a column's label (``_HEADER_CELL_RE``) and not a list of items: a
    comma at most ("Time, s"; "Cloakroom, lockers, toilets" is a row's value), unless every cell
    ``under`` it opens with a figure ("Sat, Sun, holidays" over "08:00", "16:30": a list of what
    the column's values are for, a label over values of another kind)."""
    if not _HEADER_CELL_RE.fullmatch(cell):
        return False
    return cell.count(",") <= 1 or (bool(under) and all(_FIGURE_CELL_RE.match(c) for c in under))


def _numbered_like_rows(header: list[str], rows: list[list[str]]) -> bool:
    """Whether a header cell holding a figure is one of the rows' cells counted on ("Level -1"
    over "Level 0", "Level 1": the first row of a listing, not a label): the cell under it in a
    row has its words with another figure."""
    def frame(cell: str) -> tuple[str, ...]:
        return tuple("#" if _FIGURE_WORD_RE.fullmatch(w) else w.lower() for w in cell.split())

    for n, h in enumerate(header):
        shape = frame(h)
        if "#" in shape and len(set(shape)) > 1 and any(r[n] != h and frame(r[n]) == shape for r in rows):
            return True
    return False
_MAX_TABLE_LINES = 1000  # a cap on the lines of a fixed-width table


def _gutters(lines: list[str]) -> list[tuple[int, int]]:
    """Each column's (start, end) between runs of positions blank in every line."""
    width = max(map(len, lines))
    blank = [all(i >= len(x) or x[i] == " " for x in lines) for i in range(width)]
    spans: list[tuple[int, int]] = []
    start = None
    for i, b in enumerate([*blank, True]):
        if not b and start is None:
            start = i
        elif b and start is not None:
            spans.append((start, i))
            start = None
    return spans


def _by_gutters(lines: list[str]) -> list[list[str]] | None:
    """Cells cut at the gaps every line shares; a column with no header of its own but the first
    (the "3" of "Pitch 3" under "Pitch") belongs to the column on its left. ``None`` when a cell
    then holds a run of spaces (the lines are not aligned: their indentation was stripped)."""
    spans: list[tuple[int, int]] = []
    for n, (a, b) in enumerate(_gutters(lines)):
        if n and spans and (not lines[0][a:b].strip() or _header_word_on(lines, spans[-1][1], a, b)):
            spans[-1] = (spans[-1][0], b)
        else:
            spans.append((a, b))
    if len(spans) < 2:
        return None
    cells = [[x[a:b].strip() for a, b in spans] for x in lines]
    return None if any("  " in c for row in cells for c in row) else cells


def gutter_cells(lines: list[str]) -> list[list[str]] | None:
    """``lines`` (raw, aligned) cut into cells at the gaps every line shares, as a fixed-width
    table's reading cuts them, whether or not they read as a table; ``None`` when they do not cut."""
    lines = [x.rstrip().expandtabs() for x in lines if x.strip()]
    if len(lines) < 2 or len(lines) > _MAX_TABLE_LINES or max(map(len, lines)) > 400:
        return None
    return _by_gutters(lines)


def _header_word_on(lines: list[str], left_end: int, a: int, b: int) -> bool:
    """The header's cell at ``a:b`` goes on the words on its left ("used" of "Units used",
    "colour" of "Circuit colour", "(p/kWh)" of "Rate (p/kWh)"): one space parts it from them and
    no row has a cell under it (a column of its own, "Avail" beside "Used", has)."""
    return a - left_end == 1 and lines[0][left_end:a] == " " and not any(x[a:b].strip() for x in lines[1:])


def _by_wide_gaps(lines: list[str]) -> list[list[str]] | None:
    """Cells split at runs of two spaces or more (lines whose indentation was stripped)."""
    return [spaced_cells(x.strip()) for x in lines]


def spaced_cells(line: str) -> list[str]:
    """A line's cells parted by tabs or runs of two spaces or more, each stripped; an indented
    line opens with an empty cell (the blank corner over a grid's row labels)."""
    return [p.strip() for p in _CELL_GAP_RE.split(line.rstrip())]


# a gap ``spaced_cells`` parts cells at, inside one line (``str.splitlines``' line boundaries are
# whitespace too: "\r\n" ends a line, it parts no cells)
_LINE_GAP_RE = re.compile(r"\t|[^\S\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029]{2,}")


def has_cell_gap(text: str) -> bool:
    """Whether a line of ``text`` may part into cells (``spaced_cells``): a text with no tab and no
    run of two spaces in any line holds no grid, and its lines need not be read one by one."""
    if "\t" in text or "  " in text:
        return True
    if text.isascii() and "\x1f" not in text:
        return False  # (no other whitespace of ASCII stands inside a line: no scan of the text)
    return _LINE_GAP_RE.search(text) is not None


def fixed_width_table(lines: list[str]) -> tuple[str, list[str], list[list[str]]] | None:
    """A fixed-width table's title line ("" for none), its column headers ("" over a row-label
    column) and its rows' cells; ``None`` unless ``lines`` (raw, a title line at most above the
    header) are a header of two labels or more (a run of column numbers, "1 2 3 4", beside them) over
    two rows or more, each row with a cell per
    column (an empty one allowed), cut at the gaps every line shares or, when the lines were
    stripped of their indentation, at runs of two spaces (a row then may have one cell more than
    the header: its row label)."""
    tabbed = _tab_separated([x.rstrip() for x in lines if x.strip()])
    if tabbed is not None:
        return tabbed
    lines = [x.rstrip().expandtabs() for x in lines if x.strip()]
    if len(lines) < 3 or len(lines) > _MAX_TABLE_LINES:
        return None
    for title_lines in (0, 1):
        body = lines[title_lines:]
        if len(body) < 3:
            return None
        read = _read_table(body)
        if read is not None and not title_lines and _spaced_like_title(lines):
            below = fixed_width_table(lines[1:]) if len(lines) > 3 else None
            if below is not None and not below[0]:  # "Club vote on the new kit" over "Option   Votes"
                return (lines[0].strip(), *below[1:])
        if read is not None:
            return (lines[0].strip(), *read) if title_lines else ("", *read)
    return None


def tab_separated_table(lines: list[str]) -> tuple[str, list[str], list[list[str]]] | None:
    """``lines`` read as a table pasted from a spreadsheet, cut at its tabs only (``_tab_separated``):
    its title ("" for none), header and rows, or ``None``. For a reader that gathers a table's tab
    lines from among other lines (``prose._cell_line_units``)."""
    return _tab_separated(lines)


def _tab_separated(lines: list[str]) -> tuple[str, list[str], list[list[str]]] | None:
    """A table pasted from a spreadsheet: (a title line with no tab, then) a header and two rows
    or more whose cells are parted by tabs, as many in every line (a trailing tab or a blank cell
    allowed); ``None`` otherwise. Cut at the tabs, never at the columns the tabs expand to (a tab
    stop splits "R2 Music" from its neighbour when the widths differ)."""
    if len(lines) > _MAX_TABLE_LINES:
        return None
    title = ""
    if lines and "\t" not in lines[0]:
        title, lines = lines[0].strip(), lines[1:]
    if len(lines) < 3 or not all("\t" in x for x in lines):
        return None
    cells = [[c.strip() for c in x.strip("\r").split("\t")] for x in lines]
    width = max(len(r) for r in cells)
    cells = [r + [""] * (width - len(r)) for r in cells]
    header, rows = cells[0], cells[1:]
    named = [h for h in header if h]
    if len(named) < 2 or len(named) < width - 1 or header[0][-1:] in ".!?:" or ": " in header[0]:
        return None
    if any(sum(bool(c) for c in r) < 2 for r in rows) or any(_FIGURE_CELL_RE.match(h) for h in named):
        return None
    return title, header, _filled_down(rows)


def _spaced_like_title(lines: list[str]) -> bool:
    """Whether the first line is cut into cells only at single spaces while the lines under it
    part theirs with runs of two spaces or more: a title over the table, never its header."""
    first = lines[0].strip()
    if "  " in first:
        return False
    wide = sum("  " in x.strip() for x in lines[1:])
    return wide >= 2 and 2 * wide >= len(lines) - 1


_FIGURE_CELL_RE = re.compile(r"[-+]?[£$€¥]?\d")  # a cell that opens with a figure ("31.20", "£66.14")


def _row_shape(row: list[str]) -> tuple[bool, ...]:
    return tuple(bool(_FIGURE_CELL_RE.match(c)) for c in row)


def leading_table(lines: list[str]) -> tuple[tuple[str, list[str], list[list[str]]], int] | None:
    """The fixed-width table that opens ``lines`` (raw, non-blank) and the number of lines it
    takes, when the whole run is not one: a header over two rows or more, all of one shape (the
    same columns hold figures), ended where the shape changes ("Standing charge 53.10p/day x 30
    days  £15.93" under "Peak  31.20  212  £66.14": a summary line, read as a line of its own);
    ``None`` for none."""
    for end in range(min(len(lines), _MAX_LEADING_ROWS), 2, -1):
        grid = fixed_width_table(lines[:end])
        if grid is not None and len({_row_shape(r) for r in grid[2]}) == 1:
            return grid, end
    return None


_MAX_LEADING_ROWS = 60  # a cap on the lines tried for a table that opens a longer run


def _numbered_columns(header: list[str]) -> frozenset[str]:
    """The header's cells that number its columns ("1 2 3 4" of a crosstable's rounds, the days
    of a month): plain figures of a run counting up by one (two or more); empty for none."""
    figures = [h for h in header if h.isdigit() and len(h) <= 3]
    if len(figures) < 2 or any(int(b) != int(a) + 1 for a, b in pairwise(figures)):
        return frozenset()
    return frozenset(figures)


def _closing_sentence(rows: list[list[str]]) -> bool:
    """Whether the last row is a sentence cut at the table's gaps: it ends with a sentence mark,
    holds no figure, and the rows above (two or more, all of one shape) hold figures."""
    last, above = rows[-1], rows[:-1]
    filled = [c for c in last if c]
    if len(above) < 2 or not filled or filled[-1][-1:] not in ".!?" or any(_FIGURE_CELL_RE.match(c) for c in filled):
        return False
    shapes = {_row_shape(r) for r in above}
    return len(shapes) == 1 and any(next(iter(shapes)))


def _prose_under(body: list[str]) -> bool:
    """Whether a line under the header is a sentence, not a row: four words or more with no run of
    two spaces and no tab, under rows that part their cells by such runs ("Jacket potatoes and a
    salad bar every day." under a menu's "Mon   Cottage pie   Veggie lasagne"). Cut at the
    gaps the rows share it would read as cells."""
    lines = [x.strip() for x in body[1:]]
    spaced = sum("  " in x or "\t" in x for x in lines)
    return spaced >= 2 and any("  " not in x and "\t" not in x and len(x.split()) >= 4 for x in lines)


def _read_table(body: list[str]) -> tuple[list[str], list[list[str]]] | None:
    head = body[0].strip()
    if not head or head[-1:] in ".!?:" or ": " in head:
        return None
    if _prose_under(body):
        return None
    for cut in (_by_gutters, _by_wide_gaps):
        cells = cut(body)
        if cells is None:
            continue
        header, rows = cells[0], cells[1:]
        if cut is _by_wide_gaps and all(len(r) == len(header) + 1 for r in rows):
            header = ["", *header]  # a grid: each row opens with its label under a blank corner
        width = len(header)
        named = [h for h in header if h]
        if len(named) < 2 or len(named) < width - 1 or any(len(r) != width for r in rows):
            continue
        numbered = _numbered_columns(named)
        labels = [(n, h) for n, h in enumerate(header) if h and h not in numbered]
        if len(labels) < 2 or not all(_is_header_cell(h, [r[n] for r in rows]) for n, h in labels):
            continue
        named = [h for _, h in labels]
        if _numbered_like_rows(header, rows):
            continue
        if header[0] == "" and not all(r[0] and r[0][-1:] not in ":." for r in rows):
            continue  # a row label is a label ("P2", "Tue"), never a record's "Key:"
        if any(sum(bool(c) for c in r) < 2 for r in rows) or any(h in (r[0] for r in rows) for h in named):
            continue
        if _closing_sentence(rows):
            continue  # "Full tank each time." under the rows, cut at their gaps: a line of its own
        return header, _filled_down(rows)
    return None


def _filled_down(rows: list[list[str]]) -> list[list[str]]:
    """The rows with the blank cells that open a row (before its first filled one) taken from the
    row above: a table grouped by its first columns writes a group's label once ("Friday" beside
    its first shift, blank beside the next), so a blank there means "the same as above"."""
    out = [rows[0]]
    for row in rows[1:]:
        lead = next((n for n, c in enumerate(row) if c), 0)
        out.append(out[-1][:lead] + row[lead:] if lead else row)
    return out


_MAX_GRID_LINES = 300  # a cap on the lines read for grids
_MIN_GRID_KEYS = 3
FIGURE_VALUE_RE = re.compile(r"^[£$€]?-?\d+(?:[.,]\d+)?(?:\s?%)?$")
"""A cell that is one figure and nothing else ("23.5", "£16.30", "12 %"): a grid's value, or a key
that is a bare figure ("12" of a size chart)."""


@dataclass(frozen=True)
class KeyedGrid:
    """A grid of figures: its title (the line above, "" for none), the header's label ("" under a
    blank corner), its keys, and its rows (label, a figure under each key)."""

    title: str
    header: str
    keys: tuple[str, ...]
    rows: tuple[tuple[str, tuple[str, ...]], ...]


def keyed_grids(body: str) -> list[KeyedGrid]:
    """The grids of figures a text holds (see the module docstring): a header of a label and
    ``_MIN_GRID_KEYS`` keys or more over one row or more, each a label with a letter in it and a
    figure (``FIGURE_VALUE_RE``) under each key. Bounded: ``_MAX_GRID_LINES``."""
    lines = body.splitlines()[:_MAX_GRID_LINES]
    out: list[KeyedGrid] = []
    i = 0
    while i < len(lines):
        head = spaced_cells(lines[i])
        keys = head[1:]
        if len(keys) >= _MIN_GRID_KEYS and all(keys):
            rows = []
            j = i + 1
            while j < len(lines):
                parts = spaced_cells(lines[j])
                if len(parts) != len(head) or not re.search(r"[A-Za-z]", parts[0]) or not all(
                        FIGURE_VALUE_RE.match(c) for c in parts[1:]):
                    break
                rows.append((parts[0], tuple(parts[1:])))
                j += 1
            if rows:
                title = next((t.strip() for t in reversed(lines[max(0, i - 2):i]) if t.strip()), "")
                out.append(KeyedGrid(title, head[0], tuple(keys), tuple(rows)))
                i = j
                continue
        i += 1
    return out


# a ditto mark standing alone in a column of aligned lines ('"', "〃", "do."): the cell above it again
_DITTO_RE = re.compile(r"(?:(?<=\s\s)|(?<=\t))(?:\"|\u3003|\u201d|''|do\.|ditto)(?=\s\s|\t|\s*$)", re.IGNORECASE)
_CELL_RUN_RE = re.compile(r"\S+(?: \S+)*")  # a cell of aligned lines: words parted by single spaces


def ditto_filled(lines: list[str]) -> list[str]:
    """``lines`` (raw, aligned) with each ditto mark that stands alone in a column replaced by the
    cell that the line above holds at that column ("2 packets" under "2 packets"), so a row written
    with ditto marks reads as the row it repeats; a mark with no cell above it is left as it is."""
    if len(lines) < 2 or len(lines) > _MAX_TABLE_LINES or not any(_DITTO_RE.search(x) for x in lines[1:]):
        return lines
    out = [x.expandtabs() for x in lines]
    for n in range(1, len(out)):
        line = out[n]
        marks = list(_DITTO_RE.finditer(line))
        for mark in reversed(marks):
            above = next((c for c in _CELL_RUN_RE.finditer(out[n - 1]) if c.start() <= mark.start() < c.end()), None)
            if above is not None:
                line = line[: mark.start()] + above.group() + line[mark.end():]
        out[n] = line
    return out
