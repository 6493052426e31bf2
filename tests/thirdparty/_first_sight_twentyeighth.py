"""Every model call of the twenty-eighth batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_twentyeighth [name ...]`` with names from
``PORTS`` (README, "Twenty-eighth batch"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "query_high_cardinality": "tests.thirdparty.test_langchain_query_high_cardinality",
    "sql_large_db_tables": "tests.thirdparty.test_langchain_sql_large_db_tables",
    "review_query_classifier": "tests.thirdparty.test_genai_agents_review_query_classifier",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
