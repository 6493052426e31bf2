"""Every model call of the ninth batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_ninth [name ...]`` with names from
``PORTS`` (README, "Ninth batch, first sight"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "routing": "tests.thirdparty.test_langchain_routing",
    "tool_results": "tests.thirdparty.test_langchain_tool_results",
    "extraction_parse": "tests.thirdparty.test_langchain_extraction_parse",
    "long_text": "tests.thirdparty.test_langchain_extraction_long_text",
    "ko_self_rag": "tests.thirdparty.test_ko_course_self_rag",
    "structured_output": "tests.thirdparty.test_langchain_structured_output",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
