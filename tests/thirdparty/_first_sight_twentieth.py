"""Every model call of the twentieth batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_twentieth [name ...]`` with names from
``PORTS`` (README, "Twentieth batch"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "unit_converter": "tests.thirdparty.test_unit_converter_agent",
    "multi_tool_memory": "tests.thirdparty.test_langchain_mastery_multi_tool_memory",
    "wikipedia_memory": "tests.thirdparty.test_langchain_mastery_wikipedia_memory",
    "stateful_chatbot": "tests.thirdparty.test_langchain_mastery_stateful_chatbot",
    "fr_imesy": "tests.thirdparty.test_fr_imesy_support_rag",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
