"""A question asking whether something still holds ("is it still ...", "can I still ...", "has it
... yet"): the documents' rule or date is judged against today or the time the question
states, which the simulator does not do, so neither a quote of the rule (a partial answer) nor "I
don't know" over notes on its subject, but a stated limit (``partial_answers._judged_now``,
``doubted_absence._judged_now``). Invented notes: a pool's help pages, a kettle's guarantee, a shop's
dispatch times, a library's renewals."""

from __future__ import annotations

import pytest

from tests.sim._chat import ask_rag

POOL = ("Cancelling a swimming lesson. You can cancel a lesson online until 9pm the evening before. Sunday lessons "
        "are the exception: they cannot be cancelled after noon on Saturday.\n\n"
        "Lockers. A replacement locker key costs £12.")
KETTLE = "Warranty. Every kettle carries a two-year guarantee from the date of purchase. Spare lids are sold separately."
LIBRARY = ("Renewals. Books can be renewed online three times, unless another reader has reserved them. "
           "Late returns cost 20p a day.")
DISPATCH = ("Dispatch. Orders placed before 2pm on a weekday ship the same day. Orders placed at weekends ship on "
            "Monday. Returns are free.")


@pytest.mark.parametrize(("context", "question"), [
    (POOL, "it's saturday, just after 2pm - can I still cancel tomorrow's lesson?"),
    (KETTLE, "I bought my kettle in 2029, is it still under guarantee?"),
    (DISPATCH, "I ordered at 4pm on friday - has it shipped yet?"),
    (DISPATCH, "it's 9pm on tuesday, can I still get my order shipped today?"),
])
def test_whether_it_still_holds_is_a_stated_limit(context, question):
    reply, limits = ask_rag(context, question)
    assert limits, reply
    assert "I don't know" not in reply and "我不知道" not in reply


@pytest.mark.parametrize(("context", "question", "expected"), [
    (POOL, "how much is a new locker key?", "£12"),
    (LIBRARY, "how much is it per day for a late return?", "20p"),
])
def test_plain_questions_on_the_same_notes_keep_their_answers(context, question, expected):
    reply, limits = ask_rag(context, question)
    assert expected in reply and not limits, reply


@pytest.mark.parametrize(("context", "question"), [
    ("Tokens last 60 minutes. A request with a valid token but without the write scope gets 403 Forbidden; "
     "an expired token gets 401 Unauthorized.",
     "What status does the API send when the token is still valid but the write scope is missing?"),
    ("Cached pages are served while the origin still answers; when it stops answering the cache serves the "
     "last copy for up to 24 hours.", "How long does the cache keep serving once the origin no longer answers?"),
])
def test_still_inside_a_what_question_is_no_judgement_of_now(context, question):
    reply, limits = ask_rag(context, question)
    assert not any("still holds" in lim for lim in limits), (reply, limits)
