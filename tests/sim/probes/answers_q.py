"""Invented probe (branch ``fix51b``, session of 2026-12-06; issue 26; oracles written and committed
before its first run, never tuned against): an answer holds what was asked, on every path.

Material and wordings are mine (a dog kennel's boarding bill behind ``create_agent`` with a
paragraph search and ``response_format``; a primary school's newsletter behind a prompt | model
chain; a residents' association's message log and a Chinese 业主群 log in a plain system prompt; a
window cleaner's and a Chinese 洗衣店's fixed-width column rate cards behind lead-ins other than
"Context:", each followed by several note lines), none from a fresh set. Mechanisms:
- the response-format answer keeps the grounded reader's limit (a worked amount, a rule the search
  results do not hold): the field holds the limit sentence or the right value, never the results;
- the asked kind against the quoted line: "when / what date / what time" only by a line holding a
  date or time; "how much / 多少钱" only by a line naming the asked subject and holding an amount;
- a fixed-width column table read as a table wherever it stands, whatever prose follows it; coverage
  0 over a card holding the question's rare words is a limit, never "I don't know";
- guards: plain values that must stay right; out-of-scope questions that must stay "I don't know".

``python -W ignore -m tests.sim.probes.answers_q [-v]``.

History (right / limit / silently wrong / false alarms):
- first sight on eabd035c (BASE 1f3ad2b7 plus this file), before any change: **13 / 9 / 9 / 0**. Wrong:
  kennel-discounted (the discount line for the discounted amount; the direct path does the same),
  kennel-late-pickup (the tool's "No match on the bill." as the answer), res-allotment-cost, res-lift-price,
  zh-shed-cost (a message naming the subject beside another message's amount), win-cancel ("I don't know":
  the question's words are not the card's), zh-shirt-dry and zh-suit-rush (a Chinese column card read as
  bare rows: its labels were no header cells), zh-shoes (rows quoted for an item the card does not list).
- after branch fix51b: **17 / 9 / 5 / 1** (the false alarm: kennel-groom-when, whose date limit holds the
  oracle's "do not give"). Right now: the three chat amounts (``asked_kinds``: the absence), zh-shirt-dry
  and zh-down-rush (the Chinese card read as a table); kennel-groom-when right -> limit; win-flat-conserv
  now says "No" over the "-" cell (right before too, by the oracle's "-"). Still wrong: kennel-discounted, kennel-late-pickup,
  win-cancel, zh-suit-rush (the column "加急(当天取)" not met by "加急"), zh-shoes.
"""

from __future__ import annotations

import re
import sys

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import Case, _absent, _any, _both, _none_of, _text, _val, report

KENNEL = """HOLLYBANK KENNELS - boarding bill, October half-term

Guest: Biscuit (springer spaniel). Owner: Mrs Dee Okafor.

Boarding: Biscuit, 6 nights at £25 a night.
Returning guest discount: 10% off boarding.

Extras: bath and nail trim before collection, £18. Medication given twice daily, no charge.

Our terms: dogs collected after 6pm are charged for an extra night. Vaccination cards must be shown
at drop-off. We do not accept dogs in season.

Pay by bank transfer to Hollybank Kennels Ltd, account 55-01-92 31447720."""


class KennelAnswer(BaseModel):
    answer: str = Field(description="The reply to the owner")


def _kennel(question: str):
    parts = [p.strip() for p in KENNEL.split("\n\n") if p.strip()]

    @tool
    def look_up_bill(query: str) -> str:
        """Look through the kennel's bill (boarding, extras, terms) for the query's words."""
        words = {w for w in re.findall(r"[a-z0-9]+", query.lower()) if len(w) > 3}
        scored = [(sum(w in p.lower() for w in words), i) for i, p in enumerate(parts)]
        best = sorted(i for score, i in sorted(scored, reverse=True)[:2] if score > 0)
        return "\n\n".join(parts[i] for i in best) or "No match on the bill."

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [look_up_bill], system_prompt="You answer dog owners about their kennel bill. "
                             "Use the look-up tool and answer only from what it returns.",
                             response_format=KennelAnswer)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) for m in out["messages"]):
            return AIMessage("")
        resp = out.get("structured_response")
        if resp is not None:
            return AIMessage(resp.answer if isinstance(resp, KennelAnswer) else str(resp))
        return AIMessage(_text(out["messages"][-1]))

    return run


