"""My probe of the session of 2026-12-06 (issue 26, task fix52a): key: value fields of a known data
format (iCalendar, vCard, an e-mail's raw headers) given as material after a role sentence, and
stamped transcripts (voicemail, answerphone) whose closing line is a courtesy imperative ("call us
back", "ring the office"), written before any change of the round.

A field name (``SUMMARY:``, ``DESCRIPTION:``, ``Subject:``) is the material's own field, never a
message label nor a task cue: a question over a calendar is answered from the event it names, never
with "the opening sentences of each document". A transcript's last line is part of the material: an
"I don't know" over a transcript whose lines hold the answer is silently wrong.

Shapes: a system prompt (role sentence, blank line, the data) and the question; a ``MessagesState``
thread with the data in a system message; ``with_structured_output(..., include_raw=True)``.
Oracles strict. ``python -W ignore -m tests.sim.probes.formats_t [-v]``.

History (right / limit / silently wrong / false alarms): first sight on b01fcaa1, before any change:
7 / 9 / 6 / 2 (every badminton question answered with the calendar's opening lines, the ``SUMMARY:``
field read as a label and the summarize cue; the parish notes not read at all, their closing "email
the clerk" line taken for words to the model). After branch fix52a (``material.record_frames``,
``pointed_material``'s stamped blocks, ``request.field_runs``, ``grounded.title_lines``): 15 / 7 / 0 / 2
(card-mobile a limit: a vCard is left to ``record_keys``; dent-early a limit on its right time).
"""

from __future__ import annotations

import sys

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _both,
    _denies,
    _none_of,
    _text,
    _val,
    report,
)

BADMINTON = """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Kestrel Shuttlers//Fixtures//EN
X-WR-CALNAME:Kestrel Shuttlers - spring fixtures
BEGIN:VEVENT
UID:ks-101@kestrel.example
DTSTART:20340307T183000
DTEND:20340307T210000
SUMMARY:Club night - mixed doubles ladder
LOCATION:Fenwick Leisure Centre, court 3
DESCRIPTION:Members £5, guests £8. Shuttles provided.
END:VEVENT
BEGIN:VEVENT
UID:ks-102@kestrel.example
DTSTART:20340314T193000
DTEND:20340314T220000
SUMMARY:League match v Harrowby Smashers
LOCATION:Harrowby Sports Hall
DESCRIPTION:Away fixture. Car share from the club car park at 6.45 pm.
END:VEVENT
BEGIN:VEVENT
UID:ks-103@kestrel.example
DTSTART:20340321T183000
DTEND:20340321T210000
SUMMARY:Junior coaching (ages 10-15)
STATUS:CANCELLED
LOCATION:Fenwick Leisure Centre, court 3
DESCRIPTION:Cancelled - the hall floor is being resurfaced.
END:VEVENT
END:VCALENDAR"""

DENTIST = """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Brightsmile Dental//Reminders//EN
BEGIN:VEVENT
UID:bs-88121@brightsmile.example
DTSTART:20340412T091500
DTEND:20340412T094500
SUMMARY:Check-up with Dr Adeyemi
LOCATION:Brightsmile Dental, 9 Quarry Lane
DESCRIPTION:NHS band 1 charge £27.40. Please arrive 10 minutes early.
END:VEVENT
BEGIN:VEVENT
UID:bs-88122@brightsmile.example
DTSTART:20340412T100000
DTEND:20340412T103000
SUMMARY:Hygienist scale and polish
LOCATION:Brightsmile Dental, 9 Quarry Lane
DESCRIPTION:Private fee £65, payable on the day.
END:VEVENT
END:VCALENDAR"""

CONTACTS = """BEGIN:VCARD
VERSION:3.0
FN:Priya Raman
ORG:Hollis & Raman Architects
TEL;TYPE=CELL:07700 900512
EMAIL:priya@hollisraman.example
END:VCARD
BEGIN:VCARD
VERSION:3.0
FN:Tomasz Wojcik
ORG:Wojcik Plumbing
TEL;TYPE=CELL:07700 900877
NOTE:Emergency call-outs only before 9 pm.
END:VCARD"""

