"""``replies``: the grounded answer, a pipeline over the record answerers, stated answers and the
extractive reader. Invented notes."""

from __future__ import annotations

import pytest

from course_lib.sim.responders.replies import grounded_answer
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from tests.sim._replies_helpers import grounded


@pytest.fixture(scope="module")
def knowledge():
    return Knowledge.load()


@pytest.mark.parametrize(("question", "reply"), [("When does the ferry leave?", "The ferry leaves at 8am."),
                                                 ("Who built the lighthouse?", "I don't know.")])
def test_grounded_answer(knowledge, question, reply):
    assert grounded_answer(grounded("The ferry leaves at 8am.", question), Matcher(knowledge), knowledge) == reply


# --- the reply-fit check at the end of the grounded pipeline (``replies._fitted``) -----------------

_ROTA = ("Allotment watering rota\n"
         "Bed: Herbs; Waterer: Bea; Day: Monday\n"
         "Bed: Beans; Waterer: Tomas; Day: Wednesday\n"
         "Bed: Squash; Waterer: Bea; Day: Friday\n")


@pytest.mark.parametrize(("question", "right"), [
    ("how many beds does Bea water", ("2", "two")),
    ("are the herbs watered before the beans", ("yes",)),
])
def test_a_grounded_reply_without_the_asked_kind_states_a_limit(question, right):
    import warnings

    from course_lib.sim import SimulatedChatModel

    prompt = f"Answer the question based only on the following context:\n{_ROTA}\n\nQuestion: {question}\n"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(prompt)
    limit = out.response_metadata.get("simulator_limit")
    words = out.content.lower().split()
    assert limit or any(w.strip(".,:") in right for w in words[:3]), out.content


# --- last of the pipeline: a plain quote of several values for a question asking one case -----------

_HIRE = ("Harbour Watersports - hire prices\n"
         "Paddleboards: £15 an hour (Mon-Fri), £20 an hour (weekends), £60 per day.\n"
         "Wetsuits are free with every hire. Under-14s must wear a buoyancy aid.\n")


@pytest.mark.parametrize(("question", "limited"), [
    ("how much is a paddleboard on a saturday", True),  # one case of three prices: not read
    ("how much is paddleboard hire", False),  # every price answers: the quote
    ("are wetsuits free", False),  # no value asked
])
def test_a_plain_quote_of_several_values_for_one_case_states_a_limit(question, limited):
    import warnings

    from course_lib.sim import SimulatedChatModel

    prompt = f"Answer the question based only on the following context:\n{_HIRE}\n\nQuestion: {question}\n"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(prompt)
    limit = out.response_metadata.get("simulator_limit") or ""
    assert ("values of the kind the question asks" in limit) == limited, out.content
    if not limited:
        assert "£15" in out.content or "free" in out.content.lower(), out.content


# --- last of the pipeline: a plain quote of the operands of a total or a per-unit amount (calib80) -----------

_POTTERY = ("Clayworks studio - prices\n"
            "Wheel course: 6 sessions for £150, clay and firing included.\n"
            "Open studio is £12 per visit.\n")


@pytest.mark.parametrize(("question", "limited"), [
    ("what's that per session on the wheel course", True),  # the course's price is for six sessions
    ("how much is open studio per visit", False),  # the line states the rate
    ("how much is the wheel course", False),  # the course's own price
])
def test_a_plain_quote_of_a_bundle_for_a_per_unit_question_states_a_limit(question, limited):
    """Fails on start80 for the first row (the bundle's line quoted); the others are guards."""
    import warnings

    from course_lib.sim import SimulatedChatModel

    prompt = f"Answer the question based only on the following context:\n{_POTTERY}\n\nQuestion: {question}\n"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(prompt)
    limit = out.response_metadata.get("simulator_limit") or ""
    assert ("no amount per" in limit) == limited, out.content
    if not limited:
        assert "£" in out.content, out.content
