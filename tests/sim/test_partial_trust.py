"""The partial answer and "I don't know." over records, calibrated (issue 26, ``course_lib.sim.grounded.partial_trust``
and ``absence.trusted``).

Over records (rows, key-value lines, a booking's fields) a question asking a count ("how many
nights") or a rank ("the least", "the smallest") is answered by working it out from the records'
values, which no record writes in the question's words. Then "I don't know." is no evidence of
absence, and a partial answer that quotes only the booking's head line ("Reservation: CAB-208. I
could not find anything about 'nights'") or any record with the question's words (for a rank) is
no part of the answer: both become a stated documents limit. Over prose, and for a question with
no count or rank, the replies stay as they were. Notes invented for this test; the behaviour cases
fail on the code before the change (a plain "I don't know." or the partial answer), the guards
pass on both.
"""

from __future__ import annotations

import pytest

from tests.sim.test_written_elsewhere import _rag, llm  # noqa: F401 - the fixture

_KENNEL = "Dog,Breed,Walks per day,Food (g)\nRolo,Beagle,2,300\nMaple,Collie,3,450\nBiscuit,Pug,1,180\n"
_GYM = "Member: R. Okafor\nPlan: Off-peak\nJoined: 04 Jan 2027\nVisits: 03 Jan, 10 Jan, 17 Jan, 24 Jan\nLocker: 112\n"
_SAVINGS = ("Savings pot - Aiko\nMonth: January; Paid in: 40; Balance: 40\nMonth: February; Paid in: 65; Balance: 105\n"
            "Month: March; Paid in: 20; Balance: 125\n")
_STAY = "Reservation: CAB-208\nGuest: T. Lindqvist\nCabin: Birch 3\nCheck-in: 2 Jun 2027\nCheck-out: 6 Jun 2027\nAdults: 2\n"
_TOUR = "Tour booking TB-77\nTour: Old town walk\nStart: 10:00, Fountain Square\nGuide: M. Rossi\nGroup: 12 max\n"
_CAMP = "Camping permit CP-3381\nHolder: D. Achebe\nSite: Loch Ard, pitch 6\nFrom: 9 Jul 2027\nTo: 13 Jul 2027\nVehicles: 1\n"
_GARDEN = ("The community garden opens at 8 am. Plots cost £20 a season. The largest plots are by the shed. "
           "Water butts are shared.")


@pytest.mark.parametrize(
    ("notes", "question"),
    [
        (_KENNEL, "Who eats the least?"),
        (_KENNEL, "What is the smallest portion?"),
        (_GYM, "How many times did I go in January?"),
        (_SAVINGS, "In which month was the deposit biggest?"),
    ],
)
def test_i_dont_know_over_records_to_a_count_or_rank_is_a_limit(llm, notes, question):  # noqa: F811
    text, stated = _rag(llm, notes, question)
    assert stated and "records" in stated[0], (text, stated)
    assert "I don't know" not in text


@pytest.mark.parametrize(
    ("notes", "question"),
    [
        (_STAY, "How many nights is the reservation?"),
        (_TOUR, "How many people can join the tour?"),
        (_CAMP, "How many nights is the permit for?"),
    ],
)
def test_a_partial_answer_of_only_a_head_line_to_a_count_is_a_limit(llm, notes, question):  # noqa: F811
    text, stated = _rag(llm, notes, question)
    assert stated and "a count" in stated[0], (text, stated)
    assert "could not find anything" not in text


@pytest.mark.parametrize(
    ("notes", "question", "kept"),
    [
        (_CAMP, "How many people can stay on the pitch?", "pitch 6"),  # a record found, not only the head line
        (_GARDEN, "Which plot is the sunniest?", "I don't know"),  # prose read sentence by sentence
        (_GARDEN, "Is there a tap by the shed?", "I don't know"),  # no count, no rank
    ],
)
def test_guards_other_replies_stay(llm, notes, question, kept):  # noqa: F811
    text, stated = _rag(llm, notes, question)
    assert not stated and kept in text, (text, stated)


def test_asks_worked_reads_counts_and_ranks():
    from course_lib.sim.grounded.absence import asks_worked

    assert asks_worked("How many kayaks are left?") == "count"
    assert asks_worked("how many laps did she swim") == "count"
    assert asks_worked("Which pump is the loudest?") == "rank"
    assert asks_worked("Which stall sold the most pies?") == "rank"
    assert asks_worked("Which ferry is cheapest?") == "rank"
    assert asks_worked("When does the ferry leave?") == ""
    assert asks_worked("What did we get for the rest of the group?") == ""  # "the rest": no rank


def _features(**kw):
    from course_lib.sim.grounded.partial_trust import Features

    base = dict(coverage=0.6, missing=("x",), missing_share=0.4, missing_leads=True, missing_trails=False,
                asked="", asked_held=False, yes_no=False, record_share=1.0, title_only=False, worked="", prose=0.0)
    base.update(kw)
    return Features(**base)


def test_trusted_over_records_not_for_a_rank_nor_a_count_read_from_a_head_line():
    from course_lib.sim.grounded.partial_trust import trusted

    assert not trusted(_features(worked="rank"))
    assert not trusted(_features(worked="rank", title_only=True, record_share=0.0))
    assert not trusted(_features(worked="count", title_only=True))
    assert trusted(_features(worked="count"))  # a record on the subject states the figure
    assert trusted(_features())
    assert trusted(_features(worked="rank", prose=0.8))  # prose: a sentence states the rank


def test_features_read_a_head_line_and_the_count_asked():
    from course_lib.sim.grounded import evidence
    from course_lib.sim.grounded.partial_trust import features
    from course_lib.sim.material.documents import Document
    from course_lib.sim.words.knowledge import Knowledge
    from course_lib.sim.words.matching import Matcher

    question = "How many nights is the reservation?"
    matcher = Matcher(Knowledge.load())
    found = evidence.gather(matcher, question, [Document("stay.txt", "stay", _STAY, 1)])
    f = features(found, question)
    assert f.worked == "count" and f.title_only and f.prose < 0.5
    assert "nights" in f.missing


def test_absence_not_trusted_over_records_for_a_count_or_rank_unless_a_rare_name_is_missing():
    from course_lib.sim.grounded.absence import Features, trusted

    base = dict(coverage=0.0, on_subject=False, unit="none", names=0, names_found=0, rare_name_absent=False,
                terms=2, terms_found=0, asked="", asked_held=False, prose=0.1, sentence_words=4.0)
    assert trusted(Features(**base))  # nothing of the subject held: "I don't know." is evidence
    assert not trusted(Features(**base, worked="count"))
    assert not trusted(Features(**base, worked="rank"))
    assert trusted(Features(**{**base, "rare_name_absent": True}, worked="rank"))  # "the cheapest QX-9": no QX-9
    assert trusted(Features(**{**base, "prose": 0.9}, worked="count"))  # prose read sentence by sentence
