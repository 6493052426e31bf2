"""Every model call of the fifth batch of ports with its verdict (right / limit / wrong).

Run: ``python -W ignore -m tests.thirdparty._first_sight_fifth [translate|chatbot|agents]``
(README, "Fifth batch, first sight"). Nothing runs at import.
"""

from __future__ import annotations

import sys
from collections import Counter

from tests.thirdparty._support import sim_llm

PORTS = {
    "translate": "tests.thirdparty.test_langchain_llm_chain_translate",
    "chatbot": "tests.thirdparty.test_langchain_chatbot_memory",
    "agents": "tests.thirdparty.test_langchain_agents_tutorial",
}


def main(names, ports=PORTS) -> None:
    import importlib

    total = Counter()
    for name in names:
        mod = importlib.import_module(ports[name])
        rows = mod.scenarios(sim_llm())
        counts = Counter(v for _, v, _ in rows)
        total += counts
        print(f"== {name}: {len(rows)} calls, right {counts['right']}, limit {counts['limit']}, wrong {counts['wrong']}")
        for label, v, text in rows:
            print(f"  [{v:5}] {label}\n          {text[:200]!r}")
    print(f"== total: right {total['right']}, limit {total['limit']}, wrong {total['wrong']}")


if __name__ == "__main__":
    main(sys.argv[1:] or list(PORTS))
