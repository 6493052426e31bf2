"""An age asked of a name whose line lists a bare figure among its particulars ("Biscuit (beagle, 9)",
"Ines, 34, welder"): maybe the age, so the reply is the documents limit, never "The documents
don't give Biscuit's age" (issue 26; ``grounded.asked_kinds``). Invented material. The behaviour
rows fail on e764df6c (the absence was claimed); the guard holds on both.
"""

from __future__ import annotations

import pytest

from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_SITTER = ("Cat-sitting booking, 3-9 May.\n"
           "Cats: Miso (tabby, 11), Udon (ginger, 2).\n"
           "Feed twice a day; Miso has a kidney diet.\n")
_CREW = ("Allotment work party, Saturday.\n"
         "Volunteers: Ines, 34, welder; Rob, 61, retired teacher.\n"
         "Bring gloves.\n")


@pytest.mark.parametrize(("doc", "question"), [
    (_SITTER, "How old is Miso?"),
    (_CREW, "How old is Rob?"),
])
def test_a_bare_figure_is_no_absence(llm, doc, question):  # noqa: F811 - the fixture
    reply, limits = _rag(llm, doc, question)
    assert "don't give" not in reply and ("11" in reply or "61" in reply or limits), (reply, limits)


def test_no_figure_beside_the_name_is_still_the_absence(llm):  # noqa: F811 - the fixture  (guard)
    reply, _ = _rag(llm, "Dog walking, Tuesdays.\nDog: Pickle (spaniel).\nWalks: 45 minutes.\n",
                    "How old is Pickle?")
    assert "don't give" in reply or "don't know" in reply.lower(), reply