NEWSLETTER = """Westmoor Primary - Friday newsletter

Year 4 trip to the Roman fort: a voluntary contribution of £9 per child towards the coach.
Harvest festival collection: tins and packets to the hall, please.
Swimming: Year 3 swim on Wednesday afternoons from 7 May; costumes and caps needed.
Cake sale: 50p a slice, proceeds to the library fund.
Sports day is on Thursday 19 June, starting 1.30pm on the top field.
Recorder club: £3 a week, paid termly to Mrs Hale."""


def _newsletter(question: str):
    def run(llm):
        prompt = ChatPromptTemplate.from_messages([
            ("system", "You are the school office. Reply to parents from this newsletter only.\n---\n{letter}\n---"),
            ("human", "{q}"),
        ])
        return (prompt | llm).invoke({"letter": NEWSLETTER, "q": question})

    return run


RESIDENTS = """Elm Court residents - messages
[Flat 2, Priya] Is anyone else keen on a shared allotment plot behind the garages?
[Flat 7, Gordon] The ground rent goes up to £14 a month from April, the agent says.
[Flat 4, Sam] I'd join the allotment idea. We'd need to ask the freeholder.
[Flat 9, Ines] The lift inspection is on Tuesday morning, 9 till 12.
[Flat 7, Gordon] Window cleaning for the common parts costs £30 a visit, split between us."""

ZH_LOG = """枫林小区3号楼业主群
[502-刘先生] 楼下的电动车棚什么时候能修好?
[物业-小王] 电费统一按每度0.6元收,下个月开始。
[301-孙阿姨] 电动车棚的事情我们明天开会再商量。
[物业-小王] 垃圾清运费每户每月8元,随物业费一起交。"""


def _log(log: str, question: str, lead: str = "Residents ask you things. Answer from the log below.\n\n"):
    return lambda llm: llm.invoke([SystemMessage(lead + log), HumanMessage(question)])


WINDOWS = """Clearview window cleaning.
Our rates:

                     Outside only   Inside and out   Conservatory
Two-bed terrace      £12            £22              £15
Three-bed semi       £16            £30              £18
Four-bed detached    £22            £40              £25
Flat (ground floor)  £8             £15              -

Rounds are every four weeks.
Gutter clearing is quoted separately after a visit.
Cancelled visits with no notice are charged £5.
Frames and sills are wiped at no extra cost.
Cash, card or bank transfer accepted."""

ZH_LAUNDRY = """洁净洗衣店 价目表如下:

             普通洗涤     干洗       加急(当天取)
衬衫         8元          15元       20元
西装上衣     20元         35元       45元
羽绒服       30元         50元       -

会员卡充值500元送50元。
皮衣不收。
超过30天未取的衣物不再保管。
营业时间:早八点到晚八点。"""


def _card(card: str, question: str, instruction: str = "Help the customer from our card."):
    return lambda llm: llm.invoke([SystemMessage(f"{instruction}\n\n{card}"), HumanMessage(question)])


_NOT_GIVEN = ("doesn't say", "does not say", "not given", "don't give", "do not give", "not mention",
              "no date", "not stated", "doesn't give", "does not give", "not in the", "没有", "未提及", "没说")

