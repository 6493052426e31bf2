"""A which-question that offers its own two alternatives, answered by a line for each and no
comparison, is a stated documents limit, never both lines quoted as if they chose (issue 26; the
guard that keeps the twenty-second set's pollen-compare a limit once "Mon 12 May" meets "Monday":
``alternatives``). All tables are invented here.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.alternatives import both_quoted, offered
from course_lib.sim.words.text import content_terms
from tests.sim._chat import ask_rag

FERRY = """| Sailing | Wind | Sea state | Status |
|---|---|---|---|
| Friday | Strong | Rough | Cancelled |
| Saturday | Light | Calm | Running |
| Sunday | Moderate | Choppy | Delayed |
"""


@pytest.mark.parametrize("question, pair", [
    ("For grass pollen, which is worse: Monday or Wednesday?", ("Monday", "Wednesday")),
    ("Which is longer, the coast path or the ridge walk?", ("the coast path", "the ridge walk")),
    ("which sailing ran, Saturday or Sunday?", ("Saturday", "Sunday")),
    ("Which trains run on Sundays?", ()),
    ("Is it open on Monday or Tuesday?", ()),
])
def test_the_offered_alternatives(question, pair):
    assert offered(question) == pair


def test_both_quoted_needs_each_in_its_own_line():
    forms = lambda s: frozenset(content_terms(s))  # noqa: E731
    assert both_quoted(("Friday", "Saturday"), ["Day: Friday; Sea: rough", "Day: Saturday; Sea: calm"], forms)
    assert not both_quoted(("Friday", "Saturday"), ["Day: Friday and Saturday; Sea: rough"], forms)
    assert not both_quoted(("Friday", "Monday"), ["Day: Friday; Sea: rough", "Day: Saturday; Sea: calm"], forms)
    # prose for each shows its figures side by side: no limit
    assert not both_quoted(("Friday", "Saturday"), ["On Friday the sea was rough.", "On Saturday it was calm."], forms)


@pytest.mark.parametrize("question", [
    "For the wind, which is calmer: Friday or Saturday?",
    "Which sailing ran, Saturday or Sunday?",
    "For the sea, which is rougher: Sunday or Friday?",
])
def test_two_lines_quoted_for_a_choice_are_a_stated_limit(question):
    reply, limits = ask_rag(FERRY, question)
    assert limits, reply
