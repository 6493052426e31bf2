"""``citations``: the documents' texts the readers take, and the "Sources:" list an answer ends with."""

from __future__ import annotations

from types import SimpleNamespace

from course_lib.sim.grounded.citations import bodies, with_citations


def test_bodies_are_the_documents_texts_that_have_one():
    request = SimpleNamespace(documents=[SimpleNamespace(body="Kiln opens at 9."), object(), SimpleNamespace(body="")])
    assert bodies(request) == ["Kiln opens at 9.", ""]


def test_an_answer_cites_each_source_once_in_order():
    request = SimpleNamespace(citations=["glaze.md", "kiln.md", "glaze.md"], language="en")
    assert with_citations("Cone 6.", request) == "Cone 6.\n\nSources: glaze.md; kiln.md"


def test_no_sources_leaves_the_answer_alone_and_chinese_gets_its_label():
    assert with_citations("Cone 6.", SimpleNamespace(citations=[], language="en")) == "Cone 6."
    assert with_citations("六号。", SimpleNamespace(citations=["窑.md"], language="zh")) == "六号。\n\n来源: 窑.md"
