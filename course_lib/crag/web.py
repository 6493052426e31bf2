"""The web fallback's search, as a retriever over ``course_lib.tools.web`` (notebook 04).

Going through :func:`course_lib.tools.web.search_web` means the offline snapshot is used by
default and a real provider plugged in with ``set_web_search_provider`` is used as is. As a
retriever, each search is recorded by the cost ledger like any other retrieval.
"""

from __future__ import annotations

from langchain_core.callbacks import CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever


class WebSearchRetriever(BaseRetriever):
    """Top ``k`` web results for a query, as documents whose ``source`` is the url."""

    k: int = 3

    def _get_relevant_documents(self, query: str, *, run_manager: CallbackManagerForRetrieverRun) -> list[Document]:
        from course_lib.tools.web import search_web

        return [result.to_document() for result in search_web(query, self.k)]


def make_web_retriever(k: int = 3) -> WebSearchRetriever:
    """The web fallback's search (the offline snapshot unless a provider is set)."""
    return WebSearchRetriever(k=k)


__all__ = ["WebSearchRetriever", "make_web_retriever"]
