"""``grounded.weak_absences`` (issue 26, absent75): a partial answer that would say an age group is absent
("... I could not find anything about 'youth'") over material that names its groups by other words or by
ages ("Under-18 (10-17)") is a stated limit, and so is a plain "I don't know" resting on one; a word that names no age group, or a question whose rest meets
only the material's topic or the kind of value asked, keeps its absence (guards). Also
``asked_heads.said_by_ages``, the evidence it reads. Material of my own, not any set's or probe's."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.asked_heads import said_by_ages
from course_lib.sim.grounded.weak_absences import limit

_SYSTEM = "Answer only from the context below.\n\nContext:\n{context}"

TENNIS = """\
# Elm Park Tennis Club - fees 2027

| Category         | Yearly fee | Court booking        |
|------------------|------------|----------------------|
| Adult            | £180       | 7 days ahead         |
| Under-18 (10-17) | £50        | 3 days ahead         |
| Couple           | £300       | 7 days ahead         |

Floodlights: £4 per hour, token from the bar."""

WALL = """\
Summit Climbing Wall - session prices

Adult session: £12
Youngsters (6-15): £8, with a grown-up on the mat
Belay course (two evenings): £45
Chalk bags on sale at the desk."""

DENTAL = """\
Lakeside Denture Clinic - price list

New upper denture: £450
Denture reline: £95
Repairs while you wait from £40
Open Monday to Thursday."""


GYM = """\
FitHub Leeds - member rules

Towels: bring your own, or hire one at reception for £1.50.
Lockers: free, bring a padlock.
Under-16s may use the gym only with a parent.
Classes must be booked in the app up to 7 days ahead."""


HIRE = """\
Quayside Bike Hire - prices

Adult bike: £20 a day.
Under-12s bike: £10 a day.
Helmets included.
Update: the adult bike is now £22 a day."""


def _ask(context: str, question: str):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(_SYSTEM.format(context=context)), HumanMessage(question)])
    stated = [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return str(out.content), bool(stated or out.response_metadata.get("simulator_limit"))


@pytest.mark.parametrize(("context", "question", "word"), [
    (TENNIS, "how far ahead can a youth book a court?", "youth"),  # "Under-18 (10-17)": the youth, said by ages
])
def test_an_age_group_unmet_over_material_naming_its_groups_otherwise_is_a_stated_limit(context, question, word):
    reply, stated = _ask(context, question)
    assert stated, reply
    assert f"could not find anything about '{word}'" not in reply, reply


def test_an_age_group_unmet_before_a_plain_dont_know_is_a_stated_limit():
    """"I don't know." rested on "teenagers" alone: the gym's rule names its age group by its ages."""
    reply, stated = _ask(GYM, "can teenagers use the gym alone?")
    assert stated, reply


@pytest.mark.parametrize("question", [
    "how much do kids pay for a bike?",  # not "don't give it for the kids: ... for the adult only"
    "whats the price for children?",     # not "do not list 'children'"
    "how much for juniors?",             # not a plain "I don't know"
])
def test_an_age_group_over_a_line_of_an_age_bound_is_never_said_absent(question):
    reply, stated = _ask(HIRE, question)
    assert stated, reply
    assert "do not list" not in reply and "don't give it for" not in reply, reply


@pytest.mark.parametrize(("context", "question"), [
    (DENTAL, "how much is a crown?"),              # only the kind of value asked is met: no line on its subject
    (WALL, "how much is a bouldering session?"),   # a rare term the material would write as it is
    (TENNIS, "how far ahead can a student book a court?"),  # no age group: a student is no group by age
    (DENTAL, "how much is a denture for a pensioner?"),  # no group of people by age in the price list
])
def test_an_absence_with_nothing_of_its_subject_met_stands(context, question):
    """Guard (passes before too): the absence is the answer there."""
    reply, stated = _ask(context, question)
    assert not stated, reply
    assert "don't know" in reply or "do not mention" in reply, reply


def test_an_age_group_is_said_by_ages_when_the_material_names_groups_or_ages():
    assert said_by_ages("kids", (WALL,))
    assert not said_by_ages("kids", (DENTAL,))  # no group of people by age in it
    assert not said_by_ages("session", (WALL,))  # no age group word


def test_the_limit_names_the_word_and_why():
    text = limit("juniors", "it names people by age")
    assert "'juniors'" in text and "by age" in text
