"""Every model call of the twenty-seventh batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_twentyseventh [name ...]`` with names from
``PORTS`` (README, "Twenty-seventh batch"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "simple_csv_rag": "tests.thirdparty.test_rag_techniques_simple_csv_rag",
    "task_oriented_agent": "tests.thirdparty.test_genai_agents_task_oriented_agent",
    "self_improving_agent": "tests.thirdparty.test_genai_agents_self_improving_agent",
    "graph_rag_checks": "tests.thirdparty.test_rag_techniques_graph_rag_checks",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
