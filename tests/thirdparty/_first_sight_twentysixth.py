"""Every model call of the twenty-sixth batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_twentysixth [name ...]`` with names from
``PORTS`` (README, "Twenty-sixth batch"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "update_state_from_tools": "tests.thirdparty.test_langgraph_update_state_from_tools",
    "feedback_loop": "tests.thirdparty.test_rag_techniques_feedback_loop",
    "chunk_headers": "tests.thirdparty.test_rag_techniques_chunk_headers",
    "document_intake": "tests.thirdparty.test_genai_agents_document_intake",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
