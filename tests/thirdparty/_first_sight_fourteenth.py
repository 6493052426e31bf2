"""Every model call of the fourteenth batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_fourteenth [name ...]`` with names from
``PORTS`` (README, "Fourteenth batch, first sight"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "adaptive_local": "tests.thirdparty.test_langgraph_adaptive_rag_local",
    "tools_chain": "tests.thirdparty.test_langchain_tools_chain",
    "chatbot_simulation": "tests.thirdparty.test_langgraph_chatbot_simulation",
    "ko_relevance": "tests.thirdparty.test_ko_langchain_kr_relevance_check",
    "code_assistant": "tests.thirdparty.test_langgraph_code_assistant",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
