"""Every model call of the twenty-second batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_twentysecond [name ...]`` with names from
``PORTS`` (README, "Twenty-second batch"). Nothing runs at import.
"""

from __future__ import annotations

import sys

from tests.thirdparty._first_sight_fifth import main as _main

PORTS = {
    "mail_sorting": "tests.thirdparty.test_hf_agents_course_mail_sorting",
    "rag_research_template": "tests.thirdparty.test_langgraph_rag_research_agent_template",
    "zh_union_dispatch": "tests.thirdparty.test_zh_heima_union_dispatch_agent",
    "retrieval_template": "tests.thirdparty.test_langgraph_retrieval_agent_template",
}


def main(names) -> None:
    _main(names, ports=PORTS)


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
