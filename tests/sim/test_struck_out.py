"""A value struck out for another ("at 4:15pm, not 3:30pm") supersedes a sentence that states the old
one (``course_lib.sim.grounded.moved_values.struck_out``, used by ``quoted_answer``; issue 26, the
merger's probe grounded_q): the newest reply of an e-mail thread stands above the messages it
quotes, so the correction may come first. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.grounded.moved_values import struck_out


@pytest.mark.parametrize("picked, texts, want", [
    ("Kick-off is at 7pm on the main pitch.", ["Note: kick-off is at 7.30pm, not 7pm, because of the floodlights."],
     "Note: kick-off is at 7.30pm, not 7pm, because of the floodlights."),
    ("The talk is in Room 2 after lunch.", ["Change of plan: the talk is in Room 5 instead of Room 2."],
     "Change of plan: the talk is in Room 5 instead of Room 2."),
    ("Auditions are on Tuesday.", ["Auditions will be on Thursday, not Tuesday."], "Auditions will be on Thursday, not Tuesday."),
    # guards: words, not values; the picked sentence already holds the new value; two corrections
    # that disagree; a value of another kind
    ("Bring a packed lunch.", ["Bring a packed lunch, not money."], None),
    ("Kick-off is at 7.30pm, not 7pm.", ["Note: kick-off is at 7.30pm, not 7pm."], None),
    ("Kick-off is at 7pm.", ["Kick-off is at 7.30pm, not 7pm.", "Sorry: kick-off is at 8pm, not 7pm."], None),
    ("Kick-off is at 7pm.", ["It is Tuesday, not 7pm."], None),
])
def test_a_struck_out_value(picked, texts, want):
    found = struck_out(picked, texts)
    assert (found.strip() if found else None) == want


THREAD = """Subject: Re: Choir concert

Small change from the venue: doors open at 6:45pm, not 6:15pm. Tickets as before.
Ruth

> Subject: Choir concert
> The spring concert is on Saturday 12 April at St Anne's. Doors open at 6:15pm and we start at 7pm.
> Tickets are £10, children free."""


def test_the_newest_reply_corrects_a_quoted_older_mail():
    from langchain_core.messages import HumanMessage

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = SimulatedChatModel().invoke([HumanMessage(f"{THREAD}\n\nWhat time do the doors open?")]).content
    assert "6:45pm" in reply and "open at 6:15pm" not in reply
