"""Recipe files read as recipes: a ``justfile`` or a ``Makefile`` (issue 26; notebook 02's
grounded answers over a learner's own files; the twenty-second set's Q3: "What runs if I just type
`just`?" and "What has to run before release?" got a trusted "I don't know.").

``parse`` reads a document whose lines are recipes as a whole: ``name params: dependencies`` at
the line's start (a parameter may carry a default, ``port="8000"``), then the recipe's indented
command lines; comments, ``set ...`` / ``export ...`` lines and ``x := y`` / ``X = y`` variables
between them. Two recipes at least, one with a command. ``answered`` reads three questions over
it (data: ``recipe_question_cues`` in data/sim/lexicons.yaml):
- the default: a question about running the tool with nothing after it ("no recipe", "no
  arguments", "on its own", "the default recipe"): the recipe named ``default`` (just), else the
  first one that is no special target (``.PHONY``), with what it runs;
- the dependencies: a question naming one recipe with a word of running before ("before",
  "first", "depends", "needs", "prerequisite"): its dependencies, or that it has none;
- a parameter's default: a question naming one recipe (or one parameter) with "default" / "by
  default": the parameter's default value(s), or that it has none.
Any other question over a recipe file is ``None`` (the prose reader goes on). Bounded:
``_MAX_CHARS``, ``_MAX_LINES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.cues import LEXICONS, read

_MAX_CHARS = 40_000  # a longer document is not read as a recipe file
_MAX_LINES = 2000  # a cap on the lines read
_HEADER_RE = re.compile(r"^(?P<name>@?[A-Za-z_.][\w.\-]*)(?P<params>(?:\s+[+*$]?[A-Za-z_][\w-]*"
                        r"(?:=(?:\"[^\"]*\"|'[^']*'|[^\s:]+))?)*)\s*:(?![=:])\s*(?P<deps>[^#=]*?)\s*(?:#.*)?$")
_PARAM_RE = re.compile(r"[+*$]?(?P<name>[A-Za-z_][\w-]*)(?:=(?P<default>\"[^\"]*\"|'[^']*'|\S+))?")
_SKIP_RE = re.compile(r"^(?:#|set\s|export\s|alias\s|import\s|mod\s|include\s|\.PHONY|[\w.\-]+\s*(?::=|\?=|\+=|=))")
_WORD_RE = re.compile(r"[a-z][\w\-]*")


@dataclass(frozen=True)
class Recipe:
    name: str
    params: tuple[tuple[str, str | None], ...]  # (name, default as written or None)
    deps: tuple[str, ...]
    commands: tuple[str, ...]


@dataclass(frozen=True)
class RecipeAnswer:
    text: str
    kind: str  # "default", "dependencies", "parameter"


@lru_cache(maxsize=256)
def parse(body: str) -> tuple[Recipe, ...] | None:
    """The document's recipes in order, or ``None`` unless it reads as a recipe file as a whole."""
    if len(body) > _MAX_CHARS:
        return None
    recipes: list[Recipe] = []
    current: dict | None = None
    for line in body.strip("\n").splitlines()[:_MAX_LINES]:
        if not line.strip():
            continue
        if line[:1] in " \t":
            if current is None:
                return None  # an indented line before any recipe: no recipe file
            current["commands"].append(line.strip())
            continue
        if _SKIP_RE.match(line.strip()):
            continue
        m = _HEADER_RE.match(line.rstrip())
        if m is None:
            return None  # a line of prose: not a recipe file as a whole
        params = tuple((p.group("name"), p.group("default").strip("\"'") if p.group("default") else None)
                       for p in _PARAM_RE.finditer(m.group("params")))
        current = {"name": m.group("name").lstrip("@"), "params": params,
                   "deps": tuple(m.group("deps").split()), "commands": []}
        recipes.append(current)  # type: ignore[arg-type]
    if len(recipes) < 2 or not any(r["commands"] for r in recipes):  # type: ignore[index]
        return None
    return tuple(Recipe(r["name"], r["params"], r["deps"], tuple(r["commands"])) for r in recipes)  # type: ignore[index]


@lru_cache(maxsize=1)
def _cues() -> dict[str, tuple[str, ...]]:
    table = read(LEXICONS).get("recipe_question_cues")
    if not isinstance(table, dict) or set(table) != {"bare", "before", "default"}:
        raise ValueError(f"{LEXICONS}: 'recipe_question_cues' must map bare, before and default to phrases")
    return {k: tuple(str(p).lower() for p in v) for k, v in table.items()}


def _has(question: str, kind: str) -> bool:
    lowered = " ".join(re.findall(r"[a-z0-9']+", question.lower()))
    return any(re.search(rf"\b{re.escape(p)}\b", lowered) for p in _cues()[kind])


def _runs(recipe: Recipe, recipes: tuple[Recipe, ...]) -> str:
    parts = []
    if recipe.deps:
        parts.append(" and ".join(recipe.deps) + (" first" if recipe.commands else ""))
    if recipe.commands:
        parts.append(("then " if recipe.deps else "") + "; ".join(f"`{c}`" for c in recipe.commands))
    for dep in recipe.deps:
        found = next((r for r in recipes if r.name == dep), None)
        if found is not None and found.commands:
            parts.append(f"({dep} runs {'; '.join(f'`{c}`' for c in found.commands)})")
    return " ".join(parts) if parts else "nothing"


def answered(question: str, bodies: list[str]) -> RecipeAnswer | None:
    """The answer a recipe file among ``bodies`` gives ``question`` (module docstring), or ``None``."""
    files = [r for r in (parse(b) for b in bodies[:20]) if r is not None]
    if len(files) != 1:
        return None
    recipes = files[0]
    words = set(_WORD_RE.findall(question.lower()))
    named = [r for r in recipes if r.name.lower() in words and r.name.lower() != "default"]
    if len(named) == 1 and _has(question, "before"):
        r = named[0]
        if not r.deps:
            return RecipeAnswer(f"Nothing: the {r.name} recipe has no dependencies.", "dependencies")
        return RecipeAnswer(f"{' and '.join(r.deps)}: the {r.name} recipe depends on {', '.join(r.deps)}, "
                            f"which run before it.", "dependencies")
    if _has(question, "default") and not _has(question, "bare"):
        params = [(r, p) for r in recipes for p in r.params if p[0].lower() in words]
        if not params and len(named) == 1:
            params = [(named[0], p) for p in named[0].params]
        if len({(r.name, p[0]) for r, p in params}) == 1:
            r, (name, default) = params[0]
            if default is None:
                return RecipeAnswer(f"None: the {r.name} recipe's {name} has no default; it must be given.",
                                    "parameter")
            return RecipeAnswer(f"{default}: the {r.name} recipe's {name} defaults to {default}.", "parameter")
        return None
    if _has(question, "bare") and not named:
        first = next((r for r in recipes if r.name.lower() == "default"), None)
        first = first or next((r for r in recipes if not r.name.startswith(".")), None)
        if first is None:
            return None
        return RecipeAnswer(f"The {first.name} recipe runs when none is named: it runs {_runs(first, recipes)}.",
                            "default")
    return None
