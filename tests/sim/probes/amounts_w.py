"""Invented probe (2026-12-05, branch ``fix42b``; oracles written and committed before any run, never
tuned against): a quote given where a worked amount or a value of a kind is asked. Price lists, rule
sheets, a contract and a notice of my own (boarding kennels, a van hire sheet, a music tuition
agreement, allotment rules, a ferry fare table, a Chinese gym's charges, a self-storage licence, a
service wash), asked:
- a total over per-unit rates ("5 nights", "two full plots", "the spring term" whose lesson count
  another line gives): the worked amount is right, a stated limit is fine, the rate line is wrong;
- who / when / where whose noun sits in a line in another role ("disputes go to the secretary",
  "the deposit ... is paid", "the AGM is held in March"): "I don't know" / "not stated" is right;
- yes/no over a minimum or a cut-off ("just one night" under "Minimum stay: 2 nights");
- plain value questions that must stay right (a rate, a fee, a time, a date, an open-ended term
  whose answer is the quote itself);
through plain ``invoke`` with notes, a RAG system prompt, ``with_structured_output`` of a one-string
reply schema and ``create_agent(response_format=...)``.

Classes as in the fresh sets (``tests/sim/fresh/_oracles``): ``right``, ``limit`` (a limit stated),
``wrong`` (silently), ``false alarm`` (a limit on a reply whose oracle is met).
``python -W ignore -m tests.sim.probes.amounts_w [-v]`` prints the counts.

History:
- first sight on the branch point 334c89bb (oracles written and committed before the one run):
  36 cases: **15 / 12 / 9 / 3** (right / stated limit / silently wrong / false alarms). Wrong:
  van-three-days ("GBP 90: 3 hours x £30 per hour": a count of days worked with the late-return rate
  per hour), allot-two-plots ("£58 (£38 + £20)": the full and the half plot's rents added for "two
  full plots"), laundry-shirts (the ironing rate line quoted for 8 shirts, "could not find anything
  about 'bringing'"), tuition-teacher (the line saying the teacher "will be confirmed" for "what's
  the name"), van-manager (``with_structured_output``: the whole sheet quoted for "who is the
  manager"), kennel-one-night (a rate line quoted, "nothing about 'leave'", the minimum stay not
  read), storage-one-month (``response_format``: the fee line quoted, the minimum term not read),
  laundry-sameday ("I don't know." over "Same-day service if dropped off before 10am"), storage-end
  (``response_format``: the start date quoted beside the notice line). False alarms:
  allot-secretary and gym-coach (a limit where the absence is plain), tuition-end (a date limit over
  the line that is the answer). Limits on readable answers: kennel-total, ferry-bikes ("in total"),
  van-extra-miles, storage-three-months, gym-five-private, tuition-cancel, van-hour-rate.
- after branch ``fix42b`` (each mechanism tested in tests/sim on wordings of my own, never these
  cases): **22 / 11 / 3 / 1**. The asked kind must be in the quote (``answer_forms._unmet_kind``,
  the reply-fit check): tuition-teacher and allot-secretary get the absence ("The documents do not
  name the teacher", ``role_named_nowhere``: every line on the role names no one); a rate times a
  count only of the rate's own unit and never a rule's minimum or a rival rate
  (``rate_products``, ``counted_prices``): van-three-days a limit; laundry-shirts worked (the count
  in the sentence before the question); a total of two kinds for a count of one
  (``workings._splits``): allot-two-plots a limit; a yes/no asking for less than a stated minimum is
  "No" (``grounded.minimum_terms``): kennel-one-night, storage-one-month (through
  ``response_format``), gym-five-private right; an end answered by an event is no missing date:
  tuition-end right. Left wrong: van-manager (a sentence-opening "Mileage is ..." may be a name, so
  the sheet passes as naming someone), laundry-sameday ("I don't know." over a cut-off time),
  storage-end (the start date quoted beside the notice line; my oracle counts the start date as
  wrong). Left false alarm: gym-coach (a Chinese name question: the reply-fit check reads English).
"""

from __future__ import annotations

import sys

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _ask,
    _both,
    _either,
    _no_or,
    _rag,
    _text,
    _val,
    _yes_or,
    report,
)