CASES = [
    # response_format over the learner's search results (the grounded limit kept)
    Case("kennel-discounted", _kennel("What is Biscuit's boarding after the returning guest discount?"),
         _both(_val(135), _none_of("£25 a night."))),
    Case("kennel-late-pickup", _kennel("We'll be back at 8 in the evening - will that cost more?"),
         _both(_any("extra night"), _none_of("I don't know"))),
    Case("kennel-groom-when", _kennel("What day is Biscuit's bath booked for?"), _absent(*_NOT_GIVEN)),
    Case("kennel-nights", _kennel("How many nights is Biscuit boarding?"), _val(6)),
    Case("kennel-bath-price", _kennel("How much is the bath and nail trim?"), _val(18)),
    Case("kennel-medication", _kennel("Do you charge for giving medication?"), _any("no charge")),
    Case("kennel-cat", _kennel("Can you board my cat too?"), _absent(*_NOT_GIVEN, "no match")),
    # the asked kind: a date or a time only from a line holding one
    Case("news-trip-when", _newsletter("When is the Year 4 trip to the Roman fort?"), _absent(*_NOT_GIVEN)),
    Case("news-cake-date", _newsletter("What date is the cake sale?"), _absent(*_NOT_GIVEN)),
    Case("news-recorder-time", _newsletter("What time does recorder club start?"), _absent(*_NOT_GIVEN)),
    Case("news-sports-when", _newsletter("When is sports day?"), _any("19 June")),
    Case("news-swim-from", _newsletter("From what date do Year 3 swim?"), _any("7 May")),
    Case("news-trip-cost", _newsletter("How much is the Roman fort trip?"), _val(9)),
    # the asked amount only from a line naming the subject
    Case("res-allotment-cost", _log(RESIDENTS, "How much would the allotment plot cost each flat?"),
         _absent(*_NOT_GIVEN)),
    Case("res-lift-price", _log(RESIDENTS, "How much is the lift inspection going to cost us?"),
         _absent(*_NOT_GIVEN)),
    Case("res-ground-rent", _log(RESIDENTS, "How much is the ground rent from April?"), _val(14)),
    Case("res-windows", _log(RESIDENTS, "What does a window cleaning visit cost?"), _val(30)),
    Case("zh-shed-cost", _log(ZH_LOG, "电动车棚每户要交多少钱?", "你是小区管家,根据下面的群聊回答。\n\n"),
         _absent(*_NOT_GIVEN, "不知道")),
    Case("zh-rubbish-fee", _log(ZH_LOG, "垃圾清运费每月多少钱?", "你是小区管家,根据下面的群聊回答。\n\n"), _val(8)),
    Case("res-pets", _log(RESIDENTS, "Are dogs allowed in the flats?"), _absent(*_NOT_GIVEN)),
    # a fixed-width column card behind another lead-in, several note lines after it
    Case("win-semi-both", _card(WINDOWS, "What's inside and out for a three-bed semi?"), _val(30, "£16")),
    Case("win-flat-conserv", _card(WINDOWS, "Do you do a conservatory for a ground floor flat?"),
         _both(_any("no", "not", "-"), _none_of("I don't know", "£15"))),
    Case("win-cheapest-detached", _card(WINDOWS, "Cheapest option for my four-bed detached?"),
         _both(_val(22), _none_of("I don't know"))),
    Case("win-cancel", _card(WINDOWS, "I forgot to tell you I'd be away - will that cost me?"),
         _both(_val(5), _none_of("I don't know"))),
    Case("win-terrace-outside", _card(WINDOWS, "Outside only on a two-bed terrace, how much?"), _val(12, "£22")),
    Case("win-roof", _card(WINDOWS, "Do you clean solar panels on the roof?"), _absent(*_NOT_GIVEN)),
    Case("zh-shirt-dry", _card(ZH_LAUNDRY, "衬衫干洗多少钱?", "你是洗衣店店员。"), _val(15, "8元")),
    Case("zh-down-rush", _card(ZH_LAUNDRY, "羽绒服能加急当天取吗?", "你是洗衣店店员。"),
         _both(_any("不能", "不可以", "不提供", "-", "没有"), _none_of("不知道"))),
    Case("zh-suit-rush", _card(ZH_LAUNDRY, "西装上衣加急要多少?", "你是洗衣店店员。"), _val(45, "20元")),
    Case("zh-leather", _card(ZH_LAUNDRY, "皮衣可以洗吗?", "你是洗衣店店员。"),
         _both(_any("不收", "不能", "不可以"), _none_of("不知道"))),
    Case("zh-shoes", _card(ZH_LAUNDRY, "洗鞋子多少钱?", "你是洗衣店店员。"), _absent(*_NOT_GIVEN, "不知道")),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
