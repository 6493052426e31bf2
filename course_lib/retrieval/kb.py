"""The course knowledge base: a Chroma store per corpus (notebook 00).

``build_knowledge_base("notes")`` loads the markdown notes, splits them into chunks with
``source`` and ``title`` metadata and deterministic ids, embeds them (progress bar) and
persists them in the per-user cache dir, never under ``data/``. A content hash of the files,
the chunking settings and the embeddings names the store, so it is rebuilt only when one of
them changes. The vector store is Chroma (``KnowledgeBase.store``); searches rank its stored
vectors exactly and break equal scores by document id, so every process and every machine sees
the same order (:mod:`course_lib.retrieval.vector_search` explains why and measures it).

A cached store is checked before it is used (``course_lib.foundation.integrity``: SQLite's quick_check,
the vectors' fingerprint recorded at build time, one chunk embedded again) and rebuilt with
a one-line notice if it fails; builds run under a file lock so concurrent seats wait for
each other. With a shared Chroma server, a seat only ever writes a collection it creates.

An embedded store keeps, beside Chroma's files, the ids and vectors that last passed that
check (``vectors.npz``, with the fingerprint and the state of Chroma's files then). A reopen
checks those as it would check Chroma's and opens Chroma only when something asks for
``kb.store``: a notebook that only searches never imports chromadb (about 0.5 s of every
notebook). If the file is missing, damaged, or any file of Chroma's changed since, the reopen
reads Chroma as before and writes the file again.
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

from course_lib.foundation.errors import CourseError
from course_lib.foundation.speedups import import_chromadb_quickly

CHUNK_SIZE = 900
CHUNK_OVERLAP = 120
KB_FORMAT = 2  # bump when the way stores are built changes (2: vector fingerprints)
CORPUS_PARTS = {"notes": ("notes",), "wiki": ("wiki",), "web": ("web",), "all": ("notes", "wiki"),
                # notebook 08: the operations documents, and the wiki with its archive of old pages
                "runbooks": ("runbooks",), "incidents": ("incidents",), "policies": ("policies",),
                "wiki+archive": ("wiki", "wiki-archive")}


class _DeferredStore:
    """A Chroma store opened on first use: a reopened knowledge base whose checked vectors came
    from its ``vectors.npz`` (see :func:`_read_vectors`) needs Chroma only when something asks
    for ``kb.store`` (or a store too large to scan). Copies share one, so they share the store."""

    def __init__(self, open_store) -> None:
        import threading

        self._open = open_store
        self._store = None
        self._lock = threading.Lock()

    def get(self) -> Any:
        with self._lock:
            if self._store is None:
                self._store = self._open()
            return self._store


class _Collection:
    """``kb.store._collection``, looked up only when a search needs Chroma itself."""

    def __init__(self, kb: KnowledgeBase) -> None:
        self._kb = kb

    def __getattr__(self, name: str) -> Any:
        return getattr(self._kb.store._collection, name)


@dataclass
class KnowledgeBase:
    """A built store and what it was built from."""

    name: str
    chunks: list[Document]
    embeddings: Embeddings
    path: Path | None = None
    rebuilt: bool = False
    _store: Any = field(default=None, repr=False)  # langchain_chroma.Chroma, or a _DeferredStore
    _ids: tuple[str, ...] = field(default_factory=tuple, repr=False)
    # What searches derive from the store (vectors, read-only, and chunks by id), filled when
    # the store is opened and checked; the copies build_knowledge_base hands out within one
    # process share these values (each copy has its own dict).
    _shared: dict[str, Any] = field(default_factory=dict, repr=False)

    @property
    def store(self) -> Any:
        """The Chroma store (``langchain_chroma.Chroma``). A store reopened from the cache is
        opened here, on first use: searches need only its checked vectors, so a notebook that
        only searches never loads chromadb (about 0.5 s)."""
        store = self._store
        return store.get() if isinstance(store, _DeferredStore) else store

    def __len__(self) -> int:
        return len(self.chunks)

    def _size(self) -> int:
        return len(self._ids) if self._ids else len(self.chunks)

    def copy(self) -> KnowledgeBase:
        """A copy whose chunks can be changed freely: searches use the store's own records,
        which no copy can reach (exercise checks hand learners copies)."""
        return replace(self, chunks=[self._document(c) for c in self.chunks], _shared=dict(self._shared))

    def search(self, query: str, k: int = 4) -> list[tuple[Document, float]]:
        """The ``k`` best chunks with cosine similarity (higher is better), ties by id.

        Asked for ``k``, it returns ``k`` (or every chunk of a smaller store), as Chroma's own
        ``similarity_search`` and every vector store do: a query that shares nothing with the
        notes (say "Who are you?") still gets its ``k`` nearest chunks, at similarity 0, and
        a pipeline that retrieves pays for them. Ranked from the vectors Chroma stored,
        exactly: :mod:`course_lib.retrieval.vector_search` says how and why.
        """
        import numpy as np

        from course_lib.retrieval.vector_search import best

        if not query or not query.strip():
            return []
        k = max(1, min(int(k), self._size()))
        query_vec = np.asarray(self.embeddings.embed_query(query), dtype=float)
        scored = best(_Collection(self), list(self._ids), query_vec, k, self._shared)
        by_id = self._chunk_by_id()
        return [(self._document(by_id[doc_id]), score) for doc_id, score in scored]

    @staticmethod
    def _document(chunk: Document) -> Document:
        """A fresh copy: callers may add to its metadata (the retriever adds the score)."""
        return Document(page_content=chunk.page_content, metadata=dict(chunk.metadata), id=chunk.id)

    def _chunk_by_id(self) -> dict[str, Document]:
        if "by_id" not in self._shared:  # private copies: changing kb.chunks changes no search
            self._shared["by_id"] = {chunk.id: self._document(chunk) for chunk in self.chunks}
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
    from course_lib.retrieval.corpus import corpus_dir, load_corpus

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


def chroma_client(path: Path | None = None, *, server: bool = True):
    """The Chroma client: the shared server named by ``COURSE_CHROMA_SERVER`` if set (and
    ``server``), else an embedded store in ``path``. Telemetry is off either way."""
    import_chromadb_quickly()
    import chromadb

    from course_lib.foundation.config import settings

    address = settings().chroma_server if server else None
    if not address:  # the default: one embedded store per user, in the cache dir
        return chromadb.PersistentClient(path=str(path), settings=_chroma_settings())
    # One shared Chroma server for a classroom (README, instructors' section).
    from course_lib.retrieval.chroma_server import http_client

    host, port, ssl = parse_chroma_server(address)
    return http_client(host, port, ssl, _chroma_settings())


def _open_store(collection: str, embeddings: Embeddings, path: Path | None, *, client=None,
                create: bool = True):
    import_chromadb_quickly()
    from langchain_chroma import Chroma

    return Chroma(
        collection_name=collection,
        embedding_function=embeddings,
        client=client if client is not None else chroma_client(path),
        collection_metadata={"hnsw:space": "cosine"},
        create_collection_if_not_exists=create,
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

    A reopened store is checked first and rebuilt (one ``notice:`` line) if it fails.
    ``progress=None`` shows the embedding progress bar only in an interactive terminal;
    pass ``True`` to see it in a notebook.
    """
    import sys

    from course_lib.foundation.config import settings
    from course_lib.retrieval.embeddings import get_embeddings

    embeddings = embeddings or get_embeddings()
    key = _reopen_key(corpus, extra_docs, embeddings)
    known = _OPENED.get(key) if key is not None else None
    if known is not None and (known.path is None or (known.path / "complete.json").is_file()):
        # Reopened (and checked) in this process already and no file changed: skip parsing.
        # Each caller gets its own copy of the chunks: changing them changes nothing here.
        return replace(known.copy(), embeddings=embeddings, rebuilt=False)
    chunks = split_documents(load_documents(corpus, extra_docs))
    digest = content_hash(chunks, embeddings)
    collection = f"{corpus}-{digest}"
    if progress is None:
        progress = sys.stderr.isatty()
    build = StoreBuild(corpus, collection, chunks, embeddings, progress=progress, batch_size=batch_size)
    kb = None
    if settings().chroma_server:
        from course_lib.retrieval.chroma_server import ensure_shared

        client = chroma_client()
        shared = ensure_shared(build, client)
        if shared is not None:
            read, rebuilt = shared
            store = _open_store(build.collection, build.embeddings, None, client=client, create=False)
            kb = build.knowledge_base(store, None, rebuilt, read)
    if kb is None:
        kb = _open_embedded(build)
    if key is not None:
        _OPENED[key] = kb
    return kb.copy()


