"""A BEGIN:X ... END:X record file (an iCalendar text) is data: one sentence per event, its field
names never a prompt's label nor a task's cue (a vCard stays as written) (``material.record_frames``,
issue 26, task fix52a, the fiftieth set's SS1). And a block of time-stamped lines after a role
sentence is material whatever its closing courtesy line says (``request.pointed_material``, SS2).
Wordings of my own: a choir's rehearsal calendar, a vet's reminders, an electrician's card, a library's
answerphone message, a residents' meeting recording."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.material import record_frames
from course_lib.sim.request import pointed_material

CHOIR = """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Linnet Singers//EN
BEGIN:VEVENT
UID:ls-1@linnet.example
DTSTART:20350905T193000
DTEND:20350905T213000
SUMMARY:Autumn term first rehearsal
LOCATION:St Anne's church hall
DESCRIPTION:Bring your own copy of the Faure Requiem. Subs £40 for the term.
END:VEVENT
BEGIN:VEVENT
UID:ls-2@linnet.example
DTSTART:20350912T193000
DTEND:20350912T213000
SUMMARY:Sectional rehearsal - tenors and basses
STATUS:CANCELLED
LOCATION:St Anne's church hall
DESCRIPTION:Cancelled - the hall is booked for a wedding.
END:VEVENT
BEGIN:VEVENT
UID:ls-3@linnet.example
DTSTART:20351118T190000
DTEND:20351118T210000
SUMMARY:Concert - Faure Requiem
LOCATION:Holy Trinity, Market Street
DESCRIPTION:Tickets £14, under-18s free. Black clothes for singers.
END:VEVENT
END:VCALENDAR"""

VET = """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
DTSTART:20350303T101500
DTEND:20350303T103000
SUMMARY:Check-up and booster for Biscuit
LOCATION:Larch Vets
DESCRIPTION:Booster £48. Please bring Biscuit's vaccination card.
END:VEVENT
BEGIN:VEVENT
DTSTART:20350303T110000
DTEND:20350303T111500
SUMMARY:Nail clip for Pepper
LOCATION:Larch Vets
DESCRIPTION:Nurse clinic, £12.
END:VEVENT
END:VCALENDAR"""

CARDS = """BEGIN:VCARD
VERSION:3.0
FN:Oona Brennan
ORG:Brennan Electrical
TEL;TYPE=CELL:07700 900233
TEL;TYPE=WORK:01632 960411
NOTE:Closed on Mondays.
END:VCARD
BEGIN:VCARD
VERSION:3.0
FN:Ravi Sethi
TEL;TYPE=CELL:07700 900964
END:VCARD"""

LIBRARY = """Answerphone message - Hollins Lane Library

[00:00] You've reached Hollins Lane Library.
[00:03] We're closed this Saturday for the book sale set-up.
[00:08] The book sale itself is on Sunday from ten till two.
[00:13] Returns can go in the drop box by the side door.
[00:18] Any questions, ring us back on Monday after ten."""

MEETING = """Residents' association - recording notes

[18:30] Eleven households present.
[18:34] The skip for the clear-out will arrive on Friday 6 June.
[18:41] The summer barbecue is on Saturday 19 July at 4 pm.
[18:50] Please email the secretary with any questions."""


def _ask(system: str, question: str):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        reply = SimulatedChatModel().invoke([SystemMessage(system), HumanMessage(question)])
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return reply.content, limits


def test_each_event_is_one_sentence_with_its_date_title_place_and_notes():
    text = record_frames.frames_as_text(CHOIR)
    lines = text.splitlines()
    assert len(lines) == 3, text
    assert lines[0].startswith("Wednesday 5 September 2035, 19:30, ending 21:30 - Autumn term first rehearsal")
    assert "St Anne's church hall" in lines[0] and "Subs £40" in lines[0] and lines[0].count(". ") == 0
    assert "is cancelled" in lines[1]
    assert not any(w in text for w in ("SUMMARY", "PRODID", "UID", "BEGIN:", "DTSTART"))


def test_a_card_stays_as_written():  # guard row: its keys are read in plain words elsewhere
    assert record_frames.frames_as_text(CARDS) == CARDS


@pytest.mark.parametrize("text", ["Our rota:\nBEGIN here at 9.\nEND: 5 pm.", "Begin: 9 am\nEnd: 5 pm",
                                  "SUMMARY: the deal is off."])
def test_text_without_a_frame_is_unchanged(text):  # guard rows
    assert record_frames.frames_as_text(text) == text


@pytest.mark.parametrize(("question", "wanted", "not_wanted"), [
    ("When is the concert?", "18 November", "SUMMARY"),
    ("How much are the concert tickets?", "£14", "£40"),
    ("What should singers wear for the concert?", "Black clothes", "PRODID"),
])
def test_a_calendar_under_a_role_sentence_is_read_as_events_not_summarised(question, wanted, not_wanted):
    reply, limits = _ask("You help the choir's members. The rehearsal calendar (.ics):\n\n" + CHOIR, question)
    assert wanted in reply and not_wanted not in reply and "Autumn term first rehearsal" not in reply, (reply, limits)


def test_a_cancelled_event_is_no_yes():
    reply, limits = _ask("You help the choir's members. The rehearsal calendar (.ics):\n\n" + CHOIR,
                         "Is the tenors and basses sectional on 12 September still happening?")
    assert limits or reply.lower().startswith("no"), (reply, limits)
    assert "SUMMARY" not in reply


def test_reminders_under_a_role_sentence_answer_from_the_event_named():
    reply, limits = _ask("You are the vet's reminder assistant. The owner's appointments:\n\n" + VET,
                         "How much is Pepper's nail clip?")
    assert "£12" in reply and "£48" not in reply, (reply, limits)


@pytest.mark.parametrize(("block", "stamped"), [
    (LIBRARY.split("\n\n", 1)[1], True),
    (MEETING.split("\n\n", 1)[1], True),
    ("Be brief.\nAnswer any questions politely.\nNever guess.", False),  # guard row
    ("[09:00] Doors open.\nAnswer questions from the notes.\nBe kind.\nNever guess.", False),  # guard row
])
def test_a_block_of_stamped_lines_is_notes(block, stamped):
    assert (pointed_material._block_kind(block) == "notes") is stamped


@pytest.mark.parametrize(("system", "question", "wanted"), [
    ("Help callers understand the library's answerphone message.\n\n" + LIBRARY, "When is the book sale?", "Sunday"),
    ("Help callers understand the library's answerphone message.\n\n" + LIBRARY, "Where do returns go?",
     "drop box"),
    ("Answer residents' questions about the meeting.\n\n" + MEETING, "When is the barbecue?", "19 July"),
])
def test_a_transcript_ending_in_a_courtesy_line_is_read_whole(system, question, wanted):
    reply, limits = _ask(system, question)
    assert wanted in reply and "don't know" not in reply, (reply, limits)


def test_an_events_place_answers_where_it_is_held():  # the merger's (absence_u ical-where: "I don't know." before)
    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    ics = ("BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20330405T190000Z\nSUMMARY:Beekeepers' spring talk\n"
           "LOCATION:Church room\\, Mill Road\nEND:VEVENT\nEND:VCALENDAR")
    reply = SimulatedChatModel().invoke([SystemMessage(f"Answer from the calendar.\n\n{ics}"),
                                         HumanMessage("Where is the beekeepers' evening held?")]).content
    assert "Church room" in reply
