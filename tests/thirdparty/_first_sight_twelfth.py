"""Every model call of the twelfth batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_twelfth [name ...]`` with names from
``PORTS`` (README, "Twelfth batch, first sight"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "parallelization": "tests.thirdparty.test_langchain_academy_parallelization",
    "research_assistant": "tests.thirdparty.test_langchain_academy_research_assistant",
    "few_shot_chat": "tests.thirdparty.test_langchain_few_shot_chat",
    "fallbacks": "tests.thirdparty.test_langchain_fallbacks",
    "rewrite_retrieve_read": "tests.thirdparty.test_langchain_rewrite_retrieve_read",
    "review_tool_calls": "tests.thirdparty.test_langgraph_review_tool_calls",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
