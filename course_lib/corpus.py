"""Loading a corpus: a folder of markdown notes with front matter (notebook 00).

Each file becomes one ``Document`` whose metadata holds the front matter (``title``,
``tags``, ...) and ``source``: the path relative to the data folder, e.g.
``notes/asyncio-wait.md``. Problems are reported as one clear sentence naming the file.
"""

from __future__ import annotations

from pathlib import Path

from langchain_core.documents import Document

from course_lib.errors import CourseError

CORPORA = ("notes", "wiki", "web")


def corpus_dir(name: str) -> Path:
    """The folder of a named corpus inside the data folder."""
    from course_lib.config import data_dir

    return data_dir() / name


def _metadata_value(value):
    if isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value)
    if value is None or isinstance(value, str | int | float | bool):
        return value
    return str(value)


def load_note(path: Path, *, prefix: str) -> Document:
    """One markdown file as a Document; raises ``CourseError`` naming the file on bad input."""
    import frontmatter
    import yaml

    try:
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CourseError(f"{path} is not UTF-8 text (byte {exc.start}); save it as UTF-8.") from None
    try:
        post = frontmatter.loads(text)
    except yaml.YAMLError as exc:
        first = str(exc).splitlines()[0]
        raise CourseError(f"{path} has malformed front matter: {first}.") from None
    if not isinstance(post.metadata, dict):
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
    if not folder.is_dir():
        raise CourseError(f"Corpus folder {folder} does not exist.")
    files = sorted(folder.glob("*.md"))
    if not files:
        raise CourseError(f"Corpus folder {folder} holds no markdown (.md) notes.")
    prefix = folder.name if prefix is None else prefix
    return [load_note(path, prefix=prefix) for path in files]
