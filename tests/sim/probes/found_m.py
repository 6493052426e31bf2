"""My probing material of the session of 2026-12-06 (issue 26), kept as a probe: the documents,
prompts, schemas and threads I invented to look for silent wrongs this round, each case one I ran by
hand. Written AFTER the changes it measures (so its "before" is no blind figure): a pet-sitting
agreement, a community fridge FAQ, a Chinese residents' notice (物业通知), a riding school's e-mail,
learners' schemas (a destination, a tone with "mixed"), label and grader prompts in their own
words, JSON by example, threads with a correction.

Oracles strict, as the sets'. ``python -W ignore -m tests.sim.probes.found_m [-v]``.

History (right / limit / silently wrong / false alarms): on e764df6c 11 / 1 / 14 / 0; with this
round's changes of mine (branch mine66b) 19 / 7 / 0 / 3 (the three false alarms: a limit stated
beside an empty destination field or an age quoted in its line, which its oracle takes).
"""

from __future__ import annotations

import sys
from typing import Literal

from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _ask,
    _both,
    _none_of,
    _only,
    _parsed,
    _structured,
    _thread,
    report,
)

SITTING = 'PAWS & CLAWS PET SITTING - SERVICE AGREEMENT\n\nClient: Mrs J. Okonkwo    Pets: Biscuit (beagle, 9), Pepper (cat, 3)\nDates: 12-19 August (7 nights)\n\nVisits: two a day for Biscuit (walk 30 min), one a day for Pepper.\nRate: £18 per visit. Overnight stays are £45 a night instead of visits.\nKeys: collected on 11 August, returned by post.\nMedication: Biscuit has joint tablets with breakfast. Pepper needs none.\nCancellation: full refund up to 7 days before; 50% after that.\n\nUpdate 10 Aug: client has asked for overnight stays on the 15th and 16th only.\n'
FRIDGE = "Q: Who can use the community fridge?\nA: Anyone. You don't need to register or show ID.\n\nQ: What can I leave in it?\nA: Sealed shop-bought food within its use-by date, fruit and veg, bread. No raw meat or fish, no alcohol, nothing home-cooked.\n\nQ: When is it open?\nA: 8am-8pm Monday to Saturday. It's locked on Sundays.\n\nQ: Is there a limit on what I take?\nA: Please take no more than three items per visit so there's enough to go round.\n\nQ: Who looks after it?\nA: Volunteers from St Aidan's church clean it every evening; Wen Li coordinates the rota.\n"
NOTICE_ZH = '【阳光小区物业通知】\n\n各位业主：\n1. 本周六(6月14日)上午9:00-12:00停水，请提前储水。\n2. 电梯年检定于6月16日进行，当天1号楼电梯停运一天，2号楼正常使用。\n3. 物业费缴费截止日期为6月30日，逾期每天加收0.5%滞纳金。\n4. 快递柜已搬至南门岗亭旁边。\n如有问题请联系物业办公室，电话：0571-8866 2210（工作日8:30-17:30）。\n'
PONY = "From: Hollybank Stables <office@hollybank.example>\nSubject: Re: pony party booking\n\nHi Priya,\n\nThanks for confirming. Here's what we've got for Saturday 12th:\n\n- 6 children, aged 5 to 8\n- 90-minute party: grooming, a led ride each, then pony games\n- £25 per child, plus £40 for the party room (squash and fruit provided)\n- Please arrive 15 minutes early; the party starts at 2pm\n\nOne thing: children must wear sturdy boots, no trainers. We lend hats.\n\nBest,\nGail\n"


def _rag(notes: str, question: str):
    return lambda llm: llm.invoke([SystemMessage("Answer from the context only.\n\nContext:\n" + notes),
                                   HumanMessage(question)])


class _Where(BaseModel):
    destination: str = Field(description="city or place they want to go")


class _Leg(BaseModel):
    origin: str
    destination: str


class _Mood(BaseModel):
    sentiment: Literal["positive", "negative", "mixed"]


