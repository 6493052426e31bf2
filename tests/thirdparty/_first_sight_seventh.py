"""Every model call of the seventh batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_seventh [name ...]`` with names from
``PORTS`` (README, "Seventh batch, first sight"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "workflows": "tests.thirdparty.test_langgraph_workflows_and_agents",
    "citations": "tests.thirdparty.test_langchain_qa_citations",
    "query_analysis": "tests.thirdparty.test_langchain_query_analysis",
    "conversational_rag": "tests.thirdparty.test_langchain_conversational_rag",
    "refine": "tests.thirdparty.test_langchain_summarize_refine",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
