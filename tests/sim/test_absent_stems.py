"""The check "the question names a thing no document holds" reads the documents' words by stem (issue
26; the forty-fifth set's NN6): ``absence.held_spelling``, the test of whether the documents write a
question's word another way. Wordings are my own (branch fix47a), none from a fresh set or my probe
``forms_c``: headings and letterheads of a tiler, an upholsterer, a sign-writer, a locksmith. The
held rows fail on 91badf2a (the function was private there and had no stem reading: "engrave" was
"a thing no document holds" beside an "ENGRAVING" heading)."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import absence


def _vocabulary(text: str) -> frozenset[str]:
    return frozenset(w.lower() for w in text.replace("-", " ").split() if len(w) >= 4)


HEADINGS = [  # (the documents' text, a question's word, whether the documents hold it)
    ("Tiling and regrouting - Marsh & Daughter", "tile", True),
    ("Bell Street Workshop - ENGRAVING", "engrave", True),
    ("SIGNWRITING BY ADA LOWE - price list", "signwriter", True),
    ("Engraved gifts: prices", "engraving", True),
    ("Upholstering prices - Bell Street Workshop", "varnish", False),
    ("Tiling and regrouting - Marsh & Daughter", "plaster", False),
    ("SIGNWRITING BY ADA LOWE - price list", "gilding", False),
]


@pytest.mark.parametrize(("text", "word", "held"), HEADINGS)
def test_a_word_held_by_its_stem(text, word, held):
    assert absence.held_spelling(word, _vocabulary(text)) is held
