"""The asked kind checked on every grounded reply (``grounded.asked_kinds``; issue 26, the
forty-second set's KK3 / KK4 / KK1). Wordings and material are my own (branch fix44a): a choir's
member list, a ferry's fares, a bowling alley's board, a Chinese tutoring notice, a Chinese
laundry's price list. Every row fails on 947509df (the module and its wiring are new there)."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import asked_kinds
from tests.sim._chat import ask_rag

CHOIR = ("Northgate Community Choir - members\nPriya Lal - soprano, joined 2019, section leader.\n"
         "Owen Hart - tenor, aged 71, our longest-serving member.\nMaud Ellis - alto, retired teacher.")
FERRY = ("Isle ferry - fares\nFoot passenger, off-peak sailings: £6.40 single\nCar and driver: £38.00 single\n"
         "Bicycles travel free.")
BOWLING = ("Lanes & Co - prices\nWeekend games (Friday night to Sunday): £7.50 per person per game\n"
           "Shoe hire: £2.00\nParty package for 10: £95")
ZH_TUTOR = "辅导班收费通知\n数学:每节课120元\n英语:每节课100元\n教材费:一次性收取60元"
ZH_LAUNDRY = "洗衣店价目表\n衬衫:每件8元\n西装:每套35元\n羽绒服:每件45元\n备注:加急另收20元"

UNMET = [  # (question, reply, documents, the kind asked or None, whether the absence is said)
    ("How old is Maud Ellis?", "Maud Ellis - alto, retired teacher.", CHOIR, "age", True),
    ("What age is Priya Lal?", "Priya Lal - soprano, joined 2019, section leader.", CHOIR, "age", True),
    ("How old is Owen Hart?", "Owen Hart - tenor, aged 71, our longest-serving member.", CHOIR, None, False),
    ("How old is Maud?", "Maud Ellis - alto, retired teacher.",  # an age column: never the absence
     "Name | Age | Voice\nMaud Ellis | 64 | alto", "age", False),
    ("How much is a peak foot passenger single?", "Foot passenger, off-peak sailings: £6.40 single", FERRY,
     "value for the peak", True),
    ("How much is an off-peak foot passenger single?", "Foot passenger, off-peak sailings: £6.40 single", FERRY,
     None, False),
    ("What does a game cost on a weekday?", "Weekend games (Friday night to Sunday): £7.50 per person per game",
     BOWLING, "value for the weekday", True),
    ("What does a game cost on a weekday?", "Weekend games: £7.50 per game",  # a weekday line elsewhere
     "Weekend games: £7.50 per game\nWeekday games: £5.00 per game", "value for the weekday", False),
    ("How much does shoe hire cost for a child?", "Shoe hire: £2.00", BOWLING, None, False),
    ("How much more is a car and driver than a foot passenger?",
     "Car and driver: £38.00 single. Foot passenger, off-peak sailings: £6.40 single", FERRY, "difference", False),
    ("How much more is a car and driver than a foot passenger?", "£31.60 (£38.00 − £6.40).", FERRY, None, False),
    ("数学比英语贵多少?", "数学:每节课120元。英语:每节课100元。", ZH_TUTOR, "difference", False),
    ("How much is the party package going to cost us?", "Party package for 10 people, book a week ahead.",
     BOWLING, "amount", False),
    ("How much is the party package going to cost us?", "Party package for 10: £95", BOWLING, None, False),
    ("Is shoe hire free?", "Shoe hire: £2.00", BOWLING, None, False),  # yes/no: left alone
]


@pytest.mark.parametrize(("question", "reply", "docs", "asked", "absent"), UNMET)
def test_unmet(question, reply, docs, asked, absent):
    found = asked_kinds.unmet(question, reply, [docs])
    assert (found.asked if found else None) == asked
    assert bool(found and found.absent) == absent


KEYED = [
    ("西装要多少钱?", "西装:每套35元"),
    ("加急需要加多少钱?", None),  # "备注" keys that line, not "加急"
    ("教材费要交多少?", "教材费:一次性收取60元"),
    ("教材要多少钱?", "教材费:一次性收取60元"),  # the key without its kind word
    ("窗帘清洗多少钱?", None),
    ("How much is a shirt?", None),  # an English question: the Chinese keys are not read
]


@pytest.mark.parametrize(("question", "line"), KEYED)
def test_keyed_line(question, line):
    assert asked_kinds.keyed_line(question, [ZH_LAUNDRY + "\n" + ZH_TUTOR]) == line


ASKED = [  # end to end: the reply a learner's RAG chain gets
    (CHOIR, "How old is Maud Ellis?", "don't give Maud Ellis's age"),
    (FERRY, "What's a peak fare for a foot passenger?", "don't give it for the peak"),
    (CHOIR, "How old is Owen Hart?", "aged 71"),
    (ZH_LAUNDRY, "羽绒服要多少钱?", "45元"),
]


@pytest.mark.parametrize(("docs", "question", "said"), ASKED)
def test_replies(docs, question, said):
    reply, caught = ask_rag(docs, question)
    assert said in reply and not caught, reply
