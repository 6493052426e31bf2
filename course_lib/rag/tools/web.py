"""``web_search``: search an offline snapshot of web pages (notebooks 03 and 04).

The pages live in ``data/web/*.md`` (front matter ``title``, ``url``, ``date``, then the text).
Search is lexical BM25 over title and text, deterministic, ties broken by the page id. The
provider sits behind one function, :func:`search_web`; plug in a real search API with
:func:`set_web_search_provider`::

    def my_provider(query: str, k: int) -> list[WebResult]:
        ...  # call Tavily, Brave, SearxNG, ... and wrap each hit in a WebResult

    previous = set_web_search_provider(my_provider)

Each result is shown to the model like a retrieved document, with its url and date::

    [source: https://example.org/page] Page title
    Published: 2025-11-02
    <the most relevant paragraphs>
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from langchain_core.callbacks import CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from course_lib.foundation.errors import CourseError
from course_lib.retrieval.documents import format_documents

DEFAULT_K = 3
SNIPPET_CHARS = 900
"""Longest text shown per result: its best paragraphs, kept in page order."""

_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)
_STOPWORDS = frozenset(
    "a an and are as at be by can did do does for from had has have how i in is it its me my "
    "of on or our so than that the their them then there these they this to was we were what "
    "when where which who whom why will with you your about into over after before".split()
)


@dataclass(frozen=True)
class WebResult:
    """One search hit: enough to cite it (url, title, date) and to answer from it (text)."""

    title: str
    url: str
    text: str
    date: str = ""
    score: float = 0.0
    id: str = field(default="")

    def to_document(self) -> Document:
        """The hit as a LangChain ``Document`` (``source`` is the url)."""
        published = f"Published: {self.date}\n" if self.date else ""
        return Document(
            page_content=published + self.text,
            metadata={"source": self.url, "title": self.title, "url": self.url,
                      "date": self.date, "id": self.id or self.url, "score": self.score},
        )


WebSearchProvider = Callable[[str, int], list[WebResult]]


def tokenize(text: str) -> list[str]:
    """Lower-cased word tokens without stopwords, with a light plural strip."""
    tokens = []
    for raw in _TOKEN.findall(text.lower()):
        if raw in _STOPWORDS:
            continue
        if len(raw) > 4 and raw.endswith("s") and not raw.endswith("ss"):
            raw = raw[:-1]
        tokens.append(raw)
    return tokens


def default_web_dir() -> Path:
    from course_lib.foundation.config import data_dir

    return data_dir() / "web"


@dataclass(frozen=True)
class _Page:
    id: str
    title: str
    url: str
    date: str
    paragraphs: tuple[str, ...]
    terms: Counter[str]
    length: int


def _parse_page(path: Path, page_id: str) -> _Page:
    import frontmatter
    import yaml

    try:
        post = frontmatter.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        raise CourseError(f"The web page {path} is not UTF-8 text.") from None
    except yaml.YAMLError:
        raise CourseError(f"The web page {path} has malformed front matter.") from None
    title = str(post.metadata.get("title") or path.stem.replace("-", " "))
    url = str(post.metadata.get("url") or page_id)
    date = str(post.metadata.get("date") or "")
    paragraphs = tuple(p.strip() for p in re.split(r"\n\s*\n", post.content) if p.strip())
    terms = Counter(tokenize(title) * 2 + tokenize(post.content))
    return _Page(page_id, title, url, date, paragraphs, terms, sum(terms.values()))


@lru_cache(maxsize=4)
def _load_pages(folder: str, signature: tuple[tuple[str, int, int], ...]) -> tuple[_Page, ...]:
    base = Path(folder)
    return tuple(_parse_page(base / name, f"{base.name}/{name}") for name, _, _ in signature)


def load_pages(folder: Path | None = None) -> tuple[_Page, ...]:
    """Parsed pages of a snapshot folder (cached until a file changes)."""
    folder = Path(folder) if folder else default_web_dir()
    if not folder.is_dir():
        raise CourseError(f"The web snapshot folder {folder} does not exist.")
    files = sorted(p for p in folder.glob("*.md") if p.is_file())
    signature = tuple((p.name, p.stat().st_mtime_ns, p.stat().st_size) for p in files)
    return _load_pages(str(folder.resolve()), signature)


def _snippet(page: _Page, query_terms: set[str]) -> str:
    scored = [
        (-len(query_terms & set(tokenize(p))), i) for i, p in enumerate(page.paragraphs)
    ]
    chosen: list[int] = []
    used = 0
    for _, i in sorted(scored):
        cost = len(page.paragraphs[i]) + (2 if chosen else 0)  # 2 for the blank line
        if chosen and used + cost > SNIPPET_CHARS:
            continue
        chosen.append(i)
        used += cost
    text = "\n\n".join(page.paragraphs[i] for i in sorted(chosen))
    return text if len(text) <= SNIPPET_CHARS else text[: SNIPPET_CHARS - 3].rstrip() + "..."


def search_snapshot(
    query: str, k: int = DEFAULT_K, *, folder: Path | None = None
) -> list[WebResult]:
    """BM25 over the offline snapshot; pages sharing no word with the query are left out."""
    pages = load_pages(folder)
    query_terms = tokenize(query)
    if not pages or not query_terms:
        return []
    n = len(pages)
    avg_len = sum(p.length for p in pages) / n or 1.0
    k1, b = 1.5, 0.75
    scored: list[tuple[float, str, _Page]] = []
    for page in pages:
        score = 0.0
        for term in set(query_terms):
            tf = page.terms.get(term, 0)
            if not tf:
                continue
            df = sum(1 for p in pages if term in p.terms)
            idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
            score += idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * page.length / avg_len))
        if score > 0:
            scored.append((round(score, 6), page.id, page))
    scored.sort(key=lambda item: (-item[0], item[1]))
    wanted = set(query_terms)
    return [
        WebResult(title=p.title, url=p.url, text=_snippet(p, wanted), date=p.date, score=s, id=p.id)
        for s, _, p in scored[: max(k, 0)]
    ]


_provider: WebSearchProvider | None = None


def set_web_search_provider(provider: WebSearchProvider | None) -> WebSearchProvider | None:
    """Use ``provider(query, k)`` for every web search; ``None`` restores the offline one.

    Returns the previous provider so a test or a notebook cell can put it back.
    """
    global _provider
    previous, _provider = _provider, provider
    return previous


def get_web_search_provider() -> WebSearchProvider:
    """The provider in use (the offline snapshot unless one was set)."""
    return _provider or search_snapshot


def search_web(query: str, k: int = DEFAULT_K) -> list[WebResult]:
    """The one function every web search goes through."""
    return list(get_web_search_provider()(query, k))


def format_results(results: list[WebResult]) -> str:
    """Results in the course's document format, with url and date."""
    return format_documents(r.to_document() for r in results)