CASES = [
    Case("sit-age", _rag(SITTING, "How old is Biscuit?"), _both(_any("9", "nine"), _none_of("don't give"))),
    Case("sit-cancel-5", _rag(SITTING, "What happens if I cancel 5 days before?"), _any("50%")),
    Case("sit-cancel-ten", _rag(SITTING, "Do I get a refund if I cancel ten days before?"),
         _both(_any("full refund", "yes", "Yes"), _none_of("is at most"))),
    Case("sit-client", _rag(SITTING, "Who is the client?"), _both(_any("Okonkwo"), _none_of("corrects"))),
    Case("fridge-sunday", _rag(FRIDGE, "Can I pop in on a Sunday?"), _any("No", "locked")),
    Case("fridge-wine", _rag(FRIDGE, "Can I leave a bottle of wine?"), _any("no alcohol", "No")),
    Case("zh-water", _rag(NOTICE_ZH, "周六下午会停水吗?"), _both(_none_of("开放"), _any("不会", "上午", "不"))),
    Case("zh-lift", _rag(NOTICE_ZH, "2号楼电梯16号能用吗?"), _any("正常使用", "能", "可以")),
    Case("pony-from", _rag(PONY, "Who is the email from?"), _any("Hollybank", "Gail")),
    Case("pony-arrive", _rag(PONY, "What time should we get there?"), _any("13:45", "1.45", "1:45")),
    Case("where-days", _structured(_Where, "We're thinking Lisbon for a long weekend, Friday to Monday."),
         _parsed(lambda p: p.destination in ("Lisbon", ""))),
    Case("where-month", _structured(_Where, "Fancy somewhere warm in March - maybe Seville, maybe Malaga."),
         _parsed(lambda p: p.destination != "March")),
    Case("leg-from-to", _structured(_Leg, "Train from Leeds to York on Saturday please"),
         _parsed(lambda p: (p.origin, p.destination) == ("Leeds", "York"))),
    Case("where-to", _structured(_Where, "Train from Leeds to York on Saturday please"),
         _parsed(lambda p: p.destination == "York")),
    Case("mood-mixed", _structured(_Mood, "Loved the food, hated the wait."),
         _parsed(lambda p: p.sentiment == "mixed")),
    Case("mood-positive", _structured(_Mood, "Absolutely brilliant night, staff couldn't do enough."),
         _parsed(lambda p: p.sentiment == "positive")),
    Case("label-relevant", _ask("Rate the passage's relevance to the question: relevant or irrelevant.\n"
                                "Question: how do I reset my router?\nPassage: Hold the reset button on the back "
                                "for 10 seconds until the lights flash."), _only("relevant")),
    Case("label-irrelevant", _ask("Rate the passage's relevance to the question: relevant or irrelevant.\n"
                                  "Question: how do I reset my router?\nPassage: Our shop is open 9 to 5 on "
                                  "weekdays."), _only("irrelevant")),
    Case("label-spam", _ask("Is the following text spam? Answer SPAM or HAM.\nText: Your parcel is held, pay "
                            "£1.99 fee at bit.ly/xyz"), _only("SPAM")),
    Case("label-delivery", _ask("Classify the ticket as one of: REFUND, DELIVERY, ACCOUNT, OTHER. Reply with the "
                                "label only.\nTicket: my parcel says delivered but nothing's here"), _only("DELIVERY")),
    Case("json-qty", _ask('Give me the result as JSON like {"item": "...", "qty": 0}.\nI need six tins of '
                          'chickpeas.'), _any('"qty": 6')),
    Case("json-words", _ask("Extract the amount and currency as JSON.\nText: The deposit is eighty euros, payable by "
                            "Friday."), _both(_any("80"), _any("EUR", "euro"))),
    Case("thread-flight", _thread("My flight is BA 2490 on the 14th.", "Got it.",
                                  "Sorry, it's the 15th not the 14th.", "No problem.", "Which day is my flight?"),
         _both(_any("15th"), _none_of("14th"))),
    Case("thread-allergy", _thread("I'm allergic to peanuts.", "Noted.", "Can you remind me what I'm allergic to?"),
         _any("peanut")),
    Case("thread-run", _thread("I ran 5k on Monday and 8k on Wednesday.", "Well done!", "How far did I run in total?"),
         _any("13")),
    Case("fridge-shop", _rag(FRIDGE, "Is there a fridge in Leeds too?"), _absent("doesn't say", "not say")),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
