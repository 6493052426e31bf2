"""The simulator's speed-ups change no reply (issue 14: ``make bench`` keeps 500 replies a second).

The requests are 1,000 recorded from the test suites (``scripts/sim_requests.py record``):
agent turns, graders, routers, rewriters, structured output and JSON mode, English and Chinese,
documents in every shape the suites use.

- (Comparing two trees reply by reply is a script, not a test, since every change to the
  simulator's logic changes some replies: ``python scripts/sim_requests.py golden`` records the
  digests of one tree's replies, ``replay --out FILE`` writes them out for ``cmp``.)
- The cache test answers them once with every simulator cache emptied before each request and
  once in reverse order with the caches full: a cache keyed on anything but content, or whose
  value a caller changes, shows up as a difference.
- The segmenter test checks the span finder that replaces pysbd's against pysbd's own.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("sim_requests", ROOT / "scripts" / "sim_requests.py")
sim_requests = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(sim_requests)

# Loading data, not computing from a request: left filled (cleared, they only cost time).
_KEEP_FILLED = {"_load_cached", "_frequencies", "registry", "_shared", "_identifier", "_analyser", "_territories"}


@pytest.fixture(scope="module")
def requests() -> list[dict]:
    return sim_requests.load_requests()


@pytest.fixture(scope="module")
def answered(requests):
    """One model that answered every request in file order (its caches full), and the replies."""
    from course_lib.sim import SimulatedChatModel

    model = SimulatedChatModel()
    return model, [sim_requests.serialise(sim_requests.reply(model, r)) for r in requests]


def _sim_caches() -> list:
    """Every ``functools`` cache of the simulator's modules (they are all bounded)."""
    import course_lib.sim.chat.model  # noqa: F401  (imports the modules that hold the caches)

    found = []
    for name, module in sorted(sys.modules.items()):
        if not name.startswith("course_lib.sim") or module is None:
            continue
        for attr, value in sorted(vars(module).items()):
            if hasattr(value, "cache_clear") and hasattr(value, "cache_info") and attr not in _KEEP_FILLED:
                found.append((f"{name}.{attr}", value))
    return found


@pytest.mark.slow
def test_caches_change_no_reply(requests, answered):
    from course_lib.sim import SimulatedChatModel

    model, in_order = answered  # its caches hold all 1,000: answer a quarter again, backwards
    subset = list(range(0, len(requests), 4))
    warm = [sim_requests.serialise(sim_requests.reply(model, requests[i])) for i in reversed(subset)][::-1]
    assert warm == [in_order[i] for i in subset]
    caches = _sim_caches()
    assert len(caches) >= 10  # the parse caches of prose, text, quantities, reading, ...
    cold = []
    for i in subset:  # every cache emptied before each request, a new model: the slow path
        for _, cache in caches:
            cache.cache_clear()
        cold.append(sim_requests.serialise(sim_requests.reply(SimulatedChatModel(), requests[i])))
    differ = [i for i, (a, b) in enumerate(zip(cold, warm, strict=True)) if a != b]
    assert not differ, f"{len(differ)} replies change with full caches; first:\n{cold[differ[0]][:400]}\n{warm[differ[0]][:400]}"


def test_every_simulator_cache_is_bounded():
    unbounded = [name for name, cache in _sim_caches() if cache.cache_info().maxsize is None]
    assert not unbounded


_TRICKY = [
    "Dr. Smith arrived at 10 a.m. and left. He said: \"Wait.\" Then he waited.",
    "Repeat this. Repeat this. Repeat this.",
    "One.  Two.\tThree.\u00a0Four.\u2003Five!",
    "The U.S. team won. e.g. this one? Yes! No...",
    "Item 1. First thing. 2. Second thing. iii. Third thing.",
    "Version 2.5.1 shipped on 3.4.2024. See www.example.com. It works.",
    "「你好」。今天下雨了！我们走吧？好的。",
    "He paid $4.50 for it. approx. 30 min. later it broke.",
    "Short. " * 40,
    "A sentence with trailing spaces.   ",
]


def _paragraphs(requests) -> list[str]:
    out = []
    for request in requests[::5]:
        for message in request["messages"]:
            content = message.get("kwargs", {}).get("content")
            if isinstance(content, str):
                out.extend(" ".join(p.split()) for p in content.split("\n\n") if p.strip())
    return sorted(set(out))[:300]


@pytest.mark.slow
def test_sentence_spans_are_found_as_pysbd_finds_them(requests):
    import pysbd

    from course_lib.sim.material.prose import _segmenter

    texts = _TRICKY + _paragraphs(requests)
    checked = 0
    for text in texts:
        language = "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in text) else "en"
        ours = _segmenter(language)
        theirs = pysbd.Segmenter(language=language, clean=False)
        assert ours.segment(text) == theirs.segment(text), text
        # the spans themselves, also for sentence lists pysbd would not produce
        sentences = ours.processor(text).process() if text else []
        for trial in (sentences, sentences[::-1], sentences + sentences, ["not in the text"] + sentences):
            ours.original_text = theirs.original_text = text
            got = [(s.sent, s.start, s.end) for s in ours.sentences_with_char_spans(trial)]
            want = [(s.sent, s.start, s.end) for s in theirs.sentences_with_char_spans(trial)]
            assert got == want, (text, trial)
        checked += 1
    assert checked >= 200
