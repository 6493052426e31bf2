"""Every model call of the fifteenth batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_fifteenth [name ...]`` with names from
``PORTS`` (README, "Fifteenth batch, first sight"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "text_analysis": "tests.thirdparty.test_genai_agents_text_analysis",
    "customer_support": "tests.thirdparty.test_genai_agents_customer_support",
    "reliable_rag": "tests.thirdparty.test_rag_techniques_reliable_rag",
    "ja_qa_roles": "tests.thirdparty.test_ja_agent_book_qa_roles",
    "contextual_compression": "tests.thirdparty.test_langchain_contextual_compression",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
