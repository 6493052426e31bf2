"""A "how many" question is not answered by lines whose only figures are dates and clock times
(``answer_forms.missing_answer_form``): "How many players turned up?" over "kick-off 14:30 on 3 March"
is a stated limit (or says it found nothing about the players), never that line quoted as the
count. Guard: a count stated beside a date still answers."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel


def _ask(notes: str, question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Notes:\n{notes}\n\nQuestion: {question}")
    return out.content, out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize(("notes", "question", "noun"), [
    ("Five-a-side league, match report. Kick-off 14:30 on 3 March at the rec; final whistle 15:20.\n"
     "Next match report due 10 March.", "How many players turned up for the match?", "players"),
    ("Flat viewing: Tuesday 12 May, 6-7 pm, with the letting agent. The flat is on Orchard Row.",
     "How many rooms does the flat have?", "rooms"),
    ("Choir concert: doors 7 pm, concert 7.30 pm on 21 June in St Anne's. Tickets at the door.",
     "How many tickets are left for the concert?", "left"),
    ("Open day: Saturday 4 October, 10 am - 3 pm, at the community hall. People came from across town.",
     "How many people came to the open day?", "people"),
], ids=["match", "flat", "concert", "open-day"])
def test_dates_and_times_are_no_count(notes, question, noun):
    text, limit = _ask(notes, question)
    assert limit is not None or f"could not find anything about '{noun}'" in text, text


def test_a_count_beside_a_date_still_answers():
    text, limit = _ask("Litter pick on 12 May: 14 volunteers came and filled 30 bags.",
                       "How many volunteers came to the litter pick?")
    assert "14" in text and limit is None, text
