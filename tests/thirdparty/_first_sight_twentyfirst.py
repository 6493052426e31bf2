"""Every model call of the twenty-first batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_twentyfirst [name ...]`` with names from
``PORTS`` (README, "Twenty-first batch"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "evisa_faq": "tests.thirdparty.test_tt_evisa_faq_agent",
    "ire_rag": "tests.thirdparty.test_ire_rag_conversational_graph",
    "oreilly_agentic_rag": "tests.thirdparty.test_oreilly_agentic_rag_grading",
    "telecom_self_corrective": "tests.thirdparty.test_telecom_self_corrective_rag",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
