"""A count over the rows of a report's table with prose lines around it (issue 26; thirteenth H2,
SAME as tenth C1 / eleventh D5 / twelfth G3-G4).

An ``nmap`` / ``kubectl get`` / backup report opens with a few prose lines ("Host is up", "3
jobs ran") above a header and column-gap rows. ``prose._run_pieces`` reads the rows under their
header, but ``counting.records`` counted only a document two thirds of whose lines are records,
so "How many jobs failed?" quoted one row as if it answered. Now the one table of such a
document is counted: the rows whose cell is the question's adjective ("failed", "Running"); a
count the prose states ("2 units failed") is still read from the prose, and a count of the rows
that LACK the word ("not Running") is a stated limit, not the rows that hold it. Reports invented for
this test; each behaviour case fails on the code before the change, the guards pass on both.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import counting
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_BACKUP = """Backup report for nas-01 (nightly run)
Started at 02:00 and finished at 03:12.
The target share was mounted read-write.
Skipped jobs are left out of the table.
JOB          STATUS     SIZE
photos       ok         120G
documents    failed     0
mail         ok         8G
music        failed     0
"""

_PODS = """Context: staging-eu
Namespace checked at 09:40 by the on-call script.
Pods that finished are not shown.
NAME                         READY   STATUS             RESTARTS   AGE
api-7d9f8b6c4-2xkq9          1/1     Running            0          2d
api-7d9f8b6c4-p8tzn          1/1     Running            0          2d
worker-5c6d7e8f9-lm3vq       0/1     CrashLoopBackOff   14         3h
redis-0                      1/1     Running            0          9d
"""

_UNITS = """Report from the build host, taken after the reboot.
Only units that changed are listed.
UNIT                   LOAD     ACTIVE   SUB
nginx.service          loaded   active   running
backup.service         loaded   failed   failed
certbot.timer          loaded   active   waiting
"""


@pytest.mark.parametrize(("report", "question", "number"), [
    (_BACKUP, "How many jobs failed?", 2),
    (_PODS, "How many pods are Running?", 3),
    (_UNITS, "How many units are active?", 2),
])
def test_the_rows_whose_cell_is_the_adjective_are_counted(report, question, number):
    found = counting.count(question, [report])
    assert isinstance(found, counting.Count) and found.number == number, found


def test_the_records_of_a_report_are_its_tables_rows():
    read = counting.records(_UNITS)
    assert read is not None and len(read.texts) == 3 and read.grid
    assert "Only units that changed are listed." in read.others


def test_a_count_the_prose_states_is_not_counted_again():  # guard: None before too
    stated = _UNITS.replace("Only units", "2 units failed after the reboot.\nOnly units")
    assert counting.count("How many units failed?", [stated]) is None


def test_two_tables_in_one_report_are_not_counted():  # guard: None before too
    two = (_BACKUP + "The next run is at 02:00 tomorrow.\nDisks were checked after the run.\n"
           "Both disks were scrubbed last week.\nDISK   STATE\nsda    ok\nsdb    failed\n")
    assert counting.count("How many jobs failed?", [two]) is None


def test_the_reply_gives_the_count(llm):  # noqa: F811
    text, stated = _rag(llm, _BACKUP, "How many jobs failed?")
    assert text.startswith("2.") and "documents" in text and "photos" not in text and not stated, (text, stated)


@pytest.mark.parametrize(("report", "question"), [
    (_PODS, "How many pods are not Running?"),
    (_UNITS, "How many units aren't active?"),
    ("NAME    STATUS\nweb-1   Running\nweb-2   Running\ndb-0    Pending\n", "How many pods are not Running?"),
])
def test_a_count_of_what_lacks_the_word_is_a_stated_limit(report, question):
    # (it counts the records holding a word; the ones lacking it may be rows not listed at all:
    # "Not shown: 995 closed ports")
    found = counting.count(question, [report])
    assert isinstance(found, str) and "do not hold" in found, found
