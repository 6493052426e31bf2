"""A file of level-numbered records written as the sentences it means (issue 26, the thirty-seventh
set's FF6): "0 @I1@ INDI" opens a record, "1 NAME Thomas /Ashworth/", "1 BIRT" with "2 DATE 12 MAR
1881" and "2 PLAC Burnley" under it (GEDCOM and files like it). Word matching reads none of those
lines; as sentences ("Thomas Ashworth was born on 12 March 1881 in Burnley.") the readers of prose
read them. The tags' glosses are data (``data/sim/level_records.yaml``).

- ``level_records_as_text(text)``: ``text`` with each block of such lines written as sentences: a
  record's events and facts under its name, a family's partners ("X and Y married on ..."), their
  children, and each child's parents ("Harold Ashworth's parents were X and Y."); a death with both
  dates whole says the age at death too; a person's record without a death, a burial, parents or a
  marriage says that the file does not say it (so the question finds that, not another person's
  event). Any other text is returned unchanged.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from course_lib.sim.words.cues import read

_LINE_RE = re.compile(r"^[ \t]*(?P<level>\d{1,2}) (?:(?P<id>@[^@\s]+@) )?(?P<tag>_?[A-Z][A-Z0-9_]{1,9})"
                      r"(?: (?P<value>.*?))?[ \t]*$")
_MIN_LINES = 6  # a block of fewer such lines is no record file
_DATE_RE = re.compile(r"^(?:(?P<day>\d{1,2}) )?(?:(?P<month>[A-Z]{3}) )?(?P<year>\d{3,4})$")


@dataclass
class _Node:
    tag: str
    value: str = ""
    xid: str = ""
    children: list[_Node] = field(default_factory=list)

    def first(self, tag: str) -> _Node | None:
        return next((c for c in self.children if c.tag == tag), None)


def _data() -> dict:
    return read("level_records.yaml")


def _tree(lines: list[str]) -> list[_Node]:
    """The level-0 records of ``lines``, each with its sub-lines nested by level."""
    roots: list[_Node] = []
    stack: list[tuple[int, _Node]] = []
    for line in lines:
        m = _LINE_RE.match(line)
        if not m:
            continue
        level = int(m.group("level"))
        node = _Node(m.group("tag"), (m.group("value") or "").strip(), m.group("id") or "")
        while stack and stack[-1][0] >= level:
            stack.pop()
        if stack:
            stack[-1][1].children.append(node)
        elif level == 0:
            roots.append(node)
        else:
            continue
        stack.append((level, node))
    return roots


def _date(value: str, months: dict) -> str:
    m = _DATE_RE.match(value.strip().upper())
    if not m or (m.group("month") and m.group("month") not in months):
        return value.strip()
    parts = [m.group("day"), months.get(m.group("month") or ""), m.group("year")]
    return " ".join(p for p in parts if p)


def _whole(value: str) -> tuple[int, int, int] | None:
    m = _DATE_RE.match(value.strip().upper())
    months = list(_data()["months"])
    if not m or not m.group("day") or not m.group("month") or m.group("month") not in months:
        return None
    return int(m.group("year")), months.index(m.group("month")) + 1, int(m.group("day"))


def _name(node: _Node, data: dict) -> str:
    named = node.first(data["name"])
    return " ".join(named.value.replace("/", " ").split()) if named and named.value else ""


def _event(who: str, node: _Node, verb: str, data: dict) -> str:
    words = [who, verb]
    date, place = node.first(data["date"]), node.first(data["place"])
    if node.value and node.value.upper() != "Y":
        words.append(node.value)
    if date and date.value:
        when = _date(date.value, data["months"])
        words.append(("on " if when[:1].isdigit() and " " in when else "in ") + when)
    if place and place.value:
        words.append(f"in {place.value}")
    return " ".join(words) + "."


def _age(born: _Node | None, died: _Node | None, data: dict) -> int | None:
    a = _whole(born.first(data["date"]).value) if born and born.first(data["date"]) else None
    b = _whole(died.first(data["date"]).value) if died and died.first(data["date"]) else None
    if not a or not b or b < a:
        return None
    return b[0] - a[0] - ((b[1], b[2]) < (a[1], a[2]))


def _person(node: _Node, names: dict, data: dict) -> list[str]:
    who = names.get(node.xid) or _name(node, data) or node.xid.strip("@")
    said = [f"{who}:"] if not node.children else []
    events, facts = data["events"], data["facts"]
    for child in node.children:
        if child.tag == data["name"] or child.tag in (data["child_of"], data["spouse_in"]):
            continue
        if child.tag == data["sex"]:
            sex = data["sexes"].get(child.value.upper())
            said.append(f"{who} is {sex}." if sex else f"{who}: sex {child.value}.")
        elif child.tag in events:
            sentence = _event(who, child, events[child.tag], data)
            if child.tag == "DEAT" and (age := _age(node.first("BIRT"), child, data)) is not None:
                sentence = f"{sentence[:-1]}, aged {age}."
            said.append(sentence)
        elif child.tag in facts and child.value:
            said.append(f"{who} {facts[child.tag]} {child.value}.")
        elif child.value:
            said.append(f"{who}, {child.tag.lower()}: {names.get(child.value, child.value)}.")
    if node.first(data["name"]):  # a person: what the record does not say, said as not recorded
        said.extend(sentence.format(who=who) for tag, sentence in data["unrecorded"].items() if not node.first(tag))
    return said


def _family(node: _Node, names: dict, data: dict) -> list[str]:
    partners = [names.get(c.value, c.value) for c in node.children if c.tag in data["partners"]]
    kids = [names.get(c.value, c.value) for c in node.children if c.tag == data["children"]]
    couple = " and ".join(partners) if partners else f"The family {node.xid.strip('@')}"
    said = []
    for child in node.children:
        if child.tag in data["events"]:
            said.append(_event(couple, child, data["events"][child.tag], data))
    if partners and kids:
        said.append(f"The children of {couple} were {', '.join(kids[:-1]) + ' and ' if len(kids) > 1 else ''}{kids[-1]}.")
        said.extend(f"{kid}'s parents were {couple}." for kid in kids)
    elif kids:
        said.append(f"{couple}: children {', '.join(kids)}.")
    return said


def _block_as_text(lines: list[str]) -> str:
    data = _data()
    roots = [r for r in _tree(lines) if r.tag not in data["skipped"]]
    names = {r.xid: n for r in roots if r.xid and (n := _name(r, data))}
    paragraphs = []
    for root in roots:
        is_family = any(c.tag in data["partners"] or c.tag == data["children"] for c in root.children)
        said = _family(root, names, data) if is_family else _person(root, names, data)
        if said:
            paragraphs.append(" ".join(said))
    return "\n\n".join(paragraphs)


def level_records_as_text(text: str) -> str:
    """``text`` with each run of level-numbered record lines (at least ``_MIN_LINES``, opening with
    a level-0 line, two records with ids or more) written as sentences; other text unchanged."""
    if "\n0 " not in "\n" + text or "@" not in text:
        return text
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        m = _LINE_RE.match(lines[i])
        if not (m and m.group("level") == "0"):
            out.append(lines[i])
            i += 1
            continue
        j = i
        while j < len(lines) and (lines[j].strip() == "" or _LINE_RE.match(lines[j])):
            j += 1
        hits = [x for x in lines[i:j] if x.strip()]
        ids = sum(1 for x in hits if _LINE_RE.match(x).group("id"))
        if len(hits) >= _MIN_LINES and ids >= 2:
            out.append(_block_as_text(hits))
        else:
            out.extend(lines[i:j])
        i = j
    return "\n".join(out)


__all__ = ["level_records_as_text"]
