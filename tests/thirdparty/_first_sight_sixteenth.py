"""Every model call of the sixteenth batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_sixteenth [name ...]`` with names from
``PORTS`` (README, "Sixteenth batch, first sight"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "reranking": "tests.thirdparty.test_rag_techniques_reranking",
    "adaptive_retrieval": "tests.thirdparty.test_rag_techniques_adaptive_retrieval",
    "proposition_chunking": "tests.thirdparty.test_rag_techniques_proposition_chunking",
    "ko_query_rewrite": "tests.thirdparty.test_ko_langchain_kr_query_rewrite",
    "ko_adaptive_rag": "tests.thirdparty.test_ko_langchain_kr_adaptive_rag",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
