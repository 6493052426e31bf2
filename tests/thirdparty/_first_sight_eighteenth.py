"""Every model call of the eighteenth batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_eighteenth [name ...]`` with names from
``PORTS`` (README, "Eighteenth batch, first sight"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "ja_helpdesk": "tests.thirdparty.test_ja_helpdesk_plan_reflection_agent",
    "sitegpt_scores": "tests.thirdparty.test_fullstack_gpt_sitegpt_scored_answers",
    "es_tool_agent": "tests.thirdparty.test_es_micai_tool_agent",
    "es_routing": "tests.thirdparty.test_es_micai_routing",
    "multi_prompt_router": "tests.thirdparty.test_langchain_multi_prompt_router",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
