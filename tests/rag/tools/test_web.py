"""web_search and the retriever tools (notebooks 02 to 04), on pages and documents made here."""

from __future__ import annotations

from pathlib import Path

import pytest
from langchain_core.callbacks import CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever

from course_lib.foundation.config import data_dir
from course_lib.foundation.errors import CourseError
from course_lib.rag.tools import (
    NOTES_DESCRIPTION,
    WIKI_DESCRIPTION,
    WebResult,
    make_search_tool,
    search_web,
    set_web_search_provider,
    web_search,
)
from course_lib.rag.tools.web import load_pages, search_snapshot
from course_lib.retrieval.documents import format_documents

PAGES = {
    "python-release.md": (
        "title: Python 3.14 released\nurl: https://example.org/python-314\ndate: 2025-10-07",
        "Python 3.14 was released in October 2025.\n\n"
        "The release brings template strings and a free-threaded build.",
    ),
    "postgres-18.md": (
        "title: PostgreSQL 18 notes\nurl: https://example.org/pg18\ndate: 2025-09-25",
        "PostgreSQL 18 adds asynchronous I/O.\n\nUpgrades keep planner statistics.",
    ),
    "zeta.md": (
        "title: Release calendar\nurl: https://example.org/zeta\ndate: 2025-01-01",
        "Python release dates.",
    ),
    "alpha.md": (
        "title: Release calendar\nurl: https://example.org/alpha\ndate: 2025-01-01",
        "Python release dates.",
    ),
}


def write_pages(folder: Path, pages: dict[str, tuple[str, str]] = PAGES) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, (front, body) in pages.items():
        (folder / name).write_text(f"---\n{front}\n---\n{body}\n", encoding="utf-8")
    return folder


@pytest.fixture
def web_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("COURSE_DATA_DIR", str(tmp_path))
    return write_pages(tmp_path / "web")


def test_search_ranks_and_breaks_ties_by_id(web_dir: Path) -> None:
    results = search_web("python release dates")
    assert [r.id for r in results] == ["web/alpha.md", "web/zeta.md", "web/python-release.md"]
    assert results[0].score == results[1].score > results[2].score
    assert results[2] == WebResult(
        title="Python 3.14 released", url="https://example.org/python-314",
        text="Python 3.14 was released in October 2025.\n\n"
             "The release brings template strings and a free-threaded build.",
        date="2025-10-07", score=results[2].score, id="web/python-release.md",
    )
    assert search_web("python release dates") == results


def test_tool_output_is_formatted_like_documents(web_dir: Path) -> None:
    output = web_search.invoke({"query": "PostgreSQL asynchronous I/O"})
    assert output == (
        "[source: https://example.org/pg18] PostgreSQL 18 notes\n"
        "Published: 2025-09-25\n"
        "PostgreSQL 18 adds asynchronous I/O.\n\nUpgrades keep planner statistics."
    )


def test_no_match_and_empty_query(web_dir: Path) -> None:
    assert web_search.invoke({"query": "kubernetes ingress"}) == (
        "No web results for 'kubernetes ingress'.")
    assert web_search.invoke({"query": "  "}).startswith("Error: the search query is empty")
    assert web_search.invoke({"query": "the of and"}) == "No web results for 'the of and'."


def test_snippets_keep_the_best_paragraphs(tmp_path: Path) -> None:
    filler = "\n\n".join(f"Paragraph {i} about gardening and soil." for i in range(60))
    folder = write_pages(tmp_path / "web", {"long.md": (
        "title: Long page\nurl: https://example.org/long\ndate: 2025-01-01",
        filler + "\n\nThe answer: tomatoes need calcium.")})
    [hit] = search_snapshot("tomatoes calcium", folder=folder)
    assert "tomatoes need calcium" in hit.text and len(hit.text) <= 900


def test_provider_can_be_swapped(web_dir: Path) -> None:
    seen: list[tuple[str, int]] = []

    def fake(query: str, k: int) -> list[WebResult]:
        seen.append((query, k))
        return [WebResult(title="Live", url="https://live.example/x", text="fresh", date="2026-01-01")]

    previous = set_web_search_provider(fake)
    try:
        assert web_search.invoke({"query": "anything"}) == (
            "[source: https://live.example/x] Live\nPublished: 2026-01-01\nfresh")
        assert seen == [("anything", 3)]
    finally:
        set_web_search_provider(previous)
    assert search_web("postgresql")[0].url == "https://example.org/pg18"


