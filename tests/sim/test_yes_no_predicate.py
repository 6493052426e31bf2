"""What an English yes/no question asks of its subject must be in the sentence that answers it
(issue 26; the forty-sixth set's tree-pot-absent, read after its class summary; ``grounded.evidence``).

"Is the Nordmann fir in a pot?" over an order line "kind: Nordmann fir" covered 71 % of the
question's weight (the name and "fir") and counted as answered: the quote was given as the answer
to whether it is potted. The last content word of a yes/no question ("pot", "heated", "tow bar")
is what it asks; under 0.8 coverage a sentence without it answers nothing. Invented material; the
"not answered" rows fail on 51a15e7a, the others are guards.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import evidence
from course_lib.sim.material.documents import Document
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher

HIRE = ("Van hire, this week\nThe Vauxhall Vivaro seats three and takes unleaded.\n"
        "The Renault Master seats three and has a tow bar.")
LODGE = "Heron Lodge sleeps six.\nHeron Lodge has a wood burner.\nThe Osprey suite has a hot tub."


def _answered(question: str, body: str) -> bool:
    found = evidence.gather(Matcher(Knowledge.load()), question, [Document(None, "", body, 1)])
    return found.answered


@pytest.mark.parametrize("question, body, answered", [
    ("Is the Vauxhall Vivaro a diesel?", HIRE, False),  # "diesel" in no line
    ("Is the Vivaro van electric?", HIRE, False),  # 72 % covered: answered on 51a15e7a
    ("Is the Osprey suite accessible?", LODGE, False),  # 71 %: answered on 51a15e7a
    ("Is the Osprey suite upstairs?", LODGE, False),
    ("Is Heron Lodge dog-friendly?", LODGE, False),  # the lodge's lines say nothing of dogs
    ("Does the Renault Master have a tow bar?", HIRE, True),
    ("Does Heron Lodge have a wood burner?", LODGE, True),
    ("How many does Heron Lodge sleep?", LODGE, True),  # no yes/no: left to the other checks
])
def test_the_asked_predicate_must_be_covered(question, body, answered):
    assert _answered(question, body) is answered
