"""An IPython dump and a timestamped transcript (issue 26). ``In [n]:`` / ``Out[n]:`` lines are
records, an input one statement (never cut at its "."), its output read under it; a transcript's
line is found by the words it says ("feeding" meets "feed": ``text.stem`` keeps "-eed" words whole)
and "talk about" / "discuss" / "mention" name no topic. Invented texts, none from the fresh sets."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

IPYTHON = """In [1]: import polars as pl
In [2]: trips = pl.read_parquet("ferry_trips.parquet")
In [3]: trips.height
Out[3]: 88412
In [4]: trips["vessel"].n_unique()
Out[4]: 14
"""
IPYTHON_2 = """In [7]: orders = load_orders()
In [8]: orders.total.sum()
Out[8]: 51230.75
In [9]: orders.customer_id.nunique()
Out[9]: 2087
"""
TRANSCRIPT = """Garden Hour, episode 12 -- transcript

[00:02:10] ANNA: Welcome to the show, my guest today is the grower Jonas Berg.
[00:09:45] JONAS: We mostly talk about soil here, and compost.
[00:21:30] JONAS: I seed the tomatoes indoors in March, on a warm windowsill.
[00:35:05] ANNA: Thanks for listening.
"""
TRANSCRIPT_2 = """Workshop recording -- bicycle maintenance

[00:01:00] LEE: Today we discuss brakes and gears.
[00:12:40] LEE: Grease the chain after every wet ride, then wipe off the extra.
[00:27:15] SAM: I feed new cable through the housing from the lever end.
"""


def _ask(context: str, question: str):
    from course_lib import SimulatorLimitWarning
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        reply = SimulatedChatModel().invoke(
            [SystemMessage(f"Use only the context below to answer.\n\nContext:\n{context}"), HumanMessage(question)])
    return reply.content, [w for w in seen if issubclass(w.category, SimulatorLimitWarning)]


def test_an_ipython_output_reads_under_its_input():
    from course_lib.sim.material.prose import units

    found = {u.text: u for u in units(IPYTHON)}
    assert 'In [4]: trips["vessel"].n_unique()' in found  # one statement, not cut at "."
    assert found["Out[4]: 14"].lead == 'In [4]: trips["vessel"].n_unique()'
    assert found['In [4]: trips["vessel"].n_unique()'].code  # an input states nothing itself


@pytest.mark.parametrize(
    ("context", "question", "wrong"),
    [
        (IPYTHON, "How many different vessels are in the ferry trips?", ("88412",)),
        (IPYTHON_2, "How many distinct customers placed orders?", ("51230",)),  # a guard: right before too
    ],
)
def test_an_ipython_dump_is_never_quoted_whole(context, question, wrong):
    text, seen = _ask(context, question)
    assert not any(w in text for w in wrong) or seen  # right, or a stated limit
    assert "In [1]" not in text and "In [7]" not in text


@pytest.mark.parametrize(
    ("context", "question", "want", "not_want"),
    [
        (TRANSCRIPT, "When do they talk about seeding the tomatoes?", "21:30", ("09:45", "02:10")),
        (TRANSCRIPT_2, "When do they discuss feeding the cable?", "27:15", ("01:00", "12:40")),
    ],
)
def test_a_transcript_line_is_found_by_what_it_says(context, question, want, not_want):
    text, seen = _ask(context, question)
    assert want in text and not any(x in text for x in not_want) and not seen


def test_eed_words_keep_their_stem():
    from course_lib.sim.words.text import stem

    assert stem("feed") == stem("feeding") == stem("feeds") == "feed"
    assert stem("seed") == stem("seeding") == "seed"
    assert stem("need") == "nee"  # a generic word: kept as before (the course's figures rest on it)