@dataclass
class StoreBuild:
    """What a store is built from, and the steps every kind of store shares."""

    corpus: str
    collection: str
    chunks: list[Document]
    embeddings: Embeddings
    progress: bool = False
    batch_size: int = 64

    @property
    def ids(self) -> list[str]:
        return [c.id for c in self.chunks]

    def embed(self) -> list[list[float]]:
        """Every chunk's vector, in batches (with the progress bar)."""
        bar = None
        if self.progress:  # the plain text bar: no widget library needed, same look in a terminal
            from tqdm.std import tqdm

            bar = tqdm(total=len(self.chunks), desc=f"embedding {self.corpus}", unit="chunk")
        vectors: list[list[float]] = []
        for start in range(0, len(self.chunks), self.batch_size):
            batch = self.chunks[start : start + self.batch_size]
            vectors.extend(self.embeddings.embed_documents([c.page_content for c in batch]))
            if bar is not None:
                bar.update(len(batch))
        if bar is not None:
            bar.close()
        return vectors

    def write(self, collection, vectors: list[list[float]]) -> None:
        for start in range(0, len(self.chunks), self.batch_size):
            batch = self.chunks[start : start + self.batch_size]
            collection.upsert(ids=[c.id for c in batch], embeddings=vectors[start : start + self.batch_size],
                              documents=[c.page_content for c in batch],
                              metadatas=[dict(c.metadata) or None for c in batch])

    def read(self, collection) -> tuple[list[str], Any]:
        """The stored ids and vectors of this build's chunks (what searches use)."""
        import numpy as np

        got = collection.get(ids=self.ids, include=["embeddings"])
        return list(got["ids"]), np.asarray(got["embeddings"], dtype=float)

    def problem(self, collection, fingerprint: str | None) -> tuple[str | None, Any]:
        """What is wrong with a stored collection (None if nothing) and what was read."""
        ids, vectors = self.read(collection)
        return self.check(ids, vectors, fingerprint), (ids, vectors)

    def check(self, ids: list[str], vectors: Any, fingerprint: str | None) -> str | None:
        """What is wrong with these stored ids and vectors (None if nothing)."""
        from course_lib.foundation.integrity import vector_problem

        sample = None
        if self.chunks:
            first = self.chunks[0]
            sample = (first.id, self.embeddings.embed_documents([first.page_content])[0])
        return vector_problem(ids, vectors, expected_ids=self.ids, fingerprint=fingerprint, sample=sample)

    def knowledge_base(self, store, path: Path | None, rebuilt: bool, read) -> KnowledgeBase:
        import numpy as np

        ids, vectors = read
        vectors.setflags(write=False)
        shared = {"vectors": (ids, vectors, np.linalg.norm(vectors, axis=1) if len(ids) else vectors),
                  "by_id": {c.id: KnowledgeBase._document(c) for c in self.chunks}}
        return KnowledgeBase(name=self.corpus, _store=store, chunks=self.chunks, embeddings=self.embeddings,
                             path=path, rebuilt=rebuilt, _ids=tuple(self.ids), _shared=shared)


