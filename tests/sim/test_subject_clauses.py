"""An answer's clause with a subject and verb of its own after "and" / "but" is a claim of its own
(``responders/grading.py`` ``_subject_clauses``; the verbs in data/sim/lexicons.yaml
``clause_auxiliaries``; issue 26, the thirty-fifth set's DD9 (a)): a grounded first clause does not carry an
unstated second one. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.responders.grading import _subject_clauses


@pytest.mark.parametrize("text, parts", [
    ("The pool opens at 7am on weekdays and the sauna there is closed on Mondays.", 2),
    ("Delivery takes three days but the courier can't reach islands.", 2),
    # guards: a subject shared by two nouns, a verb with no subject of its own, a short side
    ("Cats and dogs are allowed in the lobby.", 1),
    ("The gym opens at 6am and closes at 10pm.", 1),
])
def test_a_clause_with_its_own_subject(text, parts):
    assert len(_subject_clauses(text)) == parts


PROMPT = ("Is every claim in the ANSWER backed by the FACTS? Reply SUPPORTED or UNSUPPORTED.\n"
          "FACTS: The pool opens at 7am on weekdays.\nANSWER: ")


def _reply(answer, limits=None):
    from course_lib import SimulatorLimitWarning
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(PROMPT + answer).content.strip()
    if limits is not None:
        limits.extend(str(w.message) for w in caught if issubclass(w.category, SimulatorLimitWarning))
    return out


def test_an_unstated_second_clause_is_unsupported_with_no_limit():
    said: list[str] = []
    assert _reply("The pool opens at 7am on weekdays and the sauna there is closed on Mondays.", said) == "UNSUPPORTED"
    assert said == []  # none of the second claim's words is stated: "no" is certain


def test_the_stated_clause_alone_is_supported():  # guard
    assert _reply("The pool opens at 7am on weekdays.") == "SUPPORTED"
