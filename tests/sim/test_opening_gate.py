"""``evidence.gather`` reads a pool sentence's opening (does it name the question's subject?) only
when the sentence's own forms hold a word of the subject, or the subject has a value kind, a
lexicon group or a day's or month's full name (``_opening_needs_reading``). The fast path must
answer as reading every opening does: on invented documents of many shapes, every word form of
an opening is one of its sentence's own forms or a day's or month's full name, and the gate
gives what ``Matcher.meets`` gives for every subject made of those forms and others."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.evidence import _opening_needs_reading, sentence_candidates
from course_lib.sim.material.documents import Document
from course_lib.sim.words.day_month_abbreviations import full_name_stem_set
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher

BODIES = [
    "The glazing kiln reaches cone 6 in nine hours. Potters unload it on Thu 15 May after cooling.",
    "Dec 14 is the last collection. Dec\nbrings the carol service; Sat: market stall.\n\nWed: Orchid room booked.",
    "- Preheat the oven to 220C for twenty minutes.\n- Bake the sourdough loaf until it sounds hollow.\n"
    "- Cool on a wire rack for 1 hour.",
    "| Day | Opens | Closes |\n|---|---|---|\n| Mon | 09:00 | 17:30 |\n| Sept | 10:00 | 16:00 |",
    "Use image: postgres:16 with node:20-alpine for the build. The pod shows CrashLoopBackOff\u00a0after a restart.",
    "The vice-chair signs the second-floor lease. Check-out is at 11am; late check-out costs £20.",
    "借书证办理需要身份证。借期为 30 天，逾期每天罚款 0.5 元。",
    "Flights: BA123 departs 07:45 from Terminal\u20035. The gate closes 20 minutes before departure.",
    "Tell me when the lease ends. I'd like to know how long the warranty lasts for the Model X200.",
    "Our coroutine scheduler (asyncio.wait, builder.add_conditional_edges) runs green threads on Python 3.12.",
]


@pytest.fixture(scope="module")
def candidates():
    matcher = Matcher(Knowledge.load())
    docs = [Document(f"notes/n{i}.md", f"Note {i}", body, i + 1) for i, body in enumerate(BODIES)]
    return matcher, sentence_candidates(matcher, docs)


def _words(forms) -> frozenset[str]:
    return frozenset(f for f in forms if f[:1] not in ("@", "~"))


def test_an_openings_word_forms_are_its_sentences_or_day_and_month_names(candidates):
    matcher, cands = candidates
    assert len(cands) > 15
    for cand in cands:
        opening = _words(Matcher(matcher.knowledge).forms(cand.opening))
        assert opening <= cand.own | full_name_stem_set(), (cand.sentence, opening - cand.own)


def test_the_gate_answers_as_reading_every_opening(candidates):
    matcher, cands = candidates
    vocabulary = set()
    for cand in cands:
        vocabulary |= Matcher(matcher.knowledge).forms(cand.opening) | cand.own
    subjects = [frozenset({k}) for k in sorted(vocabulary)] + [
        frozenset({"kiln", "thursday"}), frozenset({"decemb"}), frozenset({"@duration"}), frozenset(),
        frozenset({"unrelated", "zebra"}),
    ]
    skipped = 0
    for main in subjects:
        read = _opening_needs_reading(main)
        for cand in cands:
            fresh = Matcher(matcher.knowledge)  # nothing memoised: the opening read as new
            gated = (read or not main.isdisjoint(cand.own)) and fresh.meets(main, cand.opening)
            skipped += not read and main.isdisjoint(cand.own)
            assert gated == Matcher(matcher.knowledge).meets(main, cand.opening), (sorted(main), cand.sentence)
    assert skipped > 100  # the fast path was taken


@pytest.mark.parametrize(
    ("main", "read"),
    [
        (frozenset({"kiln"}), False),
        (frozenset({"@duration"}), True),
        (frozenset({"~3", "kiln"}), True),
        (frozenset({"thursday"}), True),
        (frozenset(), False),
    ],
)
def test_which_subjects_need_every_opening_read(main, read):
    assert _opening_needs_reading(main) is read