def _forget_embedded_client(path: Path) -> None:
    """Drop chromadb's cached client of ``path`` in this process (before deleting the files
    under it): chromadb keeps one system per directory, which would go on using the old files.

    A process that has not loaded chromadb's client module has no such system: importing it
    here (on every first build, before :func:`import_chromadb_quickly` runs) would load
    chromadb the slow way, about 3 s more."""
    import sys

    module = sys.modules.get("chromadb.api.shared_system_client")
    if module is None:
        return
    SharedSystemClient = module.SharedSystemClient  # noqa: N806 - chromadb's class
    system = SharedSystemClient._identifier_to_system.pop(str(path), None)
    if system is not None:
        try:
            system.stop()
        except Exception:  # noqa: BLE001 - a damaged store may fail to stop cleanly
            pass


VECTORS_FILE = "vectors.npz"
"""Beside an embedded store: the ids and vectors Chroma returned when the store last passed its
check, with the fingerprint and the state of Chroma's files then (see :func:`_read_vectors`)."""


def _files_state(path: Path) -> list[list]:
    """Name, size and modification time of every file of Chroma's in ``path``."""
    return [[p.relative_to(path).as_posix(), p.stat().st_size, p.stat().st_mtime_ns]
            for p in sorted(path.rglob("*")) if p.is_file() and not p.name.startswith(("vectors.", "complete."))]


