"""Every model call of the twenty-ninth batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_twentyninth [name ...]`` with names from
``PORTS`` (README, "Twenty-ninth batch"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "output_fixing_retry": "tests.thirdparty.test_langchain_output_fixing_retry",
    "self_query": "tests.thirdparty.test_langchain_self_query",
    "xml_output": "tests.thirdparty.test_langchain_xml_output",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
