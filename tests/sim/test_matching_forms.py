"""``Matcher.forms`` and ``Matcher.meets`` answer as ``Matcher.analyse(text).forms`` does.

``forms`` reads a document's sentence without weighing its concepts, and ``meets`` asks whether
a text has one of some keys without reading the kinds of values or lexicon groups the keys do not
ask for (both for speed). Compared here with a fresh ``analyse`` on invented sentences: values of
every kind, lexicon terms, compounds, Chinese, questions, and keys of every sort.
"""

from __future__ import annotations

import random

from course_lib.sim.words import quantities
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import _LONG_WORD_RE, Matcher, _han_grams
from course_lib.sim.words.text import content_terms, has_cjk, is_content, stem
from course_lib.sim.words.weights import compound_head


def _forms_as_analyse_built_them(knowledge: Knowledge, text: str) -> frozenset[str]:
    """The forms as ``Matcher._analyse`` built them before ``forms`` existed (kept verbatim)."""
    spans = knowledge.alias_spans(text)
    forms: set[str] = set(content_terms(text))
    for word in _LONG_WORD_RE.findall(text):
        head = compound_head(word)
        if head and is_content(head):
            forms.add(stem(head))
    if has_cjk(text):
        forms.update(_han_grams(text))
    forms.update(f"@{kind}" for kind in quantities.value_types(text))
    for _start, _end, group in spans:
        forms.add(f"~{group}")
    return frozenset(forms)

_WORDS = (
    "The sourdough starter needs 5 hours at 24 °C; feed it every morning. Invoice INV-2024-17 costs "
    "$40 or 12 EUR and ships on 3 March 2025 at 9:30 am, 12 km away, 2 bar, 15% off. Use asyncio.wait "
    "or a coroutine (green thread) in Python on Linux; the toothbrush and kiln before firing. When is "
    "it due? How long does it take? 窑炉 需要 预热 两个 小时 每天 一次 温度 是 1200 度 上午 十点"
).split()


def _texts(n: int) -> list[str]:
    rng = random.Random(26)
    return [" ".join(rng.choice(_WORDS) for _ in range(rng.randint(1, 12))) for _ in range(n)]


def test_forms_are_the_analysis_forms():
    knowledge = Knowledge.load()
    fast, full = Matcher(knowledge), Matcher(knowledge)
    for text in _texts(1500):
        want = _forms_as_analyse_built_them(knowledge, text)
        # the same set, iterated in the same order (a caller that picks the first form gets the same)
        assert list(fast.forms(text)) == list(want), text
        assert list(fast.analyse(text).forms) == list(want), text
        assert list(full.analyse(text).forms) == list(want), text


def test_meets_is_a_shared_form():
    knowledge = Knowledge.load()
    rng = random.Random(7)
    texts = _texts(800)
    every_form = sorted(set().union(*(Matcher(knowledge)._analyse(t).forms for t in texts)))
    assert any(f.startswith("@") for f in every_form) and any(f.startswith("~") for f in every_form)
    fast, full = Matcher(knowledge), Matcher(knowledge)
    met = 0
    for text in texts:
        keys = frozenset(rng.sample(every_form, rng.randint(1, 4)))
        want = not keys.isdisjoint(full._analyse(text).forms)
        assert fast.meets(keys, text) == want, (keys, text)
        met += want
    assert 50 < met < len(texts) - 50  # both answers are exercised