def _read_vectors(path: Path, fingerprint: str | None) -> tuple[list[str], Any] | None:
    """The ids and vectors of ``vectors.npz`` if it belongs to this build of the store and no
    file of Chroma's changed since it was written; else None (Chroma is read instead).

    A reopen checks these as it checks what Chroma returns (ids, fingerprint, a fresh
    embedding of one chunk), so searches rank exactly the vectors they would have read from
    Chroma, without importing chromadb and opening its client (about 0.5 s per process)."""
    import numpy as np

    try:
        with np.load(path / VECTORS_FILE, allow_pickle=False) as saved:
            meta = json.loads(str(saved["meta"]))
            if fingerprint is None or meta.get("fingerprint") != fingerprint or meta.get("files") != _files_state(path):
                return None
            return [str(i) for i in saved["ids"]], np.asarray(saved["vectors"], dtype=float)
    except Exception:  # noqa: BLE001 - missing, from an older format, or damaged: read Chroma
        return None


def _write_vectors(path: Path, fingerprint: str | None, read: tuple[list[str], Any]) -> None:
    """Save what a check of Chroma's store just passed, for the next reopen (best effort: a
    read-only cache directory just keeps reading Chroma)."""
    import os
    import tempfile

    import numpy as np

    if fingerprint is None:
        return
    ids, vectors = read
    try:
        meta = json.dumps({"fingerprint": fingerprint, "files": _files_state(path)})
        fd, tmp = tempfile.mkstemp(prefix="vectors.", suffix=".tmp.npz", dir=path)
        with os.fdopen(fd, "wb") as out:
            np.savez(out, ids=np.asarray(ids, dtype=str), vectors=np.asarray(vectors, dtype=float),
                     meta=np.asarray(meta))
        os.replace(tmp, path / VECTORS_FILE)
    except OSError:
        try:
            os.unlink(tmp)
        except (OSError, UnboundLocalError):
            pass


def _reopen_embedded(build: StoreBuild, path: Path, *, quick: bool = True) -> tuple[KnowledgeBase | None, str | None]:
    """The checked store in ``path``, or ``(None, what is wrong)``.

    ``quick``: check the vectors saved beside the store when they are still current, and open
    Chroma only on first use (:class:`_DeferredStore`); ``quick=False`` (the doctor) checks
    Chroma itself and writes nothing."""
    from course_lib.foundation.integrity import sqlite_problem

    database = path / "chroma.sqlite3"
    if not database.is_file():
        return None, "its chroma.sqlite3 is missing"
    problem = sqlite_problem(database)
    if problem is not None:
        return None, problem
    try:
        fingerprint = json.loads((path / "complete.json").read_text(encoding="utf-8")).get("fingerprint")
        read = _read_vectors(path, fingerprint) if quick else None
        if read is not None and build.check(*read, fingerprint) is None:
            def open_store():
                return _open_store(build.collection, build.embeddings, path, client=chroma_client(path, server=False))

            return build.knowledge_base(_DeferredStore(open_store), path, False, read), None
        store = _open_store(build.collection, build.embeddings, path, client=chroma_client(path, server=False))
        problem, read = build.problem(store._collection, fingerprint)
    except Exception as exc:  # noqa: BLE001 - whatever a damaged store raises, rebuild it
        problem = f"Chroma could not read it ({type(exc).__name__}: {' '.join(str(exc).split())[:80]})"
    if problem is not None:
        _forget_embedded_client(path)
        return None, problem
    if quick:
        _write_vectors(path, fingerprint, read)
    return build.knowledge_base(store, path, False, read), None