WEB_SEARCH_DESCRIPTION = (
    "Search the web for public facts that are not in our notes or wiki: recent events, "
    "releases, standards, vendors and other public information, or a question the notes "
    "could not answer. Do not use it for our company's internal projects or people, for "
    "customer orders, or for arithmetic. Returns the top 3 pages with their url and date."
)


class WebSearchInput(BaseModel):
    """Arguments of ``web_search``."""

    query: str = Field(description="A few keywords naming what to find.")


@tool("web_search", description=WEB_SEARCH_DESCRIPTION, args_schema=WebSearchInput)
def web_search(query: str) -> str:
    """The top pages for ``query`` from :func:`search_web`, or a clear message; never raises."""
    try:
        if not isinstance(query, str) or not query.strip():
            return "Error: the search query is empty; send a few keywords."
        results = search_web(query.strip()[:500], DEFAULT_K)
    except CourseError as exc:
        return f"Error: {exc}"
    except Exception as exc:  # a provider failure must not crash the agent loop
        return f"Error: web search failed ({type(exc).__name__}); try again or answer without it."
    if not results:
        return f"No web results for '{query.strip()[:80]}'."
    return format_results(results)


# --- as a retriever (notebook 04's web fallback, the adaptive router's web path) -----------
# Going through search_web means the offline snapshot by default and a provider plugged in with
# set_web_search_provider as is; as a retriever, each search is recorded by the cost ledger.

class WebSearchRetriever(BaseRetriever):
    """Top ``k`` web results for a query, as documents whose ``source`` is the url."""

    k: int = 3

    def _get_relevant_documents(self, query: str, *, run_manager: CallbackManagerForRetrieverRun) -> list[Document]:
        return [result.to_document() for result in search_web(query, self.k)]


def make_web_retriever(k: int = 3) -> WebSearchRetriever:
    """The web fallback's search (the offline snapshot unless a provider is set)."""
    return WebSearchRetriever(k=k)


__all__ = [
    "WEB_SEARCH_DESCRIPTION",
    "WebResult",
    "WebSearchRetriever",
    "WebSearchProvider",
    "format_results",
    "get_web_search_provider",
    "load_pages",
    "make_web_retriever",
    "search_snapshot",
    "search_web",
    "set_web_search_provider",
    "web_search",
]