def test_a_failing_provider_gives_a_message(web_dir: Path) -> None:
    def broken(query: str, k: int) -> list[WebResult]:
        raise TimeoutError("no network")

    previous = set_web_search_provider(broken)
    try:
        assert web_search.invoke({"query": "x"}).startswith("Error: web search failed (TimeoutError)")
    finally:
        set_web_search_provider(previous)


def test_broken_snapshot_files_are_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COURSE_DATA_DIR", str(tmp_path))
    assert web_search.invoke({"query": "x"}).startswith("Error: The web snapshot folder")
    folder = tmp_path / "web"
    folder.mkdir()
    (folder / "bad.md").write_text("---\ntitle: [unclosed\n---\nbody\n", encoding="utf-8")
    result = web_search.invoke({"query": "body"})
    assert result.startswith("Error:") and "bad.md" in result and "front matter" in result
    (folder / "bad.md").write_bytes(b"---\ntitle: x\n---\n\xff\xfe body\n")
    result = web_search.invoke({"query": "body"})
    assert result.startswith("Error:") and "bad.md" in result and "UTF-8" in result


def test_web_search_contract() -> None:
    assert web_search.name == "web_search" and set(web_search.args) == {"query"}
    assert "Do not use it" in web_search.description


def test_the_course_snapshot_loads() -> None:
    folder = data_dir() / "web"
    if not folder.is_dir() or not any(folder.glob("*.md")):
        pytest.skip("data/web is not there yet")
    pages = load_pages(folder)
    assert all(p.url.startswith("http") and p.date and p.paragraphs for p in pages), [
        p.id for p in pages if not (p.url.startswith("http") and p.date and p.paragraphs)]
    assert search_snapshot(pages[0].title, folder=folder)[0].id == pages[0].id


# --- retriever tools ----------------------------------------------------------------------------


class ListRetriever(BaseRetriever):
    docs: list[Document]

    def _get_relevant_documents(
        self, query: str, *, run_manager: CallbackManagerForRetrieverRun
    ) -> list[Document]:
        return [d for d in self.docs if query.lower() in d.page_content.lower()]


DOCS = [
    Document("asyncio.wait returns when FIRST_COMPLETED is reached.",
             metadata={"source": "notes/asyncio-wait.md", "title": "asyncio.wait"}),
    Document("The event loop runs one asyncio task at a time.",
             metadata={"source": "notes/event-loop.md", "title": "The event loop"}),
]


def test_search_tool_formats_like_format_documents() -> None:
    tool = make_search_tool(ListRetriever(docs=DOCS))
    assert tool.name == "search_notes" and tool.description == NOTES_DESCRIPTION
    assert tool.invoke({"query": "asyncio"}) == format_documents(DOCS) == (
        "[source: notes/asyncio-wait.md] asyncio.wait\n"
        "asyncio.wait returns when FIRST_COMPLETED is reached.\n\n"
        "[source: notes/event-loop.md] The event loop\n"
        "The event loop runs one asyncio task at a time."
    )
    assert tool.invoke({"query": "kubernetes"}) == ""


def test_search_tool_artifacts_and_names() -> None:
    wiki = make_search_tool(ListRetriever(docs=DOCS), name="search_wiki",
                            response_format="content_and_artifact")
    assert wiki.description == WIKI_DESCRIPTION
    message = wiki.invoke({"type": "tool_call", "id": "1", "name": "search_wiki",
                           "args": {"query": "event loop"}})
    assert message.artifact == [DOCS[1]]
    custom = make_search_tool(ListRetriever(docs=DOCS), name="search_faq",
                              description="FAQ. Use it for X. Do not use it for Y.")
    assert custom.name == "search_faq"
    with pytest.raises(CourseError, match="Give the tool 'search_faq' a description"):
        make_search_tool(ListRetriever(docs=DOCS), name="search_faq")


@pytest.mark.parametrize("description", [NOTES_DESCRIPTION, WIKI_DESCRIPTION])
def test_default_descriptions_are_two_sided(description: str) -> None:
    assert "Use it for" in description and "Do not use it for" in description
    assert NOTES_DESCRIPTION != WIKI_DESCRIPTION