def _open_embedded(build: StoreBuild) -> KnowledgeBase:
    """The embedded store of a build in the cache dir: checked and reused, or (re)built."""
    from course_lib.foundation.config import cache_dir
    from course_lib.foundation.integrity import build_lock, notice, vector_fingerprint

    path = cache_dir() / "kb" / build.collection
    marker = path / "complete.json"
    problem = None
    if marker.is_file():
        kb, problem = _reopen_embedded(build, path)
        if kb is not None:
            return kb
    with build_lock(path, f"the {build.corpus} knowledge base"):
        if marker.is_file():  # damaged, or another process finished it while we waited
            if problem is None:
                kb, problem = _reopen_embedded(build, path)
                if kb is not None:
                    return kb
            notice(f"the {build.corpus} knowledge base in {path} is damaged ({problem}); rebuilding it.")
        _forget_embedded_client(path)
        if path.exists():
            shutil.rmtree(path)  # damaged, or an interrupted build: start again
        path.mkdir(parents=True, exist_ok=True)
        store = _open_store(build.collection, build.embeddings, path, client=chroma_client(path, server=False))
        build.write(store._collection, build.embed())
        # The fingerprint is taken of what Chroma stored (it normalises vectors for cosine).
        problem, read = build.problem(store._collection, None)
        fingerprint = vector_fingerprint(*read)
        if problem is not None:
            raise CourseError(f"The {build.corpus} knowledge base in {path} failed its check right after "
                              f"it was built ({problem}): delete that folder and build again.")
        marker.write_text(json.dumps({"corpus": build.corpus, "chunks": len(build.chunks),
                                      "fingerprint": fingerprint}), encoding="utf-8")
        _write_vectors(path, fingerprint, read)
    return build.knowledge_base(store, path, True, read)


def store_problem(corpus: str, embeddings: Embeddings | None = None) -> tuple[bool, str | None]:
    """``(built, problem)`` for the store of a corpus, checked as a reopen checks it (doctor).

    Nothing is rebuilt or written. ``problem`` is None when the store passes.
    """
    from course_lib.foundation.config import cache_dir, settings
    from course_lib.retrieval.embeddings import get_embeddings

    embeddings = embeddings or get_embeddings()
    chunks = split_documents(load_documents(corpus))
    build = StoreBuild(corpus, f"{corpus}-{content_hash(chunks, embeddings)}", chunks, embeddings)
    if settings().chroma_server:
        from course_lib.retrieval.chroma_server import shared_problem

        return shared_problem(build, chroma_client())
    path = cache_dir() / "kb" / build.collection
    if not (path / "complete.json").is_file():
        return False, None
    kb, problem = _reopen_embedded(build, path, quick=False)
    return True, problem


# Knowledge bases opened in this process, by what they were built from (see _reopen_key).
# Notebooks and the evaluation harness open the same store many times; parsing the notes and
# hashing them again each time cost about 80 ms per call.
_OPENED: dict[tuple, KnowledgeBase] = {}


def _reopen_key(corpus: str, extra_docs: Path | str | None, embeddings: Embeddings) -> tuple | None:
    """Everything a store depends on, cheaply: the folders' markdown files by name, size and
    modification time, the embeddings, and where stores live. None if a folder is unreadable
    (the normal path then reports the problem)."""
    import os

    from course_lib.foundation.config import cache_dir, settings
    from course_lib.retrieval.corpus import corpus_dir

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
