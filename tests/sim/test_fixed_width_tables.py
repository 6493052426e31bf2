"""Fixed-width tables read by their header (issue 26; tenth C4, eleventh D1(b)).

``ps``, ``docker ps``, ``kubectl get``, ``df -h`` print tables aligned with spaces, and a rota or
timetable is a grid whose rows open with a label under a blank corner. Their lines used to be
read as rows of words never paired with the header line, so "Who is on the late shift on Tue?"
or "How much memory does the cron process use?" found no cell by its column. Now
``data_records.fixed_width_table`` cuts a paragraph's lines at the gaps they share (or, when
their indentation was stripped, at runs of two spaces) and ``prose`` reads each row as a table
row of ``header: cell`` pairs, as it reads markdown, CSV and HTML tables. Texts and wordings are
invented for this test; each behaviour case fails on the code before the change; the last ones
are guards (prose with double spaces, a record of "Key: value" lines, a log are no table).
"""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.material import prose
from course_lib.sim.material.data_records import fixed_width_table

_PS = """USER       PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND
root         1  0.0  0.1 167000 11800 ?        Ss   Nov30   0:04 /sbin/init
www-data   912  2.3  4.8 912344 39011 ?        Sl   09:12   1:41 gunicorn app:api
cron      1307  0.0  0.0  12004  2920 ?        Ss   Nov30   0:00 /usr/sbin/cron -f
"""

_DOCKER = """CONTAINER ID   IMAGE          STATUS                    PORTS                  NAMES
3f2a9c1b7d10   nginx:1.27     Up 3 hours                0.0.0.0:8080->80/tcp   web
9b8e7d6c5a41   postgres:16    Exited (1) 2 minutes ago                         db
1a2b3c4d5e6f   redis:7        Up 3 hours                6379/tcp               cache
"""

_ROTA = """Ward 4 rota (week 12)
        Mon      Tue      Wed      Thu      Fri
Early   Priya    Tom      Priya    Ana      Tom
Late    Ana      Priya    Tom      Tom      Ana
Night   Joel     Joel     Ana      Priya    Joel
"""

_KUBECTL = """NAME             READY   UP-TO-DATE   AVAILABLE   AGE
billing-api      3/3     3            3           12d
search-indexer   0/2     2            0           3d
"""

def test_a_ps_listing_pairs_each_cell_with_its_header() -> None:
    title, header, rows = fixed_width_table(_PS.split("\n"))
    assert title == "" and header[:4] == ["USER", "PID", "%CPU", "%MEM"] and header[-1] == "COMMAND"
    assert rows[2][0] == "cron" and rows[2][header.index("RSS")] == "2920"
    assert rows[1][-1] == "gunicorn app:api"


def test_an_empty_cell_keeps_its_column() -> None:
    _, header, rows = fixed_width_table(_DOCKER.split("\n"))
    assert header == ["CONTAINER ID", "IMAGE", "STATUS", "PORTS", "NAMES"]
    assert rows[1] == ["9b8e7d6c5a41", "postgres:16", "Exited (1) 2 minutes ago", "", "db"]


def test_a_grid_reads_row_label_and_column() -> None:
    title, header, rows = fixed_width_table(_ROTA.split("\n"))
    assert title == "Ward 4 rota (week 12)" and header == ["", "Mon", "Tue", "Wed", "Thu", "Fri"]
    assert rows[1][:3] == ["Late", "Ana", "Priya"]
    # the same grid with its indentation stripped (markdown strips a paragraph's lines)
    stripped = [x.strip() for x in _ROTA.split("\n")]
    assert fixed_width_table(stripped)[1:] == (header, rows)


def test_prose_reads_the_rows_as_table_facts() -> None:
    facts = [u for u in prose.units(_ROTA) if u.table]
    assert facts[1].text == "Late; Mon: Ana; Tue: Priya; Wed: Tom; Thu: Tom; Fri: Ana."
    assert facts[1].cells[2] == ("Tue", "Priya")
    rows = [u.text for u in prose.units(_KUBECTL) if u.table]
    assert rows[1] == "NAME: search-indexer; READY: 0/2; UP-TO-DATE: 2; AVAILABLE: 0; AGE: 3d."


@pytest.mark.parametrize("text", [
    # prose lines with double spaces after their full stops
    "The fence was mended on Monday.  It rained.\nThe gate still sticks.  Call Tom.\nHe has the key.  Thanks.\n",
    # a record of "Key: value" lines aligned with spaces
    "Policyholder:      Ms Ada Brook\nPolicy no.:        HX-22\nPremium:           £310.00\n",
    # a log (no header of labels)
    "2026-01-04 10:00:01  INFO   started\n2026-01-04 10:00:02  WARN   slow disk\n2026-01-04 10:00:09  INFO   done\n",
])
def test_no_table_in_other_texts(text: str) -> None:
    assert fixed_width_table(text.split("\n")) is None


