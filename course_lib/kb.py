"""The course knowledge base: a Chroma store per corpus (notebook 00).

``build_knowledge_base("notes")`` loads the markdown notes, splits them into chunks with
``source`` and ``title`` metadata and deterministic ids, embeds them (progress bar) and
persists them in the per-user cache dir, never under ``data/``. A content hash of the files,
the chunking settings and the embeddings names the store, so it is rebuilt only when one of
them changes. The vector store is Chroma (``KnowledgeBase.store``); searches rank its stored
vectors exactly and break equal scores by document id, so every process and every machine sees
the same order (:mod:`course_lib.vector_search` explains why and measures it).
"""

from __future__ import annotations

import hashlib
import json
import shutil
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from langchain_core.callbacks import CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.embeddings import Embeddings
from langchain_core.retrievers import BaseRetriever

from course_lib.errors import CourseError
from course_lib.speedups import import_chromadb_quickly

CHUNK_SIZE = 900
CHUNK_OVERLAP = 120
KB_FORMAT = 1  # bump when the way stores are built changes
CORPUS_PARTS = {"notes": ("notes",), "wiki": ("wiki",), "web": ("web",), "all": ("notes", "wiki"),
                # notebook 08: the operations documents, and the wiki with its archive of old pages
                "runbooks": ("runbooks",), "incidents": ("incidents",), "policies": ("policies",),
                "wiki+archive": ("wiki", "wiki-archive")}


@dataclass
class KnowledgeBase:
    """A built store and what it was built from."""

    name: str
    store: Any  # langchain_chroma.Chroma
    chunks: list[Document]
    embeddings: Embeddings
    path: Path | None = None
    rebuilt: bool = False
    _ids: list[str] = field(default_factory=list, repr=False)
    # What searches derive from the store (vectors, chunks by id); shared by the copies that
    # build_knowledge_base hands out for the same store within one process.
    _shared: dict[str, Any] = field(default_factory=dict, repr=False)

    def __len__(self) -> int:
        return len(self.chunks)

    def search(self, query: str, k: int = 4) -> list[tuple[Document, float]]:
        """The ``k`` best chunks with cosine similarity (higher is better), ties by id.

        Chunks that share nothing with the query (similarity 0) are never returned. Ranked from
        the vectors Chroma stored, exactly: :mod:`course_lib.vector_search` says how and why.
        """
        import numpy as np

        from course_lib.vector_search import best

        if not query or not query.strip():
            return []
        k = max(1, min(int(k), len(self.chunks)))
        query_vec = np.asarray(self.embeddings.embed_query(query), dtype=float)
        scored = best(self.store._collection, self._ids, query_vec, k, self._shared)
        by_id = self._chunk_by_id()
        return [(self._document(by_id[doc_id]), score) for doc_id, score in scored if score > 0]

    @staticmethod
    def _document(chunk: Document) -> Document:
        """A fresh copy: callers may add to its metadata (the retriever adds the score)."""
        return Document(page_content=chunk.page_content, metadata=dict(chunk.metadata), id=chunk.id)

    def _chunk_by_id(self) -> dict[str, Document]:
        if "by_id" not in self._shared:
            self._shared["by_id"] = {chunk.id: chunk for chunk in self.chunks}
        return self._shared["by_id"]

    def as_retriever(self, k: int = 4) -> BaseRetriever:
        """A LangChain retriever over this knowledge base (used by the retriever tools)."""
        return KnowledgeBaseRetriever(kb=self, k=k)


class KnowledgeBaseRetriever(BaseRetriever):
    """Retriever returning the ``k`` best chunks; each carries its score in metadata."""

    kb: Any
    k: int = 4

    def _get_relevant_documents(
        self, query: str, *, run_manager: CallbackManagerForRetrieverRun | None = None
    ) -> list[Document]:
        docs = []
        for doc, score in self.kb.search(query, k=self.k):
            doc.metadata["score"] = score
            docs.append(doc)
        return docs


