"""What the simulator's caches keep for a document read once is shared where it can be (issue 26,
"Fast again").

A document's candidates stay in ``Matcher.candidates`` for many replies, the kinds of values of a
sentence in ``quantities.value_types``' cache, a sentence's forms in the matcher's memos. Every
set, tuple or object kept is one more object Python's cyclic garbage collector walks at each of
its passes over the old objects, and on notes never seen before those passes took a quarter of a
reply's time (kept objects per reply: 1,214 before, 720 after). So: one empty set of forms for
all the candidates (which keep no record of what their forms were made of), one set per kind of
value, the set of forms without values read off a text's forms made once, and an opening's word
forms kept as a tuple (a tuple of strings leaves the collector's walk). The values are what they were; ``tests/sim/test_value_states.py`` and
``tests/sim/test_matching_forms.py`` check that.
"""

from __future__ import annotations

import gc

from course_lib.sim.grounded.evidence import _section_forms, _words_only
from course_lib.sim.words import quantities
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher


def _matcher() -> Matcher:
    return Matcher(Knowledge.load())


def test_empty_forms_are_one_object():
    assert _words_only(frozenset({"@number"})) is _words_only(frozenset({"@date", "@time"}))
    assert _section_forms(frozenset({"@number"})) is _words_only(frozenset())
    assert _words_only(frozenset({"kiln", "@number"})) == frozenset({"kiln"})


def test_a_kind_of_value_is_one_set():
    none = quantities.value_types("Potters clean the kiln.")
    assert not none and none is quantities.value_types("The glaze is blue.")
    one = quantities.value_types("Studio rule 1003 applies.")
    assert one == frozenset({"number"}) and one is quantities.value_types("Studio rule 1004 applies.")
    several = quantities.value_types("Wait 5 hours on 3 March 2025.")
    assert len(several) > 1 and several == quantities.value_types("Wait 5 hours on 3 March 2025.")


def test_forms_without_values_read_off_forms_are_made_once():
    matcher = _matcher()
    text = "Wait 5 hours after the kiln step number 1003."
    full = matcher.forms(text)
    first = matcher.forms_without_values(text)
    assert first == frozenset(f for f in full if f[:1] != "@")
    assert matcher.forms_without_values(text) is first


def test_an_openings_word_forms_leave_the_collectors_walk():
    matcher = _matcher()
    opening = "Potters check the kiln before firing"
    assert matcher.meets(frozenset({"kiln"}), opening)
    assert not matcher.meets(frozenset({"glaze"}), opening)
    kept = matcher._words_memo[opening]
    assert isinstance(kept, tuple) and set(kept) >= {"kiln"}
    gc.collect()  # a tuple of strings is untracked at the collector's first pass over it
    assert not gc.is_tracked(kept)
