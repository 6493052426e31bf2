"""Loading a corpus: a folder of markdown notes with front matter (notebook 00).

Each file becomes one ``Document`` whose metadata holds the front matter (``title``,
``tags``, ...) and ``source``: the path relative to the data folder, e.g.
``notes/asyncio-wait.md``. Problems are reported as one clear sentence naming the file.

Front matter is checked before it is used: YAML aliases (``*name``, the "billion laughs"
that expands a few lines into gigabytes), nesting deeper than ``MAX_DEPTH``, front matter
longer than ``MAX_FRONT_MATTER`` characters and keys that are not plain names (not text,
empty, or reserved by Chroma: ``chroma:...``, ``#...``, ``$...``) are refused.
"""

from __future__ import annotations

from pathlib import Path

from langchain_core.documents import Document

from course_lib.foundation.errors import CourseError
from course_lib.foundation.safe_text import safe_text
from course_lib.foundation.yamltext import load_yaml

CORPORA = ("notes", "wiki", "web")
MAX_FRONT_MATTER = 20_000
"""Longest front matter accepted, in characters (the course's notes use under 200)."""
MAX_DEPTH = 10
"""Deepest nesting of lists and mappings accepted in front matter."""
_RESERVED_PREFIXES = ("chroma:", "#", "$")
_INT64 = 2**63


def corpus_dir(name: str) -> Path:
    """The folder of a named corpus inside the data folder."""
    from course_lib.foundation.config import data_dir

    return data_dir() / name


def _metadata_value(value):
    import math

    if isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value)
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if isinstance(value, int) and not isinstance(value, bool) and not -_INT64 <= value < _INT64:
        return str(value)
    if value is None or isinstance(value, str | int | float | bool):
        return value
    return str(value)


def _front_matter_problem(block: str) -> str | None:
    """Why a front-matter block must be refused before it is loaded, or None.

    Only YAML's events are read (no objects are built), so a hostile block costs no more
    than its length.
    """
    import yaml

    if len(block) > MAX_FRONT_MATTER:
        return f"front matter longer than {MAX_FRONT_MATTER} characters"
    depth = 0
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    for event in yaml.parse(block, Loader=loader):
        if isinstance(event, yaml.AliasEvent):
            return f"front matter with a YAML alias (*{event.anchor}): write the value out instead"
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > MAX_DEPTH:
                return f"front matter nested deeper than {MAX_DEPTH} levels"
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1
    return None


def _key_problem(key) -> str | None:
    if not isinstance(key, str):
        return f"a front-matter key that is not text ({str(key)[:30]!r}): write keys as plain names"
    if not key.strip():
        return "an empty front-matter key"
    if key.lower().startswith(_RESERVED_PREFIXES):
        return f"the reserved front-matter key {key[:30]!r}: rename it"
    if len(key) > 100:
        return "a front-matter key longer than 100 characters"
    return None


def _yaml_problem(exc: Exception) -> str:
    """A YAML error in a few words, with its line in the file.

    The YAML block starts with the newline after the opening ``---``: its 0-based line
    ``n`` is the file's line ``n + 1``.
    """
    problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    where = f" (line {mark.line + 1})" if mark is not None else ""
    return f"{problem}{where}".rstrip(".")


def _read_text(path: Path) -> str:
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise CourseError(f"{path} cannot be read ({exc.strerror or exc}).") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CourseError(f"{path} is not UTF-8 text (byte {exc.start}); save it as UTF-8.") from None
    # A byte-order mark would hide the front matter; a NUL reaches nothing downstream.
    return safe_text(text.removeprefix("\ufeff"))


def load_note(path: Path, *, prefix: str) -> Document:
    """One markdown file as a Document; raises ``CourseError`` naming the file on bad input."""
    import frontmatter
    import yaml

    text = _read_text(path)
    try:
        handler = frontmatter.YAMLHandler()
        block = handler.split(text)[0] if handler.detect(text) else ""
        if block and (problem := _front_matter_problem(block)):
            raise CourseError(f"{path} has {problem}.")
        raw = load_yaml(block) if block else {}
        for key in raw if isinstance(raw, dict) else ():
            if problem := _key_problem(key):
                raise CourseError(f"{path} has {problem}.")
        post = frontmatter.loads(text)
    except yaml.YAMLError as exc:
        raise CourseError(f"{path} has malformed front matter: {_yaml_problem(exc)}.") from None
    except ValueError:  # an opening --- without a closing one
        raise CourseError(f"{path} has front matter that is never closed with a '---' line.") from None
    if not isinstance(raw, dict | None) or not isinstance(post.metadata, dict):
        raise CourseError(f"{path} has front matter that is not a mapping of keys to values.")
    body = post.content.strip()
    if not body:
        raise CourseError(f"{path} has no text after its front matter.")
    metadata = {k: _metadata_value(v) for k, v in post.metadata.items()}
    metadata.setdefault("title", path.stem.replace("-", " "))
    metadata["source"] = f"{prefix}/{path.name}" if prefix else path.name
    return Document(page_content=body, metadata=metadata, id=metadata["source"])


def load_corpus(folder: Path | str, *, prefix: str | None = None) -> list[Document]:
    """All ``*.md`` files of a folder (sorted by name) as Documents."""
    folder = Path(folder)
    if folder.is_file():
        raise CourseError(f"Corpus folder {folder} is a file: give the folder that holds the notes.")
    if not folder.is_dir():
        raise CourseError(f"Corpus folder {folder} does not exist.")
    files = sorted(path for path in folder.glob("*.md") if path.is_file())
    if not files:
        raise CourseError(f"Corpus folder {folder} holds no markdown (.md) notes.")
    prefix = folder.name if prefix is None else prefix
    return [load_note(path, prefix=prefix) for path in files]