RAW_MAIL = """Return-Path: <lettings@ashgrovehomes.example>
From: Ashgrove Homes <lettings@ashgrovehomes.example>
To: d.mensah@example.org
Date: Tue, 6 Jun 2034 09:12:44 +0100
Subject: Summary of your tenancy renewal
Content-Type: text/plain; charset=utf-8

Dear Mr Mensah,

Your new rent from 1 August will be £1,180 a month, up from £1,125. The renewal fee is £50.
Please sign and return the agreement by 30 June.

Ashgrove Homes lettings team"""

GARAGE = """Answerphone message - Dunmore Road Garage, Friday 9 June 2034, 11.03 am
(transcribed automatically)

[00:00] Hello, it's Mick at Dunmore Road Garage about the blue Fiesta.
[00:05] The MOT's done and it passed, that's fifty-four pounds eighty.
[00:12] We also did the front brake pads like you asked, that came to ninety-five pounds.
[00:20] The rear tyres are getting low, we'd say change them within the next month or so.
[00:27] You can collect it any time before half five today; we're shut tomorrow.
[00:34] The keys are at the front desk.
[00:38] Any problems, call us back on oh-one-five-six, two-two-nine, four-four-one. Cheers."""

SCHOOL = """Answerphone recording - Larkhill Primary School office
(message played to callers, updated Monday 5 February 2035)

[00:00] Thank you for calling Larkhill Primary School.
[00:04] The school is closed today because of snow and will reopen on Wednesday.
[00:10] Tuesday's swimming lesson for Year 4 is moved to Friday afternoon.
[00:16] Breakfast club will start again on Thursday at 7.45.
[00:22] To report an absence, please leave your child's name and class after the tone.
[00:28] For anything urgent, ring the office again after nine tomorrow. Goodbye."""

PARISH = """Parish council meeting - recording notes, 14 May 2035

[19:00] Chair opened the meeting; seven councillors present.
[19:06] The playground fence repair was agreed at £2,340 from the reserves.
[19:15] The village fete will be on Saturday 28 June on the green.
[19:22] Dog bins: two more to be put on Mill Lane.
[19:31] Next meeting Tuesday 10 June at 7 pm in the village hall.
[19:35] Any questions, email the clerk at clerk@stowfieldpc.example."""


class Reply(BaseModel):
    """The reply to the caller."""

    answer: str = Field(description="the answer to the caller's question")


def _system(role: str, data: str, question: str):
    return lambda llm: llm.invoke([SystemMessage(f"{role}\n\n{data}"), HumanMessage(question)])


def _schema(role: str, data: str, question: str):
    def run(llm):
        out = llm.with_structured_output(Reply, include_raw=True).invoke(
            [SystemMessage(f"{role}\n\n{data}"), HumanMessage(question)])
        parsed = out.get("parsed")
        return AIMessage(parsed.answer) if parsed is not None else AIMessage(_text(out.get("raw")))

    return run


def _thread(role: str, data: str, question: str, earlier: tuple[str, ...] = ()):
    def run(llm):
        from langgraph.checkpoint.memory import InMemorySaver
        from langgraph.graph import END, START, MessagesState, StateGraph

        def desk(s: MessagesState):
            return {"messages": [llm.invoke(s["messages"])]}

        g = StateGraph(MessagesState)
        g.add_node("desk", desk)
        g.add_edge(START, "desk")
        g.add_edge("desk", END)
        app = g.compile(checkpointer=InMemorySaver())
        config = {"configurable": {"thread_id": "probe-formats-t"}}
        app.update_state(config, {"messages": [SystemMessage(f"{role}\n\n{data}")]}, as_node="desk")
        for i, turn in enumerate(earlier):
            app.update_state(config, {"messages": [HumanMessage(turn) if i % 2 == 0 else AIMessage(turn)]},
                             as_node="desk")
        return app.invoke({"messages": [HumanMessage(question)]}, config)["messages"][-1]

    return run


_CLUB = "You answer members' questions for the badminton club. The fixtures calendar (.ics):"
_DENT = "You are the dental practice's reminder assistant. The patient's appointments:"
_CARDS = "Look things up in my address book, exported as vCards:"
_MAIL = "Help me with this e-mail from my letting agent (raw source below)."
_GAR = "Help the customer make sense of the message the garage left them."
_SCH = "Help parents understand the school's answerphone message."
_PAR = "Answer residents' questions about what the parish council decided."
_CAL_DUMP = ("PRODID", "UID:", "BEGIN:VCALENDAR")

