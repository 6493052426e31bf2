"""``values.year_bands`` and ``grounded.school_years``: a school year or grade the question states,
read against the bands of the documents' lines, in the UK, US and Chinese systems. Invented wordings
(none of the course's data or of any set)."""

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.school_years import judged
from course_lib.sim.values.year_bands import bands, label, stated


@pytest.mark.parametrize(("question", "want"), [
    ("My lad's in Year 9 - is the robotics club open to him?", ("uk", 9)),
    ("could a reception child come along?", ("uk", 0)),
    ("Is it suitable for a 3rd grader?", ("us", 3)),
    ("my daughter is in grade 7", ("us", 7)),
    ("a second-grader", ("us", 2)),
    ("我女儿上三年级了", ("zh", 3)),
    ("高一学生可以吗", ("zh", 10)),
    ("初中一年级能来吗", ("zh", 7)),
    ("Which group covers Years 3 to 6?", None),  # a band, no one stated year
    ("My twins are in Year 2 and Year 5", None),  # two years
    ("How much is it per week?", None),
])
def test_stated(question, want):
    assert stated(question) == want


@pytest.mark.parametrize(("line", "want"), [
    ("Little Explorers: Reception - Year 1", [("uk", {0, 1})]),
    ("Open to Years 10, 11 and 12", [("uk", {10, 11, 12})]),
    ("Sixth form (Year 12 and over) only", [("uk", {12, 13})]),
    ("Homework club - up to Year 4", [("uk", {0, 1, 2, 3, 4})]),
    ("| Chess | grades 2 to 4 | Mon |", [("us", {2, 3, 4})]),
    ("Story time for K-1", [("us", {0, 1})]),
    ("书法班：一、二年级", [("zh", {1, 2})]),
    ("奥数班适合初二到初三", [("zh", {8, 9})]),
    ("Built in the year 1998", []),
    ("Fees rose 12% this year", []),
])
def test_bands(line, want):
    assert [(b.system, set(b.years)) for b in bands(line)] == want


def test_label():
    assert [label("uk", 0), label("us", 3), label("zh", 2), label("zh", 8)] == ["Reception", "grade 3", "二年级", "初二"]


CLUBS = ("Eastfield After-School Clubs\n\n"
         "| Club      | Years          | Day |\n|-----------|----------------|-----|\n"
         "| Lego      | Reception to Year 2 | Mon |\n| Coding    | Years 3 to 6   | Wed |\n"
         "| Debating  | Year 7 and above | Thu |\n| Staff yoga | Adults only | Fri |\n")


@pytest.mark.parametrize(("question", "verdict", "fits"), [
    ("My son's in Year 5, can he do Lego club?", False, ("Coding | Years 3 to 6 | Wed",)),
    ("Can my Year 1 daughter come to Lego?", True, ()),
    ("Is Debating OK for someone in Year 10?", True, ()),
])
def test_judged_yes_no(question, verdict, fits):
    found = judged(question, [CLUBS])
    assert found is not None and found.verdict is verdict and found.fits == fits


def test_judged_which_and_none():
    assert judged("Which club is for Year 4?", [CLUBS]).fits == ("Coding | Years 3 to 6 | Wed",)
    assert judged("Which club suits a 4th grader?", [CLUBS]) is None  # another system: no band of it
    assert judged("What day is Lego club?", [CLUBS]) is None  # no year stated


def _reply(notes: str, question: str) -> str:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke([SystemMessage("Answer from the notes.\n\n" + notes),
                                            HumanMessage(question)]).content


def test_a_year_band_decides_before_another_rows_only_rule():
    # before: "No: the notes say ... Staff yoga | Adults only" (an 'only' rule of another row)
    reply = _reply(CLUBS, "Can my daughter, she's in Year 2, join Lego?")
    assert reply.startswith("Yes") and "Adults" not in reply


def test_chinese_grade_band():
    notes = "【暑期班】\n书法班：适合小学一、二年级，每周二上午。\n奥数班：适合小学四至六年级，每周四下午。\n"
    assert _reply(notes, "孩子上三年级，能报奥数班吗？").startswith("不可以")
    assert _reply(notes, "我儿子二年级，可以报书法班吗？").startswith("可以")
