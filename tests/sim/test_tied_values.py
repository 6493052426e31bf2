"""A date or time chosen among lines that tie is no answer (``unfit_answers.tied_value``).

Invented notes where two lines each give a date or time and neither shares a word with the
question ("When must I hand the boat in?" over a "Collection" and a "Drop-off" line): quoting the
first is a guess between them, so it is a stated limit, also when a field line beside it holds the
question's subject ("Kayak: two-seater" and "Taken out: Sat 9 Aug 10:00" for "When should the kayak
be back?", ``quoted_answer._tied_value``). Guards: a line that shares the question's
words still answers; a note with one date line is not a tie; "how much" of a thing the notes do
not mention is still "could not find" (the thing is absent, and saying so is right).
"""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel


def _ask(notes: str, question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Answer from the notes.\n\nNotes:\n{notes}\n\nQuestion: {question}")
    return out.content, out.response_metadata.get("simulator_limit")


BOAT = ("Boat hire BH-2291\nBoat: Dory 4.2 m with outboard\nCollection: Saturday 12 June, 09:00, east pontoon\n"
        "Drop-off: Sunday 13 June by 17:00, east pontoon\nFuel: included")
LOAN = ("Tool library loan\nMember: Ines Carvalho\nItem: hedge trimmer (cordless)\nBorrowed on: 3 May 2027\n"
        "Due: 17 May 2027\nLate fee: 0.50 EUR a day")
ROOM = "Library room booking R-14\nRoom: Seminar 2 (12 seats)\nStarts: 10:00, Thursday 8 April\nEnds: 12:00\nKey at the front desk."
STAY = "Hotel stay for two\nCheck-in: from 15:00 on 21 July\nCheck-out: by 11:00 on 24 July\nBreakfast included."
TRIP = ("School trip to the coast\nCoach leaves: 7:45 from the front gate\nCoach back: around 18:30\n"
        "Packed lunch and a raincoat, please.")


@pytest.mark.parametrize(("notes", "question"), [
    (BOAT, "When must I hand the boat in?"),
    (LOAN, "When do I need to give the trimmer back?"),
    (TRIP, "When should I pick my son up?"),
    (ROOM, "When do we have to leave the room?"),
    (STAY, "When do we have to vacate the hotel?"),
], ids=["boat", "loan", "trip", "room", "stay"])
def test_a_date_chosen_between_tied_lines_is_a_stated_limit(notes, question):
    text, limit = _ask(notes, question)
    assert limit is not None, text


KAYAK = ("Kayak rental KR-88\nKayak: two-seater, red\nTaken out: Sat 9 Aug 10:00, boathouse\n"
         "Brought in: Sat 9 Aug by 16:00\nLife jackets included")
LOCKER = "Ski locker SL-7\nLocker: number 41, level 2\nOpened: 12 Feb 08:30\nCloses: 19 Feb 18:00\nKey deposit: 20 EUR"


@pytest.mark.parametrize(("notes", "question"), [
    (KAYAK, "When should the kayak be back?"),
    (LOCKER, "when does my locker run out?"),
], ids=["kayak", "locker"])
def test_a_tied_date_beside_the_subjects_line_is_still_a_stated_limit(notes, question):
    """The quoted answer: the "Kayak:" / "Locker:" field covers the question's subject, so the
    sentences count as answering, and the date beside it is still the first of two tied ones."""
    text, limit = _ask(notes, question)
    assert limit is not None and "09:00" not in text and "08:30" not in text, text


@pytest.mark.parametrize(("notes", "question", "answer"), [
    (BOAT, "When is the collection?", "Saturday 12 June"),
    (LOAN, "When is it due?", "17 May 2027"),
    ("Dentist: check-up on 4 October at 10:20.", "When do I see the dentist?", "4 October"),
    ("Projector loan\nProjector: Epson EB-W51\nLent: Mon 3 March 09:00\nDue in: Wed 5 March 17:00",
     "What day is the projector due in?", "5 March"),
], ids=["shared-word", "due", "one-date", "field-beside-subject"])
def test_a_line_the_question_names_still_answers(notes, question, answer):
    text, limit = _ask(notes, question)
    assert answer in text and limit is None, text


def test_a_thing_the_notes_do_not_mention_is_still_not_found():
    text, limit = _ask(LOAN, "How much is the deposit?")
    assert limit is None and "deposit" in text and ("could not find" in text or "don't know" in text), text
