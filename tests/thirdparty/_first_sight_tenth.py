"""Every model call of the tenth batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_tenth [name ...]`` with names from
``PORTS`` (README, "Tenth batch, first sight"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "rag_evaluation": "tests.thirdparty.test_langsmith_rag_evaluation",
    "tool_errors": "tests.thirdparty.test_langgraph_tool_calling_errors",
    "extraction_examples": "tests.thirdparty.test_langchain_extraction_examples",
    "many_tools": "tests.thirdparty.test_langgraph_many_tools",
    "wait_user_input": "tests.thirdparty.test_langgraph_wait_user_input",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
