"""Every model call of the eleventh batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_eleventh [name ...]`` with names from
``PORTS`` (README, "Eleventh batch, first sight"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "swarm": "tests.thirdparty.test_langgraph_swarm_quickstart",
    "deep_research_scoping": "tests.thirdparty.test_open_deep_research_scoping",
    "trajectory_judge": "tests.thirdparty.test_agentevals_trajectory_judge",
    "semi_structured_rag": "tests.thirdparty.test_langchain_semi_structured_rag",
    "ja_weather_structured": "tests.thirdparty.test_ja_weather_structured_agent",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