_NOTES = "Answer the question from the notes.\n\nNotes:\n{notes}\n\nQuestion: {question}"

DOCS = {
"kennel": """# Oakridge Boarding Kennels - prices 2027

- Small dogs: £18 per night
- Large dogs: £24 per night
- Cats: £12 per night
- Bath before collection: £15 each
- Minimum stay: 2 nights
- Drop-off and collection: 8am to 6pm, Monday to Saturday

Bookings are confirmed once the deposit of £30 is paid.""",
"van": """Hilltop Van Hire. Transit vans cost £65 a day, or £22 an hour for short hires. Short hires have
a minimum of 3 hours. Mileage is charged at 20p a mile beyond the first 100 miles each day. The
insurance excess is £750. Vans must be back by 6 pm; late returns are charged £30 per hour.""",
"tuition": """Music tuition agreement - Ferncliffe School of Music
1. Lessons last 30 minutes, once a week, in term time.
2. The fee is £21 per lesson, invoiced each term in advance.
3. The spring term has 11 lessons.
4. Lessons cancelled with less than 48 hours' notice are charged in full.
5. This agreement runs until either party gives half a term's notice in writing.
6. Your child's teacher will be confirmed by the head of strings.""",
"allot": """Rules of the Brookside Allotment Society
Plot rent is £38 a year for a full plot and £20 for a half plot, due on 1 October.
Water troughs are turned off from 1 November to 31 March.
Bonfires are only allowed before 10am.
Any disputes go to the secretary, in writing.
The society's annual general meeting is held in March.""",
"ferry": """| Ticket | Adult | Child (5-15) |
|---|---|---|
| Single | €14 | €7 |
| Day return | €24 | €12 |
| Car with driver | €55 | - |

Children under 5 travel free. Bikes are €3 each way.""",
"gym": """健身房收费标准
单次入场:每次35元。
月卡:每月260元,限本人使用。
私教课:每节200元,十节起购。
营业时间:早上6点至晚上10点。""",
"storage": """Unit 14B self-storage licence.
Licence start: 3 January 2028.
Monthly fee: £85, payable on the 3rd of each month.
The minimum term is 3 months.
Either party may end the licence with 14 days' notice.
Access hours: 7am to 9pm daily.""",
"laundry": """Suds & Co service wash
Wash and dry: £9 per load (up to 7 kg)
Duvets: £16 each
Ironing: £1.50 per shirt
Same-day service if dropped off before 10am.""",
}


class Reply(BaseModel):
    """A reply to the customer."""

    answer: str = Field(description="the answer to the customer's question")


def _n(case_id: str, doc: str, question: str, right) -> Case:
    return Case(case_id, _ask(_NOTES.format(notes=DOCS[doc], question=question)), right)


def _r(case_id: str, doc: str, question: str, right) -> Case:
    return Case(case_id, _rag(DOCS[doc], question), right)


def _s(case_id: str, doc: str, question: str, right) -> Case:
    """``with_structured_output(Reply, include_raw=True)``: the parsed ``answer`` (the raw text when
    nothing was parsed)."""
    def run(llm):
        out = llm.with_structured_output(Reply, include_raw=True).invoke([
            SystemMessage(f"You answer customers' questions from this document.\n\n{DOCS[doc]}"),
            HumanMessage(question)])
        if (parsed := out.get("parsed")) is not None:
            return AIMessage(parsed.answer, response_metadata=getattr(out.get("raw"), "response_metadata", {}))
        return out.get("raw") or AIMessage("")

    return Case(case_id, run, right)


def _f(case_id: str, doc: str, question: str, right) -> Case:
    """``create_agent`` with no tools and ``response_format=Reply``: the structured response's
    ``answer`` (the last message's text when there is none)."""
    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [], system_prompt=f"You answer questions from this document:\n\n{DOCS[doc]}",
                             response_format=Reply)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 8})
        if (resp := out.get("structured_response")) is not None:
            return AIMessage(resp.answer if isinstance(resp, Reply) else str(resp.get("answer", resp)))
        return AIMessage(_text(out["messages"][-1]))

    return Case(case_id, run, right)


_IDK = _absent("not say", "doesn't say", "does not say", "not stated", "not named", "doesn't name",
               "does not name", "not given", "not mentioned", "没有说明", "未说明")


