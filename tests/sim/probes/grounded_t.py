"""Invented probe (2026-12-05, the merger of session 56, oracles written before any run, on
8c295e50 plus my own branch's first commits (the role-then-material reading); held out: no helper
of the session opens it). Its axis: material that reaches the model the ways a learner's program
hands it over besides a system prompt: pasted in the human turn after (or before) the learner's own
request in everyday words, returned by a learner's tool inside ``create_agent`` (a JSON order
record), stuffed into a human-turn template of my own wording from a retriever of ``Document``s with
metadata, a Chinese notice pasted under a request, and a rota pasted in the first turn of a thread
whose follow-ups lean on it. The material: a landlord's e-mail with a moved appointment, an order
record, handbook snippets (leave, a bike scheme, desks), a Chinese water-outage notice, an on-call
rota by week.

Strict: the worked value is required; the superseded value, another row's value or an operand
alone is wrong; a reply over half its document's length is no answer. A stated limit is never
wrong. ``python -m tests.sim.probes.grounded_t [-v]`` prints "right / stated limit / silently
wrong (false alarms)".

History (right / limit / wrong (false alarms)):
- first sight on 47337e3b (8c295e50 plus my role-then-material commits; the probe committed first,
  then one run; no oracle mended): **9 / 8 / 11 (0)** of 28. Wrong: every order question but the
  socks answered with the order's item list ("I found 2: trail shoes, running socks"), the bike
  scheme's cap and the free desk (partial answers quoting a line beside "I could not find ..."),
  the Chinese delivery-water question (a partial answer), the rota's rows quoted run together (three
  questions) and its follow-up "And the backup?" answered with "Earlier you said: ...". The
  e-mail pasted after the request was not read (limits).
"""
from __future__ import annotations

import sys

from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool

from tests.sim.fresh._oracles import (
    Case,
    _any,
    _but_not,
    _either,
    _has,
    _honest,
    _under_half,
    _val,
    _word,
    report,
)


def _absent(*_topic: str):
    """Not in the material: an honest "I don't know" or a reply saying it is not there."""
    return _either(_honest, _any("doesn't say", "does not say", "not listed", "isn't listed", "no mention",
                                 "doesn't mention", "does not mention", "doesn't include", "does not include",
                                 "not included", "no price", "not in the", "没有提到", "未提及", "没有说明"))


EMAIL = """Hi Sam,

Just a heads up that the annual gas safety check is booked for Tuesday 14 April between 8am and 12pm.
The engineer is from Warmway Heating and will need access to the boiler cupboard.

Also, the window cleaner comes on the first Friday of every month - no need to be in for that.

Update: Warmway have had to move the gas check to Thursday 16 April, same time slot.

Thanks,
Marta"""


def _email(q: str, first: bool = True):
    text = f"My landlord sent me this. {q}\n\n{EMAIL}" if first else f"{EMAIL}\n\n---\n{q}"
    return lambda llm: llm.invoke([HumanMessage(text)])


ORDER = ('{"order_id": "5521", "status": "shipped", "carrier": "DPD", "items": [{"name": "trail shoes", '
         '"qty": 1}, {"name": "running socks", "qty": 3}], "estimated_delivery": "2036-06-12", '
         '"notes": "left the warehouse on 10 June"}')


@tool
def get_order(order_id: str) -> str:
    """Look up an order by its id and return its record as JSON."""
    return ORDER if order_id.strip("# ") == "5521" else '{"error": "no such order"}'


def _order(q: str):
    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [get_order], system_prompt="You are the shop's order helper.")
        out = agent.invoke({"messages": [HumanMessage(q)]}, {"recursion_limit": 8})
        return out["messages"][-1]

    return run


SNIPPETS = [
    ("Parental leave: employees with 26 weeks' service get 16 weeks at full pay, then 23 weeks at the "
     "statutory rate. Leave can start up to 11 weeks before the due date.", {"source": "handbook.pdf", "page": 14}),
    ("Cycle to Work: you can buy a bike and safety gear up to GBP 2,000 through salary sacrifice, repaid over "
     "12 months. The scheme opens twice a year, in March and September.", {"source": "handbook.pdf", "page": 22}),
    ("Desk booking: book a desk in the app by 6pm the day before. Unbooked desks are free after 10am. The "
     "fourth floor is a quiet floor: no calls at desks.", {"source": "office.md", "page": 1}),
]


def _handbook(q: str):
    def run(llm):
        from langchain_core.documents import Document
        from langchain_core.prompts import ChatPromptTemplate

        docs = [Document(page_content=t, metadata=m) for t, m in SNIPPETS]
        context = "\n\n".join(f"[{d.metadata['source']} p.{d.metadata['page']}] {d.page_content}" for d in docs)
        prompt = ChatPromptTemplate.from_messages([
            ("human", "Below are some snippets from our staff handbook - use them if they're relevant.\n\n"
                      "{context}\n\nColleague's question: {question}"),
        ])
        return (prompt | llm).invoke({"context": context, "question": q})

    return run