CASES = [
    Case("club-away-date", _system(_CLUB, BADMINTON, "When is the away match at Harrowby?"),
         _both(_any("14 March", "14th March", "March 14", "2034-03-14", "20340314"), _none_of(*_CAL_DUMP))),
    Case("club-guest-fee", _system(_CLUB, BADMINTON, "How much does a guest pay for club night?"),
         _both(_val(8), _none_of(*_CAL_DUMP))),
    Case("club-junior", _thread(_CLUB, BADMINTON, "Is the junior coaching on 21 March still on?"),
         _both(_denies("cancelled", "canceled", "resurfac"), _none_of(*_CAL_DUMP))),
    Case("club-carshare", _thread(_CLUB, BADMINTON, "What time is the car share for the league match?"),
         _both(_any("6.45", "6:45", "18:45"), _none_of(*_CAL_DUMP))),
    Case("club-bar-absent", _thread(_CLUB, BADMINTON, "Is there a bar at the leisure centre?"),
         _both(_absent("doesn't say", "not say", "not mention"), _none_of(*_CAL_DUMP))),
    Case("club-schema-venue", _schema(_CLUB, BADMINTON, "Where is the league match played?"),
         _both(_any("Harrowby Sports Hall"), _none_of(*_CAL_DUMP, "Fenwick"))),
    Case("dent-hyg-fee", _system(_DENT, DENTIST, "What will the scale and polish cost me?"),
         _both(_val(65), _none_of(*_CAL_DUMP, "27.40"))),
    Case("dent-early", _thread(_DENT, DENTIST, "How early should I get there for the check-up?"),
         _both(_any("10 minutes", "ten minutes"), _none_of(*_CAL_DUMP))),
    Case("dent-who", _schema(_DENT, DENTIST, "Which dentist is my check-up with?"),
         _both(_any("Adeyemi"), _none_of(*_CAL_DUMP))),
    Case("card-mobile", _system(_CARDS, CONTACTS, "What's Tomasz's mobile number?"),
         _both(_any("07700 900877", "07700900877"), _none_of("900512", "BEGIN:VCARD"))),
    Case("card-plumber-late", _system(_CARDS, CONTACTS, "Can I call the plumber at 10 pm for an emergency?"),
         _both(_denies("before 9 pm", "before 9"), _none_of("BEGIN:VCARD"))),
    Case("mail-rent", _system(_MAIL, RAW_MAIL, "What will my rent be from August?"),
         _both(_val(1180), _none_of("Return-Path", "Content-Type"))),
    Case("mail-deadline", _system(_MAIL, RAW_MAIL, "By when do I have to send the agreement back?"),
         _both(_any("30 June", "June 30"), _none_of("Return-Path", "Content-Type"))),
    Case("garage-total", _schema(_GAR, GARAGE, "How much is the MOT and the brake pads together?"),
         _both(_val(149.80), _none_of("transcribed automatically"))),
    Case("garage-collect", _system(_GAR, GARAGE, "Can I pick the car up tomorrow?"),
         _both(_denies("shut tomorrow", "half five today", "closed"), _none_of("transcribed automatically"))),
    Case("garage-tyres", _schema(_GAR, GARAGE, "What did they say about the tyres?"),
         _both(_any("rear tyres", "next month"), _none_of("transcribed automatically"))),
    Case("garage-keys", _system(_GAR, GARAGE, "Where are the keys?"),
         _both(_any("front desk"), _none_of("transcribed automatically"))),
    Case("school-swim", _system(_SCH, SCHOOL, "When is Year 4 swimming this week?"),
         _both(_any("Friday"), _none_of("updated Monday"))),
    Case("school-breakfast", _schema(_SCH, SCHOOL, "What time does breakfast club start again?"),
         _both(_any("7.45", "7:45"), _none_of("updated Monday"))),
    Case("school-reopen", _system(_SCH, SCHOOL, "When does the school reopen?"),
         _both(_any("Wednesday"), _none_of("updated Monday"))),
    Case("parish-fete", _system(_PAR, PARISH, "When is the village fete?"),
         _both(_any("28 June"), _none_of("recording notes"))),
    Case("parish-fence", _schema(_PAR, PARISH, "How much was agreed for the playground fence?"),
         _both(_val(2340), _none_of("recording notes"))),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
