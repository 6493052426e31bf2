"""Every model call of the twenty-fourth batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_twentyfourth [name ...]`` with names from
``PORTS`` (README, "Twenty-fourth batch"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "self_discover": "tests.thirdparty.test_langgraph_self_discover",
    "edit_state_feedback": "tests.thirdparty.test_langchain_academy_edit_state_feedback",
    "tree_of_thoughts": "tests.thirdparty.test_langgraph_tree_of_thoughts",
    "trim_filter_messages": "tests.thirdparty.test_langchain_academy_trim_filter_messages",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