def _no_date(*phrases: str):
    """No date is the answer: "I don't know" / "not stated", or one of ``phrases`` (the open-ended
    term itself)."""
    return _either(_IDK, _any(*phrases))


CASES: list[Case] = [
    # totals over per-unit rates: the worked amount (a limit is fine, the rate line is wrong)
    _n("kennel-total", "kennel", "We're away for 5 nights with one large dog. What will boarding cost us in total?", _val(120)),
    _r("van-three-days", "van", "How much will a van cost me for a 3-day hire?", _val(195)),
    _n("van-extra-miles", "van", "I'll drive 150 miles in one day. How much extra will I pay for mileage?", _val(10)),
    _r("tuition-spring", "tuition", "How much will the spring term's invoice come to?", _val(231)),
    _n("allot-two-plots", "allot", "I rent two full plots. What do I pay a year altogether?", _val(76)),
    _r("ferry-bikes", "ferry", "We're taking 3 bikes over and back. What do the bikes cost in total?", _val(18)),
    _n("gym-ten-private", "gym", "买十节私教课一共要多少钱?", _val(2000)),
    _s("storage-three-months", "storage", "What will I pay altogether for the first three months?", _val(255)),
    _n("laundry-shirts", "laundry", "I'm bringing 8 shirts to be ironed. How much will that come to?", _val(12)),
    _f("laundry-duvets", "laundry", "How much will it cost to clean two duvets?", _val(32)),
    # who / when / where: the noun in another role, no value of the kind ("I don't know" is right)
    _n("kennel-owner", "kennel", "Who runs the kennels?", _IDK),
    _r("kennel-deposit-when", "kennel", "When is the deposit due?", _IDK),
    _n("tuition-teacher", "tuition", "What's the name of my child's teacher?", _IDK),
    _r("allot-secretary", "allot", "Who is the secretary?", _IDK),
    _n("allot-agm-where", "allot", "Where is the annual general meeting held?", _IDK),
    _r("ferry-captain", "ferry", "Who is the ferry's captain?", _IDK),
    _n("gym-coach", "gym", "私教教练叫什么名字?", _IDK),
    _s("van-manager", "van", "Who is the manager of Hilltop Van Hire?", _IDK),
    _f("storage-manager", "storage", "What's the site manager's name?", _IDK),
    # yes/no over a minimum or a cut-off
    _n("kennel-one-night", "kennel", "Can I leave my dog with you for just one night?", _no_or("minimum stay", "at least 2", "2 nights")),
    _r("van-two-hours", "van", "Can I hire a van for just two hours?", _no_or("minimum of 3", "at least 3", "3 hours")),
    _n("gym-five-private", "gym", "我可以只买五节私教课吗?", _no_or("十节起购", "不可以", "不能", "至少")),
    _f("storage-one-month", "storage", "Can I rent the unit for just one month?", _no_or("minimum term", "at least 3", "3 months")),
    _r("laundry-sameday", "laundry", "If I drop my washing off at 11am, will I get it back the same day?", _no_or("before 10am")),
    _n("tuition-cancel", "tuition", "If I cancel a lesson the day before, will I still pay for it?", _yes_or("charged in full")),
    # plain values that must stay right
    _n("kennel-cat-rate", "kennel", "How much is it per night for a cat?", _val(12)),
    _r("van-hour-rate", "van", "What's the hourly rate for a short hire?", _val(22)),
    _n("van-excess", "van", "What is the insurance excess?", _val(750)),
    _r("tuition-length", "tuition", "How long is each lesson?", _any("30 minutes")),
    _n("tuition-end", "tuition", "When does the agreement end?", _no_date("notice")),
    _r("allot-rent-due", "allot", "When is plot rent due?", _any("1 October")),
    _n("allot-water-back", "allot", "Until when are the water troughs turned off?", _any("31 March")),
    _r("ferry-child-single", "ferry", "How much is a child's single ticket?", _val(7)),
    _n("gym-open", "gym", "健身房早上几点开门?", _any("6点", "6:00", "六点")),
    _s("storage-fee", "storage", "What is the monthly fee?", _val(85)),
    _f("storage-end", "storage", "When does my licence end?", _both(_no_date("notice"), lambda out: "3 January" not in _text(out))),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
