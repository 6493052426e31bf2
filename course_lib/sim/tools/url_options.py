"""The option that reads a given web page, for a request that gives a URL (issue 26, the
twenty-third batch of ports).

A supervisor choosing between ``search`` and ``web_scraper`` for "Summarise the article at
https://harbourwatch.example/tides-2031" sends the page reader: the request names the page to
read, there is nothing to search for. ``option_for_url(values, text)`` returns the one option
whose name has a page-reading word (``data/sim/url_options.yaml``: scraper, crawler, browser, url
...) when ``text`` holds an http(s) URL; ``None`` when the text has no URL, or no option or
several options have such a word. Nothing runs at import.
"""

from __future__ import annotations

import re

_URL_RE = re.compile(r"\bhttps?://[^\s<>\"')\]]+", re.IGNORECASE)
_WORD_RE = re.compile(r"[a-z]+")


def option_for_url(values: list[str], text: str) -> str | None:
    if not text or not _URL_RE.search(text):
        return None
    words = _page_reader_words()
    fits = [v for v in values if set(_WORD_RE.findall(v.lower().replace("_", " "))) & words]
    return fits[0] if len(fits) == 1 else None


def _page_reader_words() -> frozenset[str]:
    from course_lib.sim.words.cues import read

    words = read("url_options.yaml").get("page_reader_words")
    if not isinstance(words, list) or not all(isinstance(w, str) and w for w in words):
        raise ValueError("url_options.yaml: 'page_reader_words' must be a list of words")
    return frozenset(w.lower() for w in words)