def split_documents(docs: Sequence[Document]) -> list[Document]:
    """Chunk notes; ids are ``source#index`` so they are stable across runs."""
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    splitter = RecursiveCharacterTextSplitter(
        chunk_size=CHUNK_SIZE, chunk_overlap=CHUNK_OVERLAP, separators=["\n## ", "\n\n", "\n", ". ", " "]
    )
    chunks: list[Document] = []
    for doc in docs:
        for i, piece in enumerate(splitter.split_text(doc.page_content)):
            meta = dict(doc.metadata)
            meta["chunk"] = i
            chunks.append(Document(page_content=piece.strip(), metadata=meta, id=f"{meta['source']}#{i}"))
    return chunks


def load_documents(corpus: str, extra_docs: Path | str | None = None) -> list[Document]:
    """The documents of a named corpus (``notes``, ``wiki``, ``web``, ``all``) plus extras."""
    from course_lib.corpus import corpus_dir, load_corpus

    if corpus not in CORPUS_PARTS:
        raise CourseError(f"Unknown corpus {corpus!r}: choose one of {', '.join(CORPUS_PARTS)}.")
    docs: list[Document] = []
    for part in CORPUS_PARTS[corpus]:
        docs.extend(load_corpus(corpus_dir(part), prefix=part))
    if extra_docs is not None:
        docs.extend(load_corpus(Path(extra_docs), prefix="extra"))
    return docs


def _embeddings_name(embeddings: Embeddings) -> str:
    model = getattr(embeddings, "model", None) or getattr(embeddings, "model_name", None)
    return f"{type(embeddings).__module__}.{type(embeddings).__name__}:{model or ''}"


def content_hash(chunks: Sequence[Document], embeddings: Embeddings) -> str:
    """Hash of everything a store depends on: texts, metadata, chunking and embeddings."""
    h = hashlib.sha256()
    h.update(json.dumps([KB_FORMAT, CHUNK_SIZE, CHUNK_OVERLAP, _embeddings_name(embeddings)]).encode())
    for chunk in chunks:
        h.update(chunk.id.encode())
        h.update(json.dumps(chunk.metadata, sort_keys=True, default=str).encode())
        h.update(chunk.page_content.encode())
    return h.hexdigest()[:16]


def _chroma_settings():
    """A fresh copy of one ``Settings`` per process: chromadb's pydantic-settings model takes
    about 25 ms to validate, and ``PersistentClient`` writes its path into the object it gets."""
    return _chroma_settings_template().model_copy()


@lru_cache(maxsize=1)
def _chroma_settings_template():
    import_chromadb_quickly()
    from chromadb.config import Settings

    return Settings(anonymized_telemetry=False, allow_reset=False)


def parse_chroma_server(value: str) -> tuple[str, int, bool]:
    """``host:port``, ``http://host:port`` or ``https://host`` -> ``(host, port, ssl)``."""
    from urllib.parse import urlsplit

    text = value.strip()
    parts = urlsplit(text if "://" in text else f"http://{text}")
    ssl = parts.scheme == "https"
    try:
        port = parts.port or (443 if ssl else 8000)
    except ValueError:
        port = None
    if parts.scheme not in ("http", "https") or not parts.hostname or port is None:
        raise CourseError(f"COURSE_CHROMA_SERVER={value!r} is not a server address: use host:port, "
                          "for example 127.0.0.1:8000.")
    return parts.hostname, port, ssl


def chroma_client(path: Path | None = None):
    """The Chroma client: the shared server named by ``COURSE_CHROMA_SERVER`` if set, else an
    embedded store in ``path``. Telemetry is off either way."""
    import_chromadb_quickly()
    import chromadb

    from course_lib.config import settings

    server = settings().chroma_server
    if not server:  # the default: one embedded store per user, in the cache dir
        return chromadb.PersistentClient(path=str(path), settings=_chroma_settings())
    # One shared Chroma server for a classroom (README, instructors' section).
    host, port, ssl = parse_chroma_server(server)
    try:
        return chromadb.HttpClient(host=host, port=port, ssl=ssl, settings=_chroma_settings())
    except Exception as exc:  # chromadb raises ValueError or httpx errors when nobody answers
        raise CourseError(
            f"The Chroma server at {host}:{port} (COURSE_CHROMA_SERVER) does not answer "
            f"({type(exc).__name__}): start it with `chroma run --host {host} --port {port} "
            "--path DIR` or unset COURSE_CHROMA_SERVER to use the embedded store."
        ) from None


