"""A yes/no question whose subject a line speaks of, yet no line was read as its answer: the documents
limit quoting that line, never "I don't know" (``grounded.unread_verdicts``). Notes and questions are
mine (a dentist's letter, a museum's visitor notes, a gym's welcome note, a flat's house rules), not the probe ``programs_k``'s
nor any fresh set's; the behaviour cases fail on 1d73706e ("I don't know."; the booking line quoted silently for "cost me
anything?"), the guards pass there too."""

from __future__ import annotations

import pytest

from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_DENTIST = """Dear Mr Abara,

Your check-up is booked for Monday 3 March at 10.40. The appointment is
part of your practice plan, so it is free of charge. Please bring a list
of any medicines you take.

Harbour Dental Practice"""

_MUSEUM = """Visiting the Tidewater Museum. The galleries open at ten every morning and close at five.
Photography without flash is welcome in every room. Prams can be left in the cloakroom by the main door.
The café on the first floor serves lunch until half past two."""

_GYM = """Welcome to Corebarn Gym. Lockers take a one pound coin, which you get back. Towels can be borrowed from
reception. Under-16s must train with an adult. The sauna closes thirty minutes before the gym does."""

_INN = ("青松民宿入住须知\n入住时间为下午两点以后,退房时间为中午十二点以前。\n狗狗可以进入公共大堂,但不能进入客房。\n"
        "早餐在一楼餐厅供应,每位38元。\n停车场位置有限,需提前告知。")

_RULES = """House rules, 14 Elm Court. Bins go out on Tuesday evenings. Smoking is not permitted anywhere in
the building, balconies included. Guests may stay for up to three nights in a row."""


@pytest.mark.parametrize("notes, question", [
    (_GYM, "Do I need to bring my own towel?"),  # bring my own <-> can be borrowed
    (_GYM, "Does the locker cost anything?"),  # cost <-> a coin you get back
    (_INN, "早餐要另外付钱吗?"),  # a Chinese yes/no (吗): 付钱 <-> 每位38元
])
def test_a_yes_no_question_over_a_line_on_its_subject_is_no_dont_know(llm, notes, question):  # noqa: F811
    text, stated = _rag(llm, notes, question)
    assert "I don't know" not in text
    assert stated and "yes or no" in stated[0] and "a line on the question's subject is there" in stated[0]


def test_a_yes_no_question_about_paying_needs_an_amount_or_free(llm):  # noqa: F811
    # the booking line shares "check-up" and says nothing of paying (its "10.40" is a time, no price)
    text, stated = _rag(llm, _DENTIST, "Will the check-up cost me anything?")
    assert stated and "whether it is free" in stated[0]
    text, stated = _rag(llm, _DENTIST, "Is the check-up free?")  # guard: the "free of charge" line answers
    assert "free of charge" in text and not stated


@pytest.mark.parametrize("notes, question", [
    (_DENTIST, "Is there parking at the surgery?"),  # the subject nowhere in the letter
    (_MUSEUM, "Does the museum have a lift?"),
    (_RULES, "Are cats allowed at 14 Elm Court?"),
    (_GYM, "Is there a swimming pool?"),
    (_MUSEUM, "Is the gift shop open on Mondays?"),  # a line on the museum's hours, but no gift shop anywhere
    (_INN, "有游泳池吗?"),
])
def test_a_yes_no_question_whose_subject_is_absent_stays_dont_know(llm, notes, question):  # noqa: F811
    text, stated = _rag(llm, notes, question)
    assert ("I don't know" in text or "我不知道" in text) and not stated


def test_a_value_question_is_left_to_the_value_readers(llm):  # noqa: F811
    text, _ = _rag(llm, _MUSEUM, "What does lunch at the café cost?")
    assert "yes or no" not in text


def test_the_limit_is_this_modules(llm, monkeypatch):  # noqa: F811
    # without ``unread_verdicts.limit`` the reply falls back to the "I don't know" it replaced (and without
    # ``subject_met.limit``, the later step that doubts it too: only a verb, "bring", unmet; fix55a)
    from course_lib.sim.grounded import subject_met, unread_verdicts

    monkeypatch.setattr(unread_verdicts, "limit", lambda request, found, matcher: None)
    monkeypatch.setattr(subject_met, "limit", lambda request, found, matcher: None)
    text, stated = _rag(llm, _GYM, "Do I need to bring my own towel?")
    assert "I don't know" in text and not stated
