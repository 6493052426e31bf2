"""A later source that moves a field's value (``course_lib.sim.grounded.moved_values``, applied by
``replies.grounded_answer``; issue 26, the twenty-eighth set's W3): "Due date: 14 May" in a task
and "pushed the due date to 21 May" in a later note: the answer gives the moved value and names the
old one as moved from. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.grounded.moved_values import applied, moved_value


@pytest.mark.parametrize("key, old, texts, new", [
    ("Target release", "v7", ["Update from Sam: we are moving the target release to v8 after the audit."], "v8"),
    ("Room", "12", ["Heads up: the room has been changed to 14 because of the flooding."], "14"),
    ("Owner", "Priya", ["Switched the owner to Marek on Monday."], "Marek"),
    # guards: no move, a move of another field, two different moves, another kind of value
    ("Owner", "Priya", ["Priya is away on Monday."], None),
    ("Owner", "Priya", ["Moved the deadline to Friday."], None),
    ("Budget", "4000", ["Budget moved to 4500.", "Later: budget moved to 5000."], None),
    ("Version", "2.1", ["Moving the version to Marlow."], None),
])
def test_a_moved_value(key, old, texts, new):
    assert moved_value(key, old, texts) == new


def test_the_reply_names_the_old_value_as_moved_from():
    out = applied("Target release: v7", ["we are moving the target release to v8"])
    assert out == "Target release: v8 (moved from v7 by a later source)"


def test_a_grounded_answer_gives_the_value_in_force():
    from course_lib.sim import SimulatedChatModel

    context = ("[1] TASK-88 Replace the boiler pump\nStatus: Open\nTarget release: v7\n\n"
               "[2] Comment by Sam, 3 June: we are moving the target release to v8, v7 is closed.")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([
            SystemMessage(f"Answer from the context only.\n\nContext:\n{context}"),
            HumanMessage("what's the target release for the boiler pump task")]).content
    assert "v8" in out and "v7" not in out.replace("from v7", ""), out


STRUCK_SENTENCES = [
    "Please collect them at 4:15pm, not 3:30pm.",
    "The party is in the Atrium instead of the Lighthouse.",
    "We meet at 7pm rather than 6pm this week.",
    "Bring £12 in place of £10 for the coach.",
    "Meet at Gate 4 instead\nof Gate 2.",
    "Use room B12 rather  than room B10, the projector is fixed.",
    "Nothing here is struck out, though it notes 3 things.",
    "In Place Of Gate 2 it says Gate 3.",
    "Record every glaze result in the log book.",
]


@pytest.mark.parametrize("sentence", STRUCK_SENTENCES)
def test_a_sentence_with_a_struck_out_value_holds_a_mark(sentence):
    """``struck_out`` reads only sentences holding a mark (``_struck_out_marks``): every sentence
    the pattern matches holds one."""
    from course_lib.sim.grounded.moved_values import _struck_out_marks, _struck_out_re

    if _struck_out_re().search(sentence):
        assert any(mark in sentence for mark in _struck_out_marks())


@pytest.mark.parametrize(
    ("picked", "text", "correction"),
    [
        ("I am back for a 3:30pm pick-up.", "Please collect them at 4:15pm, not 3:30pm.", "Please collect them at 4:15pm, not 3:30pm."),
        ("The dinner is in Room 3.", "Dinner is in Room 5 instead of Room 3.", "Dinner is in Room 5 instead of Room 3."),
        ("Bring £10 for the coach.", "Bring £12 in place of £10 for the coach.", "Bring £12 in place of £10 for the coach."),
        ("Meet at Gate 2.", "Meet at Gate 4 instead\nof Gate 2.", "Meet at Gate 4 instead\nof Gate 2."),
        ("Bring £10 for the coach.", "Record every glaze result in the log book.", None),
    ],
)
def test_a_value_struck_out_for_another(picked, text, correction):
    from course_lib.sim.grounded.moved_values import struck_out

    found = struck_out(picked, [text])
    assert (found and " ".join(found.split())) == (correction and " ".join(correction.split()))


def test_zh_correction_of_a_time_leaves_a_question_asking_the_day():
    from course_lib.sim.grounded.moved_values import zh_correction

    notice = "运动会定于2035年10月19日(星期五)举行。\n学生请穿校服。\n【更正】集合时间改为7:30。"
    picked = "运动会定于2035年10月19日(星期五)举行。"
    assert zh_correction("运动会那天是星期几?", picked, [notice]) is None
    # guard: a question asking the time still takes the correction
    assert zh_correction("几点集合?", "7:50在学校东门集合。", [notice]) is not None


def test_zh_correction_of_a_thing_neither_the_line_nor_the_question_names_is_none():
    # change74: a 补充通知 moving the 书法课 says nothing of the 校车's time, nor is it a limit for it
    from course_lib.sim.grounded.moved_values import zh_correction

    notice = ("学校通知\n校车每天早上6:50从村口出发。\n书法课每周三下午4点在二楼教室上课。\n"
              "补充通知:书法课改到周四下午4点。")
    assert zh_correction("校车几点出发?", "校车每天早上6:50从村口出发。", [notice]) is None
    # a guard (as before change74): the moved thing the question names still counts
    assert zh_correction("书法课什么时候上?", "校车每天早上6:50从村口出发。", [notice]) is not None


def test_zh_correction_of_a_thing_whose_own_line_meets_the_question_stays():
    """A guard (passes before change74 too) of its skip: the moved 书法课's own line shares 教室 with the question,
    which may mean it (the thirty-fifth set's zh-notice-gather: 集合 moved, "几点要到学校?" over "7:50在学校东门集合")."""
    from course_lib.sim.grounded.moved_values import zh_correction

    notice = ("学校通知\n校车每天早上6:50从村口出发。\n书法课每周三下午4点在二楼教室上课。\n"
              "补充通知:书法课改到周四下午4点。")
    assert zh_correction("下午几点去二楼教室?", "校车每天早上6:50从村口出发。", [notice]) is not None
