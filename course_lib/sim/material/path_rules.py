"""Path rules files: a glob or path pattern, then its values, per line (issue 26; notebook 02's
grounded answers).

A CODEOWNERS file ("/src/billing/   @acme/payments"), an ownership or review map, a
.gitattributes-like list: each line a pattern and what it gives, comments after "#". Read as
prose, its patterns were cut into words ("*.sql" -> "sql") and a question's path
("src/billing/tax/vat.py") met no line. Here such a text is read as (pattern, values) rules,
the question's path is matched against each pattern the way these files match (a leading "/"
anchors at the root, a trailing "/" names a folder and everything under it, a pattern with no
"/" matches a name at any depth; ``fnmatch`` globs), and the LAST rule that matches gives the
answer, as these files define precedence. ``None`` when the text is no such file, the question
names no path, or no rule matches. Bounded: ``_MAX_RULES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fnmatch import fnmatchcase

_MAX_RULES = 500  # a cap on the rule lines read
_RULE_RE = re.compile(r"(?P<pattern>[^\s#]+)\s+(?P<values>[^#\s][^#]*?)\s*(?:#.*)?")
# a path in a question: parts joined by "/" ("src/billing/tax/vat.py", "docs/") or a file name
# with an extension ("0042_add_index.sql"); never a URL
_PATH_RE = re.compile(r"(?<![\w:/.@-])(?:\.?[\w.-]+/)+[\w.-]*|(?<![\w/.@-])[\w-]+\.[A-Za-z][A-Za-z0-9]{0,5}\b")


@dataclass(frozen=True)
class Ruled:
    """The answer: the last rule matching the question's path."""

    path: str  # the question's path
    pattern: str  # the last matching rule's pattern as written
    values: str  # its values as written
    earlier: tuple[str, ...]  # the earlier patterns that match too


def rules(body: str) -> list[tuple[str, str]] | None:
    """``body``'s (pattern, values) rules, or ``None`` unless every line that is no comment is one
    and there are three or more, most with a path or glob mark ("/", "*")."""
    out: list[tuple[str, str]] = []
    for line in body.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        m = _RULE_RE.fullmatch(line)
        if m is None or len(out) >= _MAX_RULES:
            return None
        out.append((m.group("pattern"), m.group("values")))
    marked = sum(("/" in p or "*" in p) for p, _ in out)
    return out if len(out) >= 3 and 2 * marked > len(out) else None


def matches(path: str, pattern: str) -> bool:
    """``path`` (no leading "/") falls under ``pattern`` as a CODEOWNERS / .gitignore line reads."""
    path = path.strip("/")
    folder = pattern.endswith("/")
    core = pattern.strip("/")
    if not core:
        return False
    if core == "*" or core == "**":
        return True
    anchored = pattern.startswith("/") or "/" in core
    parts = path.split("/")
    starts = [0] if anchored else range(len(parts))
    for start in starts:
        for end in range(start + 1, len(parts) + 1):
            piece = "/".join(parts[start:end])
            if fnmatchcase(piece, core) and (end < len(parts) or not folder):
                return True
    return False


def ruled(question: str, bodies: list[str]) -> Ruled | None:
    """The last rule of the one rules file among ``bodies`` that the question's path matches, or
    ``None`` (see the module docstring)."""
    paths = [p for p in _PATH_RE.findall(question) if not p.startswith(("http", "www."))]
    if len(paths) != 1:
        return None  # (read first: the documents need not be read then)
    files = [r for r in (rules(b) for b in bodies[:20]) if r is not None]
    if len(files) != 1:
        return None
    path = paths[0].strip("/")
    hit = [(p, v) for p, v in files[0] if matches(path, p)]
    if not hit:
        return None
    return Ruled(path, hit[-1][0], hit[-1][1], tuple(p for p, _ in hit[:-1]))


def answer(found: Ruled) -> str:
    """The values and why ("@acme/dba. The last pattern that matches 0042.sql is *.sql; ...")."""
    also = ""
    if found.earlier:
        several = len(found.earlier) > 1
        also = (f" The earlier pattern{'s' if several else ''} {', '.join(found.earlier)} "
                f"match{'' if several else 'es'} too; in such a file the last matching pattern takes precedence.")
    return f"{found.values}. The last pattern that matches {found.path} is {found.pattern}.{also}"
