""""How many ..." over a line-per-record document is answered by counting (issue 26, eleventh D2).

A log, a fixed-width listing or a grid states no count: the simulator used to quote the lines
that mention the question's subject (some of them another subject's) or one row of a grid, with
no figure. ``counting`` counts the records (a log's lines, a table's cells) that hold the
question's subject, when every other content word of the question is written nowhere in the
document (the counted noun, a time frame); a word the document writes ("How many restarts" over a
RESTARTS column) is a value to read, not a count. Texts and wordings are invented for this test;
each behaviour case fails on the code before the change; the guards keep a stated value read as
before and a table's own row key asked about ("How many visitors does Elm Park get?") no count.
A partial answer to "how many X" whose sentences miss a word of X and hold no new figure is a
stated limit (``unworked_answers.uncounted``); one with a figure ("180 kcal") stays as it was.
"""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.grounded import counting

_JOURNAL = """2026-03-02T07:00:01Z backup[211]: started run 881 on host nas-2
2026-03-02T07:04:40Z backup[211]: ERROR chunk 17 checksum mismatch on host nas-2
2026-03-02T07:05:12Z backup[211]: ERROR chunk 40 checksum mismatch on host nas-2
2026-03-02T07:09:55Z backup[302]: started run 882 on host nas-3
2026-03-02T07:12:03Z backup[302]: finished run 882 on host nas-3
"""

_ROTA = """Ward 4 rota (week 12)
        Mon      Tue      Wed      Thu      Fri
Early   Priya    Tom      Priya    Ana      Tom
Late    Ana      Priya    Tom      Tom      Ana
Night   Joel     Joel     Ana      Priya    Joel
"""

_DOCKER = """CONTAINER ID   IMAGE          STATUS                    NAMES
3f2a9c1b7d10   nginx:1.27     Up 3 hours                web
9b8e7d6c5a41   postgres:16    Exited (1) 2 minutes ago  db
1a2b3c4d5e6f   redis:7        Up 3 hours                cache
7c6d5e4f3a2b   busybox:1.36   Exited (0) 1 hour ago     scratch
"""

_PARKS = """park,district,opened,visitors
Elm Park,North,1911,240000
Riverside,South,1987,95000
Quarry Gardens,North,2004,61000
"""


def test_a_log_counts_the_lines_holding_the_subject() -> None:
    found = counting.count("How many errors were logged on nas-2?", [_JOURNAL])
    assert isinstance(found, counting.Count) and found.number == 2 and found.noun == "lines"
    assert all("nas-2" in q and "ERROR" in q for q in found.quoted)


def test_a_grid_counts_cells_not_rows() -> None:
    found = counting.count("How many shifts does Priya have?", [_ROTA])
    assert isinstance(found, counting.Count) and found.number == 4
    assert found.quoted == ("Early Mon", "Early Wed", "Late Tue", "Night Thu")


def test_a_listing_counts_rows_by_a_cell_value() -> None:
    found = counting.count("how many containers have exited", [_DOCKER])
    assert isinstance(found, counting.Count) and found.number == 2 and found.noun == "rows"


def test_a_csv_counts_rows_by_a_cell_value() -> None:
    found = counting.count("How many parks are in the North district?", [_PARKS])
    assert isinstance(found, counting.Count) and found.number == 2


@pytest.mark.parametrize(("question", "text"), [
    ("How many visitors does Elm Park get?", _PARKS),  # the row's own key: its value is asked
    ("How many checksum mismatches were there?", "A checksum mismatch stops the run.\nRetry it twice.\n"),  # prose
    ("Which host had errors?", _JOURNAL),  # no count asked
    ("How many files were copied on nas-3?", "2026-03-02T07:12:03Z finished run 882 on nas-3, 4012 files copied\n"
     "2026-03-02T07:12:04Z run 882 on nas-3 took 31s\n"),  # "4012 files": a figure the log states
])
def test_no_count_where_none_is_asked_or_read(question: str, text: str) -> None:
    assert counting.count(question, [text]) is None


def test_two_documents_holding_the_subject_are_a_limit() -> None:
    assert isinstance(counting.count("How many shifts does Ana have?", [_ROTA, _ROTA.replace("12", "13")]), str)


@pytest.fixture(scope="module")
def llm():
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel()


def _rag(llm, context: str, question: str):
    from langchain_core.messages import HumanMessage, SystemMessage

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return llm.invoke([SystemMessage("Use only the notes below.\n\nNotes:\n" + context), HumanMessage(question)])


def test_the_reply_gives_the_count_and_its_records(llm) -> None:
    out = _rag(llm, _JOURNAL, "How many errors were logged on nas-2?")
    assert out.content.startswith("2. 2 lines of the document hold") and "nas-3" not in out.content
    assert "simulator_limit" not in out.response_metadata


def test_a_grid_count_reply(llm) -> None:
    out = _rag(llm, _ROTA, "How many night shifts does Joel do?")
    assert out.content.startswith("3.") and "Night Mon" in out.content


def test_an_ambiguous_count_states_a_limit(llm) -> None:
    grid = ("          Mon          Tue          Wed\n"
            "Early     Priya        Priya Sen    Tom\n"
            "Late      Tom          Priya        Ana\n")
    out = _rag(llm, grid, "How many shifts does Priya do?")
    assert "simulator_limit" in out.response_metadata and "other words too" in out.content


def test_a_partial_answer_with_no_number_of_the_counted_noun_is_a_limit(llm) -> None:
    # one line on the subject, no figure, "could not find 'classes'": no part of a count
    notes = "Lab block timetable\nMonday: Chemistry, then Biology.\nTuesday: Physics all day.\n"
    out = _rag(llm, notes, "How many chemistry classes are there each week?")
    assert "simulator_limit" in out.response_metadata and "how many chemistry classes" in out.content


def test_a_partial_answer_with_a_figure_stays(llm) -> None:
    out = _rag(llm, "Energy 180 kcal per bar. Protein 9 g.\n", "How many calories are in a bar?")
    assert "180 kcal" in out.content and "simulator_limit" not in out.response_metadata