@pytest.fixture(scope="module")
def llm():
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel()


def _rag(llm, context: str, question: str) -> str:
    from langchain_core.messages import HumanMessage, SystemMessage

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke([SystemMessage("Use only the notes below.\n\nNotes:\n" + context), HumanMessage(question)])
    return out.content


def test_a_grid_cell_is_read_by_row_label_and_column(llm) -> None:
    reply = _rag(llm, _ROTA, "Who is on the Late shift on Tue?")
    assert "Tue: Priya" in reply and "Mon: Ana" not in reply


def test_a_fixed_width_cell_is_read_by_its_header(llm) -> None:
    reply = _rag(llm, _PS, "How much RSS does the cron process use?")
    assert "RSS: 2920" in reply and "11800" not in reply and "Nov30" not in reply


_MATCHES = """Date,Venue,Home,Away
03 Mar,Rec Ground,Harbour Lions,Millbrook Town
10 Mar,Mill Lane,Millbrook Town,Oakfield Athletic
17 Mar,Rec Ground,Oakfield Athletic,Harbour Lions
"""


def test_a_table_row_opening_with_a_date_is_no_byline(llm) -> None:
    # ``evidence._byline`` took a first row "Date: 03 Mar; ..." under the title for the note's byline
    reply = _rag(llm, _MATCHES, "When do Harbour Lions play Millbrook Town?")
    assert "03 Mar" in reply and "10 Mar" not in reply


_BOOKINGS = """Room bookings (floor 2)
       Mon       Tue       Wed       Thu
S1     Orchid    Maple     Orchid    Cedar
S2     Cedar     Orchid    Maple     Maple
S3     Maple     Cedar     Cedar     Orchid
"""

_TARIFF = """Tariff 2027
         Jan     Feb     Mar     Apr
Peak     0.41    0.40    0.38    0.35
Offpeak  0.19    0.19    0.18    0.17
"""


@pytest.mark.parametrize(("text", "question", "named"), [
    (_BOOKINGS, "Which room is booked in the third slot on Wednesday?", "Wednesday"),
    (_ROTA, "Who works the second shift on Thursday?", "Thursday"),
    (_TARIFF, "What is the price in March?", "March"),
])
def test_a_column_named_in_full_with_no_row_read_is_a_limit(llm, text: str, question: str, named: str) -> None:
    # "Wednesday" names the column "Wed" (``calendar_names`` in data/sim/lexicons.yaml), and no row
    # is read for "third slot": a stated limit, not "I don't know."
    from langchain_core.messages import HumanMessage, SystemMessage

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke([SystemMessage("Use only the notes below.\n\nNotes:\n" + text), HumanMessage(question)])
    assert "simulator_limit" in out.response_metadata and f"'{named}'" in out.content


def test_a_short_header_names_its_weekday_or_month() -> None:
    assert prose._calendar_name("Thu") == "thursday" and prose._calendar_name("Sept.") == "september"
    assert prose._calendar_name("Mar") == "march" and prose._calendar_name("May") == ""  # (already whole)
    assert prose._calendar_name("Size") == "" and prose._calendar_name("Ma") == ""


_LOADS = """server,cpu_load,disk_used
app-1,0.42,61%
app-2,3.90,88%
db-1,0.77,97%
"""

_PLANS = """| Plan | Seats | Storage |
|---|---|---|
| Bronze | 3 | 10 GB |
| Gold | 25 | 1 TB |
"""


@pytest.mark.parametrize(("text", "question", "named"), [
    (_PS, "Which user runs the busiest process?", "user"),
    (_LOADS, "Which server is overloaded?", "server"),
])
def test_a_row_asked_for_by_its_key_column_with_none_read_is_a_limit(llm, text: str, question: str, named: str) -> None:
    # "Which user ...?" names the first column's header and none of its values: it asks which row,
    # by a reading of the other columns the simulator does not make ("busiest", "overloaded")
    from langchain_core.messages import HumanMessage, SystemMessage

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke([SystemMessage("Use only the notes below.\n\nNotes:\n" + text), HumanMessage(question)])
    assert "simulator_limit" in out.response_metadata and f"'{named}'" in out.content


def test_a_row_named_with_a_field_no_column_holds_stays_i_dont_know(llm) -> None:
    # the question names the row ("Gold") and a field the table lacks: "I don't know." is right
    assert _rag(llm, _PLANS, "How much does the Gold plan cost per month?") == "I don't know."
