"""Embeddings: the offline default and real ones by spec (notebook 00).

The default ``local`` embeddings are a hashed bag of words: each term goes to one of 2048
buckets by its MurmurHash3 (the ``mmh3`` package), exactly as scikit-learn's
``HashingVectorizer(alternate_sign=False)`` places it; a test checks the vectors against
scikit-learn's, bit for bit. We hash with ``mmh3`` directly because importing scikit-learn
(and SciPy with it) cost every notebook about 1.4 s. The vectors are offline, deterministic
and stateless (the same text gives the same vector in any process, with no fitting step).
They match *words*, not meanings: a question that says "green thread" will not find a note
that only says "coroutine". Notebook 04 builds on exactly that weakness (query rewriting).
For CJK text they use character bigrams.
"""

from __future__ import annotations

import math
import re

import mmh3
from langchain_core.embeddings import Embeddings

from course_lib.foundation.errors import CourseError

DIMENSIONS = 2048
_WORD = re.compile(r"[a-z0-9]+(?:[._][a-z0-9]+)*")
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+")

STOP_WORDS = frozenset(
    """a an the and or but if of to in on at by for with from as is are was were be been being
    it its this that these those there here what which who whom whose when where why how do does
    did done can could should would will shall may might must i you he she we they me my your our
    their his her them us not no yes so than then too very just about into over under again also
    any all some each more most other such only own same s t""".split()
)


def _stem(word: str) -> str:
    """A deliberately light stemmer: plurals, -ing/-ed and a final e, so that "coroutines",
    "coroutine"; "cached", "caching", "cache" meet. It does not know synonyms."""
    if len(word) <= 3 or not word.isalpha():
        return word
    if word.endswith("ies") and len(word) > 4:
        word = word[:-3] + "y"
    elif word.endswith("sses") or word.endswith(("xes", "zes", "ches", "shes")):
        word = word[:-2]
    elif word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    elif word.endswith("ing") and len(word) >= 6:
        word = word[:-3]
        if len(word) > 2 and word[-1] == word[-2] and word[-1] not in "aeiouls":
            word = word[:-1]
    elif word.endswith("ed") and len(word) >= 5:
        word = word[:-2]
        if len(word) > 2 and word[-1] == word[-2] and word[-1] not in "aeiouls":
            word = word[:-1]
    if word.endswith("e") and len(word) > 3:
        word = word[:-1]
    return word


def analyze(text: str) -> list[str]:
    """Terms of a text: stemmed words without stop words, plus CJK character bigrams."""
    lowered = text.lower()
    terms: list[str] = []
    for word in _WORD.findall(lowered):
        if word in STOP_WORDS:
            continue
        terms.append(_stem(word))
        if "." in word or "_" in word:  # asyncio.wait also counts as asyncio and wait
            terms.extend(_stem(p) for p in re.split(r"[._]", word) if p and p not in STOP_WORDS)
    for run in _CJK.findall(text):
        if len(run) == 1:
            terms.append(run)
        terms.extend(run[i : i + 2] for i in range(len(run) - 1))
    return terms


def _bucket(term: str) -> int:
    """The bucket scikit-learn's ``FeatureHasher`` gives a term: |signed murmur3| mod size."""
    h = mmh3.hash(term.encode("utf-8"), 0, signed=True)
    if h == -2147483648:  # abs(-2**31) overflows int32; scikit-learn defines it this way
        return (2147483647 - (DIMENSIONS - 1)) % DIMENSIONS
    return abs(h) % DIMENSIONS


def hashed_counts(text: str) -> dict[int, float]:
    """Term counts of a text, summed per bucket (collisions add up, as in scikit-learn)."""
    counts: dict[int, float] = {}
    for term in analyze(text):
        index = _bucket(term)
        counts[index] = counts.get(index, 0.0) + 1.0
    return counts


def vectorize(text: str) -> list[float]:
    """Log term frequency per bucket (1 + ln count), L2-normalised; all zeros for no terms."""
    import numpy as np

    counts = hashed_counts(text)
    indices = sorted(counts)
    data = 1.0 + np.log(np.array([counts[i] for i in indices], dtype=np.float64))
    total = 0.0
    for value in data.tolist():  # summed in index order, like scikit-learn's normalize
        total += value * value
    vector = np.zeros(DIMENSIONS, dtype=np.float64)
    if total:
        vector[indices] = data / math.sqrt(total)
    return vector.tolist()


class LocalEmbeddings(Embeddings):
    """Hashed bag-of-words vectors (2048 dimensions, log term frequency, L2-normalised).

    Offline and stateless: no fitting, so the same text maps to the same vector anywhere.
    """

    model = "local-hashed-bow-2048-v2"  # part of the knowledge base's content hash

    def __init__(self) -> None:
        self.calls = 0  # how many embedding requests were made (notebook 06 counts them)

    def _embed(self, texts: list[str]) -> list[list[float]]:
        self.calls += 1
        return [vectorize(text) for text in texts]

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self._embed(list(texts))

    def embed_query(self, text: str) -> list[float]:
        return self._embed([text])[0]


def get_embeddings(spec: str | None = None) -> Embeddings:
    """Embeddings by spec or ``COURSE_EMBEDDINGS``: ``local`` (default) or e.g.
    ``openai:text-embedding-3-small`` (needs ``OPENAI_API_KEY``)."""
    from course_lib.foundation.config import settings

    spec = (spec or settings().embeddings).strip()
    if spec in ("local", "", "sim"):
        return LocalEmbeddings()
    options: dict = {}
    if spec.startswith("openai:"):
        from course_lib.models.endpoint import http_clients, llm_timeout
        from course_lib.models.llm import require_openai_key

        require_openai_key(f"COURSE_EMBEDDINGS={spec}")
        # The same total deadline per request as the chat model (COURSE_LLM_TIMEOUT).
        timeout = llm_timeout()
        options = {"timeout": timeout, "max_retries": 1}
        options["http_client"], options["http_async_client"] = http_clients(timeout)
    try:
        from langchain.embeddings import init_embeddings

        return init_embeddings(spec, **options)
    except (ValueError, ImportError) as exc:
        raise CourseError(
            f"Unknown embeddings spec {spec!r}: set COURSE_EMBEDDINGS to 'local' or "
            f"'provider:model' such as 'openai:text-embedding-3-small' ({exc})."
        ) from None
