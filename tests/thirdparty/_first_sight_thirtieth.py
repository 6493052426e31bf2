"""Every model call of the thirtieth batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_thirtieth [name ...]`` with names from
``PORTS`` (README, "Thirtieth batch"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "multiple_queries": "tests.thirdparty.test_langchain_query_multiple_queries",
    "runnable_as_tool": "tests.thirdparty.test_langchain_runnable_as_tool",
    "tools_human_approval": "tests.thirdparty.test_langchain_tools_human_approval",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
