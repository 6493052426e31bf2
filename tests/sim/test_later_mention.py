"""A question about how things stand now, answered by a line a later line names again, is a stated
limit (``moved_values.later_mention`` and ``quoted_answer._overtaken``): the later line may hand the
thing to someone else, and no rule reads whether it does."""
from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage

from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.grounded.moved_values import later_mention
from course_lib.sim.reports.limits import SimulatorLimitWarning

FAMILY = """Mum (Sat 08:10): Gran's train gets in at 2, Leo will pick Gran up from the station.
Leo (Sat 08:30): ok no problem
Leo (Sat 11:45): car won't start... Ava could you pick Gran up instead?
Ava (Sat 11:50): yep on it"""


@pytest.mark.parametrize(("question", "picked", "later"), [
    ("who is picking Gran up now?", "Mum (Sat 08:10): Gran's train gets in at 2, Leo will pick Gran up from the station.",
     "Ava could you pick Gran up instead?"),
    ("who's collecting the keys at the moment?", "Tom collects the spare keys on Monday.", "Sara collects the spare keys now."),
])
def test_a_later_line_naming_the_same_thing_is_found(question, picked, later):
    texts = [FAMILY] if "Gran" in question else [f"{picked} The lift is being serviced. {later}"]
    found = later_mention(question, picked, texts)
    assert found is not None and later.split()[0] in found


@pytest.mark.parametrize(("question", "picked", "texts"), [
    # no "now": the question does not ask how things stand
    ("who is picking Gran up?", "Leo will pick Gran up from the station.", ["Leo will pick Gran up from the station. Ava could pick Gran up instead?"]),
    # the later line shares one term only
    ("who is picking Gran up now?", "Leo will pick Gran up from the station.", ["Leo will pick Gran up from the station. The station cafe opens at 9."]),
    # nothing after the picked line
    ("who is picking Gran up now?", "Leo will pick Gran up from the station.", ["Ava is away. Leo will pick Gran up from the station."]),
])
def test_no_later_mention(question, picked, texts):
    assert later_mention(question, picked, texts) is None


def test_the_reply_states_the_limit_instead_of_the_first_line():
    llm = SimulatedChatModel()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = llm.invoke([HumanMessage(f"This is our family chat:\n\n{FAMILY}\n\nWho is picking Gran up now?")])
    stated = [w for w in caught if issubclass(w.category, SimulatorLimitWarning)]
    assert stated or ("Ava" in out.content and "Leo will pick" not in out.content)
