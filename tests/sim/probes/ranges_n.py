"""My probing material of round 67 (issue 26), written BEFORE the changes it measures and committed
before its first run: school-year and grade ranges as conditions (a swimming school's class table, a
Chinese weekend-club notice, a youth theatre's age bands), ages asked back in a thread about someone
else's relatives, and an e-mail with a forwarded tradesman's quote (a yes/no about a job on the day
he comes, "when is he coming", "who is the roofer"). None of it is the course's data or any set's.

Oracles strict, as the sets'. ``python -W ignore -m tests.sim.probes.ranges_n [-v]``.
"""

from __future__ import annotations

import sys

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _both,
    _denies,
    _none_of,
    _rag,
    _thread,
    _yes_or,
    report,
)

SWIM = """Riverside Swim School - autumn classes

| Class     | Who it's for           | When         | Price per lesson |
|-----------|------------------------|--------------|------------------|
| Tadpoles  | Reception to Year 2    | Tue 4.00pm   | £6.50            |
| Dolphins  | Years 3 to 6           | Thu 4.30pm   | £7.00            |
| Sharks    | Year 7 and above       | Fri 6.00pm   | £8.00            |
| Aqua-fit  | Adults only            | Wed 7.30pm   | £9.00            |

Goggles are allowed in every class. Parents watch from the balcony.
"""

CLUB_ZH = """【周末兴趣班报名须知】
围棋班：适合小学三至六年级，每周六上午9点，学费每学期900元。
编程班：适合初一至初三，每周日下午2点，学费每学期1500元。
舞蹈班：4至8岁，每周六下午3点，学费每学期800元。
报名请带学生证复印件。
"""

THEATRE = """Northgate Youth Theatre - groups for the spring term

Minis: ages 5 to 7, Saturdays 10-11am.
Juniors: ages 8-12, Saturdays 11.30am-1pm.
Seniors: 13 to 18 year olds, Tuesdays 6-8pm.
The summer show is open to Juniors and Seniors only.
"""

ROOF = """From: Lucy Hart <lucy.hart@mail.example>
To: Tom Hart
Subject: Fwd: ridge tiles

Tom - see below from the roofer. I'm at work all Friday, can you be home to let him in?
Lx

---------- Forwarded message ---------
From: Dai Pritchard <dai@pritchardroofing.example>
Date: Mon, 5 May 2031
Subject: Quote for 14 Elm Row

Hi Lucy,

Replacing the broken ridge tiles comes to £640 including scaffolding.
I can do it Friday 9 May, starting at 8am. The guttering I mentioned will have to wait
for another visit, I'm afraid - I'll quote for it separately.

Cheers,
Dai
"""

PLUMBER = """Note from the landlord, 2 June:
The plumber has looked at the photos of the leak and thinks it's the washer under the kitchen sink.
He's booked for Wednesday 11 June at 2pm to replace it. The bathroom extractor fan is not part of
this job; an electrician will come for that later in the month.
"""


CASES = [
    # school-year and grade ranges as conditions
    Case("swim-y4-tadpoles", _rag(SWIM, "My son is in Year 4 - can he go to Tadpoles?"),
         _both(_denies("does not include", "Dolphins"), _none_of("Sharks", "Aqua-fit"))),
    Case("swim-y1-tadpoles", _rag(SWIM, "Can my daughter, who's in Year 1, join Tadpoles?"), _yes_or("can join")),
    Case("swim-y5-which", _rag(SWIM, "Which class is for a Year 5 child?"), _both(_any("Dolphins"), _none_of("Sharks"))),
    Case("swim-teen-aqua", _rag(SWIM, "Can my 15-year-old do Aqua-fit?"), _denies("adults only", "Adults only")),
    Case("swim-price", _rag(SWIM, "How much is a Dolphins lesson?"), _both(_any("7.00", "£7"), _none_of("6.50"))),
    Case("swim-absent", _rag(SWIM, "Is there a lifeguard on duty?"), _absent("doesn't say", "not say")),
    Case("zh-go-grade2", _rag(CLUB_ZH, "我儿子上二年级，能报围棋班吗？"), _any("不能", "不可以", "不行", "不适合")),
    Case("zh-go-grade4", _rag(CLUB_ZH, "我女儿上四年级，可以报围棋班吗？"), _both(_any("可以", "能"), _none_of("不可以", "不能"))),
    Case("zh-code-g5", _rag(CLUB_ZH, "小学五年级可以报编程班吗？"), _any("不能", "不可以", "不行", "不适合")),
    Case("zh-dance-fee", _rag(CLUB_ZH, "舞蹈班学费多少？"), _both(_any("800"), _none_of("900", "1500"))),
    Case("theatre-9-juniors", _rag(THEATRE, "My nephew is 9. Can he join the Juniors?"), _yes_or("can join")),
    Case("theatre-14-minis", _rag(THEATRE, "Could my 14 year old go to Minis?"), _denies("Seniors")),
    Case("theatre-show-minis", _rag(THEATRE, "Can a Mini be in the summer show?"), _denies("Juniors and Seniors only")),
    # ages asked back about someone else's relatives
    Case("age-colleague-she", _thread("My colleague Femi is 41 and his daughter Ada is 9.", "Thanks, noted.",
                                      "How old is she?"),
         _both(_any("9", "nine"), _none_of("Your daughter", "your daughter", "41"))),
    Case("age-uncle-partner", _thread("My uncle Rob is 63 and his partner is 58.", "Okay.",
                                      "How old is his partner?"),
         _both(_any("58"), _none_of("Your partner", "your partner", "63"))),
    Case("age-own-brother", _thread("My sister is 30 and my brother is 27.", "Got it.", "How old is my brother?"),
         _both(_any("27"), _none_of("30"))),
    Case("age-neighbour-he", _thread("Our neighbour Mr Osei is 88; his grandson Kofi is 16.", "Noted.",
                                     "And how old is Kofi?"),
         _both(_any("16"), _none_of("Your grandson", "your grandson", "88"))),
    # a forwarded quote: the role, the day's job, when he comes
    Case("roof-who", _rag(ROOF, "Who is the roofer?"), _both(_any("Dai", "Pritchard"), _none_of("Lucy Hart is"))),
    Case("roof-let-in", _rag(ROOF, "Who needs to let the roofer in?"), _both(_any("Tom"), _none_of("Dai"))),
    Case("roof-when", _rag(ROOF, "When is the roofer coming?"), _both(_any("9 May"), _any("8am", "8 am", "8:00"))),
    Case("roof-gutter-friday", _rag(ROOF, "Is he doing the guttering on Friday?"),
         _denies("another visit", "not", "separately")),
    Case("roof-tiles-friday", _rag(ROOF, "Is he replacing the ridge tiles on Friday?"), _yes_or("9 May")),
    Case("roof-cost", _rag(ROOF, "How much will the tiles cost?"), _both(_any("640"), _none_of("14 Elm"))),
    Case("plumb-when", _rag(PLUMBER, "When is the plumber coming?"),
         _both(_any("11 June"), _any("2pm", "2 pm", "14:00"))),
    Case("plumb-fan-wed", _rag(PLUMBER, "Will the extractor fan get fixed on Wednesday?"),
         _denies("electrician", "not part")),
    Case("plumb-washer-wed", _rag(PLUMBER, "Is the washer being replaced on Wednesday?"), _yes_or("11 June")),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
