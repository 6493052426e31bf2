"""A name starting with ``_`` is its module's own (issue 26, item 4: one design a newcomer can
follow): no module of ``course_lib`` imports another module's private name
(``from course_lib.sim.words.text import _TOKEN_RE``) or reaches it through the module
(``answer_forms._unanswered_form``). A name another module needs is public, with a docstring.

Imports inside functions count; ``self._x``, a module's own privates, dunder names and
third-party modules' privates (``re._constants``) do not.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "course_lib"


def module_name(path: Path, root: Path = ROOT) -> str:
    """``course_lib/sim/words/text.py`` -> ``course_lib.sim.words.text`` (a package's ``__init__`` is the package)."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _absolute(node: ast.ImportFrom, me: str, is_package: bool) -> str:
    """The module a ``from ... import`` reads, relative levels resolved against ``me``."""
    if not node.level:
        return node.module or ""
    base = me.split(".") if is_package else me.split(".")[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def private_uses(source: str, me: str, modules: set[str], *, is_package: bool = False) -> list[str]:
    """``"<line>: <module>.<name>"`` for each private name of another of ``modules`` that the
    source of module ``me`` imports or reaches through an imported module."""
    tree = ast.parse(source)
    found: list[str] = []
    aliases: dict[str, str] = {}  # a local name -> the library module it is
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            source_module = _absolute(node, me, is_package)
            for alias in node.names:
                full = f"{source_module}.{alias.name}"
                if full in modules:
                    aliases[alias.asname or alias.name] = full
                elif source_module in modules and source_module != me and _is_private(alias.name):
                    found.append(f"{node.lineno}: {full}")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in modules:  # ``import a.b.c`` binds ``a``; ``import a.b.c as m`` binds a.b.c
                    top = alias.name.split(".")[0]
                    aliases[alias.asname or top] = alias.name if alias.asname else top
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Attribute) and _is_private(node.attr)):
            continue
        parts, value = [], node.value
        while isinstance(value, ast.Attribute):
            parts.append(value.attr)
            value = value.value
        if not isinstance(value, ast.Name) or value.id not in aliases:
            continue
        owner = ".".join([aliases[value.id], *reversed(parts)])
        if owner in modules and owner != me:
            found.append(f"{node.lineno}: {owner}.{node.attr}")
    return found


CASES = [
    # (source, private uses found)
    ("from course_lib.sim.words.text import _TOKEN_RE, names\n", ["1: course_lib.sim.words.text._TOKEN_RE"]),
    ("from course_lib.sim.grounded import answer_forms\nanswer_forms._unanswered_form(q, f)\n",
     ["2: course_lib.sim.grounded.answer_forms._unanswered_form"]),
    ("import course_lib.sim.words.text as T\nT._jieba()\n", ["2: course_lib.sim.words.text._jieba"]),
    ("import course_lib.sim.words.text\ncourse_lib.sim.words.text._TOKEN_RE\n", ["2: course_lib.sim.words.text._TOKEN_RE"]),
    ("def f():\n    from .text import _TOKEN_RE\n", ["2: course_lib.sim.words.text._TOKEN_RE"]),  # relative, in a function
    ("from course_lib.sim.words.text import TOKEN_RE, names\n", []),  # public names
    ("import re\nre._constants\n", []),  # a third-party module's private
    ("class A:\n    def f(self):\n        return self._x\n", []),  # an object's own attribute
    ("from course_lib.sim import text\ntext.__name__\n", []),  # a dunder name
    ("_OWN = 1\ndef f():\n    return _OWN\n", []),  # the module's own private
    ("from course_lib.sim import quoting\nquoting._own\n", ["2: course_lib.sim.quoting._own"]),
]
MODULES = {"course_lib", "course_lib.sim", "course_lib.sim.words.text", "course_lib.sim.grounded.answer_forms",
           "course_lib.sim.quoting", "course_lib.sim.words.matching"}


@pytest.mark.parametrize(("source", "expected"), CASES)
def test_private_uses_finds_another_modules_private_names(source, expected):
    assert private_uses(source, "course_lib.sim.words.matching", MODULES) == expected


def test_a_module_reaching_its_own_private_names_is_fine():
    assert private_uses("from course_lib.sim.words.text import _TOKEN_RE\n", "course_lib.sim.words.text", MODULES) == []


def test_no_module_of_the_library_uses_another_modules_private_name():
    paths = sorted((ROOT / PACKAGE).rglob("*.py"))
    modules = {module_name(p) for p in paths}
    assert len(modules) > 100  # the whole library was read
    offenders = [f"{p.relative_to(ROOT)}:{use}" for p in paths
                 for use in private_uses(p.read_text(encoding="utf-8"), module_name(p), modules,
                                         is_package=p.name == "__init__.py")]
    assert not offenders, "private names used across modules (make them public):\n" + "\n".join(offenders)
