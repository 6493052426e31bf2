"""Every model call of the eighth batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_eighth [name ...]`` with names from
``PORTS`` (README, "Eighth batch, first sight"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "email_assistant": "tests.thirdparty.test_agents_from_scratch_email_assistant",
    "profile": "tests.thirdparty.test_langchain_academy_memoryschema_profile",
    "network": "tests.thirdparty.test_langgraph_multi_agent_network",
    "reflexion": "tests.thirdparty.test_langgraph_reflexion",
    "thinking": "tests.thirdparty.test_langgraph_thinking_email_agent",
    "zh_tool_chains": "tests.thirdparty.test_zh_selfstudy_tool_chains",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