ZH = """停水通知
因市政管道检修，本小区将于6月8日（周日）早上8:00至下午5:00停水，共9个小时。
请各位业主提前储水。高层住户（12楼以上）恢复供水后水压可能偏低，约需1小时恢复正常。
如有问题请拨打物业电话 6688 1234。"""


def _zh(q: str):
    return lambda llm: llm.invoke([HumanMessage(f"帮我看看这个通知，{q}\n\n{ZH}")])


ROTA = """On-call rota (primary / backup)
Week 23 (2 Jun): Ola / Pete
Week 24 (9 Jun): Pete / Ines
Week 25 (16 Jun): Ines / Ola - Ines swaps with Pete this week, so Pete is primary
Week 26 (23 Jun): Ola / Ines"""


def _rota(*turns: str):
    def run(llm):
        msgs = [HumanMessage(f"Here's our on-call rota:\n\n{ROTA}\n\n{turns[0]}")]
        for i, t in enumerate(turns[1:]):
            msgs.append(AIMessage(t) if i % 2 == 0 else HumanMessage(t))
        return llm.invoke(msgs)

    return run


CASES: list[Case] = [
    # an e-mail pasted after (or before) the learner's own request
    Case("email-gas-when", _email("When is the gas check now?"),
         _but_not(_has("16 April"), "Tuesday 14")),
    Case("email-gas-window", _email("What time should I be in for the gas engineer?"),
         _any("8am", "8 am", "8:00", "08:00")),
    Case("email-who", _email("Which company is doing the gas check?"), _has("Warmway")),
    Case("email-window-cleaner", _email("Do I have to be home for the window cleaner?"),
         _any("no need", "No,", "No.", "don't need", "do not need", "not need")),
    Case("email-cupboard", _email("What do they need access to?", first=False), _has("boiler cupboard")),
    Case("email-rent-absent", _email("How much is the rent going up?"), _absent()),
    # a learner's tool returning a JSON record inside create_agent
    Case("order-status", _order("Has order 5521 shipped yet?"), _any("shipped", "yes", "Yes")),
    Case("order-arrive", _order("When will order 5521 arrive?"),
         _any("2036-06-12", "12 June", "June 12", "12/06")),
    Case("order-socks", _order("How many pairs of socks are in order 5521?"), _any("3", "three")),
    Case("order-carrier", _order("Which courier has order 5521?"), _has("DPD")),
    Case("order-price-absent", _order("How much did I pay for order 5521?"), _but_not(_absent(), "£", "$")),
    # retrieved snippets stuffed into a human-turn template
    Case("handbook-full-pay", _handbook("How many weeks of full pay do I get on parental leave?"),
         _but_not(_any("16 weeks", "16"), "23 weeks at full")),
    Case("handbook-total-leave", _handbook("How long is parental leave altogether?"), _val(39)),
    Case("handbook-bike-max", _handbook("What's the most I can spend on a bike through the scheme?"),
         _any("2,000", "2000")),
    Case("handbook-bike-when", _handbook("When can I join Cycle to Work?"), _has("March", "September")),
    Case("handbook-quiet", _handbook("Can I take calls at my desk on the fourth floor?"),
         _any("no calls", "No,", "No.", "quiet floor")),
    Case("handbook-desk-free", _handbook("If nobody booked a desk, when can I just sit there?"),
         _any("10am", "10 am", "10:00")),
    Case("handbook-parking-absent", _handbook("Is there parking for staff?"), _absent()),
    # a Chinese notice pasted under a request
    Case("zh-outage-when", _zh("哪天停水？"), _any("6月8日", "6月8号")),
    Case("zh-outage-hours", _zh("停水多长时间？"), _any("9个小时", "9小时", "九个小时")),
    Case("zh-outage-high-floor", _zh("我住15楼，恢复供水后要注意什么？"), _any("水压", "1小时")),
    Case("zh-outage-phone", _zh("物业电话是多少？"), _has("6688 1234")),
    Case("zh-outage-reason-absent", _zh("停水期间有送水服务吗？"), _absent()),
    # a rota pasted in the first turn; follow-ups lean on it
    Case("rota-week24", _rota("Who's primary in week 24?"), _but_not(_has("Pete"), "Ola / Pete")),
    Case("rota-week25", _rota("Who is actually primary in week 25?"), _but_not(_word("Pete"), "Ines is primary")),
    Case("rota-backup-follow", _rota("Who's primary in week 26?", "Ola is primary in week 26.", "And the backup?"),
         _has("Ines")),
    Case("rota-ola-weeks", _rota("Which weeks is Ola primary?"), _has("23", "26")),
    Case("rota-week30-absent", _rota("Who's on call in week 30?"), _absent()),
]


_DOCS = {"email": EMAIL, "order": ORDER, "handbook": "\n\n".join(t for t, _ in SNIPPETS), "zh": ZH, "rota": ROTA}


CASES = _under_half(CASES, _DOCS)


if __name__ == "__main__":
    report(CASES, sys.argv)
