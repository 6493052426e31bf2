"""One hop of retrieval: search, note what is new, record the hop (notebook 05)."""

from __future__ import annotations

from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever

from course_lib.multihop.merge import doc_key, new_documents
from course_lib.multihop.state import Hop


def search_hop(retriever: BaseRetriever, query: str, *, existing: list[Document] | None,
               hop: int) -> tuple[list[Document], Hop]:
    """Run one retrieval; return the documents and the ``Hop`` record (new = unseen ids).

    Called inside a graph node, the retriever inherits the run's callbacks, so the course's
    ``Ledger`` sees the query too.
    """
    found = retriever.invoke(query)
    fresh = new_documents(existing, found)
    record = Hop(hop=hop, query=query, found=[doc_key(d) for d in found],
                 new=[doc_key(d) for d in fresh])
    return found, record
