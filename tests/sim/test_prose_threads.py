"""Sentences cut in several threads at once are the sentences cut in one.

A measurement with a real model (or a chaos model over the simulator) runs its questions in
threads, and the simulator reads every document's sentences. pysbd's segmenter keeps the text
it is cutting in itself (``self.original_text``), and the course keeps one segmenter per
language: two threads cutting at once read each other's text, and a paragraph came back with
no sentences at all, so a document silently lost its facts; in notebook 06 a different few
questions of each Run All were answered from less than their notes said (about one paragraph in
ten went missing with eight threads). The first import of pysbd from two threads could also
deadlock Python's module locks (``module 'pysbd' has no attribute 'Segmenter'``); that needs a
fresh process and a lucky interleaving, so it is not pinned here (``prose._pysbd`` guards it).
"""

from __future__ import annotations

import sys
import threading

from course_lib.sim.material import prose


def test_paragraphs_cut_in_eight_threads_at_once_keep_their_sentences():
    texts = [f"Dr. Ilunga moved stand-up {i} of the Kestrel crew. It now starts at {i % 12 + 1} p.m. in "
             f"room {i}b, said Mrs. Varga." for i in range(240)]  # "Dr.", "p.m.", "Mrs.": pysbd decides
    expected = {t: prose.split_sentences.__wrapped__(t) for t in texts}  # one thread, no cache
    assert all(len(s) == 2 for s in expected.values()), next(iter(expected.values()))
    prose.split_sentences.cache_clear()  # every thread below cuts its paragraphs itself
    got: dict[str, tuple[str, ...]] = {}
    errors: list[str] = []

    def cut(chunk: list[str]) -> None:
        try:
            for t in chunk:
                got[t] = prose.split_sentences(t)
        except Exception as exc:  # noqa: BLE001 - reported by the assertion below
            errors.append(f"{type(exc).__name__}: {exc}")

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-5)  # switch threads often, as a busy machine does
    try:
        threads = [threading.Thread(target=cut, args=(texts[i::8],)) for i in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(120)
    finally:
        sys.setswitchinterval(interval)
        prose.split_sentences.cache_clear()  # nothing cut here stays for other tests
    assert not errors, errors[0]
    wrong = [t for t in texts if got.get(t) != expected[t]]
    assert not wrong, f"{len(wrong)} of {len(texts)} paragraphs cut differently, e.g. {wrong[0]!r} -> {got.get(wrong[0])}"
