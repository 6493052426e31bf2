"""Every model call of the twenty-third batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_twentythird [name ...]`` with names from
``PORTS`` (README, "Twenty-third batch"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "ko_agentic_rag": "tests.thirdparty.test_ko_langchain_kr_agentic_rag",
    "data_enrichment": "tests.thirdparty.test_langgraph_data_enrichment_template",
    "memory_enhanced_chat": "tests.thirdparty.test_genai_agents_memory_enhanced_chat",
    "research_team": "tests.thirdparty.test_langgraph_hierarchical_research_team",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
