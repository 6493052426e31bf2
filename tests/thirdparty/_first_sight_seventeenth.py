"""Every model call of the seventeenth batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_seventeenth [name ...]`` with names from
``PORTS`` (README, "Seventeenth batch, first sight"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "review_structured": "tests.thirdparty.test_campusx_review_structured_output",
    "text_protocol_agent": "tests.thirdparty.test_learner_text_protocol_tool_agent",
    "sufficiency_chains": "tests.thirdparty.test_radiationsafety_sufficiency_chains",
    "de_router_chatbot": "tests.thirdparty.test_de_multiagent_router_chatbot",
    "pt_tcc_chat": "tests.thirdparty.test_pt_tcc_rag_chat",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
