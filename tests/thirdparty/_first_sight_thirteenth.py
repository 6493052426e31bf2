"""Every model call of the thirteenth batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_thirteenth [name ...]`` with names from
``PORTS`` (README, "Thirteenth batch, first sight"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "tools_prompting": "tests.thirdparty.test_langchain_tools_prompting",
    "tool_runtime": "tests.thirdparty.test_langchain_tool_runtime",
    "memory_agent": "tests.thirdparty.test_langgraph_memory_agent",
    "es_lawyer": "tests.thirdparty.test_es_lawyer_assistant",
    "query_few_shot": "tests.thirdparty.test_langchain_query_few_shot",
    "storm": "tests.thirdparty.test_langgraph_storm_slice",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
