"""A first build of a knowledge base (an empty cache: every CI run, every fresh clone) loads
chromadb through ``import_chromadb_quickly``, as a reopen does.

It once did not: before deleting an interrupted build, ``_forget_embedded_client`` imported
chromadb's client module itself, and chromadb then came in the slow way (jsonschema's
``rfc3987_syntax`` Earley parser and every ``@override`` check, about 3 s). The test runs in a
fresh interpreter with an empty cache directory and an invented corpus, and checks that the
optional module was kept out (``sys.modules`` holds ``None`` for it, the quick path's mark),
that ``@override`` is the real decorator again, and that the built store answers a search.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

SCRIPT = r"""
import sys
from course_lib.retrieval.kb import build_knowledge_base
kb = build_knowledge_base("notes", extra_docs=sys.argv[1], progress=False)
assert kb.rebuilt, "the cache was not empty"
assert "rfc3987_syntax" in sys.modules and sys.modules["rfc3987_syntax"] is None, \
    "chromadb was imported before import_chromadb_quickly (rfc3987_syntax loaded)"
import importlib, overrides
real = importlib.import_module("overrides.overrides")
assert overrides.override is real.override, "@override was left replaced"
hits = kb.as_retriever(k=2).invoke("how long does the kiln take to cool after a stoneware firing")
assert any("kiln" in h.page_content.lower() for h in hits), [h.page_content[:60] for h in hits]
print("ok")
"""


@pytest.mark.slow
def test_first_build_imports_chromadb_the_quick_way(tmp_path):
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "kiln.md").write_text(
        "---\ntitle: Kiln log\ntags: [pottery]\n---\n# Kiln log\n\n"
        "After a stoneware firing the kiln takes about fourteen hours to cool to 60 C; "
        "opening it earlier cracks the glaze.\n", encoding="utf-8")
    env = dict(os.environ, COURSE_CACHE_DIR=str(tmp_path / "cache"), COURSE_EMBEDDINGS="local",
               COURSE_LLM="sim", COURSE_BLOCK_NETWORK="1")
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(docs)], capture_output=True, text=True,
                          timeout=180, env=env)
    assert done.returncode == 0 and done.stdout.strip().endswith("ok"), done.stderr[-2000:]
