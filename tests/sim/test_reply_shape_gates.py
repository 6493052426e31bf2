"""``reply_shape.offered`` scans each of its patterns only behind a ``FirstMatches`` gate (issue 26,
"fast again"): the values it finds must be those the ungated scans find.

A guard: these pass on the code before the gates too (the change is for speed, no reply changes).
The reference below is ``_offered`` as it was, every pattern scanned whatever the text; the texts
are invented (a plant shop's triage, a rota, a quiz), with each kind of offer, none, and the
characters ``str.lower`` folds differently from ``re.IGNORECASE`` ("ſ", "ı", "K").
"""

from __future__ import annotations

import pytest

from course_lib.sim.request import reply_shape as rs


def _reference(text: str) -> dict[str, str]:
    text = rs.without_json_examples(text)
    for pattern in (rs._ONE_OF_RE, rs._CUE.pick_one, rs._CUE.asked_one_of):
        for m in pattern.finditer(text):
            rest = m.group("rest").strip()
            values = rs._in_line(rest) if rest else rs._one_a_line(text[m.end():])
            if values:
                return values
    for m in rs._CUE.set_header.finditer(text):
        values = rs._one_a_line(text[m.end():])
        if values:
            return values
    m = rs._WHICH_RE.search(text)
    if m:
        return rs._in_line(m.group("list"))
    m = rs._CUE.caps_list.search(text)
    if m:
        return rs._in_line(m.group("list"))
    for m in rs._QUOTED_PAIR_RE.finditer(text):
        if (rs._REPLY_VERB_BEFORE_RE.search(text[max(0, m.start() - rs._REPLY_VERB_SPAN):m.start()])
                or rs._REPLY_VERB_AFTER_RE.match(text, m.end())):
            return {m.group("a").strip(): "", m.group("b").strip(): ""}
    return {}


TEXTS = [
    "Sort the customer's note into one of: watering, repotting, pests.",
    "Sort it into ONE OF THESE TRAYS:\n- seedlings\n- cuttings\n- bulbs\n",
    "Pick one: early shift, late shift or night shift.",
    "Please choose just one of the following - red, amber, green",
    "Allowed answers:\nkeep\nreturn\nexchange\n",
    "Valid labels:\n1. urgent\n2. routine\n",
    "Which rota covers this: weekday, weekend or holiday?",
    "What does the caller need - refund, repair or advice?",
    "Reply with WATERING, LIGHT or PESTS.",
    "Answer with HIGH, MEDIUM or LOW only.",
    "只回答“正面”或“负面”。",
    "Is it 'fresh' or 'stale'? Reply \"fresh\" or \"stale\".",
    'Return {"tray": "seedlings", "urgent": false} for each note.',
    "The fern needs water twice a week; the cactus once a month.",
    "Quiz night: which team won? The Owls scored 41, the Larks 38.",
    "",
    # characters ``str.lower`` folds differently from ``re.IGNORECASE``: searched unfiltered
    "Pick one: ſpring, ſummer or autumn.",
    "Choose ONE OF: Kelvin, celsius, fahrenheit.",
    "Bir etiket seçın: bitki, toprak veya saksı.",
    "What is the sıze - small, medium or large?",
]


@pytest.mark.parametrize("text", TEXTS)
def test_offered_matches_the_ungated_scans(text):
    assert rs._offered(text) == _reference(text)


def test_every_offer_kind_is_exercised():
    """The texts above reach each of the gated patterns but ``asked_one_of`` (index 2) at least once (the guard is
    not vacuous for them; no text here reaches ``asked_one_of``)."""
    patterns = (rs._ONE_OF_RE, rs._CUE.pick_one, rs._CUE.asked_one_of, rs._CUE.set_header,
                rs._WHICH_RE, rs._CUE.caps_list, rs._QUOTED_PAIR_RE)
    hit = {i for text in TEXTS for i, p in enumerate(patterns) if p.search(rs.without_json_examples(text))}
    assert hit >= {0, 1, 3, 4, 5, 6}
    assert sum(1 for text in TEXTS if _reference(text)) >= 10
