"""Every model call of the twenty-fifth batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_twentyfifth [name ...]`` with names from
``PORTS`` (README, "Twenty-fifth batch"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "hyde": "tests.thirdparty.test_rag_techniques_hyde",
    "document_augmentation": "tests.thirdparty.test_rag_techniques_document_augmentation",
    "explainable_retrieval": "tests.thirdparty.test_rag_techniques_explainable_retrieval",
    "essay_grading": "tests.thirdparty.test_genai_agents_essay_grading",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
