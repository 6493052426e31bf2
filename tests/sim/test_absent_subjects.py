"""The asked subject in no line, beside a later correction of another line (issue 26, fix58a):
``grounded.absent_subjects`` through the simulator's correction step."""

from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.absent_subjects import _zh_head, _zh_no_subject

GYM = ("Fernside Gym - members' FAQ\n"
       "The pool is open 6am to 10pm on weekdays.\n"
       "The sauna is open 7am to 9pm.\n"
       "Towels cost £1 to hire.\n"
       "Update (May): the sauna now closes at 8pm. (This replaces the earlier line.)")


def _ask(context: str, question: str) -> str:
    out = SimulatedChatModel().invoke([SystemMessage(f"Answer from the context.\n\nContext:\n{context}"),
                                      HumanMessage(question)])
    return out.content


def test_an_absent_subject_is_not_answered_by_the_update_of_another_line():
    for question in ("do you give out goggles with the sauna?", "do you lend flip-flops and hairdryers for the sauna?"):
        reply = _ask(GYM, question)
        assert "8pm" not in reply and "9pm" not in reply and "don't know" in reply


def test_zh_head_of_the_asked_subject():
    assert _zh_head("家长会通知什么时候发?") == "通知"
    assert _zh_head("什么时候?") is None
    assert _zh_head("一共多少钱?") in _zh_no_subject()
    assert _zh_head("周六练车到几点?") == "车到"  # a head with a verb's ending: absent_word reads it as no noun


def test_guard_the_update_still_answers_its_own_subject():
    assert "8pm" in _ask(GYM, "what time does the sauna close?")


def test_guard_a_word_qualifying_a_written_noun_is_no_absent_subject():
    assert "8pm" in _ask(GYM, "when does the main sauna shut")


def test_a_clock_time_asked_over_a_dated_line_with_none():
    from course_lib.sim.grounded.absent_subjects import clock_unstated

    assert clock_unstated("what time does the plant sale open", "The plant sale is on Saturday 4 May in the hall.")
    assert not clock_unstated("what time does the plant sale open", "The plant sale opens at 10am on Saturday.")
    assert not clock_unstated("when is the plant sale", "The plant sale is on Saturday 4 May.")
    assert not clock_unstated("what time should I get there", "Arrive half an hour before your slot.")