def _open_store(collection: str, embeddings: Embeddings, path: Path | None):
    import_chromadb_quickly()
    from langchain_chroma import Chroma

    return Chroma(
        collection_name=collection,
        embedding_function=embeddings,
        client=chroma_client(path),
        collection_metadata={"hnsw:space": "cosine"},
    )


def build_knowledge_base(
    corpus: str = "notes",
    *,
    embeddings: Embeddings | None = None,
    extra_docs: Path | str | None = None,
    progress: bool | None = None,
    batch_size: int = 64,
) -> KnowledgeBase:
    """Build (or reopen) the Chroma store of a corpus; rebuilds only when inputs changed.

    ``progress=None`` shows the embedding progress bar only in an interactive terminal;
    pass ``True`` to see it in a notebook.
    """
    import sys

    from course_lib.config import cache_dir
    from course_lib.embeddings import get_embeddings

    embeddings = embeddings or get_embeddings()
    key = _reopen_key(corpus, extra_docs, embeddings)
    known = _OPENED.get(key) if key is not None else None
    if known is not None and known.path is not None and (known.path / "complete.json").is_file():
        # Reopened in this process already and no file changed: skip parsing and hashing.
        return replace(known, embeddings=embeddings, rebuilt=False)
    chunks = split_documents(load_documents(corpus, extra_docs))
    digest = content_hash(chunks, embeddings)
    collection = f"{corpus}-{digest}"
    path = cache_dir() / "kb" / collection
    done_marker = path / "complete.json"
    rebuilt = not done_marker.is_file()
    if rebuilt and path.exists():
        shutil.rmtree(path)  # an interrupted build: start again
    if rebuilt:
        path.mkdir(parents=True, exist_ok=True)
    store = _open_store(collection, embeddings, path)
    if progress is None:
        progress = sys.stderr.isatty()
    if rebuilt or store._collection.count() != len(chunks):
        _fill(store, chunks, progress=progress, batch_size=batch_size, label=corpus)
        done_marker.write_text(json.dumps({"corpus": corpus, "chunks": len(chunks)}))
        rebuilt = True
    kb = KnowledgeBase(name=corpus, store=store, chunks=chunks, embeddings=embeddings,
                       path=path, rebuilt=rebuilt, _ids=[c.id for c in chunks])
    if key is not None:
        _OPENED[key] = kb
    return kb


# Knowledge bases opened in this process, by what they were built from (see _reopen_key).
# Notebooks and the evaluation harness open the same store many times; parsing the notes and
# hashing them again each time cost about 80 ms per call.
_OPENED: dict[tuple, KnowledgeBase] = {}


def _reopen_key(corpus: str, extra_docs: Path | str | None, embeddings: Embeddings) -> tuple | None:
    """Everything a store depends on, cheaply: the folders' markdown files by name, size and
    modification time, the embeddings, and where stores live. None if a folder is unreadable
    (the normal path then reports the problem)."""
    import os

    from course_lib.config import cache_dir, settings
    from course_lib.corpus import corpus_dir

    if corpus not in CORPUS_PARTS:
        return None
    folders = [corpus_dir(part) for part in CORPUS_PARTS[corpus]]
    if extra_docs is not None:
        folders.append(Path(extra_docs))
    files = []
    try:
        for folder in folders:
            with os.scandir(folder) as entries:
                stats = sorted((e.name, e.stat().st_size, e.stat().st_mtime_ns)
                               for e in entries if e.name.endswith(".md"))
            files.append((str(folder.resolve()), tuple(stats)))
    except OSError:
        return None
    return (corpus, tuple(files), _embeddings_name(embeddings), str(cache_dir()),
            settings().chroma_server, KB_FORMAT, CHUNK_SIZE, CHUNK_OVERLAP)


def _fill(store, chunks: list[Document], *, progress: bool, batch_size: int, label: str) -> None:
    existing = set(store._collection.get(include=[])["ids"])
    todo = [c for c in chunks if c.id not in existing]
    bar = None
    if progress:  # the plain text bar: no widget library needed, same look in a terminal
        from tqdm.std import tqdm

        bar = tqdm(total=len(todo), desc=f"embedding {label}", unit="chunk")
    for start in range(0, len(todo), batch_size):
        batch = todo[start : start + batch_size]
        store.add_documents(batch, ids=[c.id for c in batch])
        if bar is not None:
            bar.update(len(batch))
    if bar is not None:
        bar.close()
