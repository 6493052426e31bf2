"""A yes/no question answered by lines that hold its name and its other words apart ("is the isle of
man included like the mainland?" over a zone list whose mainland line says "included" and whose
next line names the Isle of Man at £4 extra): the answer is a verdict on which line holds the
name, so a quote of both is a stated limit (``unfit_answers.split_yes_no``,
``quoted_answer._split_yes_no``). Invented material: parcel zones, a museum's free-entry groups."""

from __future__ import annotations

import pytest

from tests.sim._chat import ask_rag

ZONES = ("Parcel zones. Zone A – UK mainland: next-day delivery included. Zone B – Northern Ireland, the Channel "
         "Islands and the Isle of Man: £4 extra. Zone C – everywhere else: £12 extra.")
MUSEUM = ("Admission. Free entry: children under 16, students and Friends of the Museum. Reduced entry at £6: "
          "Pensioners and Jobseekers. Everyone else: £12.")


@pytest.mark.parametrize(("context", "question"), [
    (ZONES, "is the isle of man included like the mainland?"),
    (MUSEUM, "are jobseekers let in free like friends of the museum?"),
])
def test_name_and_asked_word_in_different_lines_is_a_limit(context, question):
    reply, limits = ask_rag(context, question)
    assert limits, reply


@pytest.mark.parametrize(("context", "question", "expected"), [
    (ZONES, "is the UK mainland included?", "included"),
    (MUSEUM, "how much is entry for pensioners?", "£6"),
])
def test_one_line_holding_it_all_is_still_quoted(context, question, expected):
    reply, limits = ask_rag(context, question)
    assert expected in reply and not limits, reply
