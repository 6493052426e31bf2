"""Every model call of the sixth batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_sixth [name ...]`` with names from
``PORTS`` (README, "Sixth batch, first sight"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "translation": "tests.thirdparty.test_rag_from_scratch_query_translation",
    "routing": "tests.thirdparty.test_rag_from_scratch_routing",
    "summarization": "tests.thirdparty.test_langchain_academy_chatbot_summarization",
    "memory_store": "tests.thirdparty.test_langchain_academy_memory_store",
    "sql_agent": "tests.thirdparty.test_langgraph_sql_agent",
    "support": "tests.thirdparty.test_langgraph_customer_support",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
