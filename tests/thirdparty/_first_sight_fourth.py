"""Every model call of the fourth batch of ports, as first seen: text, tool calls, stated limit.

Run: ``python -W ignore -m tests.thirdparty._first_sight_fourth {fewshot,hitl,sql,summ}``
(README, "Fourth batch, first sight"). Nothing runs at import.
"""

from __future__ import annotations

import sys
import warnings

from tests.thirdparty._support import CallLog, sim_llm


def show(name: str, log) -> None:
    print(f"== {name}")
    for i, c in enumerate(log.calls):
        print(f"  [{i}] tools={c['tool_calls']} limit={c['limit'][:120]!r}\n      text={c['text'][:260]!r}")


def fewshot() -> None:
    from tests.thirdparty import test_langchain_tools_few_shot as t

    def bound(log):
        return sim_llm().bind_tools(t.tools).with_config(callbacks=[log])

    log = CallLog()
    bound(log).invoke(t.BARE_QUESTION)
    show("bare question", log)
    log = CallLog()
    (t.few_shot_prompt | bound(log)).invoke({"query": t.QUESTION})
    show("few-shot first reply", log)
    for question in (t.QUESTION, "What is 23 plus 19, all times 3?"):
        log = CallLog()
        t.run_to_the_end(bound(log), t.few_shot_prompt.invoke({"query": question}).to_messages())
        show(f"run to the end: {question}", log)


def hitl() -> None:
    from tests.thirdparty import test_langgraph_human_in_the_loop as t

    requests = [
        (t.USER_INPUT, t.HUMAN_RESPONSE),
        ("Please ask a human reviewer whether our team should move the billing service from Go to Rust this year.",
         "Stay on Go this year: the billing rewrite would take two quarters and block the audit."),
    ]
    for i, (text, answer) in enumerate(requests):
        log = CallLog()
        _, _, snapshot = t.ask_then_resume(t.build(sim_llm(), t.web()), text, answer, str(i), log)
        print("paused at", snapshot.next)
        show(text, log)
    log = CallLog()
    search = t.web()
    question = "What's the latest news on the Zephyr-9 satellite launch?"
    t.stream(t.build(sim_llm(), search), {"messages": [{"role": "user", "content": question}]},
             {"configurable": {"thread_id": "news"}, "callbacks": [log]})
    print("queries", search.queries)
    show(question, log)


def sql() -> None:
    from tests.thirdparty import test_langchain_sql_qa as t

    for question, reference, _facts in [*t.CASES, ("Was it raining at Harbour Gate on 3 May 2026?", "", [])]:
        db = t.MiniSQLDatabase()
        log = CallLog()
        out = t.run(t.build(sim_llm(), db), question, log)
        expected = db.run(reference)[:80] if reference else ""
        print(f"## query={out['query']!r} result={out['result'][:150]!r} reference={expected!r}")
        show(question, log)


def summ() -> None:
    from langchain_core.documents import Document

    from tests.thirdparty import test_langchain_summarization_map_reduce as t

    llm = sim_llm()
    for garden, report in t.REPORTS.items():
        log = CallLog()
        llm.invoke(t.map_prompt.invoke(report), config={"callbacks": [log]})
        show("map " + garden, log)
    log = CallLog()
    llm.invoke(t.reduce_prompt.invoke([Document(r) for r in list(t.REPORTS.values())[:3]]), config={"callbacks": [log]})
    show("reduce over 3 Documents", log)


def main(argv: list[str]) -> None:
    warnings.simplefilter("ignore")
    runs = {"fewshot": fewshot, "hitl": hitl, "sql": sql, "summ": summ}
    for name in argv or list(runs):
        if name not in runs:
            raise SystemExit(f"unknown port {name!r}: one of {', '.join(runs)}")
        runs[name]()


if __name__ == "__main__":
    main(sys.argv[1:])
