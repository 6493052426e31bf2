"""A grid of words read by its column and its rows (``word_grids``), on grids of my own (a café's
duty rota in English, a school's Chinese timetable of rooms): the rows a which / who question
filters by a column's value, one row's cell with the hours a line gives that value, and nothing
for a count, two columns or no grid."""
from __future__ import annotations

import pytest

from course_lib.sim.material import word_grids
from tests.sim._chat import ask_rag

ROTA = """Bean There café - rota, week of 9 June
Name     Role       Mon     Tue     Wed     Thu     Fri     Sat
Ola      barista    early   late    off     early   late    off
Marcus   kitchen    late    off     early   early   off     late
Jin      barista    off     early   late    late    early   early
Shifts: early 06:30-14:30, late 13:00-21:00.
"""

ROOMS = """初二(3)班 课外活动安排
学生     社团     周一     周二     周三     周四
王芳     合唱     礼堂     —       礼堂     —
李雷     篮球     —       体育馆   —       体育馆
赵敏     合唱     礼堂     —       —       礼堂
"""


@pytest.mark.parametrize(("question", "body", "held", "not_held"), [
    ("who's on the late shift on Saturday?", ROTA, "Marcus", "Jin"),
    ("which baristas work early on Friday?", ROTA, "Jin", "Ola"),
    ("which baristas are on early on Thursday?", ROTA, "Ola", "Marcus"),  # Marcus (kitchen) is early too
    ("周四谁去礼堂?", ROOMS, "赵敏", "王芳"),
    ("what hours is Ola doing on Thursday?", ROTA, "06:30-14:30", "13:00"),
    ("Jin's shift on Wed?", ROTA, "13:00-21:00", "06:30"),
])
def test_the_grid_read_by_column(question, body, held, not_held):
    got = word_grids.read(question, [body])
    assert isinstance(got, word_grids.Answer), got
    assert held in got.text and not_held not in got.text


@pytest.mark.parametrize(("question", "body"), [
    ("how many early shifts does Jin do?", ROTA),  # a count over cells
    ("is Ola in on Monday or Tuesday?", ROTA),  # two columns
    ("王芳一周一共去几次礼堂?", ROOMS),  # a count ("一周" holds "周一")
    ("who is the manager?", ROTA),  # no column
])
def test_no_grid_answer(question, body):
    assert word_grids.read(question, [body]) is None


@pytest.mark.parametrize(("question", "held", "not_held"), [
    ("who's on the late shift on Saturday?", "Marcus", "Ola"),
    ("what hours is Ola doing on Thursday?", "06:30-14:30", "Marcus"),
])
def test_the_reply_reads_the_grid_not_a_row(question, held, not_held):
    text, limits = ask_rag(ROTA, question)
    assert held in text and not_held not in text and not limits, text
