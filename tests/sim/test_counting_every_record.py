"""A count whose noun names the records themselves (K3 of the sixteenth set's classes): "how
many <X>" where X is the key column's header, or "in this list" over lines of one record kind,
counts every record, never quotes one row nor says "I don't know."; a word that picks some
records, which it does not read, leaves the count to the other readers."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import counting
from tests.sim._chat import ask_rag as _ask

BIRDS = """Garden bird count - 14 January
Species        Count   Where
Blackbird      3       lawn
Robin          1       feeder
Blue tit       6       feeder
Wren           1       hedge
"""

HOSTS = """# /etc/hosts on build-01
127.0.0.1 localhost
10.0.0.11 db-primary
10.0.0.12 db-replica
10.0.0.20 cache
10.0.0.30 queue
"""

RIDES = """Ride     Distance   Time
Mon      12 km      41 min
Wed      20 km      66 min
Sat      45 km      2 h 30
"""





@pytest.mark.parametrize(("question", "body", "number"), [
    ("How many species were recorded?", BIRDS, 4),
    ("How many rides are there?", RIDES, 3),
    ("How many hosts are in this file?", HOSTS, 5),
])
def test_every_record_is_counted(question, body, number):
    found = counting.count(question, [body])
    assert isinstance(found, counting.Count) and found.number == number


@pytest.mark.parametrize(("question", "body"), [
    ("How many species were rare?", BIRDS),  # "rare" picks some rows, by a reading it lacks
    ("How many hosts are down?", HOSTS),  # no pointer to the file, and "down" picks some
])
def test_a_word_that_picks_some_records_is_no_count_of_all(question, body):
    found = counting.count(question, [body])
    assert not (isinstance(found, counting.Count) and found.number == len(body.strip().splitlines()) - 1)


@pytest.mark.parametrize(("context", "question", "number", "named"), [
    (BIRDS, "How many species were recorded?", "4", "Wren"),
    (HOSTS, "How many hosts are listed?", "5", "cache"),
])
def test_the_reply_gives_the_count_and_names_the_records(context, question, number, named):
    reply, limits = _ask(context, question)
    assert reply.startswith(number) and named in reply and not limits
